/**
 * Which encoding a robots.txt that is not UTF-8 was most likely written in, from its bytes (as
 * decodeRobots carries them: ASCII as itself, every undecodable byte as an escape). A person
 * opening a Latin-1 or Shift_JIS file, or UTF-16 saved without a byte order mark, is told what
 * the bytes are rather than refused as binary data.
 *
 * Only a label: Google reads the file as bytes (google-behaviours.md, robots.cc) and so does the
 * engine, whatever is guessed here; nothing here changes a byte or a verdict.
 *
 * By byte patterns, the way ICU's and chardet's recognisers tell them (a whole library would
 * be ten times the code for three answers):
 * - UTF-16 without a BOM: a robots.txt is mostly ASCII, so in UTF-16LE nearly every second byte
 *   (the high one of each letter) is NUL and the others almost never; UTF-16BE the other way.
 * - Shift_JIS: every byte outside ASCII is a valid two-byte character (lead 0x81-0x9F or
 *   0xE0-0xFC, trail 0x40-0x7E or 0x80-0xFC) or a half-width katakana (0xA1-0xDF), and most
 *   leads are the kana and common kanji rows (0x81-0x9F). Latin-1 letters (0xC0-0xFF) stand
 *   alone between ASCII, and one before a space, a line break or punctuation is no Shift_JIS.
 * - Windows-1252 (Latin-1's superset): every byte outside ASCII is one of its printable
 *   characters.
 * Anything else (control characters, bytes no text encoding uses there, UTF-8 mixed with other
 * bytes, no lines) is no evident text.
 */
import { encodeRobots, isEscapedByte, utf16WithoutBom } from './decode.ts';

export type EncodingGuess = 'utf-16le' | 'utf-16be' | 'shift_jis' | 'windows-1252';

/** Enough of a file to tell: a robots.txt says what it is in its first lines. */
export const ENCODING_SAMPLE = 64 * 1024;
const SAMPLE = ENCODING_SAMPLE;

/** Characters per line, on average, past which bytes are not lines of text (corpus: 30 on average). */
export const MAX_AVERAGE_LINE = 256;

/** Control characters other than tab, line feed, form feed and carriage return: no text. */
function isControl(b: number): boolean {
  return (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f;
}

/** Bytes 0x80-0x9F that Windows-1252 leaves undefined. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** Windows-1252's punctuation among the bytes 0x80-0x9F: … ‘ ’ “ ” • – —. */
const CP1252_PUNCTUATION = new Set([0x85, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97]);

const isSjisLead = (b: number) => (b >= 0x81 && b <= 0x9f) || (b >= 0xe0 && b <= 0xfc);
const isSjisTrail = (b: number) => b >= 0x40 && b <= 0xfc && b !== 0x7f;

/** Shift_JIS when every byte outside ASCII reads as Shift_JIS and most look Japanese. */
function isShiftJis(bytes: Uint8Array): boolean {
  let characters = 0;
  let japanese = 0;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    const b = bytes[i];
    if (b < 0x80) continue;
    characters++;
    if (b >= 0xa1 && b <= 0xdf) continue; // half-width katakana, one byte
    // The last character of the sample may be cut in two: its lead alone says nothing.
    if (i + 1 >= n) break;
    const t = bytes[i + 1];
    if (!isSjisLead(b) || !isSjisTrail(t)) return false;
    // Only a lead of the kana and common kanji rows says Japanese: two Latin-1 letters side by
    // side (`ção`, E7 E3) are a lead of the upper rows and a trail too. And not one of
    // Windows-1252's punctuation bytes twice (`••`, `——`: a banner's bullets or dashes, review18 E1).
    if (b <= 0x9f && !(b === t && CP1252_PUNCTUATION.has(b))) japanese++;
    i++;
  }
  return japanese > 0 && japanese * 2 >= characters;
}

/**
 * The encoding the text's bytes were most likely written in, when they are not UTF-8, or null:
 * UTF-8 (with or without a few bad bytes) or nothing evident.
 */
