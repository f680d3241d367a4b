/**
 * A fix as edits, and a text with a fix applied: what the editor dispatches and the tests check.
 */
import { applyEdits } from '../format.ts';
import type { Fix, TextEdit } from '../types.ts';

/** The fix's edits in text order (an insertion before a deletion that starts where it stands). */
export function fixEdits(fix: Fix): TextEdit[] {
  const all = fix.more ? [fix, ...fix.more] : [fix];
  return all.map(({ from, to, insert }) => ({ from, to, insert })).sort((a, b) => a.from - b.from || a.to - b.to);
}

/** `text` with `fix` applied (offsets are the text's own, as the diagnostics gave them). */
export function applyFix(text: string, fix: Fix): string {
  return applyEdits(text, fixEdits(fix));
}
