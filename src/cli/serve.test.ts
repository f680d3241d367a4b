/**
 * `robotscope serve`: the site from this machine, with its security headers, and the
 * same-origin fetch endpoint, which answers the page and nobody else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './conformance-cases.ts';
import { ROBOTS_BODY, startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';
import { CLI } from './run-cli.test-helper.ts';
import { readCorpusFile } from '../core/corpus.test-helper.ts';

const XUEXI = readCorpusFile('0341_www.xuexi.cn.txt');

let child: ChildProcess;
let base = '';
let robots: RobotsServer;
const PAGE = { 'x-robotscope-fetch': '1' };

beforeAll(async () => {
  robots = await startRobotsServer({ files: { '/xuexi/robots.txt': XUEXI } });
  const site = mkdtempSync(join(tmpdir(), 'robotscope-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Robotscope</title>');
  writeFileSync(join(site, '_headers'), "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: immutable\n");
  child = spawn(process.execPath, [...CLI, 'serve', '--port', '0', '--dir', site], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
  base = /http:\/\/127\.0\.0\.1:\d+\//.exec(first)![0];
}, 60_000);

afterAll(async () => {
  child?.kill('SIGTERM');
  await robots?.close();
});

describe('robotscope serve', () => {
  it('serves the site with the headers of its _headers file', async () => {
    const res = await fetch(base);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Robotscope</title>');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('fetches a robots.txt for the page, with the report and the exact bytes', async () => {
    const res = await fetch(`${base}api/fetch?url=${encodeURIComponent(`${robots.origin}/chain/1/robots.txt`)}`, { headers: PAGE });
    expect(res.status).toBe(200);
    const { report, body } = await res.json();
    expect(report).toMatchObject({ status: 200, conclusion: 'parse', finalUrl: `${robots.origin}/chain/0/robots.txt` });
    expect(report.redirects).toHaveLength(1);
    expect(Buffer.from(body, 'base64').toString()).toBe(ROBOTS_BODY);
  });

  it('gives the page the whole of a 3.7 MB file, as crawlers that read past 500 KiB read it, with no note of a cut', async () => {
    const res = await fetch(`${base}api/fetch?url=${encodeURIComponent(`${robots.origin}/xuexi/robots.txt`)}`, { headers: PAGE });
    const { report, body } = await res.json();
    expect(report).toMatchObject({ status: 200, conclusion: 'parse', truncated: false, bytes: XUEXI.length, notes: [] });
    expect(Buffer.from(body, 'base64').equals(Buffer.from(XUEXI))).toBe(true);
  });

  it('offers the fetched file\'s own Sitemap: URLs, and fetches a sitemap only from public addresses (issue 25 §3)', async () => {
    const res = await fetch(`${base}api/fetch?url=${encodeURIComponent(`${robots.origin}/sitemaps/robots.txt`)}`, { headers: PAGE });
    expect((await res.json()).sitemaps).toEqual(['https://www.example.com/sitemap_index.xml', 'https://www.example.com/news.xml.gz']);
    const local = await fetch(`${base}api/sitemap?url=${encodeURIComponent(`${robots.origin}/sitemap.xml`)}`, { headers: PAGE });
    expect(local.status).toBe(400);
    expect((await local.json()).error).toContain('127.0.0.1 is a loopback, link-local or private address; sitemaps are fetched only from public http(s) addresses');
    const other = await fetch(`${base}api/sitemap?url=${encodeURIComponent('https://www.example.com/sitemap.xml')}`);
    expect(other.status).toBe(403);
  });

  it('says what a crawler concludes when there is no file', async () => {
    const res = await fetch(`${base}api/fetch?url=${encodeURIComponent(`${robots.origin}/gone/robots.txt`)}`, { headers: PAGE });
    const { report, body } = await res.json();
    expect(report).toMatchObject({ status: 404, conclusion: 'allow-all' });
    expect(body).toBeNull();
  });

  it('says a redirect without a Location is no file, everything allowed (issue 28 §3)', async () => {
    const res = await fetch(`${base}api/fetch?url=${encodeURIComponent(`${robots.origin}/nowhere/robots.txt`)}`, { headers: PAGE });
    const { report, body } = await res.json();
    expect(report).toMatchObject({ status: 302, conclusion: 'allow-all', redirects: [] });
    expect(report.reason).toContain('the server redirected without saying where (no Location header); Google treats this as no robots.txt, so everything is allowed');
    expect(body).toBeNull();
  });

  it('fetches for nobody but the page: no header, or another Host, is refused', async () => {
    const target = `${base}api/fetch?url=${encodeURIComponent(`${robots.origin}/ok/robots.txt`)}`;
    expect((await fetch(target)).status).toBe(403);
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request(target, { headers: { ...PAGE, host: 'evil.example:80' } }, (res) => resolve(res.statusCode ?? 0)).end();
    });
    expect(status).toBe(403);
  });

  it('serves nothing outside its folder', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request(`${base}..%2F..%2Fpackage.json`, (res) => resolve(res.statusCode ?? 0)).end();
    });
    expect([403, 404]).toContain(status);
    expect((await fetch(`${base}missing.js`)).status).toBe(404);
  });
});
