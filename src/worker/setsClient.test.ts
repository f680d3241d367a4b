/**
 * The URL-sets client's watchdog (as the analysis worker's, client.test.ts): a worker that hangs
 * is ended after its limit (progress heard restarts the count), a worker that stops fails the
 * request it was on with words saying so, and the sets it held are read again into the next
 * worker, before any other request, from the files the page holds: nothing opened is lost. A
 * replay that stops the worker again gives the sets up, saying so, rather than loop.
 */
import { describe, expect, it } from 'vitest';
import type { SetsRequest, SetsResponse, UrlSetSummary } from './setsProtocol.ts';
import { createSetsClient, READ_SILENCE_MS, setsTimeout } from './setsClient.ts';
import type { Timers } from './timers.ts';

const summary = (id: number): UrlSetSummary => ({ id, name: `s${id}.xml`, kind: 'sitemap', files: [`s${id}.xml`], count: 2, sitemapCount: 2, columns: [], urlColumn: -1 });
const file = (name: string, bytes = 10) => ({ name, blob: new Blob([new Uint8Array(bytes)]) });

/** Workers that hold sets as the real one numbers them; `behave` decides per request what each does. */
function fakeWorkers(behave: (req: SetsRequest, worker: number) => 'answer' | 'hang' | 'crash' | 'progress') {
  const workers: { posted: SetsRequest[]; terminated: boolean }[] = [];
  const spawn = (onMessage: (m: SetsResponse) => void, onCrash: (why: string) => void) => {
    const w = { posted: [] as SetsRequest[], terminated: false };
    const n = workers.push(w) - 1;
    const held: UrlSetSummary[] = [];
    return {
      post(req: SetsRequest) {
        w.posted.push(req);
        const what = behave(req, n);
        queueMicrotask(() => {
          if (w.terminated) return;
          if (what === 'crash') return onCrash('out of memory');
          if (what === 'progress') return onMessage({ type: 'progress', seq: req.seq, done: 1, total: 2 });
          if (what === 'hang') return;
          if (req.type === 'open') held.push(summary(held.length + 1));
          if (req.type === 'remove') held.splice(held.findIndex((s) => s.id === req.id), 1);
          onMessage(req.type === 'urls' ? { type: 'urls', seq: req.seq, text: held.map((s) => s.name).join('\n'), count: held.length } : { type: 'sets', seq: req.seq, sets: [...held], problems: [] });
        });
      },
      terminate() { w.terminated = true; },
    };
  };
  return { spawn, workers };
}

