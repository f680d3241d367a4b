/**
 * The selected cell's details (results.cellRow): asked of the worker (`explain`) once per
 * (document, inputs, cell); an answer for a cell no longer selected is dropped.
 */
import { cellVerdictOf } from '../state/cellVerdict.ts';
import { selectedCell } from '../state/matrix.ts';
import type { CellRow, RobotsState } from '../state/store.ts';
import type { RobotsClient } from '../worker/client.ts';
import type { DocId } from '../worker/protocol.ts';

export interface CellExplainerOptions {
  client: Pick<RobotsClient, 'explainFull'>;
  docId: DocId;
  /** Where the details go (null: none to show). */
  show(row: CellRow | null): void;
  /** True once the session is gone: a late answer then changes nothing. */
  disposed(): boolean;
}

/** What explains the selected cell of a state; call it whenever the matrix or the cell changes. */
export function createCellExplainer({ client, docId, show, disposed }: CellExplainerOptions): (s: RobotsState) => void {
  /** The cell last asked about; an answer for another is dropped. */
  let explainedFor = '';
  return (s) => {
    const c = selectedCell(s.results.matrix, s.inputs.cell);
    const key = c ? `${c.data.noFile ? 'no-file:' : ''}${c.data.docVersion}:${c.data.inputsVersion}:${c.row}:${c.col}` : '';
    if (key === explainedFor) return;
    explainedFor = key;
    // No file was read: there is nothing to explain but the fetch's outcome (the matrix's noFile).
    if (!c || c.data.noFile) {
      show(null);
      return;
    }
    const { docVersion, inputsVersion } = c.data;
    void client.explainFull(docId, docVersion, c.data.columns[c.col].name, c.data.urls[c.row]).then((answer) => {
      if (explainedFor !== key || disposed()) return;
      show(answer ? { row: c.row, col: c.col, docVersion, inputsVersion, result: cellVerdictOf(answer.row), explanation: answer.explanation } : null);
    });
  };
}
