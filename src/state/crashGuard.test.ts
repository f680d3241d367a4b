import { describe, expect, it } from 'vitest';
import { clearDrawing, liveLoads, markDrawing, takeCrashMark } from './crashGuard.ts';

/** A localStorage stand-in that can list its keys, as the real one can. */
function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => { m.set(k, v); },
    removeItem: (k: string) => { m.delete(k); },
    get length() { return m.size; },
    key: (i: number) => [...m.keys()][i] ?? null,
  };
}

/** Page loads: the one that drew (and maybe died), and the one starting now. */
const DREW = 'load-1';
const STARTS = 'load-2';

describe('crash guard', () => {
  it('finds no crash after a drawing that finished', () => {
    const kv = memory();
    markDrawing('tab-a', 1000, kv, DREW);
    clearDrawing('tab-a', kv, DREW);
    expect(takeCrashMark('tab-a', 2000, kv, new Set(), STARTS)).toBe(false);
    expect(takeCrashMark('tab-a', 2000, kv, null, STARTS)).toBe(false);
  });

  it('asks the browser which loads live: a dead load\'s mark is a crash at once, for its own tab or another, once', () => {
    for (const starting of ['tab-a', 'tab-b']) {
      const kv = memory();
      markDrawing('tab-a', 1000, kv, DREW);
      expect(takeCrashMark(starting, 1500, kv, new Set([STARTS]), STARTS)).toBe(true);
      expect(takeCrashMark(starting, 1600, kv, new Set([STARTS]), STARTS)).toBe(false);
    }
  });

  it('never takes a live page\'s drawing for a crash, however long its frame takes, nor a copy\'s for the original\'s', () => {
    const kv = memory();
    // The original and its copy share a tab id (state/tabSlot.ts); the original is drawing, slowly.
    markDrawing('tab-a', 1000, kv, DREW);
    expect(takeCrashMark('tab-a', 1500, kv, new Set([DREW, STARTS]), STARTS)).toBe(false);
    expect(takeCrashMark('tab-b', 60_000, kv, new Set([DREW, STARTS]), STARTS)).toBe(false);
    // Its mark stays, and goes with its frame: the copy's own marks are its own.
    markDrawing('tab-a', 1600, kv, STARTS);
    clearDrawing('tab-a', kv, STARTS);
    expect(kv.getItem(`robotscope.drawing.v1:tab-a:${DREW}`)).toBe('1000');
  });

  it('without Web Locks: its own tab\'s mark is a crash, another tab\'s once silent for a while', () => {
    const kv = memory();
    markDrawing('tab-a', 1000, kv, DREW);
    expect(takeCrashMark('tab-a', 1500, kv, null, STARTS)).toBe(true);
    markDrawing('tab-b', 1000, kv, DREW);
    // tab-b may be alive and in the middle of a frame.
    expect(takeCrashMark('tab-a', 1500, kv, null, STARTS)).toBe(false);
    expect(takeCrashMark('tab-a', 60_000, kv, null, STARTS)).toBe(true);
  });

  it('reads the marks an older build left (no load in the key) by the time rule', () => {
    const kv = memory();
    kv.setItem('robotscope.drawing.v1:tab-a', '1000');
    expect(takeCrashMark('tab-a', 1500, kv, new Set([STARTS]), STARTS)).toBe(true);
  });

  it('reports the locks the page loads hold or wait for', async () => {
    const manager = {
      request: () => Promise.resolve(),
      query: async () => ({ held: [{ name: 'robotscope.live.a' }, { name: 'robotscope.slot.x' }], pending: [{ name: 'robotscope.live.b' }] }),
    } as unknown as Pick<LockManager, 'request' | 'query'>;
    expect(await liveLoads(manager)).toEqual(new Set(['a', 'b']));
    expect(await liveLoads(null)).toBeNull();
    const refusing = { ...manager, query: () => Promise.reject(new Error('SecurityError')) };
    expect(await liveLoads(refusing)).toBeNull();
  });

  it('never throws when storage refuses', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('denied'); }, length: 1, key: () => 'robotscope.drawing.v1:x' };
    expect(() => markDrawing('t', 1, broken)).not.toThrow();
    expect(() => clearDrawing('t', broken)).not.toThrow();
    expect(takeCrashMark('t', 1, broken)).toBe(false);
  });
});
