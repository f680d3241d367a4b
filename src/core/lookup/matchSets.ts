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

/** A bucket's flag: a second rule fell in it. A bucket of FULL is left so (Scratch buckets). */
const SHARED = 0x80;
const FULL = 0xff;

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
  /**
   * Per fingerprint bucket: how many of its rules the second pass has still to read (up to
   * 126), with SHARED set once a second rule fell in it; all 0 between calls but FULL, a bucket
   * of 127 rules or more, left so (its rules are then hashed, which never changes an answer).
   */
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
  // The rules of one match set form a chain from its first rule: next[k], -1 at the end.
  s.next.fill(-1, 0, n);
  const mask = 8 * size - 1;
  const counted = bucketPass(parsed, ids, s, mask);
  const heads: number[] = [];
  const duplicates: Array<[number, number]> = [];
  hashPass(parsed, ids, s, size, mask, counted, heads, duplicates);
  const shared = heads.map((head) => chainOf(ids, s.next, head));
  return { duplicates, shared };
}

/**
 * The first pass: each rule's key bounds and fingerprint, and how many rules share its bucket
 * (Scratch buckets). Returns how many rules it took: all, or fewer where most keys meet (then every
 * rule is hashed).
 */
function bucketPass(parsed: ParsedRobots, ids: readonly number[], s: Scratch, mask: number): number {
  const { starts, ends, prints, buckets } = s;
  const n = ids.length;
  const { text } = parsed;
  let met = 0; // rules whose bucket held one already
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
    const held = buckets[b];
    if (held === 0) buckets[b] = 1;
    else {
      buckets[b] = held >= FULL - 1 ? FULL : (held + 1) | SHARED;
      if (++met > 32 && 2 * met > k) return k + 1;
    }
  }
  return n;
}

/**
 * The second pass: every rule that may share its key (all of them past `counted`) hashed into
 * the slots; a rule whose key meets an earlier one's joins its chain, or repeats a rule of it
 * (`duplicates`). `heads`: the first rule of each chain of two or more, in line order.
 *
 * It leaves the buckets empty for the next call, each as its last rule is read: only those this
 * call used (docs.oracle.com's group stops after 72 rules; zeroing its 512 KiB of buckets cost
 * more than its first pass), and with no pass of their own (a third loop over the rules, reading
 * each rule's bucket again, was a tenth of this function on the bench file).
 */
function hashPass(parsed: ParsedRobots, ids: readonly number[], s: Scratch, size: number, mask: number, counted: number, heads: number[], duplicates: Array<[number, number]>): void {
  const { slots, hashes, next, tail, starts, ends, prints, buckets } = s;
  const n = ids.length;
  const { text } = parsed;
  for (let k = 0; k < n; k++) {
    if (k >= counted) keyBounds(parsed, ids[k], k, starts, ends);
    if (ends[k] < 0) continue;
    if (k < counted) {
      const b = prints[k] & mask;
      const held = buckets[b];
      if (held !== FULL) buckets[b] = (held & ~SHARED) === 1 ? 0 : held - 1;
      // Alone in its bucket: no other rule has this key.
      if (counted === n && held < SHARED) continue;
    }
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
