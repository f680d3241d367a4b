/**
 * Expectations on the workbench's cells (issue 9 §2): "this crawler must be allowed / blocked
 * this URL", set on a cell, a whole row or a whole column, kept with the test suite and
 * exported in the file `robotscope test` reads (core expectations.ts). Checked against the
 * matrix the worker already computed, so a broken expectation shows as the person types.
 */
import { expectationSummary, unsureSummary, type Expectation, type Expected } from '../core/index.ts';
import { noLineWords, VERDICT } from '../core/index.ts';
import { recordAt, type MatrixData } from './matrix.ts';
import type { ExpectationCheck, ExpectationReport } from './expectationReport.ts';
import { setExpectationList, type RobotsState, type RobotsStore } from './store.ts';
import { countText } from '../core/words/countText.ts';

export { EXPECTATION_STATE_WORDS, type ExpectationCheck, type ExpectationReport, type ExpectationState } from './expectationReport.ts';

const keyOf = (url: string, crawler: string) => `${crawler}\u0000${url}`;

/** Sets (or with `expect` null, clears) the expectation of every (url, crawler) pair given. */
export function setExpectations(list: readonly Expectation[], pairs: readonly { url: string; crawler: string }[], expect: Expected | null): Expectation[] {
  const touched = new Set(pairs.map((p) => keyOf(p.url, p.crawler)));
  const kept = list.filter((e) => !touched.has(keyOf(e.url, e.crawler)));
  return expect === null ? kept : [...kept, ...pairs.map((p) => ({ url: p.url, crawler: p.crawler, expect }))];
}

/** What an import did to the expectations already set. */
export interface ExpectationMerge {
  list: Expectation[];
  /** Cells the file names that had no expectation. */
  added: number;
  /** Cells that had one: the file's replaced it. */
  replaced: number;
  /** Of those, how many the file expects otherwise (the rest it repeats as they were). */
  changed: number;
  /** Expectations already set on cells the file does not name, kept as they were. */
  kept: number;
  /** Lines of the file naming a cell an earlier line named too: the last one counts. */
  repeats: number;
}

/**
 * An imported file over the expectations already set: a cell both name takes the file's, every
 * other of either is kept. A person who marked cells and then imports a CI file keeps the marks
 * (issue 9 §2); the import says what it replaced, and offers the file's alone.
 */
export function mergeExpectations(current: readonly Expectation[], imported: readonly Expectation[]): ExpectationMerge {
  const list = [...current];
  const at = new Map<string, number>();
  list.forEach((e, i) => { if (!at.has(keyOf(e.url, e.crawler))) at.set(keyOf(e.url, e.crawler), i); });
  const fromFile = new Set<string>();
  let added = 0;
  let replaced = 0;
  let changed = 0;
  let repeats = 0;
  for (const e of imported) {
    const key = keyOf(e.url, e.crawler);
    const i = at.get(key);
    const next = { url: e.url, crawler: e.crawler, expect: e.expect };
    if (fromFile.has(key)) repeats++;
    else if (i === undefined) added++;
    else {
      replaced++;
      if (list[i].expect !== e.expect) changed++;
    }
    fromFile.add(key);
    if (i === undefined) {
      at.set(key, list.length);
      list.push(next);
    } else list[i] = next;
  }
  // A list from an old link may name a cell twice: only the first is looked up, so drop the rest.
  const out = list.filter((e, i) => at.get(keyOf(e.url, e.crawler)) === i);
  return { list: out, added, replaced, changed, kept: out.length - added - replaced, repeats };
}
const many = (k: number, one: string, more = `${one}s`) => `${countText(k)} ${k === 1 ? one : more}`;

