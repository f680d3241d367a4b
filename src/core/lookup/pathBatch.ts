/**
 * Which rules match each path of a set known at once, a rule at a time (agentBatch.ts reads a
 * crawler's rules in place and hands each that may match to collectRule).
 *
 * The paths are sorted once (by UTF-16 code unit, as `<` compares): the paths that start with a
 * rule's literal prefix (all before its first `*`, or before a final `$`) are then one run of
 * them, found by binary search, and only those are matched in full. Most rules start with
 * characters no path starts with, which the paths' hashed prefixes tell before any search, on
 * the text itself (mayStartIn). A rule with no literal prefix beyond `/` (`/*.pdf$`, `*?sort=`)
 * would run over every path, so it is first turned down when the longest literal piece it needs
 * is in none of them (its trigrams first, then one search of all paths): a path a pattern
 * matches holds each piece between its `*`s (pattern.ts matchFrom).
 *
 * The answers are a scan's (ruleLookup.ts), match for match (pathBatch.test.ts): a rule's own
 * pattern first, its implied `<dir>/$` only where the own pattern does not match.
 */
import { matchPattern } from '../pattern.ts';
import type { RuleMatch } from '../types.ts';

/** The paths of a batch, sorted, with what turns a rule down before it is matched. */
export class PathSet {
  readonly paths: string[];
  /** The caller's index of each sorted path. */
  readonly at: number[];
  /** Each path's first 1 to PREFIX characters, hashed: a pattern's prefix missing here starts no path. */
  private readonly prefixes = new HashedSet();
  /** Each path's runs of three characters, hashed: a piece with one missing here is in no path. */
  private readonly trigrams = new HashedSet();
  /** Every path, one a line: whether any path holds a piece, in one search (a piece holds no line break). */
  private readonly joined: string;
  private readonly pieces = new Map<string, boolean>();

  constructor(paths: readonly string[], wildcards: boolean) {
    this.at = paths.map((_, i) => i).sort((a, b) => (paths[a] < paths[b] ? -1 : paths[a] > paths[b] ? 1 : 0));
    this.paths = this.at.map((i) => paths[i]);
    for (const p of this.paths) {
      let h = 0;
      for (let j = 0; j < p.length && j < PREFIX; j++) this.prefixes.add((h = step(h, p.charCodeAt(j))));
      if (wildcards) for (let j = 0; j + 3 <= p.length; j++) this.trigrams.add(trigram(p, j));
    }
    this.joined = wildcards ? this.paths.join('\n') : '';
  }

  /**
   * The first sorted index of the run of paths starting with `pattern`'s first `end` characters,
   * or -1 when none does. A prefix no path starts with (most rules, for a few hundred paths)
   * settles it from the hashed prefixes, before any search.
   */
  runStart(pattern: string, end: number): number {
    let h = 0;
    for (let j = 0; j < end && j < PREFIX; j++) h = step(h, pattern.charCodeAt(j));
    if (end > 0 && !this.prefixes.has(h)) return -1;
    const { paths } = this;
    let lo = 0;
    let hi = paths.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sortsBefore(paths[mid], pattern, end)) lo = mid + 1;
      else hi = mid;
    }
    return lo < paths.length && startsWithPart(paths[lo], pattern, end) ? lo : -1;
  }

  /**
   * Whether some path may start with the literal start of the pattern text[from, to) (a rule
   * read in place, agentRules.ts: all before its first `*`, or before a final `$`): false only
   * when none does, with no string made. Only the first PREFIX characters are read; a pattern
   * with no literal start may start any path.
   */
  mayStartIn(text: string, from: number, to: number, wildcards: boolean): boolean {
    const stop = Math.min(to, from + PREFIX);
    let h = 0;
    let before = 0;
    let j = from;
    for (; j < stop; j++) {
      const c = text.charCodeAt(j);
      if (wildcards && c === 0x2a) break;
      before = h;
      h = step(h, c);
    }
    if (wildcards && j === to && j > from && text.charCodeAt(to - 1) === 0x24) {
      h = before;
      j--;
    }
    return j === from || this.prefixes.has(h);
  }

  /** Whether some path holds the longest literal piece of a wildcard pattern (between its `*`s, a final `$` left out). */
  mayHoldPieces(pattern: string): boolean {
    const pieces = (pattern.endsWith('$') ? pattern.slice(0, -1) : pattern).split('*');
    const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest === '') return true;
    for (let j = 0; j + 3 <= longest.length; j++) if (!this.trigrams.has(trigram(longest, j))) return false;
    let found = this.pieces.get(longest);
    if (found === undefined) this.pieces.set(longest, (found = this.joined.includes(longest)));
    return found;
  }
}

