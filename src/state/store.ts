/**
 * A session's zustand store, made of typed slices (zustand docs: slices-pattern). There is no
 * module-level store: each session gets its own (createRobotsStore) from whoever makes it (the
 * page's entry, a test, the compare view), and views read it from a React context (zustand docs:
 * initialize-state-with-props; ui/storeContext.ts) through the module-level selectors below.
 * Actions are plain functions of the store (practice-with-no-store-actions) so a worker
 * callback or a test can call them without React.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { plainBreaks, type Expectation, type Explanation, type ReadingChoice } from '../core/index.ts';
import type { FileOrigin, FlaggedLine } from '../core/urlList.ts';
import type { DocMeta } from './document.ts';
import type { DocStats } from '../worker/protocol.ts';
import type { CoverageView, RangeFileSummary, UrlSetSummary, UrlSource } from '../worker/setsProtocol.ts';
import type { CellVerdict } from './cellVerdict.ts';
import { DEFAULT_CRAWLERS, type CellRef, type MatrixData, type NoFileOutcome } from './matrix.ts';
import { DEFAULT_VIEW, type MatrixViewOptions } from './matrixView.ts';

/**
 * What views need of the document. The text itself has one owner, the editor's state: the app
 * session reads it from there when a save, a link or a download needs it (app/session.ts).
 */
export interface DocumentSlice extends DocMeta {
  /** Bumped on every change; results carry it back so stale ones are dropped. */
  version: number;
  fileName: string;
  /**
   * A fetch found no file to read (404: everything allowed; 5xx: everything disallowed): the
   * results show that outcome, not the editor's text, until the text changes (issue 23 §3).
   */
  noFile: NoFileOutcome | null;
}

export interface InputsSlice {
  agent: string;
  urls: string;
  /** The origin bare paths of the URL list are joined to (issue 11 §2), as typed; '' for none. */
  origin: string;
  /** Each crawler as its operator documents (the default), or one reading for all (issue 29 §1). */
  profile: ReadingChoice;
  version: number;
  /** The workbench's crawlers (issue 11 §2), as the person named them. */
  crawlers: string[];
  /** The workbench's selected cell, or null. */
  cell: CellRef | null;
  /**
   * The person asked for the other profiles' answers on a matrix past PROFILE_COMPARE_CELLS
   * (state/matrix.ts): they are computed from then on, whatever the size.
   */
  compareAll: boolean;
  /**
   * What the person requires of some cells (issue 9 §2), part of the test suite. Changing them
   * does not bump `version`: they are compared with the matrix on screen (state/cellExpectations.ts),
   * never sent to the worker; the autosave and the link watch this list itself.
   */
  expectations: readonly Expectation[];
}

export interface SeverityCounts { error: number; warning: number; info: number }

export interface ResultsSlice {
  docVersion: number;
  inputsVersion: number;
  diagnosticTotal: number;
  diagnosticShown: number;
  counts: SeverityCounts;
  stats: DocStats | null;
  /** Milliseconds the worker spent on the last parse, and on the last check. */
  elapsed: number;
  checkElapsed: number;
  /** The document version the worker client gave up on, and why (issue 12 §6). */
  unanalysed: { docVersion: number; reason: string } | null;
  /** The workbench's URL × crawler verdicts (issue 11), null until the first answer. */
  matrix: MatrixData | null;
  /** The selected cell's details (worker `explain`), for the matrix it answers; null while none. */
  cellRow: CellRow | null;
  /** The URL list as the worker last read it (app/listRows.ts). */
  list: ListReading;
}

/**
 * What the URL field says of the list, as the worker read it (worker/listProtocol.ts): the same
 * reading the matrix's rows come from, so what is tested and what is said can never differ.
 */
export interface ListReading {
  /** The list's text it reads (the very string of `inputs.urls`, no copy); null before the first. */
  of: string | null;
  /** The Origin field's origin it was read with. */
  origin: string;
  site: FileOrigin;
  /** How many URLs are tested. */
  tested: number;
  flagged: FlaggedLine[];
  duplicates: number;
  /** While the worker reads a big change: the part read (0 to 1); null otherwise. */
  progress: number | null;
}

