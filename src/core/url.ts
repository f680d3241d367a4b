/**
 * URL -> the path a crawler matches, and a User-Agent header -> its product token.
 */

/**
 * google/robotstxt GetPathParamsQuery: path + `;params` + `?query`, fragment dropped, always
 * starting with `/`. `""` and `http://host` give `/`; `a/b` gives `/b`; `//a/b/c` gives `/b/c`.
 * Nothing is decoded or encoded. The C++ library reads the path as a C string, so a NUL ends it.
 */
export function pathFromUrl(url: string): string {
  const nul = url.indexOf('\0');
  if (nul >= 0) url = url.slice(0, nul);
  const searchStart = url.length >= 2 && url[0] === '/' && url[1] === '/' ? 2 : 0;
  const earlyPath = findFirstOf(url, searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  if (earlyPath >= 0 && (protocolEnd < 0 || earlyPath < protocolEnd)) protocolEnd = -1;
  protocolEnd = protocolEnd < 0 ? searchStart : protocolEnd + 3;
  const pathStart = findFirstOf(url, protocolEnd);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const pathEnd = hash < 0 ? url.length : hash;
  const path = url.slice(pathStart, pathEnd);
  return url[pathStart] === '/' ? path : '/' + path;
}

/** The first of `/`, `?`, `;` at or after `from`, or -1. */
function findFirstOf(s: string, from: number): number {
  for (let i = from; i < s.length; i++) {
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

const COMPATIBLE = /compatible;\s*([^;)\s]+)/i;
const BROWSERISH = /^(mozilla|opera|safari|chrome|applewebkit)$/i;

/**
 * The product token a crawler would look for, from whatever a person pastes: a bare token
 * (`Googlebot`), a token with a version (`Googlebot/2.1`), or a whole User-Agent header
 * (`Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)`).
 */
export function productToken(header: string): string {
  const h = header.trim();
  if (h === '*') return '*';
  const compatible = COMPATIBLE.exec(h);
  if (compatible && leadingToken(compatible[1])) return leadingToken(compatible[1]);
  // Without "compatible;", take the last product that is not a browser's: e.g.
  // "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; GPTBot/1.2; +https://openai.com/gptbot)".
  const products = h.match(/[A-Za-z_-]+(?=\/)/g) ?? [];
  const inParens = /\(([^)]*)\)/.exec(h)?.[1] ?? '';
  for (const part of inParens.split(';')) {
    const t = leadingToken(part.trim());
    if (t && /bot|crawl|spider|agent|user/i.test(t)) return t;
  }
  const named = products.filter((p) => !BROWSERISH.test(p) && !/^(khtml|gecko|version|mobile)$/i.test(p));
  if (named.length > 0) return named[named.length - 1];
  return leadingToken(h);
}