/** "12 expectations imported from ci.json: 9 new, 3 replaced yours on the same cells (2 now expect otherwise); the 4 others you had are kept." */
export function describeMerge(fileName: string, m: ExpectationMerge): string {
  const head = `${many(m.added + m.replaced, 'expectation')} imported from ${fileName}`;
  const repeats = m.repeats === 0 ? '' : ` ${many(m.repeats, 'line')} of the file name${m.repeats === 1 ? 's' : ''} a cell again: the last line for a cell counts.`;
  if (m.replaced === 0 && m.kept === 0) return `${head}.${repeats}`;
  const changed = m.changed === 0 ? '' : ` (${countText(m.changed)} now expect${m.changed === 1 ? 's' : ''} otherwise)`;
  const replaced = m.replaced === 0 ? '' : `, ${countText(m.replaced)} replaced yours on the same ${m.replaced === 1 ? 'cell' : 'cells'}${changed}`;
  const kept = m.kept === 0 ? '' : `; the ${many(m.kept, 'other', 'others')} you had ${m.kept === 1 ? 'is' : 'are'} kept`;
  return `${head}: ${countText(m.added)} new${replaced}${kept}.${repeats}`;
}

/** The pairs of a cell, a whole row (every crawler) or a whole column (every URL). */
export function pairsOf(data: MatrixData, target: { row?: number; col?: number }): { url: string; crawler: string }[] {
  const rows = target.row === undefined ? data.urls.map((_, i) => i) : [target.row];
  const cols = target.col === undefined ? data.columns.map((_, j) => j) : [target.col];
  return rows.flatMap((r) => cols.map((c) => ({ url: data.urls[r], crawler: data.columns[c].name })));
}

/** Checks every expectation against the matrix; an expectation on a cell no longer tested is "untested". */
export function checkCellExpectations(data: MatrixData | null, list: readonly Expectation[]): ExpectationReport {
  // No expectation (the usual case): no index of the 10,000 URLs on every keystroke's matrix.
  const unsure = { disagree: 0, assumed: 0 };
  if (list.length === 0) return { checks: [], failing: 0, untested: 0, unsure, summary: summaryOf(0, 0, 0, unsure) };
  const rowOf = new Map<string, number>();
  const colOf = new Map<string, number>();
  data?.urls.forEach((u, i) => { if (!rowOf.has(u)) rowOf.set(u, i); });
  data?.columns.forEach((c, j) => { if (!colOf.has(c.name)) colOf.set(c.name, j); });
  let failing = 0;
  let untested = 0;
  const checks = list.map((expectation): ExpectationCheck => {
    const row = rowOf.get(expectation.url);
    const col = colOf.get(expectation.crawler);
    if (!data || row === undefined || col === undefined) {
      untested++;
      return { expectation, state: 'untested', cell: null, line: 0, noLine: '' };
    }
    const i = row * data.columns.length + col;
    const v = data.verdict[i];
    // A crawler robots.txt does not govern fetches whatever the file says: "allowed" holds.
    const got: Expected = v === VERDICT.blocked ? 'blocked' : 'allowed';
    if (got !== expectation.expect) {
      failing++;
      return { expectation, state: 'fails', cell: { row, col }, line: data.line[i], noLine: data.line[i] > 0 ? '' : noLineWords(recordAt(data, i)) };
    }
    // Held, but as sure as the cell's answer only (its record: the grid's words say the same).
    const record = recordAt(data, i);
    const disagree = record.lenient !== null;
    const assumed = !disagree && record.notes.includes('assumed');
    if (disagree) unsure.disagree++;
    if (assumed) unsure.assumed++;
    return { expectation, state: disagree || assumed ? 'unsure' : 'holds', cell: { row, col }, line: data.line[i], noLine: '' };
  });
  return { checks, failing, untested, unsure, summary: summaryOf(list.length, failing, untested, unsure) };
}

/** An expectation not tested is neither: "All 3 hold" when a fourth was not tested would be a confident wrong answer. */
function summaryOf(total: number, failing: number, untested: number, unsure: ExpectationReport['unsure']): string {
  return testedSummary(total, failing, untested) + unsureSummary(unsure.disagree, unsure.assumed);
}

function testedSummary(total: number, failing: number, untested: number): string {
  if (untested === 0) return expectationSummary(total, failing);
  if (untested === total) return `${total === 1 ? 'The expectation is not' : `None of the ${countText(total)} expectations is`} tested: URL or crawler not in the suite`;
  return `${expectationSummary(total - untested, failing)}; ${countText(untested)} not tested (URL or crawler not in the suite)`;
}

type Target = { row?: number; col?: number };

