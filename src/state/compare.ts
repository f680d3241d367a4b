/**
 * The compare view's model (issue 9 §1): whether it is open, where the other version came from,
 * and the verdict and diagnostic diffs between it (side a, "before") and the document on
 * screen (side b, "after"). A store of its own beside the page's: side a is a second session
 * with its own RobotsStore (app/compare.ts), and this holds only what the views of the
 * comparison read. Never the text: each side's editor owns its own.
 */
import { createStore } from 'zustand/vanilla';
import type { ListGroup } from './compareCauses.ts';
import type { DiagnosticDiff } from '../core/diagnosticDiff.ts';
import type { MatrixData } from './matrix.ts';
import { CHANGE, type MatrixDiff } from './matrixDiff.ts';

export interface VerdictComparison {
  before: MatrixData;
  after: MatrixData;
  diff: MatrixDiff;
  /** Indexes into the diff's arrays in the list's order: cause by cause (compareCauses.ts), or by kind. */
  order: Int32Array;
  /** The list's headings, each over a run of `order`. */
  groups: ListGroup[];
  /** The count of real changes, as `robotscope diff` says it. */
  headline: string;
}

export interface CompareState {
  open: boolean;
  /** Where side a came from, in words ("a copy of this version", "old.txt", ...). */
  source: string;
  /** The last comparison of two checked versions; null until both sides have verdicts. */
  verdicts: VerdictComparison | null;
  /** One side is being checked: `verdicts` describes the versions before the last edit. */
  pending: boolean;
  /** New and gone diagnostics; null until both sides are analysed. */
  diagnostics: DiagnosticDiff | null;
  /** The selected change: an index into `verdicts.order`, -1 for none. */
  selected: number;
  /** One editor, this version with the other's lines in it (a phone), not two side by side. */
  unified: boolean;
  /**
   * The side (or sides) longer than LIVE_DIFF_MAX_CHARS: while one is, the changed lines are not
   * marked (app/compare.ts); null when both are shorter.
   */
  unmarked: 'a' | 'b' | 'both' | null;
  /** What edits touch is not diffed nor marked: a version is, or was, longer than LIVE_DIFF_MAX_CHARS. */
  marksOff: boolean;
}

export { LIVE_DIFF_MAX_CHARS } from './compareLimit.ts';

export const CLOSED_COMPARE: CompareState = { open: false, source: '', verdicts: null, pending: false, diagnostics: null, selected: -1, unified: false, unmarked: null, marksOff: false };

export function createCompareStore() {
  return createStore<CompareState>()(() => CLOSED_COMPARE);
}
export type CompareStore = ReturnType<typeof createCompareStore>;

export const selectCompareOpen = (s: CompareState) => s.open;

/**
 * The changes grouped as the list shows them: newly blocked, newly allowed, then decided by
 * another rule, then moved; within a group by crawler, then by the URL list's order. A counting
 * sort: 100,000 changes are put in order in one pass, with no comparison function.
 */
export function changeOrder(diff: MatrixDiff, width: number): Int32Array {
  const kinds = Object.keys(CHANGE).length;
  const buckets = kinds * Math.max(1, width);
  const count = new Int32Array(buckets + 1);
  const key = (i: number) => (diff.kinds[i] - 1) * width + (diff.cells[i] % width);
  for (let i = 0; i < diff.kinds.length; i++) count[key(i) + 1]++;
  for (let k = 0; k < buckets; k++) count[k + 1] += count[k];
  const order = new Int32Array(diff.kinds.length);
  // `cells` is in row order, so each bucket keeps the URL list's order.
  for (let i = 0; i < diff.kinds.length; i++) order[count[key(i)]++] = i;
  return order;
}