export interface CellRow extends CellRef {
  docVersion: number;
  inputsVersion: number;
  result: CellVerdict;
  /** The full explanation (core explainCheck), from the same answer (issue 11 §3). */
  explanation: Explanation | null;
}

export type MessageKind = 'error' | 'warning' | 'info';

export interface Message {
  id: number;
  kind: MessageKind;
  text: string;
  /** Its buttons, each a label and what it does (either dismisses the message). */
  actions: MessageAction[];
}

export interface MessageAction {
  label: string;
  run: () => void;
}

/** A stored version offered to bring back (autosave.ts), as the page shows it. */
export interface KeptOffer {
  id: string;
  /** Its first line, to know it by. */
  name: string;
  lines: number;
  /** When it was last edited (ms since 1970; 0 when unknown). */
  edited: number;
  /** Why it is not on screen. */
  why: string;
  /** Its file name (Download saves under it). */
  fileName: string;
}

export interface UiSlice {
  messages: Message[];
  /** Other documents the person had, newest first, until they discard them. */
  kept: KeptOffer[];
  /** Set when the document is too big for a permalink (the link carries the test suite alone). */
  linkTooBig: boolean;
  /** Why not even the test suite goes in a link (too many URLs...), or null: then no link is made. */
  linkSuiteTooBig: string | null;
  /** Set while comparing when the link carries this version but not the other (both do not fit). */
  linkWithoutOther: boolean;
  /** Shown briefly after "Copy link". */
  copied: boolean;
}

/** A URL set as the page lists it: the worker's summary, plain data already (worker/setsProtocol.ts). */
export type UrlSetView = Readonly<UrlSetSummary>;
/** A place a ticked set holds a URL (a selected cell's source): plain data from the worker. */
export type UrlSourceView = Readonly<UrlSource>;

/** The URL sets opened (issue 25 §1): the worker holds their URLs, the page what it shows of them. */
export interface SetsSlice {
  list: UrlSetView[];
  /** The sets whose URLs the URL list holds (the grid tests them). */
  shown: number[];
  /** How far the reading of files opened got (0 to 1), null when none is being read. */
  reading: number | null;
  /** The ticked sets against the file on screen (issue 25 §2), worked out by the worker; null before. */
  coverage: SetCoverageView | null;
  /** The coverage shown answers an older document, crawlers or sets: a new one is on its way. */
  coverageStale: boolean;
  /** Sitemaps opened from now on also give their hreflang alternates (`<xhtml:link rel="alternate">`) as URLs. */
  alternates: boolean;
  /** The operators' IP-range files opened (worker/rangeFiles.ts). */
  ranges: Readonly<RangeFileSummary>[];
  /** The Host logs' requests were made to, as the person typed it; null until typed (logHost gives the default). */
  logHost: string | null;
}

/** The coverage views' model: plain data from the worker (worker/setsProtocol.ts CoverageView). */
export type SetCoverageView = Readonly<CoverageView>;

export interface RobotsState {
  doc: DocumentSlice;
  inputs: InputsSlice;
  results: ResultsSlice;
  ui: UiSlice;
  sets: SetsSlice;
  /** How the grid shows the results: filter, sort, search (a link carries it, as the selected cell). */
  view: MatrixViewOptions;
}

export const EMPTY_RESULTS: ResultsSlice = {
  docVersion: -1, inputsVersion: -1, diagnosticTotal: 0, diagnosticShown: 0,
  counts: { error: 0, warning: 0, info: 0 }, stats: null, elapsed: 0, checkElapsed: 0, unanalysed: null, matrix: null, cellRow: null,
  list: { of: null, origin: '', site: { origin: '', from: 'none' }, tested: 0, flagged: [], duplicates: 0, progress: null },
};

export function initialState(): RobotsState {
  return {
    doc: { version: 0, breaks: plainBreaks(''), encoding: 'utf-8', length: 0, lineCount: 1, bom: false, assumed: null, fileName: 'robots.txt', noFile: null },
    inputs: { agent: 'Googlebot', urls: '/', origin: '', profile: 'documented', version: 0, crawlers: [...DEFAULT_CRAWLERS], cell: null, compareAll: false, expectations: [] },
    results: EMPTY_RESULTS,
    ui: { messages: [], kept: [], linkTooBig: false, linkSuiteTooBig: null, linkWithoutOther: false, copied: false },
    sets: { list: [], shown: [], reading: null, coverage: null, coverageStale: false, alternates: false, ranges: [], logHost: null },
    view: DEFAULT_VIEW,
  };
}