export function guessEncoding(text: string): EncodingGuess | null {
  const utf16 = utf16WithoutBom(text);
  if (utf16 !== null) return utf16;
  const sample = otherTextSample(text);
  if (sample === null) return null;
  const { bytes, utf8 } = sample;
  if (isShiftJis(bytes)) return 'shift_jis';
  // Latin-1 letters next to each other seldom form valid UTF-8; here some did, so it is mixed.
  if (utf8 > 0) return null;
  return bytes.every((b) => b < 0x80 || !CP1252_UNDEFINED.has(b)) ? 'windows-1252' : null;
}

/**
 * Whether the text's bytes that are not UTF-8 may be Chinese, Japanese or Korean text in a
 * double-byte encoding (GBK, Big5, EUC-KR, EUC-JP: doubleByte.ts): lines of text whose bytes
 * outside ASCII mostly go in twos. Those encodings' characters are two bytes past ASCII (Big5's
 * and GBK's second byte is an ASCII letter for some); a Latin-1 letter stands alone between ASCII
 * (`soci\xE9t\xE9`), or, before a letter, makes one pair of a high and an ASCII byte. Only a test
 * of shape: which encoding, if any, reads the bytes, the decoders tell.
 * And two such characters side by side somewhere (four bytes that are not UTF-8 in a row, not all
 * one byte): Latin-1 text has at most two accented letters together (Portuguese `ção`, E7 E3),
 * which the decoders pair up too, and a file that is UTF-8 but for a few Latin-1 rules pasted in
 * has its valid letters' bytes in pairs (review18 E0); a row of one byte is a banner of one
 * symbol (cp437's `════`, CD CD CD CD), not text. One gate for the label, the lint and the
 * readings asked (doubleByte.ts assumedEncodings and doubleByteTexts).
 */
export function looksDoubleByte(text: string): boolean {
  const sample = otherTextSample(text);
  if (sample === null || escapedRun(sample.text) < 4) return false;
  const { bytes } = sample;
  let twoHigh = 0;
  let other = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] < 0x80) continue;
    if (i + 1 < bytes.length && bytes[i + 1] >= 0x80) twoHigh++;
    else other++;
    i++;
  }
  return twoHigh > 0 && twoHigh >= other;
}

/** The longest run of bytes that are not UTF-8 side by side that holds two different bytes (0 for none). */
function escapedRun(text: string): number {
  let longest = 0;
  let run = 0;
  let first = -1;
  let mixed = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isEscapedByte(c)) {
      run = 0;
      continue;
    }
    if (run === 0) {
      first = c;
      mixed = false;
    } else if (c !== first) mixed = true;
    run++;
    if (mixed && run > longest) longest = run;
  }
  return longest;
}

/**
 * The bytes of the text's first ENCODING_SAMPLE characters, and how many characters of them are
 * valid UTF-8 past ASCII, where they may be text in another encoding; null where they are not:
 * UTF-8 with or without a few bad bytes, control characters, or no lines.
 */
function otherTextSample(text: string): { text: string; bytes: Uint8Array; utf8: number } | null {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  let escaped = 0;
  let utf8 = 0;
  let breaks = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c < 0x80) {
      if (isControl(c)) return null;
      if (c === 0x0a || c === 0x0d) breaks++;
    } else if (isEscapedByte(c)) escaped++;
    else utf8++;
  }
  // Mostly valid UTF-8: a UTF-8 file with some bad bytes, not text in another encoding.
  if (escaped === 0 || utf8 > escaped) return null;
  // Text has lines: bytes with no line break in hundreds are no robots.txt in any encoding.
  if ((breaks + 1) * MAX_AVERAGE_LINE < sample.length) return null;
  return { text: sample, bytes: encodeRobots(sample), utf8 };
}

/**
 * Windows-1252's characters for 0x80-0x9F (0 where it has none); from 0xA0 it is Latin-1, whose
 * bytes are their code points. Written out: TextDecoder('windows-1252') is Latin-1 in a Node
 * built without full ICU, and the engine must answer the same everywhere.
 */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
  0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** The character Windows-1252 reads byte `b` (0x80-0xFF) as, or null where it has none. */
export function cp1252(b: number): string | null {
  if (b >= 0xa0) return String.fromCharCode(b);
  const c = CP1252_HIGH[b - 0x80];
  return c === 0 ? null : String.fromCharCode(c);
}
