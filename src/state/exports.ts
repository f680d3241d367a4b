/**
 * The matrix as files (issue 11 §4): CSV and JSON with one record per URL × crawler, written
 * through core's column table (CELL_COLUMNS: url, crawler, verdict, line, rule, groupLine, ...,
 * the names `check --json`, `batch` and the MCP tools use), a wide CSV with one row per URL and
 * the columns the table marks `wide` once per crawler, and a Markdown report (exportReport.ts).
 * Pure: MatrixData in, the file's text out as chunks (a Blob takes them as they are, so 100,000
 * URLs × 10 crawlers never become one giant string), nothing leaves the browser.
 *
 * Each file holds the rows the grid shows, in its order (issue 24 §2; exportRows.ts), and says
 * of each line of the list what the grid says (issue 23 §3): a line the grid does not test (no
 * URL, a URL of another site than the file's) is listed as `not tested` with why, never graded,
 * and a URL a crawler requests otherwise than written (core requestUrl) carries the path it was
 * compared as. With URL sets shown, each file adds their own columns (walk20 §6: a crawl export's
 * Status Code, Indexability ..., for a pivot): a column each in the CSVs (the wide CSV's among the
 * URL's own), `attributes` in JSON (core setColumns, ATTRIBUTES_COLUMN).
 */
import { ATTRIBUTES_COLUMN, CELL_COLUMNS, recordJson, RESULTS_VERSION, type ResultColumn, type ResultRecord } from '../core/index.ts';
import type { MatrixData } from './matrix.ts';
import { baseName, chunked, crawlerHeaders, csvField, csvFile, exportRows, rowRecords, setColumnsOfExport, type ExportFile, type ExportMeta } from './exportRows.ts';
import { exportMarkdown } from './exportReport.ts';

export { csvField, type ExportFile, type ExportMeta } from './exportRows.ts';
export { exportMarkdown, REPORT_LIMIT } from './exportReport.ts';

export type ExportFormat = 'csv' | 'csv-wide' | 'json' | 'markdown';

/** Every record of the export, one per row × crawler, in the export's order. */
function* exportRecords(data: MatrixData, meta: ExportMeta): Generator<ResultRecord> {
  for (const row of exportRows(data, meta)) yield* rowRecords(data, meta, row);
}

function* mapped<T>(items: Iterable<T>, f: (item: T) => string): Generator<string> {
  for (const item of items) yield f(item);
}

export function exportCsv(data: MatrixData, meta: ExportMeta): ExportFile {
  const columns = [...CELL_COLUMNS, ...setColumnsOfExport(data, meta)];
  const row = (r: ResultRecord) => columns.map((c) => csvField(c.text(r))).join(',');
  return csvFile(exportFileName('csv', meta), columns.map((c) => c.name), mapped(exportRecords(data, meta), row));
}

const CRAWLER_COLUMNS = CELL_COLUMNS.filter((c) => c.wide === 'crawler');

/**
 * One row per URL (issue 24 §2), for a spreadsheet: the URL's own columns (core ResultColumn
 * `wide: 'url'`), then each crawler's (`wide: 'crawler'`), headed `<crawler> <column>`.
 */
export function exportWideCsv(data: MatrixData, meta: ExportMeta): ExportFile {
  const urlColumns: ResultColumn[] = [...CELL_COLUMNS, ...setColumnsOfExport(data, meta)].filter((c) => c.wide === 'url');
  const header = [...urlColumns.map((c) => c.name), ...crawlerHeaders(data)];
  // The URL's own columns are the same in each of its records (the export has a crawler at least).
  const line = (records: ResultRecord[]) =>
    [...urlColumns.map((c) => csvField(c.text(records[0]))), ...records.flatMap((r) => CRAWLER_COLUMNS.map((c) => csvField(c.text(r))))].join(',');
  return csvFile(exportFileName('csv-wide', meta), header, mapped(exportRows(data, meta), (row) => line(rowRecords(data, meta, row))));
}

export function exportJson(data: MatrixData, meta: ExportMeta): ExportFile {
  const site = data.list?.site.origin ? `"site":${JSON.stringify(data.list.site.origin)},` : '';
  const head = `{"robotscope":"results","version":${RESULTS_VERSION},"file":${JSON.stringify(meta.fileName)},"profile":${JSON.stringify(meta.profile)},${site}"records":[\n`;
  // `attributes` only where a set shown has columns of its own: null in a record no set row gives.
  const columns = meta.sets && meta.sets.headers.length > 0 ? [...CELL_COLUMNS, ATTRIBUTES_COLUMN] : CELL_COLUMNS;
  const parts = chunked(head, mapped(exportRecords(data, meta), (r) => JSON.stringify(recordJson(r, columns))), ',\n', () => '\n]}\n');
  return { name: exportFileName('json', meta), type: 'application/json', parts };
}

/** The name of the `format` file: `robots.txt` -> `robots-matrix-wide.csv`. */
export function exportFileName(format: ExportFormat, meta: Pick<ExportMeta, 'fileName'>): string {
  return `${baseName(meta)}${EXTENSIONS[format]}`;
}
const EXTENSIONS: Record<ExportFormat, string> = { csv: '.csv', 'csv-wide': '-wide.csv', json: '.json', markdown: '.md' };

export function exportFile(format: ExportFormat, data: MatrixData, meta: ExportMeta): ExportFile {
  if (format === 'csv') return exportCsv(data, meta);
  if (format === 'csv-wide') return exportWideCsv(data, meta);
  if (format === 'json') return exportJson(data, meta);
  return exportMarkdown(data, meta);
}
