/**
 * Input -> the text a parse reads, what it is made of, and where Googlebot's 500 KiB ends in it.
 */
import { decodeBytes, encodingOfText, leadingBytes, settleEncoding, utf8Length } from './decode.ts';
import type { Encoding, InvalidByte } from './types.ts';

/** RFC 9309 2.5: crawlers must parse at least 500 KiB; Google's crawler stops there. */
export const SIZE_LIMIT_BYTES = 500 * 1024;

/**
 * The run of U+0009-U+007E the text starts with: one range, which the engine tests without a
 * branch that line breaks send the other way. Anchored, the engine reads a run in one tight
 * loop: twice as fast as an unanchored search for a character outside (`[^\x00-\x7f]`), 120
 * against 240 µs on the 500 KiB bench file; no `$`: on a text that is not all of the run, it
 * made the engine step back through it one character at a time. A parse of a string reads it in place of the ASCII
 * run (a text it covers whole is ASCII, and most texts are), and keeps its length for the
 * diagnostics' search for unusual characters (diagnostics/fileChecks.ts firstUnusual), which
 * read the whole text again for it: 0.18 ms of the bench file's parse + diagnose (issue 29).
 */
const PLAIN_RUN = /^[\x09-\x7e]*/;

/** The length of the run of U+0009-U+007E (tab, line breaks, printable ASCII, the other controls from VT on) `text` starts with. */
export function plainRunOf(text: string): number {
  return (PLAIN_RUN.exec(text) as RegExpExecArray)[0].length;
}

const encoder = new TextEncoder();

/**
 * The bytes of `text` when every character is ASCII, else null. TextEncoder writes the 500 KiB
 * bench text in 0.08 ms, where PLAIN_RUN reads it in 0.22 (Node 20): a character outside ASCII
 * takes two or more bytes, so the text is read to its end only where each took one. (Another text
 * is encoded for nothing, about a third of what PLAIN_RUN then reads it in.)
 */
function asciiBytes(text: string): Uint8Array | null {
  const bytes = new Uint8Array(text.length);
  return encoder.encodeInto(text, bytes).read === text.length ? bytes : null;
}

/** The ASCII characters outside the plain run: U+0000-U+0008 and DEL. */
const BELOW_PLAIN = ['\0', '\x01', '\x02', '\x03', '\x04', '\x05', '\x06', '\x07', '\x08', '\x7f'];

/** The first position of any of `chars` in `text` (each found by indexOf, natively), or its length. */
function firstOf(text: string, chars: readonly string[]): number {
  let first = text.length;
  for (const c of chars) {
    const at = text.indexOf(c);
    if (at >= 0 && at < first) first = at;
  }
  return first;
}

/** Is text[from...] ASCII? The run read from `from` (a sticky regular expression of this call's own: its lastIndex moves). */
function asciiFrom(text: string, from: number): boolean {
  const run = /[\x00-\x7f]*/y;
  run.lastIndex = from;
  return (run.exec(text) as RegExpExecArray)[0].length === text.length - from;
}

/** A character that may stand for one undecodable byte (decode.ts). */
const ESCAPE = /[\udc80-\udcff]/;

export interface Source {
  text: string;
  /** Every character is ASCII (then a character is a byte). */
  ascii: boolean;
  /**
   * The text may hold characters standing for undecodable bytes (decode.ts): not when it was
   * decoded from bytes that were all valid UTF-8, which cannot encode those surrogates.
   */
  mayHoldEscapes: boolean;
  /** plainRunOf(text), where it was read (a text given as a string); null where it was not. */
  plainRun: number | null;
  /** The text may hold a NUL (false only when its bytes were searched and hold no zero byte). */
  mayHoldNul: boolean;
  /**
   * The bytes of an ASCII text given as a string (byte i is character i), for the lexer to read
   * keys from as words (lex.ts usualKeyAt); null for bytes given (the parse has them) and for
   * other texts.
   */
  bytes: Uint8Array | null;
  byteLength: number;
  encoding: Encoding;
  invalidBytes: InvalidByte[];
}

