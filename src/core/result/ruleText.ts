/**
 * The deciding rule as every view shows it: the line as written, trimmed, without its comment,
 * cut to MAX_RULE_TEXT characters. One place, so the grid, the exports, the CLI and the MCP
 * tools quote a rule alike.
 */
import { googlebotCut } from '../googlebotView.ts';
import { lineAt } from '../parse.ts';
import type { ParsedRobots } from '../types.ts';

/**
 * A rule is shown at most this long (rows, banner, files, CLI): an 8 MB rule sent and drawn whole
 * froze the page for seconds (issue 12 §2), and would flood a CI log.
 */
export const MAX_RULE_TEXT = 200;

const BLANK = /\s/;

/**
 * text[from, to) trimmed, cut to MAX_RULE_TEXT characters (never inside a surrogate pair), and
 * its whole trimmed length; only the shown part is copied, so a megabyte rule costs nothing.
 */
export function ruleSource(text: string, from: number, to: number): { ruleText: string; ruleChars: number } {
  while (from < to && BLANK.test(text[from])) from++;
  while (to > from && BLANK.test(text[to - 1])) to--;
  const ruleChars = to - from;
  if (ruleChars <= MAX_RULE_TEXT) return { ruleText: text.slice(from, to), ruleChars };
  let end = from + MAX_RULE_TEXT - 1;
  const c = text.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return { ruleText: `${text.slice(from, end)}…`, ruleChars };
}

/**
 * The deciding rule as written, without its comment: a row shows what decided, not the notes.
 * `read` is the parse the check read: Googlebot's view of a file over 500 KiB ends inside the
 * line of the cut, and there the `split` bytes of a character cut in two are left out.
 */
export function ruleOf(read: ParsedRobots, line: number, split = 0): { ruleText: string; ruleChars: number } {
  if (line <= 0 || line > read.lineCount) return { ruleText: '', ruleChars: 0 };
  const l = lineAt(read, line);
  const end = l.commentFrom >= 0 ? l.commentFrom : l.to - (line === read.lineCount ? split : 0);
  return ruleSource(read.text, l.from, end);
}

/** The bytes of a character the 500 KiB cut split, left out of the line of the cut. */
export function cutSplit(parsed: ParsedRobots): number {
  return googlebotCut(parsed)?.splitBytes.length ?? 0;
}
