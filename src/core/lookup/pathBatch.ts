/**
 * Which rules match each path of a set known at once, a rule at a time (agentBatch.ts reads a
 * crawler's rules in place and hands each that may match to collectRule).
 *
 * The paths are sorted once (by UTF-16 code unit, as `<` compares): the paths that start with a
 * rule's literal prefix (all before its first `*`, or before a final `$`) are then one run of
 * them, found by binary search, and only those are matched in full. Most rules start with
 * characters no path starts with, which the paths' hashed prefixes tell before any search, on
 * the text itself (mayMatchIn). A rule with no literal prefix beyond `/` (`/*.pdf$`, `*?sort=`)
 * would run over every path, so it is matched only against the paths that hold the longest
 * literal piece it needs (its trigrams first, then one search of all paths, kept per piece): a
 * path a pattern matches holds each piece between its `*`s (pattern.ts matchFrom).
 *
 * The answers are a scan's (ruleLookup.ts), match for match: a rule's own
 * pattern first, its implied `<dir>/$` only where the own pattern does not match (agentBatch.test.ts).
 */
import { matchPattern } from '../pattern.ts';
import { lastAtOrBefore } from './lastAtOrBefore.ts';
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
  /** The same of the `later` paths, which mayMatchIn must keep a rule for as well. */
  private readonly laterTrigrams = new HashedSet();
  /** The same of runs of GRAM characters, for the longer pieces. */
  private readonly grams = new HashedSet();
  /** Every path, one a line: which paths hold a piece, in one search (a piece holds no line break). */
  private readonly joined: string;
  /** Where each sorted path starts in `joined`. */
  private readonly starts: Int32Array;
  private readonly pieces = new Map<string, readonly number[]>();

  /**
   * `later`: paths not asked now whose starts are hashed too, so that mayMatchIn keeps every rule
   * that may start one of them (agentBatch.ts BatchFollowUp); a search still finds only `paths`.
   */
  constructor(paths: readonly string[], wildcards: boolean, later: readonly string[] = []) {
    this.at = paths.map((_, i) => i).sort((a, b) => (paths[a] < paths[b] ? -1 : paths[a] > paths[b] ? 1 : 0));
    this.paths = this.at.map((i) => paths[i]);
    this.starts = new Int32Array(wildcards ? this.paths.length : 0);
    let start = 0;
    for (let i = 0; i < this.paths.length; i++) {
      const p = this.paths[i];
      this.hashPrefixes(p);
      if (!wildcards) continue;
      for (let j = 0; j + 3 <= p.length; j++) this.trigrams.add(trigram(p, j));
      forEachGram(p, (h) => this.grams.add(h));
      this.starts[i] = start;
      start += p.length + 1;
    }
    this.joined = wildcards ? this.paths.join('\n') : '';
    for (const p of later) {
      this.hashPrefixes(p);
      if (wildcards) for (let j = 0; j + 3 <= p.length; j++) this.laterTrigrams.add(trigram(p, j));
    }
  }

  private hashPrefixes(p: string): void {
    let h = 0;
    for (let j = 0; j < p.length && j < PREFIX; j++) this.prefixes.add((h = step(h, p.charCodeAt(j))));
  }

  /**
   * The first sorted index of the run of paths starting with `pattern`'s first `end` characters,
   * or -1 when none does. A prefix no path starts with (most rules, for a few hundred paths)
   * settles it from the hashed prefixes, before any search.
   */
  runStart(pattern: string, end: number): number {
    let h = 0;
    for (let j = 0; j < end && j < PREFIX; j++) if (!this.prefixes.has((h = step(h, pattern.charCodeAt(j))))) return -1;
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
   * Whether some path (of the set or of `later`) may match the pattern text[from, to) (a rule
   * read in place, agentRules.ts), with no string made: false only when none does. Its literal
   * start (all before its first `*`, or before a final `$`; the first PREFIX characters of it)
   * must start a path, as the hashed prefixes tell. Beyond a `*`, each piece a path must hold
   * (pattern.ts matchFrom) must have all its runs of three characters in some path: a rule such
   * as `/*?sort=` passes any literal start, and such rules were most of those a big file's
   * batch turned into strings only for the search after to turn them down (issue 29).
   */
  mayMatchIn(text: string, from: number, to: number, wildcards: boolean): boolean {
    // A final `$` is not part of the pattern's text.
    const end = wildcards && to > from && text.charCodeAt(to - 1) === 0x24 ? to - 1 : to;
    const stop = Math.min(end, from + PREFIX);
    let h = 0;
    let j = from;
    for (; j < stop; j++) {
      const c = text.charCodeAt(j);
      if (wildcards && c === 0x2a) break;
      // Every path's every start up to PREFIX is hashed: the first one missing settles it.
      if (!this.prefixes.has((h = step(h, c)))) return false;
    }
    if (j === stop) return true;
    // The pieces after the first `*`: each run of three characters of one must be in some path.
    let run = 0;
    for (j++; j < end; j++) {
      if (text.charCodeAt(j) === 0x2a) {
        run = 0;
        continue;
      }
      if (++run < 3) continue;
      const t = trigram(text, j - 2);
      if (!this.trigrams.has(t) && !this.laterTrigrams.has(t)) return false;
    }
    return true;
  }

  /**
   * The sorted indices of the paths that hold `piece` (not empty), ascending, each once: one
   * search of all paths, after its runs of characters (each must be in some path) turn most
   * pieces down. Runs of GRAM characters for a piece that long: the bench file's paths are made
   * of a few dozen words, and the trigrams of a piece such as `/support/compare` were all in
   * some path, which left 64 pieces a diagnose to search for over all paths (issue 29).
   */
  holding(piece: string): readonly number[] {
    const known = this.pieces.get(piece);
    if (known !== undefined) return known;
    const found: number[] = [];
    let held = true;
    if (piece.length >= GRAM) forEachGram(piece, (h) => (held &&= this.grams.has(h)));
    else for (let j = 0; held && j + 3 <= piece.length; j++) held = this.trigrams.has(trigram(piece, j));
    if (held) {
      const { joined, starts } = this;
      for (let at = joined.indexOf(piece); at >= 0; ) {
        // The path whose text in `joined` holds offset `at`: the last start at or before it.
        const i = lastAtOrBefore(starts, at);
        found.push(i);
        at = i + 1 < starts.length ? joined.indexOf(piece, starts[i + 1]) : -1;
      }
    }
    this.pieces.set(piece, found);
    return found;
  }
}

