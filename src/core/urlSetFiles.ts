/**
 * Files opened together as URL sets (issue 25 §1): sitemaps (XML or text), sitemap indexes
 * with their children, and crawl or Search Console exports (CSV/TSV: by their header, urlFile.ts
 * readsAsExport). Each set is named after
 * its file (an index's set holds its children's URLs) and every URL keeps its source: the child
 * sitemap's name and line, an export's row and other columns. A child is found among the files
 * opened with its index by the last segment of its `<loc>` (sitemapChildName), as a site's
 * sitemaps saved into one folder are named. What cannot be read is a problem, never a set of
 * guesses: a file named .xml that holds no XML, XML with another root, a file without URLs.
 * A server access log (known by its first line, accessLog.ts isAccessLog) is a set of its
 * requests, each URL on the origin the person names (a log line has no host).
 * Gzip is undone before (the worker's DecompressionStream, the CLI's zlib).
 */
import { isAccessLog, readAccessLog, type AccessLogReading, type LogRequest } from './accessLog.ts';
import type { CoverageUrl } from './coverage.ts';
import { readSitemap, sitemapChildName, sitemapKind, type SitemapOptions, type SitemapReading } from './sitemap.ts';
import { readCsvSet } from './urlCsv.ts';
import { isExportName, readsAsExport } from './urlFile.ts';
import type { UrlSetKind, UrlSetProblem } from './urlSetProblem.ts';

/** A file as opened: its name (a path inside a folder opened), its text. */
export interface SetFile {
  name: string;
  text: string;
}

export interface UrlSet {
  /** The file's name: an index's for the index's set. */
  name: string;
  kind: UrlSetKind;
  /** The files read into it: the index first, then its children found. */
  files: string[];
  urls: CoverageUrl[];
  /** An export's header; empty for a sitemap. */
  columns: string[];
  /** An export's URL column (columns' index, -1: to be chosen); -1 for a sitemap. */
  urlColumn: number;
  /** A log's reading: its requests (the very objects of `urls`) and the lines that are none. */
  log?: Pick<AccessLogReading, 'malformed' | 'combined' | 'common' | 'vhost' | 'hosts' | 'otherPort'> & { requests: readonly LogRequest[] };
}

export interface UrlSetReading {
  sets: UrlSet[];
  problems: UrlSetProblem[];
}

/** The file's name without its folder. */
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const XML_NAME = /\.xml(\.gz)?$/i;

/**
 * The URL sets of `files`; `columns` holds the URL column a person chose for an export, by file
 * name; `sitemap.alternates` also gives each sitemap URL's hreflang alternates as URLs (issue 25 §1);
 * `origin`: the site a log's requests were made to (accessLog.ts logOrigin), '' to keep them paths.
 */
export function readUrlSetFiles(files: readonly SetFile[], columns: Readonly<Record<string, string>> = {}, sitemap: SitemapOptions = {}, origin = ''): UrlSetReading {
  const problems: UrlSetProblem[] = [];
  const sets: UrlSet[] = [];
  const sitemaps = new Map<string, SitemapReading & { file: string }>();
  for (const f of files) {
    if (readsAsExport(f.name, f.text)) {
      const set = exportSet(f, columns[f.name], problems);
      if (set) sets.push(set);
      continue;
    }
    if (isAccessLog(f.text)) {
      const set = logSet(f, origin, problems);
      if (set) sets.push(set);
      continue;
    }
    const why = whyNotSitemap(f);
    if (why) problems.push(why);
    else sitemaps.set(baseName(f.name), sitemapRead(f, sitemap, problems));
  }
  /** Each child's name -> the index listing it. */
  const parents = new Map<string, string>();
  for (const s of sitemaps.values()) if (s.kind === 'index') for (const c of s.urls) parents.set(sitemapChildName(c.url), s.file);
  for (const [base, s] of sitemaps) {
    // A child opened with its index is read into the index's set, not as a set of its own.
    if ((parents.get(base) ?? s.file) !== s.file) continue;
    const set = s.kind === 'index' ? indexSet(s, sitemaps, problems) : sitemapSet(s);
    if (set.urls.length > 0) sets.push(set);
    else if (s.kind !== 'index' || set.files.length > 1) problems.push({ code: 'no-urls', file: s.file, detail: '' });
  }
  return { sets, problems };
}

