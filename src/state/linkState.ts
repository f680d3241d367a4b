/**
 * What a link carries, as the page reads it and makes it (state/permalink.ts, the format).
 */
import type { Expectation, ReadingChoice } from '../core/index.ts';
import type { MatrixViewOptions } from './matrixView.ts';

export interface SharedState {
  /** null: the document was too big for the link; it must be opened separately. */
  bytes: Uint8Array | null;
  agent: string;
  urls: string;
  profile: ReadingChoice;
  /** The workbench's crawlers; null in a v1 link, which had none (keep what is on screen). */
  crawlers: string[] | null;
  /** The selected cell (row, column of the matrix), or null. */
  cell: { row: number; col: number } | null;
  /** The document's file name; 'robots.txt' in a v1 link. */
  fileName: string;
  /** The origin bare paths are tested on; '' in a v1 link (paths were tested as paths). */
  origin: string;
  /** The expectations on the grid's cells; [] when the link carries none (every v1 link). */
  expectations: Expectation[];
  /** The compare view's other version and where it came from; null when the link carries none. */
  other: OtherVersion | null;
  /** The document is a fetched body cut short (permalink.ts `k`); left out when it is not. */
  bodyCut?: true;
  /** The grid's view; left out when the link carries none (it opens with the default view). */
  view?: MatrixViewOptions;
  /** What of the link's view was left out, in words; left out when all of it was read. */
  viewNote?: string;
}

export interface OtherVersion {
  bytes: Uint8Array;
  /** Where it came from, in words ("the version you paste", "“old.txt”"). */
  label: string;
}

/** What a link is made from: SharedState, the v2 fields optional (left out: not carried). */
export type LinkState = Pick<SharedState, 'bytes' | 'agent' | 'urls' | 'profile'> & Partial<Omit<SharedState, 'bytes' | 'agent' | 'urls' | 'profile'>>;

export type DecodeResult = { ok: true; state: SharedState } | { ok: false; error: string };
