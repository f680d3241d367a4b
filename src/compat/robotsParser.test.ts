/**
 * The robots-parser drop-in: the same interface and, on ordinary files, the same answers as
 * robots-parser 3.0.1; where Google's parser reads a file otherwise, Google's answer (each
 * difference the README lists is proved here against the real robots-parser).
 */
import { readFileSync } from 'node:fs';
import RobotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import type RobotsParserTypes from './robots-parser.cjs';
import robotsParser from './robotsParser.ts';
import { robotsParserSuite, SUITE_DIFFERENCES } from './robotsParserSuite.test-helper.ts';

robotsParserSuite("robots-parser's own test suite, against the drop-in's source", () => robotsParser);

/** The README's list of differences ("For robots-parser users"). */
const README_DIFFERENCES = (() => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('**For robots-parser users**');
  return readme.slice(start, readme.indexOf('\n## ', start)).replace(/\s+/g, ' ');
})();

describe("where robots-parser's suite meets a difference", () => {
  it.each(SUITE_DIFFERENCES.map((d) => [d.readme, d.url, d]))('%s: %s is answered otherwise by robots-parser, and the README lists it', (_, __, d) => {
    expect(RobotsParser(ROBOTS, d.contents).isAllowed(d.url)).toBe(!d.allowed);
    expect(robotsParser(ROBOTS, d.contents).isAllowed(d.url)).toBe(d.allowed);
    expect(README_DIFFERENCES).toContain(d.readme);
  });
});

const ROBOTS = 'http://www.example.com/robots.txt';
const README_FILE = [
  'User-agent: *',
  'Disallow: /dir/',
  'Disallow: /test.html',
  'Allow: /dir/test.html',
  'Allow: /test.html',
  'Crawl-delay: 1',
  'Sitemap: http://example.com/sitemap.xml',
  'Host: example.com',
].join('\n');

