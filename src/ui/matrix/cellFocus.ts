/**
 * Asking the results grid to take focus on a cell from outside it: the status bar's count of
 * expectations that fail where no rule decides (no line for F8 to reach) takes the person to the
 * failing cell. The grid listens while it is drawn; it focuses the cell once its row is shown.
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
