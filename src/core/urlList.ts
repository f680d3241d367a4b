/**
 * A pasted or opened list of URLs -> the URLs to test (issue 11 §2). Absolute URLs and bare
 * paths are tested; a line that is neither is flagged with the reason, never tested: the
 * engine reduces anything to a path (pathFromUrl gives `/` for `not a url`, `#frag` or
 * `//private`), so a mistyped line would otherwise come back as a confident verdict for `/`.
 * What is accepted here is exactly what pathFromUrl reduces to the path the person wrote.
 */

export interface FlaggedLine {
  /** 1-based line number in the list. */
  line: number;
  /** The line as written (trimmed). */
  text: string;
  /** What is wrong and what to write instead. */
  why: string;
}

export interface UrlList {
  /** The URLs to test, first occurrence of each, in list order; paths joined to the origin when one is given. */
  urls: string[];
  /** The 1-based list line of each URL in `urls`. */
  lines: number[];
  flagged: FlaggedLine[];
  /** Lines that repeat an earlier URL (after joining the origin): counted, tested once. */
  duplicates: number;
}

export interface Origin {
  /** `scheme://host[:port]`, lower-cased, default port dropped; '' when none was given. */
  origin: string;
  /** Why the field is not an origin; '' when it is (or is empty). */
  error: string;
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;
const DEFAULT_PORT: Record<string, string> = { http: ':80', https: ':443' };
/** A request line of a server log: `"GET /path HTTP/1.1"`. */
const LOG_REQUEST = /"?(?:GET|HEAD|POST|PUT|DELETE|OPTIONS|PATCH) (\S+) HTTP\/\d/;

/** The origin field: `https://example.com`, `example.com` (https assumed) or empty. */
export function readOrigin(field: string): Origin {
  const f = field.trim();
  if (f === '') return { origin: '', error: '' };
  const withScheme = SCHEME.test(f) ? f : `https://${f}`;
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#;\s@]+)\/?$/.exec(withScheme);
  if (!m) return { origin: '', error: `"${f}" is not an origin: write the site alone, as https://example.com (no path).` };
  return { origin: normalOrigin(m[1], m[2]), error: '' };
}

function normalOrigin(scheme: string, host: string): string {
  const s = scheme.toLowerCase();
  let h = host.toLowerCase();
  if (DEFAULT_PORT[s] && h.endsWith(DEFAULT_PORT[s])) h = h.slice(0, -DEFAULT_PORT[s].length);
  return `${s}://${h}`;
}

/** The host part of an absolute URL: after `://`, up to the path, params, query or fragment. */
function hostOf(url: string, afterScheme: number): string {
  let end = afterScheme;
  while (end < url.length && !'/?;#'.includes(url[end])) end++;
  return url.slice(afterScheme, end);
}

/** Whether `t` holds whitespace or a control character (one pass: lists run to 100,000 lines). */
function hasSpaceOrControl(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f || c === 0x85 || c === 0xa0 || c === 0xfeff || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x3000) return true;
  }
  return false;
}

/** Why a trimmed, non-empty line is not a URL or a path, or '' when it is one. */
export function whyNotUrl(t: string): string {
  if (t[0] === '#') return 'only a fragment: a crawler never sends the part after #, so there is no path to test.';
  if (hasSpaceOrControl(t)) return whySpaced(t);
  if (t[0] === '/') {
    return t[1] !== '/' ? '' : `starts with //, which is read as a host (//host/path), not a path: write one slash (${t.replace(/^\/+/, '/')}) or the whole URL.`;
  }
  const scheme = SCHEME.exec(t);
  if (scheme) return hostOf(t, scheme[0].length) === '' ? `no host after "${scheme[0]}": write the site's name, as https://example.com/page.` : '';
  const looksLikeHost = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?([/?#;]|$)/.test(t);
  if (looksLikeHost) return `no scheme: write https://${t} (or the path alone, starting with /).`;
  return NOT_URL;
}

const NOT_URL = 'not a URL or a path: a URL starts with https://, a path with /.';

function whySpaced(t: string): string {
  if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(t)) return 'holds a control character, which no crawler sends in a URL.';
  const log = LOG_REQUEST.exec(t);
  if (log) return `a server log line, not a URL: paste the path it requested (${log[1]}) on its own line.`;
  if (t[0] === '/' || SCHEME.test(t)) return 'holds a space: a crawler sends a space as %20, so write %20 where the space is.';
  return NOT_URL;
}

/**
 * What one line of the list is: null when blank, the URL to test (a bare path joined to
 * `origin` when one is given), or why it is not tested. With an origin, an absolute URL of
 * another origin is flagged, since this robots.txt governs only its own scheme, host and port
 * (RFC 9309 2.3). Lines are read one by one, so a list can be read again a changed line at a
 * time (urlListReader.ts).
 */
export type LineReading = null | string | { text: string; why: string };

export function readListLine(line: string, origin: string): LineReading {
  const t = line.trim();
  if (t === '') return null;
  const why = whyNotUrl(t) || otherOrigin(t, origin);
  if (why) return { text: t, why };
  return t[0] === '/' && origin ? origin + t : t;
}

/** The list from its lines' readings, in order: first occurrences tested, repeats counted. */
export function assembleList(readings: ArrayLike<LineReading>): UrlList {
  const out: UrlList = { urls: [], lines: [], flagged: [], duplicates: 0 };
  const seen = new Set<string>();
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i];
    if (r === null) continue;
    if (typeof r !== 'string') {
      out.flagged.push({ line: i + 1, text: r.text, why: r.why });
      continue;
    }
    if (seen.has(r)) {
      out.duplicates++;
      continue;
    }
    seen.add(r);
    out.urls.push(r);
    out.lines.push(i + 1);
  }
  return out;
}

/** The line breaks of a list: `\n`, `\r\n` or `\r`. */
export const LIST_BREAK = /\r\n|\r|\n/;

/** Reads a URL list, one URL or path per line (readListLine). */
export function readUrlList(text: string, origin = ''): UrlList {
  return assembleList(text.split(LIST_BREAK).map((line) => readListLine(line, origin)));
}

function otherOrigin(t: string, origin: string): string {
  if (!origin) return '';
  // The usual case first: the URL spells the origin as the field does.
  if (t.startsWith(origin) && (t.length === origin.length || '/?;#'.includes(t[origin.length]))) return '';
  const scheme = SCHEME.exec(t);
  if (!scheme) return '';
  const own = normalOrigin(scheme[1], hostOf(t, scheme[0].length));
  return own === origin ? '' : `another site (${own}): this robots.txt governs only ${origin}.`;
}
