/**
 * Case folding the way Google's library does it: absl's EqualsIgnoreCase and
 * StartsWithIgnoreCase fold A-Z only. String.prototype.toLowerCase folds Unicode, and turns the
 * Kelvin sign U+212A into `k` and U+0130 into `i` + U+0307, so a crawler named `\u212Abot`
 * would wrongly obey `User-agent: kbot`.
 */
const UPPER = /[A-Z]/;
const UPPER_RUNS = /[A-Z]+/g;

/** `s` with A-Z lowered and every other character left as it is. */
export function asciiLower(s: string): string {
  return UPPER.test(s) ? s.replace(UPPER_RUNS, (run) => run.toLowerCase()) : s;
}
