/**
 * A crawl or Search Console export's URL column. exportUrls gives it for a URL list file
 * (urlFile.ts: the page's Open a list, `robotscope --urls`) when the first row is a header naming
 * it (`URL`, `Address` as Screaming Frog writes it, `loc` as sitemaps do). readCsvSet and
 * urlRowsFromCsv read an export as a URL set, other columns kept (issue 25): without such a
 * header, the first column whose first cell is a URL or a path, every row then being data.
 * Fields follow RFC 4180: quoted fields may hold commas, doubled quotes and line breaks.
 */
import type { SourcedUrl } from './sourcedUrl.ts';
import { whyNotUrl } from './urlList.ts';

/** Headers naming the URL column: Screaming Frog's `Address`, Search Console's `URL` and `Top pages`, sitemaps' `loc`. */
const URL_HEADERS = ['url', 'urls', 'address', 'loc', 'location', 'page', 'pages', 'top pages', 'link', 'href'];

/**
 * RFC 4180 records of `text`, split on `sep`; `lines`, when given, receives the 1-based line
 * where each record starts (a quoted field may span lines).
 */
export function csvRecords(text: string, sep: string, lines?: number[]): string[][] {
  return scanCsv(text, sep, lines, false).records;
}

/**
 * csvRecords, and `malformed`: the line of the first quoted field CSV cannot close (0: none),
 * one never closed or whose closing quote is followed by more than the separator or the line's
 * end (RFC 4180 §2.5-2.7: a quote inside a field is doubled). `perLine`: a line break also ends
 * a quoted field, so such a quote swallows no row after its own.
 */
function scanCsv(text: string, sep: string, lines: number[] | undefined, perLine: boolean): { records: string[][]; malformed: number } {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let [line, opened, malformed] = [1, 0, 0];
  lines?.push(line);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && perLine && (c === '\n' || c === '\r')) quoted = false;
    if (quoted) {
      if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') { field += '"'; i++; }
      else {
        quoted = false;
        if (malformed === 0 && i + 1 < text.length && !FIELD_END.includes(text[i + 1]) && text[i + 1] !== sep) malformed = opened;
      }
    } else if (c === '"' && field === '') { quoted = true; opened = line; }
    else if (c === sep) { record.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field); records.push(record); record = []; field = '';
      lines?.push(++line);
    } else field += c;
  }
  if (quoted && malformed === 0) malformed = opened;
  if (field !== '' || record.length > 0) { record.push(field); records.push(record); }
  if (lines) lines.length = records.length;
  return { records, malformed };
}

const FIELD_END = '\r\n';

/**
 * The records of an export a person opened, with the line each starts on. A quote CSV cannot
 * close swallowed every row after it into one field (a URL lost without a word): such a file is
 * read again a line a row, and `malformed` names the line, so the person is told.
 */
function exportRecords(text: string): { records: string[][]; lines: number[]; malformed: number; sep: string } {
  const clean = text.replace(/^\ufeff/, '');
  const sep = separatorOf(clean);
  const lines: number[] = [];
  const strict = scanCsv(clean, sep, lines, false);
  if (strict.malformed === 0) return { records: strict.records, lines, malformed: 0, sep };
  lines.length = 0;
  return { records: scanCsv(clean, sep, lines, true).records, lines, malformed: strict.malformed, sep };
}

/**
 * The field separator, from the header row as spreadsheets write it: `,`, or `;` where the
 * decimal mark is a comma (Excel's "CSV" in most of Europe), or a tab (a TSV, Excel's "Unicode
 * Text"): the one the first line holds most of outside quotes, a comma on a tie. Read on commas,
 * a `;` export was one column, each whole row tested as a URL. A `;` or tab is taken only when
 * the first row is a header (no cell a URL) or splits every sampled row, so a list of URLs that
 * hold `;` (`/a;jsessionid=1`) is not cut at it.
 */