export type RobotsStore = StoreApi<RobotsState>;

/** A session's own store, with the state a page starts with (or `state`). */
export function createRobotsStore(state: RobotsState = initialState()): RobotsStore {
  return createStore<RobotsState>()(() => state);
}

// ----- selectors (module level, so components don't build new functions per render)
export const selectAgent = (s: RobotsState) => s.inputs.agent;
export const selectUrls = (s: RobotsState) => s.inputs.urls;
export const selectProfile = (s: RobotsState) => s.inputs.profile;
export const selectMessages = (s: RobotsState) => s.ui.messages;
export const selectKept = (s: RobotsState) => s.ui.kept;
export const selectCopied = (s: RobotsState) => s.ui.copied;
export const selectLinkTooBig = (s: RobotsState) => s.ui.linkTooBig;
export const selectLinkSuiteTooBig = (s: RobotsState) => s.ui.linkSuiteTooBig;
export const selectLinkWithoutOther = (s: RobotsState) => s.ui.linkWithoutOther;
export const selectCounts = (s: RobotsState) => s.results.counts;
export const selectCrawlers = (s: RobotsState) => s.inputs.crawlers;
export const selectCell = (s: RobotsState) => s.inputs.cell;
export const selectMatrix = (s: RobotsState) => s.results.matrix;
export const selectView = (s: RobotsState) => s.view;
export const selectExpectations = (s: RobotsState) => s.inputs.expectations;
/** Why the document on screen was not analysed, or null while it is (or is being) analysed. */
export const selectUnanalysed = (s: RobotsState) =>
  s.results.unanalysed !== null && s.results.unanalysed.docVersion === s.doc.version ? s.results.unanalysed.reason : null;
/** True until the first result for this document arrives (or the analysis was given up). */
export const selectNeverAnalysed = (s: RobotsState) => s.results.stats === null;
export const selectSummary = (s: RobotsState) => ({
  total: s.results.diagnosticTotal,
  shown: s.results.diagnosticShown,
  stats: s.results.stats,
  elapsed: s.results.elapsed,
  breaks: s.doc.breaks,
  encoding: s.doc.encoding,
  bom: s.doc.bom,
  assumed: s.doc.assumed,
});

/**
 * Whether what a link and an autosave carry changed: the document, the inputs the worker checks,
 * or the expectations (which bump no version: they are never sent to the worker).
 */
export function savedStateChanged(s: RobotsState, prev: RobotsState): boolean {
  return s.doc.version !== prev.doc.version || s.inputs.version !== prev.inputs.version || s.inputs.expectations !== prev.inputs.expectations;
}

// ----- actions
export function setDocMeta(store: RobotsStore, meta: Partial<Pick<DocumentSlice, 'fileName' | 'noFile'>>): void {
  store.setState((s) => ({ doc: { ...s.doc, ...meta } }));
}

/** `inputs` with `patch` applied, as a new version (the worker's answers carry it back). */
export function patchedInputs(inputs: InputsSlice, patch: Partial<Pick<InputsSlice, 'agent' | 'urls' | 'origin' | 'profile'>>): InputsSlice {
  return { ...inputs, ...patch, version: inputs.version + 1 };
}

export function setInputs(store: RobotsStore, patch: Partial<Pick<InputsSlice, 'agent' | 'urls' | 'origin' | 'profile'>>): void {
  store.setState((s) => ({ inputs: patchedInputs(s.inputs, patch) }));
}

/**
 * The workbench's crawlers; a new list is new inputs (the verdicts are asked again). The first
 * is also `agent`, the one crawler a v1 permalink carries.
 */
export function setCrawlers(store: RobotsStore, crawlers: string[]): void {
  store.setState((s) => {
    const { cell, view } = followCrawlers(s.inputs.crawlers, crawlers, s.inputs.cell, s.view);
    return { inputs: { ...s.inputs, crawlers, cell, agent: crawlers[0] ?? s.inputs.agent, version: s.inputs.version + 1 }, view };
  });
}