describe('robotsParser, the robots-parser interface', () => {
  it("answers robots-parser's own README example the same way", () => {
    const ours = robotsParser(ROBOTS, README_FILE);
    const theirs = RobotsParser(ROBOTS, README_FILE);
    for (const url of ['http://www.example.com/test.html', 'http://www.example.com/dir/test.html', 'http://www.example.com/dir/test2.html', 'http://www.example.com/']) {
      expect(ours.isAllowed(url, 'Sams-Bot/1.0'), url).toBe(theirs.isAllowed(url, 'Sams-Bot/1.0'));
      expect(ours.isDisallowed(url, 'Sams-Bot/1.0'), url).toBe(theirs.isDisallowed(url, 'Sams-Bot/1.0'));
      expect(ours.getMatchingLineNumber(url, 'Sams-Bot/1.0'), url).toBe(theirs.getMatchingLineNumber(url, 'Sams-Bot/1.0'));
    }
    expect(ours.getCrawlDelay('Sams-Bot/1.0')).toBe(1);
    expect(ours.getSitemaps()).toEqual(['http://example.com/sitemap.xml']);
    expect(ours.getPreferredHost()).toBe('example.com');
  });

  it('answers a URL of another scheme, host or port as robots-parser does', () => {
    const ours = robotsParser(ROBOTS, 'User-agent: *\nDisallow: /');
    const theirs = RobotsParser(ROBOTS, 'User-agent: *\nDisallow: /');
    for (const url of ['https://www.example.com/x', 'http://example.com/x', 'http://www.example.com:8080/x', '/x']) {
      expect(ours.isAllowed(url, 'Googlebot'), url).toBeUndefined();
      // robots-parser's isDisallowed is !isAllowed: code that skips disallowed URLs skips these.
      expect(ours.isDisallowed(url, 'Googlebot'), url).toBe(true);
      expect(ours.isDisallowed(url, 'Googlebot'), url).toBe(theirs.isDisallowed(url, 'Googlebot'));
      expect(ours.isExplicitlyDisallowed(url, 'Googlebot'), url).toBeUndefined();
      expect(ours.getMatchingLineNumber(url, 'Googlebot'), url).toBe(-1);
      expect(ours.getMatchingLineNumber(url, 'Googlebot'), url).toBe(theirs.getMatchingLineNumber(url, 'Googlebot'));
    }
    expect(ours.isAllowed('http://www.example.com:80/x', 'Googlebot')).toBe(false);
  });

  it('tells a block by a group naming the crawler (or its documented chain) from one by *', () => {
    const ours = robotsParser(ROBOTS, 'User-agent: Googlebot\nDisallow: /g\n\nUser-agent: *\nDisallow: /all\n');
    expect(ours.isExplicitlyDisallowed('http://www.example.com/g', 'Googlebot')).toBe(true);
    expect(ours.isExplicitlyDisallowed('http://www.example.com/all', 'OtherBot')).toBe(false);
    expect(ours.isDisallowed('http://www.example.com/all', 'OtherBot')).toBe(true);
    // Googlebot-Image obeys the Googlebot group when none names it (a listed difference).
    expect(ours.isExplicitlyDisallowed('http://www.example.com/g', 'Googlebot-Image')).toBe(true);
  });

  it('groups Crawl-delay, Host and Sitemap as robots-parser does: a User-agent after a Crawl-delay starts a group', () => {
    const file = 'User-agent: a\nCrawl-delay: 4\nUser-agent: b\nDisallow: /x\nHost: Example.COM\nSitemap: /s.xml\n';
    const ours = robotsParser(ROBOTS, file);
    const theirs = RobotsParser(ROBOTS, file);
    for (const ua of ['a', 'b', 'c', undefined]) expect(ours.getCrawlDelay(ua), ua).toBe(theirs.getCrawlDelay(ua));
    expect(ours.getCrawlDelay('b')).toBeUndefined();
    expect(ours.getPreferredHost()).toBe(theirs.getPreferredHost());
    expect(ours.getSitemaps()).toEqual(theirs.getSitemaps());
  });

  it('gives -1 as the line when no rule matched, null and [] when the file names no host or sitemap', () => {
    const ours = robotsParser(ROBOTS, 'User-agent: *\nDisallow: /private');
    expect(ours.getMatchingLineNumber('http://www.example.com/public', 'Googlebot')).toBe(-1);
    expect(ours.getPreferredHost()).toBeNull();
    expect(ours.getSitemaps()).toEqual([]);
    expect(ours.getCrawlDelay('Googlebot')).toBeUndefined();
  });

  it("reads the crawl delay of the crawler's own group, the * group otherwise", () => {
    const ours = robotsParser(ROBOTS, 'User-agent: bingbot\nCrawl-delay: 5\nDisallow: /x\n\nUser-agent: *\nCrawl-delay: 2\nDisallow:');
    expect(ours.getCrawlDelay('bingbot')).toBe(5);
    expect(ours.getCrawlDelay('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(5);
    expect(ours.getCrawlDelay('OtherBot')).toBe(2);
  });
});

/** Each row: a file and a URL where Google's parser and robots-parser answer differently. */
const DIFFERENCES: { why: string; robots: string; url: string; ua: string; google: boolean }[] = [
  { why: 'Google reads the misspelled key "Dissallow"', robots: 'User-agent: *\nDissallow: /a', url: '/a', ua: 'Googlebot', google: false },
  { why: 'Google accepts a missing colon', robots: 'User-agent: *\nDisallow /a', url: '/a', ua: 'Googlebot', google: false },
  { why: 'Google allows a directory when an Allow names its index.html', robots: 'User-agent: *\nDisallow: /d/\nAllow: /d/index.html', url: '/d/', ua: 'Googlebot', google: true },
  { why: 'Google reads the token up to the first character outside letters, - and _', robots: 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /', url: '/x', ua: 'Googlebot8', google: false },
  { why: 'AdsBot-Google obeys only a group naming it, never *', robots: 'User-agent: *\nDisallow: /', url: '/landing', ua: 'AdsBot-Google', google: true },
  { why: 'Googlebot-Image obeys the Googlebot group when no group names it', robots: 'User-agent: Googlebot\nDisallow: /img\n\nUser-agent: *\nAllow: /', url: '/img/a.png', ua: 'Googlebot-Image', google: false },
  { why: 'only the first 500 KiB count, as for Googlebot', robots: 'User-agent: *\n' + '#'.repeat(520_000) + '\nDisallow: /late\n', url: '/late', ua: 'Googlebot', google: true },
  { why: 'Google compares %-escapes as written (robots-parser upper-cases them)', robots: 'User-agent: *\nDisallow: /%7Ea', url: '/%7ea', ua: 'Googlebot', google: true },
  { why: "Google escapes only a rule's non-ASCII: `/<` is no `/%3C` (robots-parser encodes it as encodeURI does)", robots: 'User-agent: *\nDisallow: /<', url: '/<', ua: 'Googlebot', google: true },
  { why: 'Google compares an empty query as written: `/?` (robots-parser drops the `?`)', robots: 'User-agent: *\nDisallow: /?', url: '/?', ua: 'Googlebot', google: false },
  { why: 'a URL\'s `|` and `^` are requested as Chrome requests them, `%7C` and `%5E` (robots-parser keeps them)', robots: 'User-agent: *\nDisallow: /%5E', url: '/^', ua: 'Googlebot', google: false },
];

describe('a URL as a browser requests it (issue 23 §3)', () => {
  it.each([
    ['User-agent: *\nDisallow: /%C3%A9', '/é'],
    ['User-agent: *\nDisallow: /b/Cámaras', '/b/Cámaras-digitales'],
    ['User-agent: *\nDisallow: /a%20b', '/a b'],
  ])('%j blocks %j percent-encoded, as robots-parser does', (robots, path) => {
    const url = `http://www.example.com${path}`;
    expect(robotsParser(ROBOTS, robots).isAllowed(url, 'Googlebot')).toBe(false);
    expect(RobotsParser(ROBOTS, robots).isAllowed(url, 'Googlebot')).toBe(false);
  });
});

describe('where the answers differ from robots-parser (the README lists these)', () => {
  for (const d of DIFFERENCES) {
    it(d.why, () => {
      const url = `http://www.example.com${d.url}`;
      expect(robotsParser(ROBOTS, d.robots).isAllowed(url, d.ua)).toBe(d.google);
      expect(RobotsParser(ROBOTS, d.robots).isAllowed(url, d.ua)).toBe(!d.google);
    });
  }

});

describe('the shipped types (robots-parser.d.cts)', () => {
  it('describe the implementation: the function and every method robots-parser declares', () => {
    const declared: typeof RobotsParserTypes = robotsParser;
    const robot: RobotsParserTypes.Robot = declared(ROBOTS, '');
    expect(Object.keys(robot).sort()).toEqual(['getCrawlDelay', 'getMatchingLineNumber', 'getPreferredHost', 'getSitemaps', 'isAllowed', 'isDisallowed', 'isExplicitlyDisallowed']);
  });
});
