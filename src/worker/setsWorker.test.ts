import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spawnSetsWorker } from './setsClient.ts';
import type { SetsRequest, SetsResponse } from './setsProtocol.ts';

/** A stand-in for the browser's Worker. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: { message: string; preventDefault(): void }) => void) | null = null;
  posted: unknown[] = [];
  ended = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  postMessage(m: unknown) { this.posted.push(m); }
  terminate() { this.ended = true; }
}

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

/**
 * How long a test waits for something the code under test promises to do (a dynamic import, a
 * compression): not a speed goal; vi.waitFor's 1 s default failed on a machine busy with other work.
 */
const PROMISED = { timeout: 30_000 };
/** Until the worker's start (loaded with import()) has run. */
const loaded = () => vi.waitFor(() => { if (FakeWorker.made.length === 0) throw new Error('not yet'); }, PROMISED);
const ask = (seq: number): SetsRequest => ({ type: 'remove', seq, id: seq });

describe('the URL-sets worker starts with its first request, its start loaded then (issue 24 §3)', () => {
  it('what is asked before the start has loaded reaches the worker, in order; its answers come back', async () => {
    const heard: SetsResponse[] = [];
    const channel = spawnSetsWorker((m) => heard.push(m), () => {});
    channel.post(ask(1));
    channel.post(ask(2));
    expect(FakeWorker.made).toHaveLength(0);
    await loaded();
    expect(FakeWorker.made[0].url.pathname).toMatch(/sets\.worker\.ts$/);
    expect(FakeWorker.made[0].posted).toEqual([ask(1), ask(2)]);
    channel.post(ask(3));
    expect(FakeWorker.made[0].posted).toEqual([ask(1), ask(2), ask(3)]);
    const answer = { type: 'failure', seq: 3, message: 'x' } as SetsResponse;
    FakeWorker.made[0].onmessage!({ data: answer });
    expect(heard).toEqual([answer]);
  });

  it('ended before its start loaded: no worker is started', async () => {
    const channel = spawnSetsWorker(() => {}, () => {});
    channel.terminate();
    await import('./setsWorker.ts');
    await new Promise((r) => setTimeout(r, 10));
    expect(FakeWorker.made).toHaveLength(0);
  });

  it('a worker that cannot be started is a crash the client hears, not a request that waits forever', async () => {
    vi.stubGlobal('Worker', class { constructor() { throw new Error('blocked'); } });
    const crashes: string[] = [];
    spawnSetsWorker(() => {}, (why) => crashes.push(why));
    await vi.waitFor(() => expect(crashes).toEqual(['Error: blocked']), PROMISED);
  });
});
