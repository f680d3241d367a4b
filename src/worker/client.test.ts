import { describe, expect, it } from 'vitest';
import { freshness, type DocJob } from './clientJobs.ts';
import { harness, job, kinds } from './client.test-helper.ts';

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
