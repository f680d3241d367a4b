/**
 * A URL set indexed by distinct URL (urlIndex.ts): each distinct URL is judged and requested-formed
 * once, and every URL is read back through `at` as if worked out on its own; the coverage of an
 * index is the coverage of its URLs (issue 25 §2: 1,000,000 URLs of a log name a quarter as many).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverage, coverageOf, distinctColumns, type CoverageUrl } from './coverage.ts';
import { coverageAsRead } from './coverageReadings.ts';
import { crawlerFor } from './crawlerCheck.ts';
import { parseRobots } from './parse.ts';
import { readFile } from './readings.ts';
import { requestedForm } from './requestUrl.ts';
import { indexRenamed, indexUrls } from './urlIndex.ts';

const url = fc.constantFrom('/a', '/a?', '/b c', 'https://x.test/a', 'not a url', '/é', '/a', '/cart/1');

describe('indexUrls', () => {
  it('names each distinct URL once, asks `keep` once per distinct URL, and reads every kept URL back through at', () => {
    fc.assert(fc.property(fc.array(url, { maxLength: 30 }), (list) => {
      const urls = list.map((u, i) => ({ url: u, line: i + 1 }));
      const asked: string[] = [];
      const index = indexUrls(urls, (u) => (asked.push(u), u !== 'not a url'));
      expect(asked).toEqual([...new Set(list)]);
      const kept = urls.filter((u) => u.url !== 'not a url');
      expect(index.urls).toEqual(kept);
      expect(index.requested).toEqual([...new Set(kept.map((u) => u.url))].map((u) => requestedForm(u).url));
      kept.forEach((u, i) => expect(index.requested[index.at[i]]).toBe(requestedForm(u.url).url));
      expect([...index.weight]).toEqual(index.requested.map((_, d) => [...index.at].filter((a) => a === d).length));
    }));
  });

  it('gives the coverage of its URLs, whether the URLs or their index are passed, per reading or per URL', () => {
    const robots = 'User-agent: *\nDisallow: /a\nDisalow: /cart\n\nUser-agent: Googlebot\nAllow: /a?\nDisallow: /b\n';
    const crawlers = ['Googlebot', 'GPTBot', 'FeedFetcher-Google'].map(crawlerFor);
    fc.assert(fc.property(fc.array(fc.tuple(url, fc.boolean()), { maxLength: 30 }), (list) => {
      const urls: CoverageUrl[] = list.filter(([u]) => u !== 'not a url').map(([u, sitemap], i) => ({ url: u, file: 'f', line: i + 1, attributes: {}, sitemap }));
      const parsed = parseRobots(robots);
      const index = indexUrls(urls);
      expect(coverageOf(parsed, crawlers, urls, distinctColumns(parsed, crawlers, index), index.at)).toEqual(coverage(parsed, crawlers, urls));
      expect(coverageAsRead(readFile(robots, 'documented'), crawlers, index).coverage).toEqual(coverageAsRead(readFile(robots, 'documented'), crawlers, urls).coverage);
    }));
  });
});

describe('indexRenamed', () => {
  it('is the index made afresh of request targets moved from one origin to another', () => {
    const target = fc.constantFrom('/a', '/a?q', '/caf\u00e9', '/a/./b', '/x y', '/%2e%2E/z', '//h/p', '/a', '/?');
    const origins = fc.constantFrom('https://www.example.com', 'http://shop.example:8080', 'https://[::1]', 'https://xn--caf-dma.example');
    fc.assert(fc.property(fc.array(target, { maxLength: 30 }), origins, origins, (targets, from, to) => {
      const before = indexUrls(targets.map((t) => ({ url: from + t })));
      const moved = targets.map((t) => ({ url: to + t }));
      expect(indexRenamed(before, moved, (r) => to + r.slice(from.length))).toEqual(indexUrls(moved));
    }));
  });

  it('refuses URLs that are not the index\'s own, renamed', () => {
    expect(() => indexRenamed(indexUrls([{ url: '/a' }]), [], (r) => r)).toThrow(/0 URLs for an index of 1/);
  });
});
