/**
 * The keys of the completion list, for every source (keys, crawler tokens, paths, sitemaps).
 * Completion must never change what the person did not choose (issue 23 §1): at a person's
 * pace the list is open when Enter comes, and CodeMirror's default keymap makes that Enter
 * accept the first option, so `User-agent: GPTBot⏎Disallow: /` came out as
 * `User-agent: GPTBotDisallow: /`. So the list opens with nothing chosen (`selectOnOpen: false`
 * in completion.ts), and:
 * - Enter accepts only an option the person moved to (arrow keys, PageUp/PageDown) that differs
 *   from what is typed; otherwise it closes the list and ends the line.
 * - Tab accepts only an option moved to, as Enter does; otherwise it closes the list and
 *   leaves the editor. It used to take the first option when none was chosen, an option shown
 *   as no choice: `Disallow: /` and Tab, to leave the editor with the file's paths offered,
 *   came out as `Disallow: /search`, another rule, where Tab with no list open changes nothing.
 * The rest is CodeMirror's own `completionKeymap` (Ctrl+Space, Escape, the arrows).
 */
import {
  acceptCompletion, closeCompletion, completionKeymap, completionStatus, selectedCompletion,
} from '@codemirror/autocomplete';
import { Prec, type EditorState, type Extension } from '@codemirror/state';
import { keymap, type Command } from '@codemirror/view';

/**
 * Whether the text before the cursor already is `label`, as a whole word: what precedes it is
 * the line's start, a space or the key's colon. (`User-agent: XGPTBot` is not `GPTBot`.)
 */
export function typedIs(state: EditorState, label: string): boolean {
  const head = state.selection.main.head;
  const line = state.doc.lineAt(head);
  const before = line.text.slice(0, head - line.from);
  if (!before.endsWith(label)) return false;
  const edge = before.length - label.length;
  return edge === 0 || /[\s:]/.test(before[edge - 1]);
}

/** Enter: the chosen option when the person moved to one that differs from the text; else a new line. */
export const acceptChosenOrEndLine: Command = (view) => {
  const chosen = selectedCompletion(view.state);
  if (chosen && !typedIs(view.state, chosen.label) && acceptCompletion(view)) return true;
  closeCompletion(view);
  // Not handled: the editor's own Enter (insertNewlineAndIndent) ends the line.
  return false;
};

/**
 * Tab: the option the person moved to. Nothing else (Tab leaves the editor, the list closed):
 * no list open, no option chosen, or one already typed that inserts only itself (accepting it
 * would change nothing and only hold the person in the editor).
 */
export const acceptOnTab: Command = (view) => {
  if (completionStatus(view.state) !== 'active') return false;
  const chosen = selectedCompletion(view.state);
  if (chosen && !(!chosen.apply && typedIs(view.state, chosen.label)) && acceptCompletion(view)) return true;
  closeCompletion(view);
  return false;
};

/** CodeMirror's completion keys with Enter and Tab as above, ahead of every other binding. */
export const completionKeys: Extension = Prec.highest(keymap.of([
  ...completionKeymap.filter((binding) => binding.key !== 'Enter'),
  { key: 'Enter', run: acceptChosenOrEndLine },
  { key: 'Tab', run: acceptOnTab },
]));
