/**
 * Undo and redo reach an editor only while it has the focus. Chromium sends the browser's own
 * undo (Ctrl+Z pressed on a grid cell, a button, the page itself) to the editable element
 * edited last, as a `historyUndo` input event, and @codemirror/commands' history() runs it: a
 * person who marked a cell "must be allowed" and pressed Ctrl+Z to take the mark back lost their
 * last typing in the robots.txt instead, out of sight, and Ctrl+Shift+Z there did not bring it
 * back. In the editor itself the keys are the history keymap's, which this leaves alone.
 */
import { Prec, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

export const focusedHistory: Extension = Prec.highest(EditorView.domEventHandlers({
  beforeinput(event, view) {
    if ((event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') || view.hasFocus) return false;
    event.preventDefault();
    return true;
  },
}));
