/**
 * The matrix as files (issue 11 §4): CSV and JSON with one record per URL × crawler, written
 * through core's column table (CELL_COLUMNS: url, crawler, verdict, line, rule, groupLine, ...,
 * the names `check --json`, `batch` and the MCP tools use), and a Markdown report (a summary per
 * crawler, the blocked URLs, the URLs the crawlers disagree on, the lines not tested). Pure:
 * MatrixData in, the file's text out as chunks (a Blob takes them as they are, so 100,000 URLs ×
 * 10 crawlers never become one giant string), nothing leaves the browser.
 *
 * A file says of each URL what the grid says (issue 23 §3): a line of the list the grid does not
 * test (no URL, a URL of another site than the file's) is listed as `not tested` with why, never
 * graded, and a URL a crawler requests otherwise than written (core requestUrl) carries the path
 * it was compared as.
 */
import {
  CELL_COLUMNS, fileReading, comparedPath, recordJson, recordNotTested, RESULTS_VERSION, VERDICT, VERDICT_WORDS, type ReadingChoice, type ResultRecord, type Verdict,
} from '../core/index.ts';
import type { FlaggedLine } from '../core/urlList.ts';
import { recordAt, type MatrixData } from './matrix.ts';
import { columnSummaries, rowFacts, ROW_ALLOWED, ROW_BLOCKED } from './matrixView.ts';

export type ExportFormat = 'csv' | 'json' | 'markdown';

export interface ExportFile {
  name: string;
  /** The MIME type, for the Blob. */
  type: string;
  /** The file's text, in order; join them for the whole. */
  parts: string[];
}

/** What the files say about where the matrix came from. */
export interface ExportMeta {
  /** The robots.txt's file name. */
  fileName: string;
  profile: ReadingChoice;
}

/** The rows in the list's order: a tested URL's row index, or a line not tested. */
function* listRows(data: MatrixData): Generator<number | FlaggedLine> {
  const flagged = data.list?.flagged ?? [];
  const lines = data.list?.lines ?? [];
  let f = 0;
  for (let r = 0; r < data.urls.length; r++) {
    while (f < flagged.length && flagged[f].line < (lines[r] ?? Infinity)) yield flagged[f++];
    yield r;
  }
  while (f < flagged.length) yield flagged[f++];
}

/** Every record, one per list line × crawler, in the list's order. */
function* exportRecords(data: MatrixData, meta: ExportMeta): Generator<ResultRecord> {
  const cols = data.columns.length;
  for (const row of listRows(data)) {
    if (typeof row !== 'number') {
      for (const c of data.columns) yield recordNotTested(row.text, row.why, c.name, c.reading ?? fileReading(meta.profile));
      continue;
    }
    const compared = comparedPath(data.urls[row]);
    for (let j = 0; j < cols; j++) yield recordAt(data, row * cols + j, fileReading(meta.profile), compared);
  }
}

/** The base of every file's name: `robots.txt` -> `robots-matrix`. */
function baseName(meta: ExportMeta): string {
  const stem = meta.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'robots';
  return `${stem}-matrix`;
}

/** Rows per chunk: big enough that a Blob gets few parts, small enough that none is huge. */
const CHUNK_ROWS = 2000;

