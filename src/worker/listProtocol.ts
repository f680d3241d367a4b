/**
 * The URL list's messages between the page and the worker (issue 28 §2, issue 24 §3). The
 * worker keeps each document's URL list as it keeps its text: the page sends the list once,
 * then only the part a change replaced (a keystroke in a list of 1,000,000 lines sends a
 * character, not 30 MB); the worker reads the lines that part touches (core UrlListReader) and
 * answers with what the page shows of the list (counts, flagged lines, the file's origin) and
 * with its URLs as a change to the copy the page already has, so neither side copies the whole
 * list per keystroke. Reading a big list, the worker reports how far it got (ListProgress).
 */
import type { TextEdit } from '../core/index.ts';
import type { FileOrigin, FlaggedLine } from '../core/urlList.ts';

interface ListMessage {
  seq: number;
  docId: string;
  /** The document version of the job the request belongs to (failures name it). */
  docVersion: number;
  /** The list's version, counted by the page: a check names the one it checks (CheckSpec.listVersion). */
  listVersion: number;
}

/**
 * The list of `listVersion`: its whole `text` when the worker holds no earlier version of it
 * (`base` -1), else the edits from version `base` (in its offsets, ascending). The worker
 * answers `notOpen` when it holds another version than `base`, or the edits do not give
 * `length` characters: the page then sends the text.
 */
export interface ListRequest extends ListMessage {
  type: 'list';
  base: number;
  text: string | null;
  edits: TextEdit[];
  length: number;
  /** The Origin field's origin ('' for none): bare paths are joined to it (core readListLine). */
  origin: string;
  /**
   * The version of the URLs the page holds (the last ListResponse it applied), -1 for none: the
   * answer's `rows` change that copy.
   */
  have: number;
}

/** The URLs of `listVersion` as a change to the page's copy: rows [from, to) of version `base` become `insert`. */
export interface RowsDelta {
  /** The version of the URLs this changes; -1: `insert` is the whole list. */
  base: number;
  from: number;
  to: number;
  insert: string[];
}

/** The list as read: what the URL field says of it, and the matrix's rows. */
export interface ListResponse extends ListMessage {
  type: 'list';
  rows: RowsDelta;
  /** The 1-based list line of each URL, whole (transferred: a line typed moves every one after it). */
  lines: Int32Array;
  site: FileOrigin;
  /**
   * The first FLAGGED_SENT lines not tested, with why: what the page lists and what it reports. A
   * robots.txt of 31 MB opened as the list is 912,437 of them, which took the page's main thread
   * 4.5 s to take in (walk23); the page reads the rest again when an export asks for every one
   * (app/listRows.ts).
   */
  flagged: FlaggedLine[];
  /** Every line not tested, its 1-based number, ascending (transferred): the field marks these. */
  flaggedLines: Int32Array;
  duplicates: number;
  elapsed: number;
}

/** How many of the lines not tested a list's answer gives with their text and why (ListResponse.flagged). */
export const FLAGGED_SENT = 1000;

/** How far the worker got reading a list: `done` of `total` characters (sent while it reads). */
export interface ListProgress extends ListMessage {
  type: 'progress';
  done: number;
  total: number;
}