/** How many leading characters of each path are hashed: enough to tell most rules' prefixes apart. */
const PREFIX = 12;

/** The hash of a string one character longer than the one `h` hashes. */
const step = (h: number, c: number): number => (Math.imul(h, 31) + c + 1) | 0;

const trigram = (s: string, j: number): number => step(step(step(0, s.charCodeAt(j)), s.charCodeAt(j + 1)), s.charCodeAt(j + 2));

/**
 * A set of hashes that may answer yes wrongly but never no wrongly (one bit a hash, as one hash
 * of a Bloom filter): 2^18 bits, 32 KiB, which the some 10,000 hashes of 800 paths fill to 4 %.
 */
class HashedSet {
  private readonly bits = new Int32Array(1 << 13);

  add(h: number): void {
    const b = mix(h);
    this.bits[b >>> 5] |= 1 << (b & 31);
  }

  has(h: number): boolean {
    const b = mix(h);
    return (this.bits[b >>> 5] & (1 << (b & 31))) !== 0;
  }
}

/** 18 well-mixed bits of a hash (the high bits of a multiplicative hash). */
const mix = (h: number): number => Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 14;

/** How much of a pattern is plain text from its start: all before its first `*`, or before a final `$`. */
function literalEnd(pattern: string, wild: boolean): number {
  if (!wild) return pattern.length;
  const star = pattern.indexOf('*');
  return star >= 0 ? star : pattern.length - 1;
}

const isWild = (pattern: string, wildcards: boolean): boolean =>
  wildcards && (pattern.indexOf('*') >= 0 || pattern.charCodeAt(pattern.length - 1) === 0x24);

/**
 * Adds rule `rule` (its `pattern`, and the `<dir>/$` it implies or null) to the matches of each
 * path of `set` it matches: `out[i]` is the list of the caller's path i.
 */
export function collectRule(set: PathSet, out: RuleMatch[][], rule: number, line: number, allow: boolean, pattern: string, implied: string | null, wildcards: boolean): void {
  const wild = isWild(pattern, wildcards);
  const ownEnd = literalEnd(pattern, wild);
  const own = runOf(set, pattern, wild, ownEnd);
  const { paths, at } = set;
  // Loops rather than a visitor per rule: a big file has a thousand rules whose prefix some path starts with.
  if (own >= 0) {
    const match: RuleMatch = { rule, line, allow, pattern, length: pattern.length, implied: false };
    for (let j = own; j < paths.length && startsWithPart(paths[j], pattern, ownEnd); j++) {
      if (!wild || matchPattern(pattern, paths[j])) out[at[j]].push(match);
    }
  }
  if (implied === null) return;
  const impliedWild = isWild(implied, wildcards);
  const impliedEnd = literalEnd(implied, impliedWild);
  const from = runOf(set, implied, impliedWild, impliedEnd);
  if (from < 0) return;
  const match: RuleMatch = { rule, line, allow: true, pattern: implied, length: implied.length, implied: true };
  for (let j = from; j < paths.length && startsWithPart(paths[j], implied, impliedEnd); j++) {
    const path = paths[j];
    // robots.cc HandleAllow tries the implied pattern only where the rule's own does not match.
    if (own >= 0 && (wild ? matchPattern(pattern, path) : path.startsWith(pattern))) continue;
    if (!impliedWild || matchPattern(implied, path)) out[at[j]].push(match);
  }
}

/** Where the run of paths a pattern may match starts, or -1: none starts with its literal prefix, or none holds its pieces. */
function runOf(set: PathSet, pattern: string, wild: boolean, end: number): number {
  if (wild && end <= 1 && !set.mayHoldPieces(pattern)) return -1;
  return set.runStart(pattern, end);
}

/** Does `path` start with `pattern`'s first `end` characters? */
function startsWithPart(path: string, pattern: string, end: number): boolean {
  if (path.length < end) return false;
  for (let j = 0; j < end; j++) if (path.charCodeAt(j) !== pattern.charCodeAt(j)) return false;
  return true;
}

/** Does `path` sort before `pattern`'s first `end` characters (as `<` compares strings: by UTF-16 code unit)? */
function sortsBefore(path: string, pattern: string, end: number): boolean {
  const n = Math.min(path.length, end);
  for (let j = 0; j < n; j++) {
    const a = path.charCodeAt(j);
    const b = pattern.charCodeAt(j);
    if (a !== b) return a < b;
  }
  return path.length < end;
}
