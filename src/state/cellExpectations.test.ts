/** Expectations on the grid's cells: set by cell, row or column, checked against the matrix. */
import { describe, expect, it } from 'vitest';
import { VERDICT } from '../core/index.ts';
import type { MatrixData } from './matrix.ts';
import {
  brokenRuleCount, brokenRules, nextUnmarkedFailure, unmarkedFailureCount, checkCellExpectations, checksByCell, describeMerge, mergeExpectations, pairsOf, selectExpectationReport, setExpectations,
} from './cellExpectations.ts';
import { createRobotsStore, initialState, savedStateChanged, setExpectationList, setInputs } from './store.ts';

const data: MatrixData = {
  docVersion: 1, inputsVersion: 1, urls: ['/', '/checkout/'], ruleTexts: { 2: 'Disallow: /check' }, rulesRead: { 2: 'Disallow: /check' },
  columns: [{ name: 'Googlebot', token: 'Googlebot', chain: ['Googlebot', '*'] }, { name: 'GPTBot', token: 'GPTBot', chain: ['GPTBot', '*'] }],
  verdict: Uint8Array.from([VERDICT.allowed, VERDICT.allowed, VERDICT.blocked, VERDICT.blocked]),
  line: Int32Array.from([0, 0, 2, 2]),
  profilesDisagree: new Uint8Array(0),
};

