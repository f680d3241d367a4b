/**
 * "Fix all of this kind" (issue 23 §2): every fix of one code (codes.ts `fixAll`) in ONE
 * transaction, so one Ctrl+Z gives back the exact text. The fixes are the worker's, all
 * computed against one text (core fixAllEdits, no two touching): they apply only while the
 * editor still holds that very text. Lint maps each diagnostic's range through later edits, but
 * a fix that removes a whole line reaches past its diagnostic's range, so after typing it could
 * cut what was typed beside it; then the person is told to wait for the next check.
 */
import { isolateHistory } from '@codemirror/commands';
import { StateEffect, StateField, type EditorState, type Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { DIAGNOSTIC_CODES, fixAllEdits, type Diagnostic, type DiagnosticCode } from '../core/index.ts';
import { editsWithEndings } from './lineBreaks.ts';
import { countText } from '../core/words/countText.ts';

interface Analysed {
  /** The text the diagnostics were found in (the editor's document when they arrived). */
  doc: Text;
  diagnostics: readonly Diagnostic[];
}

export const setAnalysed = StateEffect.define<Analysed>();

/** The worker's last diagnostics and the text they belong to. */
export const analysedField = StateField.define<Analysed | null>({
  create: () => null,
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setAnalysed)) return e.value;
    return value;
  },
});

export function isFixAllCode(code: string): code is DiagnosticCode {
  return Object.hasOwn(DIAGNOSTIC_CODES, code) && DIAGNOSTIC_CODES[code as DiagnosticCode].fixAll === true;
}

/** How many fixes "Fix all" of `code` applies now: 0 when it is not offered. */
export function fixAllCount(state: EditorState, code: string): number {
  const analysed = state.field(analysedField, false);
  if (!analysed || !isFixAllCode(code)) return 0;
  return analysed.diagnostics.filter((d) => d.code === code && d.fix).length;
}

/** What a person hears after Fix all, or why nothing changed. */
export const FIX_ALL_WORDS = {
  done: (n: number, title: string) => `Fixed all ${countText(n)} "${title}" problems in one step; Undo brings them back.`,
  stale: 'The text changed since these were found; try again in a moment.',
  clash: 'These fixes touch the same text; fix them one at a time.',
};

/** Applies every fix of `code` at once; false when none was applied (and says why). */
export function fixAll(view: EditorView, code: string): boolean {
  const analysed = view.state.field(analysedField, false);
  if (!analysed || !isFixAllCode(code)) return false;
  const say = (text: string) => view.dispatch({ effects: EditorView.announce.of(text) });
  if (analysed.doc !== view.state.doc) {
    say(FIX_ALL_WORDS.stale);
    return false;
  }
  const edits = fixAllEdits(analysed.diagnostics, code);
  if (edits === null) {
    say(FIX_ALL_WORDS.clash);
    return false;
  }
  if (edits.length === 0) return false;
  const { changes, effects } = editsWithEndings(view.state, edits);
  const count = analysed.diagnostics.filter((d) => d.code === code && d.fix).length;
  view.dispatch({
    changes, userEvent: 'input.fix', annotations: isolateHistory.of('full'),
    effects: [...effects, EditorView.announce.of(FIX_ALL_WORDS.done(count, DIAGNOSTIC_CODES[code].title))],
  });
  return true;
}
