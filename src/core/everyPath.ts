/**
 * Rules for every path (`Disallow: /`, `/*`, `*$`) and empty ones (`Disallow:`): the checks of
 * whole groups ask of each group whether it has one (blocks-everything, group-parity). A file
 * has few such rules, so the parse notes them as it reads each rule's value (its first
 * characters, which the lexer has just read) and the checks read those few, not every rule of
 * every group again (26,500 rules on the generated 500 KiB file, issue 29).
 */
import { memoOf } from './memo.ts';
import { patternIsText } from './ruleTable.ts';
import type { ParsedRobots } from './types.ts';

/**
 * Does s[from, to) match every path? Without wildcards only `/` does (every path starts with
 * it). With them, also a run of `*` after an optional `/`, which may end in `$` (`*`, `/*`,
 * `/**`, `/*$`). Most patterns fail on their second character.
 */
export function matchesEveryPath(s: string, from: number, to: number, wildcards: boolean): boolean {
  if (from === to) return false;
  if (!wildcards) return to - from === 1 && s.charCodeAt(from) === 0x2f;
  let i = s.charCodeAt(from) === 0x2f ? from + 1 : from;
  const stars = i;
  while (i < to && s.charCodeAt(i) === 0x2a) i++;
  if (i === to) return true;
  return i === to - 1 && i > stars && s.charCodeAt(i) === 0x24;
}

/**
 * May a rule whose value is s[from, to) be empty or for every path, under any profile? Every
 * such value of three or more characters has a `*` second (`/*$`, `/**`, `**$`): one character
 * read a rule, as the parse reads 20,000 of them in the bench file (reading the whole test of
 * matchesEveryPath there made the parse 9 % slower).
 */
export function mayChooseEveryPath(s: string, from: number, to: number): boolean {
  return to - from <= 2 || s.charCodeAt(from + 1) === 0x2a;
}

/**
 * The rules that may be empty or for every path, in file order: those whose value text
 * mayChooseEveryPath, and every rule whose value or pattern is a string of its own (each check
 * asks its own question of these). Noted by the parse of a whole text; else (a parse copied
 * from the worker, one read on from a checkpoint) found here on first use, reading every rule.
 */
export function everyPathCandidates(parsed: ParsedRobots): readonly number[] {
  const memo = memoOf(parsed);
  return (memo.everyPath ??= readCandidates(parsed));
}

function readCandidates(parsed: ParsedRobots): number[] {
  const out: number[] = [];
  const { line } = parsed.rules;
  const { valueFrom, valueTo } = parsed.lines;
  for (let r = 0; r < parsed.rules.length; r++) {
    const row = line[r] - 1;
    if (!patternIsText(parsed, r) || mayChooseEveryPath(parsed.text, valueFrom[row], valueTo[row])) out.push(r);
  }
  return out;
}
