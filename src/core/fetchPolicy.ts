/**
 * What a crawler concludes from fetching /robots.txt (RFC 9309 2.3.1, and Google's documented
 * handling, spec/google-behaviours.md): the HTTP exchange itself happens in a shell (the CLI,
 * the local server); this is the policy, as data and words, shared by all of them.
 */

/** At most this many consecutive redirects are followed (RFC 9309 2.3.1.2: "at least five"). */
export const MAX_REDIRECTS = 5;

/**
 * How much of a robots.txt body a fetch reads: 6 MiB, all of any real file (the largest of the
 * 516 in the corpus, 0341, is 3.7 MB), so every crawler answers a fetched file as it answers
 * the same bytes opened from disk. Googlebot reads only the first 512,000 bytes
 * (SIZE_LIMIT_BYTES) and the engine cuts there itself (googlebotView.ts); but RFC 9309 readers
 * and Bing read on, and Yandex takes a file over 500 KB as open, so a fetch that stopped near
 * Google's cut answered them from a file they never read. Not the 32 MiB the page opens from
 * disk: an endless body or a gzip bomb is read to the cap, and the server's answer to the page
 * holds it again in base64. hostile-fetch.test.ts holds every shell under 200 MB: `serve` peaked
 * at 182 MB with this cap, 220 MB with 8 MiB, 325 MB with 16 MiB.
 */
export const FETCH_READ_BYTES = 6 * 1024 * 1024;

/**
 * - `parse`: a 2xx answer; its body is the robots.txt (RFC 9309 2.3.1.1).
 * - `allow-all`: the file is "unavailable" (4xx but 429, more than 5 redirects, or a redirect
 *   without a Location, as Google documents): the crawler may fetch everything (2.3.1.3).
 * - `disallow-all`: the file is "unreachable" (429, 5xx, a network error or a time-out): the
 *   crawler must assume complete disallow (2.3.1.4).
 */
export type FetchConclusion = 'parse' | 'allow-all' | 'disallow-all';

export interface FetchOutcome {
  conclusion: FetchConclusion;
  /** One sentence a person reads: what happened and what the crawler does about it. */
  reason: string;
}

/** The end of the exchange, as a shell saw it. */
export type FetchEnd =
  | { kind: 'status'; status: number }
  /** A 3xx whose Location is no http(s) URL (ftp:, javascript:, garbage), as the server sent it. */
  | { kind: 'bad-redirect'; status: number; location: string }
  | { kind: 'too-many-redirects' }
  | { kind: 'network-error'; message: string }
  | { kind: 'timeout'; seconds: number };

export function concludeFetch(end: FetchEnd): FetchOutcome {
  if (end.kind === 'too-many-redirects') {
    return { conclusion: 'allow-all', reason: `more than ${MAX_REDIRECTS} redirects: the file counts as not found, so everything is allowed (RFC 9309 2.3.1.2; Google does the same)` };
  }
  if (end.kind === 'bad-redirect') {
    const target = end.location.length > 200 ? `${end.location.slice(0, 200)}…` : end.location;
    return { conclusion: 'disallow-all', reason: `status ${end.status} redirects to “${target}”, which is no http(s) URL a crawler can follow: it treats the file as unreachable, so everything is disallowed` };
  }
  if (end.kind === 'network-error') {
    return { conclusion: 'disallow-all', reason: `the server could not be reached (${end.message}): a crawler assumes everything is disallowed (RFC 9309 2.3.1.4)` };
  }
  if (end.kind === 'timeout') {
    return { conclusion: 'disallow-all', reason: `no answer within ${end.seconds} s: a crawler assumes everything is disallowed (RFC 9309 2.3.1.4)` };
  }
  const { status } = end;
  if (status >= 200 && status < 300) return { conclusion: 'parse', reason: `status ${status}: the body is the robots.txt (RFC 9309 2.3.1.1)` };
  if (status === 429) {
    return { conclusion: 'disallow-all', reason: 'status 429 (too many requests): Google treats it as a server error, so everything is disallowed for now' };
  }
  if (status >= 400 && status < 500) {
    return { conclusion: 'allow-all', reason: `status ${status}: there is no robots.txt, so everything is allowed (RFC 9309 2.3.1.3)` };
  }
  if (status >= 500 && status < 600) {
    return { conclusion: 'disallow-all', reason: `status ${status} (server error): everything is disallowed for now (RFC 9309 2.3.1.4); Google keeps a cached copy or, after 30 days, may treat the site as having none` };
  }
  if (status >= 300 && status < 400) return { conclusion: 'allow-all', reason: redirectedNowhere(status) };
  // 1xx, or a status outside the standard ranges.
  return { conclusion: 'disallow-all', reason: `status ${status} is no answer a crawler can use: it treats the file as unreachable, so everything is disallowed` };
}

/**
 * A 3xx without a Location header (a shell follows every 3xx that has one): a redirect that
 * leads to no robots.txt. Google follows redirects "and if no robots.txt is found, Google
 * treats it as a 404 for the robots.txt" (its robots.txt specification, "What changed"; the
 * same as for more than five hops), so everything is allowed, not disallowed.
 */
function redirectedNowhere(status: number): string {
  return `status ${status}: the server redirected without saying where (no Location header); Google treats this as no robots.txt, so everything is allowed`;
}

/**
 * Where the robots.txt of what a person typed lives: a site (`example.com`,
 * `https://example.com/some/page`) gives its origin's `/robots.txt` (RFC 9309 2.3: the file is
 * at the top level); a URL of a file named robots.txt is fetched as given (a staging copy, a
 * test server). Null when it is no http(s) URL.
 */
export function robotsTxtUrl(input: string): string | null {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  if (url.pathname.endsWith('/robots.txt')) return url.origin + url.pathname + url.search;
  return url.origin + '/robots.txt';
}

/** Whether a command-line FILE argument is a URL to fetch rather than a path. */
export function isHttpUrl(input: string): boolean {
  return /^https?:\/\//i.test(input);
}
