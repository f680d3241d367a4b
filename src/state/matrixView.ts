/**
 * What the grid shows of a MatrixData: which rows, in which order, and the per-crawler
 * summaries. Pure functions over the columnar arrays (no object per cell): the worker reads the
 * million cells once for the row facts and the summaries (worker/matrixFacts.ts), then each
 * filter or sort is one pass over the rows plus one sort of an Int32Array of row indexes, handed
 * to the virtualised grid as its row order.
 */
import type { ExpectationReport } from './expectationReport.ts';
import { VERDICT } from '../core/index.ts';
import type { MatrixData } from './matrix.ts';
import { countText } from '../core/words/countText.ts';
import {
  columnSummaries as summariesOf, rowFacts as factsOfRows, ROW_ALLOWED, ROW_BLOCKED, ROW_EXPECTATION_FAILS, ROW_PROFILES, ROW_READINGS, type ColumnSummary,
} from '../worker/matrixFacts.ts';

export type MatrixFilter = 'all' | 'blocked' | 'allowed' | 'crawlers-disagree' | 'readings-disagree' | 'profiles-disagree' | 'expectations-fail';
/** `list`: the order of the URL list. `verdict` and `line` read the sort column's cells. */
export type MatrixSort = 'list' | 'url' | 'verdict' | 'line';
export const SORT_NAMES: readonly MatrixSort[] = ['list', 'url', 'verdict', 'line'];

export interface MatrixViewOptions {
  filter: MatrixFilter;
  /** Case-insensitive; matches the URL or the text of a deciding rule in the row. */
  search: string;
  sort: MatrixSort;
  /** The crawler (column index) whose verdicts or deciding lines `verdict` and `line` sort by. */
  sortColumn: number;
  descending: boolean;
  /**
   * A crawler's summary chosen as a filter (issue 24 §2): only the URLs this crawler (its column's
   * name) is blocked from, on top of `filter` and `search`; null for none.
   */
  blockedFor: string | null;
}

export const DEFAULT_VIEW: MatrixViewOptions = { filter: 'all', search: '', sort: 'list', sortColumn: 0, descending: false, blockedFor: null };

export { ROW_ALLOWED, ROW_BLOCKED, ROW_EXPECTATION_FAILS, ROW_PROFILES, ROW_READINGS, type ColumnSummary } from '../worker/matrixFacts.ts';

/** Whether the cell's readings disagree (MatrixData.lenientLine). */
export const readingsDisagree = (data: MatrixData, cell: number): boolean => data.lenientLine !== undefined && cell < data.lenientLine.length && data.lenientLine[cell] >= 0;

/** Each URL's facts (worker/matrixFacts.ts): as the worker sent them with the verdicts, else read from the cells. */
export function rowFacts(data: MatrixData): Uint8Array {
  return data.rowFacts ?? factsOfRows(data, data.urls.length, data.columns.length);
}

/** The row facts with the rows of failing expectations flagged (a copy; the same array when none fail). */
export function withFailingRows(facts: Uint8Array, report: ExpectationReport): Uint8Array {
  if (report.failing === 0) return facts;
  const out = facts.slice();
  for (const c of report.checks) if (c.state === 'fails' && c.cell && c.cell.row < out.length) out[c.cell.row] |= ROW_EXPECTATION_FAILS;
  return out;
}

/**
 * Each filter's test on a row's facts. Blocked and allowed split the rows in two: "blocked"
 * is blocked for at least one crawler, "allowed" for none of them.
 */
const FILTERS: Record<MatrixFilter, (f: number) => boolean> = {
  all: () => true,
  blocked: (f) => (f & ROW_BLOCKED) !== 0,
  allowed: (f) => (f & ROW_BLOCKED) === 0,
  'crawlers-disagree': (f) => (f & (ROW_BLOCKED | ROW_ALLOWED)) === (ROW_BLOCKED | ROW_ALLOWED),
  'readings-disagree': (f) => (f & ROW_READINGS) !== 0,
  'profiles-disagree': (f) => (f & ROW_PROFILES) !== 0,
  'expectations-fail': (f) => (f & ROW_EXPECTATION_FAILS) !== 0,
};

export const FILTER_NAMES: readonly MatrixFilter[] = Object.keys(FILTERS) as MatrixFilter[];

/**
 * How many rows each filter keeps (shown beside the filter's name). A row's facts are one of 16
 * values: the rows are counted per value, then each filter tested once per value, not per row.
 */
export function filterCounts(facts: Uint8Array): Record<MatrixFilter, number> {
  const counts = { all: 0, blocked: 0, allowed: 0, 'crawlers-disagree': 0, 'readings-disagree': 0, 'profiles-disagree': 0, 'expectations-fail': 0 };
  const rows = new Uint32Array(256);
  for (let r = 0; r < facts.length; r++) rows[facts[r]]++;
  for (let f = 0; f < rows.length; f++) {
    if (rows[f] === 0) continue;
    for (const name of FILTER_NAMES) if (FILTERS[name](f)) counts[name] += rows[f];
  }
  return counts;
}

