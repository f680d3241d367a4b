/**
 * The worker's answers as the store's view models: an analysis as the results' counts and facts,
 * a check as the matrix (its rows are the list the page holds for the version checked). The
 * matrix the worker checked is kept: a fetch that found no file (doc.noFile) shows its outcome
 * over it, and an edit brings it back.
 */
import { withNoFile, type MatrixData, type NoFileOutcome } from '../state/matrix.ts';
import type { ResultsSlice, RobotsStore } from '../state/store.ts';
import type { AnalysisResponse, CheckResponse } from '../worker/protocol.ts';
import type { ListRows } from './listRows.ts';

export interface SessionResults {
  analysis(result: AnalysisResponse): void;
  check(result: CheckResponse): void;
  /** The document's noFile changed: the matrix shows the outcome, or the verdicts checked. */
  noFile(outcome: NoFileOutcome | null): void;
  set(patch: Partial<ResultsSlice>): void;
}

/** What an analysis tells the results. */
export function analysisResults(result: AnalysisResponse): Partial<ResultsSlice> {
  return {
    docVersion: result.docVersion, stats: result.stats, elapsed: result.elapsed, unanalysed: null,
    diagnosticTotal: result.diagnosticTotal, diagnosticShown: result.diagnostics.length, counts: result.counts,
  };
}

/** A check's matrix, over the rows (and their reading) of the list it checked. */
export function checkedMatrix(result: CheckResponse, read: NonNullable<ReturnType<ListRows['of']>>): MatrixData {
  return {
    docVersion: result.docVersion, inputsVersion: result.inputsVersion, urls: read.urls, columns: result.columns,
    verdict: result.verdict, line: result.line, profilesDisagree: result.profilesDisagree, ruleTexts: result.ruleTexts, rulesRead: result.rulesRead, cutRule: result.cutRule,
    groupLine: result.groupLine, reason: result.reason, list: read.facts, lenientLine: result.lenientLine,
    lenientCause: result.lenientCause, lenientTexts: result.lenientTexts, cutText: result.cutText, blankLines: result.blankLines, rowFacts: result.rowFacts, summaries: result.summaries,
  };
}

export function createSessionResults(store: RobotsStore, rows: Pick<ListRows, 'of'>): SessionResults {
  /** The worker's last matrix, before a fetch that found no file (doc.noFile) replaced its verdicts. */
  let checked: MatrixData | null = null;
  const set = (patch: Partial<ResultsSlice>) => store.setState((s) => ({ results: { ...s.results, ...patch } }));
  return {
    set,
    analysis: (result) => set(analysisResults(result)),
    check(result) {
      // The rows of the list checked: the worker's list answer came before, in order.
      const read = rows.of(result.listVersion);
      if (!read) return;
      checked = checkedMatrix(result, read);
      const matrix = withNoFile(checked, store.getState().doc.noFile);
      set({ docVersion: result.docVersion, inputsVersion: result.inputsVersion, matrix, checkElapsed: result.elapsed, unanalysed: null });
    },
    noFile(outcome) {
      if (checked) set({ matrix: withNoFile(checked, outcome) });
    },
  };
}
