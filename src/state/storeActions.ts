/**
 * The store's actions: plain functions of the store (zustand docs: practice-with-no-store-actions),
 * so a worker callback or a test can call them without React. The page's messages are
 * storeMessages.ts.
 */
import type { Expectation } from '../core/index.ts';
import type { CellRef } from './matrix.ts';
import type { MatrixViewOptions } from './matrixView.ts';
import { patchedInputs, type DocumentSlice, type InputsSlice } from './storeInputs.ts';
import type { ResultsSlice } from './storeResults.ts';
import type { SetsSlice } from './storeSets.ts';
import { followCrawlers, type RobotsStore } from './storeState.ts';

export function setDocMeta(store: RobotsStore, meta: Partial<Pick<DocumentSlice, 'fileName' | 'noFile'>>): void {
  store.setState((s) => ({ doc: { ...s.doc, ...meta } }));
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

/**
 * A whole view put back (a link's, a saved version's): "Profiles disagree" on a big grid needs
 * the other profiles asked, as choosing it does (ui MatrixToolbar).
 */
export function openView(store: RobotsStore, view: MatrixViewOptions): void {
  setView(store, view);
  if (view.filter === 'profiles-disagree') compareAllProfiles(store);
}

export function setResults(store: RobotsStore, patch: Partial<ResultsSlice>): void {
  store.setState((s) => ({ results: { ...s.results, ...patch } }));
}

export function setSets(store: RobotsStore, patch: Partial<SetsSlice>): void {
  store.setState((s) => ({ sets: { ...s.sets, ...patch } }));
}
