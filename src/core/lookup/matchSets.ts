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

/** Working arrays for matchSets: one table of slots and three columns per rule. */
export interface Scratch {
  slots: Int32Array;
  hashes: Int32Array;
  next: Int32Array;
  tail: Int32Array;
}

/**
 * Working arrays for matchSets, for a caller to hand to one call after another (a file has up
 * to a few hundred groups, and a new typed array for each small one cost more than the work on
 * it). They grow as needed; each call overwrites what it reads.
 */
export function matchScratch(): Scratch {
  return { slots: new Int32Array(64), hashes: new Int32Array(32), next: new Int32Array(32), tail: new Int32Array(32) };
}

function scratchFor(scratch: Scratch, size: number, n: number): Scratch {
  if (scratch.slots.length < size) scratch.slots = new Int32Array(size);
  if (scratch.hashes.length < n) {
    scratch.hashes = new Int32Array(n);
    scratch.next = new Int32Array(n);
    scratch.tail = new Int32Array(n);
  }
  return scratch;
}

/** `ids`: the group's rules, in line order; `scratch`: working arrays to reuse (matchScratch). */
export function matchSets(parsed: ParsedRobots, ids: readonly number[], scratch: Scratch = matchScratch()): MatchSets {
  const n = ids.length;
  let size = 16;
  while (size < n * 2) size *= 2;
  const { slots, hashes, next, tail } = scratchFor(scratch, size, n);
  slots.fill(0, 0, size); // k + 1 of the first rule of each match set; 0: empty
  // The rules of one match set form a chain from its first rule: next[k], -1 at the end.
  next.fill(-1, 0, n);
  const heads: number[] = [];
  const duplicates: Array<[number, number]> = [];
  const { text, lines } = parsed;
  const { line } = parsed.rules;
  for (let k = 0; k < n; k++) {
    const r = ids[k];
    let h: number;
    if (patternIsText(parsed, r)) {
      const from = lines.valueFrom[line[r] - 1];
      const to = lines.valueTo[line[r] - 1];
      if (from === to) continue;
      h = hashRange(text, from, setKeyEnd(text, from, to));
    } else {
      const pattern = rulePattern(parsed, r);
      if (pattern === '') continue;
      h = hashRange(pattern, 0, setKeyEnd(pattern, 0, pattern.length));
    }
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
