/**
 * A User-Agent header -> the crawler's product token (spec/google-behaviours.md, "Groups and
 * user-agents": the library compares a token; a tool reading a header must find it). The table
 * in testdata/user-agents/headers.json holds real headers, each with where it was seen.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUrl, describeReading, parseRobots, productToken, readUserAgent } from './index.ts';
import { findCrawler, REGISTRY } from './registry/registry.ts';

interface HeaderCase {
  header: string;
  token: string;
  source: string;
}

const HEADERS = JSON.parse(readFileSync(new URL('../../testdata/user-agents/headers.json', import.meta.url), 'utf8')) as HeaderCase[];

describe('productToken on real crawler headers', () => {
  it('has a table of at least 60 real headers, each with where it was seen', () => {
    // A header recalled from memory is a lead; 60 must name the page that shows them (issue 8 §3).
    const seen = HEADERS.filter((c) => !c.source.startsWith('recalled'));
    expect(seen.length).toBeGreaterThanOrEqual(60);
  });

  it.each(HEADERS.map((c) => [c.header, c.token] as const))('reads %j as %j', (header, token) => {
    expect(productToken(header)).toBe(token);
  });

  it('finds a header for most registry crawlers that send requests', () => {
    const sending = REGISTRY.filter((c) => !c.controlOnly && !c.phantom);
    const covered = new Set(HEADERS.map((c) => c.token.toLowerCase()));
    const missing = sending.filter((c) => !covered.has(c.token.toLowerCase())).map((c) => c.token);
    // Rows whose header no stored page gave: a test below reads their bare tokens instead.
    expect(missing.length).toBeLessThanOrEqual(sending.length / 4);
  });
});

describe('productToken', () => {
  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Googlebot'],
    ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'CCBot'],
    ['Screaming Frog SEO Spider/19.0', 'Screaming Frog SEO Spider'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)', 'Applebot'],
  ])('never reads a word of a URL in a comment: %j is %j (issue 8 §3)', (header, token) => {
    expect(productToken(header)).toBe(token);
  });

  it.each([
    ['Googlebot', 'Googlebot'],
    ['googlebot-image', 'Googlebot-Image'],
    ['*', '*'],
    ['* (any other crawler)', '*'],
    ['  bingbot  ', 'bingbot'],
    ['Googlebot-Image → Googlebot', 'Googlebot-Image'],
  ])('reads a bare token or an old preset label: %j is %j', (input, token) => {
    expect(productToken(input)).toBe(token);
  });

  it('reads every registry token written bare as that crawler', () => {
    for (const c of REGISTRY) expect(readUserAgent(c.token).crawler).toBe(c);
  });

  it('cuts a name as Google reads a token, at the first character outside letters, "-" and "_"', () => {
    expect(productToken('Googlebot8')).toBe('Googlebot');
    expect(readUserAgent('Googlebot8').crawler?.token).toBe('Googlebot');
    expect(productToken('FooBot2/1.0')).toBe('FooBot');
    expect(productToken('360Spider')).toBe('');
  });

  it('gives a token the matcher then finds in the file', () => {
    const parsed = parseRobots('User-agent: Googlebot\nDisallow: /private\n');
    const header = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(checkUrl(parsed, header, '/private').allowed).toBe(true);
    expect(checkUrl(parsed, productToken(header), '/private').allowed).toBe(false);
  });
});

describe('describeReading', () => {
  it('names the groups an assumed family robot falls back to, with no empty place when the token is the family\'s own (Yandex)', () => {
    expect(describeReading(readUserAgent('YandexVideo'))).toMatch(/assumed: its own group, then Yandex, then \*$/);
    for (const token of ['Yandex', 'YANDEX']) {
      const said = describeReading(readUserAgent(token));
      expect(said, token).toMatch(/assumed: its own group, then \*$/);
      expect(said, token).not.toMatch(/then ,/);
    }
  });

  it('names the registry crawler and what the header said', () => {
    const r = readUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(describeReading(r)).toBe("Googlebot, Google's search crawler");
    expect(describeReading(readUserAgent('Googlebot8'))).toContain('the header says "Googlebot8"');
    expect(describeReading(readUserAgent('FeedFetcher-Google; (+http://www.google.com/feedfetcher.html)'))).toBe("FeedFetcher-Google, Google's user-triggered crawler");
  });

  it('says which token was read and why when no known crawler is named', () => {
    expect(describeReading(readUserAgent('Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)')))
      .toBe('"SemrushBot": no crawler in the registry has this name, so it is checked as written, read as the product named after "compatible;"');
    expect(describeReading(readUserAgent('Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)')))
      .toContain('Google\'s parser compares "MJ" of "MJ12bot"');
    expect(describeReading(readUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36')))
      .toContain('names only a browser\'s products');
    expect(describeReading(readUserAgent('360Spider'))).toContain('no product token');
  });

  it('keeps a long name short', () => {
    expect(describeReading(readUserAgent('x'.repeat(100_000))).length).toBeLessThan(400);
  });
});

/** Long inputs built to hurt a backtracking reader. */
const ADVERSARIAL: Record<string, string> = {
  'letters, no slash': 'a'.repeat(1_000_000),
  'letters then one slash': 'a'.repeat(1_000_000) + '/',
  'nested parentheses': '('.repeat(500_000) + ')'.repeat(500_000),
  'unclosed parentheses': 'Mozilla/5.0 ' + '(a'.repeat(500_000),
  'semicolons': '(' + ';'.repeat(1_000_000),
  'compatible, again and again': '(' + 'compatible; '.repeat(90_000),
  'slashes': 'a/'.repeat(500_000),
  'spaces between words': 'bot '.repeat(250_000),
  'words in one comment': '(' + 'x '.repeat(500_000) + ')',
  'links': '(+http://a ' .repeat(100_000),
};