export function readSource(input: string | Uint8Array): Source {
  if (typeof input === 'string') {
    const bytes = asciiBytes(input);
    if (bytes !== null) {
      // The plain run of an ASCII text ends at its first character below tab or at DEL.
      const plainRun = firstOf(input, BELOW_PLAIN);
      return {
        text: input, ascii: true, plainRun, bytes, mayHoldEscapes: false, mayHoldNul: plainRun < input.length && input.indexOf('\0') >= 0,
        byteLength: input.length, encoding: 'utf-8', invalidBytes: [],
      };
    }
    // Most files are ASCII: then bytes and characters are the same count.
    const plainRun = plainRunOf(input);
    const ascii = plainRun === input.length || asciiFrom(input, plainRun);
    return {
      text: input, ascii, plainRun, bytes: null, mayHoldEscapes: !ascii, mayHoldNul: true, byteLength: ascii ? input.length : utf8Length(input),
      encoding: ascii ? 'utf-8' : encodingOfText(input), invalidBytes: [],
    };
  }
  const d = decodeBytes(input);
  // Valid UTF-8 gives one character per byte only when every byte is ASCII (a longer sequence
  // gives fewer): no pass over the text is needed to know it, and most files are read as bytes.
  const ascii = d.invalidByteCount === 0 && d.text.length === input.length;
  // A NUL in the text is a zero byte in the bytes (no other byte, valid or escaped, gives one).
  // The engine's search for NUL in a text outside Latin-1 is a loop over every character (0.25 ns
  // each, twice a search for any other character), and Google's lines end at a NUL, so each such
  // file was searched whole (12 MB a pass over the corpus): the bytes are searched a word at a
  // time instead. An ASCII text is searched natively (the lexer's own search, done here once).
  const mayHoldNul = ascii ? d.text.indexOf('\0') >= 0 : hasZeroByte(input);
  settleEncoding(d, mayHoldNul);
  return { text: d.text, ascii, plainRun: null, bytes: null, mayHoldEscapes: d.invalidByteCount > 0, mayHoldNul, byteLength: input.length, encoding: d.encoding, invalidBytes: d.invalidBytes };
}

/** Does any byte equal zero? Four 32-bit words (16 bytes) a step where the bytes are aligned for it. */
export function hasZeroByte(bytes: Uint8Array): boolean {
  const n = bytes.length;
  let i = 0;
  while (i < n && ((bytes.byteOffset + i) & 3) !== 0) if (bytes[i++] === 0) return true;
  const count = (n - i) >> 2;
  if (count > 0) {
    const w = new Uint32Array(bytes.buffer, bytes.byteOffset + i, count);
    const whole = count & ~3;
    let k = 0;
    // (v - 0x01010101) & ~v & 0x80808080 is non-zero exactly when a byte of v is zero.
    for (; k < whole; k += 4) {
      const a = w[k];
      const b = w[k + 1];
      const c = w[k + 2];
      const d = w[k + 3];
      if ((((a - 0x01010101) & ~a) | ((b - 0x01010101) & ~b) | ((c - 0x01010101) & ~c) | ((d - 0x01010101) & ~d)) & 0x80808080) return true;
    }
    for (; k < count; k++) if (((w[k] - 0x01010101) & ~w[k]) & 0x80808080) return true;
    i += 4 * count;
  }
  while (i < n) if (bytes[i++] === 0) return true;
  return false;
}

/**
 * How many leading characters stand for the BOM bytes Google skips: U+FEFF (EF BB BF), or the
 * escaped bytes of a partial BOM (EF, EF BB).
 */
export function bomChars(text: string): { chars: number; bytes: number } {
  if (text.charCodeAt(0) === 0xfeff) return { chars: 1, bytes: 3 };
  if (text.charCodeAt(0) !== 0xdcef) return { chars: 0, bytes: 0 };
  return text.charCodeAt(1) === 0xdcbb ? { chars: 2, bytes: 2 } : { chars: 1, bytes: 1 };
}

/** Where byte SIZE_LIMIT_BYTES falls in the text (ParsedRobots.sizeLimit without its line), or null for a smaller file. */
export function sizeLimitCut(src: Pick<Source, 'text' | 'ascii' | 'mayHoldEscapes' | 'byteLength'>): { offset: number; splitBytes: string } | null {
  if (src.byteLength <= SIZE_LIMIT_BYTES) return null;
  const { text } = src;
  if (src.ascii) return { offset: SIZE_LIMIT_BYTES, splitBytes: '' };
  // Without escaped bytes, the text's UTF-8 is what TextEncoder writes (a lone surrogate as the
  // 3 bytes of U+FFFD, as charSize counts it); it stops before the first character that would
  // not fit whole.
  // (A text of 2 MB is scanned for them only when it may hold them: corpus 0352 spent a tenth of its parse here.)
  if (!src.mayHoldEscapes || !ESCAPE.test(text)) {
    const { read, written } = new TextEncoder().encodeInto(text, new Uint8Array(SIZE_LIMIT_BYTES));
    const kept = SIZE_LIMIT_BYTES - written;
    return { offset: read, splitBytes: kept > 0 ? leadingBytes(text, read, kept) : '' };
  }
  let bytes = 0;
  let offset = 0;
  // One char stands for 1 to 4 bytes (a surrogate pair for 4).
  while (offset < text.length) {
    const size = charSize(text, offset);
    if (bytes + size > SIZE_LIMIT_BYTES) break;
    bytes += size;
    offset += size === 4 ? 2 : 1;
  }
  const kept = SIZE_LIMIT_BYTES - bytes;
  return { offset, splitBytes: kept > 0 ? leadingBytes(text, offset, kept) : '' };
}

function charSize(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  // A surrogate pair is 4 bytes; a lone high surrogate is written as U+FFFD, 3 bytes.
  if (c >= 0xd800 && c <= 0xdbff) return (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 4 : 3;
  if (c >= 0xdc80 && c <= 0xdcff) return 1;
  return 3;
}
