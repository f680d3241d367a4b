/**
 * A URL list file, read by what it holds and never by its name (review22 H1): the one reader of
 * the page's Open a list and of `robotscope check/diff/review/coverage --urls`.
 * - Text opening with `{` is a results file (the page's Export › JSON, `check --json`): the `url`
 *   of each of its records.
 * - A first row that is a header naming a URL column (url, Address, loc …: urlCsv.ts) is an
 *   export (a crawl tool's, the page's Export › CSV): that column's cells. A row with more cells
 *   than its header holds an unquoted separator: where the URL column is not the first of
 *   several, the URL there may be another cell's text, or is surely cut, and the file is refused,
 *   naming the line; where it is the first, the separator may be after the URL (a crawl export
 *   re-saved by a spreadsheet), so the rows are read as they split and that line is said (`wider`),
 *   as every reader of a URL file does (words/widerRowWords.ts).
 * - Anything else is one URL a line, each line whole: a comma in a URL is part of it. A list
 *   whose every line splits into the same cells, the first a URL, is said to be (`rows`):
 *   an export saved without its header, or URLs holding commas, nobody can tell which.
 */
import { exportUrls, hasUrlHeader, headerlessRows, headerOf } from './urlCsv.ts';
import type { UrlFileRefusal } from './words/urlFileWords.ts';

export type UrlFileForm = 'results' | 'export' | 'lines';

export type UrlFileReading =
  | { form: UrlFileForm; urls: string[]; rows?: HeaderlessRows; wider?: WiderRow }
  | { form: 'refused'; refusal: UrlFileRefusal };

/** An export's first row wider than its header, read as it splits: its line and the separator (words/widerRowWords.ts widerReadWords). */
export type WiderRow = { line: number; sep: string };

/** A list whose every line splits into the same cells, as an export saved without its header (urlCsv headerlessRows): said, its lines tested whole. */
export type HeaderlessRows = { cells: number; sep: string };

/** Whether `text` opens as a results file does: `{`, after a byte order mark and white space. */
const opensAsResults = (text: string) => /^\s*\{/.test(text.replace(/^\ufeff/, ''));

/** How `text` (a file's, decoded) is read, from its first line alone. */
export function urlFileForm(text: string): UrlFileForm {
  return opensAsResults(text) ? 'results' : hasUrlHeader(text) ? 'export' : 'lines';
}

/** An export by its name: `.csv`, `.tsv` (gzipped or not). */
export const isExportName = (name: string) => /\.(csv|tsv)(\.gz)?$/i.test(name);

/**
 * Whether a file opened as a URL set (the page's URL sets, `robotscope coverage --urls`) is read
 * as an export: when its first row is a header naming a URL column, whatever its name; and, named
 * .csv or .tsv, when its first row is a header naming none (the page asks for its URL column).
 * A file named .csv with no header is one URL a line, as the URL list reads it: a URL holding a
 * comma is not cut at it.
 */
export function readsAsExport(name: string, text: string): boolean {
  const header = headerOf(text);
  return header === 'url' || (header === 'other' && isExportName(name));
}

/** How `text` (a file's, decoded) is read, and its entries as written: lines of a list, cells of an export, records' URLs. */
export function readUrlListText(text: string): UrlFileReading {
  if (urlFileForm(text) === 'results') return resultsUrls(text);
  const exported = exportUrls(text);
  if (exported && exported.wider > 0 && exported.widerCuts) return { form: 'refused', refusal: { code: 'wider', line: exported.wider, sep: exported.sep } };
  if (exported) return { form: 'export', urls: exported.urls, ...(exported.wider > 0 ? { wider: { line: exported.wider, sep: exported.sep } } : {}) };
  const rows = headerlessRows(text);
  return { form: 'lines', urls: text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/), ...(rows ? { rows } : {}) };
}

/**
 * The text the URL list field takes from a file opened (the page's Open a list): a list's text as
 * the file holds it (the field flags what is no URL, line by line); an export's URL column or a
 * results file's URLs, one a line.
 */
export function openedListText(text: string): { form: UrlFileForm; text: string; rows?: HeaderlessRows; wider?: WiderRow } | { form: 'refused'; refusal: UrlFileRefusal } {
  const read = readUrlListText(text);
  if (read.form === 'refused') return read;
  const { rows, wider } = read;
  return { form: read.form, text: read.form === 'lines' ? text : read.urls.join('\n'), ...(rows ? { rows } : {}), ...(wider ? { wider } : {}) };
}

/**
 * The URLs of a reading to check, whatever its form: each once, in the order first given (as
 * the page tests a URL once), trimmed; blank entries and those starting with # (comments) left
 * out. `robotscope --help` says so once (cli/commands.ts LIST_FORMS).
 */
export function urlsToCheck(urls: readonly string[]): string[] {
  return [...new Set(urls.map((u) => u.trim()).filter((u) => u !== '' && !u.startsWith('#')))];
}

/** The `url` of each record of a Robotscope results file (`{"robotscope": …, "records": [{"url": …}, …]}`). */
function resultsUrls(text: string): UrlFileReading {
  const refuse = (detail: string): UrlFileReading => ({ form: 'refused', refusal: { code: 'not-results', detail } });
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch (error) {
    return refuse(`not JSON (${(error as Error).message})`);
  }
  const records = typeof doc === 'object' && doc !== null ? (doc as { records?: unknown }).records : undefined;
  if (!Array.isArray(records)) return refuse('no "records" list');
  const urls = records.map((r) => (typeof r === 'object' && r !== null ? (r as { url?: unknown }).url : undefined));
  const bad = urls.findIndex((u) => typeof u !== 'string');
  if (bad >= 0) return refuse(`record ${bad + 1} has no "url" string`);
  return { form: 'results', urls: urls as string[] };
}
