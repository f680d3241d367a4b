import { describe, expect, it } from 'vitest';
import { RobotsClient, freshness, type Channel, type Spawn, type Timers, type Versions } from './client.ts';
import { plainBreaks } from '../core/index.ts';
import type { AnalyzeJob, AnalyzeRequest, AnalyzeResult, WorkerResponse } from './protocol.ts';

/** A fake worker per spawn; the test answers requests by hand. */
function harness() {
  const workers: { sent: AnalyzeRequest[]; reply: (msg: WorkerResponse) => void; crash: (why: string) => void; terminated: boolean }[] = [];
  const spawn: Spawn = (onMessage, onCrash) => {
    const w = { sent: [] as AnalyzeRequest[], reply: onMessage, crash: onCrash, terminated: false };
    workers.push(w);
    const channel: Channel = { post: (r) => w.sent.push(r), terminate: () => { w.terminated = true; } };
    return channel;
  };
  const due: { fn: () => void; cleared: boolean }[] = [];
  const timers: Timers = {
    set: (fn) => { const t = { fn, cleared: false }; due.push(t); return t; },
    clear: (t) => { (t as { cleared: boolean }).cleared = true; },
  };
  const fireTimers = () => due.filter((t) => !t.cleared).forEach((t) => { t.cleared = true; t.fn(); });
  const current: Versions = { docVersion: 0, inputsVersion: 0 };
  const results: [AnalyzeResult, string][] = [];
  const problems: string[] = [];
  const unanalysed: [number, string][] = [];
  const client = new RobotsClient({
    spawn, timers, current: () => current,
    onResult: (r, f) => results.push([r, f]),
    onProblem: (m) => problems.push(m),
    onUnanalysed: (v, why) => unanalysed.push([v, why]),
  });
  return { client, workers, current, results, problems, unanalysed, fireTimers };
}

const job = (docVersion: number, inputsVersion = 0, text = `doc ${docVersion}`): AnalyzeJob =>
  ({ docVersion, inputsVersion, text, breaks: plainBreaks(text), profile: 'google', agent: 'Googlebot', urls: ['/'] });

const answer = (req: AnalyzeRequest): AnalyzeResult => ({
  type: 'result', seq: req.seq, docVersion: req.docVersion, inputsVersion: req.inputsVersion,
  parsed: req.text !== null, diagnostics: [], diagnosticTotal: 0, counts: { error: 0, warning: 0, info: 0 }, outOfGroup: new Int32Array(0), readEnd: -1,
  invalidChars: new Int32Array(0), groups: [], rows: [],
  stats: { lineCount: 1, ruleCount: 0, groupCount: 0, sitemapCount: 0, byteLength: 0, sizeLimitLine: 0 },
  elapsed: 1,
});

describe('freshness', () => {
  it('drops results for an older document, keeps diagnostics when only the inputs moved', () => {
    expect(freshness({ docVersion: 1, inputsVersion: 0 }, { docVersion: 2, inputsVersion: 0 })).toBe('stale');
    expect(freshness({ docVersion: 2, inputsVersion: 0 }, { docVersion: 2, inputsVersion: 1 })).toBe('document');
    expect(freshness({ docVersion: 2, inputsVersion: 1 }, { docVersion: 2, inputsVersion: 1 })).toBe('all');
  });
});

