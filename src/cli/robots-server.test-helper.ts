/**
 * A real HTTP server on 127.0.0.1 that answers the way real sites answer a robots.txt fetch:
 * each path is one case (statuses, redirect chains and loops, a slow answer, a huge body, a
 * non-text type, an HTML error page with status 200, a body that never ends, a gzip bomb, a
 * rule past what a fetch reads,
 * redirects that each take their time). Tests fetch from it over the loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export const ROBOTS_BODY = 'User-agent: *\nDisallow: /private\n';
/** A robots.txt naming its sitemaps (issue 25 §3: fetch and serve show them). */
export const SITEMAPS_BODY = `${ROBOTS_BODY}\nSitemap: https://www.example.com/sitemap_index.xml\nSitemap: https://www.example.com/news.xml.gz\n`;
/**
 * A site whose robots.txt names a sitemap index (a gzipped child and a plain one) and a plain
 * sitemap, under /site/ on the server's origin: each sitemap's path and its page paths.
 */
export const SITE_SITEMAPS = {
  index: '/site/sitemap_index.xml',
  children: { '/site/products.xml.gz': ['/p/1', '/p/2', '/p/3', '/p/4', '/private/p/5'], '/site/categories.xml': ['/c/shoes', '/c/hats'] },
  plain: { '/site/pages.xml': ['/', '/about', '/private/team'] },
} as const;

