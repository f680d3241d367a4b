/**
 * The words of one change of the verdict diff (issue 9 §1), both sides with their deciding rule:
 * "Googlebot https://example.com/checkout/: Allowed by line 4: Allow: /checkout/ → Blocked by
 * line 9: Disallow: /check". Views and the live region read these; nothing is computed per
 * change until it is on screen.
 */
import type { VerdictComparison } from '../../state/compare.ts';
import { sideDoubtWords } from '../../core/index.ts';
import { columnName, type MatrixData } from '../../state/matrix.ts';
import type { ListGroup } from '../../state/compareCauses.ts';
import type { Change } from '../../state/matrixDiff.ts';
import { cellWords, sideWords, type CellWords } from '../matrix/cellWords.ts';

export interface ChangeWords {
  kind: Change;
  crawler: string;
  url: string;
  before: CellWords;
  after: CellWords;
  /** Where readings disagree on a side (core sideDoubtWords), the old side first; else none. */
  doubts: string[];
  /** The whole change in one line, as the live region and a copy say it, its doubts included. */
  sentence: string;
}

function cellOf(data: MatrixData, index: number): CellWords {
  const width = data.columns.length;
  return cellWords(data, Math.floor(index / width), index % width);
}

/** The change at `pos` of the list (VerdictComparison.order). */
export function changeWords(v: VerdictComparison, pos: number): ChangeWords {
  const i = v.order[pos];
  const cell = v.diff.cells[i];
  const width = v.after.columns.length;
  const column = v.after.columns[cell % width];
  const crawler = columnName(column);
  const url = v.after.urls[Math.floor(cell / width)];
  const before = cellOf(v.before, v.diff.beforeCells[i]);
  const after = cellOf(v.after, cell);
  const kind = v.diff.kinds[i] as Change;
  const doubts = [before.readings && sideDoubtWords('old', before.readings), after.readings && sideDoubtWords('new', after.readings)].filter((d) => d !== '');
  return { kind, crawler, url, before, after, doubts, sentence: `${crawler} ${url}: ${sideWords(before)} → ${sideWords(after)}${doubts.map((d) => `; ${d}`).join('')}` };
}

/** What the list's row `index` is: a group's heading, or the change at a position of `order`. */
export function rowAt(groups: readonly ListGroup[], index: number): { heading: ListGroup } | { pos: number } {
  let rows = 0;
  for (const g of groups) {
    if (index === rows) return { heading: g };
    if (index <= rows + g.count) return { pos: g.start + index - rows - 1 };
    rows += g.count + 1;
  }
  return { pos: -1 };
}

/** The list's row of the change at `pos`. */
export function rowOf(groups: readonly ListGroup[], pos: number): number {
  let headings = 0;
  for (const g of groups) {
    headings++;
    if (pos < g.start + g.count) return pos + headings;
  }
  return -1;
}
