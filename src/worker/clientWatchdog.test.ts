/**
 * The analysis watchdog judges silence, not total time (issue 23): a worker that says it is
 * working (heartbeat.ts) is never called hung however long the job takes on a busy machine, and
 * one that says nothing for the allowance is, as before. Real setTimeout under Vitest's fake
 * clock, so the allowance is the client's own (defaultTimeout), not a test's number.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { plainBreaks } from '../core/index.ts';
import type { WorkerProblem } from '../core/words/workerWords.ts';
import { RobotsClient } from './client.ts';
import { defaultTimeout, type DocJob } from './clientJobs.ts';
import type { Spawn } from './clientTransport.ts';
import type { AnalysisResponse, WorkerRequest, WorkerResponse } from './protocol.ts';

/** The 30 MB paste of issue 23. */
const BIG = 30 * 1024 * 1024;
const bigJob = (docVersion: number): DocJob => ({
  docId: 'editor', docVersion, text: () => 'x', length: BIG, editsSince: () => null, breaks: plainBreaks('x'), profile: 'google', check: null,
});

function harness() {
  const workers: { sent: WorkerRequest[]; reply: (m: WorkerResponse) => void; terminated: boolean }[] = [];
  const spawn: Spawn = (onMessage) => {
    const w = { sent: [] as WorkerRequest[], reply: onMessage, terminated: false };
    workers.push(w);
    return { post: (r) => w.sent.push(r), terminate: () => { w.terminated = true; } };
  };
  const said: WorkerProblem[] = [];
  const analyses: AnalysisResponse[] = [];
  const unanalysed: number[] = [];
  const client = new RobotsClient({ spawn, onProblem: (p) => said.push(p) });
  client.route('editor', {
    current: () => ({ docVersion: 1, inputsVersion: 0 }),
    onAnalysis: (r) => analyses.push(r),
    onCheck: () => {},
    onList: () => {},
    onUnanalysed: (v) => unanalysed.push(v),
  });
  const first = () => workers[0].sent[0] as Extract<WorkerRequest, { type: 'update' }>;
  const alive = (seq = first().seq) => workers[0].reply({ type: 'alive', seq, docId: 'editor', docVersion: 1 });
  return { client, workers, said, analyses, unanalysed, first, alive };
}

const analysis = (seq: number): AnalysisResponse => ({
  type: 'analysis', seq, docId: 'editor', docVersion: 1, elapsed: 1, parsed: true, diagnostics: [], diagnosticTotal: 0, counts: { error: 0, warning: 0, info: 0 },
  outOfGroup: new Int32Array(0), invalidChars: new Int32Array(0), readEnd: -1, groups: [],
  stats: { lineCount: 1, ruleCount: 0, groupCount: 0, sitemapCount: 0, sitemapSite: '', byteLength: BIG, sizeLimitLine: 0, sizeLimitApplies: false, kindsCut: 0 },
});

describe('the analysis watchdog', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });
  // Timers count whole milliseconds, as the browser's do.
  const allowance = Math.floor(defaultTimeout(bigJob(1)));

  it('allows a 30 MB document about a minute of silence: the allowance of issue 23\'s false alarm', () => {
    expect(Math.round(allowance / 1000)).toBe(68);
  });

  it('never calls a worker hung while it says it is working, however long the job takes on a busy machine', () => {
    const h = harness();
    h.client.submit(bigJob(1));
    // Ten allowances of work, a word from the worker every second (it says so every 250 ms of its own time).
    for (let t = 0; t < 10 * allowance; t += 1000) {
      vi.advanceTimersByTime(1000);
      h.alive();
    }
    expect(h.said).toEqual([]);
    expect(h.workers).toHaveLength(1);
    h.workers[0].reply(analysis(h.first().seq));
    expect(h.analyses).toHaveLength(1);
    expect(h.unanalysed).toEqual([]);
  });

  it('calls a worker hung after its allowance of silence, counted from its last word', () => {
    const h = harness();
    h.client.submit(bigJob(1));
    vi.advanceTimersByTime(allowance - 1);
    h.alive();
    vi.advanceTimersByTime(allowance - 1);
    expect(h.said).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(h.said).toEqual([{ kind: 'hung', gaveUp: false }]);
    expect(h.workers[0].terminated).toBe(true);
    expect(h.workers[1].sent[0]).toMatchObject({ type: 'update', docVersion: 1 });
  });

  it('catches a worker that hangs without a word within its allowance, twice, then says the version is not analysed', () => {
    const h = harness();
    h.client.submit(bigJob(1));
    vi.advanceTimersByTime(allowance - 1);
    expect(h.said).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(allowance);
    expect(h.said).toEqual([{ kind: 'hung', gaveUp: false }, { kind: 'hung', gaveUp: true }]);
    expect(h.unanalysed).toEqual([1]);
  });

  it('does not take a word from a replaced worker, or about another request, as a sign of life', () => {
    const h = harness();
    h.client.submit(bigJob(1));
    vi.advanceTimersByTime(allowance - 1);
    h.alive(h.first().seq + 100);
    vi.advanceTimersByTime(1);
    expect(h.said).toEqual([{ kind: 'hung', gaveUp: false }]);
    // The first worker, ended, still talks: the new one's silence is what counts.
    vi.advanceTimersByTime(allowance - 1);
    h.alive();
    vi.advanceTimersByTime(1);
    expect(h.said).toEqual([{ kind: 'hung', gaveUp: false }, { kind: 'hung', gaveUp: true }]);
  });

  it('takes a URL list\'s progress as a sign of life too', () => {
    const h = harness();
    h.client.submit(bigJob(1));
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(allowance - 1);
      h.workers[0].reply({ type: 'progress', seq: h.first().seq, docId: 'editor', docVersion: 1, listVersion: 1, done: i, total: 3 });
    }
    expect(h.said).toEqual([]);
  });
});
