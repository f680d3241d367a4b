/**
 * Issue 27 §4, DNS rebinding: the MCP server's fetch connects to the addresses it checked. A name
 * whose answer is public when it is checked and private when the connection is made is refused
 * at the connection; and the pinned transport answers every case of the test server as Node's
 * fetch does, so the guarded fetch reads a robots.txt as the CLI's does. The command's own
 * sitemap fetches (`coverage --sitemap URL`, `serve`'s /api/sitemap), which refuse private
 * addresses unless the person allows them, are pinned the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, publicLookup, type Resolve } from './fetchGuard.ts';
import { fetchReport, fetchRobots } from './fetchRobots.ts';
import { requestVia } from './pinnedFetch.ts';
import { startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';
import { fetchSitemap } from './sitemapFetch.ts';

let server: RobotsServer;
beforeAll(async () => {
  server = await startRobotsServer();
});
afterAll(() => server.close());

const port = () => new URL(server.origin).port;
/** A resolver that answers each call with the next of `answers` (the last one for ever after), and counts the calls. */
function rebinding(...answers: string[][]): Resolve & { calls: number } {
  const resolve = Object.assign(async () => answers[Math.min(resolve.calls++, answers.length - 1)], { calls: 0 });
  return resolve;
}

describe('the guarded fetch against DNS rebinding', () => {
  it('refuses a name that resolves to a public address at the check and to the loopback at the connection', async () => {
    const resolve = rebinding(['93.184.216.34'], ['127.0.0.1']);
    const fetching = fetchRobots(`http://rebind.test:${port()}/ok/robots.txt`, guardedFetch(resolve));
    await expect(fetching).rejects.toThrow('refused to connect to rebind.test: it resolves to 127.0.0.1, a loopback, link-local or private address');
    // The check, then the connection's own lookup: the name was not resolved a third time.
    expect(resolve.calls).toBe(2);
  });

  it('refuses a private address at the connection however the lookup is asked (one address, or all for happy eyeballs)', async () => {
    const lookup = publicLookup(async () => ['8.8.8.8', '::ffff:10.0.0.1']);
    for (const all of [false, true]) {
      const error = await new Promise((resolve) => lookup('mixed.test', { all } as never, (e) => resolve(e)));
      expect(String(error), String(all)).toContain('mixed.test: it resolves to ::ffff:10.0.0.1');
    }
    const both = publicLookup(async () => ['8.8.8.8', '2606:4700::1111']);
    const all = await new Promise((resolve) => both('public.test', { all: true }, (e, addresses) => resolve([e, addresses])));
    expect(all).toEqual([null, [{ address: '8.8.8.8', family: 4 }, { address: '2606:4700::1111', family: 6 }]]);
    const six = await new Promise((resolve) => both('public.test', { family: 6 }, (e, address, family) => resolve([e, address, family])));
    expect(six).toEqual([null, '2606:4700::1111', 6]);
  });
});

describe('a sitemap fetched by URL', () => {
  it('is refused at the connection when its name resolves to a public address at the check and to the loopback after (DNS rebinding)', async () => {
    // `localhost` is the loopback to the system's resolver: a connection that resolved the name
    // again, by itself, would reach the test server and read its body.
    const resolve = rebinding(['93.184.216.34'], ['127.0.0.1']);
    const fetching = fetchSitemap(`http://localhost:${port()}/ok/robots.txt`, { allowPrivateNetwork: false, resolve });
    await expect(fetching).rejects.toThrow('refused to connect to localhost: it resolves to 127.0.0.1, a loopback, link-local or private address; sitemaps are fetched only from public http(s) addresses (robotscope coverage --allow-private-network fetches others)');
    expect(resolve.calls).toBe(2);
  });

  it('is refused before any connection when the name resolves to a private address', async () => {
    const resolve = rebinding(['10.0.0.7']);
    await expect(fetchSitemap(`http://intranet.test:${port()}/ok/robots.txt`, { allowPrivateNetwork: false, resolve })).rejects.toThrow('refused to fetch http://intranet.test');
    expect(resolve.calls).toBe(1);
  });

  it('reaches the loopback when the person allows private addresses (--allow-private-network)', async () => {
    const body = await fetchSitemap(`${server.origin}/ok/robots.txt`, { allowPrivateNetwork: true });
    expect(new TextDecoder().decode(body)).toBe('User-agent: *\nDisallow: /private\n');
  });
});

describe('the pinned transport', () => {
  // Every name connects to the test server: a name DNS does not know is reached only through the lookup.
  const toServer = requestVia((_host, options, callback) => (options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)));

  it('connects where its lookup says, by the name asked (a name no DNS knows)', async () => {
    const report = await fetchRobots(`http://pinned.invalid:${port()}/ok/robots.txt`, { transport: toServer });
    expect(report.conclusion).toBe('parse');
    expect(new TextDecoder().decode(report.body!)).toBe('User-agent: *\nDisallow: /private\n');
  });

  it('answers as Node\'s fetch does: statuses, redirects, a type that is not text, a body that never ends, a gzip bomb', async () => {
    const cases = ['ok', 'gone', 'broken', 'loop', 'nowhere', 'ftp', 'html', 'chain/4', 'cross', 'endless', 'gzip-bomb'];
    for (const path of cases) {
      const url = `${server.origin}/${path}/robots.txt`;
      const viaFetch = await fetchRobots(url);
      const viaPin = await fetchRobots(url, { transport: toServer });
      expect(fetchReport(viaPin), path).toEqual(fetchReport(viaFetch));
      // Compared as buffers: a deep comparison of two arrays of FETCH_READ_BYTES (an endless body's read) takes minutes.
      expect(viaPin.body === null ? null : Buffer.from(viaPin.body).equals(Buffer.from(viaFetch.body ?? [])), path).toBe(viaFetch.body === null ? null : true);
    }
  });

  it('keeps the one deadline for the whole fetch', async () => {
    const report = await fetchRobots(`${server.origin}/slow/robots.txt`, { transport: toServer, timeoutSeconds: 0.5 });
    expect(report).toMatchObject({ conclusion: 'disallow-all', unreachable: true });
    expect(report.reason).toContain('0.5');
  });
});