describe('RobotsClient', () => {
  it('keeps at most one request in flight and sends only the latest pending job', () => {
    const h = harness();
    h.client.submit(job(1));
    h.client.submit(job(2));
    h.client.submit(job(3));
    const w = h.workers[0];
    expect(w.sent.map((r) => r.docVersion)).toEqual([1]);
    h.current.docVersion = 3;
    w.reply(answer(w.sent[0]));
    expect(w.sent.map((r) => r.docVersion)).toEqual([1, 3]);
    expect(h.results).toHaveLength(0); // doc 1 is stale: dropped
    w.reply(answer(w.sent[1]));
    expect(h.results.map(([r, f]) => [r.docVersion, f])).toEqual([[3, 'all']]);
  });

  it('sends the text only when the worker does not hold that document yet', () => {
    const h = harness();
    h.client.submit(job(1, 0));
    const w = h.workers[0];
    h.current.docVersion = 1;
    w.reply(answer(w.sent[0]));
    h.current.inputsVersion = 1;
    h.client.submit(job(1, 1));
    expect(w.sent[0].text).toBe('doc 1');
    expect(w.sent[1].text).toBeNull();
  });

  it('delivers diagnostics but not verdicts when only the inputs changed meanwhile', () => {
    const h = harness();
    h.client.submit(job(1, 0));
    h.current.docVersion = 1;
    h.current.inputsVersion = 1;
    h.workers[0].reply(answer(h.workers[0].sent[0]));
    expect(h.results[0][1]).toBe('document');
  });

  it('ignores answers from a worker the watchdog replaced', () => {
    const h = harness();
    h.client.submit(job(1));
    h.current.docVersion = 1;
    const old = h.workers[0];
    h.fireTimers();
    expect(old.terminated).toBe(true);
    expect(h.workers).toHaveLength(2);
    old.reply(answer(old.sent[0]));
    expect(h.results).toHaveLength(0);
    // The retry on the fresh worker carries the text again.
    const retry = h.workers[1].sent[0];
    expect(retry.text).toBe('doc 1');
    h.workers[1].reply(answer(retry));
    expect(h.results).toHaveLength(1);
    expect(h.problems[0]).toMatch(/too long/);
  });

  it('gives up on a document that hangs twice, and tries again after the next edit', () => {
    const h = harness();
    h.client.submit(job(1));
    h.fireTimers();
    h.fireTimers();
    expect(h.workers).toHaveLength(3);
    expect(h.workers[2].sent).toHaveLength(0);
    expect(h.problems.at(-1)).toMatch(/edit it to try again/);
    expect(h.unanalysed).toEqual([[1, expect.stringMatching(/failed 2 times in a row/)]]);
    h.client.submit(job(2));
    expect(h.workers[2].sent.map((r) => r.docVersion)).toEqual([2]);
  });

  it('restarts a worker that crashes and retries the job', () => {
    const h = harness();
    h.client.submit(job(1));
    h.workers[0].crash('boom');
    expect(h.workers[1].sent.map((r) => r.docVersion)).toEqual([1]);
    expect(h.problems[0]).toMatch(/boom/);
  });

  it('stops restarting a worker that crashes every time, and tries once more on the next edit', () => {
    const h = harness();
    h.client.submit(job(1));
    // Each new worker dies at once, before answering anything.
    for (let i = 0; i < 10 && !h.workers[h.workers.length - 1].terminated; i++) h.workers[h.workers.length - 1].crash('failed to load');
    const spawned = h.workers.length;
    expect(spawned).toBeLessThanOrEqual(5);
    expect(h.problems.at(-1)).toMatch(/keeps failing/);
    expect(h.unanalysed.at(-1)).toEqual([1, expect.stringMatching(/keeps failing/)]);
    h.client.submit(job(2));
    expect(h.workers.length).toBe(spawned + 1);
    h.workers[h.workers.length - 1].crash('failed to load');
    expect(h.workers.length).toBe(spawned + 1);
  });

  it('says the current document was not analysed when the worker throws on it', () => {
    const h = harness();
    h.client.submit(job(1));
    h.current.docVersion = 1;
    const req = h.workers[0].sent[0];
    h.workers[0].reply({ type: 'failure', seq: req.seq, docVersion: 1, message: 'Error: engine bug' });
    expect(h.unanalysed).toEqual([[1, 'the analysis failed (Error: engine bug)']]);
    expect(h.results).toHaveLength(0);
  });

  it('does not call a document unanalysed while a retry may still answer', () => {
    const h = harness();
    h.client.submit(job(1));
    h.fireTimers();
    expect(h.unanalysed).toEqual([]);
    h.workers[1].reply(answer(h.workers[1].sent[0]));
    expect(h.unanalysed).toEqual([]);
  });
});
