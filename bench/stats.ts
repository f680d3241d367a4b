/** Timing helpers: repeated runs with warm-up, percentiles, and time-bounded rate loops. */

export function now(): number {
  return performance.now();
}

/** Milliseconds of each of `runs` calls of `fn`, after `warmup` uncounted calls. */
export function sampleMs(fn: () => unknown, runs: number, warmup = 5): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times;
}

/**
 * Milliseconds of each of `runs` calls of every one of `fns`, the sides taking turns call by call
 * (after `warmup` uncounted rounds), the order rotating each round so that none always runs first:
 * on a shared machine a busy spell then falls on every side alike, where timing all of one side's
 * calls before the next side's gave it to one side alone. One array of times per function.
 */
export function sampleTurnsMs(fns: readonly (() => unknown)[], runs: number, warmup = 5): number[][] {
  const times: number[][] = fns.map(() => []);
  for (let r = -warmup; r < runs; r++) {
    for (let k = 0; k < fns.length; k++) {
      const side = (((r + k) % fns.length) + fns.length) % fns.length;
      const start = process.hrtime.bigint();
      fns[side]();
      if (r >= 0) times[side].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return times;
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Rate {
  perSecond: number;
  calls: number;
  ms: number;
}

/**
 * Calls `fn` on the items in order, cycling, for at least `minMs` and at least `minCalls` calls,
 * stopping once `maxMs` has passed (slow subjects are measured on a prefix of the items).
 * Returns calls per second. A result sink keeps the calls from being optimised away.
 */
export function measureRate<T>(items: readonly T[], fn: (item: T) => unknown, minMs: number, maxMs = minMs, minCalls = items.length): Rate {
  let calls = 0;
  let sink = 0;
  let next = 0;
  const start = now();
  let elapsed = 0;
  for (;;) {
    for (let i = 0; i < 100; i++) {
      if (fn(items[next])) sink++;
      if (++next === items.length) next = 0;
    }
    calls += 100;
    elapsed = now() - start;
    if (elapsed >= maxMs || (elapsed >= minMs && calls >= minCalls)) break;
  }
  if (sink < 0) console.log(sink);
  return { perSecond: (calls / elapsed) * 1000, calls, ms: elapsed };
}

/**
 * measureRate `rounds` times; the round with the median rate. One long window can land on a
 * moment when the VM's host takes the CPU away (steal time); the median round does not.
 */
export function medianRate<T>(rounds: number, items: readonly T[], fn: (item: T) => unknown, minMs: number, maxMs = minMs, minCalls = items.length): Rate & { rounds: number[] } {
  const all: Rate[] = [];
  for (let r = 0; r < rounds; r++) all.push(measureRate(items, fn, minMs, maxMs, minCalls));
  const sorted = [...all].sort((a, b) => a.perSecond - b.perSecond);
  return { ...sorted[sorted.length >> 1], rounds: all.map((r) => r.perSecond) };
}
