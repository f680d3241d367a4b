/**
 * The controller of one editor: `createSession({ view, store, client })`. It alone talks to the
 * worker client, the editor view and the store (STYLE.md), and holds no module state, so a page
 * can have two (the compare view): both on the page's one worker, each its own document id. Data walks one way each: the editor's document (the one
 * owner of the text) -> the worker -> editor marks and store view models -> React views.
 *
 * The store never holds the text: it holds what views need (version, endings, encoding, size);
 * whoever needs the text (autosave, permalink, download) asks the session, which reads it from
 * the editor once, when needed, instead of copying it into the store on every keystroke.
 */
import type { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { docString } from '../editor/buildDoc.ts';
import { lineBreaks } from '../editor/lineBreaks.ts';
import { openProblemsPanel } from '../editor/problemsPanel.ts';
import { setProfile } from '../editor/setup.ts';
import { fileReading } from '../core/index.ts';
import { unanalysedWords } from '../core/words/workerWords.ts';
import { documentBytes, documentText, type LoadedText } from '../state/document.ts';
import type { RobotsState, RobotsStore } from '../state/store.ts';
import type { RobotsClient } from '../worker/client.ts';
import type { DocId, RowResult } from '../worker/protocol.ts';
import { createCellExplainer } from './cellExplainer.ts';
import { docJob } from './docJob.ts';
import { createDocumentWatch } from './documentWatch.ts';
import { goToLine, loadDocument, revealLine } from './editorCommands.ts';
import { EditLog } from './editLog.ts';
import { createEditorMarks, type EditorMarks } from './editorMarks.ts';
import { createListRows, type ListRows } from './listRows.ts';
import { createSessionResults, type SessionResults } from './sessionResults.ts';
import type { UrlEdits } from './urlEdits.ts';

export interface SessionOptions {
  view: EditorView;
  store: RobotsStore;
  /** The page's analysis worker, shared by its sessions (app/analysis.ts). */
  client: RobotsClient;
  /** The document's name in the worker; one per editor on the page. */
  docId?: DocId;
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
   * big file), so the transaction does not split it again. `bodyCut`: the text is a fetched body
   * cut short (DocumentSlice.bodyCut); any other load clears it.
   */
  load(loaded: Pick<LoadedText, 'text' | 'breaks'>, options?: { fileName?: string; history?: boolean; doc?: Text; bodyCut?: boolean }): void;
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

/**
 * The session's parts (each in its own file) and what ties them: the store's changes go to the
 * worker as jobs and to the editor as marks; the worker's answers go to the store and the editor.
 */
export function createSession(options: SessionOptions): Session {
  const { store, client, docId = 'editor' } = options;
  let view = options.view;
  let disposed = false;
  const viewOf = () => view;
  /** The edits of the latest versions: a keystroke sends the worker the keystroke, not the text. */
  const edits = new EditLog();
  /** The URL list the worker holds, and the page's copy of its URLs (the matrix's rows). */
  const rows = createListRows(store, options.urlEdits);
  const results = createSessionResults(store, rows);
  const marks = createEditorMarks(viewOf);
  routeAnswers(client, docId, store, rows, results, marks);
  const explainCell = createCellExplainer({ client, docId, show: (cellRow) => results.set({ cellRow }), disposed: () => disposed });
  const submit = submitter(() => client.submit(docJob(store.getState(), docId, view.state.doc, edits, rows)), () => disposed);
  const watch = createDocumentWatch(store, edits);

  watch.watch(view, false);
  const unsubscribe = store.subscribe(reactions({ viewOf, submit, results, marks, explainCell }));
  submit();
  return {
    get view() { return view; },
    store,
    ...editorFacts(viewOf),
    load(loaded, { fileName, history = true, doc, bodyCut = false } = {}) {
      store.setState((s) => ({ doc: { ...s.doc, fileName: fileName ?? s.doc.fileName, bodyCut } }));
      loadDocument(view, loaded, history, doc);
    },
    explain: (crawler, url) => client.explain(docId, store.getState().doc.version, crawler, url),
    attach(next) {
      if (next === view) return;
      watch.unwatch(view);
      view = next;
      // The new view's document goes to the worker whole, once; its marks are cleared or
      // confirmed by the next matrix.
      edits.clear();
      marks.reattached();
      watch.watch(view, true);
    },
    dispose() {
      disposed = true;
      unsubscribe();
      // The worker forgets this document; the page's other sessions keep the worker.
      client.close(docId);
      watch.unwatch(view);
    },
  };
}

/** The worker's answers about this session's document go to the editor's marks and the store. */
function routeAnswers(client: RobotsClient, docId: DocId, store: RobotsStore, rows: ListRows, results: SessionResults, marks: EditorMarks): void {
  client.route(docId, {
    current: () => ({ docVersion: store.getState().doc.version, inputsVersion: store.getState().inputs.version }),
    onAnalysis: (result) => { marks.analysis(result); results.analysis(result); },
    onCheck: results.check,
    onList: rows.apply,
    onListProgress: rows.progress,
    onUnanalysed: (docVersion, why) => results.set({ unanalysed: { docVersion, reason: unanalysedWords(why) } }),
  });
}

interface Reacting {
  viewOf(): EditorView;
  submit(): void;
  results: SessionResults;
  marks: EditorMarks;
  explainCell(s: RobotsState): void;
}

/** What a change of the store sets off: a job for the worker, the editor's profile, its marks, the cell's details. */
function reactions({ viewOf, submit, results, marks, explainCell }: Reacting): (s: RobotsState, prev: RobotsState) => void {
  return (s, prev) => {
    // A text still being pasted is never asked about: its answer would be of a document the
    // person never had (the emptied selection), shown as current for as long as the paste builds.
    const changed = s.doc.version !== prev.doc.version || s.inputs.version !== prev.inputs.version || s.doc.reading !== prev.doc.reading;
    if (changed && !s.doc.reading) submit();
    if (s.inputs.profile !== prev.inputs.profile) setProfile(viewOf(), fileReading(s.inputs.profile));
    if (s.doc.noFile !== prev.doc.noFile) results.noFile(s.doc.noFile);
    if (s.results.matrix !== prev.results.matrix || s.inputs.cell !== prev.inputs.cell) {
      marks.winningRule(s);
      explainCell(s);
    }
    if (s.results.matrix !== prev.results.matrix || s.inputs.expectations !== prev.inputs.expectations) marks.brokenRules(s);
  };
}

/** What a session reads and does of whichever editor it drives now. */
function editorFacts(viewOf: () => EditorView): Pick<Session, 'text' | 'bytes' | 'goToLine' | 'revealLine' | 'openProblems'> {
  const editorText = () => docString(viewOf().state.doc);
  return {
    text: () => documentText(editorText(), lineBreaks(viewOf().state)),
    bytes: () => documentBytes(editorText(), lineBreaks(viewOf().state)),
    goToLine: (line) => goToLine(viewOf(), line),
    revealLine: (line) => revealLine(viewOf(), line),
    openProblems: () => { openProblemsPanel(viewOf()); },
  };
}

/**
 * Several store updates in one task (document + inputs) make one job. It is sent in a task of
 * its own: reading a whole document out of the editor and copying it to the worker cost 70 ms
 * for a 10 MB file, on top of the task that put it into the editor (issue 12 §2).
 */
export function submitter(send: () => void, disposed: () => boolean): () => void {
  let scheduled = false;
  return () => {
    if (scheduled || disposed()) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      if (!disposed()) send();
    });
  };
}