/** Sets (or clears) the expectation of a cell, a row or a column of the matrix on screen; how many cells. */
export function expectOn(store: RobotsStore, target: Target, expect: Expected | null): number {
  const { results, inputs } = store.getState();
  if (!results.matrix) return 0;
  const pairs = pairsOf(results.matrix, target);
  setExpectationList(store, setExpectations(inputs.expectations, pairs, expect));
  return pairs.length;
}

/** One report per (list, matrix): the grid, the header, the editor marks and the live region share it. */
const reports = new WeakMap<readonly Expectation[], { data: MatrixData | null; report: ExpectationReport }>();

/** The expectations checked against the matrix on screen, computed once per change of either. */
export function selectExpectationReport(s: RobotsState): ExpectationReport {
  const list = s.inputs.expectations;
  const data = s.results.matrix;
  const known = reports.get(list);
  if (known && known.data === data) return known.report;
  const report = checkCellExpectations(data, list);
  reports.set(list, { data, report });
  return report;
}

/** The checks by cell (row * columns + col) of `data`, for the grid to show each in its cell. */
export function checksByCell(report: ExpectationReport, data: MatrixData): Map<number, ExpectationCheck> {
  const out = new Map<number, ExpectationCheck>();
  for (const c of report.checks) if (c.cell) out.set(c.cell.row * data.columns.length + c.cell.col, c);
  return out;
}

/** "Googlebot must be allowed /checkout/" */
export function expectationWords(e: Expectation): string {
  return `${e.crawler} must be ${e.expect} ${e.url}`;
}

/** How many rules break an expectation: the lines brokenRules marks (the status bar counts them beside the file's problems). */
export function brokenRuleCount(report: ExpectationReport): number {
  const lines = new Set<number>();
  for (const c of report.checks) if (c.state === 'fails' && c.line > 0) lines.add(c.line);
  return lines.size;
}

/**
 * How many expectations fail where no rule decides (the crawler is allowed because nothing blocks
 * it, or not governed): no line to mark, so the status bar counts them apart from brokenRuleCount,
 * and a failure is never said only by its grid cell.
 */
export function unmarkedFailureCount(report: ExpectationReport): number {
  let n = 0;
  for (const c of report.checks) if (isUnmarkedFailure(c)) n++;
  return n;
}

const isUnmarkedFailure = (c: ExpectationCheck) => c.state === 'fails' && c.line === 0;

/**
 * The cell of the failure no rule decides that comes after `from` (the first when `from` is none
 * of them, round again after the last): where the status bar's count takes the person, one
 * failure per press. The order is the report's, with the rows `shown` tells are on screen first:
 * a person expects to be taken to the failure they can see before one the search hides (s21).
 * Null when there is none.
 */
export function nextUnmarkedFailure(
  report: ExpectationReport, from: { row: number; col: number } | null, shown: (row: number) => boolean = () => true,
): { row: number; col: number } | null {
  const all = report.checks.filter(isUnmarkedFailure).map((c) => c.cell!);
  const cells = [...all.filter((c) => shown(c.row)), ...all.filter((c) => !shown(c.row))];
  if (cells.length === 0) return null;
  const at = from ? cells.findIndex((c) => c.row === from.row && c.col === from.col) : -1;
  return cells[(at + 1) % cells.length];
}

/** Listed by name in a rule's mark; a `Disallow: /` may break thousands: the rest are counted. */
const NAMED_PER_RULE = 2;

/** Per deciding line, what it breaks in words: what the editor marks (a failure no rule decided marks no line). */
export function brokenRules(report: ExpectationReport): { line: number; message: string }[] {
  const byLine = new Map<number, Expectation[]>();
  for (const c of report.checks) {
    if (c.state === 'fails' && c.line > 0) byLine.set(c.line, [...(byLine.get(c.line) ?? []), c.expectation]);
  }
  return [...byLine].map(([line, broken]) => {
    const named = broken.slice(0, NAMED_PER_RULE).map(expectationWords).join('; ');
    const more = broken.length > NAMED_PER_RULE ? ` and ${countText(broken.length - NAMED_PER_RULE)} more` : '';
    const what = broken.length === 1 ? 'an expectation' : `${countText(broken.length)} expectations`;
    return { line, message: `Breaks ${what}: ${named}${more}` };
  });
}
