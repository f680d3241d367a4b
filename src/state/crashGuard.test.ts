import { describe, expect, it } from 'vitest';
import { clearDrawing, markDrawing, takeCrashMark } from './crashGuard.ts';

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

describe('crash guard', () => {
  it('finds no crash after a drawing that finished', () => {
    const kv = memory();
    markDrawing('tab-a', 1000, kv);
    clearDrawing('tab-a', kv);
    expect(takeCrashMark('tab-a', 2000, kv)).toBe(false);
  });

  it('finds the crash of its own tab (a reload after the renderer died), once', () => {
    const kv = memory();
    markDrawing('tab-a', 1000, kv);
    expect(takeCrashMark('tab-a', 1500, kv)).toBe(true);
    expect(takeCrashMark('tab-a', 1600, kv)).toBe(false);
  });

  it('finds the crash of another tab only once that tab has been silent for a while', () => {
    const kv = memory();
    markDrawing('tab-b', 1000, kv);
    // tab-b may be alive and in the middle of a frame.
    expect(takeCrashMark('tab-a', 1500, kv)).toBe(false);
    expect(takeCrashMark('tab-a', 60_000, kv)).toBe(true);
  });

  it('never throws when storage refuses', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('denied'); }, length: 1, key: () => 'robotscope.drawing.v1:x' };
    expect(() => markDrawing('t', 1, broken)).not.toThrow();
    expect(() => clearDrawing('t', broken)).not.toThrow();
    expect(takeCrashMark('t', 1, broken)).toBe(false);
  });
});