/** A sitemap's reading; one cut short is read and said to be (sitemapCutWords). */
function sitemapRead(f: SetFile, options: SitemapOptions, problems: UrlSetProblem[]): SitemapReading & { file: string } {
  const read = readSitemap(f.text, f.name, options);
  if (read.cut) problems.push({ code: 'sitemap-cut', file: f.name, detail: read.cut.root, count: read.cut.locs });
  return { ...read, file: f.name };
}

/**
 * A text file named as a sitemap (sitemap.txt, sitemap-products.txt) is sitemaps.org's "Text
 * file" sitemap: its URLs are sitemap URLs, as `coverage --sitemap` reads it. Any other text file
 * (urls.txt) is a list, its URLs in no sitemap: the format alone cannot tell the two apart.
 */
const TEXT_SITEMAP_NAME = /sitemap/i;

function sitemapSet(s: SitemapReading & { file: string }): UrlSet {
  const sitemap = s.kind !== 'text' || TEXT_SITEMAP_NAME.test(baseName(s.file));
  return { name: s.file, kind: sitemap ? 'sitemap' : 'text', files: [s.file], urls: s.urls.map((u) => ({ ...u, sitemap })), columns: [], urlColumn: -1 };
}

/** An index's children's URLs, each child read once (an index may list another index). */
function indexSet(index: SitemapReading & { file: string }, sitemaps: Map<string, SitemapReading & { file: string }>, problems: UrlSetProblem[]): UrlSet {
  const set: UrlSet = { name: index.file, kind: 'index', files: [index.file], urls: [], columns: [], urlColumn: -1 };
  const seen = new Set<string>([baseName(index.file)]);
  const missing: string[] = [];
  const visit = (s: SitemapReading) => {
    for (const child of s.urls) {
      const name = sitemapChildName(child.url);
      if (seen.has(name)) continue;
      seen.add(name);
      const found = sitemaps.get(name);
      if (!found) { missing.push(name || child.url); continue; }
      set.files.push(found.file);
      if (found.kind === 'index') visit(found);
      else for (const u of found.urls) set.urls.push({ ...u, sitemap: true });
    }
  };
  visit(index);
  if (missing.length > 0) problems.push({ code: 'missing-children', file: index.file, detail: listed(missing) });
  return set;
}

function exportSet(f: SetFile, column: string | undefined, problems: UrlSetProblem[]): UrlSet | null {
  const read = readCsvSet(f.text, f.name, column);
  const set: UrlSet = { name: f.name, kind: 'csv', files: [f.name], urls: read.rows.map((u) => ({ ...u, sitemap: false })), columns: read.columns, urlColumn: read.urlColumn };
  if (read.malformed > 0) problems.push({ code: 'csv-malformed', file: f.name, detail: '', line: read.malformed });
  // A row wider than its header: refused where the URL column is not the first of several (its URL may be another cell's), else
  // read and said, as every reader of a URL file does (urlFile.ts); the sets said nothing of it.
  if (read.wider > 0 && read.widerCuts) {
    problems.push({ code: 'csv-wider-cut', file: f.name, detail: read.sep, line: read.wider });
    return null;
  }
  if (read.wider > 0) problems.push({ code: 'csv-wider', file: f.name, detail: read.sep, line: read.wider });
  if (read.urlColumn < 0 && read.columns.length > 0) {
    // Kept, empty, so the person can choose its URL column.
    problems.push({ code: 'no-url-column', file: f.name, detail: listed(read.columns.map((c) => `“${c}”`)) });
    return set;
  }
  if (set.urls.length === 0) {
    problems.push({ code: 'no-urls', file: f.name, detail: '' });
    return null;
  }
  return set;
}

function logSet(f: SetFile, origin: string, problems: UrlSetProblem[]): UrlSet | null {
  return logReadingSet(f.name, readAccessLog(f.text, { file: f.name, origin }), problems);
}

