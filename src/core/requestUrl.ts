/**
 * A URL as a browser requests it (issue 23 §3). People and CMS exports write URLs as browsers
 * show them, decoded (`/b/Cámaras digitales`), but a crawler requests the encoded form
 * (`/b/C%C3%A1maras%20digitales`), and Google's matcher compares the URL byte for byte as it is
 * given (spec/google-behaviours.md "Matching": the rule's non-ASCII is %-encoded, the URL's is
 * not touched). So every entry where a person gives a URL (the app's list, `check`, `test`,
 * `diff`, MCP, the robots-parser drop-in) checks this form; `batch` stays Google's raw matcher.
 *
 * The form is Chromium's URL parser's (the WHATWG URL Standard's path and query states, with
 * Chromium's path set, which also escapes `|` and `^`): tabs and newlines removed; in the path,
 * `\` read as `/` (http, https and a bare path), `.` and `..` segments resolved, C0 controls,
 * space, `"`, `<`, `>`, `` ` ``, `{`, `}`, `|`, `^`, DEL and non-ASCII %-encoded (UTF-8, a lone
 * surrogate as U+FFFD); in the query, C0 controls, space, `"`, `<`, `>`, `'`, DEL and non-ASCII.
 * An existing `%xx` is kept as written, and nothing is decoded. The host and the fragment are
 * left alone: the path is what a crawler compares.
 */
import { escapeCharAt } from './pattern.ts';
import { pathFromUrl, pathStart } from './url.ts';

/** `url` as a browser requests it; the same string when nothing changes (the usual case, one scan). */
export function requestUrl(url: string): string {
  if (!MAY_CHANGE.test(url)) return url;
  const u = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const start = pathStart(u);
  // No path, or one inside the fragment (`https://h#a/b`): a browser requests `/`, as pathFromUrl reads it.
  const firstHash = u.indexOf('#');
  if (start < 0 || (firstHash >= 0 && firstHash < start)) return u;
  const hash = u.indexOf('#', start);
  const end = hash < 0 ? u.length : hash;
  const question = u.indexOf('?', start);
  const pathEnd = question < 0 || question > end ? end : question;
  const backslashIsSlash = u[0] === '/' || /^(https?|wss?|ftp|file):/i.test(u);
  let path = u.slice(start, pathEnd);
  if (backslashIsSlash) path = path.replace(/\\/g, '/');
  path = encodeRun(path, inPathSet);
  if (path[0] === '/') path = withoutDotSegments(path);
  return u.slice(0, start) + path + encodeRun(u.slice(pathEnd, end), inQuerySet) + u.slice(end);
}

/**
 * The URL a crawler requests for `written`, and the path it compares when that is not the URL as
 * written ('' when it is requested as written): `comparedAs` in every record and JSON (its words:
 * words/resultWords.ts comparedAs).
 */
export function requestedForm(written: string): { url: string; comparedAs: string } {
  const url = requestUrl(written);
  return { url, comparedAs: url === written ? '' : pathFromUrl(url) };
}

/**
 * A character requestUrl may encode, drop or change (outside `!`..`~`, or one of " ' < > \ ^ ` { | }),
 * or a segment starting with `.` or `%` (a possible `.`, `..`, `%2e`). A URL without any is
 * requested as written: lists of 1,000,000 URLs pass this one test and nothing more (a native
 * regular expression: half the time of a character loop).
 */
const MAY_CHANGE = /[^\x21-\x7e]|["'<>\\^`{|}]|\/[.%]/;

/** Chromium's path percent-encode set, for ASCII. */
function inPathSet(c: number): boolean {
  return c <= 0x20 || c === 0x7f || c === 0x22 || c === 0x3c || c === 0x3e || c === 0x60 || c === 0x7b || c === 0x7d || c === 0x7c || c === 0x5e;
}

/** The special-query percent-encode set (WHATWG URL), for ASCII. */
function inQuerySet(c: number): boolean {
  return c <= 0x20 || c === 0x7f || c === 0x22 || c === 0x3c || c === 0x3e || c === 0x27;
}

const HEX = '0123456789ABCDEF';

/** `s` with the ASCII of `set` and every non-ASCII character as %XX of its UTF-8 bytes. */
function encodeRun(s: string, set: (c: number) => boolean): string {
  let out = '';
  let kept = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && !set(c)) continue;
    const piece = c < 0x80 ? '%' + HEX[c >> 4] + HEX[c & 15] : escapeCharAt(s, i);
    out += s.slice(kept, i) + piece;
    // A surrogate pair is one character: its second half is written with it.
    if (c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    kept = i + 1;
  }
  return kept === 0 ? s : out + s.slice(kept);
}

const isDot = (s: string) => s === '.' || s.toLowerCase() === '%2e';
const isDotDot = (s: string) => s.length >= 2 && s.length <= 6 && /^(\.|%2e)(\.|%2e)$/i.test(s);

/** A path (starting `/`) with `.` and `..` segments resolved, as the URL Standard's path state does. */
function withoutDotSegments(path: string): string {
  if (!/\/(\.|%2e)/i.test(path)) return path;
  const segments = path.slice(1).split('/');
  const out: string[] = [];
  segments.forEach((s, i) => {
    const last = i === segments.length - 1;
    if (isDotDot(s)) out.pop();
    if (isDot(s) || isDotDot(s)) {
      // `/a/.` and `/a/b/..` keep their final slash: `/a/`.
      if (last) out.push('');
    } else out.push(s);
  });
  return '/' + out.join('/');
}
