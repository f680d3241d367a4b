import { describe, expect, it } from 'vitest';
import { readCapped } from './readCapped.ts';

/** A stream that never ends by itself; `cancelled` says whether the reader let it go. */
function endless(chunk: Uint8Array) {
  const state = { cancelled: false, pulls: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulls++;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

function finite(...chunks: number[][]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(Uint8Array.from(c));
      controller.close();
    },
  });
}

describe('readCapped', () => {
  it('stops an endless stream at the cap, cancels it, and keeps exactly the first bytes', async () => {
    const { stream, state } = endless(Uint8Array.from([1, 2, 3, 4, 5, 6, 7]));
    const read = await readCapped(stream, 20);
    expect(read.truncated).toBe(true);
    expect(Array.from(read.bytes)).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6]);
    expect(state.cancelled).toBe(true);
    expect(state.pulls).toBeLessThan(10);
  });

  it('reads a stream that ends within the cap whole, not truncated', async () => {
    const read = await readCapped(finite([1, 2], [3], [4, 5]), 5);
    expect(read).toEqual({ bytes: Uint8Array.from([1, 2, 3, 4, 5]), truncated: false });
  });

  it('a body one byte past the cap is truncated', async () => {
    const read = await readCapped(finite([1, 2], [3, 4, 5, 6]), 5);
    expect(read.truncated).toBe(true);
    expect(Array.from(read.bytes)).toEqual([1, 2, 3, 4, 5]);
  });

  it('no body reads as no bytes', async () => {
    expect(await readCapped(null, 5)).toEqual({ bytes: new Uint8Array(0), truncated: false });
  });
});
