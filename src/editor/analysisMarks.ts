/**
 * The worker's marks for a document, as one effect: decorations.ts (invalid characters, the
 * 500 KiB cut) and outOfGroup.ts (rules outside any group) each take their part.
 */
import { StateEffect } from '@codemirror/state';

export interface AnalysisMarks {
  /** [from, to) pairs of out-of-group rule lines. */
  outOfGroup: Int32Array;
  /** [from, to) pairs, one per invalid character. */
  invalidChars: Int32Array;
  /** Where the checks stop reading (Googlebot's 500 KiB cut); absent or -1 when they read it all. */
  readEnd?: number;
}

export const setAnalysisMarks = StateEffect.define<AnalysisMarks>();
