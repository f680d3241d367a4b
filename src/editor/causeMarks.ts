/**
 * The lines of the selected change's cause in the compare view (issue 26 §1): the groups a
 * crawler switched between, or the rule removed, added or edited (core causeLines), marked on
 * each side beside the deciding rule's own mark (decorations.ts). Line numbers, not positions:
 * a cause is worked out for a version of the text, and a line that no longer exists is skipped.
 */
import { StateEffect, StateField, type EditorState } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

/** The lines (1-based) to mark; an empty list clears. */
export const setCauseLines = StateEffect.define<readonly number[]>();

const causeLine = Decoration.line({ class: 'cm-cause-line', attributes: { title: 'The cause of the selected change' } });

export function causeSet(state: EditorState, lines: readonly number[]): DecorationSet {
  const starts = [...new Set(lines)].filter((n) => n >= 1 && n <= state.doc.lines).sort((a, b) => a - b);
  return Decoration.set(starts.map((n) => causeLine.range(state.doc.line(n).from)));
}

export const causeMarks = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = tr.docChanged ? value.map(tr.changes) : value;
    for (const e of tr.effects) if (e.is(setCauseLines)) next = causeSet(tr.state, e.value);
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/** The lines marked now (1-based), for tests and for whoever asks what is shown. */
export function markedCauseLines(state: EditorState): number[] {
  const out: number[] = [];
  const set = state.field(causeMarks, false);
  if (!set) return out;
  for (let it = set.iter(); it.value; it.next()) out.push(state.doc.lineAt(it.from).number);
  return out;
}
