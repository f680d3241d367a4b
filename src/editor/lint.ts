/**
 * The bridge from the worker's diagnostics to @codemirror/lint. The linter never runs here:
 * results arrive from the worker and are pushed with `setDiagnostics` (underlines, gutter
 * markers, the panel, tooltips). A core `fix` becomes a one-click lint Action.
 */
import { lintGutter, setDiagnostics, type Action, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import type { EditorState, Extension, StateEffect } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { Diagnostic } from '../core/index.ts';

/**
 * The fix is replayed relative to the diagnostic's *current* range (lint maps it through
 * edits made since), so a fix still lands in the right place after typing elsewhere.
 */
export function fixAction(d: Diagnostic): Action | null {
  const fix = d.fix;
  if (!fix) return null;
  return {
    name: fix.label,
    apply(view: EditorView, from: number, to: number) {
      const start = Math.max(0, from + (fix.from - d.from));
      const end = Math.max(start, to + (fix.to - d.to));
      if (end > view.state.doc.length) return;
      view.dispatch({ changes: { from: start, to: end, insert: fix.insert }, userEvent: 'input.fix' });
    },
  };
}

export function toCmDiagnostic(d: Diagnostic, docLength: number): CmDiagnostic {
  const action = fixAction(d);
  const from = Math.min(d.from, docLength);
  return {
    from,
    to: Math.min(Math.max(d.to, from), docLength),
    severity: d.severity,
    message: d.message,
    source: d.code,
    actions: action ? [action] : undefined,
  };
}

/** The effects that replace the editor's diagnostics with the worker's. */
export function diagnosticsEffects(state: EditorState, diagnostics: readonly Diagnostic[]): StateEffect<unknown>[] {
  const len = state.doc.length;
  const spec = setDiagnostics(state, diagnostics.map((d) => toCmDiagnostic(d, len)));
  const effects = spec.effects;
  if (!effects) return [];
  return Array.isArray(effects) ? [...effects] : [effects as StateEffect<unknown>];
}

export function robotsLint(): Extension {
  return [lintGutter({ hoverTime: 150 })];
}
