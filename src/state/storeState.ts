/**
 * The whole state of a session's store, made of its slices: the state a page starts with, the
 * store itself (state/store.ts), and how the parts that name a crawler by its column follow it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { plainBreaks } from '../core/index.ts';
import { DEFAULT_CRAWLERS, type CellRef } from './matrix.ts';
import { DEFAULT_VIEW, type MatrixViewOptions } from './matrixView.ts';
import type { DocumentSlice, InputsSlice } from './storeInputs.ts';
import { EMPTY_RESULTS, type ResultsSlice } from './storeResults.ts';
import type { SetsSlice } from './storeSets.ts';
import type { UiSlice } from './storeUi.ts';

export interface RobotsState {
  doc: DocumentSlice;
  inputs: InputsSlice;
  results: ResultsSlice;
  ui: UiSlice;
  sets: SetsSlice;
  /** How the grid shows the results: filter, sort, search (a link carries it, as the selected cell). */
  view: MatrixViewOptions;
}

export function initialState(): RobotsState {
  return {
    doc: { version: 0, breaks: plainBreaks(''), encoding: 'utf-8', length: 0, lineCount: 1, bom: false, assumed: [], fileName: 'robots.txt', noFile: null, reading: false, textSince: 0, bodyCut: false },
    inputs: { agent: 'Googlebot', urls: '/', origin: '', profile: 'documented', version: 0, crawlers: [...DEFAULT_CRAWLERS], cell: null, compareAll: false, expectations: [] },
    results: EMPTY_RESULTS,
    ui: { messages: [], kept: [], linkTooBig: false, linkSuiteTooBig: null, linkWithoutOther: false, linkSearchLeftOut: null, copied: false },
    sets: { list: [], shown: [], reading: null, coverage: null, coverageStale: false, alternates: false, ranges: [], logHost: null, defaultHost: null, replaced: null },
    view: DEFAULT_VIEW,
  };
}

export type RobotsStore = StoreApi<RobotsState>;

/** A session's own store, with the state a page starts with (or `state`). */
export function createRobotsStore(state: RobotsState = initialState()): RobotsStore {
  return createStore<RobotsState>()(() => state);
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
