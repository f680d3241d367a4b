/**
 * The coverage views as files (issue 25 §2: "exports of each view"): rule coverage, by directory
 * and in the sitemap but blocked, as CSV and JSON, written as the matrix's files are (exportRows.ts:
 * its CSV fields, its file shape and names). The JSON is `robotscope coverage --json`'s document
 * (core Coverage's fields, named alike: `urls`, `sitemapUrls`, `notChecked`, `crawlers`, `rules`,
 * `deadRules`, `sitemapBlocked` with each URL's `file` and `line`) with the view's part alone, the
 * directory tree as the page has it; the CSV is that JSON's rows flattened, one per rule ×
 * crawler, directory × crawler, or blocked URL × crawler, its headers the JSON's keys (a blocked
 * URL's first five the result records' own: url, crawler, verdict, line, rule). Pure: the view in,
 * the file's text out.
 */
import { RESULTS_VERSION, VERDICT, VERDICT_NAMES } from '../core/index.ts';
import { COVERAGE_EXPORT_WORDS, type CoverageViewName } from '../core/words/urlSetWords.ts';
import { csvField, fileStem, type ExportFile, type ExportMeta } from './exportRows.ts';
import type { SetCoverageView } from './store.ts';

export type CoverageExportFormat = 'csv' | 'json';
export { COVERAGE_EXPORT_WORDS };

type Directory = SetCoverageView['directories'];
type Row = (string | number)[];

/** A view's CSV: a header, then its rows (RFC 4180: CRLF after every record, the header's too). */
function csv(header: readonly string[], rows: Iterable<Row>): string[] {
  const parts = [header.join(',') + '\r\n'];
  for (const row of rows) parts.push(row.map((v) => csvField(v)).join(',') + '\r\n');
  return parts;
}

function* ruleRows(c: SetCoverageView): Generator<Row> {
  for (const r of c.rules) for (const d of r.decides) yield [r.line, r.rule, d.crawler, d.count, d.examples.map((u) => u.url).join(' ')];
  // A dead rule decides no URL for any crawler: one row, no crawler, 0 URLs.
  for (const d of c.deadRules) yield [d.line, d.rule, '', 0, ''];
}

function* directoryRows(d: Directory, crawlers: readonly string[]): Generator<Row> {
  for (let i = 0; i < crawlers.length; i++) yield [d.path, crawlers[i], d.urls, d.urls - d.blocked[i], d.blocked[i]];
  for (const child of d.children) yield* directoryRows(child, crawlers);
}

function* blockedRows(c: SetCoverageView): Generator<Row> {
  for (const b of c.sitemapBlocked) for (const u of b.urls) yield [u.url, b.crawler, VERDICT_NAMES[VERDICT.blocked], b.line, b.rule, u.file, u.line];
}

const CSV: Record<CoverageViewName, (c: SetCoverageView) => string[]> = {
  rules: (c) => csv(['line', 'rule', 'crawler', 'count', 'examples'], ruleRows(c)),
  directories: (c) => csv(['path', 'crawler', 'urls', 'allowed', 'blocked'], directoryRows(c.directories, c.crawlers.map((t) => t.crawler))),
  sitemap: (c) => csv(['url', 'crawler', 'verdict', 'line', 'rule', 'file', 'fileLine'], blockedRows(c)),
};

/** The view's part of the coverage document, as `robotscope coverage --json` names it. */
const JSON_PART: Record<CoverageViewName, (c: SetCoverageView) => object> = {
  rules: (c) => ({ crawlers: c.crawlers, rules: c.rules, deadRules: c.deadRules }),
  directories: (c) => ({ crawlers: c.crawlers, directories: c.directories }),
  sitemap: (c) => ({ sitemapBlocked: c.sitemapBlocked.map((b) => ({ crawler: b.crawler, line: b.line, rule: b.rule, urls: b.urls })) }),
};

function fileName(meta: ExportMeta, view: CoverageViewName, format: CoverageExportFormat): string {
  return `${fileStem(meta)}-${COVERAGE_EXPORT_WORDS.file[view]}.${format}`;
}

/**
 * The file of one view. `c` must hold every blocked sitemap URL (the page's view lists the first
 * of each rule's: app/setCoverage.ts asks the worker for the rest before exporting).
 */
export function coverageExport(view: CoverageViewName, format: CoverageExportFormat, c: SetCoverageView, meta: ExportMeta): ExportFile {
  const name = fileName(meta, view, format);
  if (format === 'csv') return { name, type: 'text/csv;charset=utf-8', parts: CSV[view](c) };
  const doc = {
    robotscope: 'coverage', version: RESULTS_VERSION, file: meta.fileName, profile: meta.profile,
    urls: c.urls, sitemapUrls: c.sitemapUrls, notChecked: c.notChecked, ...JSON_PART[view](c),
  };
  return { name, type: 'application/json', parts: [JSON.stringify(doc, null, 2) + '\n'] };
}
