/**
 * Bytes <-> text, the way Google's parser sees a robots.txt.
 *
 * Google reads the file as bytes: a leading UTF-8 BOM, or any prefix of one (EF, EF BB), is
 * skipped (google/robotstxt robots.cc, ParseRobotsTxt); everything else is kept. To show those
 * bytes in an editor without losing any, valid UTF-8 is decoded and every byte that is not part
 * of a valid sequence becomes the lone surrogate U+DC00+byte ("surrogate escape", as Python's
 * PEP 383). `encodeRobots` turns such a string back into the exact bytes.
 */
import type { Encoding, InvalidByte } from './types.ts';

export interface Decoded {
  text: string;
  bomBytes: number;
  encoding: Encoding;
  invalidBytes: InvalidByte[];
  invalidByteCount: number;
}

/** At most this many invalid bytes are listed; all are counted. */
export const MAX_LISTED_INVALID_BYTES = 1000;

const BOM = [0xef, 0xbb, 0xbf];
const ESCAPE_BASE = 0xdc00;
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const encoder = new TextEncoder();

/** How many bytes of a (possibly partial) UTF-8 BOM Google skips at the start. */
export function bomLength(bytes: Uint8Array): number {
  let n = 0;
  while (n < 3 && n < bytes.length && bytes[n] === BOM[n]) n++;
  return n;
}

/**
 * The encoding a decoded text's first bytes claim. A UTF-16 BOM (FF FE, FE FF) is never valid
 * UTF-8, so decodeRobots keeps it as two escaped bytes at the start, and UTF-16 without one has
 * NULs in every second place: the text alone tells, and a text handed over as a string (the
 * editor's, in the worker) is read as its bytes were.
 */
export function encodingOfText(text: string): Encoding {
  if (text.startsWith('\udcff\udcfe')) return 'utf-16le';
  if (text.startsWith('\udcfe\udcff')) return 'utf-16be';
  return utf16WithoutBom(text) ?? 'utf-8';
}

/** The first characters are enough: every line of a robots.txt in UTF-16 has its NULs. */
/** How far utf16WithoutBom reads. */
export const UTF16_SAMPLE = 1024;

/**
 * UTF-16 saved without a BOM, by where its NULs are (its bytes are valid UTF-8, so they come
 * through as NUL characters): a robots.txt is mostly ASCII, so in UTF-16LE nearly every second
 * byte (the high one of each letter) is NUL and the others almost never; UTF-16BE the other way.
 * Null when the NULs say nothing.
 */
export function utf16WithoutBom(text: string): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(text.length, UTF16_SAMPLE) & ~1;
  if (n < 8) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (text.charCodeAt(i) === 0) evenNul++;
    if (text.charCodeAt(i + 1) === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul >= pairs * 0.6 && evenNul <= pairs * 0.05) return 'utf-16le';
  if (evenNul >= pairs * 0.6 && oddNul <= pairs * 0.05) return 'utf-16be';
  return null;
}

