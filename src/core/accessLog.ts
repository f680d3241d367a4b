/**
 * A server access log as requests (issue 25 §1): the NCSA common log format and Apache's and
 * nginx's "combined" (common plus referer and User-Agent), the defaults of both servers:
 *   66.249.66.1 - - [10/Oct/2026:13:55:36 -0700] "GET /shop/?a=1 HTTP/1.1" 200 2326 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
 * Each request gives a URL (its request target on the origin the person names: a log line has
 * no host), the User-Agent reduced to the crawler's token as the crawler field reads it
 * (userAgent.ts), the time, the status and the client IP. A line that is not a request (a TLS
 * handshake on a plain port, a 408 with no request line, another format) is listed with its
 * line number and why, never guessed at. Fields after the User-Agent (nginx configurations
 * often append $http_x_forwarded_for) are ignored. Apache's stock `vhost_combined`
 * (`%v:%p %h %l %u %t …`) starts each line with the virtual host and port the request was made
 * to: it is read as the request's site (a request to another host than the site's is not one of
 * its requests; one to the site's host on another port is, and is said: OtherPort), and the
 * client IP is the field after it.
 * Quoted fields are read as both servers escape them: Apache writes `\"` and `\\`, both write
 * bytes outside printable ASCII as `\xhh` (Apache ap_escape_logitem, nginx
 * ngx_http_log_escape); those bytes are UTF-8 decoded.
 * The reader is fed text as it arrives (a file's stream, gunzipped by the caller through
 * DecompressionStream or zlib), so a log of any size is read in one pass with bounded carry.
 */
import type { SourcedUrl } from './sourcedUrl.ts';
import { originOf } from './urlList.ts';
import { readUserAgent, type ReadHow } from './userAgent.ts';
import { HOST_WORDS } from './words/hostWords.ts';
import { hostOrigin } from './siteOrigin.ts';

export interface LogRequest extends SourcedUrl {
  method: string;
  /** The request target as logged (`/path?query`, or an absolute URL a proxy was asked for). */
  target: string;
  /** The User-Agent header as logged ('' for `-`, and in the common format). */
  agent: string;
  /** The crawler's product token the header names, as the crawler field reads it ('' when none). */
  token: string;
  /** How the token was read: 'registry' a known crawler, 'first' a browser's header, ... (userAgent.ts). */
  how: ReadHow;
  /** The logged time, milliseconds since 1970 UTC. */
  time: number;
  status: number;
  /** The client IP as logged. */
  ip: string;
}

/** Why a line is not a request; words in words/logWords.ts. */
export type LogProblem = 'format' | 'time' | 'no-request' | 'request' | 'target' | 'other-site' | 'other-host' | 'status';

export interface LogMalformed {
  file: string;
  line: number;
  problem: LogProblem;
  /** The line's start, as written (at most MALFORMED_SHOWN characters). */
  text: string;
}

export interface AccessLogReading {
  requests: LogRequest[];
  malformed: LogMalformed[];
  /** How many requests each format gave. */
  combined: number;
  common: number;
  /** How many requests named their host in a leading `host:port` field (vhost_combined). */
  vhost: number;
  /** The hosts those requests name, lower-cased, each once, as first met: with no site known, more than one is said (logSiteCount). */
  hosts: string[];
  /** The requests made to the site's host on another port than its own, counted as the site's; null when none. */
  otherPort: OtherPort | null;
}

/**
 * Requests of a vhost_combined log made to the site's host on another port than the site's:
 * Apache behind a TLS-terminating proxy or load balancer logs the port it listens on (80) while
 * the site is https on 443. The host is the site's, so they are counted as its requests, and said
 * (words/logWords.ts otherPortWords): only a port that serves a site of its own, with another
 * robots.txt (RFC 9309 2.3 scopes a file to scheme, host and port), would make that wrong.
 */
export interface OtherPort {
  /** The site's host, as the origin names it, and its port (443 for https, 80 for http, or the origin's). */
  host: string;
  sitePort: number;
  /** The other ports logged, each once, as first met. */
  ports: number[];
  requests: number;
  /** The first such request's line. */
  line: number;
}

