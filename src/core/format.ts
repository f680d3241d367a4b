/**
 * Format document: key case, spacing and blank lines, as a list of edits that change no verdict
 * under any profile.
 *
 * What it does, line by line: a directive's key is written as DIRECTIVES spells it
 * (`DISALLOW` -> `Disallow`; misspellings stay, since Google accepts `Dissallow` and RFC 9309
 * does not: rewriting one changes verdicts, and that is a quick fix the person chooses), one
 * space after the colon and none before it, no blanks at the start or end of a line, one space
 * before a comment. Between lines: runs of blank lines become one, blank lines at the start and
 * end go, and a group that follows another gets one blank line above it (above the comments
 * that introduce it). Comments, values and each line's ending are kept as written.
 *
 * Why no verdict changes: a line is rewritten only when lexLine reads the new line exactly as
 * the old one under every profile (kind, spelling, value, comment); a blank line is added only
 * where every profile already starts a new group, and removed only where another blank stays
 * (the 1996 draft ends a record at a blank line: one or three mean the same). A file that could
 * reach Googlebot's 500 KiB cut, whose place moves when bytes are added or removed, is left
 * alone. formatRobots.test.ts checks verdicts before and after on random files and URLs.
 */
import { utf8Length } from './decode.ts';
import { DIRECTIVES } from './directives.ts';
import { lexLine } from './lex.ts';
import { joinBreaks, splitBreaks, type BreakKind, type LineBreaks } from './lineBreaks.ts';
import { parseRobots, SIZE_LIMIT_BYTES } from './parse.ts';
import { PROFILES, type LexedLine, type TextEdit } from './types.ts';

export type FormatEdit = TextEdit;

export interface FormatResult {
  /** Sorted, non-overlapping edits of the "\n"-joined text; none when it is already tidy. */
  edits: FormatEdit[];
  /** Why nothing was formatted, when the file was left alone on purpose. */
  refused?: string;
}

const NAME = new Map(DIRECTIVES.map((d) => [d.kind as string, d.name]));
const BLANK = /^[ \t]*$/;

/** What each profile reads in a line: the parts a verdict can depend on. */
function readings(line: string): string[] {
  return PROFILES.map((p) => reading(lexLine(line, p), line));
}

function reading(l: LexedLine, text: string): string {
  const part = (from: number, to: number) => (from < 0 ? '' : text.slice(from, to));
  const comment = l.commentFrom < 0 ? '' : text.slice(l.commentFrom).replace(/[ \t]+$/, '');
  return JSON.stringify([l.kind, l.spelling, l.missingColon, part(l.keyFrom, l.keyTo).toLowerCase(), part(l.valueFrom, l.valueTo), comment]);
}

/** The tidy form of one line, or the line itself when no tidy form reads the same everywhere. */
export function formatLine(line: string): string {
  if (line.length > 0 && !/^[\x20-\x7e\t]/.test(line)) return line; // a BOM or stray bytes lead: keep
  const l = lexLine(line, 'google');
  let tidy: string;
  if (l.kind === 'blank') tidy = '';
  else if (l.kind === 'comment') tidy = line.slice(l.commentFrom).replace(/[ \t]+$/, '');
  else if (l.keyFrom < 0 || l.missingColon) return line;
  else {
    const key = l.spelling === 'exact' ? NAME.get(l.kind) ?? line.slice(l.keyFrom, l.keyTo) : line.slice(l.keyFrom, l.keyTo);
    const value = line.slice(l.valueFrom, l.valueTo);
    const comment = l.commentFrom < 0 ? '' : line.slice(l.commentFrom).replace(/[ \t]+$/, '');
    tidy = `${key}:${value ? ` ${value}` : ''}${comment ? ` ${comment}` : ''}`;
  }
  if (tidy === line) return line;
  const before = readings(line);
  const after = readings(tidy);
  return before.every((r, i) => r === after[i]) ? tidy : line;
}

/** Lines (1-based) where every profile starts a new group after another group's lines. */
function groupStarts(text: string): Set<number> {
  const per = PROFILES.map((profile) => {
    const parsed = parseRobots(text, { profile });
    return new Set(parsed.groups.map((g) => g.startLine));
  });
  return new Set([...per[0]].filter((line) => per.every((s) => s.has(line))));
}

/** The "\n"-joined text's lines, with where each starts. */
function splitLines(text: string): { lines: string[]; starts: number[] } {
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const l of lines) {
    starts.push(at);
    at += l.length + 1;
  }
  return { lines, starts };
}

