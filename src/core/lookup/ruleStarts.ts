/**
 * Which of a crawler's rules match each of many paths asked in turn (the diagnostics' sample
 * paths: a folder's `site.css`, each sitemap), with no string made per rule: the rules are
 * keyed once by their literal start (all before the first `*`, or before a final `$`: its first
 * characters, its length, its last and middle ones, keyOf), read in place in the text, and a path
 * looks up each of its own starts, a table probe a character. Only the rules whose start begins
 * the path are read further.
 *
 * A rule with no literal start beyond `/` (`/*.pdf$`, `*?sort=`) would be a candidate for every
 * path: it is hashed instead by the first three characters of its longest piece between `*`s,
 * which a path it matches holds (pattern.ts matchFrom), and a path looks up each of its runs of
 * three characters, then compares the whole piece there. A piece shorter than that leaves the
 * rule to be read for every path.
 *
 * Before a wildcard rule is matched (a string made, the matcher run), the path must hold its
 * longest piece after its start, and end with its last piece where a `$` ends it: on the
 * benchmark's 500 KiB file two thirds of the candidates are turned down so, in place.
 *
 * The answers are a scan's (ruleLookup.ts), match for match: a rule's own pattern, its implied
 * `<dir>/$` only where the own pattern does not match (agentBatch.test.ts).
 */
import { matchPattern } from '../pattern.ts';
import type { RuleMatch } from '../types.ts';

/** A wildcard pattern, and the pieces a path it matches holds: its longest after its literal start (or ''), and its last where a `$` ends it (else null). */
interface WildPieces {
  pattern: string;
  longest: string;
  last: string | null;
}

/** Entry flags: an Allow; the `<dir>/$` an Allow implies (its own pattern is the entry before); matched in full past its key. */
const ALLOW = 1;
const IMPLIED = 2;
const WILD = 4;
/** A final `$`: the path must end with the last piece. */
const ANCHORED = 8;

export class RuleStarts {
  private size = 0;
  /** Per entry: its rule, line and flags. */
  private rule: Int32Array;
  private line: Int32Array;
  private flags: Uint8Array;
  /** Per entry: its pattern as text[from, to), or (from -1) its own pattern, kept in its slot, of length `to`; and its length (its match's). */
  private from: Int32Array;
  private to: Int32Array;
  private length: Int32Array;
  /**
   * What is worked out for an entry once it is read (its pattern, its match, its wildcard
   * pieces) is kept in slot slot[e] of three short arrays (0: none yet; each array's first
   * element stands for it). Only the entries a path reaches get one (on the bench file about a
   * fifth of Googlebot's 6,000): three arrays of a hole per entry were 0.14 MB of heap a
   * diagnose, and what a diagnose allocates on the heap decides how many of the process's
   * scavenges it pays for. The arrays start with that `undefined`, not empty: an empty literal
   * starts as an array of small integers, and slotOf, compiled for that, deoptimised ("not a
   * Smi") at the first `undefined` pushed, in the bench's first measured turns.
   */
  private slot: Int32Array;
  private slotPattern: (string | undefined)[] = [undefined];
  private slotMatch: (RuleMatch | undefined)[] = [undefined];
  private slotWild: (WildPieces | undefined)[] = [undefined];
  /** Per entry: how many characters its key is (its literal start, or its piece for a leading wildcard), and the key's hash. */
  private keyLength: Int32Array;
  private hash: Int32Array;
  /** Per WILD entry: where its longest piece after the key is, and how long (0: none); for a piece-keyed entry, the key's piece. */
  private pieceAt: Int32Array;
  private pieceLength: Int32Array;
  /** Per entry: the next entry of its bucket (-1: none). */
  private next: Int32Array;
  /**
   * Entries keyed by their literal start (the first `startCount` of `startEntries`, made at the
   * capacity: pushed one by one, Googlebot's 6,000 on the bench file grew by copies, 0.1 MB of
   * garbage a diagnose), by their piece's first three characters, and read for every path.
   */
  private startEntries: Int32Array;
  private startCount = 0;
  private readonly pieceEntries: number[] = [];
  private readonly always: number[] = [];
  private starts: Int32Array | null = null;
  private pieces: Int32Array = new Int32Array(0);
  /** The longest literal start: a path's starts past it are not looked up. */
  private longest = 0;
  /** The longest pattern keyed by a piece: a collect of longer matches only looks up no piece. */
  private longestPieced = 0;
  /** Per entry: the number of the last path that offered it (a path may hold a piece twice). */
  private seen: Int32Array = new Int32Array(0);
  private asked = 0;
  /** The text's first `*` at or after starFrom (starIn), or the text's length; -1: not yet searched. */
  private starAt = -1;
  private starFrom = 0;

