/**
 * check_urls' counts in words (review21 L3): a crawler's tally is said as the page's Rule coverage,
 * `robotscope coverage` and MCP coverage say it ("1,200 allowed · 3 blocked"), one words function
 * (core/words/tallyWords.ts), not a way of its own ("1,200 allowed, 3 blocked, 0 not governed").
 */
import { describe, expect, it } from 'vitest';
import { coverageAsRead, crawlerFor, readFile } from '../core/index.ts';
import { checkUrls, load, type Loaded } from './mcp-verdicts.ts';
import type { ToolContext } from './mcp-tool.ts';

const NO_FETCH: ToolContext = {
  fetch: () => Promise.reject(new Error('no fetch in this test')),
  fetchSitemap: () => Promise.reject(new Error('no fetch in this test')),
};

describe('check_urls: the counts of each crawler', () => {
  it('are said in the words of the coverage tally when some verdicts are left out of the list', async () => {
    // 4,000 URLs, every third one private; FeedFetcher-Google is not governed by robots.txt.
    const urls = Array.from({ length: 4_000 }, (_, i) => `https://example.com/${i % 3 === 0 ? 'private' : 'public'}/page-${i}`);
    const loaded = await load(NO_FETCH, 'User-agent: *\nDisallow: /private\n', undefined, undefined);
    const result = await checkUrls(loaded, ['Googlebot', 'GPTBot', 'FeedFetcher-Google'], urls);
    const data = result.structuredContent as { unlisted: number; counts: { crawler: string; allowed: number; blocked: number; notGoverned: number; asked: unknown }[] };
    expect(data.unlisted).toBeGreaterThan(0);
    expect(data.counts).toEqual([
      { crawler: 'Googlebot', allowed: 2_666, blocked: 1_334, notGoverned: 0, asked: null },
      { crawler: 'GPTBot', allowed: 2_666, blocked: 1_334, notGoverned: 0, asked: null },
      { crawler: 'FeedFetcher-Google', allowed: 0, blocked: 0, notGoverned: 4_000, asked: { allowed: 2_666, blocked: 1_334 } },
    ]);
    const head = result.content[0].text.split('\n').slice(0, 4);
    expect(head).toEqual([
      '12,000 verdicts (4,000 URLs × 3 crawlers), counted for each crawler:',
      'Googlebot: 2,666 allowed · 1,334 blocked',
      'GPTBot: 2,666 allowed · 1,334 blocked',
      'FeedFetcher-Google: 0 allowed · 0 blocked · 4,000 not governed (what the file asks: 2,666 allowed · 1,334 blocked)',
    ]);
  }, 120_000);

  it('of a crawler robots.txt does not govern, say what the file asks with the numbers coverage gives it (review22 L5)', async () => {
    const robots = 'User-agent: *\nDisallow: /private\nAllow: /private/open\n';
    const urls = ['/private/a', '/private/open/b', '/public/c', '/private/d', '/'].map((p) => `https://example.com${p}`);
    const loaded = await load(NO_FETCH, robots, undefined, undefined);
    const result = await checkUrls(loaded, ['FeedFetcher-Google'], urls);
    const [feed] = (result.structuredContent as { counts: { notGoverned: number; asked: { allowed: number; blocked: number } }[] }).counts;
    const core = coverageAsRead(readFile(robots, 'documented'), [crawlerFor('FeedFetcher-Google')], urls.map((url, i) => ({ url, file: 'urls', line: i + 1, attributes: {}, sitemap: false }))).coverage;
    expect(core.crawlers).toMatchObject([{ crawler: 'FeedFetcher-Google', governed: false }]);
    expect(feed.notGoverned).toBe(5);
    expect(feed.asked).toEqual({ allowed: core.crawlers[0].allowed, blocked: core.crawlers[0].blocked });
    expect(feed.asked).toEqual({ allowed: 3, blocked: 2 });
  });

  it('with no file (a 503 read as disallow all), count a crawler robots.txt does not govern as its listed rows say: not governed (review23 H1)', async () => {
    const loaded: Loaded = {
      file: null, parsed: null, profile: 'google', head: [],
      fetched: {
        requested: 'https://example.com', robotsUrl: 'https://example.com/robots.txt', finalUrl: 'https://example.com/robots.txt', status: 503, contentType: null,
        redirects: [], bytes: 0, truncated: false, body: null, conclusion: 'disallow-all', reason: '503: read as disallow all', notes: [], unreachable: false,
      },
    };
    const urls = Array.from({ length: 1_200 }, (_, i) => `https://example.com/p${i}`);
    const result = await checkUrls(loaded, ['FeedFetcher-Google', 'Googlebot'], urls);
    const data = result.structuredContent as unknown as { counts: unknown[]; verdicts: { crawler: string; verdict: string }[] };
    expect(data.counts).toEqual([
      { crawler: 'FeedFetcher-Google', allowed: 0, blocked: 0, notGoverned: 1_200, asked: { allowed: 0, blocked: 1_200 } },
      { crawler: 'Googlebot', allowed: 0, blocked: 1_200, notGoverned: 0, asked: null },
    ]);
    // The rows listed say the same verdicts the counts count.
    expect(new Set(data.verdicts.filter((v) => v.crawler === 'FeedFetcher-Google').map((v) => v.verdict))).toEqual(new Set(['not governed']));
    expect(result.content[0].text).toContain('FeedFetcher-Google: 0 allowed · 0 blocked · 1,200 not governed (what the file asks: 0 allowed · 1,200 blocked)');
  });
});