/** Timers run by hand: `fire()` runs the watchdog that is set. */
function manualTimers(): Timers & { fire(): void; armed(): number[] } {
  const set = new Map<number, { fn: () => void; ms: number }>();
  let id = 0;
  return {
    set: (fn, ms) => { set.set(++id, { fn, ms }); return id; },
    clear: (t) => { set.delete(t as number); },
    fire() { const [k, t] = [...set][0]; set.delete(k); t.fn(); },
    armed: () => [...set.values()].map((t) => t.ms),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the URL-sets client', () => {
  it('a worker that stops fails the request it was on, and the sets opened before are read again into a new one first', async () => {
    const { spawn, workers } = fakeWorkers((req, w) => (w === 0 && req.type === 'open' && req.files[0].name === 'bomb.xml' ? 'crash' : 'answer'));
    const lost: string[] = [];
    const client = createSetsClient(spawn, { onLost: (m) => lost.push(m) });
    await client.ask({ type: 'open', files: [file('a.xml')] });
    await client.ask({ type: 'open', files: [file('b.xml')] });
    await client.ask({ type: 'remove', id: 1 });
    const failed = await client.ask({ type: 'open', files: [file('bomb.xml')] });
    expect(failed).toMatchObject({ type: 'failure', message: 'the worker reading URL sets stopped (out of memory); it was started again, and the sets opened before are kept' });
    expect(workers[0].terminated).toBe(true);
    // The next request is answered by a worker that read the same files again, in the same order: the same ids.
    const urls = await client.ask({ type: 'urls', ids: [2] });
    expect(urls).toEqual({ type: 'urls', seq: expect.any(Number), text: 's2.xml', count: 1 });
    expect(workers[1].posted.map((r) => r.type === 'open' ? `open ${r.files[0].name}` : r.type)).toEqual(['open a.xml', 'open b.xml', 'remove', 'urls']);
    expect(lost).toEqual([]);
  });

  it('an export’s columns are asked ahead of the coverage computations waiting, never ahead of a change of the sets (review21 M1)', async () => {
    const { spawn, workers } = fakeWorkers(() => 'answer');
    const client = createSetsClient(spawn);
    const coverage = () => client.ask({ type: 'coverage', ids: [1], robots: 'User-agent: *\nDisallow: /a', reading: 'documented', crawlers: ['Googlebot'] });
    const asked = [
      coverage(),
      client.ask({ type: 'open', files: [file('a.xml')] }),
      coverage(),
      coverage(),
      client.ask({ type: 'setColumns', ids: [1] }),
    ];
    await Promise.all(asked);
    // The first coverage was in flight; the open came before the export was asked, so stays before it.
    expect(workers[0].posted.map((r) => r.type)).toEqual(['coverage', 'open', 'setColumns', 'coverage', 'coverage']);
  });

  it('a worker that hangs is ended when its limit passes; progress heard restarts the count', async () => {
    const timers = manualTimers();
    const { spawn, workers } = fakeWorkers((req, w) => (w === 0 && req.type === 'open' && req.files[0].name === 'slow.xml' ? 'progress' : 'answer'));
    const client = createSetsClient(spawn, { timers });
    await client.ask({ type: 'open', files: [file('a.xml')] });
    const progress: number[] = [];
    const slow = client.ask({ type: 'open', files: [file('slow.xml', 1000)] }, (done) => progress.push(done));
    await tick();
    expect(progress).toEqual([1]);
    // One watchdog, armed again when the progress came.
    expect(timers.armed()).toEqual([READ_SILENCE_MS + 1000 / 500]);
    timers.fire();
    expect(await slow).toMatchObject({ type: 'failure', message: 'the worker reading URL sets stopped (it gave no answer for 30 s); it was started again, and the sets opened before are kept' });
    expect(workers[0].terminated).toBe(true);
    expect(await client.ask({ type: 'urls', ids: [1] })).toMatchObject({ type: 'urls', text: 's1.xml' });
    expect(timers.armed()).toEqual([]);
  });

  it('a replay that stops the worker again gives the sets up, saying so, and the next request starts afresh', async () => {
    const { spawn, workers } = fakeWorkers((req, w) => (req.type === 'open' && req.files[0].name === 'a.xml' && w === 1 ? 'crash' : req.type === 'urls' && w === 0 ? 'crash' : 'answer'));
    const lost: string[] = [];
    const client = createSetsClient(spawn, { onLost: (m) => lost.push(m) });
    await client.ask({ type: 'open', files: [file('a.xml')] });
    expect(await client.ask({ type: 'urls', ids: [1] })).toMatchObject({ type: 'failure' });
    await tick();
    await tick();
    expect(lost).toEqual(['The URL sets could not be read again after their worker stopped (out of memory): open them again.']);
    expect(await client.ask({ type: 'urls', ids: [1] })).toMatchObject({ type: 'urls', count: 0 });
    expect(workers).toHaveLength(3);
    expect(workers[2].posted.map((r) => r.type)).toEqual(['urls']);
  });

  it('gives reading a silence limit and coverage one that grows with URLs × crawlers', () => {
    expect(setsTimeout({ type: 'open', files: [] }, 0, 0)).toBe(READ_SILENCE_MS);
    const coverage = (crawlers: number) => setsTimeout({ type: 'coverage', ids: [], robots: '', reading: 'documented', crawlers: Array<string>(crawlers).fill('x') }, 1_000_000, 0);
    expect(coverage(10)).toBe(10 * coverage(1) - 9 * 10_000);
    expect(coverage(10)).toBeGreaterThan(30 * 60_000);
  });
});
