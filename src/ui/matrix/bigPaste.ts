/**
 * A big paste into the URL list is put in by the page, not by the browser's own editing:
 * Chromium's paste into a textarea costs a task that grows faster than the text (10,000 URLs:
 * 3-5 s; 100,000: 19 minutes in one task, a frozen page), while setting its value takes well
 * under a second even for 100,000 lines (measured in Chromium 156, bench/matrix.mjs). The
 * browser's undo does not cover a value set by the page, so the list it replaced is kept for
 * one Ctrl+Z.
 */

/** Pastes shorter than this keep the browser's own editing (and its undo history). */
export const BIG_PASTE_CHARS = 20_000;

export interface Pasted {
  value: string;
  /** Where the caret goes: after the pasted text. */
  caret: number;
}

/** The field's value with `text` in place of the selection [start, end). */
export function pasteInto(value: string, start: number, end: number, text: string): Pasted {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

/** The offset where 1-based line `line` starts (after "\n", "\r\n" or "\r"), or -1 past the end: one pass, no copies. */
export function lineStart(text: string, line: number): number {
  let from = 0;
  for (let l = 1; l < line; l++) {
    const lf = text.indexOf('\n', from);
    const cr = text.indexOf('\r', from);
    const at = cr >= 0 && (lf < 0 || cr < lf) ? cr : lf;
    if (at < 0) return -1;
    from = at + (text.startsWith('\r\n', at) ? 2 : 1);
  }
  return from;
}
