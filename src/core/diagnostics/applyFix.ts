/**
 * A fix as edits, and a text with a fix applied: what the editor dispatches and the tests check.
 */
import { applyEdits } from '../format.ts';
import type { DiagnosticCode, TextEdit } from '../types.ts';
import type { Diagnostic, Fix } from './diagnostic.ts';

/** The fix's edits in text order (an insertion before a deletion that starts where it stands). */
export function fixEdits(fix: Fix): TextEdit[] {
  const all = fix.more ? [fix, ...fix.more] : [fix];
  return all.map(({ from, to, insert }) => ({ from, to, insert })).sort((a, b) => a.from - b.from || a.to - b.to);
}

/** `text` with `fix` applied (offsets are the text's own, as the diagnostics gave them). */
export function applyFix(text: string, fix: Fix): string {
  return applyEdits(text, fixEdits(fix));
}

/** Two edits in text order that cannot both apply: one cuts into the other, or both insert at one place. */
function clash(a: TextEdit, b: TextEdit): boolean {
  return b.from < a.to || (b.from === a.from && b.to === a.to && a.from === a.to);
}

/**
 * Every fix of `code` among `diagnostics`, as one list of edits in text order, all against the
 * text the diagnostics were found in (codes.ts `fixAll` says for which codes that is safe). Null
 * when two of them touch the same text: then no order of applying them is the obvious one.
 */
export function fixAllEdits(diagnostics: readonly Diagnostic[], code: DiagnosticCode): TextEdit[] | null {
  const edits = diagnostics.filter((d) => d.code === code && d.fix).flatMap((d) => fixEdits(d.fix!));
  edits.sort((a, b) => a.from - b.from || a.to - b.to);
  return edits.some((e, i) => i > 0 && clash(edits[i - 1], e)) ? null : edits;
}
