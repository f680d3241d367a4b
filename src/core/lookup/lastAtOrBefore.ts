/**
 * The index of the last of `starts` (ascending) at or before `at`, 0 when none is: which line,
 * path or span holds offset `at`, given where each starts. A binary search, so a lookup on a
 * file of 100,000 lines costs 17 steps.
 */
export function lastAtOrBefore(starts: ArrayLike<number>, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
