/** What a session does to its editor on request: a whole new document, a line to go to or to show. */
import { Transaction, type Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { knownAs } from '../editor/buildDoc.ts';
import { setLineBreaks } from '../editor/lineBreaks.ts';
import { centreEffect } from '../editor/scrollWithin.ts';
import type { LoadedText } from '../state/document.ts';

/**
 * Replaces the whole document (a file, a link, a restore); `history: false` at start-up. `doc`:
 * the same text already made into the editor's document (editor/buildDoc.ts, for a big file),
 * so the transaction does not split it again.
 */
export function loadDocument(view: EditorView, loaded: Pick<LoadedText, 'text' | 'breaks'>, history: boolean, doc?: Text): void {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: doc ?? loaded.text },
    effects: setLineBreaks.of(loaded.breaks),
    selection: { anchor: 0 },
    scrollIntoView: true,
    userEvent: 'input.open',
    annotations: history ? [] : [Transaction.addToHistory.of(false)],
  });
  knownAs(view.state.doc, loaded.text);
}

/** Moves the cursor, and focus, to a line (a result's "line N", F2 on a cell). */
export function goToLine(view: EditorView, line: number): void {
  if (line < 1 || line > view.state.doc.lines) return;
  const pos = view.state.doc.line(line).from;
  // Focus first: focusing afterwards lets the browser's old DOM selection win.
  view.focus();
  view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
}

/** Scrolls a line into the editor's middle; focus and cursor stay where they are (Enter on a cell). */
export function revealLine(view: EditorView, line: number): void {
  if (line < 1 || line > view.state.doc.lines) return;
  view.dispatch({ effects: centreEffect(view.state, view.state.doc.line(line).from) });
}
