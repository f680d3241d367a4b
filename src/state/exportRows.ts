/**
 * What every export walks (issue 11 §4, issue 24 §2): the rows the grid shows, in its order, and
 * the lines of the list it does not test, each with why (issue 23 §3), never dropped by a filter.
 * Unfiltered and in the list's order, a line not tested stands where it stands in the list;
 * filtered or sorted, the lines not tested follow the URLs (a filter of verdicts has none to
 * judge them by, and a sort has no key for them).
 */
import { CELL_COLUMNS, comparedPath, fileReading, recordNotTested, setColumns, type ReadingChoice, type ResultColumn, type ResultRecord, type SetColumns } from '../core/index.ts';
import { readUrlList, type FlaggedLine } from '../core/urlList.ts';
import { columnName, recordAt, type ListFacts, type MatrixData } from './matrix.ts';

export interface ExportFile {
  name: string;
  /** The MIME type, for the Blob. */
  type: string;
  /** The file's text, in order; join them for the whole. */
  parts: string[];
}

/** What the files say about where the matrix came from, and which of its rows they hold. */
export interface ExportMeta {
  /** The robots.txt's file name. */
  fileName: string;
  profile: ReadingChoice;
  /** The URLs the grid shows, in its order (indexes into data.urls); absent: every URL, in the list's order. */
  rows?: ArrayLike<number>;
  /**
   * The URL sets shown's own columns (a crawl export's Status Code, Indexability ...: core
   * setColumnsOf), which each record of a URL a set row gives carries (ResultRecord.attributes)
   * and the files add (walk20 §6); absent: no set shown.
   */
  sets?: SetColumns;
}

/** Whether `rows` is every URL in the list's order: the grid neither filters nor sorts. */
export function everyRowInOrder(data: MatrixData, rows: ArrayLike<number> | undefined): boolean {
  if (rows === undefined) return true;
  if (rows.length !== data.urls.length) return false;
  for (let i = 0; i < rows.length; i++) if (rows[i] !== i) return false;
  return true;
}

/** The URL rows an export holds, in order: `meta.rows`, or every one. */
export function urlRows(data: MatrixData, meta: ExportMeta): ArrayLike<number> {
  return meta.rows ?? Int32Array.from({ length: data.urls.length }, (_, i) => i);
}

/** The rows in the list's order: a tested URL's row index, or a line not tested. */
function* listRows(data: MatrixData): Generator<number | FlaggedLine> {
  const flagged = data.list ? everyFlagged(data.list) : [];
  const lines = data.list?.lines ?? [];
  let f = 0;
  for (let r = 0; r < data.urls.length; r++) {
    while (f < flagged.length && flagged[f].line < (lines[r] ?? Infinity)) yield flagged[f++];
    yield r;
  }
  while (f < flagged.length) yield flagged[f++];
}

/** The export's rows: a URL's row index, or a line of the list not tested. */
export function* exportRows(data: MatrixData, meta: ExportMeta): Generator<number | FlaggedLine> {
  if (everyRowInOrder(data, meta.rows)) {
    yield* listRows(data);
    return;
  }
  const rows = meta.rows!;
  for (let i = 0; i < rows.length; i++) yield rows[i];
  yield* data.list ? everyFlagged(data.list) : [];
}

/** A row's records, one per crawler: the URL's verdicts, or "not tested" with why. */
export function rowRecords(data: MatrixData, meta: ExportMeta, row: number | FlaggedLine): ResultRecord[] {
  const records = typeof row !== 'number'
    ? data.columns.map((c) => recordNotTested(row.text, row.why, columnName(c), c.reading ?? fileReading(meta.profile)))
    : data.columns.map((_, j) => recordAt(data, row * data.columns.length + j, fileReading(meta.profile), comparedPath(data.urls[row])));
  const attributes = meta.sets?.rows.get((typeof row === 'number' ? data.urls[row] : row.text).trim());
  return attributes === undefined ? records : records.map((r) => ({ ...r, attributes }));
}

/**
 * The files' columns of the URL sets shown (core setColumns): none when no set gives any. Headed
 * apart from every result column and every crawler's column of the wide CSV ("Googlebot verdict":
 * a Robotscope wide CSV opened as a set), in both CSVs alike (review21 L1).
 */
export function setColumnsOfExport(data: MatrixData, meta: ExportMeta): ResultColumn[] {
  const headers = meta.sets?.headers ?? [];
  return headers.length === 0 ? [] : setColumns(headers, crawlerHeaders(data));
}

/** The wide CSV's columns of each crawler (core ResultColumn `wide: 'crawler'`), headed `<crawler> <column>`. */
export const crawlerHeaders = (data: MatrixData): string[] =>
  data.columns.flatMap((crawler) => CELL_COLUMNS.filter((c) => c.wide === 'crawler').map((c) => `${columnName(crawler)} ${c.name}`));

/** The base of every file's name: `robots.txt` -> `robots-matrix`. */
export function baseName(meta: Pick<ExportMeta, 'fileName'>): string {
  return `${fileStem(meta)}-matrix`;
}

/** The robots.txt's name without its extension, safe in a file name: every export's name starts with it. */
export function fileStem(meta: Pick<ExportMeta, 'fileName'>): string {
  return meta.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'robots';
}

/** Rows per chunk: big enough that a Blob gets few parts, small enough that none is huge. */
const CHUNK_ROWS = 2000;

/** The header, then `lines` with `sep` between them in chunks of CHUNK_ROWS, then `footer(any line)`. */
export function chunked(header: string, lines: Iterable<string>, sep: string, footer: (any: boolean) => string): string[] {
  const parts = [header];
  let chunk: string[] = [];
  let any = false;
  for (const line of lines) {
    if (chunk.length === CHUNK_ROWS) {
      parts.push(chunk.join(sep) + sep);
      chunk = [];
    }
    chunk.push(line);
    any = true;
  }
  if (chunk.length > 0) parts.push(chunk.join(sep));
  parts.push(footer(any));
  return parts;
}

/**
 * A CSV field (RFC 4180 2.6-2.7): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. A field a spreadsheet would run as a formula (starting = + - @, or a tab or CR that
 * it skips first) gets a leading `'` (OWASP "CSV Injection"): URLs and rules come from a
 * file someone else wrote.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = "'" + s;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A CSV file (RFC 4180: CRLF ends every record, the header too). */
export function csvFile(name: string, header: readonly string[], rows: Iterable<string>): ExportFile {
  const parts = chunked(header.map(csvField).join(',') + '\r\n', rows, '\r\n', (any) => (any ? '\r\n' : ''));
  return { name, type: 'text/csv;charset=utf-8', parts };
}

const WHOLE = new WeakMap<ListFacts, readonly FlaggedLine[]>();

/**
 * Every line of the list not tested, with why, in the list's order: those the worker sent when
 * they are all, else read once from the list's text as the worker read it (core readUrlList, what
 * its reader gives): the worker sends only the first (worker/listProtocol.ts FLAGGED_SENT).
 */
export function everyFlagged(list: ListFacts): readonly FlaggedLine[] {
  if (!list.read) return list.flagged;
  let all = WHOLE.get(list);
  if (!all) {
    all = readUrlList(list.read.text, list.read.origin).flagged;
    WHOLE.set(list, all);
  }
  return all;
}
