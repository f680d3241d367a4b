/**
 * The explanation's words (issue 11 §3), on explanations the core gives for real cases: each
 * sentence names the lines it rests on as references the panel turns into buttons.
 */
import { describe, expect, it } from 'vitest';
import { explainAsRead, explainCheck } from '../explain.ts';
import { checkAsRead, parsesOf } from '../readings.ts';
import { recordOfCheck } from '../result/record.ts';
import { RESULT_COLUMNS } from '../result/columns.ts';
import { parseRobots } from '../parse.ts';
import { cutInsideRule, overTheLimit } from '../doubtFiles.test-helper.ts';
import { noLineWords } from './resultWords.ts';
import { SPLIT, splitCode } from './pageStyles.ts';
import { explanationInWords, groupSentences, indexSentences, pathSentences, profileSentences, readingSentences, sizeSentences, verdictSentence } from './explanationWords.ts';
import type { Sentence } from './sentence.ts';

/** A sentence as the panel shows it, line buttons as [line N]. */
const show = (s: Sentence) => s.map((p) => (typeof p === 'string' ? p : p.bare ? `[${p.line}]` : `[line ${p.line}]`)).join('');

const FILE = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /public/\nDissallow: /private\n');

describe('explanation words', () => {
  it('says the verdict with its line', () => {
    expect(show(verdictSentence(explainCheck(FILE, 'Googlebot', 'https://example.com/private/x')))).toBe('Blocked for Googlebot by [line 6].');
    expect(show(verdictSentence(explainCheck(FILE, 'Googlebot', '/other')))).toBe('Allowed for Googlebot: no rule decides, and what no rule blocks is allowed.');
  });

  it('ends the "readings disagree" sentence once, whether or not a rule decides for the lenient parser', () => {
    const parses = parsesOf('User-agent: *\nDisallow: /private\nDisalow: /typo\n');
    const said = (url: string) => readingSentences(explainAsRead(parses, 'GPTBot', url, 'documented', { request: true })).map(show);
    // RFC 9309 decodes %70 to p; Google's parser compares /%70rivate as written: no rule decides
    // (before, put down to "a lenient parser": issue 29).
    expect(said('https://x.test/%70rivate')[1]).toBe(
      "Readings disagree. Blocked (RFC 9309). A parser that compares the URL's %-escapes as written, as Google's does, would allow it (no rule decides there). " +
      "RFC 9309 (2.2.2) puts the URL's path and the rule in one form before comparing (an escape's hex digits in capitals, %e3 as %E3; an escaped unreserved character as itself, %70 as p); Google's parser compares the URL's path as written: which this crawler does, nobody documents.");
    expect(said('https://x.test/typo')[1]).toBe(
      "Readings disagree. Allowed (RFC 9309). A lenient parser, as Google's, would block it: [line 3] `Disalow: /typo`. Which one this crawler follows, nobody documents.");
  });

  it('names the reading first and its source among the sources, after the groups and rules that decide (new-user walk: some 600 characters of pages and quotes came before them)', () => {
    const parses = parsesOf('User-agent: bingbot\nDisallow: /private\n');
    const bing = explainAsRead(parses, 'bingbot', 'https://www.example.com/private/x', 'documented');
    expect(bing.readingSource.length).toBeGreaterThan(40);
    expect(readingSentences(bing).map(show)).toEqual(['bingbot is read as Bing reads robots.txt, as Microsoft documents (sources below).']);
    const parts = Object.fromEntries(explanationInWords(bing).map((p) => [p.heading, p.sentences]));
    expect(parts['Reading']).toEqual(['bingbot is read as Bing reads robots.txt, as Microsoft documents (sources below).']);
    expect(parts['Where these rules come from'][0]).toBe(`bingbot read as Bing reads robots.txt (documented by the operator; ${bing.readingSource})`);
    // A Google crawler the registry documents: its one source, after the rules.
    const applebot = explainAsRead(parses, 'Applebot', 'https://www.example.com/x', 'documented');
    expect(applebot.readingWhy).toBe('documented');
    expect(Object.fromEntries(explanationInWords(applebot).map((p) => [p.heading, p.sentences]))['Where these rules come from']).toEqual([
      `Applebot read as Google reads robots.txt (documented by the operator; ${applebot.readingSource})`,
    ]);
    // A Yandex robot the registry lacks: assumed from its name, its family's source.
    const video = explainAsRead(parses, 'YandexVideo', 'https://www.example.com/x', 'documented');
    expect(readingSentences(video).map(show)[0]).toBe("YandexVideo is not in the registry; its name is Yandex's, so it is read as Yandex reads robots.txt, assumed (sources below).");
    expect(Object.fromEntries(explanationInWords(video).map((p) => [p.heading, p.sentences]))['Where these rules come from'][0]).toBe(
      `YandexVideo read as Yandex reads robots.txt (assumed from its name; ${video.readingSource})`);
    // One reading forced for all, or the standard for a crawler that documents nothing more: no reading source.
    expect(Object.fromEntries(explanationInWords(explainAsRead(parses, 'bingbot', 'https://www.example.com/x', 'google')).map((p) => [p.heading, p.sentences]))['Where these rules come from']).toBeUndefined();
    expect(Object.fromEntries(explanationInWords(explainAsRead(parses, 'GPTBot', 'https://www.example.com/x', 'documented')).map((p) => [p.heading, p.sentences]))['Where these rules come from']).toBeUndefined();
  });

  it('writes the "readings disagree" sentence\'s quotes as the page asks (SPLIT: code), the rule and the tokens its why names alike', () => {
    const doubt = (text: string, url: string) => show(readingSentences(explainAsRead(parsesOf(text), 'GPTBot', url, 'documented'), SPLIT)[1]);
    // Before: the page showed "(letters, `-` and `_`) … (`GPTBot*` as `GPTBot`)" and "`Disalow: /typo`" with their backticks.
    const token = doubt('User-agent: GPTBot*\nDisallow: /\n', 'https://example.com/x');
    expect(token).not.toContain('`');
    expect(splitCode(token).filter((_, i) => i % 2 === 1)).toEqual(['-', '_', '-', '_', 'GPTBot*', 'GPTBot']);
    const rule = doubt('User-agent: *\nDisalow: /typo\n', 'https://example.com/typo');
    expect(rule).not.toContain('`');
    expect(splitCode(rule).filter((_, i) => i % 2 === 1)).toEqual(['Disalow: /typo']);
  });

  it('on a file over 500 KiB, says what Googlebot\'s cut means for each crawler: none for a Yandex robot, which takes the site as open', () => {
    const parses = parsesOf(overTheLimit().text);
    const explain = (crawler: string) => explainAsRead(parses, crawler, 'https://example.com/private-docs/x', 'documented');
    const yandex = explain('YandexBot');
    // Before: "Allowed for YandexBot: no rule decides, ..." and a part on where Googlebot stops reading.
    expect(show(verdictSentence(yandex))).toBe('Allowed for YandexBot: the file is over 500 KB, so YandexBot takes the site as open.');
    expect(sizeSentences(yandex)).toEqual([]);
    expect(explanationInWords(yandex).map((p) => p.heading)).not.toContain('500 KiB');
    // Before: "No rule of these groups matches this path.", where Yandex reads no group of such a file.
    expect(explanationInWords(yandex).find((p) => p.heading === 'Matching rules')?.sentences).toEqual(['No rule is read: the file is over 500 KB, so YandexBot takes the site as open.']);
    expect(sizeSentences(explain('GPTBot')).map(show)[0]).toBe('This file is over 500 KiB: Googlebot reads only its first 512,000 bytes, up to [line 5]; GPTBot is read whole here.');
    expect(sizeSentences(explain('Googlebot')).map(show)).toEqual(['This file is over 500 KiB: Googlebot reads its first 512,000 bytes, up to [line 5].']);
  });

  it('heads AdsBot-Google, which ignores `*` where no group names it, with the reason its grid cell gives, not "no rule decides"', () => {
    const ads = explainAsRead(parsesOf('User-agent: *\nDisallow: /news/top\n'), 'AdsBot-Google', 'https://dzen.ru/news/top', 'documented');
    // Before: "Allowed for AdsBot-Google: no rule decides, and what no rule blocks is allowed."
    expect(show(verdictSentence(ads))).toBe('Allowed for AdsBot-Google: AdsBot-Google ignores the * group, and no group names it.');
    const record = recordOfCheck(parseRobots('User-agent: *\nDisallow: /news/top\n'), checkAsRead(parsesOf('User-agent: *\nDisallow: /news/top\n'), 'AdsBot-Google', 'https://dzen.ru/news/top', 'documented'), { url: 'https://dzen.ru/news/top', crawler: 'AdsBot-Google' });
    expect(show(verdictSentence(ads))).toBe(`Allowed for AdsBot-Google: ${noLineWords(record)}.`);
    expect(explanationInWords(ads).find((p) => p.heading === 'Matching rules')?.sentences).toEqual([`No rule is read: ${noLineWords(record)}.`]);
  });

  it('says where no group names the crawler and there is none for *, naming the crawler as its groups part does (review15 §6)', () => {
    const none = explainAsRead(parsesOf('User-agent: Bingbot\nDisallow: /\n'), 'GPTBot', 'https://example.com/a', 'documented');
    const parts = explanationInWords(none);
    // Before: "No rule is read: no group names this crawler and there is no * group.", its own words.
    expect(parts.find((p) => p.heading === 'Matching rules')?.sentences).toEqual(['No rule is read: no group names GPTBot and there is no * group.']);
    expect(groupSentences(none).map(show)).toEqual(['No group names GPTBot and there is no * group: nothing applies, so everything is allowed.']);
  });

  it('cites the text of the reading that allows /robots.txt itself: RFC 9309 2.2.2, or the 1996 draft\'s 3.2.2', () => {
    const parses = parsesOf('User-agent: *\nDisallow: /\n');
    const said = (profile: 'rfc9309' | 'draft1996') =>
      explanationInWords(explainAsRead(parses, 'SomeBot', 'https://example.com/robots.txt', profile, { request: true })).flatMap((p) => p.sentences);
    expect(said('rfc9309')).toContain('/robots.txt itself is always allowed (RFC 9309 2.2.2).');
    expect(said('draft1996')).toContain('/robots.txt itself is always allowed (the 1996 draft, 3.2.2).');
    expect(said('draft1996')).not.toContain('RFC 9309 2.2.2');
  });

  it('says once that what no rule blocks is allowed: the verdict says it, the matching rules only that none matches (issue 24 §2)', () => {
    const words = explanationInWords(explainCheck(FILE, 'Googlebot', '/other')).flatMap((p) => p.sentences).join('\n');
    expect(words.split('what no rule blocks is allowed').length - 1).toBe(1);
    expect(words).toContain('No rule of these groups matches this path.');
  });

  it('says what the URL is compared as only when that is not the URL itself', () => {
    const verdict = (url: string) => explanationInWords(explainCheck(FILE, 'Googlebot', url)).find((p) => p.heading === 'Verdict')!.sentences;
    expect(verdict('/other')).toEqual(['Allowed for Googlebot: no rule decides, and what no rule blocks is allowed.']);
    expect(verdict('https://example.com/other#top')).toEqual([
      'Allowed for Googlebot: no rule decides, and what no rule blocks is allowed.', 'https://example.com/other#top is compared as /other.',
    ]);
  });

  it('never says Allowed or Blocked for a crawler robots.txt does not govern, as its grid cell does not (issue 8 §2)', () => {
    expect(show(verdictSentence(explainCheck(FILE, 'FeedFetcher-Google', '/x')))).toBe(
      'Not governed: robots.txt does not govern FeedFetcher-Google; the file would block it by [line 2].');
    const none = parseRobots('User-agent: Googlebot\nDisallow: /\n');
    expect(show(verdictSentence(explainCheck(none, 'FeedFetcher-Google', '/x')))).toBe(
      'Not governed: robots.txt does not govern FeedFetcher-Google; no rule of the file decides for it.');
    // "May not apply" is still a verdict, with a note beside it (crawlerNotes).
    expect(show(verdictSentence(explainCheck(FILE, 'ChatGPT-User', '/x')))).toBe('Blocked for ChatGPT-User by [line 2].');
  });

  it('names the group and sets the * rules aside', () => {
    expect(groupSentences(explainCheck(FILE, 'Googlebot', '/private')).map(show)).toEqual([
      'The group naming Googlebot applies ([line 4]).',
      'A group names this crawler, so the * rules ([line 1]) do not apply.',
    ]);
    expect(groupSentences(explainCheck(FILE, 'GPTBot', '/private')).map(show)).toEqual(['No group names GPTBot, so the * group applies ([line 1]).']);
  });

  it('says a group whose user-agent list runs on to User-agent: * gives the * rules to the crawler, and sets no such group aside', () => {
    // A Crawl-delay and a blank line do not end the list: bingbot's group is the * group (groupJoin.ts).
    const joined = parseRobots('User-agent: bingbot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /\n');
    expect(groupSentences(explainCheck(joined, 'bingbot', '/products/')).map(show)).toEqual([
      'The group naming bingbot applies ([line 1]).',
      'Its user-agent list runs on to User-agent: * ([line 4]): one group, so the rules written for * apply to bingbot too.',
    ]);
    // A * group of its own is still set aside.
    const apart = parseRobots('User-agent: bingbot\nCrawl-delay: 5\nDisallow: /x\n\nUser-agent: *\nDisallow: /\n');
    expect(groupSentences(explainCheck(apart, 'bingbot', '/products/')).map(show)).toEqual([
      'The group naming bingbot applies ([line 1]).',
      'A group names this crawler, so the * rules ([line 5]) do not apply.',
    ]);
  });

  it('tells the fallback chain step and who documents it', () => {
    const s = groupSentences(explainCheck(FILE, 'Googlebot-Image', '/private')).map(show);
    expect(s[0]).toBe('No group names Googlebot-Image; Googlebot-Image then obeys the group naming Googlebot (Google documents this), which applies ([line 4]).');
  });

  it('says how the path was reduced', () => {
    expect(pathSentences(explainCheck(FILE, 'Googlebot', 'https://example.com/private#top').path)).toEqual([
      'https://example.com is dropped: a crawler compares only the path and query.',
      'The fragment #top is cut: browsers and crawlers never send it.',
    ]);
  });

  it('says the index.html equivalence among the path steps, with its line; nothing when no Allow implies it', () => {
    const file = parseRobots('User-agent: *\nAllow: /docs/index.html\nDisallow: /docs/\n');
    expect(indexSentences(explainCheck(file, 'Googlebot', 'https://example.com/docs/')).map(show)).toEqual([
      '/docs/ counts as its index page: Google reads an Allow of /docs/index.html as allowing the directory itself too ([line 2]).',
    ]);
    expect(indexSentences(explainCheck(file, 'Googlebot', 'https://example.com/docs/index.html'))).toEqual([]);
    expect(indexSentences(explainCheck(parseRobots('User-agent: *\nAllow: /docs/index.html\nDisallow: /docs/\n', { profile: 'rfc9309' }), '*', '/docs/'))).toEqual([]);
  });

  it('says RFC 9309 reads no misspelled keys: line 6 does not count there', () => {
    const e = explainCheck(FILE, 'Googlebot', 'https://example.com/private/x');
    const rfc = e.profiles.find((a) => a.profile === 'rfc9309')!;
    expect(profileSentences(rfc, e.profile).map(show)).toEqual([
      'RFC 9309: allowed.',
      'RFC 9309 reads no misspelled keys: [line 6] does not count there.',
    ]);
  });

  it('says the 1996 draft ends a record at a blank line', () => {
    const parsed = parseRobots('User-agent: FooBot\nDisallow: /a\n\nDisallow: /b\n');
    const e = explainCheck(parsed, 'FooBot', '/b');
    const draft = e.profiles.find((a) => a.profile === 'draft1996')!;
    expect(profileSentences(draft, e.profile).map(show)).toEqual([
      'The 1996 draft: allowed.',
      '[line 4] is in no group that applies there (a blank line ends a record there).',
    ]);
  });

  describe('a file over 500 KiB: each reading\'s sentence says what it does with it (corpus 0055, docs.oracle.com)', () => {
    const { text, cutLine } = cutInsideRule();
    const parses = parsesOf(text);
    const others = (crawler: string, profile: string, path = '/html/E99999_01/x') => {
      const e = explainAsRead(parses, crawler, `https://example.com${path}`, 'documented', { request: true });
      return profileSentences(e.profiles.find((a) => a.profile === profile)!, e.profile).map(show);
    };

    it('YandexBot takes the file as none: its Google line says so, not "Yandex reads the whole file", nor another group', () => {
      // Before: "There the group at line 1 applies instead." and "Googlebot stops reading at 500 KiB (line 4); Yandex reads the whole file."
      expect(others('YandexBot', 'google')).toEqual([
        `Google: blocked by [line ${cutLine}].`,
        `Googlebot stops reading at 500 KiB ([line ${cutLine}]); Yandex takes a file over 500 KB as none: the site is open, every URL allowed.`,
      ]);
    });

    it('in a cell read as Google, the Yandex line says the same, and no "No group applies there" or rule read otherwise', () => {
      // Before: "No group applies there.", "Yandex reads the rule on line 4 as …", "… Yandex reads the whole file."
      expect(others('Applebot', 'yandex')).toEqual([
        'Yandex: allowed.',
        `Googlebot stops reading at 500 KiB ([line ${cutLine}]); Yandex takes a file over 500 KB as none: the site is open, every URL allowed.`,
      ]);
    });

    it('RFC 9309 and the 1996 draft read the whole file, each named as a reader mid-sentence', () => {
      expect(others('Googlebot', 'rfc9309').at(-1)).toBe(`Googlebot stops reading at 500 KiB ([line ${cutLine}]); a crawler that follows RFC 9309 reads the whole file.`);
      expect(others('Googlebot', 'draft1996').at(-1)).toBe(`Googlebot stops reading at 500 KiB ([line ${cutLine}]); a robot that follows the 1996 draft reads the whole file.`);
      expect(others('bingbot', 'yandex', '/beyond').at(-1)).toBe('Bing reads the whole file; Yandex takes a file over 500 KB as none: the site is open, every URL allowed.');
    });
  });

  it('the explanation as text (MCP explain_url) holds Yandex\'s Clean-param result, Crawl-delay and where each rule comes from, as the panel does', () => {
    const parsed = parseRobots('User-agent: Yandex\nDisallow: /private\nClean-param: ref /some_dir/get_book.pl\nCrawl-delay: 5\n', { profile: 'yandex' });
    const e = explainCheck(parsed, 'YandexBot', 'https://www.example.com/some_dir/get_book.pl?ref=site_1&book_id=123');
    const parts = Object.fromEntries(explanationInWords(e).map((p) => [p.heading, p.sentences]));
    expect(parts['Clean-param'][0]).toBe('Yandex strips ref (line 3) and treats this URL as https://www.example.com/some_dir/get_book.pl?book_id=123.');
    expect(parts['Crawl-delay']).toEqual(['ignored by this crawler (line 4: 5)']);
    expect(parts['Where these rules come from'].length).toBeGreaterThan(0);
    for (const s of parts['Where these rules come from']) expect(s).toMatch(/\((documented by the operator|observed[^;]*|assumed[^;]*); /);
  });
  describe('Crawl-delay and Clean-param, each crawler read as documented (issue 29 §2)', () => {
    const DELAYS = 'User-agent: *\nDisallow: /x\n\nUser-agent: bingbot\nCrawl-delay: 5\nDisallow: /y\n\nUser-agent: Yandex\nCrawl-delay: 3\nDisallow: /z\n';
    const delay = RESULT_COLUMNS.find((c) => c.name === 'crawlDelay')!;
    const partsOf = (text: string, crawler: string, url: string) =>
      Object.fromEntries(explanationInWords(explainAsRead(parsesOf(text), crawler, url, 'documented')).map((p) => [p.heading, p.sentences]));

    it('says Crawl-delay in the words of the result\'s Crawl-delay column, as the grid and the cell\'s details do (one concept, one place)', () => {
      const parses = parsesOf(DELAYS);
      for (const crawler of ['bingbot', 'YandexBot', 'Googlebot']) {
        const checked = checkAsRead(parses, crawler, 'https://x.test/a', 'documented');
        const text = delay.text(recordOfCheck(parses(checked.reading), checked, { url: 'https://x.test/a', crawler }));
        expect(partsOf(DELAYS, crawler, 'https://x.test/a')['Crawl-delay'] ?? [], crawler).toEqual(text === '' ? [] : [text]);
      }
      expect(partsOf(DELAYS, 'bingbot', 'https://x.test/a')['Crawl-delay']).toEqual(['5 (line 5)']);
      expect(partsOf(DELAYS, 'YandexBot', 'https://x.test/a')['Crawl-delay']).toEqual(['ignored by this crawler (line 9: 3)']);
    });

    it('says of a crawler that honours Crawl-delay while no group it reads sets one that it would take one', () => {
      // bingbot reads the * group, which has none; Yandex's group has one, not bingbot's.
      const text = 'User-agent: *\nDisallow: /x\n\nUser-agent: Yandex\nCrawl-delay: 3\nDisallow: /z\n';
      expect(partsOf(text, 'bingbot', 'https://x.test/a')['Crawl-delay']).toEqual(['none set (this crawler honours it)']);
    });

    it('explains Yandex\'s Clean-param in a YandexBot cell by default, not only with Yandex\'s reading forced: what it strips, the URL it keeps, the utm_* left', () => {
      const text = 'User-agent: Yandex\nDisallow: /private\nClean-param: ref&utm_medium /some_dir/get_book.pl\n';
      const url = 'https://www.example.com/some_dir/get_book.pl?ref=site_1&book_id=123&utm_medium=cpc&utm_source=mail';
      expect(partsOf(text, 'YandexBot', url)['Clean-param']).toEqual([
        'Yandex strips ref, utm_medium (line 3) and treats this URL as https://www.example.com/some_dir/get_book.pl?book_id=123&utm_source=mail.',
        'utm_source: no Clean-param line names it, so Yandex keeps it in the URL; add it to a Clean-param line to merge the copies.',
        'Clean-param never changes the verdict: it applies file-wide, whatever group it stands in.',
      ]);
      // Googlebot's cell of the same file: Google reads no Clean-param.
      expect(partsOf(text, 'Googlebot', url)['Clean-param']).toBeUndefined();
    });
  });
});
