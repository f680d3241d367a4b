import { diagnosticCount, forEachDiagnostic } from '@codemirror/lint';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../core/index.ts';
import { diagnosticRuns, diagnosticsEffects, fixAction } from './lint.ts';

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

describe('lint bridge: runs of invalid characters', () => {
  const nul = (i: number): Diagnostic => ({
    code: 'invalid-char', severity: 'warning', from: i, to: i + 1, line: 1, column: i + 1, endLine: 1, endColumn: i + 2,
    message: 'A NUL character on this line.', fix: { label: 'Remove it', from: i, to: i + 1, insert: '' },
  });

  it('makes one editor diagnostic of a run of the same invalid character, one per run', () => {
    // A binary file read as text: a diagnostic per character was an underline element per
    // character (issue 12 §2).
    const text = 'a\0\0\0b\0c';
    let state = EditorState.create({ doc: text });
    state = state.update({ effects: diagnosticsEffects(state, [nul(5), nul(3), nul(1), nul(2)]) }).state;
    const seen: [number, number, string][] = [];
    forEachDiagnostic(state, (d, from, to) => seen.push([from, to, d.message]));
    expect(seen).toEqual([[1, 4, '3 in a row: A NUL character on this line.'], [5, 6, 'A NUL character on this line.']]);
  });

  it('keeps different characters, other codes and non-adjacent ones apart', () => {
    const other = { ...nul(2), message: 'A SOH character on this line.' };
    const runs = diagnosticRuns([nul(1), other, nul(3), { ...diag, from: 4, to: 5 }, nul(6)]);
    expect(runs.map((r) => r.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('fixes the whole run at once, where it is now, and not after text was typed inside it', () => {
    const text = 'a\0\0\0b';
    let state = EditorState.create({ doc: text });
    state = state.update({ effects: diagnosticsEffects(state, [nul(1), nul(2), nul(3)]) }).state;
    let action: ReturnType<typeof fixAction> = null;
    forEachDiagnostic(state, (d) => { action = d.actions![0]; });
    expect(action!.name).toBe('Remove it (all 3)');
    const view = fakeView(EditorState.create({ doc: `##${text}` }));
    action!.apply(view as unknown as EditorView, 3, 6);
    expect(view.state.doc.toString()).toBe('##ab');
    const typedInside = fakeView(EditorState.create({ doc: 'a\0z\0\0b' }));
    action!.apply(typedInside as unknown as EditorView, 1, 5);
    expect(typedInside.state.doc.toString()).toBe('a\0z\0\0b');
  });
});
