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
 * Before that, a first pass puts each rule's key in one of 16 or more buckets a rule by a fingerprint
 * (its length and four of its characters, no loop): a rule alone in its bucket shares its key
 * with no rule and is not hashed. On the bench's 500 KiB file most keys are alone, and hashing
 * every key, a loop of a varying count a rule, was a third of diagnose. Equal keys always meet
 * in a bucket, so the second pass sees every rule that can share a match set, in the same order.
 * Where most keys meet (docs.oracle.com: 31,843 paths alike but for a few digits, which four
 * characters do not tell apart), the first pass stops early and every rule is hashed.
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
 * buckets need; which rules it tells apart only changes how many are hashed.
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

/** Working arrays for matchSets: two tables of slots and six columns per rule. */
export interface Scratch {
  slots: Int32Array;
  hashes: Int32Array;
  next: Int32Array;
  tail: Int32Array;
  /**
   * Per rule: its key, text[starts, ends) or, where starts is -1, its own pattern's [0, ends);
   * ends is -1 for a rule without a pattern. And the key's fingerprint.
   */
  starts: Int32Array;
  ends: Int32Array;
  prints: Int32Array;
  /** Per fingerprint bucket: 0, 1 or 2 (two or more) rules; all 0 between calls. */
  buckets: Uint8Array;
}

/**
 * Working arrays for matchSets, for a caller to hand to one call after another (a file has up
 * to a few hundred groups, and a new typed array for each small one cost more than the work on
 * it). They grow as needed; each call overwrites what it reads.
 */
export function matchScratch(): Scratch {
  return {
    slots: new Int32Array(64), hashes: new Int32Array(32), next: new Int32Array(32), tail: new Int32Array(32),
    starts: new Int32Array(32), ends: new Int32Array(32), prints: new Int32Array(32), buckets: new Uint8Array(512),
  };
}

function scratchFor(scratch: Scratch, size: number, n: number): Scratch {
  if (scratch.slots.length < size) scratch.slots = new Int32Array(size);
  if (scratch.buckets.length < 8 * size) scratch.buckets = new Uint8Array(8 * size);
  if (scratch.hashes.length < n) {
    scratch.hashes = new Int32Array(n);
    scratch.next = new Int32Array(n);
    scratch.tail = new Int32Array(n);
    scratch.starts = new Int32Array(n);
    scratch.ends = new Int32Array(n);
    scratch.prints = new Int32Array(n);
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

/** `ids`: the group's rules, in line order; `scratch`: working arrays to reuse (matchScratch). */
export function matchSets(parsed: ParsedRobots, ids: readonly number[], scratch: Scratch = matchScratch()): MatchSets {
  const n = ids.length;
  let size = 16;
  while (size < n * 2) size *= 2;
  const { slots, hashes, next, tail, starts, ends, prints, buckets } = scratchFor(scratch, size, n);
  slots.fill(0, 0, size); // k + 1 of the first rule of each match set; 0: empty
  // The rules of one match set form a chain from its first rule: next[k], -1 at the end.
  next.fill(-1, 0, n);
  const heads: number[] = [];
  const duplicates: Array<[number, number]> = [];
  const { text } = parsed;
  const mask = 8 * size - 1;
  let met = 0; // rules whose bucket held one already
  let counted = n; // the rules whose bounds and fingerprint the first pass took
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
    prints[k] = print;
    const b = print & mask;
    if (buckets[b] === 0) buckets[b] = 1;
    else {
      buckets[b] = 2;
      if (++met > 32 && 2 * met > k) {
        counted = k + 1;
        break;
      }
    }
  }
  for (let k = 0; k < n; k++) {
    if (k >= counted) keyBounds(parsed, ids[k], k, starts, ends);
    // Alone in its bucket: no other rule has this key.
    if (ends[k] < 0 || (counted === n && buckets[prints[k] & mask] < 2)) continue;
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
  // Leave the buckets empty for the next call: only those this one used (docs.oracle.com's
  // group stops after 72 rules; zeroing its 512 KiB of buckets cost more than its first pass).
  // A bucket left full would only make its rules hashed, never change the answer.
  for (let k = 0; k < counted; k++) if (ends[k] >= 0) buckets[prints[k] & mask] = 0;
  const shared = heads.map((head) => {
    const list: number[] = [];
    for (let k = head; k >= 0; k = next[k]) list.push(ids[k]);
    return list;
  });
  return { duplicates, shared };
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
