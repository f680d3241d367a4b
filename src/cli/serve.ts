/**
 * `robotscope serve [--port P] [--dir DIR]`: the site, served from this machine, plus what a
 * static host cannot give it: `/api/fetch`, a same-origin endpoint that fetches a site's
 * robots.txt as a crawler does (fetchRobots.ts), so the page can load live files that the
 * browser (CORS) would not let it read. It listens on 127.0.0.1 only, and answers the endpoint
 * only to the page itself (its own Host, and a header a cross-site page cannot send without a
 * preflight this server never grants), so it is no open proxy for other sites or the network.
 * The fetched file's own `Sitemap:` lines come with it (`sitemaps`), and `/api/sitemap` fetches
 * one of them, or any public sitemap URL, as `robotscope coverage --sitemap URL` does
 * (sitemapFetch.ts: fetch's limits, the protocol's 50 MB, public addresses only), so the page
 * can offer the site's sitemaps as URL sets (issue 25 §3).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError } from './cli-error.ts';
import { parseRobots } from '../core/index.ts';
import { fetchReport, fetchRobots } from './fetchRobots.ts';
import { parseHeadersFile } from './headersFile.ts';
import type { Output } from './output.ts';
import { fetchSitemap } from './sitemapFetch.ts';

/** The header the page sends with every /api/fetch request (see src/ui's fetch). */
export const FETCH_HEADER = 'x-robotscope-fetch';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8', '.ico': 'image/x-icon',
};

export async function runServe({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  if (positionals.length > 0) throw new CliError('serve: takes no arguments but --port, --dir and --allow-private-network');
  const port = values.port === undefined ? 4174 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`serve: --port takes a port number, not '${String(values.port)}'`);
  const root = typeof values.dir === 'string' ? values.dir : fileURLToPath(new URL('../../dist/', import.meta.url));
  if (!(await stat(join(root, 'index.html')).catch(() => null))) {
    throw new CliError(`serve: ${root} holds no built site (index.html); run \`npm run build\` first`);
  }
  const headers = await siteHeaders(root);
  const allowPrivateNetwork = values['allow-private-network'] === true;
  const server = createServer((req, res) => void handle(req, res, { root, headers, allowPrivateNetwork }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(new CliError(`serve: cannot listen on 127.0.0.1:${port}: ${error.code ?? error.message}`)));
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  out.write(`Robotscope at http://127.0.0.1:${bound}/ (fetching robots.txt files when you ask; Ctrl+C stops)\n`);
  await out.flush();
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => resolve()));
    server.on('close', resolve);
  });
  return 0;
}

/** The headers `_headers` gives every path (`/*`), sent with every answer; none without the file. */
async function siteHeaders(root: string): Promise<Record<string, string>> {
  const text = await readFile(join(root, '_headers'), 'utf8').catch(() => '');
  return parseHeadersFile(text).get('/*') ?? {};
}

/** What every request is answered with: the site's folder, its `_headers`, and whether sitemaps may be fetched from private addresses. */
interface Site { root: string; headers: Record<string, string>; allowPrivateNetwork: boolean }

async function handle(req: IncomingMessage, res: ServerResponse, { root, headers, allowPrivateNetwork }: Site): Promise<void> {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain; charset=utf-8', 'GET only\n', headers);
    if (url.pathname === '/api/fetch') return await apiFetch(req, res, url, headers);
    if (url.pathname === '/api/sitemap') return await apiSitemap(req, res, url, headers, allowPrivateNetwork);
    await serveFile(res, root, url.pathname, headers, req.method === 'HEAD');
  } catch {
    if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'internal error\n', headers);
    else res.destroy();
  }
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'content-type': type, 'cache-control': 'no-store' }).end(body);
}

/** Only the page itself: its own Host (no DNS rebinding) and the header no other site can send. */
function fromThePage(req: IncomingMessage): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  const local = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);
  return local && req.headers[FETCH_HEADER] === '1';
}

async function apiFetch(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>): Promise<void> {
  if (!fromThePage(req)) return send(res, 403, 'application/json', JSON.stringify({ error: 'only the Robotscope page served here may fetch' }), headers);
  const target = url.searchParams.get('url') ?? '';
  try {
    // An endless body or a gzip bomb stops at FETCH_READ_BYTES (fetchRobots, for every caller);
    // the page's own cap on this answer follows it (app/fetchSite.ts MAX_ANSWER_BYTES).
    const fetched = await fetchRobots(target);
    const bytes = fetched.body;
    const sitemaps = bytes === null ? [] : parseRobots(bytes).sitemaps.map((s) => s.url);
    // The body (up to FETCH_READ_BYTES, a third more in base64) is written as its own part, from a view of the
    // bytes: no copy of it, and no JSON.stringify copy of its base64 (hostile-fetch.test.ts).
    const body = bytes === null ? 'null' : `"${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}"`;
    res.writeHead(200, { ...headers, 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.write(`{"report":${JSON.stringify(fetchReport(fetched))},"body":`);
    res.write(body);
    res.end(`,"sitemaps":${JSON.stringify(sitemaps)}}`);
  } catch (error) {
    send(res, 400, 'application/json', JSON.stringify({ error: error instanceof Error ? error.message : String(error) }), headers);
  }
}

/** A sitemap's bytes (base64, gzipped as served when the file is a .gz), or why there are none. */
async function apiSitemap(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>, allowPrivateNetwork: boolean): Promise<void> {
  if (!fromThePage(req)) return send(res, 403, 'application/json', JSON.stringify({ error: 'only the Robotscope page served here may fetch' }), headers);
  try {
    const bytes = await fetchSitemap(url.searchParams.get('url') ?? '', { allowPrivateNetwork });
    send(res, 200, 'application/json', JSON.stringify({ body: Buffer.from(bytes).toString('base64') }), headers);
  } catch (error) {
    send(res, 400, 'application/json', JSON.stringify({ error: error instanceof Error ? error.message : String(error) }), headers);
  }
}

async function serveFile(res: ServerResponse, root: string, pathname: string, headers: Record<string, string>, headOnly: boolean): Promise<void> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return send(res, 400, 'text/plain; charset=utf-8', 'bad path\n', headers);
  }
  const file = normalize(join(root, relative.endsWith('/') ? relative + 'index.html' : relative));
  if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) return send(res, 403, 'text/plain; charset=utf-8', 'forbidden\n', headers);
  const info = await stat(file).catch(() => null);
  if (!info || !info.isFile()) return send(res, 404, 'text/plain; charset=utf-8', 'not found\n', headers);
  res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': String(info.size) });
  if (headOnly) return void res.end();
  createReadStream(file).pipe(res);
}
