/**
 * The wiring between the three shells: store changes become worker jobs; worker results
 * become editor transactions (diagnostics, marks, folds) and store results (verdicts). The
 * main thread never parses: it only ships text to the worker and draws what comes back.
 */
import { EditorView, type ViewUpdate } from '@codemirror/view';
import { setAnalysisMarks, setWinningRule } from '../editor/decorations.ts';
import { setGroupSpans } from '../editor/folding.ts';
import { lineBreaks, setLineBreaks } from '../editor/lineBreaks.ts';
import { diagnosticsEffects } from '../editor/lint.ts';
import { setProfile } from '../editor/setup.ts';
import type { LoadedText } from '../state/document.ts';
import {
  setDocMeta, setResults, setText, showMessage, store, type RobotsState,
} from '../state/store.ts';
import { cellIndex, type MatrixData } from '../state/matrix.ts';
import { selectTestUrls } from '../state/testUrls.ts';
import { RobotsClient, spawnBrowserWorker, type DocJob } from '../worker/client.ts';
import type { AnalysisResponse, CheckResponse, RowResult } from '../worker/protocol.ts';

/** The editor's document in the worker. */
const DOC_ID = 'editor';
/**
 * Cells up to which the other two profiles are checked too ("profiles disagree"): each costs
 * two more checks, some 60 µs on a loaded laptop, so past this the filter's column stays empty
 * (not computed) rather than slowing every keystroke.
 */
export const PROFILE_COMPARE_CELLS = 5000;

let view: EditorView | null = null;
let client: RobotsClient | null = null;

export function getView(): EditorView | null {
  return view;
}

/** The editor's update listener: the store holds the text and endings the worker and exports need. */
export function onDocChange(update: ViewUpdate): void {
  setText(update.state.doc.toString(), lineBreaks(update.state));
}

export function startSession(v: EditorView): () => void {
  view = v;
  client = new RobotsClient({
    spawn: spawnBrowserWorker,
    current: () => ({ docVersion: store.getState().doc.version, inputsVersion: store.getState().inputs.version }),
    onAnalysis: applyAnalysis,
    onCheck: applyCheck,
    onProblem: (m) => showMessage('warning', m),
    onUnanalysed: (docVersion, reason) => setResults({ unanalysed: { docVersion, reason } }),
  });
  const unsubscribe = store.subscribe(onStoreChange);
  submit();
  return () => {
    unsubscribe();
    client?.dispose();
    client = null;
    view = null;
  };
}

let scheduled = false;
/** Several store updates in one task (text + inputs) make one job. */
function submit(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    client?.submit(jobOf(store.getState()));
  });
}

function jobOf(s: RobotsState): DocJob {
  const { doc, inputs } = s;
  // Flagged lines and repeats are left out of the matrix (core urlList: never tested as `/`);
  // the URL field shows the same reading (state/testUrls.ts).
  const urls = selectTestUrls(s).urls;
  return {
    docId: DOC_ID,
    docVersion: doc.version,
    text: doc.text,
    breaks: doc.breaks,
    profile: inputs.profile,
    check: {
      inputsVersion: inputs.version,
      crawlers: inputs.crawlers,
      urls,
      agent: inputs.agent,
      // The grid shows the matrix; the selected cell's details come from `explain`.
      rowUrls: [],
      compareProfiles: urls.length * inputs.crawlers.length <= PROFILE_COMPARE_CELLS,
    },
  };
}

function onStoreChange(s: RobotsState, prev: RobotsState): void {
  if (s.doc.version !== prev.doc.version || s.inputs.version !== prev.inputs.version) submit();
  if (s.inputs.profile !== prev.inputs.profile && view) setProfile(view, s.inputs.profile);
  if (s.results.matrix !== prev.results.matrix || s.inputs.cell !== prev.inputs.cell) {
    markWinningRule(s);
    explainCell(s);
  }
}

