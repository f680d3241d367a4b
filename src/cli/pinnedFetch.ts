/**
 * The one request fetchRobots needs (GET, manual redirects, a deadline), over node:http(s) with
 * the connection's name lookup injected: the MCP server's fetches connect to the addresses its
 * guard checked, and to no other (fetchGuard.ts publicLookup). Node's built-in fetch resolves a
 * name again when it connects and offers no hook for that lookup, so a name whose DNS answer
 * changes between the check and the connection (DNS rebinding, a TTL of 0) would reach what the
 * check refused.
 *
 * The answer is a web Response as fetch gives it: the headers as sent, the body decoded as fetch
 * decodes it (gzip, deflate, br; another coding is left as it came), so fetchRobots reads both
 * alike (pinnedFetch.test.ts compares them on every case of the test server).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface RequestInit {
  signal: AbortSignal;
  headers: Record<string, string>;
}

/** What fetchRobots asks of its transport: fetch(url, { redirect: 'manual', ... }). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

const DECODERS: Readonly<Record<string, () => Transform>> = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };

/** Statuses a Response has no body for (Fetch standard: null body status). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** A transport whose connections find their addresses through `lookup`. */
export function requestVia(lookup: LookupFunction): Transport {
  return (url, init) => new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(target, { method: 'GET', headers: { 'accept-encoding': 'gzip, deflate, br', ...init.headers }, signal: init.signal, lookup }, (res) => {
      try {
        resolve(responseOf(res));
      } catch (error) {
        res.destroy();
        reject(error);
      }
    });
    request.on('error', reject);
    request.end();
  });
}

function responseOf(res: IncomingMessage): Response {
  const status = res.statusCode ?? 0;
  // A status fetch cannot hold (under 200 or over 599) is a broken answer, as fetch says too.
  if (status < 200 || status > 599) throw new TypeError(`invalid HTTP status ${status}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
  const decoder = DECODERS[(res.headers['content-encoding'] ?? '').trim().toLowerCase()];
  // pipeline passes an error of either stream on (a broken gzip body, the deadline) to the reader.
  const body = decoder ? pipeline(res, decoder(), () => {}) : res;
  if (NULL_BODY.has(status)) res.resume();
  return new Response(NULL_BODY.has(status) ? null : (Readable.toWeb(body) as ReadableStream<Uint8Array>), { status, headers });
}