function sniffEncoding(bytes: Uint8Array): Encoding {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** Is b[j] a continuation byte within [lo, hi] (0x80-0xBF unless the lead byte narrows it)? */
function cont(b: Uint8Array, j: number, lo: number, hi: number): boolean {
  return j < b.length && b[j] >= lo && b[j] <= hi;
}

/** Length of the valid UTF-8 sequence starting at i, or 0 when the byte at i starts none. */
function sequenceLength(b: Uint8Array, i: number): number {
  const c = b[i];
  if (c < 0x80) return 1;
  if (c >= 0xc2 && c <= 0xdf) return cont(b, i + 1, 0x80, 0xbf) ? 2 : 0;
  // The second byte's range excludes overlong forms and surrogates (Unicode Table 3-7).
  let lo = 0x80;
  let hi = 0xbf;
  let n: number;
  if (c >= 0xe0 && c <= 0xef) {
    n = 3;
    if (c === 0xe0) lo = 0xa0;
    else if (c === 0xed) hi = 0x9f;
  } else if (c >= 0xf0 && c <= 0xf4) {
    n = 4;
    if (c === 0xf0) lo = 0x90;
    else if (c === 0xf4) hi = 0x8f;
  } else return 0;
  if (!cont(b, i + 1, lo, hi)) return 0;
  for (let k = 2; k < n; k++) if (!cont(b, i + k, 0x80, 0xbf)) return 0;
  return n;
}

/**
 * Decode raw robots.txt bytes, invalid bytes escaped. The BOM stays in the text (as U+FEFF, or as
 * the escaped bytes of a partial BOM) so that encodeRobots gives back the same bytes; the parser
 * skips it as Google does, and `bomBytes` says how many bytes that is.
 */
export function decodeRobots(bytes: Uint8Array): Decoded {
  return settleEncoding(decodeBytes(bytes), true);
}

/**
 * decodeRobots, but the encoding told by a BOM alone: settleEncoding looks for UTF-16 without
 * one. For a caller that learns whether the text holds a NUL anyway (source.ts, the parse).
 */
export function decodeBytes(bytes: Uint8Array): Decoded {
  const bomBytes = bomLength(bytes);
  const encoding = sniffEncoding(bytes);
  try {
    // After a whole BOM, the rest decoded on its own: decoded whole, the engine's decoder reads
    // every byte after the first character outside ASCII the slow way (0076's 8 KB, a BOM and
    // ASCII like 19 of the corpus's small files: 11.0 µs, against 2.3 as a BOM and the rest).
    const text = bomBytes === 3 ? '\ufeff' + utf8.decode(bytes.subarray(3)) : utf8.decode(bytes);
    return { text, bomBytes, encoding, invalidBytes: [], invalidByteCount: 0 };
  } catch {
    return decodeWithEscapes(bytes, bomBytes, encoding);
  }
}

/**
 * UTF-16 without a BOM: its ASCII letters are valid UTF-8 and their NULs characters, so the text
 * tells (utf16WithoutBom). Only a text holding a NUL can be such: `mayHoldNul` false (the caller
 * knows it holds none) spares reading its first 1,024 characters, which was a twentieth of the
 * parse of the corpus's small files, nearly all without a NUL.
 */
export function settleEncoding(decoded: Decoded, mayHoldNul: boolean): Decoded {
  if (decoded.encoding === 'utf-8' && mayHoldNul) decoded.encoding = utf16WithoutBom(decoded.text) ?? 'utf-8';
  return decoded;
}

/**
 * A run of valid bytes at least this long between two invalid ones is decoded by the native
 * decoder; a shorter one is written out here with the escapes around it. (A binary file or an
 * HTML page in Latin-1 has an invalid byte every few bytes: a native call and a string per run
 * cost 20 times what reading its bytes here does, corpus 0003, an icon, 15 KB.)
 */
export const NATIVE_RUN = 64;

/** Code units are turned into a string once this many are waiting (String.fromCharCode's arguments). */
const UNITS_PER_STRING = 4096;

function decodeWithEscapes(body: Uint8Array, bomBytes: number, encoding: Encoding): Decoded {
  const parts: string[] = [];
  const invalidBytes: InvalidByte[] = [];
  let invalidByteCount = 0;
  let textLength = 0;
  // Code units not yet in `parts`: short runs and escapes (see NATIVE_RUN).
  const units: number[] = [];
  let runStart = 0;
  let i = 0;
  const flushUnits = () => {
    if (units.length === 0) return;
    parts.push(String.fromCharCode.apply(null, units));
    units.length = 0;
  };
  /** The valid bytes body[runStart, end): natively when long, else as code units. */
  const run = (end: number) => {
    if (end - runStart >= NATIVE_RUN) {
      flushUnits();
      const s = utf8.decode(body.subarray(runStart, end));
      parts.push(s);
      textLength += s.length;
      return;
    }
    for (let j = runStart; j < end;) {
      const n = sequenceLength(body, j);
      const cp = codePoint(body, j, n);
      if (cp >= 0x10000) {
        units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
        textLength += 2;
      } else {
        units.push(cp);
        textLength++;
      }
      j += n;
    }
  };
  const ascii = new AsciiRuns(body);
  while (i < body.length) {
    // Most bytes of a file with a few bad ones are ASCII: step over them four at a time.
    if (body[i] < 0x80) {
      i = ascii.end(i);
      continue;
    }
    const n = sequenceLength(body, i);
    if (n > 0) {
      i += n;
      continue;
    }
    run(i);
    if (invalidBytes.length < MAX_LISTED_INVALID_BYTES) invalidBytes.push({ offset: textLength, byte: body[i] });
    invalidByteCount++;
    units.push(ESCAPE_BASE + body[i]);
    textLength++;
    i++;
    runStart = i;
    if (units.length >= UNITS_PER_STRING) flushUnits();
  }
  run(body.length);
  flushUnits();
  return { text: parts.length === 1 ? parts[0] : parts.join(''), bomBytes, encoding, invalidBytes, invalidByteCount };
}

/**
 * Where a run of ASCII bytes ends, read a 32-bit word (four bytes) at a time where the bytes are
 * aligned for it: a byte loop was a third of decoding a page in Latin-1 (corpus 0001-0012).
 */
class AsciiRuns {
  private readonly words: Uint32Array;
  /** The index in the bytes of words[0]. */
  private readonly base: number;

  constructor(private readonly bytes: Uint8Array) {
    this.base = (4 - (bytes.byteOffset & 3)) & 3;
    const count = bytes.length > this.base ? (bytes.length - this.base) >> 2 : 0;
    this.words = count > 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset + this.base, count) : new Uint32Array(0);
  }

  /** The first index at or after `i` whose byte is not ASCII, or the length. */
  end(i: number): number {
    const b = this.bytes;
    while (i < b.length && ((i - this.base) & 3) !== 0) {
      if (b[i] >= 0x80) return i;
      i++;
    }
    if (i >= b.length) return b.length;
    const w = this.words;
    let k = (i - this.base) >> 2;
    while (k < w.length && (w[k] & 0x80808080) === 0) k++;
    i = this.base + 4 * k;
    while (i < b.length && b[i] < 0x80) i++;
    return i;
  }
}