  /** `capacity`: how many rules will be added (an implied `<dir>/$` takes one more). */
  constructor(
    private readonly text: string,
    private readonly wildcards: boolean,
    capacity: number,
  ) {
    const n = capacity + 8;
    this.rule = new Int32Array(n);
    this.line = new Int32Array(n);
    this.flags = new Uint8Array(n);
    this.from = new Int32Array(n);
    this.to = new Int32Array(n);
    this.length = new Int32Array(n);
    this.keyLength = new Int32Array(n);
    this.hash = new Int32Array(n);
    this.pieceAt = new Int32Array(n);
    this.pieceLength = new Int32Array(n);
    this.next = new Int32Array(n);
    this.startEntries = new Int32Array(n);
    this.slot = new Int32Array(n);
  }

  /**
   * Adds rule `rule`'s pattern, text[from, to) or (from -1) `own`, and an Allow's implied
   * `<dir>/$` (impliedIndexAllow) as `implied`. All rules are added before the first collect.
   */
  add(rule: number, line: number, allow: boolean, from: number, to: number, own: string | null, implied: string | null): void {
    this.entry(rule, line, allow ? ALLOW : 0, own === null ? from : -1, own === null ? to : own.length, own);
    if (implied !== null) this.entry(rule, line, ALLOW | IMPLIED, -1, implied.length, implied);
  }

  private entry(rule: number, line: number, flags: number, from: number, to: number, own: string | null): void {
    if (this.size === this.rule.length) this.grow();
    const e = this.size++;
    const s = own ?? this.text;
    const at = from >= 0 ? from : 0;
    if (own !== null) this.slotPattern[this.slotOf(e)] = own;
    // The literal start: up to the first `*`, or before a final `$`; its key, read at a few places (keyOf).
    const wildcards = this.wildcards;
    const j = !wildcards ? to : own !== null ? firstStar(own, 0, to) : this.starIn(at, to);
    const star = j < to;
    const anchored = wildcards && to > at && s.charCodeAt(to - 1) === 0x24;
    let keyLength = j - at;
    if (anchored && !star) keyLength--;
    const h = keyOf(s, at, keyLength);
    this.rule[e] = rule;
    this.line[e] = line;
    this.from[e] = from;
    this.to[e] = to;
    this.length[e] = to - at;
    this.flags[e] = flags | (star || anchored ? WILD : 0) | (anchored ? ANCHORED : 0);
    this.keyLength[e] = keyLength;
    if (star) this.longestPiece(e, s, j + 1, anchored ? to - 1 : to);
    if (star && keyLength <= 1) {
      // A leading wildcard: keyed by its longest piece, which every path it matches holds.
      if (this.pieceLength[e] >= 3) {
        this.hash[e] = trigram(s, this.pieceAt[e]);
        this.pieceEntries.push(e);
        if (to - at > this.longestPieced) this.longestPieced = to - at;
      } else this.always.push(e);
      return;
    }
    this.hash[e] = h;
    this.startEntries[this.startCount++] = e;
    if (keyLength > this.longest) this.longest = keyLength;
  }

  /**
   * The first `*` in text[from, to), or `to`: the text's next `*` is found by one native search
   * and kept while the rules added move forward through the text (a crawler's rules are in line
   * order), so the text is not read a character at a time; a rule behind the kept place is read so.
   */
  private starIn(from: number, to: number): number {
    if (from < this.starFrom) return firstStar(this.text, from, to);
    if (this.starAt < from) {
      const at = this.text.indexOf('*', from);
      this.starAt = at < 0 ? this.text.length : at;
    }
    this.starFrom = from;
    return this.starAt < to ? this.starAt : to;
  }

  /** Entry e's longest piece in s[from, end) between `*`s (the pieces after its literal start), the first of the longest. */
  private longestPiece(e: number, s: string, from: number, end: number): void {
    let best = 0;
    let bestAt = from;
    let at = from;
    for (let j = from; j <= end; j++) {
      if (j < end && s.charCodeAt(j) !== 0x2a) continue;
      if (j - at > best) {
        best = j - at;
        bestAt = at;
      }
      at = j + 1;
    }
    this.pieceAt[e] = bestAt;
    this.pieceLength[e] = best;
  }

