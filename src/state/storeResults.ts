/**
 * What the worker answered, as the store keeps it (state/store.ts): counts, the matrix, the
 * selected cell's explanation and the URL list as read.
 */
import type { Explanation } from '../core/index.ts';
import type { FileOrigin, FlaggedLine } from '../core/urlList.ts';
import type { DocStats } from '../worker/protocol.ts';
import type { CellVerdict } from './cellVerdict.ts';
import type { CellRef, MatrixData } from './matrix.ts';

export interface SeverityCounts { error: number; warning: number; info: number }

export interface ResultsSlice {
  docVersion: number;
  inputsVersion: number;
  diagnosticTotal: number;
  diagnosticShown: number;
  counts: SeverityCounts;
  stats: DocStats | null;
  /** Milliseconds the worker spent on the last parse, and on the last check. */
  elapsed: number;
  checkElapsed: number;
  /** The document version the worker client gave up on, and why (issue 12 §6). */
  unanalysed: { docVersion: number; reason: string } | null;
  /** The workbench's URL × crawler verdicts (issue 11), null until the first answer. */
  matrix: MatrixData | null;
  /** The selected cell's details (worker `explain`), for the matrix it answers; null while none. */
  cellRow: CellRow | null;
  /** The URL list as the worker last read it (app/listRows.ts). */
  list: ListReading;
}

/**
 * What the URL field says of the list, as the worker read it (worker/listProtocol.ts): the same
 * reading the matrix's rows come from, so what is tested and what is said can never differ.
 */
export interface ListReading {
  /** The list's text it reads (the very string of `inputs.urls`, no copy); null before the first. */
  of: string | null;
  /** The Origin field's origin it was read with. */
  origin: string;
  site: FileOrigin;
  /** How many URLs are tested. */
  tested: number;
  /** The first lines not tested, with why (worker/listProtocol.ts FLAGGED_SENT of them at most). */
  flagged: FlaggedLine[];
  /** Every line not tested, its 1-based number, ascending: how many, and which the field marks. */
  flaggedLines: Int32Array;
  duplicates: number;
  /** While the worker reads a big change: the part read (0 to 1); null otherwise. */
  progress: number | null;
}

export interface CellRow extends CellRef {
  docVersion: number;
  inputsVersion: number;
  result: CellVerdict;
  /** The full explanation (core explainCheck), from the same answer (issue 11 §3). */
  explanation: Explanation | null;
}

export const EMPTY_RESULTS: ResultsSlice = {
  docVersion: -1, inputsVersion: -1, diagnosticTotal: 0, diagnosticShown: 0,
  counts: { error: 0, warning: 0, info: 0 }, stats: null, elapsed: 0, checkElapsed: 0, unanalysed: null, matrix: null, cellRow: null,
  list: { of: null, origin: '', site: { origin: '', from: 'none' }, tested: 0, flagged: [], flaggedLines: new Int32Array(0), duplicates: 0, progress: null },
};
