/**
 * Rules of one group that match exactly the same URLs. Two patterns that differ only by trailing
 * `*` match the same URLs (`/a`, `/a*`, `/a*$`): under longest-match the longest of them decides
 * (an allow wins a tie), so the others never decide; a rule that repeats an earlier one (same
 * kind, same pattern) changes nothing at all.
 *
 * Each rule's match-set key is hashed in place, from the text, into an open-addressing table:
 * files of 30,000 near-identical paths (docs.oracle.com) make a map of strings, or any hash of a
 * few sampled characters, cost tens of milliseconds. Strings are made only for rules whose full
 * hashes meet, nearly always rules that truly share a match set.
 *
 * Before that, a first pass looks each rule's fingerprint (its length and four of its characters,
 * no loop) up in a table of the fingerprints met so far: a rule whose fingerprint no other rule
 * of the group has shares its key with none and is not hashed, nor read again. On the bench's
 * 500 KiB file most keys are alone, and hashing every key, a loop of a varying count a rule, was
 * a third of diagnose. Equal keys have equal fingerprints, so the second pass sees every rule
 * that can share a match set, in the same order. Where most keys meet (docs.oracle.com: 31,843
 * paths alike but for a few digits, which four characters do not tell apart), the first pass
 * stops early and every rule is hashed.
 *
 * (Until issue 29's diag29 pass of 2026-11-30 night the first pass counted rules per bucket of a
 * fingerprint's low bits, and the second read every rule's bucket again to skip those alone: a
 * random read and write of a 128 KiB table for each of the 20,000 rules. The table of
 * fingerprints marks the rules met once, and the second pass reads a byte a rule.)
 */
import { patternIsText, rulePattern } from '../ruleTable.ts';
import type { ParsedRobots } from '../types.ts';

export interface MatchSets {
  /** [rule, the earlier rule it repeats]: indices into parsed.rules. */
  duplicates: Array<[number, number]>;
  /** Two or more rules (not duplicates of one another) with the same match set, in line order. */
  shared: number[][];
}

/** The key of a pattern's match set is s[from, setKeyEnd(s, from, to)): trailing `*` dropped, and a `*` before a final `$`. */
export function setKeyEnd(s: string, from: number, to: number): number {
  let end = to;
  if (end - from >= 2 && s.charCodeAt(end - 1) === 0x24 && s.charCodeAt(end - 2) === 0x2a) end--;
  while (end > from && s.charCodeAt(end - 1) === 0x2a) end--;
  return end;
}

function setKeyOf(pattern: string): string {
  return pattern.slice(0, setKeyEnd(pattern, 0, pattern.length));
}

/** A multiplicative hash of s[from, to), two characters (one 32-bit word) per step. */
function hashRange(s: string, from: number, to: number): number {
  let h = 0x811c9dc5 ^ (to - from);
  let i = from;
  for (; i + 1 < to; i += 2) h = Math.imul(h ^ (s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16)), 0x01000193);
  if (i < to) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h ^ (h >>> 15);
}

/**
 * A fingerprint of s[from, to): its length and the characters at its end, before its end, in
 * its middle and at its second place (those that exist). A function of the key alone, as the
 * first pass needs; which rules it tells apart only changes how many are hashed.
 */
function fingerprint(s: string, from: number, to: number): number {
  const n = to - from;
  if (n < 2) return n === 0 ? 0 : s.charCodeAt(from) + 1;
  return fingerprintEnding(s, from, to, s.charCodeAt(to - 1));
}

/** fingerprint(s, from, to) of a key of two or more characters whose last, s[to - 1], is `last` (already read). */
function fingerprintEnding(s: string, from: number, to: number, last: number): number {
  const n = to - from;
  const h = Math.imul(n ^ (last << 8) ^ (s.charCodeAt(to - 2) << 20), 0x01000193);
  return Math.imul(h ^ s.charCodeAt(from + (n >> 1)) ^ (s.charCodeAt(from + 1) << 14), 0x01000193) ^ (h >>> 13);
}

/**
 * Working arrays for matchSets: the table of match sets, the table of fingerprints, and columns
 * per rule.
 */
