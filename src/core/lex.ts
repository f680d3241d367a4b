/**
 * One physical line -> key / separator / value / comment spans, the way google/robotstxt's
 * GetKeyAndValueFrom reads it (robots.cc): `#` starts a comment anywhere; whitespace around key,
 * colon and value is dropped; a missing colon is accepted (google only) when the line is exactly
 * two whitespace-separated tokens. Offsets are absolute positions in the text.
 */
import { asciiLower } from './asciiCase.ts';
import { classifyKey } from './directives.ts';
import { keyTableOf, spelledAt, toCode, type ExactKey, type KeyCode, type KeyTable } from './keyTable.ts';
import { NextOf } from './lookup/index.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import { allocateLineTable, lineFromTable } from './lineTable.ts';
import { isOddKey } from './oddKeys.ts';
import { blankSeparator, isBlank, isSpaceCode, partialCharAtCut, readableEnd } from './lineSpans.ts';
import { KEY_SPELLINGS, LINE_ENDINGS, type LexedLine, type LineTable, type Profile } from './types.ts';

/** Line kinds as the numbers the lexer and the line table use (indexes into LINE_KINDS). */
export const KIND = {
  blank: 0, comment: 1, userAgent: 2, allow: 3, disallow: 4, sitemap: 5, unused: 6, unknown: 7, invalid: 8,
} as const;
const SPELLING_NONE = KEY_SPELLINGS.indexOf('none');

/**
 * What lexing one text carries from line to line: the positions of the next `#`, `:`, NUL and
 * `%` at or after some offset (a whole-file parse moves each forward line by line, see NextOf),
 * and the keys met so far. Made per parse, so parses share nothing.
 */
export class LexCursor {
  readonly hash: NextOf;
  readonly colon: NextOf;
  readonly nul: NextOf;
  readonly percent: NextOf;
  private readonly keys: KeyTable;
  /** Keys met in this text that the profile does not know, classified once each. */
  private other: Map<string, KeyCode> | null = null;
  /**
   * Where the rows of lines with an odd key or separator are noted (oddKeys.ts), or null. Only a
   * line whose key is not one of the usual spellings can be one: the rest are never asked.
   */
  oddKeys: number[] | null = null;
  /** The text's bytes, one per character (see the constructor), or null. */
  private readonly bytes: DataView | null;

  /**
   * `ascii`: every character of the text is ASCII (false is always safe), so a character is a
   * byte and Google's line cut is at a known offset: a long line is not read a character at a time.
   * `mayHoldNul`: false when the text is known to hold no NUL (true is always safe).
   * `bytes`: the bytes an ASCII `text` was decoded from (byte i is character i), or null.
   */
  constructor(text: string, private readonly spec: ProfileSpec, readonly ascii = false, mayHoldNul = true, bytes: Uint8Array | null = null) {
    this.hash = new NextOf(text, '#');
    this.colon = new NextOf(text, ':');
    this.nul = new NextOf(text, '\0', !mayHoldNul);
    this.percent = new NextOf(text, '%');
    this.keys = keyTableOf(spec);
    this.bytes = bytes !== null && ascii && bytes.length === text.length ? new DataView(bytes.buffer, bytes.byteOffset, bytes.length) : null;
  }

  /**
   * The key that text[s..] spells in one of its usual spellings (ExactKey.spellings), colon
   * included, with its colon before `e` (`Disallow:` on 129,000 of the corpus's 210,000 key
   * lines), or undefined. Such a line's key, separator and kind are known without searching for
   * its colon or trimming its key: the first colon after the line's start is this one (no key
   * holds a colon) and classify would give its code (byFirst holds byLength's own entries).
   */
  usualKeyAt(text: string, s: number, e: number): ExactKey | undefined {
    const c = text.charCodeAt(s);
    const k = c < 0x80 ? this.keys.byFirst[c] : undefined;
    if (k === undefined || s + k.usual.length >= e) return undefined;
    const spellings = k.spellings;
    // A text read from bytes is compared in two or three 32-bit words of its bytes: a slice of
    // the text is a new string a line (1.6 of the 13.8 MB a sweep of the corpus's small files
    // allocated), and a slice and `===` cost 7 ns a line against 1 ns for the words. A character
    // loop costs more than either (tried: the small files 3 % slower).
    if (this.bytes !== null) {
      for (let i = 0; i < spellings.length; i++) if (spelledAt(this.bytes, s, spellings[i].words)) return k;
      return undefined;
    }
    if (text.charCodeAt(s + k.usual.length) !== 0x3a) return undefined;
    const key = text.slice(s, s + k.usual.length);
    for (let i = 0; i < spellings.length; i++) if (key === spellings[i].text) return k;
    return undefined;
  }

  /** How the profile reads text[from, to) as a key: the common keys are recognised in place, without cutting a string out. */
  classify(text: string, from: number, to: number): KeyCode {
    const exact = this.keys.byLength[to - from];
    // The usual spelling in one native comparison (a short copy and a compare cost less than
    // startsWith or a character loop, which cost more than the rest of lexing the line); a loop
    // only for the others.
    if (exact !== undefined && (text.slice(from, to) === exact.usual || equalsIgnoreCase(text, from, exact.name))) return exact.code;
    // (A one-character key, or one starting outside ASCII, takes the long way.)
    if (to - from >= 2) {
      const a = text.charCodeAt(from);
      const b = text.charCodeAt(from + 1);
      if (a < 0x80 && b < 0x80 && this.keys.starts[lowerCode(a) * 128 + lowerCode(b)] === 0) return this.keys.unknown;
      const candidates = a < 0x80 ? this.keys.knownAt[128 * (to - from) + lowerCode(a)] : undefined;
      if (candidates !== undefined) {
        for (let i = 0; i < candidates.length; i++) if (equalsIgnoreCase(text, from, candidates[i].name)) return candidates[i].code;
      }
    }
    // Not a known key (knownAt holds them all): a misspelling, an extension, or no key at all.
    const key = asciiLower(text.slice(from, to));
    const other = (this.other ??= new Map());
    let found = other.get(key);
    if (found === undefined) {
      found = toCode(classifyKey(key, this.spec.keys));
      // A file of a million distinct keys keeps only the first thousand.
      if (other.size < 1000) other.set(key, found);
    }
    return found;
  }
}

