/**
 * A document moved from one editor to another without losing a byte or an undo step: the
 * compare view's side b takes over the page's editor, and gives it back (app/compare.ts).
 * CodeMirror's MergeView builds its editors from state configs, not from existing states, so
 * what the old state holds beyond the text is carried by initialising its fields in the new one
 * (StateField.init): the undo history (commands' historyField) and each line's own ending.
 */
import { historyField } from '@codemirror/commands';
import type { EditorState, EditorStateConfig, Extension } from '@codemirror/state';
import { lineBreaks, lineBreaksExtension } from './lineBreaks.ts';

/** A config for a state with `from`'s text, selection, endings and history, and `extensions`. */
export function carriedConfig(from: EditorState, extensions: Extension): EditorStateConfig {
  const history = from.field(historyField, false);
  return {
    doc: from.doc,
    selection: from.selection,
    extensions: [
      lineBreaksExtension(lineBreaks(from)),
      history === undefined ? [] : historyField.init(() => history),
      extensions,
    ],
  };
}