export interface Scratch {
  slots: Int32Array;
  /**
   * The first pass's table: per slot, a fingerprint and the rule (k + 1) that first had it, side
   * by side (one cache line read a probe); 0 at [2 slot + 1]: empty.
   */
  prints2: Int32Array;
  hashes: Int32Array;
  next: Int32Array;
  tail: Int32Array;
  /**
   * Per rule: its key, text[starts, ends) or, where starts is -1, its own pattern's [0, ends);
   * ends is -1 for a rule without a pattern.
   */
  starts: Int32Array;
  ends: Int32Array;
  /** Per rule: 1 where another rule of the group has its fingerprint (only these may share its key). */
  met: Uint8Array;
}

/**
 * Working arrays for matchSets, for a caller to hand to one call after another (a file has up
 * to a few hundred groups, and a new typed array for each small one cost more than the work on
 * it). They grow as needed; each call overwrites what it reads.
 */
export function matchScratch(): Scratch {
  return {
    slots: new Int32Array(64), prints2: new Int32Array(128), hashes: new Int32Array(32), next: new Int32Array(32), tail: new Int32Array(32),
    starts: new Int32Array(32), ends: new Int32Array(32), met: new Uint8Array(32),
  };
}

function scratchFor(scratch: Scratch, size: number, n: number): Scratch {
  if (scratch.slots.length < size) {
    scratch.slots = new Int32Array(size);
    scratch.prints2 = new Int32Array(2 * size);
  }
  if (scratch.hashes.length < n) {
    scratch.hashes = new Int32Array(n);
    scratch.next = new Int32Array(n);
    scratch.tail = new Int32Array(n);
    scratch.starts = new Int32Array(n);
    scratch.ends = new Int32Array(n);
    scratch.met = new Uint8Array(n);
  }
  return scratch;
}

/**
 * Rule r's key into starts[k] and ends[k] (see Scratch); returns its own pattern, or null when
 * the key is read in the text.
 */
function keyBounds(parsed: ParsedRobots, r: number, k: number, starts: Int32Array, ends: Int32Array): string | null {
  if (patternIsText(parsed, r)) {
    const row = parsed.rules.line[r] - 1;
    const from = parsed.lines.valueFrom[row];
    const to = parsed.lines.valueTo[row];
    starts[k] = from;
    ends[k] = from === to ? -1 : setKeyEnd(parsed.text, from, to);
    return null;
  }
  const own = rulePattern(parsed, r);
  starts[k] = -1;
  ends[k] = own === '' ? -1 : setKeyEnd(own, 0, own.length);
  return own;
}

/**
 * `ids`: the group's rules, in line order; `scratch`: working arrays to reuse (matchScratch).
 *
 * Each pass over the rules is a function of its own, which returns as its loop ends. A group of
 * thousands of rules has V8 compile the function it is in while its loop runs (on-stack
 * replacement), before the code after the loop has ever run: that code, without type feedback,
 * deoptimised at its first comparison, and the compiled loop, kept and entered again at the next
 * big group, deoptimised there again (twice a diagnose of the 500 KiB bench file, in a third of
 * the bench's processes: `node --trace-deopt`).
 */
export function matchSets(parsed: ParsedRobots, ids: readonly number[], scratch: Scratch = matchScratch()): MatchSets {
  const n = ids.length;
  let size = 16;
  while (size < n * 2) size *= 2;
  const s = scratchFor(scratch, size, n);
  s.slots.fill(0, 0, size); // k + 1 of the first rule of each match set; 0: empty
  s.prints2.fill(0, 0, 2 * size);
  s.met.fill(0, 0, n);
  // The rules of one match set form a chain from its first rule: next[k], -1 at the end.
  s.next.fill(-1, 0, n);
  const counted = printPass(parsed, ids, s, size);
  const heads: number[] = [];
  const duplicates: Array<[number, number]> = [];
  hashPass(parsed, ids, s, size, counted, heads, duplicates);
  const shared = heads.map((head) => chainOf(ids, s.next, head));
  return { duplicates, shared };
}

/**
 * The first pass: each rule's key bounds and fingerprint, the fingerprint looked up in a table of
 * those met so far; a rule whose fingerprint an earlier rule had is marked (`met`), with that
 * rule. Returns how many rules it took: all, or fewer where most keys meet (then every rule is
 * hashed).
 */