/**
 * The selected cell and the grid's view, which name a crawler by its column, kept on that crawler
 * when the list changes (a chip removed before it, a list opened): removing Googlebot must not
 * move the selection, or the verdict sort, onto the next crawler. A cell whose crawler left is no
 * longer selected; a sort by its verdicts or lines falls back to the list's order, and its
 * summary's filter (`blockedFor`, by name) is cleared. Unchanged parts are the same objects.
 */
export function followCrawlers(before: readonly string[], after: readonly string[], cell: CellRef | null, view: MatrixViewOptions): { cell: CellRef | null; view: MatrixViewOptions } {
  const moved = (col: number): number => (col < before.length ? after.indexOf(before[col]) : col);
  let nextCell = cell;
  if (cell !== null) {
    const col = moved(cell.col);
    if (col !== cell.col) nextCell = col < 0 ? null : { row: cell.row, col };
  }
  let nextView = view;
  if (view.sort === 'verdict' || view.sort === 'line') {
    const col = moved(view.sortColumn);
    if (col !== view.sortColumn) nextView = col < 0 ? { ...view, sort: DEFAULT_VIEW.sort, sortColumn: DEFAULT_VIEW.sortColumn } : { ...view, sortColumn: col };
  }
  if (view.blockedFor !== null && !after.includes(view.blockedFor)) nextView = { ...nextView, blockedFor: null };
  return { cell: nextCell, view: nextView };
}

/** The other profiles compared for every cell, however many (the "Profiles disagree" filter asked for it). */
export function compareAllProfiles(store: RobotsStore): void {
  store.setState((s) => (s.inputs.compareAll ? s : { inputs: { ...s.inputs, compareAll: true, version: s.inputs.version + 1 } }));
}

/** The expectations, replaced whole; the worker is not asked again (they are the main thread's to compare). */
export function setExpectationList(store: RobotsStore, expectations: readonly Expectation[]): void {
  store.setState((s) => (s.inputs.expectations === expectations ? s : { inputs: { ...s.inputs, expectations } }));
}

export function selectMatrixCell(store: RobotsStore, cell: CellRef | null): void {
  store.setState((s) => ({ inputs: { ...s.inputs, cell } }));
}

/** The grid's filter, sort or search; the results are not asked again (the page filters what it has). */
export function setView(store: RobotsStore, patch: Partial<MatrixViewOptions>): void {
  store.setState((s) => ({ view: { ...s.view, ...patch } }));
}

export function setResults(store: RobotsStore, patch: Partial<ResultsSlice>): void {
  store.setState((s) => ({ results: { ...s.results, ...patch } }));
}

let nextMessageId = 1;

/** Shows a message, with buttons; a message with the same text replaces the older one. */
export function showMessage(store: RobotsStore, kind: MessageKind, text: string, ...buttons: (MessageAction | undefined)[]): number {
  const id = nextMessageId++;
  const actions = buttons.filter((b) => b !== undefined);
  store.setState((s) => ({
    ui: { ...s.ui, messages: [...s.ui.messages.filter((m) => m.text !== text), { id, kind, text, actions }].slice(-4) },
  }));
  return id;
}

export function dismissMessage(store: RobotsStore, id: number): void {
  store.setState((s) => ({ ui: { ...s.ui, messages: s.ui.messages.filter((m) => m.id !== id) } }));
}

/**
 * The Host field of the logs (issue 25 §1: "the Host the person names"): as typed, else the site
 * the page knows, the fetched file's or the Origin field's, else the one the URL list names.
 */
export function logHost(s: RobotsState): string {
  if (s.sets.logHost !== null) return s.sets.logHost;
  const origin = s.inputs.origin || s.results.list.site.origin;
  // A site on https is named by its host alone, as a person writes it; another scheme stays written.
  return origin.startsWith('https://') ? origin.slice('https://'.length) : origin;
}

export function setSets(store: RobotsStore, patch: Partial<SetsSlice>): void {
  store.setState((s) => ({ sets: { ...s.sets, ...patch } }));
}

export function setUi(store: RobotsStore, patch: Partial<Pick<UiSlice, 'linkTooBig' | 'linkSuiteTooBig' | 'linkWithoutOther' | 'copied' | 'kept'>>): void {
  store.setState((s) => ({ ui: { ...s.ui, ...patch } }));
}