/** Each crawler's counts, over every row (as the worker sent them, when it did) or over `rows` (indexes into data.urls: the rows an export holds). */
export function columnSummaries(data: MatrixData, rows?: ArrayLike<number>): ColumnSummary[] {
  if (rows === undefined && data.summaries !== undefined) return data.summaries;
  return summariesOf(data, data.columns.length, rows ?? data.urls.length);
}

/** "Googlebot: 312 blocked of 10,000" (and how many robots.txt does not govern, and where the readings disagree, if any). */
export function summarySentence(name: string, s: ColumnSummary): string {
  const ungoverned = s.ungoverned > 0 ? `; ${countText(s.ungoverned)} not governed by robots.txt` : '';
  const readings = s.readingsDisagree > 0 ? `; readings disagree on ${countText(s.readingsDisagree)}` : '';
  return `${name}: ${countText(s.blocked)} blocked of ${countText(s.total)}${ungoverned}${readings}`;
}

/**
 * The rows to show, in order: indexes into data.urls. `columnHits`: the URLs whose URL set row
 * holds the search text in another column (an export's status, indexability: issue 25 §1), found
 * by the sets worker for this very search text; they match it too.
 */
export function rowOrder(data: MatrixData, facts: Uint8Array, view: MatrixViewOptions, columnHits?: ReadonlySet<string>): Int32Array {
  const keep = FILTERS[view.filter];
  const search = searchTest(data, view.search, columnHits);
  const blocked = blockedTest(data, view.blockedFor);
  const rows = new Int32Array(data.urls.length);
  let n = 0;
  for (let r = 0; r < rows.length; r++) if (keep(facts[r]) && blocked(r) && search(r)) rows[n++] = r;
  return sortRows(data, rows.subarray(0, n), view);
}

/**
 * What of the view keeps row r out of the grid (each false when it does not): the filter, the
 * crawler chosen in the summaries (blockedFor), the search. `columnHits` as for rowOrder.
 */
export function rowHiddenBy(data: MatrixData, facts: Uint8Array, view: MatrixViewOptions, r: number, columnHits?: ReadonlySet<string>): { filter: boolean; blockedFor: boolean; search: boolean } {
  return { filter: !FILTERS[view.filter](facts[r]), blockedFor: !blockedTest(data, view.blockedFor)(r), search: !searchTest(data, view.search, columnHits)(r) };
}

/** Whether crawler `name` is blocked from row r; every row passes when no crawler is chosen (or it left the grid). */
function blockedTest(data: MatrixData, name: string | null): (r: number) => boolean {
  const col = name === null ? -1 : data.columns.findIndex((c) => c.name === name);
  if (col < 0) return () => true;
  const cols = data.columns.length;
  return (r) => data.verdict[r * cols + col] === VERDICT.blocked;
}

/** Whether row r holds the search text, in its URL, a deciding rule's text, or its URL set row's other columns (`columnHits`). */
function searchTest(data: MatrixData, text: string, columnHits?: ReadonlySet<string>): (r: number) => boolean {
  const q = text.trim().toLowerCase();
  if (q === '') return () => true;
  const cols = data.columns.length;
  // Deciding lines are few: test each rule's text once, then look cells up by line.
  const lines = new Set<number>();
  for (const [line, rule] of Object.entries(data.ruleTexts)) if (rule.toLowerCase().includes(q)) lines.add(Number(line));
  if (data.cutRule?.shown.toLowerCase().includes(q)) lines.add(data.cutRule.line);
  return (r) => {
    if (data.urls[r].toLowerCase().includes(q)) return true;
    if (columnHits?.has(data.urls[r])) return true;
    if (lines.size === 0) return false;
    for (let c = 0; c < cols; c++) if (lines.has(data.line[r * cols + c])) return true;
    return false;
  };
}

function sortRows(data: MatrixData, rows: Int32Array, view: MatrixViewOptions): Int32Array {
  const sign = view.descending ? -1 : 1;
  if (view.sort === 'list') return view.descending ? rows.reverse() : rows;
  if (view.sort === 'url') {
    const urls = data.urls;
    // Code-unit order (as robots.txt compares paths), list order among equals: a stable sort.
    return rows.sort((a, b) => (urls[a] < urls[b] ? -sign : urls[a] > urls[b] ? sign : a - b));
  }
  const cols = data.columns.length;
  const col = Math.min(Math.max(0, view.sortColumn), cols - 1);
  const values = view.sort === 'verdict' ? data.verdict : data.line;
  // Key = value * rowCount + row in a Float64Array: the native numeric sort, with no comparator
  // call per pair, and list order among equal values. A line number (below 2^27: 64 MiB of
  // one-byte lines) times the row count (below 2^24) stays an exact integer below 2^53.
  const total = data.urls.length;
  const keys = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) keys[i] = sign * values[rows[i] * cols + col] * total + rows[i];
  keys.sort();
  for (let i = 0; i < rows.length; i++) rows[i] = ((keys[i] % total) + total) % total;
  return rows;
}
