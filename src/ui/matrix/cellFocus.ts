/**
 * Asking the results grid to take focus on a cell from outside it: the status bar's count of
 * expectations that fail where no rule decides (no line for F8 to reach) takes the person to the
 * failing cell. The results panel listens: a cell whose row is shown is focused at once; one the
 * search or a filter hides is not, and the panel says so. Never later (review20 H1): a request
 * kept until its row came back took focus in the middle of the person's typing in the search.
 */
import type { CellRef } from '../../state/matrix.ts';

type Listener = (cell: CellRef) => void;
const listeners = new Set<Listener>();

/** Focuses `cell` in the grid (selecting it is the caller's, through the store). */
export function focusCell(cell: CellRef): void {
  for (const listener of listeners) listener(cell);
}

export function onFocusCell(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}
