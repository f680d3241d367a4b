import { describe, expect, it } from 'vitest';
import { RobotsClient, freshness, type Channel, type DocJob, type Spawn, type Timers, type Versions } from './client.ts';
import { explainCheck, parseRobots, plainBreaks } from '../core/index.ts';
import { unanalysedWords, workerProblemWords, type UnanalysedWhy, type WorkerProblem } from '../core/words/workerWords.ts';
import type { AnalysisResponse, CheckResponse, ListRequest, ListResponse, RowResult, WorkerRequest, WorkerResponse } from './protocol.ts';

/**
 * A fake worker per spawn; the test answers requests by hand, but for the URL list's, which it
 * answers at once and keeps apart in `listed` (the tests of the list protocol are its own).
 */
function harness() {
  type Fake = { sent: WorkerRequest[]; listed: ListRequest[]; reply: (msg: WorkerResponse) => void; crash: (why: string) => void; terminated: boolean };
  const workers: Fake[] = [];
  const spawn: Spawn = (onMessage, onCrash) => {
    const w: Fake = { sent: [], listed: [], reply: onMessage, crash: onCrash, terminated: false };
    workers.push(w);
    const post = (r: WorkerRequest) => {
      if (r.type !== 'list') return w.sent.push(r);
      w.listed.push(r);
      onMessage(answer(r)!);
    };
    const channel: Channel = { post, terminate: () => { w.terminated = true; } };
    return channel;
  };
  const due: { fn: () => void; cleared: boolean }[] = [];
  const timers: Timers = {
    set: (fn) => { const t = { fn, cleared: false }; due.push(t); return t; },
    clear: (t) => { (t as { cleared: boolean }).cleared = true; },
  };
  const fireTimers = () => due.filter((t) => !t.cleared).forEach((t) => { t.cleared = true; t.fn(); });
  const versions = new Map<string, Versions>();
  const current: Versions = { docVersion: 0, inputsVersion: 0 };
  const analyses: AnalysisResponse[] = [];
  const checks: CheckResponse[] = [];
  const lists: ListResponse[] = [];
  const problems: string[] = [];
  const said: WorkerProblem[] = [];
  const unanalysed: [number, string][] = [];
  const whys: UnanalysedWhy[] = [];
  const client = new RobotsClient({ spawn, timers, onProblem: (p) => { said.push(p); problems.push(workerProblemWords(p)); } });
  /** A document the page shows at these versions: its answers go to the lists above. */
  const open = (docId: string, at: Versions) => {
    versions.set(docId, at);
    client.route(docId, {
      current: () => versions.get(docId)!,
      onAnalysis: (r) => analyses.push(r),
      onCheck: (r) => checks.push(r),
      onList: (r) => lists.push(r),
      onUnanalysed: (v, why) => { whys.push(why); unanalysed.push([v, unanalysedWords(why)]); },
    });
  };
  open('editor', current);
  /** Answers every request the worker has not answered yet, in order. */
  const answerAll = (w = workers[workers.length - 1], from = 0) => w.sent.slice(from).forEach((r) => { const a = answer(r); if (a) w.reply(a); });
  return { client, workers, current, open, analyses, checks, lists, problems, said, unanalysed, whys, fireTimers, answerAll };
}

const job = (docVersion: number, inputsVersion = 0, text = `doc ${docVersion}`, docId = 'editor'): DocJob => ({
  docId, docVersion, text: () => text, length: text.length, editsSince: () => null, breaks: plainBreaks(text), profile: 'google',
  check: { inputsVersion, crawlers: ['Googlebot', '*'], list: { version: 1, text: '/', origin: '', have: () => -1 }, rows: 1, compareCells: 0 },
});

const row = { url: '/', allowed: true, line: 0 } as RowResult;

