/**
 * Coverage answers agree with the single-URL check (issue 25, "Done means"): over random files,
 * URL sets and crawlers with their documented semantics (a chain, ignoring `*`, ignoring Allow,
 * not governed), each (crawler, deciding line) count is checkCrawler's, and the sitemap URLs
 * listed as blocked are exactly those checkCrawler calls blocked.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestedForm } from './requestUrl.ts';
import { coverage, type CoverageUrl } from './coverage.ts';
import { coverageAsRead } from './coverageReadings.ts';
import { readFile } from './readings.ts';
import { checkCrawler, crawlerFor, crawlerVerdict } from './crawlerCheck.ts';
import { parseRobots } from './parse.ts';

const CRAWLERS = ['Googlebot', 'Googlebot-Image', 'AdsBot-Google', 'Diffbot', 'FeedFetcher-Google', 'GPTBot', 'bingbot'].map(crawlerFor);
const at = (url: string, sitemap: boolean, line = 1): CoverageUrl => ({ url, file: sitemap ? 'sitemap.xml' : 'crawl.csv', line, attributes: {}, sitemap });

describe('coverage', () => {
  const robots = parseRobots('User-agent: *\nDisallow: /cart\nDisallow: /old-promo/\nAllow: /cart/help\n\nUser-agent: Googlebot\nDisallow: /search\n');
  const urls = [at('https://x.test/cart?a=1', true), at('https://x.test/cart/help', true, 2), at('https://x.test/search?q=1', true, 3), at('https://x.test/', false)];
  const result = coverage(robots, [crawlerFor('Googlebot'), crawlerFor('GPTBot')], urls);

  it('counts per rule and crawler the URLs it decides, with examples', () => {
    expect(result.rules).toEqual([
      { line: 2, rule: 'Disallow: /cart', allow: false, decides: [{ crawler: 'GPTBot', count: 1, examples: [urls[0]] }] },
      { line: 4, rule: 'Allow: /cart/help', allow: true, decides: [{ crawler: 'GPTBot', count: 1, examples: [urls[1]] }] },
      { line: 7, rule: 'Disallow: /search', allow: false, decides: [{ crawler: 'Googlebot', count: 1, examples: [urls[2]] }] },
    ]);
    expect(result.crawlers).toEqual([
      { crawler: 'Googlebot', governed: true, assumed: false, allowed: 3, blocked: 1, noRule: 3 },
      { crawler: 'GPTBot', governed: true, assumed: false, allowed: 3, blocked: 1, noRule: 2 },
    ]);
  });

  it('names the rules that decide no URL of the set (dead rules)', () => {
    expect(result.deadRules).toEqual([{ line: 3, rule: 'Disallow: /old-promo/' }]);
  });

  it('lists the sitemap URLs each crawler is blocked from, by deciding rule, with their source', () => {
    expect(result.sitemapBlocked).toEqual([
      { crawler: 'Googlebot', line: 7, rule: 'Disallow: /search', urls: [urls[2]] },
      { crawler: 'GPTBot', line: 2, rule: 'Disallow: /cart', urls: [urls[0]] },
    ]);
  });

  it('checks a URL as a crawler requests it, percent-encoded, as `check` does', () => {
    const r = coverage(parseRobots('User-agent: *\nDisallow: /b/C%C3%A1maras\n'), [crawlerFor('GPTBot')], [at('https://x.test/b/Cámaras-digitales', true)]);
    expect(r.crawlers[0]).toMatchObject({ blocked: 1 });
    expect(r.sitemapBlocked.map((b) => b.line)).toEqual([2]);
  });

  it('says a crawler the registry lacks, read as its operator\'s robot by its name (YandexVideo), is assumed: its counts rest on that', () => {
    const file = readFile('User-agent: Yandex\nDisallow: /drafts/\n\nUser-agent: *\nDisallow: /\n', 'documented');
    const r = coverageAsRead(file, ['YandexNews', 'YandexVideo', 'Googlebot'].map(crawlerFor), [at('https://x.test/drafts/1', true), at('https://x.test/news', true)]).coverage;
    expect(r.crawlers).toEqual([
      { crawler: 'YandexNews', governed: true, assumed: false, allowed: 1, blocked: 1, noRule: 1 },
      { crawler: 'YandexVideo', governed: true, assumed: true, allowed: 1, blocked: 1, noRule: 1 },
      { crawler: 'Googlebot', governed: true, assumed: false, allowed: 0, blocked: 2, noRule: 0 },
    ]);
  });

  it('never lists a crawler robots.txt does not govern as blocked', () => {
    const r = coverage(parseRobots('User-agent: *\nDisallow: /\n'), [crawlerFor('FeedFetcher-Google')], [at('/a', true)]);
    expect(r.crawlers[0]).toMatchObject({ governed: false, blocked: 1 });
    expect(r.sitemapBlocked).toEqual([]);
  });
});

const agent = fc.constantFrom('*', 'Googlebot', 'googlebot-image', 'AdsBot-Google', 'Diffbot', 'GPTBot');
const pattern = fc.array(fc.constantFrom('/', 'a', 'b', '*', '$', '?', '=', '%41', 'é'), { maxLength: 5 }).map((p) => (p.length > 0 && p[0] !== '/' ? '/' + p.join('') : p.join('')));
const line = fc.oneof(agent.map((a) => `User-agent: ${a}`), pattern.map((p) => `Disallow: ${p}`), pattern.map((p) => `Allow: ${p}`), fc.constant(''));
const path = fc.array(fc.constantFrom('/', 'a', 'b', '?', '=', 'A', 'é', '%41', '*'), { maxLength: 6 }).map((p) => '/' + p.join(''));

describe('coverage agrees with checkCrawler on every URL', () => {
  it('per (crawler, deciding line) counts and the sitemap-blocked lists', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 14 }), fc.array(fc.tuple(path, fc.boolean()), { maxLength: 12 }), (lines, set) => {
        const parsed = parseRobots(lines.join('\n'));
        const urls = set.map(([p, sitemap], i) => at('https://x.test' + p, sitemap, i + 1));
        const r = coverage(parsed, CRAWLERS, urls);
        for (const crawler of CRAWLERS) {
          const checks = urls.map((u) => checkCrawler(parsed, crawler, requestedForm(u.url).url));
          const expected = new Map<number, number>();
          for (const c of checks) if (c.line > 0) expected.set(c.line, (expected.get(c.line) ?? 0) + 1);
          const got = new Map(r.rules.flatMap((rule) => rule.decides.filter((d) => d.crawler === crawler.token).map((d) => [rule.line, d.count] as const)));
          expect(got).toEqual(expected);
          const blocked = urls.filter((u, i) => u.sitemap && crawlerVerdict(checks[i]) === 'blocked').map((u) => u.line).sort((a, b) => a - b);
          const listed = r.sitemapBlocked.filter((b) => b.crawler === crawler.token).flatMap((b) => b.urls.map((u) => u.line)).sort((a, b) => a - b);
          expect(listed).toEqual(blocked);
          const dead = new Set(r.deadRules.map((d) => d.line));
          for (const l of expected.keys()) expect(dead.has(l)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
