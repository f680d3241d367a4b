/**
 * The bing and yandex readings (issue 29 §2): each switch where they depart from Google's,
 * Yandex's Clean-param, Crawl-delay per reading, and where each answer's rules come from.
 */
import { describe, expect, it } from 'vitest';
import { sayText, applyCleanParam, checkCrawler, crawlDelayFor, diagnose, explainCheck, parseRobots, readCleanParam, type Profile } from '../index.ts';
import { sourcesOf } from '../words/readingSources.ts';
import { REGISTRY } from '../registry/registry.ts';

const verdict = (text: string, profile: Profile, crawler: string, url: string) => checkCrawler(parseRobots(text, { profile }), crawler, url).allowed;

describe('yandex: the allow-disallow page', () => {
  it('an empty Disallow is Allow: /, so it ties with Disallow: / and Allow wins (Google blocks)', () => {
    const text = 'User-agent: Yandex\nDisallow:\nDisallow: /\n';
    expect(verdict(text, 'yandex', 'YandexBot', 'https://e.com/x')).toBe(true);
    expect(verdict(text, 'google', 'YandexBot', 'https://e.com/x')).toBe(false);
  });

  it('an empty Allow is not taken into account', () => {
    const parsed = parseRobots('User-agent: Yandex\nAllow:\nDisallow: /\n', { profile: 'yandex' });
    expect(checkCrawler(parsed, 'YandexBot', '/x')).toMatchObject({ allowed: false, line: 3 });
  });

  it('a match counts the prefix it names: * and a final $ do not count (Google counts them)', () => {
    for (const text of ['User-agent: Yandex\nDisallow: /a*\nAllow: /a\n', 'User-agent: Yandex\nDisallow: /a$\nAllow: /a\n']) {
      expect(verdict(text, 'yandex', 'YandexBot', '/a')).toBe(true);
      expect(verdict(text, 'google', 'YandexBot', '/a')).toBe(false);
    }
  });

  it('misspelt keys are not read: Google\'s leniency is Google\'s', () => {
    expect(verdict('User-agent: *\nDissallow: /x\n', 'yandex', 'YandexBot', '/x')).toBe(true);
    expect(verdict('User-agent: *\nDissallow: /x\n', 'google', 'YandexBot', '/x')).toBe(false);
  });
});

describe('yandex: Clean-param (clean-param page)', () => {
  const FILE = 'User-agent: *\nDisallow: /private\n\nUser-agent: Googlebot\nClean-param: ref /some_dir/get_book.pl\nClean-param: sid&sort\n';
  const parsed = parseRobots(FILE, { profile: 'yandex' });

  it('strips the named parameters for URLs under the prefix, wherever the line stands (intersectional)', () => {
    const r = applyCleanParam(parsed, 'https://www.example.com/some_dir/get_book.pl?ref=site_1&book_id=123');
    expect(r.url).toBe('https://www.example.com/some_dir/get_book.pl?book_id=123');
    expect(r.stripped).toEqual([{ name: 'ref', line: 5 }]);
  });

  it('a line without a prefix applies to every URL; several parameters are joined by &', () => {
    expect(applyCleanParam(parsed, 'https://e.com/list?sort=asc&page=2&sid=9#top').url).toBe('https://e.com/list?page=2#top');
  });

  it('parameter names are case-sensitive and the prefix must match', () => {
    expect(applyCleanParam(parsed, 'https://e.com/some_dir/get_book.pl?Ref=1').stripped).toEqual([]);
    expect(applyCleanParam(parsed, 'https://e.com/other.pl?ref=1').stripped).toEqual([]);
  });

  it('says which utm_* parameters no line names', () => {
    expect(applyCleanParam(parsed, 'https://e.com/a?utm_source=x&sid=1').utmKept).toEqual(['utm_source']);
  });

  it('a rule over 500 characters, or one with a bad prefix, is not used', () => {
    expect(readCleanParam(1, `${'a&'.repeat(250)}b`).problem).toBe('too-long');
    expect(readCleanParam(1, 'ref /a?b').problem).toBe('bad-prefix');
    expect(readCleanParam(1, 'ref /some_dir/*.pl')).toEqual({ line: 1, params: ['ref'], prefix: '/some_dir/*.pl', problem: '' });
  });

  it('the explanation of a cell under yandex carries the URL after Clean-param; google\'s none', () => {
    const e = explainCheck(parsed, 'YandexBot', 'https://e.com/some_dir/get_book.pl?ref=a&book_id=1&utm_medium=cpc');
    expect(e.cleanParam).toMatchObject({ url: 'https://e.com/some_dir/get_book.pl?book_id=1&utm_medium=cpc', stripped: [{ name: 'ref', line: 5 }], utmKept: ['utm_medium'] });
    expect(explainCheck(parseRobots(FILE), 'YandexBot', 'https://e.com/a?ref=1').cleanParam).toBeNull();
  });
});

