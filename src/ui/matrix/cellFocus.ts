/**
 * Asking the results grid to take focus on a cell from outside it: the status bar's count of
 * expectations that fail where no rule decides (no line for F8 to reach) takes the person to the
 * failing cell. The results panel listens: a cell whose row is shown is focused at once; one the
 * search or a filter hides is not, and the panel says so. Never later (review20 H1): a request
 * kept until its row came back took focus in the middle of the person's typing in the search.
 * The panel also says which rows the grid shows now, so the count goes first to a failure the
 * person can see (s21): by list order alone it could pick the hidden one while another was on screen.
 */
import type { CellRef } from '../../state/matrix.ts';

/** The results panel, as this module asks it. */
export interface FocusTarget {
  /** Focuses `cell` in the grid, or says what hides its row. */
  focus(cell: CellRef): void;
  /** A test of whether the grid shows a row as the view stands now (search, filters). */
  shownRows(): (row: number) => boolean;
}

const targets = new Set<FocusTarget>();

/** Focuses `cell` in the grid (selecting it is the caller's, through the store). */
export function focusCell(cell: CellRef): void {
  for (const target of targets) target.focus(cell);
}

/** Whether the grid shows a row now; every row when no results panel listens. */
export function shownRows(): (row: number) => boolean {
  const tests = [...targets].map((t) => t.shownRows());
  return (row) => tests.every((shown) => shown(row));
}

export function onFocusCell(target: FocusTarget): () => void {
  targets.add(target);
  return () => { targets.delete(target); };
}