/**
 * Lex text[from, to) (one line, without its line ending) into row `row` of the line table `t`,
 * writing every column but `to` (its end, which the caller knows before the line is lexed) and
 * `eol`; returns the line's kind. The lexer writes straight into the table so a whole-file parse
 * allocates nothing per line. The row must be fresh (every column 0, as a new table's are): a
 * column whose value is 0 is not written (13 columns a line were a fifth of lexing, and nearly
 * every line's spelling and missing colon are 0; lexRowFresh.test.ts watches every call of the
 * parse's ways of reading a file for a row that is not). `cur` moves forward through `text`: rows
 * must be lexed in text order.
 */
export function lexRow(t: LineTable, row: number, text: string, from: number, to: number, spec: ProfileSpec, cur: LexCursor): number {
  let kind: number = KIND.blank;
  let spelling = SPELLING_NONE;
  let missingColon = 0;
  // A line with no key (blank, comment) has no odd key or separator, nor has a usual one
  // (usualKeyAt: spelt as usual, its colon there) that the profile reads.
  let mayBeOdd = false;
  let keyFrom = -1, keyTo = -1, sepFrom = -1, sepTo = -1, valueFrom = -1, valueTo = -1, commentFrom = -1;
  if (from < to) {
    const cut = readableEnd(text, from, to, spec, cur.ascii);
    let contentEnd = cut;
    const nul = spec.nulEndsLine ? cur.nul.from(from) : to;
    if (nul < contentEnd) contentEnd = nul;
    const hash = cur.hash.from(from);
    if (hash < contentEnd) {
      commentFrom = hash;
      contentEnd = hash;
    }
    // Bytes of a character split by Google's line cut end the line as one more non-blank
    // character (robots.cc copies bytes, not characters): nothing before them is trailing space.
    // An ASCII line is never cut inside a character.
    const splitBytes = !cur.ascii && contentEnd === cut && cut < to && partialCharAtCut(text, from, cut, to, spec) !== '';
    let s = from;
    let e = contentEnd;
    while (s < e && isSpaceCode(text.charCodeAt(s))) s++;
    if (!splitBytes) while (e > s && isSpaceCode(text.charCodeAt(e - 1))) e--;
    if (s === e && !splitBytes) kind = commentFrom >= 0 ? KIND.comment : KIND.blank;
    else {
      const usual = cur.usualKeyAt(text, s, e);
      mayBeOdd = usual === undefined || usual.code.kind === KIND.unused || usual.code.kind === KIND.unknown;
      const colon = usual !== undefined ? s + usual.usual.length : cur.colon.from(from);
      if (colon < e) {
        sepFrom = colon;
        sepTo = colon + 1;
      } else if (spec.missingColon) {
        sepFrom = blankSeparator(text, s, e, splitBytes);
        if (sepFrom >= 0) {
          sepTo = sepFrom;
          while (isBlank(text.charCodeAt(sepTo))) sepTo++;
          missingColon = 1;
        }
      }
      keyTo = sepFrom;
      if (usual === undefined) while (keyTo > s && isSpaceCode(text.charCodeAt(keyTo - 1))) keyTo--;
      if (sepFrom < 0 || keyTo === s) {
        kind = KIND.invalid;
        keyTo = -1;
      } else {
        let v = sepTo;
        while (v < e && isSpaceCode(text.charCodeAt(v))) v++;
        keyFrom = s;
        valueFrom = v;
        valueTo = e;
        const cls = usual !== undefined ? usual.code : cur.classify(text, s, keyTo);
        kind = cls.kind;
        spelling = cls.spelling;
      }
    }
  }
  t.from[row] = from;
  t.kind[row] = kind;
  if (spelling !== 0) t.spelling[row] = spelling;
  if (missingColon !== 0) t.missingColon[row] = missingColon;
  t.keyFrom[row] = keyFrom;
  t.keyTo[row] = keyTo;
  t.sepFrom[row] = sepFrom;
  t.sepTo[row] = sepTo;
  t.valueFrom[row] = valueFrom;
  t.valueTo[row] = valueTo;
  t.commentFrom[row] = commentFrom;
  if (cur.oddKeys !== null && mayBeOdd && isOddKey(t, row, kind)) cur.oddKeys.push(row);
  return kind;
}


/** A-Z as a-z, any other code as it is. */
function lowerCode(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}

/** text[from, from + lower.length) equals `lower` ignoring ASCII case. */
function equalsIgnoreCase(text: string, from: number, lower: string): boolean {
  for (let i = 0; i < lower.length; i++) {
    const c = text.charCodeAt(from + i);
    if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== lower.charCodeAt(i)) return false;
  }
  return true;
}

/** Lex one line of text on its own (offsets relative to the string, `line` 0): for highlighters. */
export function lexLine(lineText: string, profile: Profile = 'google'): LexedLine {
  const spec = profileSpec(profile);
  const row = allocateLineTable(1);
  row.to[0] = lineText.length;
  lexRow(row, 0, lineText, 0, lineText.length, spec, new LexCursor(lineText, spec));
  row.eol[0] = LINE_ENDINGS.indexOf('none');
  return { ...lineFromTable(row, 1), line: 0 };
}