function printPass(parsed: ParsedRobots, ids: readonly number[], s: Scratch, size: number): number {
  const { starts, ends, prints2, met } = s;
  const n = ids.length;
  const mask = size - 1;
  const { text } = parsed;
  let metCount = 0; // rules whose fingerprint an earlier rule had
  // Where no rule has a pattern of its own (nearly every file), every key is read in the text.
  const plain = parsed.rules.ownPatterns.size === 0 && parsed.rules.ownValues.size === 0;
  const { line } = parsed.rules;
  const { valueFrom, valueTo } = parsed.lines;
  for (let k = 0; k < n; k++) {
    let print: number;
    if (plain) {
      const row = line[ids[k]] - 1;
      const from = valueFrom[row];
      const to = valueTo[row];
      if (from === to) {
        ends[k] = -1;
        continue;
      }
      // A value that ends in neither `*` nor `$` is its own key: its last character is read once.
      const last = text.charCodeAt(to - 1);
      const end = last === 0x2a || last === 0x24 ? setKeyEnd(text, from, to) : to;
      starts[k] = from;
      ends[k] = end;
      print = end === to && end - from >= 2 ? fingerprintEnding(text, from, to, last) : fingerprint(text, from, end);
    } else {
      const own = keyBounds(parsed, ids[k], k, starts, ends);
      if (ends[k] < 0) continue;
      print = own === null ? fingerprint(text, starts[k], ends[k]) : fingerprint(own, 0, ends[k]);
    }
    for (let slot = (print ^ (print >>> 16)) & mask; ; slot = (slot + 1) & mask) {
      const first = prints2[2 * slot + 1] - 1;
      if (first < 0) {
        prints2[2 * slot] = print;
        prints2[2 * slot + 1] = k + 1;
        break;
      }
      if (prints2[2 * slot] === print) {
        met[first] = 1;
        met[k] = 1;
        if (++metCount > 32 && 2 * metCount > k) return k + 1;
        break;
      }
    }
  }
  return n;
}

/**
 * The second pass: every rule that may share its key (those `met`, or all of them past `counted`)
 * hashed into the slots; a rule whose key meets an earlier one's joins its chain, or repeats a
 * rule of it (`duplicates`). `heads`: the first rule of each chain of two or more, in line order.
 */
function hashPass(parsed: ParsedRobots, ids: readonly number[], s: Scratch, size: number, counted: number, heads: number[], duplicates: Array<[number, number]>): void {
  const { slots, hashes, next, tail, starts, ends, met } = s;
  const n = ids.length;
  const { text } = parsed;
  const all = counted < n;
  for (let k = 0; k < n; k++) {
    if (!all && met[k] === 0) continue;
    if (k >= counted) keyBounds(parsed, ids[k], k, starts, ends);
    if (ends[k] < 0) continue;
    const h = starts[k] >= 0 ? hashRange(text, starts[k], ends[k]) : hashRange(rulePattern(parsed, ids[k]), 0, ends[k]);
    hashes[k] = h;
    for (let slot = h & (size - 1); ; slot = (slot + 1) & (size - 1)) {
      const head = slots[slot] - 1;
      if (head < 0) {
        slots[slot] = k + 1;
        tail[k] = k;
        break;
      }
      if (hashes[head] === h && setKeyOf(rulePattern(parsed, ids[head])) === setKeyOf(rulePattern(parsed, ids[k]))) {
        const first = repeated(parsed, ids, next, head, k);
        if (first >= 0) duplicates.push([ids[k], ids[first]]);
        else {
          if (tail[head] === head) heads.push(head);
          next[tail[head]] = k;
          tail[head] = k;
        }
        break;
      }
    }
  }
}

/** The rules of the chain from `head`, in line order. */
function chainOf(ids: readonly number[], next: Int32Array, head: number): number[] {
  const list: number[] = [];
  for (let k = head; k >= 0; k = next[k]) list.push(ids[k]);
  return list;
}

/** The rule of the chain from `head` that rule k repeats (same kind, same pattern), or -1. */
function repeated(parsed: ParsedRobots, ids: readonly number[], next: Int32Array, head: number, k: number): number {
  const { allow } = parsed.rules;
  const pattern = rulePattern(parsed, ids[k]);
  for (let j = head; j >= 0; j = next[j]) {
    if (allow[ids[j]] === allow[ids[k]] && rulePattern(parsed, ids[j]) === pattern) return j;
  }
  return -1;
}