describe('Crawl-delay per reading, for a Crawl-delay column', () => {
  const FILE = 'User-agent: *\nCrawl-delay: 10\nDisallow: /x\n\nUser-agent: bingbot\nDisallow: /y\n\nUser-agent: Yandex\nCrawl-delay: 3\n';
  it('bing: from bingbot\'s own group, else from * ("except Crawl-Delay")', () => {
    expect(crawlDelayFor(parseRobots(FILE, { profile: 'bing' }), 'bingbot')).toEqual({ kind: 'value', seconds: 10, value: '10', line: 2, from: 'global' });
    const own = parseRobots('User-agent: bingbot\nCrawl-delay: 2\n\nUser-agent: *\nCrawl-delay: 9\n', { profile: 'bing' });
    expect(crawlDelayFor(own, 'bingbot')).toEqual({ kind: 'value', seconds: 2, value: '2', line: 2, from: 'own-group' });
  });
  it('yandex (since 2018-02-22) and google ignore it', () => {
    // The line ignored is named: Yandex's own group sets 3 (line 9).
    expect(crawlDelayFor(parseRobots(FILE, { profile: 'yandex' }), 'YandexBot')).toEqual({ kind: 'ignored', written: { seconds: 3, value: '3', line: 9 } });
    // bingbot read as Google (a profile forced on all): its row says it honours Crawl-delay, and its own group sets none.
    expect(crawlDelayFor(parseRobots(FILE), 'bingbot')).toEqual({ kind: 'none' });
  });
  it('google\'s "ignored" is Google\'s word for its own crawlers: Applebot and Screaming Frog, read as Google, document nothing, so nobody knows', () => {
    const google = parseRobots(FILE);
    // Before: both "ignored" (honoured: false in check --json), though their registry rows say null (not documented).
    expect(crawlDelayFor(google, 'Applebot')).toEqual({ kind: 'unknown', written: { seconds: 10, value: '10', line: 2 } });
    expect(crawlDelayFor(google, 'Screaming Frog SEO Spider')).toEqual({ kind: 'unknown', written: { seconds: 10, value: '10', line: 2 } });
    // Google's crawlers, those whose rows say nothing too (Google-Extended), and Yandex's robots keep their operator's word.
    expect(crawlDelayFor(google, 'Googlebot')).toMatchObject({ kind: 'ignored' });
    expect(crawlDelayFor(google, 'Google-Extended')).toMatchObject({ kind: 'ignored' });
    expect(crawlDelayFor(parseRobots(FILE, { profile: 'yandex' }), 'YandexNews')).toMatchObject({ kind: 'ignored' });
    // YandexDirect: its own page (Crawl-delay sets its speed) and crawl-delay.md (none read) disagree: not known (review23 M3).
    expect(crawlDelayFor(parseRobots(FILE, { profile: 'yandex' }), 'YandexDirect')).toMatchObject({ kind: 'unknown' });
  });
  it('a known crawler\'s registry row decides, under its own reading and under one forced on all: false ignored, null unknown, true the value', () => {
    const file = 'User-agent: *\nCrawl-delay: 7\n';
    const want = (c: (typeof REGISTRY)[number]) => (c.crawlDelay === false ? 'ignored' : c.crawlDelay === null ? 'unknown' : 'value');
    for (const c of REGISTRY) {
      for (const profile of [c.reading, 'google', 'rfc9309'] as const) {
        expect(`${c.token} ${profile}: ${crawlDelayFor(parseRobots(file, { profile }), c.token).kind}`).toBe(`${c.token} ${profile}: ${want(c)}`);
      }
    }
    // A token the registry lacks takes its reading's rule.
    expect(crawlDelayFor(parseRobots(file), 'SomeUnlistedBot').kind).toBe('ignored');
    expect(crawlDelayFor(parseRobots(file, { profile: 'rfc9309' }), 'SomeUnlistedBot').kind).toBe('unknown');
  });
});

