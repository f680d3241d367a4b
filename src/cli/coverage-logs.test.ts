/**
 * `robotscope coverage --log` and `--sitemap URL` (issue 25 §3), run as CI runs them: the lg.com
 * fixture log against lg.com's robots.txt prints per bot what core logCoverage answers (the
 * page's numbers), the operators' IP-range files mark requests verified or spoofed, and a
 * sitemap index fetched by URL has its gzipped children fetched too, from public addresses only
 * unless the person allows more.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leakRate, logCoverage, readAccessLog, readFile, readIpRanges, type IpRange } from '../core/index.ts';
import { REPO_ROOT } from './conformance-cases.ts';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

const lg = (name: string) => join(REPO_ROOT, 'testdata/urlsets/lg', name);
const LOG = ['--log', lg('access_log'), '--host', 'www.lg.com'];
const RANGES = ['--ip-ranges', lg('googlebot.json'), '--ip-ranges', `GPTBot=${lg('gptbot.json')}`];

describe('robotscope coverage --log of Apache\'s vhost_combined (F15)', () => {
  const line = (vhost: string, ip: string, target: string) => `${vhost} ${ip} - - [29/Nov/2026:10:00:00 +0000] "GET ${target} HTTP/1.1" 200 1 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"`;
  const dir = tempFiles({
    'robots.txt': 'User-agent: Googlebot\nDisallow: /nogoogle/\n',
    'vhost.log': [line('www.example.com:443', '66.249.66.1', '/private/a'), line('shop.example.com:443', '66.249.66.1', '/nogoogle/x'), line('www.example.com:443', '6.6.6.6', '/nogoogle/y')].join('\n') + '\n',
    'names.log': [line('www.example.com:443', 'crawl-66-249-66-1.googlebot.com', '/nogoogle/a')].join('\n') + '\n',
    'port80.log': [line('www.example.com:80', '66.249.66.1', '/a'), line('www.example.com:80', '66.249.66.1', '/nogoogle/x')].join('\n') + '\n',
  });
  const run = (log: string) => runCli(['coverage', join(dir, 'robots.txt'), '--log', join(dir, log), '--host', 'www.example.com', '--ip-ranges', lg('googlebot.json')]);

  it('counts only the file\'s host\'s requests, says another host\'s, and checks the client IP, not the vhost', async () => {
    const r = await run('vhost.log');
    expect(r.stdout).toContain('  Googlebot            2 requests · never fetched robots.txt · 1 allowed · 1 blocked (leak rate 50%)\n');
    expect(r.stdout).toContain('    1 verified (the IP is in the operator\'s published ranges): 1 allowed · 0 blocked\n');
    expect(r.stdout).toContain(`    blocked: /nogoogle/y  (${join(dir, 'vhost.log')}:3, 6.6.6.6)\n`);
    expect(r.stderr).toContain(`not read: ${join(dir, 'vhost.log')}:2: the request was made to another site (the host:port that starts the line, Apache's vhost_combined)`);
  });

  it('with no site known, says the requests name several sites, in the text and --json (review15 §3)', async () => {
    const args = ['coverage', join(dir, 'robots.txt'), '--log', join(dir, 'vhost.log')];
    const said = 'the requests name 2 sites and this file\'s site is not known, so each is checked against it: give --host to check only that site\'s requests';
    const text = await runCli(args);
    expect(text.stdout).toContain(`Logs against the rules: 3 requests (0 from no bot)\n  (${said})\n`);
    expect(JSON.parse((await runCli([...args, '--json'])).stdout).warnings).toEqual([said]);
    // One site named: nothing to say.
    expect((await runCli(['coverage', join(dir, 'robots.txt'), '--log', join(dir, 'names.log'), '--json'])).stdout).toContain('"warnings": []');
  });

  it('counts the site\'s host on port 80 (a TLS proxy before the server) as the site\'s, and says the port differed (review15 §4)', async () => {
    const r = await runCli(['coverage', join(dir, 'robots.txt'), '--log', join(dir, 'port80.log'), '--host', 'www.example.com', '--json']);
    const json = JSON.parse(r.stdout);
    expect(json.logs).toMatchObject({ requests: 2, notRead: 0 });
    expect(json.logs.bots[0].all).toEqual({ requests: 2, robotsTxt: 0, allowed: 1, blocked: 1 });
    expect(json.warnings).toEqual([`2 requests of the log “${join(dir, 'port80.log')}” (the first on line 1) were made to www.example.com on port 80, not the site's port 443: the host is the site's and only the port differs, as a server behind a TLS proxy or load balancer logs the port it listens on, so they are counted as the site's requests. If port 80 serves a site of its own with another robots.txt, they are that site's and do not belong in these counts.`]);
    expect(r.stderr).not.toContain('not read');
    const text = await runCli(['coverage', join(dir, 'robots.txt'), '--log', join(dir, 'port80.log'), '--host', 'www.example.com']);
    expect(text.stdout).toContain(`  (2 requests of the log “${join(dir, 'port80.log')}” (the first on line 1) were made to www.example.com on port 80, not the site's port 443:`);
  });

  it('says when the IPs of a crawler with a range file could not be checked (a host name logged)', async () => {
    const r = await run('names.log');
    expect(r.stdout).toContain('    1 unchecked (claimed by the User-Agent only: no IP-range file for this crawler, or no IP logged): 0 allowed · 1 blocked\n');
  });

  it('gives in --json whether each bot\'s IPs were checked, under its crawler\'s name, however the range file named it (review15 §6)', async () => {
    const r = await runCli(['coverage', join(dir, 'robots.txt'), '--log', join(dir, 'names.log'), '--host', 'www.example.com', '--ip-ranges', `googlebot=${lg('googlebot.json')}`, '--json']);
    const logs = JSON.parse(r.stdout).logs;
    expect(logs.bots.map((b: { crawler: string; ipChecked: boolean }) => [b.crawler, b.ipChecked])).toEqual([['Googlebot', true]]);
    expect(logs).not.toHaveProperty('ranged');
    const none = JSON.parse((await runCli(['coverage', join(dir, 'robots.txt'), '--log', join(dir, 'names.log'), '--json'])).stdout).logs;
    expect(none.bots[0].ipChecked).toBe(false);
  });

  it('counts a log read as URLs in requests (review15 §6: `--urls access_log` said "# 23 URLs")', async () => {
    const r = await runCli(['coverage', lg('robots.txt'), '--urls', lg('access_log'), '--host', 'www.lg.com']);
    expect(r.stdout.split('\n')[0]).toBe('# 23 requests (0 from sitemaps)');
  });

  it('refuses a --host that names no host, in core\'s words', async () => {
    const r = await runCli(['coverage', join(dir, 'robots.txt'), '--log', join(dir, 'names.log'), '--host', 'www example com']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('coverage: --host “www example com” names no host: give the site\'s host name (www.example.com) or origin (https://example.com:8080)');
  });
});

describe('robotscope coverage --log', () => {
  it('answers per bot with core logCoverage\'s numbers, verified and spoofed by the range files (the page\'s numbers)', async () => {
    const run = await runCli(['coverage', lg('robots.txt'), ...LOG, ...RANGES, '--json']);
    expect(run.code).toBe(0);
    const logs = JSON.parse(run.stdout).logs;
    const ranges = (name: string) => (readIpRanges(readFileSync(lg(name), 'utf8')) as { ranges: IpRange[] }).ranges;
    const core = logCoverage(
      readFile(readFileSync(lg('robots.txt')), 'documented'),
      readAccessLog(readFileSync(lg('access_log'), 'utf8'), { file: lg('access_log'), origin: 'https://www.lg.com' }).requests,
      [{ name: lg('googlebot.json'), crawlers: ['Googlebot'], ranges: ranges('googlebot.json') }, { name: `GPTBot=${lg('gptbot.json')}`, crawlers: ['GPTBot'], ranges: ranges('gptbot.json') }],
    );
    expect(logs.bots).toEqual(JSON.parse(JSON.stringify(core.bots.map((b) => ({ ...b, leakRate: leakRate(b.all) })))));
    expect(logs).toMatchObject({ requests: 23, notBots: 3, notRead: 4, files: [lg('access_log')] });
    expect(logs.bots[0].byIp.spoofed).toEqual({ requests: 2, robotsTxt: 0, allowed: 1, blocked: 1 });
    expect(logs.malformed.map((m: { line: number; problem: string }) => [m.line, m.problem])).toEqual([[22, 'request'], [23, 'no-request'], [24, 'other-site'], [27, 'format']]);
    expect(logs).not.toHaveProperty('rules');
  });

  it('prints each bot\'s leak rate, robots.txt fetches and IP split, and names the lines not read', async () => {
    const run = await runCli(['coverage', lg('robots.txt'), ...LOG, ...RANGES, '--ua', 'Googlebot,Baiduspider']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Logs against the rules: 23 requests (3 from no bot; 4 lines not read)\n');
    expect(run.stdout).toContain('  Googlebot            10 requests · fetched robots.txt 1× · 5 allowed · 4 blocked (leak rate 44%)\n');
    expect(run.stdout).toMatch(/ {4}8 verified [^\n]*: 4 allowed · 3 blocked\n {4}2 spoofed [^\n]*: 1 allowed · 1 blocked\n/);
    expect(run.stdout).toContain('  Baiduspider          3 requests · never fetched robots.txt · 1 allowed · 2 blocked (leak rate 67%)\n');
    expect(run.stdout).toContain(`    blocked: /us/products/wtb?modelName=OLED65C4PUA  (${lg('access_log')}:16, 220.181.108.91)\n`);
    expect(run.stdout).not.toContain('GPTBot');
    expect(run.stderr).toContain(`robotscope: not read: ${lg('access_log')}:23: the client sent no request line`);
  });

  it('reads a gzipped log; refuses a range file for no named crawler, and a broken one, as usage errors', async () => {
    const { gzipSync } = await import('node:zlib');
    const dir = tempFiles({ 'access_log.gz': gzipSync(readFileSync(lg('access_log'))), 'ranges.json': readFileSync(lg('googlebot.json')), 'bad.json': '{"prefixes": [{"ipv4Prefix": "1.2.3.0/40"}]}' });
    const gz = await runCli(['coverage', lg('robots.txt'), '--log', join(dir, 'access_log.gz'), '--json']);
    // Without --host the proxy's absolute target is kept as a request (of no bot): 24 requests, 3 lines not read.
    expect(JSON.parse(gz.stdout).logs).toMatchObject({ requests: 24, notRead: 3 });
    const unnamed = await runCli(['coverage', lg('robots.txt'), '--log', lg('access_log'), '--ip-ranges', join(dir, 'ranges.json')]);
    expect(unnamed).toMatchObject({ code: 2, stdout: '' });
    expect(unnamed.stderr).toContain(`say which crawlers it is for, as --ip-ranges Googlebot=${join(dir, 'ranges.json')}`);
    const bad = await runCli(['coverage', lg('robots.txt'), '--log', lg('access_log'), '--ip-ranges', `Googlebot=${join(dir, 'bad.json')}`]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('has a prefix that is no IPv4 or IPv6 CIDR range (prefixes[0]: {"ipv4Prefix":"1.2.3.0/40"})');
  });
});

describe('robotscope coverage --sitemap URL', () => {
  let server: Server;
  let origin = '';
  const files: Record<string, Buffer> = {};
  beforeAll(async () => {
    server = createServer((req, res) => {
      // Each file under its own name, wherever the index puts it (/us/sitemap-us.xml.gz).
      const body = files[(req.url ?? '').split('/').pop() ?? ''];
      if (body) res.writeHead(200, { 'content-type': req.url?.endsWith('.gz') ? 'application/gzip' : 'application/xml' }).end(body);
      else res.writeHead(404).end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    files['sitemap_index.xml'] = Buffer.from(readFileSync(lg('sitemap_index.xml'), 'utf8').replace(/https:\/\/www\.lg\.com/g, origin));
    files['sitemap-us.xml.gz'] = readFileSync(lg('sitemap-us.xml.gz'));
    files['sitemap-uk.xml'] = readFileSync(lg('sitemap-uk.xml'));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches a sitemap index and its gzipped children by URL: the same answer as from the saved files', async () => {
    const fetched = await runCli(['coverage', lg('robots.txt'), '--sitemap', `${origin}/sitemap_index.xml`, '--allow-private-network', '--json']);
    const saved = await runCli(['coverage', lg('robots.txt'), '--sitemap', lg('sitemap_index.xml'), '--json']);
    expect(fetched.stderr).toBe('');
    expect(fetched.code).toBe(0);
    const strip = (c: { sitemapBlocked: { urls: { file: string }[] }[] }) => c.sitemapBlocked.map((b) => ({ ...b, urls: b.urls.map((u) => ({ ...u, file: u.file.split('/').pop() })) }));
    expect(strip(JSON.parse(fetched.stdout))).toEqual(strip(JSON.parse(saved.stdout)));
    expect(JSON.parse(fetched.stdout)).toMatchObject({ urls: 14, sitemapUrls: 14 });
  });

  it('fetches only public addresses unless allowed, and says why a sitemap gave nothing', async () => {
    const refused = await runCli(['coverage', lg('robots.txt'), '--sitemap', `${origin}/sitemap_index.xml`]);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain('127.0.0.1 is a loopback, link-local or private address; sitemaps are fetched only from public http(s) addresses');
    const missing = await runCli(['coverage', lg('robots.txt'), '--sitemap', `${origin}/nope.xml`, '--allow-private-network']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`sitemap ${origin}/nope.xml: status 404, no sitemap`);
  });
});