/** The longest piece of a wildcard pattern between its `*`s (a final `$` left out), the first of the longest. */
function longestPiece(pattern: string): string {
  const end = pattern.charCodeAt(pattern.length - 1) === 0x24 ? pattern.length - 1 : pattern.length;
  let best = 0;
  let bestFrom = 0;
  for (let from = 0; from <= end; ) {
    let star = pattern.indexOf('*', from);
    if (star < 0 || star > end) star = end;
    if (star - from > best) {
      best = star - from;
      bestFrom = from;
    }
    from = star + 1;
  }
  return pattern.slice(bestFrom, bestFrom + best);
}

/**
 * How many leading characters of each path are hashed: enough to tell nearly all rules'
 * prefixes apart (the bench file's sample paths are made of its own rules' folders: with 12,
 * a sixth of Googlebot's 6,062 rules passed, most to be turned down by the search after).
 */
const PREFIX = 40;

/** The hash of a string one character longer than the one `h` hashes. */
const step = (h: number, c: number): number => (Math.imul(h, 31) + c + 1) | 0;

const trigram = (s: string, j: number): number => step(step(step(0, s.charCodeAt(j)), s.charCodeAt(j + 1)), s.charCodeAt(j + 2));

/** The length of the longer runs of characters hashed (PathSet grams). */
const GRAM = 8;
/** 31 ** (GRAM - 1), modulo 2 ** 32: what the first character of a run adds to its hash. */
const FIRST_WEIGHT = Array.from({ length: GRAM - 1 }).reduce((w: number) => Math.imul(w, 31), 1);

/**
 * The hash of each run of GRAM characters of `s` (step over the run, as `trigram` over three),
 * rolled from one run to the next: the first character's share taken out, the next one stepped in.
 */
function forEachGram(s: string, visit: (h: number) => void): void {
  if (s.length < GRAM) return;
  let h = 0;
  for (let j = 0; j < GRAM; j++) h = step(h, s.charCodeAt(j));
  visit(h);
  for (let j = GRAM; j < s.length; j++) {
    h = step((h - Math.imul(s.charCodeAt(j - GRAM) + 1, FIRST_WEIGHT)) | 0, s.charCodeAt(j));
    visit(h);
  }
}

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
  const { paths, at } = set;
  // Loops rather than a visitor per rule: a big file has a thousand rules whose prefix some path starts with.
  const own = candidates(set, pattern, wild);
  if (own !== null) {
    const match: RuleMatch = { rule, line, allow, pattern, length: pattern.length, implied: false };
    const { run, end } = own;
    for (let k = own.from; k < own.to; k++) {
      const j = run === null ? k : run[k];
      if (!startsWithPart(paths[j], pattern, end)) {
        if (run === null) break;
        continue;
      }
      if (!wild || matchPattern(pattern, paths[j])) out[at[j]].push(match);
    }
  }
  if (implied === null) return;
  const impliedWild = isWild(implied, wildcards);
  const found = candidates(set, implied, impliedWild);
  if (found === null) return;
  const match: RuleMatch = { rule, line, allow: true, pattern: implied, length: implied.length, implied: true };
  const { run, end } = found;
  for (let k = found.from; k < found.to; k++) {
    const j = run === null ? k : run[k];
    const path = paths[j];
    if (!startsWithPart(path, implied, end)) {
      if (run === null) break;
      continue;
    }
    // robots.cc HandleAllow tries the implied pattern only where the rule's own does not match.
    if (own !== null && (wild ? matchPattern(pattern, path) : path.startsWith(pattern))) continue;
    if (!impliedWild || matchPattern(implied, path)) out[at[j]].push(match);
  }
}

/**
 * The sorted paths a pattern may match, or null when none: those starting with its literal
 * start (run null: the sorted indices from..., up to the first that does not, at most `to`), or,
 * for a wildcard pattern with no literal start beyond `/` (`/*.pdf$`, `*?sort=`), the paths
 * holding its longest piece (`run[from..to)`): a path the pattern matches holds each piece
 * between its `*`s (pattern.ts matchFrom). Matching such a pattern against every path was a
 * sixth of the bench file's Googlebot checks (issue 29). `end`: how much of the pattern is its
 * literal start.
 */
function candidates(set: PathSet, pattern: string, wild: boolean): { run: readonly number[] | null; from: number; to: number; end: number } | null {
  const end = literalEnd(pattern, wild);
  const piece = wild && end <= 1 ? longestPiece(pattern) : '';
  if (piece !== '') {
    const run = set.holding(piece);
    return run.length === 0 ? null : { run, from: 0, to: run.length, end };
  }
  const from = set.runStart(pattern, end);
  return from < 0 ? null : { run: null, from, to: set.paths.length, end };
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
