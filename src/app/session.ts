/**
 * The controller of one editor: `createSession({ view, store, spawn })`. It alone talks to the
 * worker client, the editor view and the store (STYLE.md), and holds no module state, so a page
 * can have two (the compare view). Data walks one way each: the editor's document (the one
 * owner of the text) -> the worker -> editor marks and store view models -> React views.
 *
 * The store never holds the text: it holds what views need (version, endings, encoding, size);
 * whoever needs the text (autosave, permalink, download) asks the session, which reads it from
 * the editor once, when needed, instead of copying it into the store on every keystroke.
 */
import { Compartment, StateEffect, Transaction, type EditorState, type Text } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';
import { assumedEncoding } from '../editor/assumedEncoding.ts';
import { docString, knownAs } from '../editor/buildDoc.ts';
import { setAnalysisMarks, setWinningRule } from '../editor/decorations.ts';
import { brokenDiagnostics, marksShow, setBrokenExpectations } from '../editor/expectationMarks.ts';
import { setGroupSpans } from '../editor/folding.ts';
import { lineBreaks, setLineBreaks } from '../editor/lineBreaks.ts';
import { brokenDiagnosticsEffects, diagnosticsEffects } from '../editor/lint.ts';
import { openProblemsPanel } from '../editor/problemsPanel.ts';
import { centreInEditor } from '../editor/scrollWithin.ts';
import { setProfile } from '../editor/setup.ts';
import { fileReading } from '../core/index.ts';
import { brokenRules, selectExpectationReport } from '../state/cellExpectations.ts';
import { cellVerdictOf } from '../state/cellVerdict.ts';
import { documentBytes, documentText, docMetaOf, type LoadedText } from '../state/document.ts';
import { cellIndex, PROFILE_COMPARE_CELLS, withNoFile, type MatrixData } from '../state/matrix.ts';
import type { ResultsSlice, RobotsState, RobotsStore } from '../state/store.ts';
import { RobotsClient, type DocJob, type Spawn } from '../worker/client.ts';
import type { AnalysisResponse, CheckResponse, DocId, RowResult } from '../worker/protocol.ts';
import { EditLog } from './editLog.ts';
import { createListRows } from './listRows.ts';
import type { UrlEdits } from './urlEdits.ts';

export interface SessionOptions {
  view: EditorView;
  store: RobotsStore;
  spawn: Spawn;
  /** The document's name in the worker; one per editor on the page. */
  docId?: DocId;
  /** Where worker problems are said (the page's messages). */
  onProblem?(message: string): void;
  /** The URL field's edits, so a keystroke in it goes to the worker as the change (app/urlEdits.ts). */
  urlEdits?: UrlEdits;
}

export interface Session {
  /** The editor it drives now: the page's, or the merge view's side while comparing (attach). */
  readonly view: EditorView;
  readonly store: RobotsStore;
  /** The document as the person has it: each line with its own ending. */
  text(): string;
  /** Its bytes, for a download or a link. */
  bytes(): Uint8Array;
  /**
   * Replaces the whole document (a file, a link, a restore); `history: false` at start-up.
   * `doc`: the same text already made into the editor's document (editor/buildDoc.ts, for a
   * big file), so the transaction does not split it again.
   */
  load(loaded: Pick<LoadedText, 'text' | 'breaks'>, options?: { fileName?: string; history?: boolean; doc?: Text }): void;
  /** Moves the cursor, and focus, to a line (a result's "line N", F2 on a cell). */
  goToLine(line: number): void;
  /** Scrolls a line into the editor's middle; focus and cursor stay where they are (Enter on a cell). */
  revealLine(line: number): void;
  openProblems(): void;
  /** Everything about one (crawler, URL) of the document on screen; null when it moved on. */
  explain(crawler: string, url: string): Promise<RowResult | null>;
  /**
   * Drives another view from now on, whose state carries this document on (the compare view's
   * side b, and back: app/compare.ts). The new view has none of the worker's marks, so the
   * document is analysed and checked again as a new version.
   */
  attach(next: EditorView): void;
  dispose(): void;
}

/** What the store keeps of the editor's document: its facts, and the encoding the editor draws it in. */
function metaOf(state: EditorState) {
  return docMetaOf(state.doc, lineBreaks(state), state.field(assumedEncoding, false) ?? null);
}

