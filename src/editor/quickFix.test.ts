import { EditorState, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../core/index.ts';
import { say } from '../core/words/diagnosticWords.ts';
import { diagnosticsEffects } from './lint.ts';
import { fixesAt, openQuickFixes, quickFixes, quickFixMenuOpen } from './quickFix.ts';

/** Just enough of an EditorView for a command: its state and dispatch. */
function fakeView(state: EditorState) {
  const view = { state, dispatch: (spec: TransactionSpec) => { view.state = view.state.update(spec).state; } };
  return view;
}

const doc = 'User-agent: *\nDissallow: /a\nDisallow: private/\n';
const misspelled: Diagnostic = {
  code: 'misspelled-directive', severity: 'warning', from: 14, to: 23, line: 2, column: 1, endLine: 2, endColumn: 10,
  say: say('misspelled', 'Dissallow', 'Disallow', true, 'google'), fix: { say: say('fixWrite', 'Disallow'), from: 14, to: 23, insert: 'Disallow' },
};
const patternStart: Diagnostic = {
  code: 'pattern-start', severity: 'error', from: 38, to: 46, line: 3, column: 11, endLine: 3, endColumn: 19,
  say: say('patternStart', 'private/', '/private/', true, 'google'), fix: { say: say('fixStartSlash'), from: 38, to: 38, insert: '/' },
};
const noFix: Diagnostic = { ...misspelled, code: 'blocks-everything', fix: undefined, say: say('blocksEverything', true, false) };

function withDiagnostics(list: Diagnostic[]): EditorState {
  const state = EditorState.create({ doc, extensions: quickFixes() });
  return state.update({ effects: diagnosticsEffects(state, list) }).state;
}

describe('quick fixes at the cursor (Ctrl+.)', () => {
  it('lists the fixes of the diagnostics the cursor touches, and only those', () => {
    const state = withDiagnostics([misspelled, patternStart, noFix]);
    expect(fixesAt(state, 16).map((f) => f.action.name)).toEqual(['Write "Disallow"']);
    expect(fixesAt(state, 46).map((f) => f.action.name)).toEqual(['Start it with "/"']);
    expect(fixesAt(state, 2)).toEqual([]);
  });

  it('gives each fix the diagnostic’s current range, so applying it after an edit above still lands', () => {
    let state = withDiagnostics([patternStart]);
    state = state.update({ changes: { from: 0, insert: '# top\n' } }).state;
    const [fix] = fixesAt(state, 52);
    expect([fix.from, fix.to]).toEqual([44, 52]);
  });

  it('opens on the command where a fix is, stays shut where none is, and closes on an edit', () => {
    const view = fakeView(withDiagnostics([misspelled]).update({ selection: { anchor: 16 } }).state);
    expect(quickFixMenuOpen(view.state)).toBe(false);
    openQuickFixes(view as unknown as EditorView);
    expect(quickFixMenuOpen(view.state)).toBe(true);
    view.dispatch({ changes: { from: 0, insert: '#' } });
    expect(quickFixMenuOpen(view.state)).toBe(false);
    view.dispatch({ selection: { anchor: 3 } });
    openQuickFixes(view as unknown as EditorView);
    expect(quickFixMenuOpen(view.state)).toBe(false);
  });
});