function answer(req: WorkerRequest): WorkerResponse | null {
  if (req.type === 'close') return null;
  const at = { seq: req.seq, docId: req.docId, docVersion: req.docVersion, elapsed: 1 };
  switch (req.type) {
    case 'update':
    case 'edit':
    case 'diagnose':
      return {
        type: 'analysis', ...at, parsed: req.type !== 'diagnose', diagnostics: [], diagnosticTotal: 0, counts: { error: 0, warning: 0, info: 0 },
        outOfGroup: new Int32Array(0), invalidChars: new Int32Array(0), readEnd: -1, groups: [],
        stats: { lineCount: 1, ruleCount: 0, groupCount: 0, sitemapCount: 0, byteLength: 0, sizeLimitLine: 0, sizeLimitApplies: false, kindsCut: 0 },
      };
    case 'list':
      return { type: 'list', ...at, listVersion: req.listVersion, rows: { base: -1, from: 0, to: 0, insert: ['/'] }, lines: Int32Array.of(1), site: { origin: '', from: 'none' }, flagged: [], duplicates: 0 };
    case 'check':
      return {
        type: 'check', ...at, inputsVersion: req.inputsVersion, listVersion: req.listVersion, columns: [], verdict: new Uint8Array(2), line: new Int32Array(2),
        profilesDisagree: new Uint8Array(0), lenientLine: new Int32Array(0), lenientCause: new Uint8Array(0), lenientTexts: {}, cutText: '', ruleTexts: {}, rulesRead: {}, groupLine: new Int32Array(2), reason: new Uint8Array(2), rowFacts: new Uint8Array(0), summaries: [],
      };
    case 'explain':
      return { type: 'explain', ...at, row: { ...row, url: req.url }, explanation: explainCheck(parseRobots(''), req.crawler, req.url) };
  }
}

const kinds = (sent: WorkerRequest[]) => sent.map((r) => `${r.type}${'docVersion' in r ? r.docVersion : ''}`);

describe('freshness', () => {
  it('drops results for an older document, keeps diagnostics when only the inputs moved', () => {
    expect(freshness({ docVersion: 1, inputsVersion: 0 }, { docVersion: 2, inputsVersion: 0 })).toBe('stale');
    expect(freshness({ docVersion: 2, inputsVersion: 0 }, { docVersion: 2, inputsVersion: 1 })).toBe('document');
    expect(freshness({ docVersion: 2, inputsVersion: 1 }, { docVersion: 2, inputsVersion: 1 })).toBe('all');
  });
});

