/**
 * What the person gave the store: the document's facts and the test inputs (state/store.ts), and
 * a new version of the inputs.
 */
import type { Expectation, ReadingChoice } from '../core/index.ts';
import type { DocMeta } from './document.ts';
import type { CellRef, NoFileOutcome } from './matrix.ts';

/**
 * What views need of the document. The text itself has one owner, the editor's state: the app
 * session reads it from there when a save, a link or a download needs it (app/session.ts).
 */
export interface DocumentSlice extends DocMeta {
  /** Bumped on every change; results carry it back so stale ones are dropped. */
  version: number;
  fileName: string;
  /**
   * A fetch found no file to read (404: everything allowed; 5xx: everything disallowed): the
   * results show that outcome, not the editor's text, until the text changes (issue 23 §3).
   */
  noFile: NoFileOutcome | null;
  /**
   * A big paste is still being built into the editor (editor/paste.ts): the text on screen is
   * not yet the document, so nothing is asked of the worker, nor said of it, until it is in.
   */
  reading: boolean;
  /**
   * The version this text began at: a text put in whole (a file, a link, a paste over all of it,
   * a big paste) is a new text, and what the worker said of versions before it is another
   * text's, never to be shown as this one's lines, rules or size (selectStatsCurrent).
   */
  textSince: number;
  /**
   * The document is a fetched body that went on past what a fetch reads (core FETCH_READ_BYTES):
   * the answers of crawlers that read on are in doubt (core doubt cause `fetch-cut`). Set with the
   * fetched text (app/fetchSite.ts), kept through edits (the rest of the site's file is still
   * unread), and cleared when another document is loaded.
   */
  bodyCut: boolean;
}

export interface InputsSlice {
  agent: string;
  urls: string;
  /** The origin bare paths of the URL list are joined to (issue 11 §2), as typed; '' for none. */
  origin: string;
  /** Each crawler as its operator documents (the default), or one reading for all (issue 29 §1). */
  profile: ReadingChoice;
  version: number;
  /** The workbench's crawlers (issue 11 §2), as the person named them. */
  crawlers: string[];
  /** The workbench's selected cell, or null. */
  cell: CellRef | null;
  /**
   * The person asked for the other profiles' answers on a matrix past PROFILE_COMPARE_CELLS
   * (state/matrix.ts): they are computed from then on, whatever the size.
   */
  compareAll: boolean;
  /**
   * What the person requires of some cells (issue 9 §2), part of the test suite. Changing them
   * does not bump `version`: they are compared with the matrix on screen (state/cellExpectations.ts),
   * never sent to the worker; the autosave and the link watch this list itself.
   */
  expectations: readonly Expectation[];
}

/** `inputs` with `patch` applied, as a new version (the worker's answers carry it back). */
export function patchedInputs(inputs: InputsSlice, patch: Partial<Pick<InputsSlice, 'agent' | 'urls' | 'origin' | 'profile'>>): InputsSlice {
  return { ...inputs, ...patch, version: inputs.version + 1 };
}
