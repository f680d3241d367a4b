/**
 * The URL sets `robotscope coverage` reads (issue 25 §1): URL lists and crawl or Search Console
 * exports (--urls: an export as the page's URL sets read one (core urlFile.ts readsAsExport: by
 * its header, never a header-less file by its name); else a server log, a sitemap or one URL per
 * line) and sitemaps (--sitemap),
 * gzipped or not, from files or fetched by URL (sitemapFetch.ts). A sitemap index is read with
 * its children: an index fetched by URL has its children fetched by their `<loc>`; an index
 * read from a file has each child looked for beside it, under the last segment of its `<loc>`
 * (a site's sitemaps saved in one folder). A child also given with --sitemap is read once.
 */
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { isAccessLog, isHttpUrl, originOf, otherPortWords, readAccessLog, readSitemap, sitemapChildName, type CoverageUrl, type SourcedUrl } from '../core/index.ts';
import { csvUrlRows, headerlessRows } from '../core/urlCsv.ts';
import { readsAsExport, readUrlListText, urlFileForm } from '../core/urlFile.ts';
import { headerlessRowsWords, urlFileRefusedWords } from '../core/words/urlFileWords.ts';
import { widerReadWords } from '../core/words/widerRowWords.ts';
import { decodingProblems, textFileDecoder, urlText } from '../core/textFile.ts';
import { csvMalformedWords, sitemapCutWords, urlSetProblemWords } from '../core/words/urlSetWords.ts';
import { countText } from '../core/words/countText.ts';
import { escapeControls } from './terminal-text.ts';
import { CliError } from './cli-error.ts';
import { MAX_INPUT_BYTES, readInput, tooLarge } from './input.ts';

/** Fetches a sitemap URL's bytes (sitemapFetch.ts, with the person's choices); throws a CliError when it cannot. */
export type FetchSitemap = (url: string) => Promise<Uint8Array>;

const refuseFetch: FetchSitemap = async (url) => {
  throw new CliError(`coverage: --sitemap ${url}: fetching sitemaps is not possible here`);
};

/** The URLs read, and what is to be said of the sources read in part or in doubt (sitemapCutWords). */
export interface UrlSetsRead {
  urls: CoverageUrl[];
  warnings: string[];
  /** How many sitemaps were cut short: what none of their URLs is rests on the part read. */
  sitemapsCut: number;
  /** The hosts a vhost_combined log's lines name (core AccessLogReading.hosts), each once: sites too (siteCount). */
  logHosts: string[];
  /** How many of `urls` are a log's requests. */
  logRequests: number;
}

/** The URLs of every --urls and --sitemap source, in the order given, each with its source. */
export async function readUrlSets(lists: readonly string[], sitemaps: readonly string[], fetchSitemap: FetchSitemap = refuseFetch, host = ''): Promise<UrlSetsRead> {
  const urls: CoverageUrl[] = [];
  const read: UrlSetsRead = { urls, warnings: [], sitemapsCut: 0, logHosts: [], logRequests: 0 };
  for (const file of lists) {
    const text = textOf(await readInput(file), file, read);
    const rows = urlFileForm(text) === 'results' ? resultsRows(text, file)
      : readsAsExport(file, text) ? exportRows(text, file, read) : isAccessLog(text) ? logRows(text, file, host, read) : listUrls(text, file, read);
    for (const row of rows) urls.push({ ...row, sitemap: false });
  }
  const reading: SitemapReading = { read: new Set(), explicit: new Set(sitemaps.map(keyOf)), fetchSitemap, into: urls, sets: read };
  for (const source of sitemaps) await readSitemapSource(source, reading);
  return read;
}

/** How many sites the URLs and a log's hosts name: with no site known for the file, more than one is said (coverage's text and --json, the MCP tools). */
export function siteCount(urls: readonly CoverageUrl[], logHosts: readonly string[] = []): number {
  const sites = new Set<string>(logHosts);
  for (const u of urls) sites.add(originOf(u.url));
  sites.delete('');
  return sites.size;
}

/**
 * An export's rows (core urlFile.ts readsAsExport), its URL column found by name, else the
 * first; one whose quote CSV cannot close is read a line a row, and said to be; one
 * with a row wider than its header is refused where its URL column is not the first, else read and said
 * to be, as check --urls reads it (core urlFile.ts, words/widerRowWords.ts).
 */
function exportRows(text: string, file: string, read: UrlSetsRead): SourcedUrl[] {
  const csv = csvUrlRows(text, file);
  if (csv.wider > 0 && csv.widerCuts) throw new CliError(`coverage: --urls ${escapeControls(file, { oneLine: true })}: ${urlFileRefusedWords({ code: 'wider', line: csv.wider, sep: csv.sep })}`);
  if (csv.wider > 0) read.warnings.push(`“${file}”: ${widerReadWords(csv.wider, csv.sep)}.`);
  if (csv.malformed > 0) read.warnings.push(csvMalformedWords(file, csv.malformed));
  return csv.rows;
}

/**
 * A results file's URLs (the page's Export › JSON, check --json), read as check --urls reads it
 * (core urlFile.ts: one reader); before, its lines were read as URLs, each not checked. Each URL
 * once, at the line its first record's URL is written on, found in order.
 */
