/**
 * A stretch of the editor's text as a person reads it when the file is in another encoding
 * than UTF-8 (core guessEncoding): the bytes that are not UTF-8 (kept in the text as escaped
 * bytes, core decode.ts) shown as the letters they stand for in the encoding assumed. Nothing
 * here changes the text: Google compares the bytes as they are (google-behaviours.md,
 * "nothing is ever decoded"), and so does the engine.
 *
 * - Windows-1252: each escaped byte is one letter; every other character is itself (valid
 *   UTF-8 beside Latin-1 bytes is the person's own typing, not Latin-1).
 * - Shift_JIS: a letter is a byte pair (lead 0x81-0x9F or 0xE0-0xFC, trail 0x40-0x7E or
 *   0x80-0xFC; the trail may be ASCII, or a pair may look like valid UTF-8 by chance), so the
 *   stretch is read as the bytes it holds, and each character maps to the letter its first byte is in.
 * A byte that is no letter in that encoding stays `\xNN`.
 */
import { encodeRobots, escapedByte, isEscapedByte } from '../core/decode.ts';
import type { EncodingGuess } from '../core/encodingGuess.ts';
import { isPlaceholderChar } from './chars.ts';

export type ByteEncoding = Extract<EncodingGuess, 'windows-1252' | 'shift_jis'>;

/**
 * One thing drawn: characters [from, to) of the stretch, as `text`. `decoded`: file bytes shown
 * as a letter of the encoding (`bytes` then holds them); `byte`: an undecodable byte (`\xNN`);
 * `plain`: the characters as themselves (ASCII, or a label drawn as before).
 */
export interface Glyph {
  from: number;
  to: number;
  kind: 'plain' | 'decoded' | 'byte';
  text: string;
  bytes: number[];
}

/**
 * Windows-1252's letters for 0x80-0x9F (WHATWG Encoding, index-windows-1252); its other bytes
 * are the code points of the same number. The five it leaves undefined are C1 controls. Written
 * out because a runtime's decoder may read the label as ISO-8859-1 (Node's does).
 */
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

let sjis: TextDecoder | null = null;

function decode(encoding: ByteEncoding, bytes: number[]): string {
  if (encoding === 'windows-1252') return bytes.map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80] : String.fromCharCode(b))).join('');
  sjis ??= new TextDecoder('shift_jis', { fatal: true });
  return sjis.decode(Uint8Array.from(bytes));
}

/** The letter these bytes are in the encoding, or null (no letter, or one drawn as a label). */
function letter(encoding: ByteEncoding, bytes: number[]): string | null {
  let text: string;
  try {
    text = decode(encoding, bytes);
  } catch {
    return null;
  }
  const code = text.charCodeAt(0);
  // A control (Windows-1252 leaves 0x81, 0x8D, 0x8F, 0x90, 0x9D as C1 controls) or a no-break
  // space would be invisible: the byte is shown as itself.
  return text.length === 0 || (text.length === 1 && isPlaceholderChar(code)) ? null : text;
}

const hex = (b: number) => b.toString(16).toUpperCase().padStart(2, '0');
const byteGlyph = (from: number, to: number, b: number): Glyph => ({ from, to, kind: 'byte', text: `\\x${hex(b)}`, bytes: [b] });

function windows1252(chars: string): Glyph[] {
  const out: Glyph[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars.charCodeAt(i);
    if (!isEscapedByte(c)) {
      out.push({ from: i, to: i + 1, kind: 'plain', text: chars[i], bytes: [] });
      continue;
    }
    const b = escapedByte(c);
    const text = letter('windows-1252', [b]);
    out.push(text === null ? byteGlyph(i, i + 1, b) : { from: i, to: i + 1, kind: 'decoded', text, bytes: [b] });
  }
  return out;
}

const isLead = (b: number) => (b >= 0x81 && b <= 0x9f) || (b >= 0xe0 && b <= 0xfc);
const isTrail = (b: number) => b >= 0x40 && b <= 0xfc && b !== 0x7f;

function shiftJis(chars: string): Glyph[] {
  const bytes: number[] = [];
  /** Where each character's bytes start; one more entry, the end. */
  const starts: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    starts.push(bytes.length);
    const c = chars.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < chars.length && !isEscapedByte(chars.charCodeAt(i + 1));
    for (const b of encodeRobots(pair ? chars.slice(i, i + 2) : chars[i])) bytes.push(b);
    if (pair) {
      // The low half of a surrogate pair is drawn with its high half.
      starts.push(starts[starts.length - 1]);
      i++;
    }
  }
  starts.push(bytes.length);
  /** The first character whose bytes start at or after byte j. */
  let at = 0;
  const firstFrom = (j: number) => {
    while (at < chars.length && starts[at] < j) at++;
    return at;
  };
  const out: Glyph[] = [];
  for (let j = 0; j < bytes.length;) {
    const b = bytes[j];
    const two = isLead(b) && j + 1 < bytes.length && isTrail(bytes[j + 1]);
    const text = b < 0x80 ? null : letter('shift_jis', two ? [b, bytes[j + 1]] : [b]);
    const next = j + (text !== null && two ? 2 : 1);
    const from = firstFrom(j);
    const to = Math.max(from, firstFrom(next));
    if (b < 0x80) out.push({ from, to, kind: 'plain', text: chars.slice(from, to), bytes: [] });
    else if (text !== null) out.push({ from, to, kind: 'decoded', text, bytes: bytes.slice(j, next) });
    else out.push(byteGlyph(from, to, b));
    j = next;
  }
  return out;
}

/** The stretch `chars` as drawn in `encoding`, in order; together the glyphs cover every character. */
export function decodedGlyphs(chars: string, encoding: ByteEncoding): Glyph[] {
  return encoding === 'windows-1252' ? windows1252(chars) : shiftJis(chars);
}
