import { describe, expect, it } from 'vitest';
import { checkAsRead, checkCrawler, checkUrl, crawlerRuleText, parseRobots, parsesOf, PROFILES, RESULT_COLUMNS } from '../index.ts';
import { recordOfCheck } from '../result/record.ts';
import { tieBreakSentence } from './explanationWords.ts';
import { NO_RULE_MATCHED, noLineWords, ROBOTS_TXT_ALLOWED } from './resultWords.ts';

describe('why no line decided', () => {
  it('is RFC 9309 2.2.2 for /robots.txt itself under RFC 9309 and the 1996 draft, whatever the rules; a rule decides it elsewhere', () => {
    const file = 'User-agent: *\nDisallow: /\n';
    const said = Object.fromEntries(PROFILES.map((profile) => {
      const r = checkUrl(parseRobots(file, { profile }), ['SomeBot'], 'https://example.com/robots.txt');
      return [profile, r.line > 0 ? `line ${r.line}` : noLineWords(r)];
    }));
    expect(said).toEqual({
      google: 'line 2', rfc9309: '/robots.txt itself is always allowed', draft1996: '/robots.txt itself is always allowed', bing: 'line 2', yandex: 'line 2',
    });
  });

  it('is that no rule matched where none of the groups does, and where no tie-break is known', () => {
    const r = checkUrl(parseRobots('User-agent: *\nDisallow: /private\n', { profile: 'rfc9309' }), ['SomeBot'], '/public');
    expect([r.line, noLineWords(r)]).toEqual([0, 'no rule matched']);
    expect(noLineWords({})).toBe(NO_RULE_MATCHED);
  });

  it('is said in the explanation in the same words, with the section it cites', () => {
    expect(tieBreakSentence('robots-txt')).toBe(`${ROBOTS_TXT_ALLOWED} (RFC 9309 2.2.2).`);
  });

  it('is the crawler\'s own rule where it opens the whole column, before /robots.txt itself: the sentence check and the explanation say (crawlerRuleText)', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /\n', { profile: 'rfc9309' });
    const ads = checkCrawler(parsed, 'AdsBot-Google', 'https://example.com/robots.txt');
    expect([ads.line, ads.crawlerRule]).toEqual([0, 'ignores-global']);
    expect(noLineWords(ads)).toBe('AdsBot-Google ignores the * group, and no group names it');
    expect(crawlerRuleText(ads)).toBe(`${noLineWords(ads)}: allowed.`);
    expect(noLineWords({ crawlerRule: 'too-big', crawler: 'YandexBot', tieBreak: 'no-match' })).toBe('the file is over 500 KB, so YandexBot takes the site as open');
    expect(noLineWords({ crawlerRule: 'global', crawler: 'GPTBot', tieBreak: 'no-match' })).toBe(NO_RULE_MATCHED);
  });

  it('is what the exports\' "Why this group" column says for such a rule (before: "the crawler ignores the * group and no group names it: allowed")', () => {
    const column = RESULT_COLUMNS.find((c) => c.name === 'crawlerRule')!;
    const text = 'User-agent: *\nDisallow: /news/top\n';
    const ads = recordOfCheck(parseRobots(text), checkAsRead(parsesOf(text), 'AdsBot-Google', 'https://dzen.ru/news/top', 'documented'), { url: 'https://dzen.ru/news/top', crawler: 'AdsBot-Google' });
    expect(column.text(ads)).toBe('AdsBot-Google ignores the * group, and no group names it');
    expect(column.text(ads)).toBe(noLineWords(ads));
    const yandex = { ...ads, crawler: 'YandexBot', crawlerRule: 'too-big' as const };
    expect(column.text(yandex)).toBe('the file is over 500 KB, so YandexBot takes the site as open');
    expect(column.text({ ...ads, crawler: 'GPTBot', crawlerRule: 'global' })).toBe('no group names the crawler: the * group applies');
  });
});
