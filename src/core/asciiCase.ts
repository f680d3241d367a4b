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
  let upper = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // Outside ASCII toLowerCase would fold too much: lower the A-Z runs alone.
    if (c >= 0x80) return UPPER.test(s) ? s.replace(UPPER_RUNS, (run) => run.toLowerCase()) : s;
    if (c >= 0x41 && c <= 0x5a) upper = true;
  }
  // An ASCII string: toLowerCase folds exactly A-Z, natively.
  return upper ? s.toLowerCase() : s;
}

/** Are `a` and `b` the same with A-Z lowered in both? Without making a string. */
export function equalsIgnoreAsciiCase(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const c = a.charCodeAt(i);
    const d = b.charCodeAt(i);
    if (c !== d && (c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== (d >= 0x41 && d <= 0x5a ? d | 0x20 : d)) return false;
  }
  return true;
}
