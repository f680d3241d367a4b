/**
 * A crawler's answers carried from one parse to the next (issue 11 §5). A keystroke makes a new
 * parse of nearly the same text, and most crawlers read none of what it changed: in the
 * benchmark's 500 KiB file a key typed in one of 50 groups touches at most the columns of the
 * crawlers that read that group. Working every column out again cost 60-100 ms a keystroke
 * (each crawler's rule index built anew, then 10,000 lookups); a column whose rules are unchanged
 * now costs the comparison of its rules and a pass over its deciding lines.
 *
 * Why that is exact: checkColumns answers a path with decide() on the rules of the crawler's
 * groups, which reads of each rule only its pattern (rulePattern: what the lookup matches, an
 * implied `index.htm` Allow included, worked out from the pattern) and whether it allows, in
 * file order; a line number only orders the matches and breaks a tie between two equally long
 * ones of a kind (the earlier wins), plus the profile, which is part of the key. So two rule
 * lists equal in (allow, pattern) and in order give every path the same verdict, decided by the
 * rule at the same place in the list: the new list says which line that is now. Nothing else of
 * the text counts (which groups apply was worked out before; their rules are the answer of it).
 *
 * The memory holds one parse's answers, for one list of paths under one profile; the caller keeps
 * it with that list (worker/urlPaths.ts). A new list of the very same paths, in the same order, is
 * answered from it too: the paths are all a verdict reads of a URL, so a log's 1,000,000 requests
 * moved to another Host (the same paths on another origin) are not checked again.
 */
import { rulePattern } from './ruleTable.ts';
import type { ParsedRobots, ReadingId } from './types.ts';

/** A column of answers: per path, 1 allowed or 0 blocked, and the deciding line (0: none). */
export interface Answers {
  allowed: Uint8Array;
  line: Int32Array;
}

interface Remembered extends Answers {
  /** The line of each rule of the list, in list (file) order: ascending. */
  lines: Int32Array;
}

/**
 * Answers a list of rules (indices into `read`'s rules) for every path: remembered, or `work()`.
 * `ignoresAllow`: the answers of a crawler that does not follow Allow lines, kept apart.
 */
export type Recall = (read: ParsedRobots, rules: readonly number[], work: () => Answers, ignoresAllow: boolean) => Answers;

export class ColumnMemory {
  private paths: readonly string[] | null = null;
  private profile: ReadingId | null = null;
  /** By rulesKey: the answers of the last parse checked. */
  private kept = new Map<string, Remembered>();

  /**
   * Starts the checks of a new parse against `paths` (the same array as before for the same
   * list): what it answers replaces what the parse before answered.
   */
  forParse(paths: readonly string[], profile: ReadingId): Recall {
    const before = this.profile === profile && samePaths(this.paths, paths) ? this.kept : new Map<string, Remembered>();
    const kept = new Map<string, Remembered>();
    this.paths = paths;
    this.profile = profile;
    this.kept = kept;
    return (read, rules, work, ignoresAllow) => {
      const key = (ignoresAllow ? 'no-allow ' : '') + rulesKey(read, rules);
      const lines = new Int32Array(rules.length);
      for (let k = 0; k < rules.length; k++) lines[k] = read.rules.line[rules[k]];
      const old = before.get(key) ?? kept.get(key);
      const answers = (old && moved(old, lines)) ?? work();
      kept.set(key, { ...answers, lines });
      return answers;
    };
  }
}

/** Whether two lists hold the same paths in the same order (the same array at once). */
function samePaths(a: readonly string[] | null, b: readonly string[]): boolean {
  if (a === b) return true;
  if (a === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The rules as decide() reads them, in order: whether each allows, and its pattern (its length
 * first, so no pattern's characters can be read as the start of the next rule).
 */
function rulesKey(read: ParsedRobots, rules: readonly number[]): string {
  const parts = new Array<string>(rules.length);
  const { allow } = read.rules;
  for (let k = 0; k < rules.length; k++) {
    const pattern = rulePattern(read, rules[k]);
    parts[k] = `${allow[rules[k]] === 1 ? 'A' : 'D'}${pattern.length}:${pattern}`;
  }
  return parts.join('');
}

/** The remembered answers with each deciding line replaced by the line of the rule at its place in `lines`; null if one is not a rule of the list. */
function moved(old: Remembered, lines: Int32Array): Answers | null {
  if (old.lines.length !== lines.length) return null;
  let same = true;
  for (let k = 0; k < lines.length && same; k++) same = old.lines[k] === lines[k];
  if (same) return { allowed: old.allowed, line: old.line };
  const line = new Int32Array(old.line.length);
  for (let i = 0; i < line.length; i++) {
    const was = old.line[i];
    if (was === 0) continue;
    const k = placeOf(old.lines, was);
    if (k < 0) return null;
    line[i] = lines[k];
  }
  return { allowed: old.allowed, line };
}

/** Where `line` stands in the ascending `lines`; -1 when it is not there. */
function placeOf(lines: Int32Array, line: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = lines[mid];
    if (v === line) return mid;
    if (v < line) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
