/**
 * Fixes that add or remove whole lines: where a line starts and where the next one does, the
 * line ending a new line gets, and the edits themselves. Shared by the group checks' fixes.
 */
import { BREAK_TEXT } from '../lineBreaks.ts';
import type { ParsedRobots } from '../types.ts';
import type { Fix } from './diagnostic.ts';
import type { Say } from '../words/diagnosticWords.ts';

/** Where line `line` starts, and where the next one does (the end of the text after the last). */
export function lineSpan(parsed: ParsedRobots, line: number): { from: number; next: number } {
  const { from, to } = parsed.lines;
  return { from: from[line - 1], next: line < parsed.lineCount ? from[line] : to[line - 1] };
}

/** The ending of line `line`; the file's first line's for a last line that has none (LF if that has none either). */
export function lineEnding(parsed: ParsedRobots, line: number): string {
  const { eol } = parsed.lines;
  const own = eol[line - 1] === 3 ? eol[0] : eol[line - 1];
  return BREAK_TEXT[(['lf', 'crlf', 'cr', 'lf'] as const)[own]];
}

/** Removing a line, its line ending included. */
export function deleteLine(parsed: ParsedRobots, line: number, label: Say): Fix {
  const { from, next } = lineSpan(parsed, line);
  return { say: label, from, to: next, insert: '' };
}

/** New lines right after line `line`, each ended as that line is (a last line without an ending gets one first). */
export function insertLinesAfter(parsed: ParsedRobots, line: number, texts: readonly string[], label: Say): Fix {
  const eol = lineEnding(parsed, line);
  const { next } = lineSpan(parsed, line);
  const ended = parsed.lines.eol[line - 1] !== 3;
  const insert = ended ? texts.map((t) => t + eol).join('') : texts.map((t) => eol + t).join('');
  return { say: label, from: next, to: next, insert };
}
