/**
 * One HTTP fetch as a crawler makes it, for robots.txt files (fetchRobots.ts) and sitemaps
 * (sitemapFetch.ts) alike: redirects followed by hand, up to MAX_REDIRECTS, across hosts, each
 * hop first shown to the guard (fetchGuard.ts); one time limit for it all; the body read up to
 * a cap and never further. Every step is written into the caller's report.
 */
import { MAX_REDIRECTS, type FetchEnd } from '../core/index.ts';
import { readCapped } from '../core/readCapped.ts';
import { CliError } from './cli-error.ts';
import type { Transport } from './pinnedFetch.ts';
import { version } from './usage.ts';

export interface RedirectStep {
  url: string;
  status: number;
  location: string;
}

/** What a fetch fills in as it goes; `finalUrl` starts as the URL to fetch. */
export interface FollowReport {
  /** The URL that gave the last answer. */
  finalUrl: string;
  status: number | null;
  contentType: string | null;
  redirects: RedirectStep[];
  /** Body bytes read, at most the cap; `truncated` when the body went on past it. */
  bytes: number;
  truncated: boolean;
  body: Uint8Array | null;
}

export interface FollowOptions {
  /** For the whole fetch: every redirect and the body. */
  timeoutSeconds: number;
  /** Called with each URL before it is requested, redirects included; throws to refuse it. */
  guard?: (url: string) => Promise<void>;
  /**
   * What sends each request: Node's fetch by default; the MCP server's connects only to the
   * addresses its guard let through (fetchGuard.ts guardedFetch). A CliError it throws is a
   * refusal, passed on; any other error is the network's.
   */
  transport?: Transport;
  /** The body is read up to this many bytes (as decoded: a gzip bomb stops there too). */
  maxBytes: number;
  accept: string;
}

/**
 * Requests until an answer that is not a redirect; fills `report` as it goes. One deadline for
 * it all: a time-out per request would let six slow redirects, or a body sent a byte at a time,
 * hold the fetch six times as long.
 */
export async function follow(report: FollowReport, options: FollowOptions): Promise<FetchEnd> {
  const { timeoutSeconds, guard, transport = viaFetch } = options;
  const signal = AbortSignal.timeout(timeoutSeconds * 1000);
  let url = report.finalUrl;
  for (let hop = 0; ; hop++) {
    await guard?.(url);
    let response: Response;
    try {
      response = await transport(url, { signal, headers: { 'user-agent': `robotscope/${version()} (robots.txt checker)`, accept: options.accept } });
    } catch (error) {
      if (error instanceof CliError) throw error;
      return networkEnd(error, timeoutSeconds);
    }
    report.finalUrl = url;
    report.status = response.status;
    report.contentType = response.headers.get('content-type');
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      const next = resolveLocation(location, url);
      // A target no crawler can follow (ftp:, javascript:, not a URL): named in the reason.
      if (next === null) return { kind: 'bad-redirect', status: response.status, location };
      report.redirects.push({ url, status: response.status, location: next });
      if (hop + 1 > MAX_REDIRECTS) return { kind: 'too-many-redirects' };
      url = next;
      continue;
    }
    if (response.status >= 200 && response.status < 300) {
      try {
        await readBody(response, report, options.maxBytes);
      } catch (error) {
        return networkEnd(error, timeoutSeconds);
      }
    } else {
      await response.body?.cancel();
    }
    return { kind: 'status', status: response.status };
  }
}

/** Node's fetch, redirects left to follow(). */
const viaFetch: Transport = (url, init) => fetch(url, { ...init, redirect: 'manual' });

function resolveLocation(location: string, base: string): string | null {
  try {
    const next = new URL(location, base);
    return next.protocol === 'http:' || next.protocol === 'https:' ? next.href : null;
  } catch {
    return null;
  }
}

/** The body up to `maxBytes`; past them the rest is not read (a robots.txt: as Googlebot reads 500 KiB of it). */
async function readBody(response: Response, report: FollowReport, maxBytes: number): Promise<void> {
  const read = await readCapped(response.body, maxBytes);
  report.body = read.bytes;
  report.bytes = read.bytes.length;
  report.truncated = read.truncated;
}

function networkEnd(error: unknown, timeoutSeconds: number): FetchEnd {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout', seconds: timeoutSeconds };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const message = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return { kind: 'network-error', message };
}

