/**
 * The MCP tools coverage and sitemap_blocked (issue 25 §3), driven by the SDK's own client over
 * stdio as an agent's host runs them: the same numbers as `robotscope coverage` on lg.com's
 * files (core coverage), sitemaps fetched by URL (an index with a gzipped child), and only
 * fetched: a local path is refused. The sitemap server listens on the loopback, so the server
 * under test is started with --allow-private-network.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageAsRead, crawlerFor, readFile, readSitemap } from '../core/index.ts';
import { REPO_ROOT } from './conformance-cases.ts';
import { CLI } from './run-cli.test-helper.ts';

const lg = (name: string) => join(REPO_ROOT, 'testdata/urlsets/lg', name);
const ROBOTS = readFileSync(lg('robots.txt'), 'utf8');
const UK = readSitemap(readFileSync(lg('sitemap-uk.xml'), 'utf8'), 'uk').urls.map((u) => u.url);

let client: Client;
let server: Server;
let origin = '';

beforeAll(async () => {
  const files: Record<string, Buffer> = {};
  server = createServer((req, res) => {
    // Each file under its own name, wherever the index puts it (/us/sitemap-us.xml.gz).
      const body = files[(req.url ?? '').split('/').pop() ?? ''];
    if (body) res.writeHead(200).end(body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  files['sitemap_index.xml'] = Buffer.from(readFileSync(lg('sitemap_index.xml'), 'utf8').replace(/https:\/\/www\.lg\.com/g, origin));
  files['sitemap-us.xml.gz'] = readFileSync(lg('sitemap-us.xml.gz'));
  files['sitemap-uk.xml'] = readFileSync(lg('sitemap-uk.xml'));
  files['robots.txt'] = Buffer.from('User-agent: *\nDisallow: /private/\n');
  client = new Client({ name: 'robotscope-test', version: '0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [...CLI, 'mcp', '--allow-private-network'], cwd: REPO_ROOT, stderr: 'pipe' }));
}, 60_000);

afterAll(async () => {
  await client?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** A tool's structured answer (checked by the client against its outputSchema); fails on a tool error. */
async function call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown> & { said: string }> {
  const result = await client.callTool({ name, arguments: args });
  const blocks = result.content as { type: string; text: string }[];
  expect(result.isError, blocks.map((b) => b.text).join('\n')).toBeFalsy();
  expect(JSON.parse(blocks[blocks.length - 1].text)).toEqual(result.structuredContent);
  return { ...(result.structuredContent as Record<string, unknown>), said: blocks[0].text };
}

