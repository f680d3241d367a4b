/**
 * A sitemap fetched by URL (`robotscope coverage --sitemap URL`, a child an index names by URL,
 * `serve`'s /api/sitemap; issue 25 §3) with `fetch`'s limits (fetchFollow.ts: up to 5 redirects,
 * one time limit for it all) and never read past the sitemap protocol's 50 MB (sitemaps.org: "no
 * larger than 50MB (52,428,800 bytes)"). Only public addresses are fetched unless the person
 * allows more (fetchGuard.ts): an index may name any URL as a child, and what a child lists is
 * printed back.
 */
import { isHttpUrl } from '../core/index.ts';
import { CliError, EXIT_NETWORK } from './cli-error.ts';
import { follow, type FollowReport } from './fetchFollow.ts';
import { guardedFetch, type Resolve } from './fetchGuard.ts';
import type { Transport } from './pinnedFetch.ts';

/** The protocol's limit for one sitemap, uncompressed; a fetch reads one byte more to know it went past. */
export const SITEMAP_MAX_BYTES = 52_428_800;
/** As `fetch`'s (fetchRobots.ts); --timeout changes it. */
const DEFAULT_TIMEOUT_SECONDS = 10;

/** Said of a refused sitemap URL. */
const SITEMAPS_HOW = 'sitemaps are fetched only from public http(s) addresses (robotscope coverage --allow-private-network fetches others)';

export interface SitemapFetchOptions {
  /** Let the fetch reach loopback, link-local and private addresses. */
  allowPrivateNetwork: boolean;
  timeoutSeconds?: number;
  /** Instead of refusePrivate with the command's words: the caller's check of each hop (the MCP server's). */
  guard?: (url: string) => Promise<void>;
  /** What sends each request (fetchFollow.ts): the MCP server's pins each connection to a checked address. */
  transport?: Transport;
  /** How the default guard resolves a host name, for the check and the connection alike; injected in tests. */
  resolve?: Resolve;
}

/** The sitemap's bytes (gzipped as served when the file itself is a .gz); a CliError says why there are none. */
export async function fetchSitemap(url: string, options: SitemapFetchOptions): Promise<Uint8Array> {
  if (!isHttpUrl(url)) throw new CliError(`sitemap ${url}: not an http(s) URL`);
  const report: FollowReport = { finalUrl: url, status: null, contentType: null, redirects: [], bytes: 0, truncated: false, body: null };
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  // Refused private addresses are refused at the connection too: each connection goes to the
  // addresses checked, so a name that resolves otherwise when connected to (DNS rebinding) reaches
  // nothing private (fetchGuard.ts), for the command's sitemaps as for the MCP server's fetches.
  const { guard, transport } = options.allowPrivateNetwork ? options : options.guard ? options : guardedFetch(options.resolve, SITEMAPS_HOW);
  const end = await follow(report, { timeoutSeconds, guard, transport, maxBytes: SITEMAP_MAX_BYTES + 1, accept: 'application/xml,text/xml,text/plain;q=0.9,*/*;q=0.8' });
  const hops = report.redirects.length > 0 ? ` (redirected to ${report.finalUrl})` : '';
  if (end.kind === 'network-error') throw new CliError(`sitemap ${url}${hops}: no answer (${end.message})`, EXIT_NETWORK);
  if (end.kind === 'timeout') throw new CliError(`sitemap ${url}${hops}: no answer within ${end.seconds} s`, EXIT_NETWORK);
  if (end.kind === 'too-many-redirects') throw new CliError(`sitemap ${url}: more than 5 redirects`);
  if (end.kind === 'bad-redirect') throw new CliError(`sitemap ${url}: status ${end.status} redirects to no http(s) URL`);
  if (end.status < 200 || end.status > 299 || report.body === null) throw new CliError(`sitemap ${url}${hops}: status ${end.status}, no sitemap`);
  if (report.truncated || report.bytes > SITEMAP_MAX_BYTES) {
    throw new CliError(`sitemap ${url}${hops}: over ${SITEMAP_MAX_BYTES.toLocaleString('en')} bytes, the sitemap protocol's limit: not read`);
  }
  return report.body;
}
