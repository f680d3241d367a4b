/**
 * A pasted or opened list of URLs -> the URLs to test (issue 11 §2). Absolute URLs and bare
 * paths are tested; a line that is neither is flagged with the reason, never tested: the
 * engine reduces anything to a path (pathFromUrl gives `/` for `not a url`, `#frag`,
 * `//private` or `http://[bad`), so a mistyped line would otherwise come back as a confident
 * verdict for `/`. What is accepted here is exactly what pathFromUrl reduces to the path the
 * person wrote (the engine then checks it as a browser requests it, core requestUrl).
 *
 * A robots.txt governs one origin, its scheme, host and port (RFC 9309 2.3): a URL of another
 * is flagged, never graded by this file. The file's origin (fileOrigin) is the Origin field
 * (which a fetch fills with the fetched site), else the list's most common origin.
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
  /** The origin the file is taken to govern, and where that comes from. */
  site: FileOrigin;
  /** The URLs to test, first occurrence of each, in list order; paths joined to the origin when one is given. */
  urls: string[];
  /** The 1-based list line of each URL in `urls`. */
  lines: number[];
  flagged: FlaggedLine[];
  /** Lines that repeat an earlier URL (after joining the origin): counted, tested once. */
  duplicates: number;
}

/**
 * The site a robots.txt governs: the Origin field's (typed, or filled by a fetch), else the
 * most common origin of the list's URLs (`list`), else none.
 */
