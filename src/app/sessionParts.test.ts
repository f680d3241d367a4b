/**
 * The session's parts on their own (app/session.ts ties them; session.test.ts drives them
 * together through a fake worker): the job for a state, the store's results from the worker's
 * answers, the selected cell's explanation, and one job per task.
 */
import { Text } from '@codemirror/state';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { VERDICT } from '../core/index.ts';
import { wholeListFacts } from '../state/matrix.ts';
import { matrixOf } from '../state/matrix.test-helper.ts';
import { initialState, type RobotsState } from '../state/store.ts';
import type { CheckResponse, ExplainResponse } from '../worker/protocol.ts';
import { createCellExplainer } from './cellExplainer.ts';
import { docJob } from './docJob.ts';
import { submitter } from './session.ts';
import { checkedMatrix, createSessionResults } from './sessionResults.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));
const newStore = () => createStore<RobotsState>()(() => initialState());

describe('the job for a state', () => {
  const rows = { job: () => ({ version: 3, text: '/a', base: -1 }) as never, count: () => 1 };

  it('carries the version, reads the text only when asked, and the edits since a version the worker holds', () => {
    const s = initialState();
    s.doc.version = 7;
    const asked: number[][] = [];
    const edits = { between: (from: number, to: number, length: number) => (asked.push([from, to, length]), []) };
    const job = docJob(s, 'editor', Text.of(['User-agent: *', 'Disallow: /x']), edits, rows);
    expect(job).toMatchObject({ docId: 'editor', docVersion: 7, length: 26, profile: 'documented' });
    expect(job.editsSince(5)).toEqual([]);
    expect(asked).toEqual([[5, 7, 26]]);
    expect(job.text()).toBe('User-agent: *\nDisallow: /x');
  });

  it('asks the other profiles for every cell only once the person asked', () => {
    const s = initialState();
    const edits = { between: () => null };
    expect(docJob(s, 'editor', Text.empty, edits, rows).check?.compareCells).toBeLessThan(Infinity);
    s.inputs.compareAll = true;
    expect(docJob(s, 'editor', Text.empty, edits, rows).check?.compareCells).toBe(Infinity);
  });
});

describe('the results from the worker', () => {
  const data = matrixOf(['Googlebot'], { '/a': 'B2', '/b': 'A0' }, { 2: 'Disallow: /a' });
  const check = { ...data, type: 'check', docId: 'editor', listVersion: 4, elapsed: 3, lenientLine: new Int32Array(0) } as unknown as CheckResponse;
  const read = { urls: data.urls, facts: wholeListFacts({ site: { origin: '', from: 'none' }, lines: [1, 2], flagged: [] }) };

  it('drop a check of a list the page no longer holds', () => {
    const store = newStore();
    createSessionResults(store, { of: () => null }).check(check);
    expect(store.getState().results.matrix).toBeNull();
  });

  it('show a fetch\'s outcome over the verdicts checked, and the verdicts again once it goes', () => {
    const store = newStore();
    const results = createSessionResults(store, { of: (v) => (v === 4 ? read : null) });
    results.check(check);
    expect(store.getState().results.matrix).toEqual(checkedMatrix(check, read));
    const outcome = { robotsUrl: 'https://x.test/robots.txt', allowed: false, reason: 'status 503' };
    results.noFile(outcome);
    expect([...store.getState().results.matrix!.verdict]).toEqual([VERDICT.blocked, VERDICT.blocked]);
    results.noFile(null);
    expect(store.getState().results.matrix).toEqual(checkedMatrix(check, read));
  });
});

describe('the selected cell\'s explanation', () => {
  function setup() {
    const answers: ((a: ExplainResponse | null) => void)[] = [];
    const asked: string[] = [];
    const client = { explainFull: (_d: string, _v: number, crawler: string, url: string) => (asked.push(`${crawler} ${url}`), new Promise<ExplainResponse | null>((r) => answers.push(r))) };
    const shown: unknown[] = [];
    const explain = createCellExplainer({ client, docId: 'editor', show: (row) => shown.push(row), disposed: () => false });
    const s = initialState();
    s.results.matrix = matrixOf(['Googlebot'], { '/a': 'B2', '/b': 'A0' });
    return { answers, asked, shown, explain, s };
  }

  it('asks once per cell, and drops the answer for a cell no longer selected', async () => {
    const t = setup();
    t.explain({ ...t.s, inputs: { ...t.s.inputs, cell: { row: 0, col: 0 } } });
    t.explain({ ...t.s, inputs: { ...t.s.inputs, cell: { row: 0, col: 0 } } });
    t.explain({ ...t.s, inputs: { ...t.s.inputs, cell: { row: 1, col: 0 } } });
    expect(t.asked).toEqual(['Googlebot /a', 'Googlebot /b']);
    t.answers[0](null);
    await tick();
    expect(t.shown).toEqual([]);
  });

  it('shows nothing for no cell, or for a matrix of a fetch that found no file', () => {
    const t = setup();
    t.explain(t.s);
    expect(t.shown).toEqual([]);
    t.explain({ ...t.s, inputs: { ...t.s.inputs, cell: { row: 0, col: 0 } }, results: { ...t.s.results, matrix: { ...t.s.results.matrix!, noFile: { robotsUrl: '', allowed: true, reason: '' } } } });
    expect(t.shown).toEqual([null]);
    expect(t.asked).toEqual([]);
  });
});

describe('one job per task', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('sends once for several changes in a task, and nothing once disposed', () => {
    vi.useFakeTimers();
    let sent = 0;
    let disposed = false;
    const submit = submitter(() => { sent++; }, () => disposed);
    submit(); submit(); submit();
    expect(sent).toBe(0);
    vi.runAllTimers();
    expect(sent).toBe(1);
    submit();
    disposed = true;
    vi.runAllTimers();
    expect(sent).toBe(1);
  });
});
