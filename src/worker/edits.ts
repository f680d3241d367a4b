/**
 * A document's text moved from one version to the next by its edits, so the page sends a
 * keystroke instead of the whole text: copying a 30 MB text to the worker on every key cost
 * 180-270 ms of the main thread (issue 12 §2). The page makes the edits from CodeMirror's
 * changes (app/editLog.ts); the worker applies them to the text it holds (documents.ts).
 */
import type { TextEdit } from '../core/index.ts';
import { commonPrefix, commonSuffix } from '../core/urlListReader.ts';

/**
 * The text after the edits, which are in the older text's offsets, ascending and apart; null
 * when they do not fit it or do not give `length` characters: then the worker holds another
 * text than the page thinks, and must be sent the whole text rather than answer for a wrong one.
 */
export function applyEdits(text: string, edits: readonly TextEdit[], length: number): string | null {
  const parts: string[] = [];
  let at = 0;
  for (const { from, to, insert } of edits) {
    if (!(Number.isInteger(from) && Number.isInteger(to) && at <= from && from <= to && to <= text.length)) return null;
    parts.push(text.slice(at, from), insert);
    at = to;
  }
  parts.push(text.slice(at));
  const next = parts.join('');
  return next.length === length ? next : null;
}

/**
 * The one edit that makes `next` out of `before`: the part between their common prefix and
 * suffix (found by halving with native comparisons, core urlListReader). For a text the page
 * holds as a string (the URL list), whatever changed it: typing, a paste, a file, a link.
 */
export function diffEdit(before: string, next: string): TextEdit[] {
  if (before === next) return [];
  const prefix = commonPrefix(before, next);
  const suffix = commonSuffix(before, next, Math.min(before.length, next.length) - prefix);
  return [{ from: prefix, to: before.length - suffix, insert: next.slice(prefix, next.length - suffix) }];
}
