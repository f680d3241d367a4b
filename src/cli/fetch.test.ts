/**
 * Fetching a robots.txt as a crawler does (RFC 9309 2.3, Google's handling), against a real
 * server on 127.0.0.1 that answers each case: what the crawler concludes, and what it reports.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIZE_LIMIT_BYTES } from '../core/index.ts';
import { FETCH_READ_BYTES } from '../core/fetchPolicy.ts';
import { NOT_READ_FURTHER } from '../core/words/fetchWords.ts';
import { fetchRobots } from './fetchRobots.ts';
import { HUGE_BYTES, ROBOTS_BODY, SLOW_HOP_MS, startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

let server: RobotsServer;
beforeAll(async () => {
  server = await startRobotsServer();
});
afterAll(() => server.close());

const at = (path: string) => `${server.origin}${path}`;
const NOWHERE = 'status 302: the server redirected without saying where (no Location header); Google treats this as no robots.txt, so everything is allowed';

describe('fetchRobots: what a crawler concludes from the answer', () => {
  it('reads a 2xx body as the robots.txt', async () => {
    const f = await fetchRobots(at('/ok/robots.txt'));
    expect(f).toMatchObject({ conclusion: 'parse', status: 200, finalUrl: at('/ok/robots.txt'), redirects: [], bytes: ROBOTS_BODY.length, truncated: false, notes: [] });
    expect(Buffer.from(f.body!).toString()).toBe(ROBOTS_BODY);
  });

  it('takes a site or a page and fetches its origin\'s /robots.txt', async () => {
    const f = await fetchRobots(`${server.origin}/some/page?x=1`);
    expect(f.robotsUrl).toBe(at('/robots.txt'));
    expect(f.conclusion).toBe('parse');
  });

  it('allows everything on a 404, and disallows everything on a 429 or a 5xx', async () => {
    expect(await fetchRobots(at('/gone/robots.txt'))).toMatchObject({ conclusion: 'allow-all', status: 404, body: null });
    expect(await fetchRobots(at('/busy/robots.txt'))).toMatchObject({ conclusion: 'disallow-all', status: 429 });
    const broken = await fetchRobots(at('/broken/robots.txt'));
    expect(broken).toMatchObject({ conclusion: 'disallow-all', status: 503 });
    expect(broken.reason).toContain('503');
  });

  it('follows five redirects and reports each; a sixth makes the file not found (everything allowed)', async () => {
    const five = await fetchRobots(at('/chain/5/robots.txt'));
    expect(five.conclusion).toBe('parse');
    expect(five.redirects.map((r) => r.status)).toEqual([302, 301, 302, 301, 302]);
    expect(five.finalUrl).toBe(at('/chain/0/robots.txt'));
    const six = await fetchRobots(at('/chain/6/robots.txt'));
    expect(six).toMatchObject({ conclusion: 'allow-all', body: null });
    expect(six.redirects).toHaveLength(6);
    expect(six.reason).toContain('more than 5 redirects');
  });

  it('ends a redirect loop as too many redirects', async () => {
    const loop = await fetchRobots(at('/loop/robots.txt'));
    expect(loop.conclusion).toBe('allow-all');
    expect(loop.redirects.every((r) => r.location === at('/loop/robots.txt'))).toBe(true);
  });

  it('follows a redirect to another host', async () => {
    const f = await fetchRobots(at('/cross/robots.txt'));
    expect(f).toMatchObject({ conclusion: 'parse', finalUrl: `${server.otherHost}/ok/robots.txt` });
    expect(f.redirects).toEqual([{ url: at('/cross/robots.txt'), status: 301, location: `${server.otherHost}/ok/robots.txt` }]);
  });

  it('treats a redirect with no Location as no robots.txt, as Google does: everything allowed', async () => {
    const f = await fetchRobots(at('/nowhere/robots.txt'));
    expect(f).toMatchObject({ conclusion: 'allow-all', status: 302, redirects: [], body: null });
    expect(f.reason).toBe(NOWHERE);
  });

  it('names the target of a redirect it cannot follow (issue 28 §3)', async () => {
    const f = await fetchRobots(at('/ftp/robots.txt'));
    expect(f).toMatchObject({ conclusion: 'disallow-all', status: 302 });
    expect(f.reason).toContain('status 302 redirects to “ftp://files.example.com/robots.txt”, which is no http(s) URL a crawler can follow');
  });

  it('disallows everything when the server is too slow or not there', async () => {
    const slow = await fetchRobots(at('/slow/robots.txt'), { timeoutSeconds: 0.5 });
    expect(slow.conclusion).toBe('disallow-all');
    expect(slow.reason).toContain('no answer within 0.5 s');
    const closed = await fetchRobots('http://127.0.0.1:9/robots.txt', { timeoutSeconds: 5 });
    expect(closed.conclusion).toBe('disallow-all');
    expect(closed.reason).toContain('could not be reached');
  });

  it('reads a body past Googlebot\'s 500 KiB whole, as crawlers that read on read it, with no note of a cut', async () => {
    const f = await fetchRobots(at('/huge/robots.txt'));
    expect(f).toMatchObject({ conclusion: 'parse', truncated: false, bytes: HUGE_BYTES, notes: [] });
    expect(HUGE_BYTES).toBeGreaterThan(SIZE_LIMIT_BYTES);
  });

  it('reads an endless body to FETCH_READ_BYTES and no further, and says whose answers stand', async () => {
    const f = await fetchRobots(at('/endless/robots.txt'));
    expect(f).toMatchObject({ conclusion: 'parse', truncated: true, bytes: FETCH_READ_BYTES });
    expect(f.notes).toEqual([`the body goes on past ${FETCH_READ_BYTES.toLocaleString('en')} bytes: ${NOT_READ_FURTHER}`]);
  });

  it('holds the whole fetch, redirects included, to one time limit', async () => {
    // Five redirects of SLOW_HOP_MS each: every request alone is within the limit, all together are not.
    const f = await fetchRobots(at('/slow-chain/5/robots.txt'), { timeoutSeconds: (SLOW_HOP_MS * 2.5) / 1000 });
    expect(f.conclusion).toBe('disallow-all');
    expect(f.reason).toContain('no answer within 1 s');
    expect(f.redirects.length).toBeLessThan(5);
  });

  it('reads a non-text type and an HTML page with status 200, with a note on each', async () => {
    const binary = await fetchRobots(at('/binary/robots.txt'));
    expect(binary.conclusion).toBe('parse');
    expect(binary.notes[0]).toContain('application/octet-stream, not text/plain');
    const html = await fetchRobots(at('/html/robots.txt'));
    expect(html.conclusion).toBe('parse');
    expect(html.notes.join(' ')).toContain('HTML page');
  });
});

describe('the commands on a URL', () => {
  it('fetch --json reports the chain, status, type, size and conclusion; exit 0 when a file was read', async () => {
    const run = await runCli(['fetch', at('/chain/1/robots.txt'), '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ status: 200, conclusion: 'parse', bytes: ROBOTS_BODY.length, finalUrl: at('/chain/0/robots.txt') });
    expect(report.contentType).toContain('text/plain');
    expect(report.redirects).toHaveLength(1);
    expect(report.robotsTxt).toMatchObject({ groups: 1, rules: 1 });
    expect(report).not.toHaveProperty('body');
  });

  it('fetch shows the file\'s own Sitemap: URLs, and lists them in --json (issue 25 §3)', async () => {
    const run = await runCli(['fetch', at('/sitemaps/robots.txt')]);
    expect(run.stdout).toContain('sitemap     https://www.example.com/sitemap_index.xml\nsitemap     https://www.example.com/news.xml.gz\n');
    expect(run.stdout).toContain(`robotscope coverage ${at('/sitemaps/robots.txt')} --sitemap URL checks a sitemap's URLs against the file`);
    const json = JSON.parse((await runCli(['fetch', at('/sitemaps/robots.txt'), '--json'])).stdout);
    expect(json.robotsTxt.sitemaps).toEqual(['https://www.example.com/sitemap_index.xml', 'https://www.example.com/news.xml.gz']);
  });

  it('fetch exits 1 when the crawler gets no file, and says what it concludes', async () => {
    const run = await runCli(['fetch', at('/broken/robots.txt')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/status\s+503/);
    expect(run.stdout).toContain('everything is disallowed');
  });

  it('a fetch that got no answer is no verdict: check, lint and test exit 4 and print no BLOCKED; fetch reports it and exits 4 (issue 27 §3)', async () => {
    const nobody = 'http://127.0.0.1:9/robots.txt';
    const check = await runCli(['check', nobody, '--ua', 'Googlebot', 'http://127.0.0.1:9/private']);
    expect(check.code).toBe(4);
    expect(check.stdout).toBe('');
    expect(check.stderr).toMatch(/^robotscope: cannot fetch http:\/\/127\.0\.0\.1:9\/robots\.txt: the server could not be reached \(.*\).*No verdict/);
    const lint = await runCli(['lint', nobody]);
    expect(lint.code).toBe(4);
    const expect_ = join(tempFiles({ 'e.json': '[{"url": "/", "crawler": "Googlebot", "expect": "allowed"}]' }), 'e.json');
    expect((await runCli(['test', nobody, '--expect', expect_])).code).toBe(4);
    const fetch = await runCli(['fetch', nobody]);
    expect(fetch.code).toBe(4);
    expect(fetch.stdout).toContain('could not be reached');
    // An answer that says "no" is still the site's verdict: a 5xx blocks, exit 1, as before.
    expect((await runCli(['check', at('/broken/robots.txt'), '--ua', 'Googlebot', at('/x')])).code).toBe(1);
  });

  it('check and lint take a URL wherever they take a FILE', async () => {
    const check = await runCli(['check', at('/ok/robots.txt'), '--ua', 'Googlebot', at('/private'), '/']);
    expect(check.code).toBe(1);
    expect(check.stdout).toContain(`BLOCKED  ${at('/private')}  line 2: Disallow: /private`);
    const gone = await runCli(['check', at('/gone/robots.txt'), '--ua', 'Googlebot', at('/private')]);
    expect(gone.code).toBe(0);
    expect(gone.stdout).toContain(`ALLOWED  ${at('/private')}  (status 404: there is no robots.txt`);
    // A redirect that says not where is no file either (issue 28 §3): fetch exits 1, check allows.
    const nowhere = await runCli(['check', at('/nowhere/robots.txt'), '--ua', 'Googlebot', at('/private')]);
    expect(nowhere.code).toBe(0);
    expect(nowhere.stdout).toContain(`ALLOWED  ${at('/private')}  (${NOWHERE})`);
    const fetched = await runCli(['fetch', at('/nowhere/robots.txt')]);
    expect(fetched.code).toBe(1);
    expect(fetched.stdout).toContain(NOWHERE);
    const lint = await runCli(['lint', at('/broken/robots.txt')]);
    expect(lint.code).toBe(1);
    expect(lint.stderr).toContain('gives no robots.txt');
    // The URL as typed is echoed in that note: escaped, never raw to the terminal (issue 12 §8).
    const hostile = await runCli(['lint', `${at('/broken/robots.txt')}#\x1b]0;pwned\x07`]);
    expect(hostile.stderr).toContain('robots.txt#\\u001b]0;pwned\\u0007 gives no robots.txt');
    expect(hostile.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
  });

  it('fetch --output to a path it cannot write: exit 2 naming the path, no internal error (issue 28 §3)', async () => {
    const path = join(tempFiles({}), 'no-such-dir', 'robots.txt');
    const run = await runCli(['fetch', at('/ok/robots.txt'), '--output', path]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`robotscope: fetch: cannot write ${path}: no such file\n`);
  });

  it('check flags, never checks, a URL of another site than the fetched file\'s, or no URL at all (issue 23 §3)', async () => {
    for (const file of [at('/ok/robots.txt'), at('/gone/robots.txt')]) {
      const run = await runCli(['check', file, '--ua', 'Googlebot', at('/private'), 'https://e.com/private', 'http://[bad', 'ftp://e.com/a']);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe([
        `NOT CHECKED  https://e.com/private  (another site (https://e.com): this robots.txt governs only ${server.origin}.)`,
        'NOT CHECKED  http://[bad  ("[bad" is no host a browser can open, so no crawler requests this URL: check the part after //.)',
        'NOT CHECKED  ftp://e.com/a  (a ftp: URL: web crawlers fetch http: and https: URLs, and robots.txt rules are tested for those.)',
        '',
      ].join('\n'));
    }
  });

  it('refuses what is no URL with exit 2', async () => {
    const run = await runCli(['fetch', 'http://']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no http(s) URL');
  });
});
