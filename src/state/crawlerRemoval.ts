/**
 * Taking a crawler off the workbench's list, and putting it back (Undo, Ctrl+Z in the crawler
 * field): a removal remembers the list before it and the list it made, so undoing it brings back
 * the very list (the crawler in its place, its column where it was), and only while nothing else
 * changed the list since (a link opened, a crawler added): then there is nothing to undo, rather
 * than a surprise.
 */
import type { CellRef } from './matrix.ts';
import type { MatrixViewOptions } from './matrixView.ts';
import { selectMatrixCell, setCrawlers, setView, type RobotsStore } from './store.ts';

export interface Removal {
  /** The list before the removal, and the one it made (the store's own arrays). */
  before: readonly string[];
  after: readonly string[];
  /** The crawler removed, as the person named it. */
  name: string;
  /**
   * The selected cell and the grid's view before and after (the removal moves them off the
   * crawler's column, store.ts followCrawlers): Undo puts them back where the removal left them as it found them.
   */
  was: { cell: CellRef | null; view: MatrixViewOptions };
  left: { cell: CellRef | null; view: MatrixViewOptions };
}

/** Removes the crawler at `index`; null when there is none. */
export function removeCrawler(store: RobotsStore, index: number): Removal | null {
  const state = store.getState();
  const before = state.inputs.crawlers;
  if (index < 0 || index >= before.length) return null;
  setCrawlers(store, before.filter((_, j) => j !== index));
  const now = store.getState();
  return { before, after: now.inputs.crawlers, name: before[index], was: { cell: state.inputs.cell, view: state.view }, left: { cell: now.inputs.cell, view: now.view } };
}

/** The removal Undo would take back: the last, while the list is still the one it made. */
export function undoable(removals: readonly Removal[], crawlers: readonly string[]): Removal | null {
  const last = removals.at(-1);
  return last !== undefined && last.after === crawlers ? last : null;
}

/** Puts the list back as it was before `removal`; false (nothing changed) when the list moved on since. */
export function undoRemoval(store: RobotsStore, removal: Removal): boolean {
  if (store.getState().inputs.crawlers !== removal.after) return false;
  // The very array it had (never changed in place): the removal before this one made it, so it can be undone in turn.
  // The selection and the view come back too, unless the person changed them since the removal.
  const now = store.getState();
  const cellKept = sameCell(now.inputs.cell, removal.left.cell);
  const viewKept = sameView(now.view, removal.left.view);
  setCrawlers(store, removal.before as string[]);
  if (cellKept) selectMatrixCell(store, removal.was.cell);
  if (viewKept) setView(store, removal.was.view);
  return true;
}

const sameCell = (a: CellRef | null, b: CellRef | null): boolean => a === b || (a !== null && b !== null && a.row === b.row && a.col === b.col);
const sameView = (a: MatrixViewOptions, b: MatrixViewOptions): boolean =>
  a.filter === b.filter && a.search === b.search && a.sort === b.sort && a.sortColumn === b.sortColumn && a.descending === b.descending && a.blockedFor === b.blockedFor;
