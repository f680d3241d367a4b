/**
 * The coverage views as files (issue 25 §2: "exports of each view"): rule coverage, by directory
 * in the sitemap but blocked and logs against the rules, as CSV, JSON and Markdown, written as the
 * matrix's files are (exportRows.ts:
 * its CSV fields, its file shape and names). The JSON is `robotscope coverage --json`'s document
 * (core Coverage's fields, named alike: `urls`, `sitemapUrls`, `notChecked`, `crawlers`, `rules`,
 * `deadRules`, `sitemapBlocked` with each URL's `file` and `line`) with the view's part alone, the
 * directory tree as the page has it; the CSV is that JSON's rows flattened, one per rule ×
 * crawler, directory × crawler, or blocked URL × crawler, its headers the JSON's keys (a blocked
 * URL's first five the result records' own: url, crawler, verdict, line, rule). The logs' JSON is
 * `--json`'s `logs` (core logsRecord); their CSV one row per bot and IP check (`all` first). The
 * Markdown is the CSV's very header and rows as a table, under the view's name: what a pull
 * request or a ticket shows. Pure: the view in, the file's text out.
 */
import { IP_CHECKS, leakRate, logsRecord, mdCode, mdText, RESULTS_VERSION, VERDICT, VERDICT_NAMES, type LogHits } from '../core/index.ts';
import { COVERAGE_VIEW_WORDS } from '../core/words/urlSetWords.ts';
import { COVERAGE_EXPORT_WORDS, type CoverageViewName } from '../core/words/urlSetWords.ts';
import { csvField, fileStem, type ExportFile, type ExportMeta } from './exportRows.ts';
import type { SetCoverageView } from './store.ts';

export type CoverageExportFormat = 'csv' | 'json' | 'markdown';
export { COVERAGE_EXPORT_WORDS };

type Directory = SetCoverageView['directories'];
type Row = (string | number)[];

/** A view's table: its header and rows, written as CSV or Markdown. */
interface Table {
  header: readonly string[];
  rows: Iterable<Row>;
}

/** A view's CSV: a header, then its rows (RFC 4180: CRLF after every record, the header's too). */
function csv({ header, rows }: Table): string[] {
  const parts = [header.join(',') + '\r\n'];
  for (const row of rows) parts.push(row.map((v) => csvField(v)).join(',') + '\r\n');
  return parts;
}

/** The same table in Markdown (GFM): text in code spans, so a rule's `*` or a URL's `|` stays as written. */
function markdown(view: CoverageViewName, meta: ExportMeta, { header, rows }: Table): string[] {
  const cell = (v: string | number) => (typeof v === 'number' ? String(v) : v === '' ? '' : mdCode(v, true));
  const parts = [`# ${mdText(COVERAGE_VIEW_WORDS[view])}: ${mdCode(meta.fileName)}\n\n`, `| ${header.join(' | ')} |\n`, `|${header.map(() => ' --- |').join('')}\n`];
  for (const row of rows) parts.push(`| ${row.map(cell).join(' | ')} |\n`);
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

const hitCells = (h: LogHits): Row => [h.requests, h.robotsTxt, h.allowed, h.blocked, Math.round(leakRate(h) * 10000) / 10000];

/** Per bot its row of all its requests, then one per IP check that has any, where a range file speaks for it. */
function* logRows(c: SetCoverageView): Generator<Row> {
  for (const b of c.logs?.bots ?? []) {
    yield [b.crawler, 'all', ...hitCells(b.all)];
    if (b.byIp.unchecked.requests === b.all.requests) continue;
    for (const ip of IP_CHECKS) if (b.byIp[ip].requests > 0) yield [b.crawler, ip, ...hitCells(b.byIp[ip])];
  }
}

const TABLE: Record<CoverageViewName, (c: SetCoverageView) => Table> = {
  rules: (c) => ({ header: ['line', 'rule', 'crawler', 'count', 'examples'], rows: ruleRows(c) }),
  directories: (c) => ({ header: ['path', 'crawler', 'urls', 'allowed', 'blocked'], rows: directoryRows(c.directories, c.crawlers.map((t) => t.crawler)) }),
  sitemap: (c) => ({ header: ['url', 'crawler', 'verdict', 'line', 'rule', 'file', 'fileLine'], rows: blockedRows(c) }),
  logs: (c) => ({ header: ['crawler', 'ip', 'requests', 'robotsTxt', 'allowed', 'blocked', 'leakRate'], rows: logRows(c) }),
};

/** The view's part of the coverage document, as `robotscope coverage --json` names it. */
const JSON_PART: Record<CoverageViewName, (c: SetCoverageView) => object> = {
  rules: (c) => ({ crawlers: c.crawlers, rules: c.rules, deadRules: c.deadRules }),
  directories: (c) => ({ crawlers: c.crawlers, directories: c.directories }),
  sitemap: (c) => ({ sitemapBlocked: c.sitemapBlocked.map((b) => ({ crawler: b.crawler, line: b.line, rule: b.rule, urls: b.urls })) }),
  logs: (c) => (c.logs ? { logs: logsRecord(c.logs) } : {}),
};

const EXTENSION: Record<CoverageExportFormat, string> = { csv: 'csv', json: 'json', markdown: 'md' };

function fileName(meta: ExportMeta, view: CoverageViewName, format: CoverageExportFormat): string {
  return `${fileStem(meta)}-${COVERAGE_EXPORT_WORDS.file[view]}.${EXTENSION[format]}`;
}

/**
 * The file of one view. `c` must hold every blocked sitemap URL (the page's view lists the first
 * of each rule's: app/setCoverage.ts asks the worker for the rest before exporting).
 */
export function coverageExport(view: CoverageViewName, format: CoverageExportFormat, c: SetCoverageView, meta: ExportMeta): ExportFile {
  const name = fileName(meta, view, format);
  if (format === 'csv') return { name, type: 'text/csv;charset=utf-8', parts: csv(TABLE[view](c)) };
  if (format === 'markdown') return { name, type: 'text/markdown;charset=utf-8', parts: markdown(view, meta, TABLE[view](c)) };
  const doc = {
    robotscope: 'coverage', version: RESULTS_VERSION, file: meta.fileName, profile: meta.profile,
    urls: c.urls, sitemapUrls: c.sitemapUrls, notChecked: c.notChecked, otherSite: c.otherSite, ...JSON_PART[view](c),
  };
  return { name, type: 'application/json', parts: [JSON.stringify(doc, null, 2) + '\n'] };
}