function logReadingSet(name: string, read: AccessLogReading, problems: UrlSetProblem[]): UrlSet | null {
  // Requests are CoverageUrls as they are: no copy of 1,000,000 objects.
  const urls = read.requests as (LogRequest & { sitemap: boolean })[];
  for (const r of urls) r.sitemap = false;
  if (read.malformed.length > 0) {
    const m = read.malformed[0];
    problems.push({ code: 'log-not-read', file: name, detail: '', log: { count: read.malformed.length, line: m.line, problem: m.problem } });
  }
  if (read.otherPort) problems.push({ code: 'log-other-port', file: name, detail: '', otherPort: read.otherPort });
  if (urls.length === 0) {
    problems.push({ code: 'no-urls', file: name, detail: '' });
    return null;
  }
  const { malformed, combined, common, vhost, hosts, otherPort } = read;
  return { name, kind: 'log', files: [name], urls, columns: [], urlColumn: -1, log: { requests: read.requests, malformed, combined, common, vhost, hosts, otherPort } };
}

/**
 * A log's set on another `origin` (the Host the person names) without reading its text again:
 * each request's URL is its path on the origin (accessLog.ts readLine). Of a 1,000,000-line log
 * that is a new object per request, where reading it again took 6 s on a loaded machine. null
 * when a line names a site (an absolute target, a vhost_combined host, or one refused as another site's): which of those
 * are the site's requests depends on the origin, so the text is read again.
 */
export function logSetOnOrigin(set: UrlSet, origin: string): UrlSetReading | null {
  const log = set.log;
  // A vhost_combined line names its host: whether it is the site's depends on the origin too.
  if (!log || log.vhost > 0 || log.malformed.some((m) => m.problem === 'other-site' || m.problem === 'other-host') || log.requests.some((r) => r.target[0] !== '/')) return null;
  const problems: UrlSetProblem[] = [];
  const requests = log.requests.map((r) => ({ ...r, url: origin + r.target }));
  const moved = logReadingSet(set.name, { ...log, requests }, problems);
  return { sets: moved ? [moved] : [], problems };
}

/**
 * Why `f` is no sitemap to read: a name saying XML over text that is none, XML whose root is not
 * a sitemap's (an RSS feed, an HTML error page). null: it reads as one. Binary data is refused
 * before, from its bytes (core binaryData.ts, as every opener refuses it).
 */
export function whyNotSitemap(f: SetFile): UrlSetProblem | null {
  const head = f.text.slice(0, 65536);
  const start = head.replace(/^\ufeff/, '').trimStart();
  if (!start.startsWith('<')) {
    return XML_NAME.test(f.name) ? { code: 'not-xml', file: f.name, detail: start.slice(0, 20).split(/\r|\n/)[0] } : null;
  }
  const root = /<(?![?!])([A-Za-z_][\w.:-]*)/.exec(head);
  const name = root ? root[1].replace(/^.*:/, '') : '';
  return name === 'urlset' || name === 'sitemapindex' ? null : { code: 'not-sitemap', file: f.name, detail: name || '?' };
}

/** A log by its name, as servers rotate them: access.log, access_log.1, site.log.gz. */
const LOG_NAME = /(^|\/)access[._-]?log|\.log(\.\d+)?(\.gz)?$/i;

/**
 * What kind of set a file is by its name and the text read of it, for a file that could not be
 * read to its end (a gzip cut short): its words then name it, not "the sitemap" for a log.
 * null when neither tells.
 */
export function setKindOf(name: string, head: string): UrlSetKind | null {
  if (isExportName(name)) return 'csv';
  if (LOG_NAME.test(name) || isAccessLog(head)) return 'log';
  const start = head.replace(/^\ufeff/, '').trimStart();
  if (start.startsWith('<') || XML_NAME.test(name)) return sitemapKind(start) === 'index' ? 'index' : 'sitemap';
  if (start === '') return null;
  return TEXT_SITEMAP_NAME.test(baseName(name)) ? 'sitemap' : 'text';
}

/** Names listed in words, the first few by name. */
function listed(names: string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}
