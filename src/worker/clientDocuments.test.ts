import { describe, expect, it } from 'vitest';
import type { Versions } from './clientJobs.ts';
import { harness, job } from './client.test-helper.ts';
import type { UnanalysedWhy } from '../core/words/workerWords.ts';
import type { AnalysisResponse, CheckResponse, ListResponse, WorkerResponse } from './protocol.ts';

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