/**
 * Which lines stay, and which get a blank line above: blank runs collapse to one, leading and
 * trailing blanks go, a group start (and the comments right above it) is set off by one blank.
 */
function layout(lines: string[], starts: Set<number>): { keep: boolean[]; blankAbove: boolean[] } {
  const blank = lines.map((l) => BLANK.test(l));
  const first = blank.indexOf(false);
  const last = blank.lastIndexOf(false);
  // A blank stays when it is the first of a run between two content lines.
  const keep = blank.map((b, i) => !b || (i > first && i < last && !blank[i - 1]));
  const blankAbove = new Array<boolean>(lines.length).fill(false);
  for (const line of starts) {
    let top = line - 1; // 0-based: the user-agent line, then the comments right above it
    while (top > 0 && lexLine(lines[top - 1]).kind === 'comment') top--;
    if (top > 0 && !blank[top - 1]) blankAbove[top] = true;
  }
  return { keep, blankAbove };
}

const REFUSED_NEAR_LIMIT = "The file is close to or over Googlebot's 500 KiB limit, where adding or removing a byte moves the cut and can change verdicts: format it by hand.";

/**
 * The edits that format `text` (the editor's "\n"-joined text). A removed line goes with its
 * own break; the last content line keeps its break, so a file that ended with one still does;
 * an added blank line gets the file's usual ending.
 */
export function formatRobots(text: string): FormatResult {
  const { lines, starts } = splitLines(text);
  // Each "\n" may stand for a CRLF: count it twice, to stay clear of the 500 KiB cut.
  if (utf8Length(text) + 2 * lines.length > SIZE_LIMIT_BYTES) return { edits: [], refused: REFUSED_NEAR_LIMIT };
  const { keep, blankAbove } = layout(lines, groupStarts(text));
  const last = keep.lastIndexOf(true);
  const edits: FormatEdit[] = [];
  for (let i = 0; i <= last; i++) {
    const lineEnd = starts[i] + lines[i].length;
    if (!keep[i]) {
      edits.push({ from: starts[i], to: lineEnd + 1, insert: '' });
      continue;
    }
    const tidy = formatLine(lines[i]);
    const above = blankAbove[i] ? '\n' : '';
    if (tidy !== lines[i] || above) edits.push({ from: starts[i], to: lineEnd, insert: above + tidy });
  }
  const tail = last < 0 ? 0 : last + 1 < lines.length ? starts[last + 1] : text.length;
  if (tail < text.length) edits.push({ from: tail, to: text.length, insert: '' });
  return { edits: merge(edits) };
}

/** Adjacent deletions joined, so the edits never overlap. */
function merge(edits: FormatEdit[]): FormatEdit[] {
  const out: FormatEdit[] = [];
  for (const e of edits) {
    const last = out[out.length - 1];
    if (last && e.from <= last.to) {
      last.to = Math.max(last.to, e.to);
      last.insert += e.insert;
    } else out.push({ ...e });
  }
  return out;
}

/** The edits applied to `text`. */
export function applyEdits(text: string, edits: readonly FormatEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.from) + e.insert;
    at = e.to;
  }
  return out + text.slice(at);
}

/**
 * `raw` (a text with its own line endings, as decodeRobots gives it) formatted, each line
 * keeping its own ending: what `robotscope fmt` writes.
 */
export function formatText(raw: string): { text: string; changed: boolean; refused?: string } {
  const { text, breaks } = splitBreaks(raw);
  const { edits, refused } = formatRobots(text);
  if (edits.length === 0) return { text: raw, changed: false, refused };
  return { text: joinBreaks(applyEdits(text, edits), mapBreaks(breaks, edits)), changed: true };
}

/** The breaks of the text after `edits`: a "\n" an edit removes loses its ending; new ones get the base. */
function mapBreaks(breaks: LineBreaks, edits: readonly FormatEdit[]): LineBreaks {
  const at: number[] = [];
  const kind: BreakKind[] = [];
  let e = 0;
  let shift = 0;
  breaks.at.forEach((pos, i) => {
    while (e < edits.length && edits[e].to <= pos) {
      shift += edits[e].insert.length - (edits[e].to - edits[e].from);
      e++;
    }
    if (e < edits.length && edits[e].from <= pos) return; // removed with the edit
    at.push(pos + shift);
    kind.push(breaks.kind[i]);
  });
  return { base: breaks.base, at, kind, count: 0 };
}
