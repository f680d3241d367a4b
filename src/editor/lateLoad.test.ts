import { completionKeymap, completionStatus, type CompletionSource } from '@codemirror/autocomplete';
import { searchKeymap } from '@codemirror/search';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import { keymap, type EditorView, type KeyBinding } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { lateCommand } from './late.ts';
import { attachLate, EARLY_BINDINGS, LATE_KEYS, lateParts } from './lateLoad.ts';

/** A view without a DOM: enough for a command that reads the state and dispatches. */
function fakeView(doc: string): EditorView {
  const view = {
    state: EditorState.create({ doc, selection: { anchor: doc.length }, extensions: lateParts() }),
    dispatch: (...specs: TransactionSpec[]) => { view.state = view.state.update(...specs).state; },
  };
  return view as unknown as EditorView;
}

const nameOf = (b: Pick<KeyBinding, 'key' | 'mac'>) => b.key ?? `mac:${b.mac}`;
const completes = (state: EditorState) => state.languageDataAt<CompletionSource>('autocomplete', 0).length > 0;
const typeAtEnd = (view: EditorView, text: string) => {
  const end = view.state.doc.length;
  view.dispatch({ changes: { from: end, insert: text }, selection: { anchor: end + text.length }, userEvent: 'input.type' });
};

/** Editors made as the page's are, before late.ts is loaded (the tests below load it). */
const early = { ctrlSpace: fakeView('User-agent: *\nDis'), typed: fakeView('User-agent: *\n'), moved: fakeView('User-agent: *\n') };

describe('the editor parts loaded after the page drew (search, completion)', () => {
  it('answer early to every key of theirs that acts with no search panel or completion list open', () => {
    // Escape closes the panel or the list; the arrows, the pages and Enter move in or accept the list.
    const onOpenOnly = ['Escape', 'ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Enter'];
    const theirs = [...searchKeymap, ...completionKeymap].map(nameOf).filter((k) => !onOpenOnly.includes(k));
    expect(LATE_KEYS.map(nameOf).sort()).toEqual([...new Set(theirs)].sort());
    for (const b of LATE_KEYS) {
      expect(lateCommand(b, false), nameOf(b)).not.toBeNull();
      if (b.shifted) expect(lateCommand(b, true), `Shift-${nameOf(b)}`).not.toBeNull();
    }
  });

  it('run a key pressed before they came once they are here, and leave the text as typed', async () => {
    const view = early.ctrlSpace;
    expect(completes(view.state)).toBe(false);
    // The key is the editor's (the browser gets nothing to do with it) before the parts are loaded.
    expect(EARLY_BINDINGS.find((b) => b.key === 'Ctrl-Space')!.run!(view)).toBe(true);
    await attachLate(fakeView(''));
    await Promise.resolve();
    expect(completes(view.state)).toBe(true);
    expect(completionStatus(view.state)).not.toBeNull();
    expect(view.state.doc.toString()).toBe('User-agent: *\nDis');
  });

  it('open the completion list for a word typed while they were on their way, as typing would have', async () => {
    const { typed, moved } = early;
    typeAtEnd(typed, 'Dis');
    typeAtEnd(moved, 'Dis');
    moved.dispatch({ selection: { anchor: 14 } });
    await attachLate(typed);
    await attachLate(moved);
    expect(completes(typed.state) && completes(moved.state)).toBe(true);
    expect(completionStatus(typed.state)).not.toBeNull();
    // The cursor moved after the typing: CodeMirror would have closed the list.
    expect(completionStatus(moved.state)).toBeNull();
    expect(typed.state.doc.toString()).toBe('User-agent: *\nDis');
  });

  it('are in every state made once they are loaded (the compare view\'s sides, a state set anew)', () => {
    const state = EditorState.create({ doc: 'Disallow: /', extensions: lateParts() });
    expect(completes(state)).toBe(true);
    expect(state.facet(keymap).flat()).not.toContain(EARLY_BINDINGS[0]);
  });
});