  private grow(): void {
    const n = this.rule.length * 2;
    const more = <T extends Int32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.rule = more(this.rule);
    this.line = more(this.line);
    this.flags = more(this.flags);
    this.from = more(this.from);
    this.to = more(this.to);
    this.length = more(this.length);
    this.keyLength = more(this.keyLength);
    this.hash = more(this.hash);
    this.pieceAt = more(this.pieceAt);
    this.pieceLength = more(this.pieceLength);
    this.next = more(this.next);
    this.startEntries = more(this.startEntries);
    this.slot = more(this.slot);
  }

  /**
   * Pushes onto `out` every match of `path` (in no particular order) at least `shortest`
   * characters long: what RuleQuery collect finds for it, but the shorter matches (for a caller
   * that asks whether a rule of that length decides under the longest match: none of them can).
   */
  collect(path: string, out: RuleMatch[], shortest = 0): void {
    const starts = (this.starts ??= this.buckets());
    const asked = ++this.asked;
    const { hash, next, keyLength, length } = this;
    const mask = starts.length - 1;
    const n = Math.min(path.length, this.longest);
    // keyOf(path, 0, k) for each k: the hash of the first HEAD characters, then that and three more read.
    let h = 0;
    for (let k = 0; k <= n; k++) {
      let key = h;
      if (k > HEAD) key = longKey(h, k, path.charCodeAt(k - 1), path.charCodeAt(k >> 1));
      else if (k > 0) key = h = step(h, path.charCodeAt(k - 1));
      for (let e = starts[mix(key) & mask] - 1; e >= 0; e = next[e]) {
        if (hash[e] === key && keyLength[e] === k && length[e] >= shortest && this.startsPath(e, path)) this.offer(e, path, out);
      }
    }
    if (this.pieceEntries.length > 0 && this.longestPieced >= shortest) {
      const { pieces, seen, pieceAt, pieceLength } = this;
      const pieceMask = pieces.length - 1;
      for (let j = 0; j + 3 <= path.length; j++) {
        const t = trigram(path, j);
        for (let e = pieces[mix(t) & pieceMask] - 1; e >= 0; e = next[e]) {
          if (hash[e] !== t || seen[e] === asked || length[e] < shortest || !this.holdsAt(e, pieceAt[e], pieceLength[e], path, j)) continue;
          seen[e] = asked;
          if (this.startsPath(e, path)) this.offer(e, path, out);
        }
      }
    }
    for (const e of this.always) if (length[e] >= shortest && this.startsPath(e, path)) this.offer(e, path, out);
  }

  /** Adds entry e's match when it matches `path`, which starts with its literal start. */
  private offer(e: number, path: string, out: RuleMatch[]): void {
    if (!this.matchesRest(e, path)) return;
    // robots.cc HandleAllow tries the implied pattern only where the rule's own does not match.
    if ((this.flags[e] & IMPLIED) !== 0 && this.startsPath(e - 1, path) && this.matchesRest(e - 1, path)) return;
    const k = this.slotOf(e);
    out.push((this.slotMatch[k] ??= this.matchOf(e)));
  }

  /** Does `path` start with entry e's literal start (all before its first `*`, or a final `$`)? */
  private startsPath(e: number, path: string): boolean {
    return this.holdsAt(e, this.at(e), this.keyLength[e], path, 0);
  }

  /**
   * Past its literal start, does entry e match `path`? A plain pattern does; a wildcard one only
   * where the path holds its longest piece (and ends with its last where `$` ends it), each
   * looked for by the engine's own search, before the matcher runs.
   */
  private matchesRest(e: number, path: string): boolean {
    if ((this.flags[e] & WILD) === 0) return true;
    const k = this.slotOf(e);
    const wild = (this.slotWild[k] ??= this.wildPiecesOf(e));
    if (wild.last !== null && !path.endsWith(wild.last)) return false;
    if (wild.longest !== '' && !path.includes(wild.longest)) return false;
    return matchPattern(wild.pattern, path);
  }

  private wildPiecesOf(e: number): WildPieces {
    const pattern = this.pattern(e);
    const at = this.pieceAt[e] - this.at(e);
    const last = (this.flags[e] & ANCHORED) !== 0 ? pattern.slice(pattern.lastIndexOf('*') + 1, -1) : null;
    return { pattern, longest: pattern.slice(at, at + this.pieceLength[e]), last };
  }

