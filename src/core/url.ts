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
  const searchStart = end >= 2 && url.charCodeAt(0) === 0x2f && url.charCodeAt(1) === 0x2f ? 2 : 0;
  let pathStart = findFirstOf(url, searchStart, end);
  // The first `/`, `?` or `;` is the path's start unless it begins the `://` after a scheme:
  // no earlier `://` can exist, since its `/` would have come first.
  if (pathStart > searchStart && url.charCodeAt(pathStart - 1) === 0x3a && url.charCodeAt(pathStart) === 0x2f && url.charCodeAt(pathStart + 1) === 0x2f) {
    pathStart = findFirstOf(url, pathStart + 2, end);
  }
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const pathEnd = hash >= 0 && hash < end ? hash : end;
  const path = pathStart === 0 && pathEnd === url.length ? url : url.slice(pathStart, pathEnd);
  return url.charCodeAt(pathStart) === 0x2f ? path : '/' + path;
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
