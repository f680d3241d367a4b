/**
 * The lines of the selected change's cause (core causeLines) marked on both sides of the
 * comparison (editor/causeMarks.ts), following the compare store's selection and answers.
 */
import { EditorView } from '@codemirror/view';
import { setCauseLines } from '../editor/causeMarks.ts';
import type { CompareStore } from '../state/compare.ts';
import { groupAt } from '../state/compareCauses.ts';
import type { MergePair } from './compareSides.ts';

/** Marks the cause on `sides()` while there are sides; reset() forgets what was marked (on close). */
export function markCauses(store: CompareStore, sides: () => MergePair | null): { reset(): void } {
  /** The cause lines marked on each side now ("a|b"), so a new answer with the same cause dispatches nothing. */
  let causeMarked = '|';
  function markCause(): void {
    const merge = sides();
    if (!merge) return;
    const { verdicts, selected } = store.getState();
    const lines = verdicts && selected >= 0 ? groupAt(verdicts.groups, selected)?.lines : undefined;
    const key = lines ? `${lines.before.join(',')}|${lines.after.join(',')}` : '|';
    if (key === causeMarked) return;
    causeMarked = key;
    // The two sides scroll together (one MergeView): the cause is brought into view once, on
    // the old side when it names a line there, else on the new one.
    const before = lines?.before ?? [];
    const after = lines?.after ?? [];
    // The unified view shows side b alone (side a's removed lines inside it): it is scrolled to.
    const unified = store.getState().unified;
    markSide(merge.a, before, !unified && before.length > 0);
    markSide(merge.b, after, unified || before.length === 0);
  }
  store.subscribe((s, prev) => {
    if (s.selected !== prev.selected || s.verdicts !== prev.verdicts) markCause();
  });
  return { reset: () => { causeMarked = '|'; } };
}

function markSide(view: EditorView, lines: readonly number[], scroll: boolean): void {
  const first = lines.length > 0 && lines[0] <= view.state.doc.lines ? view.state.doc.line(lines[0]).from : -1;
  view.dispatch({ effects: scroll && first >= 0 ? [setCauseLines.of(lines), EditorView.scrollIntoView(first, { y: 'center' })] : [setCauseLines.of(lines)] });
}