  /** Does `path` hold entry e's source [from, from + length) at `at`? */
  private holdsAt(e: number, from: number, length: number, path: string, at: number): boolean {
    if (at < 0 || at + length > path.length) return false;
    const s = this.source(e);
    for (let j = 0; j < length; j++) if (path.charCodeAt(at + j) !== s.charCodeAt(from + j)) return false;
    return true;
  }

  private source(e: number): string {
    return this.from[e] >= 0 ? this.text : this.slotPattern[this.slot[e]]!;
  }

  private at(e: number): number {
    return this.from[e] >= 0 ? this.from[e] : 0;
  }

  private pattern(e: number): string {
    const k = this.slotOf(e);
    return (this.slotPattern[k] ??= this.text.slice(this.from[e], this.to[e]));
  }

  /** Entry e's slot (see `slot`), made on first use. */
  private slotOf(e: number): number {
    if (this.slot[e] === 0) {
      this.slot[e] = this.slotPattern.length;
      this.slotPattern.push(undefined);
      this.slotMatch.push(undefined);
      this.slotWild.push(undefined);
    }
    return this.slot[e];
  }

  private matchOf(e: number): RuleMatch {
    const pattern = this.pattern(e);
    const flags = this.flags[e];
    return { rule: this.rule[e], line: this.line[e], allow: (flags & ALLOW) !== 0, pattern, length: pattern.length, implied: (flags & IMPLIED) !== 0 };
  }

  /** The buckets of the entries keyed by their start (and of those keyed by a piece), once every rule is in. */
  private buckets(): Int32Array {
    this.pieces = buckets(this.pieceEntries, this.pieceEntries.length, this.hash, this.next);
    this.seen = new Int32Array(this.size);
    return buckets(this.startEntries, this.startCount, this.hash, this.next);
  }
}

/** Separate chaining of the first `count` of `entries`: a power of two of at least twice as many buckets as entries, each holding its first entry + 1 (0: empty). */
function buckets(entries: ArrayLike<number>, count: number, hash: Int32Array, next: Int32Array): Int32Array {
  let size = 16;
  while (size < count * 2) size *= 2;
  const table = new Int32Array(size);
  for (let k = count - 1; k >= 0; k--) {
    const e = entries[k];
    const b = mix(hash[e]) & (size - 1);
    next[e] = table[b] - 1;
    table[b] = e + 1;
  }
  return table;
}

/** The hash of a string one character longer than the one `h` hashes. */
const step = (h: number, c: number): number => (Math.imul(h, 31) + c + 1) | 0;

/**
 * The key a literal start s[at, at + n) is hashed by: up to HEAD characters, their hash; a longer
 * one, the hash of its first HEAD characters with its length, its last and its middle character
 * (no loop over the rest: hashing every character of Googlebot's 6,000 starts was a third of
 * building the batch on the bench file). Starts that share a key are told apart by startsPath,
 * which compares them in full.
 */
function keyOf(s: string, at: number, n: number): number {
  let h = 0;
  const head = n < HEAD ? n : HEAD;
  for (let j = 0; j < head; j++) h = step(h, s.charCodeAt(at + j));
  return n > HEAD ? longKey(h, n, s.charCodeAt(at + n - 1), s.charCodeAt(at + (n >> 1))) : h;
}

/** Characters hashed in full at the start of a key (keyOf). */
const HEAD = 4;

/** The key of a start longer than HEAD: `head` its first HEAD characters' hash, n its length, then its last and middle characters. */
const longKey = (head: number, n: number, last: number, mid: number): number => Math.imul(Math.imul(head ^ (n << 25), 0x01000193) ^ last ^ (mid << 16), 0x01000193);

/** The first `*` in s[from, to), or `to`. */
function firstStar(s: string, from: number, to: number): number {
  let j = from;
  while (j < to && s.charCodeAt(j) !== 0x2a) j++;
  return j;
}

const trigram = (s: string, j: number): number => step(step(step(0, s.charCodeAt(j)), s.charCodeAt(j + 1)), s.charCodeAt(j + 2));

/** Well-mixed bits of a hash (the high bits of a multiplicative hash), for a bucket. */
const mix = (h: number): number => Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 8;