export interface FileOrigin {
  origin: string;
  from: 'field' | 'list' | 'none';
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

/** Why an absolute URL's authority (`user@host:port`) is no host a browser opens, or ''. */
function whyBadHost(authority: string): string {
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  const m = /^(\[[0-9A-Fa-f:.]+\]|[^\s<>[\]\\^|"/:?#@]+)(?::(\d*))?$/.exec(hostPort);
  if (m && (m[2] === undefined || m[2] === '' || Number(m[2]) <= 65535)) return '';
  return `"${hostPort}" is no host a browser can open, so no crawler requests this URL: check the part after //.`;
}

/**
 * A `\` where the host ends: the WHATWG URL standard (basic URL parser, authority state) reads
 * it as `/` in an http(s) URL, so a browser opens `https://example.com\a` as
 * `https://example.com/a`. Not tested, as the list holds it (a crawler may resolve it otherwise),
 * but never said to be a host no browser opens: it says what a browser requests instead.
 */
function whyBackslash(url: string, host: string): string {
  if (!host.includes('\\')) return '';
  // What a browser opens is its URL parser's answer: a bad host or port before the \ opens
  // nothing (whyBadHost says so), and a \ in the query or fragment stays a \.
  let opens: string;
  try {
    opens = new URL(url).href;
  } catch {
    return '';
  }
  return `a \\ after the host, which a browser reads as / (it opens ${opens}): write the URL with /.`;
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
  const spaced = hasSpaceOrControl(t) ? whySpaced(t) : '';
  if (spaced) return spaced;
  if (t.includes('\ufffd')) return UNDECODED;
  if (t[0] === '/') {
    return t[1] !== '/' ? '' : `starts with //, which is read as a host (//host/path), not a path: write one slash (${t.replace(/^\/+/, '/')}) or the whole URL.`;
  }
  const scheme = SCHEME.exec(t);
  if (scheme) {
    const host = hostOf(t, scheme[0].length);
    if (host === '') return `no host after "${scheme[0]}": write the site's name, as https://example.com/page.`;
    if (!/^https?$/i.test(scheme[1])) return `a ${scheme[1].toLowerCase()}: URL: web crawlers fetch http: and https: URLs, and robots.txt rules are tested for those.`;
    return whyBackslash(t, host) || whyBadHost(host);
  }
  const looksLikeHost = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?([/?#;]|$)/.test(t);
  if (looksLikeHost) return `no scheme: write https://${t} (or the path alone, starting with /).`;
  return NOT_URL;
}

/**
 * U+FFFD is what a decoder puts for bytes it cannot read (a Latin-1 file read as UTF-8): tested,
 * it is /caf%EF%BF%BD, a URL the site does not have, where the file meant /café.
 */
const UNDECODED = 'holds �, which stands for bytes that were not read as text (a file read in another encoding than it was saved in): the URL the site has is not known, so it is not tested.';

const NOT_URL = 'not a URL or a path: a URL starts with https://, a path with /.';

function whySpaced(t: string): string {
  if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(t)) return 'holds a control character, which no crawler sends in a URL.';
  const log = LOG_REQUEST.exec(t);
  if (log) return `a server log line, not a URL: paste the path it requested (${log[1]}) on its own line.`;
  if (t[0] !== '/' && !SCHEME.test(t)) return NOT_URL;
  const odd = /[^\S ]/.exec(t);
  if (odd) {
    const name = odd[0] === '\t' ? 'a tab' : `an unusual space (U+${odd[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
    return `holds ${name}: put the URL alone on its line, with %20 where it has a space.`;
  }
  // A plain space is part of the URL: a browser requests it as %20 (core requestUrl). A second
  // URL or path after one is two lines run together.
  if (/ +(\/|[A-Za-z][A-Za-z0-9+.-]*:\/\/)/.test(t)) return 'holds two URLs or paths: put each on its own line.';
  return '';
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
  const why = whyNotTested(t, origin);
  if (why) return { text: t, why };
  return t[0] === '/' && origin ? origin + t : t;
}

/**
 * The list from its lines' readings (with `field`, the Origin field's origin they were read
 * with), in order: first occurrences tested, repeats counted. Without a field, the file's
 * origin is the list's most common (fileOrigin), and a URL of another is flagged here.
 * `mayRepeat`, when given, says which URLs can be repeats (the incremental reader's counts), so
 * the others skip the set of those seen.
 */
export function assembleList(readings: ArrayLike<LineReading>, field = '', mayRepeat?: (url: string) => boolean): UrlList {
  const site = field ? fileOrigin(field, []) : fileOrigin('', listOrigins(readings));
  const out: UrlList = { site, urls: [], lines: [], flagged: [], duplicates: 0 };
  const seen = new Set<string>();
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i];
    if (r === null) continue;
    if (typeof r !== 'string') {
      out.flagged.push({ line: i + 1, text: r.text, why: r.why });
      continue;
    }
    const why = ofAnotherSite(r, site);
    if (why) {
      out.flagged.push({ line: i + 1, text: r, why });
      continue;
    }
    if (mayRepeat === undefined || mayRepeat(r)) {
      if (seen.has(r)) {
        out.duplicates++;
        continue;
      }
      seen.add(r);
    }
    out.urls.push(r);
    out.lines.push(i + 1);
  }
  return out;
}

/**
 * Why a URL the line reading accepted is not tested after all: without an Origin field the file's
 * site is the list's most common (`site.from` 'list'), and a URL of another is flagged; or ''.
 */
function ofAnotherSite(url: string, site: FileOrigin): string {
  return site.from === 'list' && url[0] !== '/' ? otherOrigin(url, site.origin) : '';
}

/**
 * What the reading of a whole list (assembleList) says of one of its lines: why it is not tested,
 * or '' when it is tested or blank. `field`: the Origin field's origin the list was read with;
 * `site`: the site the reading found. The page asks it of a line whose reason the worker did not
 * send (worker/listProtocol.ts FLAGGED_SENT).
 */
export function lineNotTested(line: string, field: string, site: FileOrigin): string {
  const r = readListLine(line, field);
  if (r === null) return '';
  return typeof r === 'string' ? ofAnotherSite(r, site) : r.why;
}

/** The origins of the URLs the readings test, in order (paths have none). */
export function listOrigins(readings: ArrayLike<LineReading>): string[] {
  const out: string[] = [];
  let usual = '';
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i];
    if (typeof r !== 'string' || r[0] === '/') continue;
    usual = originOf(r, usual);
    out.push(usual);
  }
  return out;
}

/** The line breaks of a list: `\n`, `\r\n` or `\r`. */
export const LIST_BREAK = /\r\n|\r|\n/;

/** Reads a URL list, one URL or path per line (readListLine); `origin`: the Origin field's. */
export function readUrlList(text: string, origin = ''): UrlList {
  return assembleList(text.split(LIST_BREAK).map((line) => readListLine(line, origin)), origin);
}

/** Why a trimmed line is not tested against a robots.txt of `origin` ('' when none is known), or '' when it is. */
export function whyNotTested(t: string, origin: string): string {
  return whyNotUrl(t) || otherOrigin(t, origin);
}

/** Why an accepted line is of another origin than `origin` ('' when none is known), or ''. */
export function otherOrigin(t: string, origin: string): string {
  if (!origin) return '';
  const own = originOf(t, origin);
  return own === '' || own === origin ? '' : `another site (${own}): this robots.txt governs only ${origin}.`;
}

/**
 * The origin of an absolute URL (`scheme://host[:port]`, lower-cased, default port dropped), ''
 * for a path. `usual`: an origin most lines spell as it is, checked first (one comparison).
 */
export function originOf(t: string, usual = ''): string {
  if (usual && t.startsWith(usual) && (t.length === usual.length || '/?;#'.includes(t[usual.length]))) return usual;
  const scheme = SCHEME.exec(t);
  if (!scheme) return '';
  return normalOrigin(scheme[1], hostOf(t, scheme[0].length).replace(/^.*@/, ''));
}

/**
 * The file's origin: the Origin field's when it holds one, else the most common of `origins`
 * (those of the list's URLs, '' for a path; the first of them on a tie), else none.
 */
export function fileOrigin(field: string, origins: readonly string[]): FileOrigin {
  if (field) return { origin: field, from: 'field' };
  const counts = new Map<string, number>();
  let best = '';
  let most = 0;
  for (const o of origins) {
    if (o === '') continue;
    const n = (counts.get(o) ?? 0) + 1;
    counts.set(o, n);
    if (n > most) {
      most = n;
      best = o;
    }
  }
  return best ? { origin: best, from: 'list' } : { origin: '', from: 'none' };
}