describe('robotscope mcp: coverage and sitemap_blocked', () => {
  it('lists both, with output schemas and read-only, open-world annotations', async () => {
    const { tools } = await client.listTools();
    for (const name of ['coverage', 'sitemap_blocked']) {
      const t = tools.find((x) => x.name === name)!;
      expect(Object.keys(t.outputSchema?.properties ?? {}).length, name).toBeGreaterThan(0);
      expect(t.annotations, name).toMatchObject({ readOnlyHint: true, openWorldHint: true });
    }
  });

  it('answers coverage with core coverage\'s numbers (the CLI\'s and the page\'s)', async () => {
    const r = await call('coverage', { robots_txt: ROBOTS, crawlers: ['Googlebot', 'Baiduspider'], sitemap_urls: UK, urls: ['https://www.lg.com/us/products/wtb?modelName=X'] });
    const urls = [...UK.map((url, i) => ({ url, file: 'sitemap_urls', line: i + 1, attributes: {}, sitemap: true })), { url: 'https://www.lg.com/us/products/wtb?modelName=X', file: 'urls', line: 1, attributes: {}, sitemap: false }];
    const core = coverageAsRead(readFile(ROBOTS, 'documented'), [crawlerFor('Googlebot'), crawlerFor('Baiduspider')], urls).coverage;
    expect(r).toMatchObject({ urls: 7, sitemapUrls: 6, notChecked: 0, crawlers: core.crawlers, deadRules: core.deadRules, unlisted: 0, fetch: null });
    expect(r.rules).toEqual(core.rules.map((x) => ({ ...x, decides: x.decides.map((d) => ({ ...d, examples: d.examples.map((u) => u.url) })) })));
    expect(r.sitemapBlocked).toEqual(core.sitemapBlocked.map((b) => ({ crawler: b.crawler, line: b.line, rule: b.rule, count: b.urls.length, urls: b.urls.map((u) => u.url) })));
    expect(r.said).toContain('7 URLs checked (6 from sitemaps)');
  });

  it('lists the sitemap URLs blocked by rule, from a sitemap index fetched by URL with its gzipped child', async () => {
    const r = await call('sitemap_blocked', { robots_txt: ROBOTS, sitemaps: [`${origin}/sitemap_index.xml`] });
    expect(r).toMatchObject({ sitemapUrls: 14, blocked: 7, unlisted: 0 });
    expect((r.byRule as { line: number; urls: string[] }[]).find((b) => b.line === 25)).toEqual({
      crawler: 'Googlebot', line: 25, rule: 'Disallow: /us/compare/', count: 1, urls: ['https://www.lg.com/us/compare/?products=OLED65C4PUA&OLED65G4WUA'],
    });
    expect(r.said).toContain('Googlebot line 25: Disallow: /us/compare/ blocks 1 sitemap URL\n  https://www.lg.com/us/compare/?products=OLED65C4PUA&OLED65G4WUA');
  });

  it('reads each crawler as documented (GPTBot by RFC 9309, so `Disalow` is no rule for it), or as the profile forces', async () => {
    const robots = 'User-agent: *\nDisalow: /private\n';
    const urls = ['https://x.test/private/a'];
    const blocked = (r: Record<string, unknown>) => (r.crawlers as { crawler: string; blocked: number }[]).map((c) => [c.crawler, c.blocked]);
    expect(blocked(await call('coverage', { robots_txt: robots, crawlers: ['Googlebot', 'GPTBot'], urls }))).toEqual([['Googlebot', 1], ['GPTBot', 0]]);
    expect(blocked(await call('coverage', { robots_txt: robots, crawlers: ['Googlebot', 'GPTBot'], urls, profile: 'google' }))).toEqual([['Googlebot', 1], ['GPTBot', 1]]);
  });

  it('with robots_txt given, checks only the site `host` names, other sites\' URLs not checked (another site); without it, says the URLs name several sites', async () => {
    const urls = ['https://www.example.com/private/a', 'https://example.com/private/a', 'https://cdn.other.net/private/c', 'https://www.example.com/open'];
    const robots = 'User-agent: *\nDisallow: /private/\n';
    const r = await call('coverage', { robots_txt: robots, urls, host: 'www.example.com' });
    expect(r).toMatchObject({ urls: 2, notChecked: 2, otherSite: 2, crawlers: [{ crawler: 'Googlebot', allowed: 1, blocked: 1 }] });
    expect(r.said).toContain('2 URLs checked (0 from sitemaps); 2 not checked (another site)');
    const unknown = await call('coverage', { robots_txt: robots, urls });
    expect(unknown).toMatchObject({ urls: 4, notChecked: 0 });
    expect(unknown.said).toContain('the URLs name 3 sites and this file\'s site is not known, so each is checked against it: give host to check only that site\'s URLs');
  });

  it('says counts of a thousand and more with separators, the verdicts in the words of the page and `robotscope coverage` (coverageTallyWords)', async () => {
    const urls = [...Array.from({ length: 1001 }, (_, i) => `https://www.example.com/private/${i}`), ...Array.from({ length: 199 }, (_, i) => `https://www.example.com/open/${i}`)];
    const r = await call('coverage', { robots_txt: 'User-agent: *\nDisallow: /private/\n', urls, host: 'www.example.com' });
    expect(r).toMatchObject({ urls: 1200, crawlers: [{ crawler: 'Googlebot', allowed: 199, blocked: 1001, noRule: 199 }] });
    expect(r.said).toContain('1,200 URLs checked (0 from sitemaps)');
    expect(r.said).toContain('Googlebot: 199 allowed · 1,001 blocked · 199 decided by no rule\n');
    expect(r.said).toContain('line 2: Disallow: /private/: Googlebot 1,001\n');
    // A crawler robots.txt does not govern: what the file asks, said so as the page and `robotscope coverage` say it (core coverageTallyWords).
    const feed = await call('coverage', { robots_txt: 'User-agent: *\nDisallow: /private/\n', urls, host: 'www.example.com', crawlers: ['FeedFetcher-Google'] });
    expect(feed.said).toContain('FeedFetcher-Google: 199 allowed · 1,001 blocked · 199 decided by no rule (robots.txt does not govern it: what the file asks)\n');
    const s = await call('sitemap_blocked', { robots_txt: 'User-agent: *\nDisallow: /private/\n', sitemap_urls: urls, host: 'www.example.com' });
    expect(s.said).toContain('1,001 sitemap URLs blocked\nGooglebot line 2: Disallow: /private/ blocks 1,001 sitemap URLs\n');
  });

  it('refuses a host of another site than the fetched robots_url\'s, where it was left unused (review15 §7.6); takes one naming that site', async () => {
    const urls = [`${origin}/private/a`, 'https://www.example.com/private/b'];
    const other = await client.callTool({ name: 'coverage', arguments: { robots_url: `${origin}/robots.txt`, urls, host: 'www.example.com' } });
    expect(other.isError).toBe(true);
    expect((other.content as { text: string }[])[0].text).toBe(`robotscope: host names https://www.example.com, but the robots.txt was fetched from ${origin} and governs that site alone (RFC 9309 2.3): leave host out, or fetch https://www.example.com/robots.txt`);
    const bad = await client.callTool({ name: 'coverage', arguments: { robots_txt: ROBOTS, urls, host: 'www example com' } });
    expect((bad.content as { text: string }[])[0].text).toBe('robotscope: host “www example com” names no host: give the site\'s host name (www.example.com) or origin (https://example.com:8080)');
    const same = await call('coverage', { robots_url: `${origin}/robots.txt`, urls, host: origin });
    expect(same).toMatchObject({ urls: 1, notChecked: 1, otherSite: 1, crawlers: [{ crawler: 'Googlebot', allowed: 0, blocked: 1 }] });
  });

  it('fetches sitemaps only by URL: a local path, or no URL set at all, is a tool error', async () => {
    const local = await client.callTool({ name: 'sitemap_blocked', arguments: { robots_txt: ROBOTS, sitemaps: [lg('sitemap-uk.xml')] } });
    expect(local.isError).toBe(true);
    expect(JSON.stringify(local.content)).toContain('sitemaps takes http(s) URLs to fetch');
    const none = await client.callTool({ name: 'coverage', arguments: { robots_txt: ROBOTS } });
    expect(JSON.stringify(none.content)).toContain('give the URLs: urls, sitemap_urls or sitemaps');
  });
});
