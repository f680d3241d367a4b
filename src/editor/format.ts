/**
 * Format document (Shift+Alt+F, VS Code's key): the core formatter's edits dispatched as one
 * transaction, so one Ctrl+Z undoes them. The edits touch no line break they keep, so each
 * line keeps its own ending (lineBreaks.ts maps the record through them); a blank line the
 * formatter adds gets the document's usual ending.
 */
import type { EditorState, TransactionSpec } from '@codemirror/state';
import { EditorView, keymap, type Command } from '@codemirror/view';
import { formatRobots } from '../core/index.ts';

export interface FormatOutcome {
  spec: TransactionSpec | null;
  /** What to tell the person: formatted, already formatted, or why it was left alone. */
  note: string;
}

export function formatTransaction(state: EditorState): FormatOutcome {
  const { edits, refused } = formatRobots(state.doc.toString());
  if (refused) return { spec: null, note: refused };
  if (edits.length === 0) return { spec: null, note: 'The document is already formatted.' };
  return { spec: { changes: edits, userEvent: 'input.format', scrollIntoView: true }, note: 'Formatted: no verdict changes.' };
}

/** Formats the view's document; `notify` hears what happened. */
export function formatDocument(view: EditorView, notify?: (note: string, changed: boolean) => void): boolean {
  if (view.state.readOnly) return false;
  const { spec, note } = formatTransaction(view.state);
  if (spec) view.dispatch(spec);
  view.dispatch({ effects: EditorView.announce.of(note) });
  notify?.(note, spec !== null);
  return true;
}

export function formatKeymap(notify?: (note: string, changed: boolean) => void) {
  const run: Command = (view) => formatDocument(view, notify);
  return keymap.of([{ key: 'Shift-Alt-f', run, preventDefault: true }]);
}