export function createSession(options: SessionOptions): Session {
  const { store, spawn, docId = 'editor' } = options;
  let view = options.view;
  const listener = new Compartment();
  /** The (inputs, cell) the editor last scrolled for: typing never yanks the view. */
  let scrolledFor = '';
  /** The cell last asked about; an answer for another is dropped. */
  let explainedFor = '';
  let scheduled = false;
  let disposed = false;
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
  /** The worker's last matrix, before a fetch that found no file (doc.noFile) replaced its verdicts. */
  let checked: MatrixData | null = null;

  /** The edits of the latest versions: a keystroke sends the worker the keystroke, not the text. */
  const edits = new EditLog();
  /** The URL list the worker holds, and the page's copy of its URLs (the matrix's rows). */
  const rows = createListRows(store, options.urlEdits);
  const setResults = (patch: Partial<ResultsSlice>) => store.setState((s) => ({ results: { ...s.results, ...patch } }));
  const editorText = () => docString(view.state.doc);

  const client = new RobotsClient({
    spawn,
    current: () => ({ docVersion: store.getState().doc.version, inputsVersion: store.getState().inputs.version }),
    onAnalysis: applyAnalysis,
    onCheck: applyCheck,
    onList: rows.apply,
    onListProgress: rows.progress,
    onProblem: (m) => options.onProblem?.(m),
    onUnanalysed: (docVersion, reason) => setResults({ unanalysed: { docVersion, reason } }),
  });

  /** The store learns that the document changed, and what views show of it; never the text. */
  function onUpdate(update: ViewUpdate): void {
    if (!update.docChanged) return;
    // An edit makes the text what is tested again, whatever a fetch found before (doc.noFile).
    store.setState((s) => ({ doc: { ...s.doc, ...metaOf(update.state), version: s.doc.version + 1, noFile: null } }));
    edits.record(store.getState().doc.version, update.changes);
  }

  /**
   * Several store updates in one task (document + inputs) make one job. It is sent in a task of
   * its own: reading a whole document out of the editor and copying it to the worker cost 70 ms
   * for a 10 MB file, on top of the task that put it into the editor (issue 12 §2).
   */
  function submit(): void {
    if (scheduled || disposed) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      if (!disposed) client.submit(jobOf(store.getState()));
    });
  }

  function jobOf(s: RobotsState): DocJob {
    const { doc, inputs } = s;
    // This version's text, read out only if the worker must get all of it (a job may wait
    // while the person types on).
    const text = view.state.doc;
    const job: DocJob = {
      docId, docVersion: doc.version, breaks: doc.breaks, profile: inputs.profile,
      text: () => docString(text), length: text.length, editsSince: (version) => edits.between(version, doc.version, text.length),
      check: {
        // The grid shows the matrix; the selected cell's details come from `explain`. The worker
        // reads the list (flagged lines and repeats are left out, never tested as `/`), and the
        // URL field shows the same reading (listRows.ts).
        inputsVersion: inputs.version, crawlers: inputs.crawlers, list: rows.job(s), rows: rows.count(),
        compareCells: inputs.compareAll ? Infinity : PROFILE_COMPARE_CELLS,
      },
    };
    return job;
  }

  function applyAnalysis(result: AnalysisResponse): void {
    view.dispatch({
      effects: [
        ...diagnosticsEffects(view.state, result.diagnostics, brokenMarked),
        setAnalysisMarks.of({ outOfGroup: result.outOfGroup, invalidChars: result.invalidChars, readEnd: result.readEnd }),
        setGroupSpans.of(result.groups),
      ],
    });
    setResults({
      docVersion: result.docVersion, stats: result.stats, elapsed: result.elapsed, unanalysed: null,
      diagnosticTotal: result.diagnosticTotal, diagnosticShown: result.diagnostics.length, counts: result.counts,
    });
  }

  function applyCheck(result: CheckResponse): void {
    // The rows of the list checked: the worker's list answer came before, in order.
    const read = rows.of(result.listVersion);
    if (!read) return;
    const matrix: MatrixData = {
      docVersion: result.docVersion, inputsVersion: result.inputsVersion, urls: read.urls, columns: result.columns,
      verdict: result.verdict, line: result.line, profilesDisagree: result.profilesDisagree, ruleTexts: result.ruleTexts,
      groupLine: result.groupLine, reason: result.reason, list: read.facts, lenientLine: result.lenientLine,
    };
    checked = matrix;
    setResults({
      docVersion: result.docVersion, inputsVersion: result.inputsVersion, matrix: withNoFile(matrix, store.getState().doc.noFile), checkElapsed: result.elapsed, unanalysed: null,
    });
  }

  function onStoreChange(s: RobotsState, prev: RobotsState): void {
    if (s.doc.version !== prev.doc.version || s.inputs.version !== prev.inputs.version) submit();
    if (s.inputs.profile !== prev.inputs.profile) setProfile(view, fileReading(s.inputs.profile));
    if (s.doc.noFile !== prev.doc.noFile && checked) setResults({ matrix: withNoFile(checked, s.doc.noFile) });
    if (s.results.matrix !== prev.results.matrix || s.inputs.cell !== prev.inputs.cell) {
      markWinningRule(s);
      explainCell(s);
    }
    if (s.results.matrix !== prev.results.matrix || s.inputs.expectations !== prev.inputs.expectations) markBrokenRules(s);
  }

  /**
   * Marks the rules that break an expectation (issue 9 §2). The matrix's line numbers are its
   * document's: while a newer version is being checked, the marks already there follow their
   * rules through the edits (expectationMarks.ts), and the next matrix puts them right.
   */
  function markBrokenRules(s: RobotsState): void {
    const data = s.results.matrix;
    if (data && data.docVersion !== s.doc.version) return;
    const rules = data ? brokenRules(selectExpectationReport(s)) : [];
    if (rules.length === 0 && !brokenMarked) return;
    // The mark and its lint diagnostic (the problems panel, F8) together, unless they already stand there.
    if (!marksShow(view.state, rules)) {
      view.dispatch({ effects: [setBrokenExpectations.of(rules), ...brokenDiagnosticsEffects(view.state, brokenDiagnostics(view.state, rules))] });
    }
    brokenMarked = rules.length > 0;
  }

  /** Marks the selected cell's deciding rule; scrolls to it once per (inputs, cell). */
  function markWinningRule(s: RobotsState): void {
    const c = currentCell(s);
    const line = c ? c.data.line[cellIndex(c.data, c)] : 0;
    const doc = view.state.doc;
    const pos = line > 0 && line <= doc.lines ? doc.line(line).from : null;
    const key = c ? `${c.data.inputsVersion}:${c.row}:${c.col}` : '';
    const scroll = pos !== null && key !== scrolledFor;
    if (pos !== null) scrolledFor = key;
    if (pos === null && !winningMarked) return;
    winningMarked = pos !== null;
    view.dispatch({
      effects: scroll && pos !== null ? [setWinningRule.of(pos), centreInEditor.of(pos)] : [setWinningRule.of(pos)],
    });
  }

  /** Asks the worker about the selected cell: the details the explanation shows (results.cellRow). */
  function explainCell(s: RobotsState): void {
    const c = currentCell(s);
    const key = c ? `${c.data.noFile ? 'no-file:' : ''}${c.data.docVersion}:${c.data.inputsVersion}:${c.row}:${c.col}` : '';
    if (key === explainedFor) return;
    explainedFor = key;
    // No file was read: there is nothing to explain but the fetch's outcome (the matrix's noFile).
    if (!c || c.data.noFile) {
      setResults({ cellRow: null });
      return;
    }
    const { docVersion, inputsVersion } = c.data;
    void client.explainFull(docId, docVersion, c.data.columns[c.col].name, c.data.urls[c.row]).then((answer) => {
      if (explainedFor !== key || disposed) return;
      setResults({ cellRow: answer ? { row: c.row, col: c.col, docVersion, inputsVersion, result: cellVerdictOf(answer.row), explanation: answer.explanation } : null });
    });
  }

  const listen = () => view.dispatch({ effects: StateEffect.appendConfig.of(listener.of(EditorView.updateListener.of(onUpdate))) });
  listen();
  store.setState((s) => ({ doc: { ...s.doc, ...metaOf(view.state) } }));
  const unsubscribe = store.subscribe(onStoreChange);
  submit();

  return {
    get view() { return view; },
    store,
    text: () => documentText(editorText(), lineBreaks(view.state)),
    bytes: () => documentBytes(editorText(), lineBreaks(view.state)),
    load(loaded, { fileName, history = true, doc } = {}) {
      if (fileName !== undefined) store.setState((s) => ({ doc: { ...s.doc, fileName } }));
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: doc ?? loaded.text },
        effects: setLineBreaks.of(loaded.breaks),
        selection: { anchor: 0 },
        scrollIntoView: true,
        userEvent: 'input.open',
        annotations: history ? [] : [Transaction.addToHistory.of(false)],
      });
      knownAs(view.state.doc, loaded.text);
    },
    goToLine(line) {
      if (line < 1 || line > view.state.doc.lines) return;
      const pos = view.state.doc.line(line).from;
      // Focus first: focusing afterwards lets the browser's old DOM selection win.
      view.focus();
      view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
    },
    revealLine(line) {
      if (line < 1 || line > view.state.doc.lines) return;
      view.dispatch({ effects: centreInEditor.of(view.state.doc.line(line).from) });
    },
    openProblems: () => { openProblemsPanel(view); },
    explain: (crawler, url) => client.explain(docId, store.getState().doc.version, crawler, url),
    attach(next) {
      if (next === view) return;
      view.dispatch({ effects: listener.reconfigure([]) });
      view = next;
      // The new view's document goes to the worker whole, once.
      edits.clear();
      listen();
      // The view may come with its state's marks: cleared or confirmed by the next matrix.
      brokenMarked = true;
      winningMarked = true;
      scrolledFor = '';
      store.setState((s) => ({ doc: { ...s.doc, ...metaOf(view.state), version: s.doc.version + 1 } }));
    },
    dispose() {
      disposed = true;
      unsubscribe();
      client.dispose();
      view.dispatch({ effects: listener.reconfigure([]) });
    },
  };
}

/** The selected cell, when the matrix on screen has it. */
function currentCell(s: RobotsState): { data: MatrixData; row: number; col: number } | null {
  const data = s.results.matrix;
  const cell = s.inputs.cell;
  if (!data || !cell || cell.row >= data.urls.length || cell.col >= data.columns.length) return null;
  return { data, row: cell.row, col: cell.col };
}
