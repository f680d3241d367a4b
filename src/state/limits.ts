/**
 * What the page does not show in full because the document is big (issue 12 §2: "say in the
 * page when a file is so large that some views are limited"), in one sentence. Each limit is
 * one the app really applies: the editor underlines and lists at most MAX_DIAGNOSTICS problems
 * (worker/protocol.ts; `shown` says how many it got), the core lists at most MAX_PER_KIND of each kind, Googlebot reads
 * 500 KiB, a link holds at most MAX_FRAGMENT_CHARS characters, the autosave at most
 * MAX_STORABLE_CHARS (state/autosave.ts), and paths are suggested from files of up to
 * MAX_INDEXED_LINES lines (editor/pathLimit.ts).
 */
import { MAX_PER_KIND } from '../worker/protocol.ts';
import { countText } from '../core/words/countText.ts';
import { NOT_YET_READ_WORDS } from '../core/words/workerWords.ts';

export interface LimitFacts {
  /** The document's size in bytes (UTF-8, as the worker counted it); null while the worker has not read it. */
  byteLength: number | null;
  /** Problems found, and how many of them the editor has (underlined, in the panel). */
  total: number;
  shown: number;
  /** Kinds of problem with more than MAX_PER_KIND found. */
  kindsCut: number;
  /** The line Googlebot's 500 KiB cut falls in, or 0. */
  sizeLimitLine: number;
  /** The profile checked stops there too (Google's): the rest is struck through. Others read it all. */
  sizeLimitApplies?: boolean;
  /** The document is too big for a link. */
  linkTooBig: boolean;
  /** The document is too big for the browser's storage. */
  autosaveTooBig?: boolean;
  /** The document has too many lines for path completion. */
  pathsNotSuggested?: boolean;
}

/** "3.7 MB", "840 KB", "999 bytes" (decimal units, as file managers show them). */
export function sizeText(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} KB`;
  return `${bytes} bytes`;
}

/** The notice, or null when nothing is limited. */
export function limitsNotice(f: LimitFacts): string | null {
  const parts: string[] = [];
  if (f.total > f.shown) {
    parts.push(`only the first ${countText(f.shown)} of its ${countText(f.total)} problems are underlined and listed (the status bar counts them all)`);
  }
  if (f.kindsCut > 0) {
    const kinds = f.kindsCut === 1 ? 'one kind of problem' : `${f.kindsCut} kinds of problem`;
    parts.push(`${kinds} past the first ${countText(MAX_PER_KIND)} of a kind ${f.kindsCut === 1 ? 'is' : 'are'} only counted, in a note on the last line, not marked one by one`);
  }
  if (f.sizeLimitLine > 0) {
    parts.push(f.sizeLimitApplies
      ? `Googlebot reads only its first 500 KiB, up to line ${countText(f.sizeLimitLine)}: the rest is struck through`
      : `Googlebot would read only its first 500 KiB, up to line ${countText(f.sizeLimitLine)}; this profile reads all of it`);
  }
  if (f.linkTooBig) parts.push('it is too big for a link (use Download to share it)');
  if (f.autosaveTooBig) parts.push('it is too big to autosave (use Download to keep it)');
  if (f.pathsNotSuggested) parts.push('paths are not suggested as you type, the file has too many lines');
  if (parts.length === 0) return null;
  return `${f.byteLength === null ? NOT_YET_READ_WORDS : `This document is ${sizeText(f.byteLength)}`}: ${parts.join('; ')}.`;
}