export interface AccessLogOptions {
  /** The file's name as the caller gave it, for each request's source. */
  file: string;
  /** The site's origin (`https://www.example.com`, logOrigin), or '' to keep each URL a path. */
  origin: string;
}

/** How much of a malformed line is kept to show. */
export const MALFORMED_SHOWN = 200;

/** Request attributes are the fields above; one shared empty record keeps 1,000,000 requests small. */
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The site a coverage checks against, as `robotscope coverage` and the MCP tools take it: the
 * fetched file's (`fetched`, '' for a file given as text), as a robots.txt governs the site it
 * is fetched from alone (RFC 9309 2.3), else the one `host` names ('' when none). A `host` that
 * names no host, or another site than the fetched file's, is refused with its words (HOST_WORDS),
 * never left unused: `option` is how the caller's person names it.
 */
export function coverageSite(fetched: string, host: string | undefined, option: string): { origin: string } | { problem: string } {
  const named = hostOrigin(host);
  if (named === null) return { problem: `${option} ${HOST_WORDS.bad(host!)}` };
  if (fetched !== '' && named !== '' && named !== fetched) return { problem: HOST_WORDS.notFetched(option, named, fetched) };
  return { origin: fetched || named };
}

/**
 * How many sites the logs' requests name: the distinct hosts of their vhost_combined lines (0
 * when none names one; 1 when the site is known, as another host's requests are not read). More
 * than one, with no site known, is said: SITE_UNKNOWN.
 */
export function logSiteCount(readings: readonly Pick<AccessLogReading, 'hosts'>[]): number {
  return new Set(readings.flatMap((r) => r.hosts)).size;
}

/**
 * Whether `text` is an access log: its first line that is not blank reads as a request of the
 * common or combined format. A sitemap (`<`), a CSV header or a URL list never does, so a log
 * is known by what it holds, whatever its name (Apache's `access_log`, nginx's `access.log.1`).
 */
export function isAccessLog(text: string): boolean {
  const start = text.search(/\S/);
  if (start < 0) return false;
  const end = text.indexOf('\n', start);
  return readAccessLog(text.slice(start, end < 0 ? undefined : end), { file: '', origin: '' }).requests.length === 1;
}

/** A reader fed the log's text in pieces of any size: push each, then end. */
export interface AccessLogReader {
  push(text: string): void;
  end(): AccessLogReading;
}

export function createAccessLogReader(options: AccessLogOptions): AccessLogReader {
  const reading: AccessLogReading = { requests: [], malformed: [], combined: 0, common: 0, vhost: 0, hosts: [], otherPort: null };
  // A header is read once per distinct header: a log repeats a few hundred of them.
  const context: LineContext = { options, site: siteOf(options.origin), agents: new Map(), hosts: new Set() };
  let carry = '';
  let line = 0;
  const take = (text: string) => {
    line++;
    const t = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (t.trim() !== '') readLine(t, line, context, reading);
  };
  return {
    push(text) {
      let start = 0;
      for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
        take(carry + text.slice(start, nl));
        carry = '';
        start = nl + 1;
      }
      carry += text.slice(start);
    },
    end() {
      if (carry !== '') take(carry);
      carry = '';
      reading.hosts = [...context.hosts];
      return reading;
    },
  };
}

/** The whole log at once. */
export function readAccessLog(text: string, options: AccessLogOptions): AccessLogReading {
  const reader = createAccessLogReader(options);
  reader.push(text);
  return reader.end();
}

/** A stream's bytes as they come (ReadableStream, as File.stream() and Readable.toWeb give). */
export interface ByteStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; releaseLock(): void };
}

/**
 * The log of a byte stream, read as it arrives; `progress` hears the bytes read so far. A
 * gzipped log is given gunzipped: `file.stream().pipeThrough(new DecompressionStream('gzip'))`.
 */
export async function readAccessLogStream(stream: ByteStream, options: AccessLogOptions, progress?: (bytes: number) => void): Promise<AccessLogReading> {
  const reader = createAccessLogReader(options);
  const decoder = new TextDecoder();
  const bytes = stream.getReader();
  let read = 0;
  try {
    for (let chunk = await bytes.read(); !chunk.done; chunk = await bytes.read()) {
      if (!chunk.value) continue;
      read += chunk.value.length;
      reader.push(decoder.decode(chunk.value, { stream: true }));
      progress?.(read);
    }
  } finally {
    bytes.releaseLock();
  }
  reader.push(decoder.decode());
  return reader.end();
}