describe('where each answer of the bing and yandex readings comes from', () => {
  it('every rule an answer rests on is documented, observed or assumed, with its page', () => {
    const e = explainCheck(parseRobots('User-agent: Yandex\nDisallow: /a*\nAllow: /a\nClean-param: ref\n', { profile: 'yandex' }), 'YandexBot', '/ab');
    const topics = sourcesOf('yandex', e.sources).map((s) => `${s.topic}:${s.kind}`);
    expect(topics).toEqual(['groups:documented', 'groups:assumed', 'groups:observed', 'precedence:documented', 'length:observed', 'path:assumed', 'crawl-delay:documented', 'clean-param:documented']);
    expect(sourcesOf('yandex', e.sources).every((s) => s.source !== '')).toBe(true);
    const b = explainCheck(parseRobots('User-agent: bingbot\nDisallow: /x\n', { profile: 'bing' }), 'bingbot', '/x');
    expect(sourcesOf('bing', b.sources).find((s) => s.topic === 'precedence')?.kind).toBe('assumed');
    expect(explainCheck(parseRobots('User-agent: *\n'), 'bingbot', '/x').sources).toEqual([]);
  });
  it('bing: one file per host is Bing\'s own word (its 2012 post); Crawl-delay (over the Webmaster Tools crawl pattern) from Bing\'s Crawl Control page and Crawl-delay post, not the 2008 list, which has none', () => {
    const e = explainCheck(parseRobots('User-agent: bingbot\nHost: example.com\nCrawl-delay: 5\nDisallow: /x\n', { profile: 'bing' }), 'bingbot', '/x');
    const rules = sourcesOf('bing', e.sources);
    expect(rules.find((s) => s.topic === 'host')).toMatchObject({ kind: 'documented', source: expect.stringContaining('blogs.bing.com/webmaster/2012/05/03/') });
    const delay = rules.find((s) => s.topic === 'crawl-delay')?.source ?? '';
    expect(delay).toMatch(/^https:\/\/www\.bing\.com\/webmaster\/help\/crawl-control-55a30303/);
    expect(delay).toMatch(/blogs\.bing\.com\/webmaster\/August-2009\/Crawl-delay-and-the-Bing-crawler/);
    expect(delay).not.toMatch(/2008/);
  });
});

describe('lint under the readings: keys the crawler reads are not flagged', () => {
  const FILE = 'User-agent: *\nClean-param: ref\nHost: example.com\nCrawl-delay: 5\nDisallow: /x\n';
  const codes = (profile: Profile) => diagnose(parseRobots(FILE, { profile })).filter((d) => /unknown|unused/.test(d.code)).map((d) => `${d.line}:${d.code}`);
  it('yandex reads Clean-param; Host and Crawl-delay it no longer reads', () => {
    expect(codes('yandex')).toEqual(['3:unused-directive', '4:unused-directive']);
    const host = diagnose(parseRobots(FILE, { profile: 'yandex' })).find((d) => d.line === 3);
    expect(sayText(host!.say)).toMatch(/^Yandex ignores 'Host'/);
  });
  it('bing reads Crawl-delay', () => {
    expect(codes('bing')).toEqual(['2:unused-directive', '3:unused-directive']);
  });
});

describe('the other readings say why they differ from yandex', () => {
  it('the length count and the empty Disallow are named, not "unexplained"', () => {
    const e = explainCheck(parseRobots('User-agent: Yandex\nDisallow: /a*\nAllow: /a\n', { profile: 'yandex' }), 'YandexBot', '/ab');
    expect(e.profiles.find((a) => a.profile === 'google')?.differences).toEqual([{ kind: 'length-count' }]);
    const empty = explainCheck(parseRobots('User-agent: Yandex\nDisallow:\nDisallow: /\n', { profile: 'yandex' }), 'YandexBot', '/x');
    expect(empty.profiles.find((a) => a.profile === 'bing')?.differences).toContainEqual({ kind: 'empty-disallow', line: 2 });
  });
});
