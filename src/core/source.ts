/**
 * Input -> the text a parse reads, what it is made of, and where Googlebot's 500 KiB ends in it.
 */
import { decodeRobots, encodingOfText, leadingBytes, utf8Length } from './decode.ts';
import type { Encoding, InvalidByte } from './types.ts';

/** RFC 9309 2.5: crawlers must parse at least 500 KiB; Google's crawler stops there. */
export const SIZE_LIMIT_BYTES = 500 * 1024;

const NON_ASCII = /[^\x00-\x7f]/;
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
  byteLength: number;
  encoding: Encoding;
  invalidBytes: InvalidByte[];
}

export function readSource(input: string | Uint8Array): Source {
  if (typeof input === 'string') {
    // Most files are ASCII: then bytes and characters are the same count.
    const ascii = !NON_ASCII.test(input);
    return { text: input, ascii, mayHoldEscapes: !ascii, byteLength: ascii ? input.length : utf8Length(input), encoding: ascii ? 'utf-8' : encodingOfText(input), invalidBytes: [] };
  }
  const d = decodeRobots(input);
  // Valid UTF-8 gives one character per byte only when every byte is ASCII (a longer sequence
  // gives fewer): no pass over the text is needed to know it, and most files are read as bytes.
  const ascii = d.invalidByteCount === 0 && d.text.length === input.length;
  return { text: d.text, ascii, mayHoldEscapes: d.invalidByteCount > 0, byteLength: input.length, encoding: d.encoding, invalidBytes: d.invalidBytes };
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
export function sizeLimitCut(src: Source): { offset: number; splitBytes: string } | null {
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