type Agents = Map<string, { token: string; how: ReadHow }>;

/** The site a vhost_combined line is compared with: the origin's host and port. */
interface Site {
  host: string;
  port: number;
}

/** What the reader keeps from line to line. */
interface LineContext {
  options: AccessLogOptions;
  /** The origin's host and port; null when no site is known. */
  site: Site | null;
  agents: Agents;
  /** The vhost_combined hosts met, lower-cased. */
  hosts: Set<string>;
}

/** `scheme://host[:port]` (logOrigin's form) as its host and port (443 for https, 80 for http, as RFC 9309 2.3 scopes a file). */
function siteOf(origin: string): Site | null {
  const o = /^(https?):\/\/(.+?)(?::(\d+))?$/i.exec(origin);
  if (!o) return null;
  return { host: o[2].toLowerCase(), port: Number(o[3] ?? (o[1].toLowerCase() === 'https' ? '443' : '80')) };
}

function readLine(text: string, line: number, context: LineContext, into: AccessLogReading): void {
  const { options, agents } = context;
  const fields = logFields(text);
  const problem = typeof fields === 'string' ? fields : requestProblem(fields, options.origin, context.site);
  if (problem !== '') {
    into.malformed.push({ file: options.file, line, problem: problem as LogProblem, text: text.slice(0, MALFORMED_SHOWN) });
    return;
  }
  const f = fields as LogFields;
  const [method, target] = f.request.split(' ');
  let agent = agents.get(f.agent);
  if (!agent) {
    const r = f.agent === '' ? { token: '', how: 'none' as const } : readUserAgent(f.agent);
    agents.set(f.agent, (agent = { token: r.token, how: r.how }));
  }
  const url = target[0] === '/' ? options.origin + target : target;
  into.requests.push({ url, file: options.file, line, attributes: NO_ATTRIBUTES, method, target, agent: f.agent, token: agent.token, how: agent.how, time: f.time, status: f.status, ip: f.ip });
  if (f.combined) into.combined++;
  else into.common++;
  if (f.vhost !== '') vhostRead(f.vhost, line, context, into);
}

/** A request read from a vhost_combined line: its host noted, and a port not the site's counted (OtherPort). */
function vhostRead(vhost: string, line: number, context: LineContext, into: AccessLogReading): void {
  into.vhost++;
  const at = vhost.lastIndexOf(':');
  context.hosts.add(vhost.slice(0, at).toLowerCase());
  const port = Number(vhost.slice(at + 1));
  const site = context.site;
  if (!site || port === site.port) return;
  const other = (into.otherPort ??= { host: site.host, sitePort: site.port, ports: [], requests: 0, line });
  other.requests++;
  if (!other.ports.includes(port)) other.ports.push(port);
}

interface LogFields {
  /** vhost_combined's leading `host:port`, '' when the line has none. */
  vhost: string;
  ip: string;
  time: number;
  request: string;
  status: number;
  agent: string;
  combined: boolean;
}

/**
 * vhost_combined's leading `%v:%p` (a host name or [IPv6], a port) before the common fields (IP,
 * ident, user, [time]). A client IP alone is never one: IPv4 has no colon, IPv6 more than one.
 */
const VHOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):(\d{1,5}) (?=\S+ \S+ \S+ \[)/;

/** The fields of a common or combined line (vhost_combined's too), or the problem that stops the reading. */
function logFields(t: string): LogFields | LogProblem {
  const first = t.indexOf(' ');
  const vhost = first > 0 && t.lastIndexOf(':', first) > 0 ? VHOST.exec(t) : null;
  const from = vhost ? vhost[0].length : 0;
  const ipEnd = t.indexOf(' ', from);
  const open = t.indexOf(' [', ipEnd);
  if (ipEnd <= from || open < 0) return 'format';
  const close = t.indexOf('] "', open);
  if (close < 0) return 'format';
  const time = logTime(t.slice(open + 2, close));
  if (Number.isNaN(time)) return 'time';
  const request = quoted(t, close + 2);
  if (!request) return 'format';
  const rest = /^ (\S+) (\d+|-)(?: "|\s*$)/.exec(t.slice(request.end, request.end + 32));
  if (!rest) return 'format';
  if (!/^[1-5]\d\d$/.test(rest[1])) return 'status';
  const fields = { vhost: vhost ? vhost[0].slice(0, -1) : '', ip: t.slice(from, ipEnd), time, request: request.text, status: Number(rest[1]), agent: '', combined: false };
  if (!rest[0].endsWith('"')) return fields;
  const referer = quoted(t, request.end + rest[0].length - 1);
  const agent = referer && t.startsWith(' "', referer.end) ? quoted(t, referer.end + 1) : null;
  if (!agent) return 'format';
  return { ...fields, agent: agent.text === '-' ? '' : agent.text, combined: true };
}

/** `GET /x HTTP/1.1` (or HTTP/0.9's `GET /x`) with a target that names a URL on the site (RFC 9112 §3). */
function requestProblem(f: LogFields, origin: string, site: Site | null): LogProblem | '' {
  if (f.request === '-' || f.request === '') return 'no-request';
  const parts = f.request.split(' ');
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(parts[0]) || parts.length > 3 || parts.length < 2) return 'request';
  if (parts.length === 3 && !/^HTTP\/\d(\.\d)?$/.test(parts[2])) return 'request';
  if (f.vhost !== '' && origin !== '' && f.vhost.slice(0, f.vhost.lastIndexOf(':')).toLowerCase() !== site?.host) return 'other-host';
  if (parts[1][0] === '/') return '';
  if (!/^https?:\/\/[^/?#\s]/i.test(parts[1])) return 'target';
  // An absolute target (a proxy's request form) of another host is no request for this site.
  return origin === '' || originOf(parts[1], origin) === origin ? '' : 'other-site';
}

/** The quoted field starting at `at` (a `"`), unescaped, and where it ends (after its closing quote). */
function quoted(t: string, at: number): { text: string; end: number } | null {
  if (t[at] !== '"') return null;
  // Most fields hold no escape: taken whole (a character at a time, reading 300,000 lines took 1.6 s of CPU, now 0.85 s).
  const close = t.indexOf('"', at + 1);
  if (close < 0) return null;
  const backslash = t.indexOf('\\', at + 1);
  if (backslash < 0 || backslash > close) return { text: t.slice(at + 1, close), end: close + 1 };
  let text = '';
  let bytes: number[] | null = null;
  const flush = () => {
    if (bytes) text += new TextDecoder().decode(new Uint8Array(bytes));
    bytes = null;
  };
  for (let i = at + 1; i < t.length; i++) {
    const c = t[i];
    if (c === '"') {
      flush();
      return { text, end: i + 1 };
    }
    if (c === '\\' && t[i + 1] === 'x' && /^[0-9a-fA-F]{2}$/.test(t.slice(i + 2, i + 4))) {
      (bytes ??= []).push(parseInt(t.slice(i + 2, i + 4), 16));
      i += 3;
      continue;
    }
    flush();
    if (c === '\\' && (t[i + 1] === '"' || t[i + 1] === '\\')) text += t[++i];
    else text += c;
  }
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TIME = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/;

/** `10/Oct/2026:13:55:36 -0700` (Apache's %t, nginx's $time_local) in ms since 1970 UTC; NaN when it is not one. */
export function logTime(s: string): number {
  const m = TIME.exec(s);
  const month = m ? MONTHS.indexOf(m[2]) : -1;
  if (!m || month < 0) return NaN;
  const [day, year, h, min, sec, zh, zm] = [m[1], m[3], m[4], m[5], m[6], m[8], m[9]].map(Number);
  if (day < 1 || day > 31 || h > 23 || min > 59 || sec > 60 || zm > 59) return NaN;
  const zone = (m[7] === '-' ? -1 : 1) * (zh * 60 + zm) * 60_000;
  return Date.UTC(year, month, day, h, min, sec) - zone;
}