function separatorOf(text: string): string {
  const sample = text.replace(/^\ufeff/, '').split(/\r\n?|\n/, 20);
  const counts = SEPARATORS.map((sep) => outsideQuotes(sample[0], sep));
  const best = SEPARATORS[counts.indexOf(Math.max(...counts))];
  if (best === ',' || counts[SEPARATORS.indexOf(best)] === 0) return ',';
  const records = csvRecords(sample.join('\n'), best);
  const header = !records[0].some(isUrlCell);
  const splitsAll = records.length > 1 && records.every((r) => r.length >= 2 || r.join('').trim() === '');
  return header || splitsAll ? best : ',';
}

/** The separators a spreadsheet writes, the comma first: it wins a tie. */
const SEPARATORS = [',', '\t', ';'];

/** How many `sep` a line holds outside double quotes. */
function outsideQuotes(line: string, sep: string): number {
  let n = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === sep && !quoted) n++;
  }
  return n;
}

const isUrlCell = (cell: string) => cell.trim() !== '' && whyNotUrl(cell.trim()) === '';

/**
 * The URL column of `records` and whether their first record is a header: the column named
 * `chosen`, else one a URL header names, else the first whose first cell is a URL or a path
 * (every record then being data); column -1 when a header names none of them a URL.
 */
function urlColumn(records: string[][], chosen?: string): { column: number; header: boolean } {
  const head = records[0].map((h) => h.trim().toLowerCase());
  if (chosen !== undefined) return { column: head.indexOf(chosen.trim().toLowerCase()), header: true };
  const named = head.findIndex((h) => URL_HEADERS.includes(h));
  if (named >= 0) return { column: named, header: true };
  const first = records[0].findIndex(isUrlCell);
  return first >= 0 ? { column: first, header: false } : { column: -1, header: true };
}

/**
 * The URLs of `text` when it is an export, its first row a header naming the URL column as the
 * page's exports and crawl tools write it (`url,crawler,…`, `Address`, `URL`, `loc`); null when
 * it is not (a list of URLs, a line each, whatever the file is named: its commas are part of its
 * URLs). `wider`: the line of the first row with more cells than the header, a separator (`sep`)
 * in a cell left unquoted, so the URL read there may be cut at it or be another cell (0: none). core urlFile.ts
 * readUrlListText decides with it how any URL file is read.
 */
export function exportUrls(text: string): { urls: string[]; wider: number; widerCuts: boolean; sep: string } | null {
  if (!hasUrlHeader(text)) return null;
  const { records, lines, sep } = exportRecords(text);
  if (records.length === 0) return null;
  const { column, header } = urlColumn(records);
  if (!header || column < 0) return null;
  return { urls: records.slice(1).map((r) => (r[column] ?? '').trim()), wider: widerRow(records, lines), widerCuts: column > 0 || records[0].length === 1, sep };
}

/**
 * What the first line of `text` is, read from that line alone (a server log or a sitemap of
 * 50 MB is not read as CSV to learn it is none): 'url', a header naming a URL column (exportUrls);
 * 'other', a header of several cells, none a URL, naming no URL column (a column to choose);
 * null, no header: a cell is a URL or a path, or the line is one cell.
 */
export function headerOf(text: string): 'url' | 'other' | null {
  const clean = text.replace(/^\ufeff/, '');
  const end = clean.search(/[\r\n]/);
  const first = csvRecords(end < 0 ? clean : clean.slice(0, end), separatorOf(clean));
  if (first.length === 0) return null;
  const { column, header } = urlColumn(first);
  if (header && column >= 0) return 'url';
  return header && first[0].length >= 2 ? 'other' : null;
}

/**
 * Whether `text`, read as a list (no header naming a URL column), looks like an export saved
 * without its header: every line that is not blank nor a # comment splits on the separator into
 * the same number (2 or more) of cells, the first a URL or a path and none after it one
 * (`https://ex.com/a,200,OK`). Its lines are tested whole, as URLs; whether a line is one URL
 * holding commas or a row of cells, nobody can know from the text, so it is said (review23 M2).
 * null when it does not.
 */