describe('RobotsClient', () => {
  it('keeps at most one job in flight and sends only the latest pending job', () => {
    const h = harness();
    h.client.submit(job(1));
    h.client.submit(job(2));
    h.client.submit(job(3));
    const w = h.workers[0];
    expect(kinds(w.sent)).toEqual(['update1', 'check1']);
    h.current.docVersion = 3;
    h.answerAll(w);
    expect(kinds(w.sent)).toEqual(['update1', 'check1', 'update3', 'check3']);
    expect(h.analyses).toHaveLength(0); // doc 1 is stale: dropped
    expect(h.checks).toHaveLength(0);
    h.answerAll(w, 2);
    expect(h.analyses.map((r) => r.docVersion)).toEqual([3]);
    expect(h.checks.map((r) => r.docVersion)).toEqual([3]);
  });

  it('sends the text only when the worker does not hold that document version yet', () => {
    const h = harness();
    h.client.submit(job(1, 0));
    const w = h.workers[0];
    h.current.docVersion = 1;
    h.answerAll(w);
    h.current.inputsVersion = 1;
    h.client.submit(job(1, 1));
    expect(kinds(w.sent)).toEqual(['update1', 'check1', 'check1']);
    expect(w.sent[0]).toMatchObject({ type: 'update', docId: 'editor', text: 'doc 1' });
  });

  it('delivers diagnostics but not verdicts when only the inputs changed meanwhile', () => {
    const h = harness();
    h.client.submit(job(1, 0));
    h.current.docVersion = 1;
    h.current.inputsVersion = 1;
    h.answerAll();
    expect(h.analyses).toHaveLength(1);
    expect(h.checks).toHaveLength(0);
  });

  it('keeps two documents apart: each has its own text, versions and answers', () => {
    const h = harness();
    h.open('right', { docVersion: 5, inputsVersion: 0 });
    h.current.docVersion = 1;
    h.client.submit(job(1));
    h.client.submit(job(5, 0, 'other', 'right'));
    h.answerAll();
    h.answerAll();
    const w = h.workers[0];
    expect(w.sent.map((r) => ('docId' in r ? `${r.type}:${r.docId}` : ''))).toEqual(['update:editor', 'check:editor', 'update:right', 'check:right']);
    expect(h.checks.map((c) => c.docId)).toEqual(['editor', 'right']);
    // The editor's document is held still: a new check sends no text.
    h.client.submit(job(1));
    expect(kinds(w.sent.slice(4))).toEqual(['check1']);
  });

  it('sends the text again when the worker says it dropped the document', () => {
    const h = harness();
    h.current.docVersion = 1;
    h.client.submit(job(1));
    h.answerAll();
    h.client.submit(job(1, 0));
    const w = h.workers[0];
    const req = w.sent[2];
    w.reply({ type: 'failure', seq: req.seq, docId: 'editor', docVersion: 1, message: 'the document is not open', notOpen: true });
    expect(kinds(w.sent.slice(3))).toEqual(['update1', 'check1']);
    expect(h.problems).toEqual([]);
  });

  it('explains one (crawler, URL) of the version the worker holds, and nothing for another', async () => {
    const h = harness();
    h.current.docVersion = 1;
    h.client.submit(job(1));
    const asked = h.client.explain('editor', 1, 'GPTBot', '/x');
    h.answerAll();
    h.answerAll(undefined, 2);
    expect(await asked).toMatchObject({ url: '/x' });
    expect(h.workers[0].sent[2]).toMatchObject({ type: 'explain', crawler: 'GPTBot', url: '/x', docVersion: 1 });
    expect(await h.client.explain('editor', 2, 'GPTBot', '/x')).toBeNull();
  });

  it('gives the full explanation of one (crawler, URL) through the same question', async () => {
    const h = harness();
    h.current.docVersion = 1;
    h.client.submit(job(1));
    const asked = h.client.explainCell('editor', 1, 'GPTBot', '/x');
    h.answerAll();
    h.answerAll(undefined, 2);
    expect(await asked).toMatchObject({ crawler: 'GPTBot', url: '/x', allowed: true, reason: 'none' });
    expect(await h.client.explainCell('editor', 2, 'GPTBot', '/x')).toBeNull();
  });

  it('ignores answers from a worker the watchdog replaced', () => {
    const h = harness();
    h.client.submit(job(1));
    h.current.docVersion = 1;
    const old = h.workers[0];
    h.fireTimers();
    expect(old.terminated).toBe(true);
    expect(h.workers).toHaveLength(2);
    h.answerAll(old);
    expect(h.checks).toHaveLength(0);
    // The retry on the fresh worker carries the text again.
    expect(h.workers[1].sent[0]).toMatchObject({ type: 'update', text: 'doc 1' });
    h.answerAll(h.workers[1]);
    expect(h.checks).toHaveLength(1);
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
    expect(kinds(h.workers[2].sent)).toEqual(['update2', 'check2']);
  });

  it('sends the edits from the version the worker holds, never reading the text, and the text when they fail', () => {
    const h = harness();
    h.current.docVersion = 1;
    h.client.submit(job(1));
    h.answerAll();
    const w = h.workers[0];
    const asked: number[] = [];
    let reads = 0;
    const edits = [{ from: 5, to: 5, insert: 'x' }];
    const typed: DocJob = {
      ...job(3, 0, 'doc 1x'),
      text: () => { reads++; return 'doc 1x'; },
      editsSince: (v) => { asked.push(v); return edits; },
    };
    h.current.docVersion = 3;
    h.client.submit(typed);
    expect([asked, reads]).toEqual([[1], 0]);
    expect(w.sent[2]).toMatchObject({ type: 'edit', docVersion: 3, base: 1, edits, length: 6 });
    // The worker held another text: it says so, and the job goes again with the whole text.
    w.reply({ type: 'failure', seq: w.sent[2].seq, docId: 'editor', docVersion: 3, message: 'the edits do not apply', notOpen: true });
    w.reply({ type: 'failure', seq: w.sent[3].seq, docId: 'editor', docVersion: 3, message: 'the document is not open', notOpen: true });
    expect(w.sent[4]).toMatchObject({ type: 'update', docVersion: 3, text: 'doc 1x' });
    expect(reads).toBe(1);
    expect(h.problems).toEqual([]);
  });

  it('sends the text when the page no longer has the edits, or to a new worker', () => {
    const h = harness();
    h.current.docVersion = 1;
    h.client.submit(job(1));
    h.answerAll();
    h.current.docVersion = 2;
    h.client.submit(job(2, 0, 'doc 2'));
    expect(h.workers[0].sent[2]).toMatchObject({ type: 'update', docVersion: 2, text: 'doc 2' });
    h.workers[0].crash('boom');
    h.client.submit({ ...job(2, 0, 'doc 2'), editsSince: () => [] });
    expect(h.workers[1].sent[0]).toMatchObject({ type: 'update', docVersion: 2, text: 'doc 2' });
  });

  it('restarts a worker that crashes and retries the job', () => {
    const h = harness();
    h.client.submit(job(1));
    h.workers[0].crash('boom');
    expect(kinds(h.workers[1].sent)).toEqual(['update1', 'check1']);
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

  it('says the current document was not analysed when the worker throws on it, once', () => {
    const h = harness();
    h.client.submit(job(1));
    h.current.docVersion = 1;
    const [update, check] = h.workers[0].sent;
    h.workers[0].reply({ type: 'failure', seq: update.seq, docId: 'editor', docVersion: 1, message: 'Error: engine bug', notOpen: false });
    h.workers[0].reply({ type: 'failure', seq: check.seq, docId: 'editor', docVersion: 1, message: 'the document is not open', notOpen: true });
    expect(h.unanalysed).toEqual([[1, 'the analysis failed (Error: engine bug)']]);
    expect(h.checks).toHaveLength(0);
    // The failed parse is not sent again until the document changes.
    expect(h.workers[0].sent).toHaveLength(2);
  });

  it('does not call a document unanalysed while a retry may still answer', () => {
    const h = harness();
    h.client.submit(job(1));
    h.fireTimers();
    expect(h.unanalysed).toEqual([]);
    h.answerAll(h.workers[1]);
    expect(h.unanalysed).toEqual([]);
  });
});

/** A route of its own, for a second document: what the worker's answers brought it. */
function collected(at: Versions) {
  const got = { analyses: [] as AnalysisResponse[], checks: [] as CheckResponse[], lists: [] as ListResponse[], unanalysed: [] as [number, UnanalysedWhy][] };
  const route = {
    current: () => at,
    onAnalysis: (r: AnalysisResponse) => got.analyses.push(r),
    onCheck: (r: CheckResponse) => got.checks.push(r),
    onList: (r: ListResponse) => got.lists.push(r),
    onUnanalysed: (v: number, why: UnanalysedWhy) => got.unanalysed.push([v, why]),
  };
  return { ...got, route };
}

describe('one worker for every document of the page (issue 24 §1)', () => {
  it('sends each answer to the route of the document it names, over one worker', async () => {
    const h = harness();
    const other = collected({ docVersion: 3, inputsVersion: 0 });
    h.client.route('compare-a', other.route);
    h.current.docVersion = 1;
    h.client.submit(job(1));
    h.client.submit(job(3, 0, 'old', 'compare-a'));
    h.answerAll();
    h.answerAll();
    expect(h.workers).toHaveLength(1);
    expect([h.analyses, h.checks, h.lists].map((rs) => rs.map((r) => r.docId))).toEqual([['editor'], ['editor'], ['editor']]);
    expect([other.analyses, other.checks, other.lists].map((rs) => rs.map((r) => r.docId))).toEqual([['compare-a'], ['compare-a'], ['compare-a']]);
    // A question about either document is answered for that document.
    const asked = h.client.explain('compare-a', 3, 'Googlebot', '/x');
    h.answerAll();
    expect((await asked)?.url).toBe('/x');
  });

  it('drops what the worker says of a closed document, and tells the worker to forget it', () => {
    const h = harness();
    const other = collected({ docVersion: 3, inputsVersion: 0 });
    h.client.route('compare-a', other.route);
    h.client.submit(job(3, 0, 'old', 'compare-a'));
    h.client.close('compare-a');
    h.answerAll();
    expect([other.analyses.length, other.checks.length, other.lists.length]).toEqual([0, 0, 1]);
    expect(h.workers[0].sent.at(-1)).toMatchObject({ type: 'close', docId: 'compare-a' });
    // The page's own document goes on, on the same worker.
    h.current.docVersion = 1;
    h.client.submit(job(1));
    h.answerAll(h.workers[0], h.workers[0].sent.length - 2);
    expect(h.checks.map((c) => c.docId)).toEqual(['editor']);
    expect(h.workers).toHaveLength(1);
  });

  it('says a failure only to the document it names, as codes and values', () => {
    const h = harness();
    const other = collected({ docVersion: 3, inputsVersion: 0 });
    h.client.route('compare-a', other.route);
    h.client.submit(job(3, 0, 'old', 'compare-a'));
    const [update] = h.workers[0].sent;
    h.workers[0].reply({ type: 'failure', seq: update.seq, docId: 'compare-a', docVersion: 3, message: 'Error: engine bug', notOpen: false });
    expect(other.unanalysed).toEqual([[3, { kind: 'failed', message: 'Error: engine bug' }]]);
    expect(h.whys).toEqual([]);
    expect(h.said).toEqual([{ kind: 'failed', message: 'Error: engine bug' }]);
  });

  it('says a failure to the document of the request it answers, even when a broken worker does not name it', () => {
    const h = harness();
    h.current.docVersion = 1;
    h.client.submit(job(1));
    const [update] = h.workers[0].sent;
    h.workers[0].reply({ type: 'failure', seq: update.seq, docVersion: 1, message: 'Error: broken on purpose', notOpen: false } as WorkerResponse);
    expect(h.whys).toEqual([{ kind: 'failed', message: 'Error: broken on purpose' }]);
  });

  it('counts the watchdog\'s tries per document: another document\'s edit does not grant a hanging one more', () => {
    const h = harness();
    const other = collected({ docVersion: 3, inputsVersion: 0 });
    h.client.route('compare-a', other.route);
    h.current.docVersion = 1;
    h.client.submit(job(1));
    h.fireTimers();
    h.client.submit(job(3, 0, 'old', 'compare-a'));
    h.fireTimers();
    expect(h.said).toEqual([{ kind: 'hung', gaveUp: false }, { kind: 'hung', gaveUp: true }]);
    expect(h.whys).toEqual([{ kind: 'strikes', strikes: 2 }]);
    expect(h.problems[1]).toBe('The analysis took too long; the worker was restarted. This version of the document is not analysed; edit it to try again.');
    // The other document is still sent, to the fresh worker.
    expect(h.workers.at(-1)!.sent.map((r) => ('docId' in r ? r.docId : ''))).toContain('compare-a');
  });

  it('tells every document when the worker is left stopped', () => {
    const h = harness();
    const other = collected({ docVersion: 3, inputsVersion: 0 });
    h.client.route('compare-a', other.route);
    h.client.submit(job(1));
    h.client.submit(job(3, 0, 'old', 'compare-a'));
    for (let i = 0; i < 10 && !h.workers[h.workers.length - 1].terminated; i++) h.workers[h.workers.length - 1].crash('failed to load');
    expect(h.said.at(-1)).toEqual({ kind: 'stopped' });
    expect(h.whys.at(-1)).toEqual({ kind: 'stopped' });
    expect(other.unanalysed.at(-1)).toEqual([3, { kind: 'stopped' }]);
  });
});