describe('expectations on cells', () => {
  it('sets a whole row or column at once, and a later mark replaces an earlier one', () => {
    let list = setExpectations([], pairsOf(data, { col: 0 }), 'allowed');
    expect(list).toEqual([{ url: '/', crawler: 'Googlebot', expect: 'allowed' }, { url: '/checkout/', crawler: 'Googlebot', expect: 'allowed' }]);
    list = setExpectations(list, pairsOf(data, { row: 1 }), 'blocked');
    expect(list).toEqual([
      { url: '/', crawler: 'Googlebot', expect: 'allowed' },
      { url: '/checkout/', crawler: 'Googlebot', expect: 'blocked' },
      { url: '/checkout/', crawler: 'GPTBot', expect: 'blocked' },
    ]);
    expect(setExpectations(list, pairsOf(data, { row: 1, col: 1 }), null)).toHaveLength(2);
  });

  it('fails an expectation the matrix breaks, with the cell and the rule that breaks it', () => {
    const list = [
      { url: '/checkout/', crawler: 'Googlebot', expect: 'allowed' as const },
      { url: '/', crawler: 'GPTBot', expect: 'allowed' as const },
      { url: '/gone', crawler: 'Googlebot', expect: 'allowed' as const },
    ];
    const report = checkCellExpectations(data, list);
    expect(report.checks.map((c) => c.state)).toEqual(['fails', 'holds', 'untested']);
    expect(report.checks[0]).toMatchObject({ cell: { row: 1, col: 0 }, line: 2 });
    expect(report.failing).toBe(1);
    expect(report.summary).toBe('1 of 2 expectations fails; 1 not tested (URL or crawler not in the suite)');
    expect(checkCellExpectations(data, list.slice(2)).summary).toBe('The expectation is not tested: URL or crawler not in the suite');
    expect(checkCellExpectations(data, list.slice(1, 2)).summary).toBe('The expectation holds');
    expect(checkCellExpectations(null, list).checks.every((c) => c.state === 'untested')).toBe(true);
  });

  it('says an expectation that holds only as the crawler\'s reading has it (readings disagree) or for an assumed crawler is unsure, as robotscope test does', () => {
    // GPTBot's / is Allowed by RFC 9309, a lenient parser's answer is Blocked by line 2; YandexVideo is assumed.
    const doubted: MatrixData = {
      ...data,
      columns: [...data.columns, { name: 'YandexVideo', token: 'YandexVideo', chain: ['YandexVideo', 'Yandex', '*'], notes: ['assumed'] }],
      verdict: Uint8Array.from([VERDICT.allowed, VERDICT.allowed, VERDICT.allowed, VERDICT.blocked, VERDICT.blocked, VERDICT.blocked]),
      line: Int32Array.from([0, 0, 0, 2, 2, 2]),
      lenientLine: Int32Array.from([-1, 2, -1, -1, -1, -1]),
    };
    const list = [
      { url: '/', crawler: 'GPTBot', expect: 'allowed' as const },
      { url: '/', crawler: 'Googlebot', expect: 'allowed' as const },
      { url: '/checkout/', crawler: 'YandexVideo', expect: 'blocked' as const },
    ];
    const report = checkCellExpectations(doubted, list);
    expect(report.checks.map((c) => c.state)).toEqual(['unsure', 'holds', 'unsure']);
    expect(report.failing).toBe(0);
    expect(report.summary).toBe(
      "All 3 expectations hold; 1 holds only as its crawler's reading has it (readings disagree); 1 holds for a crawler assumed: not in the registry, read as its operator's robot by its name");
  });

  it('changing them asks the worker nothing (no inputs version), but is a change the autosave and the link save', () => {
    const store = createRobotsStore();
    const before = store.getState();
    setExpectationList(store, [{ url: '/', crawler: 'Googlebot', expect: 'allowed' }]);
    const after = store.getState();
    expect(after.inputs.version).toBe(before.inputs.version);
    expect(after.doc.version).toBe(before.doc.version);
    expect(savedStateChanged(after, before)).toBe(true);
    expect(savedStateChanged(after, after)).toBe(false);
    setInputs(store, { urls: '/a' });
    expect(savedStateChanged(store.getState(), after)).toBe(true);
  });

  it('is computed once per list and matrix, and found by cell', () => {
    const list = [{ url: '/checkout/', crawler: 'GPTBot', expect: 'allowed' as const }];
    const s = { ...initialState(), results: { ...initialState().results, matrix: data } };
    s.inputs = { ...s.inputs, expectations: list };
    const report = selectExpectationReport(s);
    expect(selectExpectationReport({ ...s })).toBe(report);
    expect(selectExpectationReport({ ...s, inputs: { ...s.inputs, expectations: [...list] } })).not.toBe(report);
    expect(report.summary).toBe('The expectation fails');
    expect(checksByCell(report, data).get(1 * 2 + 1)?.state).toBe('fails');
  });

  it('names what each breaking rule breaks, the first two by name and the rest counted', () => {
    const list = setExpectations([], [...pairsOf(data, { row: 1 }), { url: '/x', crawler: 'Googlebot' }], 'allowed');
    expect(brokenRules(checkCellExpectations(data, list))).toEqual([
      { line: 2, message: 'Breaks 2 expectations: Googlebot must be allowed /checkout/; GPTBot must be allowed /checkout/' },
    ]);
    const wide = { ...data, urls: ['/a', '/b', '/c'], verdict: new Uint8Array(6), line: Int32Array.from([2, 2, 2, 2, 2, 2]) };
    const all = setExpectations([], pairsOf(wide, {}), 'allowed');
    expect(brokenRules(checkCellExpectations(wide, all))[0].message).toBe('Breaks 6 expectations: Googlebot must be allowed /a; GPTBot must be allowed /a and 4 more');
    expect(brokenRules(checkCellExpectations(data, [{ url: '/', crawler: 'GPTBot', expect: 'blocked' }]))).toEqual([]);
    // Counted by rule: six broken by one line is one rule; none decided by a rule is none.
    expect(brokenRuleCount(checkCellExpectations(wide, all))).toBe(1);
    expect(brokenRuleCount(checkCellExpectations(data, [{ url: '/', crawler: 'GPTBot', expect: 'blocked' }]))).toBe(0);
    // ... and counted apart: a failure no rule decided marks no line, yet is said.
    expect(unmarkedFailureCount(checkCellExpectations(data, [{ url: '/', crawler: 'GPTBot', expect: 'blocked' }, { url: '/', crawler: 'Googlebot', expect: 'blocked' }]))).toBe(2);
    expect(unmarkedFailureCount(checkCellExpectations(wide, all))).toBe(0);
    expect(unmarkedFailureCount(checkCellExpectations(data, [{ url: '/', crawler: 'GPTBot', expect: 'allowed' }]))).toBe(0);
  });

  it('walks the failures no rule decides, in the report\'s order, round again after the last (the status bar\'s count as a button)', () => {
    const report = checkCellExpectations(data, [
      { url: '/', crawler: 'GPTBot', expect: 'blocked' }, //           fails, no rule: row 0 col 1
      { url: '/checkout/', crawler: 'Googlebot', expect: 'allowed' }, // fails on line 2: marked, not walked
      { url: '/', crawler: 'Googlebot', expect: 'blocked' }, //        fails, no rule: row 0 col 0
    ]);
    expect(nextUnmarkedFailure(report, null)).toEqual({ row: 0, col: 1 });
    expect(nextUnmarkedFailure(report, { row: 0, col: 1 })).toEqual({ row: 0, col: 0 });
    expect(nextUnmarkedFailure(report, { row: 0, col: 0 })).toEqual({ row: 0, col: 1 });
    // From a cell that is none of them (the marked failure), the first.
    expect(nextUnmarkedFailure(report, { row: 1, col: 0 })).toEqual({ row: 0, col: 1 });
    expect(nextUnmarkedFailure(checkCellExpectations(data, [{ url: '/', crawler: 'GPTBot', expect: 'allowed' }]), null)).toBeNull();
  });

  it('walks the failures on screen first, then those the view hides, when told which rows are shown (s21)', () => {
    const open = { ...data, urls: ['/a', '/b', '/c'], verdict: new Uint8Array(6).fill(VERDICT.allowed), line: new Int32Array(6) };
    const report = checkCellExpectations(open, ['/a', '/b', '/c'].map((url) => ({ url, crawler: 'Googlebot', expect: 'blocked' as const })));
    // The search shows /c alone: it comes first, then the hidden ones in the report's order, and round again.
    const onlyC = (row: number) => row === 2;
    expect(nextUnmarkedFailure(report, null, onlyC)).toEqual({ row: 2, col: 0 });
    expect(nextUnmarkedFailure(report, { row: 2, col: 0 }, onlyC)).toEqual({ row: 0, col: 0 });
    expect(nextUnmarkedFailure(report, { row: 0, col: 0 }, onlyC)).toEqual({ row: 1, col: 0 });
    expect(nextUnmarkedFailure(report, { row: 1, col: 0 }, onlyC)).toEqual({ row: 2, col: 0 });
    // Every row shown, or none: the report's order.
    expect(nextUnmarkedFailure(report, null, () => true)).toEqual({ row: 0, col: 0 });
    expect(nextUnmarkedFailure(report, null, () => false)).toEqual({ row: 0, col: 0 });
  });

  it('imports over the marks set: a cell both name takes the file\'s, every other is kept, and it says so', () => {
    const mine = setExpectations([], pairsOf(data, {}), 'allowed');
    const file = [
      { url: '/', crawler: 'GPTBot', expect: 'blocked' as const }, //    replaces, otherwise
      { url: '/', crawler: 'Googlebot', expect: 'allowed' as const }, // replaces, the same
      { url: '/new', crawler: 'Googlebot', expect: 'blocked' as const }, // new
      { url: '/new', crawler: 'Googlebot', expect: 'allowed' as const }, // again: the last line counts
    ];
    const merged = mergeExpectations(mine, file);
    expect(merged).toMatchObject({ added: 1, replaced: 2, changed: 1, kept: 2, repeats: 1 });
    expect(merged.list).toEqual([
      { url: '/', crawler: 'Googlebot', expect: 'allowed' },
      { url: '/', crawler: 'GPTBot', expect: 'blocked' },
      { url: '/checkout/', crawler: 'Googlebot', expect: 'allowed' },
      { url: '/checkout/', crawler: 'GPTBot', expect: 'allowed' },
      { url: '/new', crawler: 'Googlebot', expect: 'allowed' },
    ]);
    expect(describeMerge('ci.json', merged)).toBe(
      '3 expectations imported from ci.json: 1 new, 2 replaced yours on the same cells (1 now expects otherwise); the 2 others you had are kept. 1 line of the file names a cell again: the last line for a cell counts.',
    );
    // Nothing set before: the file's, said plainly; the same file again replaces each as it was.
    const fresh = mergeExpectations([], file.slice(0, 3));
    expect(fresh.list).toEqual(file.slice(0, 3));
    expect(describeMerge('ci.json', fresh)).toBe('3 expectations imported from ci.json.');
    const again = mergeExpectations(fresh.list, file.slice(0, 1));
    expect(again).toMatchObject({ added: 0, replaced: 1, changed: 0, kept: 2 });
    expect(describeMerge('ci.json', again)).toBe('1 expectation imported from ci.json: 0 new, 1 replaced yours on the same cell; the 2 others you had are kept.');
  });
});