function applyAnalysis(result: AnalysisResponse): void {
  if (!view) return;
  view.dispatch({
    effects: [
      ...diagnosticsEffects(view.state, result.diagnostics),
      setAnalysisMarks.of({ outOfGroup: result.outOfGroup, invalidChars: result.invalidChars, readEnd: result.readEnd }),
      setGroupSpans.of(result.groups),
    ],
  });
  setResults({
    docVersion: result.docVersion, stats: result.stats, elapsed: result.elapsed, unanalysed: null,
    diagnosticTotal: result.diagnosticTotal, diagnosticShown: result.diagnostics.length, counts: result.counts,
  });
}

function applyCheck(result: CheckResponse, job: DocJob): void {
  // Same verdicts as before (the usual case while typing): keep the old array so React
  // re-renders no row.
  const prev = store.getState().results.rows;
  const rows = sameRows(prev, result.rows) ? prev : result.rows;
  const matrix: MatrixData = {
    docVersion: result.docVersion, inputsVersion: result.inputsVersion, urls: job.check?.urls ?? [], columns: result.columns,
    verdict: result.verdict, line: result.line, profilesDisagree: result.profilesDisagree, ruleTexts: result.ruleTexts,
    groupLine: result.groupLine, reason: result.reason,
  };
  setResults({ docVersion: result.docVersion, rows, inputsVersion: result.inputsVersion, matrix, checkElapsed: result.elapsed, unanalysed: null });
}

function sameRows(a: readonly RowResult[], b: readonly RowResult[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/** The selected cell, when the matrix on screen has it. */
function currentCell(s: RobotsState): { data: MatrixData; row: number; col: number } | null {
  const data = s.results.matrix;
  const cell = s.inputs.cell;
  if (!data || !cell || cell.row >= data.urls.length || cell.col >= data.columns.length) return null;
  return { data, row: cell.row, col: cell.col };
}

/** The (inputs, cell) the editor last scrolled for: typing in the editor never yanks the view. */
let scrolledFor = '';

function markWinningRule(s: RobotsState): void {
  if (!view) return;
  const c = currentCell(s);
  const line = c ? c.data.line[cellIndex(c.data, c)] : 0;
  const doc = view.state.doc;
  const pos = line > 0 && line <= doc.lines ? doc.line(line).from : null;
  const key = c ? `${c.data.inputsVersion}:${c.row}:${c.col}` : '';
  const scroll = pos !== null && key !== scrolledFor;
  if (pos !== null) scrolledFor = key;
  view.dispatch({
    effects: scroll && pos !== null
      ? [setWinningRule.of(pos), EditorView.scrollIntoView(pos, { y: 'center' })]
      : [setWinningRule.of(pos)],
  });
}

/** The cell last asked about; an answer for another is dropped. */
let explainedFor = '';

/** Asks the worker about the selected cell: the details the explanation shows (results.cellRow). */
function explainCell(s: RobotsState): void {
  const c = currentCell(s);
  const key = c ? `${c.data.docVersion}:${c.data.inputsVersion}:${c.row}:${c.col}` : '';
  if (key === explainedFor) return;
  explainedFor = key;
  if (!c || !client) {
    setResults({ cellRow: null });
    return;
  }
  const { docVersion, inputsVersion } = c.data;
  void client.explainFull(DOC_ID, docVersion, c.data.columns[c.col].name, c.data.urls[c.row]).then((answer) => {
    if (explainedFor !== key) return;
    setResults({ cellRow: answer ? { row: c.row, col: c.col, docVersion, inputsVersion, result: answer.row, explanation: answer.explanation } : null });
  });
}

/** Moves the cursor to a line (a result row's "line N"). */
export function goToLine(line: number): void {
  if (!view || line < 1 || line > view.state.doc.lines) return;
  const pos = view.state.doc.line(line).from;
  // Focus first: focusing afterwards lets the browser's old DOM selection win.
  view.focus();
  view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
}

/** Replaces the whole document (a file, a link, a restore); undo can bring the old one back. */
export function loadDocument(loaded: Pick<LoadedText, 'text' | 'breaks'>, fileName = 'robots.txt'): void {
  setDocMeta({ fileName });
  if (!view) {
    setText(loaded.text, loaded.breaks);
    return;
  }
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: loaded.text },
    effects: setLineBreaks.of(loaded.breaks),
    selection: { anchor: 0 },
    scrollIntoView: true,
    userEvent: 'input.open',
  });
}
