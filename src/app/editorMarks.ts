/**
 * What a session marks in its editor from the worker's answers and the store: the analysis
 * (diagnostics, out-of-group lines, group spans), the selected cell's deciding rule, and the
 * rules that break an expectation. Each mark is dispatched only when it changes what the editor
 * shows, so a keystroke's matrix with nothing selected and no expectation dispatches nothing.
 */
import type { EditorView } from '@codemirror/view';
import { setAnalysisMarks, setWinningRule } from '../editor/decorations.ts';
import { brokenDiagnostics, marksShow, setBrokenExpectations } from '../editor/expectationMarks.ts';
import { setGroupSpans } from '../editor/folding.ts';
import { brokenDiagnosticsEffects, diagnosticsEffects } from '../editor/lint.ts';
import { centreEffect } from '../editor/scrollWithin.ts';
import { brokenRules, selectExpectationReport } from '../state/cellExpectations.ts';
import { cellIndex, selectedCell } from '../state/matrix.ts';
import type { RobotsState } from '../state/store.ts';
import type { AnalysisResponse } from '../worker/protocol.ts';

export interface EditorMarks {
  /** The worker's analysis of the document: its diagnostics and marks. */
  analysis(result: AnalysisResponse): void;
  /** Marks the selected cell's deciding rule; scrolls to it once per (inputs, cell). */
  winningRule(s: RobotsState): void;
  /** Marks the rules that break an expectation (issue 9 §2), with their lint diagnostics. */
  brokenRules(s: RobotsState): void;
  /** Another view is marked from now on: it may come with its state's marks. */
  reattached(): void;
}

export function createEditorMarks(viewOf: () => EditorView): EditorMarks {
  /**
   * Whether the editor may show broken-expectation marks and their diagnostics (so a result with
   * none clears them once, and an analysis keeps them); false lets both skip all that work.
   */
  let brokenMarked = false;
  /**
   * Whether the editor may show a winning-rule mark: each keystroke's matrix with no cell selected
   * then dispatches nothing. True until cleared once (a view may come with its state's marks).
   */
  let winningMarked = true;
  /** The (inputs, cell) the editor last scrolled for: typing never yanks the view. */
  let scrolledFor = '';

  return {
    analysis(result) {
      const view = viewOf();
      view.dispatch({
        effects: [
          ...diagnosticsEffects(view.state, result.diagnostics, brokenMarked),
          setAnalysisMarks.of({ outOfGroup: result.outOfGroup, invalidChars: result.invalidChars, readEnd: result.readEnd }),
          setGroupSpans.of(result.groups),
        ],
      });
    },
    winningRule(s) {
      const view = viewOf();
      const c = selectedCell(s.results.matrix, s.inputs.cell);
      const line = c ? c.data.line[cellIndex(c.data, c)] : 0;
      const doc = view.state.doc;
      const pos = line > 0 && line <= doc.lines ? doc.line(line).from : null;
      const key = c ? `${c.data.inputsVersion}:${c.row}:${c.col}` : '';
      const scroll = pos !== null && key !== scrolledFor;
      if (pos !== null) scrolledFor = key;
      if (pos === null && !winningMarked) return;
      winningMarked = pos !== null;
      view.dispatch({ effects: scroll && pos !== null ? [setWinningRule.of(pos), centreEffect(view.state, pos)] : [setWinningRule.of(pos)] });
    },
    // The matrix's line numbers are its document's: while a newer version is being checked, the
    // marks already there follow their rules through the edits (expectationMarks.ts), and the
    // next matrix puts them right.
    brokenRules(s) {
      const view = viewOf();
      const data = s.results.matrix;
      if (data && data.docVersion !== s.doc.version) return;
      const rules = data ? brokenRules(selectExpectationReport(s)) : [];
      if (rules.length === 0 && !brokenMarked) return;
      // The mark and its lint diagnostic (the problems panel, F8) together, unless they already stand there.
      if (!marksShow(view.state, rules)) {
        view.dispatch({ effects: [setBrokenExpectations.of(rules), ...brokenDiagnosticsEffects(view.state, brokenDiagnostics(view.state, rules))] });
      }
      brokenMarked = rules.length > 0;
    },
    reattached() {
      brokenMarked = true;
      winningMarked = true;
      scrolledFor = '';
    },
  };
}