describe('readUserAgent takes linear time (issue 12 §2)', () => {
  it('reads no input with a regular expression (no backtracking to go quadratic on)', () => {
    const source = readFileSync(new URL('./userAgent.ts', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(source).not.toMatch(/RegExp|\.match\(|\.exec\(|\.test\(|\.replace\(|\.search\(|split\(\//);
  });

  // A smoke guard under the default test timeout: the regex reader took 6.4 s on 40,000 letters.
  it.each(Object.entries(ADVERSARIAL))('reads 1 MB of %s', (_, header) => {
    const r = readUserAgent(header);
    expect(typeof r.token).toBe('string');
    expect(describeReading(r).length).toBeLessThan(400);
  });

  it('answers with a token from the header or the registry, on long hostile headers', () => {
    const piece = fc.constantFrom('a', 'Bot', 'compatible', ';', ';', ' ', '(', ')', '/', '/1.0', '+http://x.com/bot', ',', 'Mozilla/5.0', 'Googlebot', '@', '*');
    const header = fc.tuple(fc.array(piece, { maxLength: 40 }), fc.integer({ min: 0, max: 6 }), fc.nat({ max: 60_000 })).map(([parts, pick, n]) => {
      // One piece repeated 0-60k times somewhere in a short random header.
      const long = ['a', '(', ';', 'compatible; ', ' ', 'x/', '((a)'][pick].repeat(n);
      return parts.slice(0, 20).join('') + long + parts.slice(20).join('');
    });
    fc.assert(fc.property(header, (h) => {
      const r = readUserAgent(h);
      if (r.crawler) expect(r.token).toBe(r.crawler.token);
      else if (r.token !== '*') {
        expect(h).toContain(r.token);
        expect(r.token).toMatch(/^[A-Za-z_-]*$/);
      }
      expect(readUserAgent(h)).toEqual(r);
    }), { numRuns: 40 });
  });

  it('reads a known token wherever a header holds it, however long the rest', () => {
    const noise = fc.string({ unit: fc.constantFrom('a', ' ', ';', '(', ')', '/', '.', '1'), maxLength: 2_000 });
    fc.assert(fc.property(noise, fc.constantFrom(...REGISTRY.map((c) => c.token)), (before, token) => {
      const header = `Mozilla/5.0 (compatible; ${token}/1.0; +https://example.com/${before.replace(/[()]/g, '')})`;
      expect(findCrawler(productToken(header))?.token).toBe(token);
    }), { numRuns: 300 });
  });
});
