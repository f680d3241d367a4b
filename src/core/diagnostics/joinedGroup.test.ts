/**
 * joined-group (issue 23 §2): a user-agent list that runs on past a Crawl-delay, an unknown key or
 * a blank line gives the rules of the group written last to every crawler named before. Only an
 * Allow or Disallow line ends the list (robots.cc sets seen_separator_ only there).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sayText, applyFix, checkCrawler, diagnose, parseRobots } from '../index.ts';

const joined = (text: string, profile: 'google' | 'rfc9309' | 'draft1996' | 'bing' = 'google') =>
  diagnose(parseRobots(text, { profile })).filter((d) => d.code === 'joined-group');

const GPTBOT = '\nUser-agent: GPTBot\nDisallow: /\n';

describe('joined-group on walmart.com with the usual GPTBot lines appended', () => {
  const walmart = readFileSync(new URL('../../../testdata/corpus/0300_walmart.com.txt', import.meta.url), 'utf8');
  const text = walmart + GPTBOT;
  const gptLine = text.split('\n').indexOf('User-agent: GPTBot') + 1;

  it('Google gives the Disallow: / to AdsBot-Google, Mediapartners-Google and Slurp (the reason for the warning)', () => {
    const parsed = parseRobots(text);
    for (const crawler of ['AdsBot-Google', 'Mediapartners-Google', 'Slurp', 'GPTBot']) {
      expect(checkCrawler(parsed, crawler, 'https://www.walmart.com/ip/123').allowed, crawler).toBe(false);
    }
  });

  it('warns on the GPTBot line, naming every crawler that gets the rules and the line the group began', () => {
    const [d, ...rest] = joined(text);
    expect(rest).toEqual([]);
    expect(d.line).toBe(gptLine);
    expect(d.severity).toBe('warning');
    expect(sayText(d.say)).toContain('The group began on line 105');
    expect(sayText(d.say)).toContain('AdsBot-Google, Mediapartners-Google and Slurp as well as to GPTBot');
    expect(sayText(d.say)).toContain(`the Crawl-delay line (line ${gptLine - 2})`);
  });

  it('the fix ends the group above with "Disallow:" and gives those crawlers their verdicts back', () => {
    const d = joined(text)[0];
    const fixed = applyFix(text, d.fix!);
    expect(fixed).toBe(walmart + 'Disallow:\n' + GPTBOT);
    const parsed = parseRobots(fixed);
    for (const crawler of ['AdsBot-Google', 'Mediapartners-Google', 'Slurp']) {
      expect(checkCrawler(parsed, crawler, 'https://www.walmart.com/ip/123').allowed, crawler).toBe(true);
    }
    expect(checkCrawler(parsed, 'GPTBot', 'https://www.walmart.com/ip/123').allowed).toBe(false);
    expect(diagnose(parsed).map((x) => x.code)).not.toContain('joined-group');
  });

  it('the file as published raises no joined-group: its joined list has no rules', () => {
    expect(joined(walmart)).toEqual([]);
  });
});

describe('joined-group: what ends a list to a reader\'s eye', () => {
  it('a blank line, an unknown key or a Sitemap line between user-agent lines', () => {
    for (const between of ['\n', 'Foo: bar\n', 'Sitemap: https://e.com/s.xml\n', 'Host: e.com\n']) {
      expect(joined(`User-agent: A\n${between}User-agent: B\nDisallow: /x\n`), JSON.stringify(between)).toHaveLength(1);
    }
  });

  it('Bing\'s reading says it only assumes that a Crawl-delay does not end the list (Bing does not document it); Google\'s says it as fact', () => {
    const text = 'User-agent: bingbot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /\n';
    const unsaid = ' (assumed: whether it does, Bing does not document, so the answers for the crawlers above it are in doubt).';
    expect(sayText(joined(text, 'bing')[0].say)).toContain(`Bing reads user-agent lines as one list up to the first Allow or Disallow, and the Crawl-delay line (line 2) does not end it${unsaid} The group began on line 1`);
    expect(sayText(joined(text)[0].say)).toContain('Google reads user-agent lines as one list up to the first Allow or Disallow, and the Crawl-delay line (line 2) does not end it. The group began on line 1');
    // A blank line alone is no record: that doubt is not asked (groupBreaks.ts).
    expect(sayText(joined(text.replace('Crawl-delay: 5\n', ''), 'bing')[0].say)).not.toContain('assumed');
  });

  it('a comment alone does not: a list of crawlers with a comment over each is one group', () => {
    expect(joined('User-agent: CCBot\n# https://platform.openai.com/docs/gptbot\nUser-agent: GPTBot\nDisallow: /\n')).toEqual([]);
  });

  it('the warning sits on the last break and names every crawler before it', () => {
    const text = 'User-agent: A\nCrawl-delay: 1\nUser-agent: B\nCrawl-delay: 2\n\n# C\nUser-agent: C\nUser-agent: D\nDisallow: /x\n';
    const [d, ...rest] = joined(text);
    expect(rest).toEqual([]);
    expect(d.line).toBe(7);
    expect(sayText(d.say)).toContain('the Crawl-delay line (line 4)');
    expect(sayText(d.say)).toContain('A and B as well as to C and D');
    // The empty Disallow goes after the last line of the earlier list, before the blank line and the comment over C.
    expect(applyFix(text, d.fix!)).toBe('User-agent: A\nCrawl-delay: 1\nUser-agent: B\nCrawl-delay: 2\nDisallow:\n\n# C\nUser-agent: C\nUser-agent: D\nDisallow: /x\n');
  });

  it('says nothing when no crawler gets rules it would not have had', () => {
    // The same crawler on both sides, and a group whose only rule is an empty Disallow.
    expect(joined('User-agent: *\nCrawl-delay: 10\n\nUser-agent: *\nDisallow: /cart\n')).toEqual([]);
    expect(joined('User-agent: A\nCrawl-delay: 1\nUser-agent: B\nDisallow:\n')).toEqual([]);
    // Consecutive user-agent lines: one list, as written.
    expect(joined('User-agent: A\nUser-agent: B\nDisallow: /\n')).toEqual([]);
  });

  it('the fix keeps the file\'s CRLF line endings', () => {
    const text = 'User-agent: A\r\nCrawl-delay: 1\r\nUser-agent: B\r\nDisallow: /\r\n';
    expect(applyFix(text, joined(text)[0].fix!)).toBe('User-agent: A\r\nCrawl-delay: 1\r\nDisallow:\r\nUser-agent: B\r\nDisallow: /\r\n');
  });

  it('under the 1996 draft a blank line ends the record, so it joins nothing; Crawl-delay still does not', () => {
    expect(joined('User-agent: A\n\nUser-agent: B\nDisallow: /x\n', 'draft1996')).toEqual([]);
    expect(sayText(joined('User-agent: A\nCrawl-delay: 1\nUser-agent: B\nDisallow: /x\n', 'draft1996')[0].say)).toContain('a robot that follows the 1996 draft reads');
  });
});

describe('joined-group under Yandex\'s reading: its library ends the list at a blank line (review of issue 29, F1)', () => {
  it('says the answers above a blank line between two user-agent lines are in doubt for Yandex, not for Bing', () => {
    const text = 'User-agent: YandexBot\n\nUser-agent: Googlebot\nDisallow: /\n';
    const said = (profile: 'yandex' | 'bing') => diagnose(parseRobots(text, { profile })).filter((d) => d.code === 'joined-group').map((d) => sayText(d.say));
    expect(said('yandex')).toEqual([expect.stringContaining('the blank line 2 does not end it (assumed: whether it does, Yandex does not document, so the answers for the crawlers above it are in doubt)')]);
    expect(said('bing')).toEqual([expect.stringContaining('the blank line 2 does not end it. The group began')]);
  });
});
