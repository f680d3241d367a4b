/**
 * "The CLI prints the same numbers as the page" (issue 25, Done means), for a sitemap and a
 * server log: eBay's sitemap index with its gzipped children, and eBay's combined-format log on
 * its Host, opened in the page's URL-sets worker, and the same files given to `robotscope
 * coverage --json` as CI runs it (the index as --sitemap; the log as --urls, its requests' URLs
 * as the page's set holds them, and as --log, its bots). Every number the coverage views show —
 * per crawler the verdict counts, per rule and crawler the URLs it decides and its examples, the
 * dead rules, the sitemap URLs blocked by deciding rule, the logs against the rules per bot — is
 * the CLI's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.test-helper.ts';
import type { OpenedFile } from './setsProtocol.ts';
import { createUrlSets } from './urlSets.ts';

const path = (name: string) => new URL(`../../testdata/urlsets/ebay/${name}`, import.meta.url).pathname;
const file = (name: string): OpenedFile => ({ name, blob: new Blob([readFileSync(path(name))]) });
const SITEMAPS = ['sitemap_index.xml', 'sitemap-items-1.xml.gz', 'sitemap-items-2.xml.gz', 'sitemap-browse.xml.gz', 'sitemap-stores.xml'];
const CRAWLERS = ['Googlebot', 'GPTBot', 'bingbot', 'FeedFetcher-Google'];

interface Url { url: string; file: string; line: number }
const where = (u: Url) => `${u.url} ${u.file.split('/').pop()}:${u.line}`;
type Rules = { line: number; rule: string; allow: boolean; decides: { crawler: string; count: number; examples: Url[] }[] }[];
const rules = (rs: Rules) => rs.map((r) => [r.line, r.rule, r.allow, r.decides.map((d) => [d.crawler, d.count, d.examples.map(where)])]);

/** The page's coverage view of `files` (opened together, logs on `origin`), and the CLI's --json for `args`. */
async function both(files: string[], origin: string, args: string[]) {
  const sets = createUrlSets();
  const opened = await sets.handle({ type: 'open', seq: 1, files: files.map(file), origin }, () => {});
  if (opened.type !== 'sets') throw new Error(opened.type);
  const robots = readFileSync(path('robots.txt'), 'utf8');
  const page = await sets.handle({ type: 'coverage', seq: 2, ids: opened.sets.map((s) => s.id), robots, reading: 'documented', crawlers: CRAWLERS }, () => {});
  if (page.type !== 'coverage') throw new Error(page.type);
  const run = await runCli(['coverage', path('robots.txt'), ...args, '--ua', CRAWLERS.join(','), '--json']);
  expect(run.code).toBe(0);
  return { view: page.view, cli: JSON.parse(run.stdout) };
}

describe('the page’s coverage views and robotscope coverage --json', () => {
  it('give the same numbers for a sitemap index with its gzipped children', async () => {
    const { view, cli } = await both(SITEMAPS, '', ['--sitemap', path('sitemap_index.xml')]);
    expect([view.urls, view.sitemapUrls, view.notChecked]).toEqual([cli.urls, cli.sitemapUrls, cli.notChecked]);
    expect(view.urls).toBe(660);
    expect(view.crawlers).toEqual(cli.crawlers);
    expect(rules(view.rules)).toEqual(rules(cli.rules));
    expect(view.deadRules).toEqual(cli.deadRules);
    // The view lists a rule's first blocked sitemap URLs and counts them all; the CLI lists them all.
    const blocked = (bs: { crawler: string; line: number; rule: string; urls: Url[] }[], counts: number[]) =>
      bs.map((b, i) => [b.crawler, b.line, b.rule, counts[i], b.urls.slice(0, 100).map(where)]);
    expect(blocked(view.sitemapBlocked, view.sitemapBlocked.map((b) => b.count))).toEqual(blocked(cli.sitemapBlocked, cli.sitemapBlocked.map((b: { urls: Url[] }) => b.urls.length)));
    expect(view.sitemapBlocked.length).toBeGreaterThan(0);
  });

  it('give the same numbers for a server log on its Host: its requests’ rule coverage, and its bots', async () => {
    const { view, cli } = await both(['access.log'], 'https://www.ebay.com', ['--urls', path('access.log'), '--log', path('access.log'), '--host', 'www.ebay.com']);
    expect([view.urls, view.sitemapUrls, view.notChecked]).toEqual([cli.urls, cli.sitemapUrls, cli.notChecked]);
    expect(view.urls).toBe(337);
    expect(view.crawlers).toEqual(cli.crawlers);
    expect(rules(view.rules)).toEqual(rules(cli.rules));
    expect(view.deadRules).toEqual(cli.deadRules);
    expect([view.sitemapBlocked, cli.sitemapBlocked]).toEqual([[], []]);
    const bots = (bs: { crawler: string; all: unknown; byIp: unknown }[]) => bs.map((b) => [b.crawler, b.all, b.byIp]);
    // The page lists every bot of the log; --ua names those the CLI reports.
    const named = new Set(cli.logs.bots.map((b: { crawler: string }) => b.crawler));
    expect(named.size).toBeGreaterThan(1);
    expect(bots(view.logs!.bots.filter((b) => named.has(b.crawler)))).toEqual(bots(cli.logs.bots));
  });
});
