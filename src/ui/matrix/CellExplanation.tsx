/**
 * The explanation slot's content (issue 11 §3): the selected cell's full explanation, from the
 * worker's `explain` answer (results.cellRow.explanation), for the matrix on screen only.
 */
import { type RobotsState } from '../../state/store.ts';
import { Explanation } from './Explanation.tsx';
import { useRobots } from '../storeContext.ts';

/** The explanation of the selected cell of the matrix on screen, or null. */
const selectExplanation = (s: RobotsState) => {
  const c = s.results.cellRow;
  const m = s.results.matrix;
  const cell = s.inputs.cell;
  if (!c || !m || !cell || c.row !== cell.row || c.col !== cell.col || c.docVersion !== m.docVersion || c.inputsVersion !== m.inputsVersion) return null;
  return c.explanation;
};

/** Why every verdict is what it is when a fetch found no file to read, or ''. */
const selectNoFile = (s: RobotsState) => s.results.matrix?.noFile?.reason ?? '';

export function CellExplanation({ onGoToLine }: { onGoToLine(line: number): void }) {
  const explanation = useRobots(selectExplanation);
  const noFile = useRobots(selectNoFile);
  const placeholder = noFile ? `No file was read: ${noFile}. Every URL gets this answer; no rule decides it.` : 'Explaining…';
  return <Explanation explanation={noFile ? null : explanation} onLine={onGoToLine} placeholder={placeholder} />;
}