function resultsRows(text: string, file: string): SourcedUrl[] {
  const read = readUrlListText(text);
  if (read.form === 'refused') throw new CliError(`coverage: --urls ${escapeControls(file, { oneLine: true })}: ${urlFileRefusedWords(read.refusal)}`);
  // A results file holds a record per URL × crawler: each URL once, at its first record, as check --urls takes it (urlsToCheck).
  const seen = new Set<string>();
  const rows: SourcedUrl[] = [];
  let at = 0;
  let line = 1;
  for (const url of read.urls) {
    const needle = JSON.stringify(url);
    const found = text.indexOf(needle, at);
    if (found >= 0) {
      for (let i = at; i < found; i++) if (text.charCodeAt(i) === 10) line++;
      at = found + needle.length;
    }
    if (seen.has(url)) continue;
    seen.add(url);
    rows.push({ url, file, line, attributes: {} });
  }
  return rows;
}

/** A sitemap's or a list's URLs; a list that may be an export saved without its header is said to be (core headerlessRows). */
function listUrls(text: string, file: string, read: UrlSetsRead): SourcedUrl[] {
  const sitemap = sitemapUrls(text, file, read);
  const rows = sitemap.kind === 'text' ? headerlessRows(text) : null;
  if (rows) read.warnings.push(`“${file}”: ${headerlessRowsWords(rows.cells, rows.sep)}.`);
  return sitemap.urls;
}

/** A sitemap's reading; one cut short is said to be, in `read`. */
function sitemapUrls(text: string, file: string, read: UrlSetsRead) {
  const sitemap = readSitemap(text, file);
  if (sitemap.cut) {
    read.warnings.push(sitemapCutWords(file, sitemap.cut.root, sitemap.cut.locs));
    read.sitemapsCut++;
  }
  return sitemap;
}

interface SitemapReading {
  /** Sources read so far (keyOf). */
  read: Set<string>;
  /** Sources named with --sitemap: read where the person put them, in their order. */
  explicit: Set<string>;
  fetchSitemap: FetchSitemap;
  into: CoverageUrl[];
  sets: UrlSetsRead;
}

/**
 * A server log given as --urls is the URLs of its requests on `host` (--host), as the page's URL
 * sets read a log (core urlSetFiles): so its rule coverage is the page's. Its lines that are no
 * request are counted on standard error (--log names them).
 */
function logRows(text: string, file: string, host: string, into: UrlSetsRead): SourcedUrl[] {
  const read = readAccessLog(text, { file, origin: host });
  if (read.malformed.length > 0) process.stderr.write(escapeControls(`robotscope: ${file}: ${read.malformed.length === 1 ? '1 log line is no request and was' : `${countText(read.malformed.length)} log lines are no request and were`} left out (--log names them)\n`));
  if (read.otherPort) into.warnings.push(otherPortWords(file, read.otherPort));
  for (const h of read.hosts) if (!into.logHosts.includes(h)) into.logHosts.push(h);
  into.logRequests += read.requests.length;
  return read.requests;
}

/** A URL as written, a file by its absolute path. */
const keyOf = (source: string): string => (isHttpUrl(source) ? source : resolve(source));

/** A sitemap's URLs, or an index's children's URLs (each child read once). */
async function readSitemapSource(source: string, r: SitemapReading): Promise<void> {
  if (r.read.has(keyOf(source))) return;
  r.read.add(keyOf(source));
  const fetched = isHttpUrl(source);
  const sitemap = sitemapUrls(textOf(fetched ? await r.fetchSitemap(source) : await readInput(source), source, r.sets), source, r.sets);
  if (sitemap.kind !== 'index') {
    for (const u of sitemap.urls) r.into.push({ ...u, sitemap: true });
    return;
  }
  for (const child of sitemap.urls) {
    const next = fetched ? child.url : childPath(source, child);
    if (!r.explicit.has(keyOf(next))) await readSitemapSource(next, r);
  }
}

/** Where the index `file`'s child sitemap is: beside the index, under its `<loc>`'s last segment. */
function childPath(file: string, child: SourcedUrl): string {
  const name = sitemapChildName(child.url);
  const path = join(dirname(file), name);
  if (name !== '' && existsSync(path)) return path;
  throw new CliError(`coverage: the sitemap index ${file} lists ${child.url} (line ${child.line}), not found as ${path}: save it there, or give it with --sitemap`);
}

/**
 * A file's or a fetched sitemap's text; gzip (its magic bytes 1f 8b) undone, no more than the
 * input cap; decoded as the page decodes it (core textFile.ts: UTF-16 by its byte order mark, an
 * XML declaration's encoding), bytes it cannot read said in `read`'s warnings. Read as UTF-8, a
 * UTF-16 sitemap was no XML: 0 URLs, and every rule called dead.
 */
function textOf(bytes: Uint8Array, name: string, read: UrlSetsRead): string {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_INPUT_BYTES });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(`'${name}' unzipped`);
      throw cannotUnzip(name, error);
    }
  }
  const decoder = textFileDecoder();
  const text = decoder.decode(bytes) + decoder.end();
  for (const p of decodingProblems(name, decoder.read, text)) read.warnings.push(urlSetProblemWords(p));
  return urlText(text, decoder.read);
}

/** A gzip that cannot be undone (cut short, corrupt): refused, as the page refuses it, with zlib's reason. */
export const cannotUnzip = (name: string, error: unknown) => new CliError(`coverage: cannot unzip '${name}': ${(error as Error).message}`);

/** Whether `error` is zlib's (Z_BUF_ERROR: cut short; Z_DATA_ERROR: corrupt). */
export const isZlibError = (error: unknown) => /^Z_/.test(String((error as { code?: unknown }).code ?? ''));
