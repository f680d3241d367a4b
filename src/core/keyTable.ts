/**
 * How one profile reads the keys it knows, as tables the lexer (lex.ts) compares a line's key
 * with in place: the usual spellings of the four keys nearly every line has, read from the bytes
 * as 32-bit words; every known key by length and first letter; the two-character starts of keys,
 * which turn down most of an HTML page's `key:` at once. Worked out once per profile at load
 * (classifyKey is a pure function of key and profile); what they answer is classifyKey's.
 */
import { asciiLower } from './asciiCase.ts';
import { classifyKey, DIRECTIVES, KNOWN_OTHER_RECORDS, type KeyClass } from './directives.ts';
import { PROFILE_SPECS, type ProfileSpec } from './profiles/index.ts';
import { KEY_SPELLINGS, LINE_KINDS } from './types.ts';

/** A line's kind and key spelling, as the indexes into LINE_KINDS and KEY_SPELLINGS the line table holds. */
export interface KeyCode {
  kind: number;
  spelling: number;
}

export function toCode(cls: Pick<KeyClass, 'kind' | 'spelling'>): KeyCode {
  return { kind: LINE_KINDS.indexOf(cls.kind), spelling: KEY_SPELLINGS.indexOf(cls.spelling) };
}

/** A key the lexer recognises in place, lower case, and what it is. */
export interface ExactKey {
  name: string;
  /** How nearly every file writes it (`Disallow`: 129,318 of the corpus's 136,389 disallow keys). */
  usual: string;
  code: KeyCode;
  /**
   * The spellings read in one step (usualKeyAt), `usual` first, then all lower case and, for
   * `user-agent`, `User-Agent` (in the corpus's small files 2,862 `disallow:`, 420 `User-Agent:`
   * and 369 `sitemap:` lines against 45,439 `Disallow:`): each is one and the same key to classify.
   */
  spellings: readonly Spelling[];
}

interface Spelling {
  text: string;
  /** `text` and its colon as 32-bit little-endian words: see SpelledWords. */
  words: SpelledWords;
}

/**
 * A key's spelling and its colon (4 to 12 bytes, `Allow:` to `User-agent:`) as the words a
 * DataView reads over its bytes: the first word, the one at byte 4 when the spelling is longer
 * than 8 bytes (else `mid` is -1), and the last 4 bytes (overlapping the others).
 */
export interface SpelledWords {
  first: number;
  mid: number;
  midWord: number;
  last: number;
  lastWord: number;
}

function spelledWords(spelling: string): SpelledWords {
  const bytes = new TextEncoder().encode(spelling);
  const v = new DataView(bytes.buffer);
  const n = bytes.length;
  if (n < 4 || n > 12) throw new Error(`no word reading for ${spelling}`);
  return {
    first: v.getUint32(0, true), mid: n > 8 ? 4 : -1, midWord: n > 8 ? v.getUint32(4, true) : 0, last: n - 4, lastWord: v.getUint32(n - 4, true),
  };
}

/** A known key, lower case, and its code. */
interface KnownKey {
  name: string;
  code: KeyCode;
}

/** How one profile reads the keys it knows, worked out once (classifyKey is a pure function of key and profile). */
export interface KeyTable {
  /**
   * The keys nearly every line has, by length: `allow`, `sitemap`, `disallow` and `user-agent`
   * differ in length, so a line's key is compared with one of them at most, in place.
   */
  byLength: readonly (ExactKey | undefined)[];
  /** The same keys by the first letter of their spellings (`D`, `d`, `A`...): a line that starts with one is tried whole. */
  byFirst: readonly (ExactKey | undefined)[];
  /**
   * Every key of the vocabulary and every accepted misspelling, lower case (none shorter than
   * two characters), by length and first letter (at 128 * length + letter), to compare a key in
   * place: `Noindex`, `Crawl-delay` and `Clean-param` (1,370 of the 2,600 keys a pass over the
   * corpus's small files classified) were each cut out, lowered and hashed, 100 ns a line.
   */
  knownAt: readonly (readonly KnownKey[] | undefined)[];
  /**
   * By the codes of two characters (each < 128, at 128 * first + second), 1 where some key the
   * profile can read starts with them (A-Z as a-z): classifyKey compares a key's start with a
   * known name (whole, prefix or misspelling; none shorter than two), so a key starting with any
   * other two characters is unknown without being cut out and looked up. An HTML page served as
   * robots.txt has a `key:` on most lines (`<a href="https:`, `font-family:`), each distinct.
   */
  starts: Uint8Array;
  unknown: KeyCode;
}

export function keyTable(spec: ProfileSpec): KeyTable {
  const byLength: (ExactKey | undefined)[] = [];
  for (const name of ['disallow', 'allow', 'user-agent', 'sitemap']) {
    // Two of the same length would hide each other: keep the first, the other is looked up.
    const usual = name[0].toUpperCase() + name.slice(1);
    const texts = [...new Set([usual, name, name.replace(/\b[a-z]/g, (c) => c.toUpperCase())])];
    const spellings = texts.map((text) => ({ text, words: spelledWords(text + ':') }));
    byLength[name.length] ??= { name, usual, code: toCode(classifyKey(name, spec.keys)), spellings };
  }
  const byFirst: (ExactKey | undefined)[] = new Array(128).fill(undefined);
  for (const k of byLength) if (k !== undefined) for (const { text } of k.spellings) byFirst[text.charCodeAt(0)] ??= k;
  const names = [...DIRECTIVES.flatMap((d) => [d.name.toLowerCase(), ...d.typos]), ...KNOWN_OTHER_RECORDS];
  const starts = new Uint8Array(128 * 128);
  for (const name of [...names, ...spec.keys.unused]) {
    const lower = asciiLower(name);
    // A name shorter than two or starting outside ASCII (none is) would turn the table off.
    if (lower.length < 2 || lower.charCodeAt(0) >= 0x80 || lower.charCodeAt(1) >= 0x80) starts.fill(1);
    else starts[lower.charCodeAt(0) * 128 + lower.charCodeAt(1)] = 1;
  }
  const unknown = toCode({ kind: 'unknown', spelling: 'none' });
  const known = new Map(names.map((k) => [k, toCode(classifyKey(k, spec.keys))]));
  const knownAt: KnownKey[][] = [];
  for (const [name, code] of known) (knownAt[128 * name.length + name.charCodeAt(0)] ??= []).push({ name, code });
  return { byLength, byFirst, knownAt, starts, unknown };
}

const PROFILES: ReadonlySet<ProfileSpec> = new Set(Object.values(PROFILE_SPECS));
const made = new WeakMap<ProfileSpec, KeyTable>();

/**
 * keyTable of a profile of PROFILE_SPECS, made on its first use and kept (constant tables, never
 * written after); another profile's, made anew. Made at load for every profile, they were a tenth
 * of the page's module evaluation, one task of its start (issue 24 §3), for the one profile a
 * file is first read with.
 */
export function keyTableOf(spec: ProfileSpec): KeyTable {
  if (!PROFILES.has(spec)) return keyTable(spec);
  let table = made.get(spec);
  if (table === undefined) made.set(spec, (table = keyTable(spec)));
  return table;
}

/** Do the bytes at `s` spell the key and colon of `w` (bounds checked by the caller)? */
export function spelledAt(v: DataView, s: number, w: SpelledWords): boolean {
  return v.getUint32(s, true) === w.first && v.getUint32(s + w.last, true) === w.lastWord && (w.mid < 0 || v.getUint32(s + w.mid, true) === w.midWord);
}