/** The /site/ files of SITE_SITEMAPS on `origin`, by path; gzip for a .gz path. */
function siteSitemapFiles(origin: string): Map<string, string | Buffer> {
  const urlset = (paths: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => `  <url><loc>${origin}${p}</loc></url>\n`).join('')}</urlset>\n`;
  const files = new Map<string, string | Buffer>();
  files.set('/site/robots.txt', `${ROBOTS_BODY}\nSitemap: ${origin}${SITE_SITEMAPS.index}\nSitemap: ${origin}/site/pages.xml\n`);
  files.set(SITE_SITEMAPS.index, `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Object.keys(SITE_SITEMAPS.children).map((p) => `  <sitemap><loc>${origin}${p}</loc></sitemap>\n`).join('')}</sitemapindex>\n`);
  for (const [path, pages] of Object.entries({ ...SITE_SITEMAPS.children, ...SITE_SITEMAPS.plain })) files.set(path, path.endsWith('.gz') ? gzipSync(urlset(pages)) : urlset(pages));
  return files;
}

/** Bytes in the huge body (sent with its Content-Length): past what a fetch reads. */
export const HUGE_BYTES = 4 * 1024 * 1024;
/** How long each hop of /slow-chain/N/ waits before it answers. */
export const SLOW_HOP_MS = 400;

export interface RobotsServer {
  origin: string;
  /** The same server under another host name (localhost), for a cross-host redirect. */
  otherHost: string;
  close(): Promise<void>;
}

/**
 * `onRequest` hears of every request, so a test can prove none was sent; `files` are served as
 * they are, text/plain with status 200, by path (a real robots.txt of the corpus).
 */
export async function startRobotsServer(options: { onRequest?: (path: string) => void; files?: Record<string, Uint8Array> } = {}): Promise<RobotsServer> {
  let port = 0;
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    options.onRequest?.(path);
    const file = options.files?.[path];
    if (file !== undefined) return void res.writeHead(200, { 'content-type': 'text/plain' }).end(file);
    const slowHop = /^\/slow-chain\/(\d+)\/robots\.txt$/.exec(path);
    if (slowHop) {
      const left = Number(slowHop[1]);
      const answer = () => left === 0 ? text(res, 200, ROBOTS_BODY) : res.writeHead(302, { location: `/slow-chain/${left - 1}/robots.txt` }).end();
      setTimeout(answer, SLOW_HOP_MS).unref();
      return;
    }
    const redirect = /^\/chain\/(\d+)\/robots\.txt$/.exec(path);
    if (redirect) {
      const left = Number(redirect[1]);
      if (left === 0) return text(res, 200, ROBOTS_BODY);
      res.writeHead(left % 2 === 0 ? 301 : 302, { location: `/chain/${left - 1}/robots.txt` }).end();
      return;
    }
    const siteFile = siteSitemapFiles(`http://127.0.0.1:${port}`).get(path);
    if (siteFile !== undefined) {
      const type = path.endsWith('.gz') ? 'application/gzip' : path.endsWith('.xml') ? 'application/xml' : 'text/plain';
      return void res.writeHead(200, { 'content-type': type }).end(siteFile);
    }
    switch (path) {
      case '/robots.txt':
      case '/ok/robots.txt':
        return text(res, 200, ROBOTS_BODY);
      case '/sitemaps/robots.txt':
        return text(res, 200, SITEMAPS_BODY);
      case '/gone/robots.txt':
        return text(res, 404, 'not found');
      case '/busy/robots.txt':
        return text(res, 429, 'slow down');
      case '/broken/robots.txt':
        return text(res, 503, 'down for maintenance');
      case '/loop/robots.txt':
        return void res.writeHead(302, { location: '/loop/robots.txt' }).end();
      case '/cross/robots.txt':
        return void res.writeHead(301, { location: `http://localhost:${port}/ok/robots.txt` }).end();
      case '/nowhere/robots.txt':
        return void res.writeHead(302, {}).end();
      case '/image/robots.txt':
        // An image served as robots.txt: bytes, not text (the page refuses it as binary data).
        res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 73 + 11) & 0xff)));
        return;
      case '/ftp/robots.txt':
        return void res.writeHead(302, { location: 'ftp://files.example.com/robots.txt' }).end();
      case '/slow/robots.txt':
        setTimeout(() => text(res, 200, ROBOTS_BODY), 3000).unref();
        return;
      case '/binary/robots.txt':
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(ROBOTS_BODY);
        return;
      case '/html/robots.txt':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!DOCTYPE html>\n<html><body><h1>Oops</h1>\nDisallow: /\n</body></html>\n');
        return;
      case '/huge/robots.txt':
        return huge(res);
      case '/endless/robots.txt':
        return endless(res);
      case '/past-cut/robots.txt':
        return pastCut(res);
      case '/gzip-bomb/robots.txt':
        return gzipBomb(res);
      default:
        return text(res, 404, 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    otherHost: `http://localhost:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function text(res: import('node:http').ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
}

/** A robots.txt whose first rule blocks /private, followed by HUGE_BYTES of comment lines. */
function huge(res: import('node:http').ServerResponse): void {
  commentLines(res, HUGE_BYTES);
}

/** HEAD_LINE and comment lines to `bytes` (whole lines of 1 KiB), then `tail`, with its length said. */
function commentLines(res: import('node:http').ServerResponse, bytes: number, tail = Buffer.alloc(0)): void {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(bytes + tail.length) });
  let sent = 0;
  const pump = (): void => {
    while (sent < bytes) {
      const chunk = sent === 0 ? HEAD_LINE : COMMENT_LINE;
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end(tail);
  };
  res.on('error', () => {});
  res.on('close', () => { sent = bytes; });
  pump();
}

/** The head of the endless body and of the bomb, then comment lines of 1 KiB. */
const HEAD_LINE = Buffer.from(ROBOTS_BODY.padEnd(1024, '#').slice(0, 1023) + '\n');
const COMMENT_LINE = Buffer.from('# ' + 'x'.repeat(1021) + '\n');

/**
 * A robots.txt that never ends: blocks of 16 KiB as fast as the reader takes them, until it goes
 * away (fast enough that a fetch meets its read cap, 32 MiB, well within its time limit).
 */
function endless(res: import('node:http').ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/plain' });
  const block = Buffer.concat(Array.from({ length: 16 }, () => COMMENT_LINE));
  let open = true;
  res.on('error', () => {});
  res.on('close', () => { open = false; });
  res.write(HEAD_LINE);
  const pump = (): void => {
    while (open) {
      if (!res.write(block)) return void res.once('drain', pump);
    }
  };
  pump();
}

/** The rule /past-cut/robots.txt has past PAST_CUT_AT bytes, the only one that blocks /late. */
export const PAST_CUT_RULE = 'Disallow: /late';
/** Where that rule starts: 7 MiB, past what a fetch reads (6 MiB, core FETCH_READ_BYTES). */
export const PAST_CUT_AT = 7 * 1024 * 1024;

/**
 * A robots.txt of ROBOTS_BODY, comment lines of 1 KiB to PAST_CUT_AT bytes, then a group for every
 * crawler whose one rule blocks /late: a crawler that reads the whole file blocks /late.
 */
function pastCut(res: import('node:http').ServerResponse): void {
  commentLines(res, PAST_CUT_AT, Buffer.from(`User-agent: *\n${PAST_CUT_RULE}\n`));
}

/** Bytes a gzip bomb inflates to: 1 GiB, from about a megabyte on the wire. */
export const BOMB_BYTES = 1024 * 1024 * 1024;

let bombMembers: { first: Buffer; rest: Buffer } | null = null;

/**
 * A gzip body that inflates to BOMB_BYTES: 1,024 gzip members (RFC 1952 2.2: a gzip file is a
 * series of members) of 1 MiB of comment lines each, the first starting with a rule.
 */
function gzipBomb(res: import('node:http').ServerResponse): void {
  if (bombMembers === null) {
    const mib = Buffer.concat(Array.from({ length: 1024 }, () => COMMENT_LINE));
    const first = Buffer.from(mib);
    HEAD_LINE.copy(first);
    bombMembers = { first: gzipSync(first, { level: 9 }), rest: gzipSync(mib, { level: 9 }) };
  }
  const { first, rest } = bombMembers;
  res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
  res.on('error', () => {});
  res.end(Buffer.concat([first, ...Array.from({ length: BOMB_BYTES / (1024 * 1024) - 1 }, () => rest)]));
}
