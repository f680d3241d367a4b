/**
 * URL -> the path a crawler matches, and the token-reading rule Google applies to product
 * tokens (userAgent.ts reads whole User-Agent headers).
 */

/**
 * google/robotstxt GetPathParamsQuery: path + `;params` + `?query`, fragment dropped, always
 * starting with `/`. `""` and `http://host` give `/`; `a/b` gives `/b`; `//a/b/c` gives `/b/c`.
 * Nothing is decoded or encoded. The C++ library finds the path in the whole string, NULs
 * included, then reads it as a C string: a NUL ends the path (`http://e.com\0/a` gives `/a`).
 */
export function pathFromUrl(url: string): string {
  const path = pathParamsQuery(url);
  const nul = path.indexOf('\0');
  return nul < 0 ? path : path.slice(0, nul);
}

function pathParamsQuery(url: string): string {
  const end = url.length;
  const searchStart = searchStartOf(url);
  const pathStart = pathStartOf(url, searchStart);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const pathEnd = hash >= 0 && hash < end ? hash : end;
  const path = pathStart === 0 && pathEnd === url.length ? url : url.slice(pathStart, pathEnd);
  return url.charCodeAt(pathStart) === 0x2f ? path : '/' + path;
}

/** A URL that starts `//` has a host and no scheme: the search for the path starts after it. */
function searchStartOf(url: string): number {
  return url.length >= 2 && url.charCodeAt(0) === 0x2f && url.charCodeAt(1) === 0x2f ? 2 : 0;
}

/** Where the path (or `;params`, `?query`) starts, or -1 when the URL has none. */
function pathStartOf(url: string, searchStart: number): number {
  const pathStart = findFirstOf(url, searchStart, url.length);
  // The first `/`, `?` or `;` is the path's start unless it begins the `://` after a scheme:
  // no earlier `://` can exist, since its `/` would have come first.
  if (pathStart > searchStart && url.charCodeAt(pathStart - 1) === 0x3a && url.charCodeAt(pathStart) === 0x2f && url.charCodeAt(pathStart + 1) === 0x2f) {
    return findFirstOf(url, pathStart + 2, url.length);
  }
  return pathStart;
}

/** Where pathFromUrl's path (or `;params`, `?query`) starts in `url`, or -1 when it has none. */
export function pathStart(url: string): number {
  return pathStartOf(url, searchStartOf(url));
}

/** How pathFromUrl reduced a URL, piece by piece, for an explanation. */
export interface PathReduction {
  /** The path the crawler compares: exactly pathFromUrl(url). */
  path: string;
  /** What came before the path and was dropped: scheme and host ('' for a bare path). */
  dropped: string;
  /** The fragment cut from the end, `#` included ('' when none): a crawler never sends it. */
  fragment: string;
  /** A `/` was put in front (`?a` is compared as `/?a`, a URL with no path as `/`). */
  slashAdded: boolean;
  /** What followed a NUL character and was cut (Google reads the path as a C string), or ''. */
  afterNul: string;
}

/** pathFromUrl, saying what it dropped. */
export function reduceUrl(url: string): PathReduction {
  const searchStart = searchStartOf(url);
  const pathStart = pathStartOf(url, searchStart);
  const hash = url.indexOf('#', searchStart);
  const fragment = hash >= 0 ? url.slice(hash) : '';
  const rest = hash >= 0 ? url.slice(0, hash) : url;
  if (pathStart < 0 || (hash >= 0 && hash < pathStart)) {
    return { path: '/', dropped: rest, fragment, slashAdded: true, afterNul: '' };
  }
  const raw = rest.slice(pathStart);
  const slashAdded = raw.charCodeAt(0) !== 0x2f;
  const whole = slashAdded ? '/' + raw : raw;
  const nul = whole.indexOf('\0');
  const path = nul < 0 ? whole : whole.slice(0, nul);
  return { path, dropped: url.slice(0, pathStart), fragment, slashAdded, afterNul: nul < 0 ? '' : whole.slice(nul) };
}

/** The first of `/`, `?`, `;` in s[from .. end), or -1. */
function findFirstOf(s: string, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x3b) return i;
  }
  return -1;
}

/** The part of a product token Google reads: the leading run of [a-zA-Z_-] (robots.cc). */
export function leadingToken(value: string): string {
  let end = 0;
  while (end < value.length) {
    const c = value.charCodeAt(end) | 0x20;
    if ((c >= 0x61 && c <= 0x7a) || value[end] === '-' || value[end] === '_') end++;
    else break;
  }
  return value.slice(0, end);
}

/** The parts of an absolute URL the checks read (a plain shape: the package's types name no DOM or Node type). */
export interface HttpUrl {
  href: string;
  host: string;
  origin: string;
}

/**
 * The one origin every absolute Sitemap URL of a robots.txt is on (`https://www.nytimes.com`);
 * null when there are none or they name several: the site the file most likely governs, as far as
 * the file itself tells (a log's Host, the lint of a sitemap on another site).
 */
export function sitemapsOrigin(sitemaps: readonly { url: string }[]): string | null {
  const origins = new Set<string>();
  for (const s of sitemaps) {
    const url = httpUrl(s.url);
    if (url) origins.add(url.origin);
  }
  return origins.size === 1 ? [...origins][0] : null;
}

/**
 * The site a robots.txt's Sitemap lines name for its logs' Host (state logHost): sitemapsOrigin of
 * the lines whose site is written whole, so a line being typed names none until its host is done
 * (review21 L9: `Sitemap: https://www.ny` put the logs on https://www.ny). Whole: an http(s) URL
 * whose host holds a dot inside it (or is an IPv6 literal) and is followed by its path, query or
 * fragment (`https://www.nytimes.com/`); a sitemap is a file, so its URL has a path.
 */
export function sitemapsSite(sitemaps: readonly { url: string }[]): string | null {
  return sitemapsOrigin(sitemaps.filter((s) => siteWritten(s.url)));
}

function siteWritten(value: string): boolean {
  const written = /^https?:\/\/([^/?#]*)[/?#]/i.exec(value);
  if (!written) return false;
  const url = httpUrl(value);
  if (!url) return false;
  const host = url.host.replace(/:\d*$/, '');
  return host.startsWith('[') || /^[^.]+(\.[^.]+)+$/.test(host);
}

/** `value` as an absolute http(s) URL, written with its scheme (`https://e.com/s.xml`); null for anything else. */
export function httpUrl(value: string): HttpUrl | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