/** The records as text, `sep` between them, in chunks of CHUNK_ROWS; `footer` after the last. */
function chunked(
  data: MatrixData, meta: ExportMeta, header: string, row: (r: ResultRecord) => string, sep: string, footer: (any: boolean) => string,
): string[] {
  const parts = [header];
  let chunk: string[] = [];
  let any = false;
  for (const record of exportRecords(data, meta)) {
    if (chunk.length === CHUNK_ROWS) {
      parts.push(chunk.join(sep) + sep);
      chunk = [];
    }
    chunk.push(row(record));
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

export function exportCsv(data: MatrixData, meta: ExportMeta): ExportFile {
  // RFC 4180: CRLF ends every record, the header too.
  const row = (r: ResultRecord) => CELL_COLUMNS.map((c) => csvField(c.text(r))).join(',');
  const header = CELL_COLUMNS.map((c) => c.name).join(',') + '\r\n';
  const parts = chunked(data, meta, header, row, '\r\n', (any) => (any ? '\r\n' : ''));
  return { name: `${baseName(meta)}.csv`, type: 'text/csv;charset=utf-8', parts };
}

export function exportJson(data: MatrixData, meta: ExportMeta): ExportFile {
  const site = data.list?.site.origin ? `"site":${JSON.stringify(data.list.site.origin)},` : '';
  const head = `{"robotscope":"results","version":${RESULTS_VERSION},"file":${JSON.stringify(meta.fileName)},"profile":${JSON.stringify(meta.profile)},${site}"records":[\n`;
  const parts = chunked(data, meta, head, (r) => JSON.stringify(recordJson(r, CELL_COLUMNS)), ',\n', () => '\n]}\n');
  return { name: `${baseName(meta)}.json`, type: 'application/json', parts };
}

/** The Markdown report: who can crawl what, then each crawler's blocked URLs, then the disagreements. */
export function exportMarkdown(data: MatrixData, meta: ExportMeta): ExportFile {
  const parts = [...reportHead(data, meta), ...blockedSection(data, meta), ...disagreeSection(data), ...notTestedSection(data)];
  return { name: `${baseName(meta)}.md`, type: 'text/markdown;charset=utf-8', parts };
}

export function exportFile(format: ExportFormat, data: MatrixData, meta: ExportMeta): ExportFile {
  if (format === 'csv') return exportCsv(data, meta);
  if (format === 'json') return exportJson(data, meta);
  return exportMarkdown(data, meta);
}

/** Entries a report lists per section at most; the CSV and JSON files hold every cell. */
export const REPORT_LIMIT = 1000;

const count = (n: number) => n.toLocaleString('en');

/** Text that Markdown must not read as markup (a crawler named `*`, a header with brackets). */
function mdText(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');
}

/** A code span that holds `s` as it is, whatever backticks it has (CommonMark 6.1); `\|` in a table cell (GFM). */
function mdCode(s: string, inTable = false): string {
  const runs = s.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = s.startsWith('`') || s.endsWith('`') || s === '' ? ' ' : '';
  return fence + pad + (inTable ? s.replace(/\|/g, '\\|') : s) + pad + fence;
}

/**
 * The result columns that read the crawler's groups (core ResultColumn.ofCrawler: Crawl-delay),
 * the same for every URL: the summary gives each a column, so a new one shows there unasked.
 */
const CRAWLER_COLUMNS = CELL_COLUMNS.filter((c) => c.ofCrawler);

function reportHead(data: MatrixData, meta: ExportMeta): string[] {
  const summaries = columnSummaries(data);
  const blocked = summaries.reduce((n, s) => n + s.blocked, 0);
  const rows = data.columns.map((c, j) => {
    const s = summaries[j];
    const record = data.urls.length > 0 ? recordAt(data, j, fileReading(meta.profile)) : null;
    const facts = CRAWLER_COLUMNS.map((col) => ` ${record ? mdText(col.text(record)) : ''} |`).join('');
    return `| ${mdText(c.name)} | ${count(s.blocked)} | ${count(s.allowed)} | ${count(s.ungoverned)} |${facts}`;
  });
  const factHeads = CRAWLER_COLUMNS.map((c) => ` ${mdText(c.label)} |`).join('');
  const notTested = data.list?.flagged.length ?? 0;
  return [
    `# ${mdText(meta.fileName)}: who can crawl what\n\n`,
    `Profile: ${meta.profile}.${siteWords(data)} ${count(data.urls.length)} URLs × ${count(data.columns.length)} crawlers: ${count(blocked)} blocked of ${count(data.verdict.length)} checks.`,
    notTested > 0 ? ` ${count(notTested)} ${notTested === 1 ? 'line' : 'lines'} of the list not tested (listed at the end).\n\n` : '\n\n',
    `## Summary\n\n| Crawler | ${[VERDICT.blocked, VERDICT.allowed, VERDICT.ungoverned].map((v) => VERDICT_WORDS[v]).join(' | ')} |${factHeads}\n| --- | ---: | ---: | ---: |${' --- |'.repeat(CRAWLER_COLUMNS.length)}\n`,
    rows.join('\n') + '\n',
  ];
}

/** The site the file was taken to govern (core fileOrigin), as the URL field says it. */
function siteWords(data: MatrixData): string {
  const site = data.list?.site;
  if (!site?.origin) return '';
  return ` Site: ${mdText(site.origin)}${site.from === 'list' ? ', the most common in the list' : ''}.`;
}

function more(n: number): string {
  return n > 0 ? `\n… and ${count(n)} more (the CSV and JSON exports hold every one).\n` : '';
}

function blockedSection(data: MatrixData, meta: ExportMeta): string[] {
  const cols = data.columns.length;
  const parts = ['\n## Blocked URLs\n'];
  data.columns.forEach((c, j) => {
    const lines: string[] = [];
    let total = 0;
    for (let r = 0; r < data.urls.length; r++) {
      const cell = r * cols + j;
      if (data.verdict[cell] !== VERDICT.blocked) continue;
      if (++total > REPORT_LIMIT) continue;
      const rec = recordAt(data, cell, fileReading(meta.profile), comparedPath(data.urls[r]));
      const decided = rec.line === 0 ? '' : ` (line ${rec.line}${rec.rule === '' ? '' : `: ${mdCode(rec.rule)}`})`;
      lines.push(`- ${mdCode(rec.url)}${decided}${rec.comparedAs === '' ? '' : `, compared as ${mdCode(rec.comparedAs)}`}`);
    }
    parts.push(`\n### ${mdText(c.name)}: ${count(total)} blocked\n\n`);
    parts.push(total === 0 ? 'None.\n' : lines.join('\n') + '\n' + more(total - REPORT_LIMIT));
  });
  return parts;
}

function disagreeSection(data: MatrixData): string[] {
  const facts = rowFacts(data);
  const both = ROW_BLOCKED | ROW_ALLOWED;
  const cols = data.columns.length;
  const rows: string[] = [];
  let total = 0;
  for (let r = 0; r < facts.length; r++) {
    if ((facts[r] & both) !== both || ++total > REPORT_LIMIT) continue;
    const cells = data.columns.map((_, j) => {
      const cell = r * cols + j;
      const word = VERDICT_WORDS[data.verdict[cell] as Verdict];
      return data.line[cell] > 0 ? `${word} (line ${data.line[cell]})` : word;
    });
    rows.push(`| ${mdCode(data.urls[r], true)} | ${cells.join(' | ')} |`);
  }
  const head = `\n## Crawlers disagree: ${count(total)} URLs\n\n`;
  if (total === 0) return [head, 'None: every crawler gets the same answer for every URL.\n'];
  const header = `| URL | ${data.columns.map((c) => mdText(c.name)).join(' | ')} |\n| --- |${' --- |'.repeat(cols)}\n`;
  return [head, header, rows.join('\n') + '\n', more(total - REPORT_LIMIT)];
}

/** The lines of the list the grid does not test, with why: never graded (issue 23 §3). */
function notTestedSection(data: MatrixData): string[] {
  const flagged = data.list?.flagged ?? [];
  if (flagged.length === 0) return [];
  const lines = flagged.slice(0, REPORT_LIMIT).map((f) => `- line ${f.line}: ${mdCode(f.text)}: ${mdText(f.why)}`);
  return [`\n## Not tested: ${count(flagged.length)} ${flagged.length === 1 ? 'line' : 'lines'} of the list\n\n`, lines.join('\n') + '\n', more(flagged.length - REPORT_LIMIT)];
}