/** The code point of the valid `n`-byte sequence at b[i] (sequenceLength gave `n`). */
function codePoint(b: Uint8Array, i: number, n: number): number {
  const c = b[i];
  if (n === 1) return c;
  if (n === 2) return ((c & 0x1f) << 6) | (b[i + 1] & 0x3f);
  if (n === 3) return ((c & 0x0f) << 12) | ((b[i + 1] & 0x3f) << 6) | (b[i + 2] & 0x3f);
  return ((c & 0x07) << 18) | ((b[i + 1] & 0x3f) << 12) | ((b[i + 2] & 0x3f) << 6) | (b[i + 3] & 0x3f);
}

/** True for a character that stands for one undecodable byte. */
export function isEscapedByte(code: number): boolean {
  return code >= 0xdc80 && code <= 0xdcff;
}

/** The byte an escaped character stands for. */
export function escapedByte(code: number): number {
  return code - ESCAPE_BASE;
}

const HAS_ESCAPE = /[\udc80-\udcff]/;

/** Text back to bytes: UTF-8, with escaped characters restored to the bytes they stand for. */
export function encodeRobots(text: string): Uint8Array {
  if (!HAS_ESCAPE.test(text)) return encoder.encode(text);
  const chunks: Uint8Array[] = [];
  let total = 0;
  let start = 0;
  const push = (chunk: Uint8Array) => {
    chunks.push(chunk);
    total += chunk.length;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate before it would make it half of a real pair, not an escape.
    if (!isEscapedByte(c) || (i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff)) continue;
    push(encoder.encode(text.slice(start, i)));
    push(Uint8Array.of(escapedByte(c)));
    start = i + 1;
  }
  push(encoder.encode(text.slice(start)));
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * The first `n` bytes of the character at text[i], as escaped-byte characters: what a reader
 * that stops `n` bytes into that character keeps of it (Google's line cut, Googlebot's 500 KiB).
 */
export function leadingBytes(text: string, i: number, n: number): string {
  const bytes = encoder.encode(String.fromCodePoint(text.codePointAt(i)!)).subarray(0, n);
  return String.fromCharCode(...Array.from(bytes, (b) => ESCAPE_BASE + b));
}

/** Size in bytes of a text once encoded, without allocating the bytes. */
export function utf8Length(text: string, from = 0, to = text.length): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n++;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else if (isEscapedByte(c)) n += 1;
    else n += 3;
  }
  return n;
}
