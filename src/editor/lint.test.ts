import { diagnosticCount, forEachDiagnostic } from '@codemirror/lint';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../core/index.ts';
import { diagnosticsEffects, fixAction } from './lint.ts';

const diag: Diagnostic = {
  code: 'misspelled-directive', severity: 'warning', from: 14, to: 23, line: 2, column: 1, endLine: 2, endColumn: 10,
  message: 'Dissallow is a misspelling', fix: { label: 'Write Disallow', from: 14, to: 23, insert: 'Disallow' },
};
const doc = 'User-agent: *\nDissallow: /a\n';

/** Just enough of an EditorView for an Action: its state and dispatch. */
function fakeView(state: EditorState) {
  const view = { state, dispatch: (spec: TransactionSpec) => { view.state = view.state.update(spec).state; } };
  return view;
}

describe('lint bridge', () => {
  it('pushes worker diagnostics with setDiagnostics, fix as an action', () => {
    let state = EditorState.create({ doc });
    state = state.update({ effects: diagnosticsEffects(state, [diag]) }).state;
    expect(diagnosticCount(state)).toBe(1);
    forEachDiagnostic(state, (d) => {
      expect(d.severity).toBe('warning');
      expect(d.source).toBe('misspelled-directive');
      expect(d.actions?.[0].name).toBe('Write Disallow');
    });
  });

  it('applies a fix at the diagnostic’s current place after edits before it', () => {
    const state = EditorState.create({ doc: '# x\n' + doc });
    const view = fakeView(state);
    fixAction(diag)!.apply(view as unknown as EditorView, diag.from + 4, diag.to + 4);
    expect(view.state.doc.toString()).toBe('# x\nUser-agent: *\nDisallow: /a\n');
  });

  it('clamps diagnostics to the document (a result for a longer text)', () => {
    let state = EditorState.create({ doc: 'short' });
    state = state.update({ effects: diagnosticsEffects(state, [{ ...diag, fix: undefined }]) }).state;
    forEachDiagnostic(state, (_d, from, to) => {
      expect(from).toBeLessThanOrEqual(5);
      expect(to).toBeLessThanOrEqual(5);
    });
  });
});