export function headerlessRows(text: string): { cells: number; sep: string } | null {
  const clean = text.replace(/^\ufeff/, '');
  const sep = separatorOf(clean);
  const rows = csvRecords(clean, sep).filter((r) => r.join(sep).trim() !== '' && !r[0].trim().startsWith('#'));
  if (rows.length === 0) return null;
  const cells = rows[0].length;
  if (cells < 2) return null;
  const row = (r: string[]) => r.length === cells && isUrlCell(r[0]) && !r.slice(1).some(isUrlCell);
  return rows.every(row) ? { cells, sep } : null;
}

/** Whether the first line of `text` is a header naming a URL column (headerOf). */
export const hasUrlHeader = (text: string) => headerOf(text) === 'url';

/**
 * The line of the first record with more cells than the header (records[0]); 0 when none. Where
 * the unquoted separator is, nobody can know from the text: after the URL's cell, the URL is read
 * whole (a crawl export re-saved by a spreadsheet, "text/html; charset=UTF-8" in a ";" file);
 * in it or before it, the URL read is cut or another cell. A URL column after another may be
 * another cell's text, and a header's only column is surely cut: refused (`widerCuts`, review24 L2);
 * a first column of several is read, cut only if the separator is in it.
 */
function widerRow(records: string[][], lines: number[]): number {
  const wider = records.findIndex((r) => r.length > records[0].length);
  return wider < 0 ? 0 : lines[wider];
}

/** A crawl or Search Console export read as a URL set (readCsvSet). */
export interface CsvReading {
  rows: SourcedUrl[];
  /** The header's names ('' for none); empty when the file has no header. */
  columns: string[];
  /** The URL column's index; -1 when the header names none (the person chooses it). */
  urlColumn: number;
  /** The line of a quoted field CSV cannot close (each line then read as a row); 0 when none. */
  malformed: number;
  /** The line of the first row with more cells than the header (an unquoted separator in a cell); 0 when none or no header. */
  wider: number;
  /** The URL column is not the first of several: the URL of a wider row may be another cell's text, or is surely cut (widerRow). */
  widerCuts: boolean;
  /** The field separator read (`,`, `;` or a tab). */
  sep: string;
}

/**
 * A crawl or Search Console export as a URL set (issue 25 §1): each row's URL with the line it
 * starts on and its other columns, by header, as attributes; the URL column is the one named
 * `column` when the person chose it. Rows whose URL cell is empty are left out (an export's
 * blank last line, a summary row).
 */
export function readCsvSet(text: string, file: string, column?: string): CsvReading {
  const { records, lines, malformed, sep } = exportRecords(text);
  if (records.length === 0) return { rows: [], columns: [], urlColumn: -1, malformed, wider: 0, widerCuts: false, sep };
  const { column: at, header } = urlColumn(records, column);
  const names = header ? records[0].map((h) => h.trim()) : [];
  const rows: SourcedUrl[] = [];
  for (let r = header ? 1 : 0; r < records.length && at >= 0; r++) {
    const url = (records[r][at] ?? '').trim();
    if (url === '') continue;
    const attributes: Record<string, string> = {};
    names.forEach((name, c) => { if (c !== at && name !== '') attributes[name] = records[r][c] ?? ''; });
    rows.push({ url, file, line: lines[r], attributes });
  }
  return { rows, columns: names, urlColumn: at, malformed, wider: header ? widerRow(records, lines) : 0, widerCuts: at > 0 || (at === 0 && names.length === 1), sep };
}

/** readCsvSet, the URL column found by name (or, without a header, the first URL column, else the first). */
export function csvUrlRows(text: string, file: string): CsvReading {
  const read = readCsvSet(text, file);
  return read.urlColumn >= 0 || read.columns.length === 0 ? read : readCsvSet(text, file, read.columns[0]);
}

/** The rows of csvUrlRows. */
export function urlRowsFromCsv(text: string, file: string): SourcedUrl[] {
  return csvUrlRows(text, file).rows;
}
