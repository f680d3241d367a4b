/**
 * The bridge from the worker's diagnostics to @codemirror/lint. The linter never runs here:
 * results arrive from the worker and are pushed with `setDiagnostics` (underlines, gutter
 * markers, the panel, tooltips). A core `fix` becomes a one-click lint Action.
 *
 * The core reports each invalid character on its own. A run of the same one on adjacent
 * characters (a binary file read as text has thousands) is ONE editor diagnostic here: one
 * underline, one panel entry, one fix for the run. Lint draws an element per diagnostic, and
 * per-character underlines were most of the 2,000 elements that laid out in 100 ms when corpus
 * 0360 (a PNG) opened (issue 12 §2).
 */
import { forEachDiagnostic, lintGutter, linter, setDiagnostics, type Action, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import type { EditorState, Extension, StateEffect, Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { fixEdits, sayText, type Diagnostic, type TextEdit } from '../core/index.ts';
import { analysedField, setAnalysed } from './fixAll.ts';
import { editsWithEndings } from './lineBreaks.ts';

/**
 * The fix is replayed relative to the diagnostic's *current* range (lint maps it through
 * edits made since), so a fix still lands in the right place after typing elsewhere. A fix
 * that reaches past that range (removing a whole line, moving a group, converting a file)
 * cannot be mapped so: text typed beside the diagnostic would be cut or kept by mistake. It
 * applies only to the document it was computed for (`doc`), and otherwise says so and waits
 * for the next check. Inserted CRs keep their own endings (editsWithEndings).
 */
export function fixAction(d: Diagnostic, doc?: Text): Action | null {
  const fix = d.fix;
  if (!fix) return null;
  const inside = !fix.more && fix.from >= d.from && fix.to <= d.to;
  return {
    name: sayText(fix.say),
    apply(view: EditorView, from: number, to: number) {
      let edits: TextEdit[];
      if (inside || !doc) {
        const start = Math.max(0, from + (fix.from - d.from));
        const end = Math.max(start, to + (fix.to - d.to));
        edits = fix.more ? fixEdits(fix) : [{ from: start, to: end, insert: fix.insert }];
      } else if (view.state.doc === doc) {
        edits = fixEdits(fix);
      } else {
        view.dispatch({ effects: EditorView.announce.of('The text changed since this fix was found; try it again in a moment.') });
        return;
      }
      if (edits.some((e) => e.to > view.state.doc.length)) return;
      view.dispatch({ ...editsWithEndings(view.state, edits), userEvent: 'input.fix' });
    },
  };
}

/** Two diagnostics that read as one: the same invalid character, one right after the other. */
function continues(a: Diagnostic, b: Diagnostic): boolean {
  return a.code === 'invalid-char' && b.code === 'invalid-char' && a.to === b.from && a.severity === b.severity
    && sayText(a.say) === sayText(b.say) && a.fix?.insert === b.fix?.insert && (!a.fix || sayText(a.fix.say) === sayText(b.fix!.say));
}

/** The diagnostics in document order, each run of `continues` ones as one group. */
export function diagnosticRuns(diagnostics: readonly Diagnostic[]): Diagnostic[][] {
  const runs: Diagnostic[][] = [];
  for (const d of [...diagnostics].sort((a, b) => a.from - b.from)) {
    const run = runs[runs.length - 1];
    if (run && continues(run[run.length - 1], d)) run.push(d);
    else runs.push([d]);
  }
  return runs;
}

/**
 * Every fix of the run, in one transaction. The run's current range must still be as long as
 * it was: text typed inside it means the characters found are not all there any more.
 */
function runFixAction(run: readonly Diagnostic[], doc: Text): Action | null {
  if (run.length === 1) return fixAction(run[0], doc);
  const first = run[0];
  const length = run[run.length - 1].to - first.from;
  if (run.some((d) => !d.fix)) return null;
  return {
    name: `${sayText(first.fix!.say)} (all ${run.length})`,
    apply(view: EditorView, from: number, to: number) {
      if (to - from !== length || to > view.state.doc.length) return;
      const changes = run.map(({ fix }) => ({ from: from + fix!.from - first.from, to: from + fix!.to - first.from, insert: fix!.insert }));
      view.dispatch({ changes, userEvent: 'input.fix' });
    },
  };
}

function toCmRun(run: readonly Diagnostic[], doc: Text): CmDiagnostic {
  const d = run[0];
  const action = runFixAction(run, doc);
  const docLength = doc.length;
  const from = Math.min(d.from, docLength);
  return {
    from,
    to: Math.min(Math.max(run[run.length - 1].to, from), docLength),
    severity: d.severity,
    message: run.length > 1 ? `${run.length} in a row: ${sayText(d.say)}` : sayText(d.say),
    source: d.code,
    actions: action ? [action] : undefined,
  };
}

/**
 * The editor's diagnostics come from two places, each arriving on its own: the worker's analysis
 * (`source`: the diagnostic's code) and the matrix's broken expectations (`source`:
 * EXPECTATION_SOURCE, expectationMarks.ts), in the problems panel and reached with F8 like any
 * problem (issue 9 §2). Each replaces only its own; the other's stay where edits mapped them.
 * Views that count the file's problems (the compare view's diagnostic diff) leave them out.
 */
export const EXPECTATION_SOURCE = 'broken-expectation';
/** Its group's title in the problems panel, as DIAGNOSTIC_CODES titles the file's codes. */
export const EXPECTATION_TITLE = 'Breaks an expectation';

/** The editor's diagnostics that `keep` keeps, at their current place. */
function current(state: EditorState, keep: (d: CmDiagnostic) => boolean): CmDiagnostic[] {
  const out: CmDiagnostic[] = [];
  forEachDiagnostic(state, (d, from, to) => { if (keep(d)) out.push({ ...d, from, to }); });
  return out;
}

const isBroken = (d: CmDiagnostic) => d.source === EXPECTATION_SOURCE;

function effectsOf(state: EditorState, diagnostics: readonly CmDiagnostic[]): StateEffect<unknown>[] {
  const effects = setDiagnostics(state, diagnostics).effects;
  if (!effects) return [];
  return Array.isArray(effects) ? [...effects] : [effects as StateEffect<unknown>];
}

/**
 * The effects that replace the worker's diagnostics; the broken expectations stay; "Fix all"
 * keeps the diagnostics with the text they were found in (fixAll.ts). `broken`
 * false says the editor shows none, sparing a walk over up to 2,000 diagnostics (0.5 ms) on
 * every analysis of a file with that many.
 */
export function diagnosticsEffects(state: EditorState, diagnostics: readonly Diagnostic[], broken = true): StateEffect<unknown>[] {
  const worker = diagnosticRuns(diagnostics).map((run) => toCmRun(run, state.doc));
  const shown = effectsOf(state, broken ? [...worker, ...current(state, isBroken)] : worker);
  return [...shown, setAnalysed.of({ doc: state.doc, diagnostics })];
}

/** The effects that replace the broken-expectation diagnostics (the worker's stay). */
export function brokenDiagnosticsEffects(state: EditorState, broken: readonly CmDiagnostic[]): StateEffect<unknown>[] {
  return effectsOf(state, [...current(state, (d) => !isBroken(d)), ...broken]);
}

/** The diagnostics of the file itself, as the lint bridge shows them: the broken expectations left out. */
export function forEachFileDiagnostic(state: EditorState, f: (d: CmDiagnostic, from: number, to: number) => void): void {
  forEachDiagnostic(state, (d, from, to) => { if (!isBroken(d)) f(d, from, to); });
}

export function robotsLint(): Extension {
  return [lintGutter({ hoverTime: 150 }), analysedField];
}

/**
 * Lint's own state, hover and theme in the editor from its creation, with no source (it never
 * lints here). Without them the first `setDiagnostics` appends them to the configuration: in the
 * task that draws the first answers, CodeMirror then rewrote its whole stylesheet (17,951 → 21,034
 * characters, lint's theme added) and the browser restyled the page, forced at once by the
 * editor's selection read: 238 of that task's 398 ms at 4× CPU in a trace of the page's start
 * (issue 24 §3). Last in the editor's extensions, where that append put them, so the hovers stack
 * as before.
 */
export function lintFromStart(): Extension {
  return linter(null);
}
