/**
 * A robots.txt saved in a double-byte encoding of Chinese, Japanese or Korean other than
 * Shift_JIS (review16 §2): GBK (GB2312's superset, mainland China), Big5 (Taiwan, Hong Kong),
 * EUC-KR (Korea) and EUC-JP (Japan). Google reads the file as bytes and matches each byte that
 * is not UTF-8 as its %XX (google-behaviours.md "Matching"); a crawler that decodes the file in
 * its encoding reads `/管理/`, matched as the characters' UTF-8, as browsers send it.
 *
 * Which of them a file is, its bytes alone seldom tell: each takes a character as two bytes past
 * ASCII, and the same pairs are valid in several (GBK's `管理`, B9DC C0ED, reads as Korean in
 * EUC-KR and as other characters in Big5 and EUC-JP). So every one that decodes the file
 * strictly (TextDecoder with `fatal`: no byte left over or put back) is a reading, and the one
 * whose rule a URL meets is the one that answers otherwise: a UTF-8 URL matches only the
 * decoding that gives its characters.
 *
 * Each decoder puts an ASCII byte it cannot take as a second byte back (WHATWG Encoding), and a
 * strict one then fails, so a line break is never a second byte: every line keeps its number.
 */
import { big5Text } from './big5.ts';
import { encodeRobots, UTF16_SAMPLE } from './decode.ts';
import { ENCODING_SAMPLE, guessEncoding, looksDoubleByte, MAX_AVERAGE_LINE, type EncodingGuess } from './encodingGuess.ts';

/** The encodings asked, as TextDecoder labels them (WHATWG Encoding). */
export const DOUBLE_BYTE_ENCODINGS = ['gbk', 'big5', 'euc-kr', 'euc-jp'] as const;
export type DoubleByteEncoding = (typeof DOUBLE_BYTE_ENCODINGS)[number];

/**
 * The file's text decoded strictly in each double-byte encoding that reads all its bytes, where
 * they look like such text (encodingGuess.ts looksDoubleByte); none for a file that does not, or
 * where this runtime has no such decoder (missingDecoders).
 */
export function doubleByteTexts(text: string): string[] {
  if (!looksDoubleByte(text)) return [];
  const bytes = encodeRobots(text);
  const out: string[] = [];
  for (const label of DOUBLE_BYTE_ENCODINGS) {
    const decoded = strictDecode(label, bytes);
    if (decoded !== null) out.push(decoded);
  }
  return out;
}

function strictDecode(label: string, bytes: Uint8Array, stream = false): string | null {
  // Big5's decoders part: the engine reads it as browsers do, here and in Node (big5.ts).
  if (label === 'big5') return big5Text(bytes, stream);
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    return null; // no such decoder here (missingDecoders)
  }
  try {
    return decoder.decode(bytes, { stream });
  } catch {
    return null; // a byte this encoding does not read
  }
}

/**
 * The encodings among `labels` this runtime has no decoder for: a Node built with small ICU
 * knows only UTF-8, UTF-16 and Latin-1, so a file in one of them gets no reading in it there,
 * and an answer the page gives in doubt is sure in such a CLI.
 */
export function missingDecoders(labels: readonly string[]): string[] {
  return labels.filter((label) => {
    try {
      new TextDecoder(label);
      return false;
    } catch {
      return true;
    }
  });
}

/** An encoding a person is told a file's bytes read as (assumedEncodings), as TextDecoder labels it. */
export type AssumedEncoding = EncodingGuess | DoubleByteEncoding;

/**
 * The encodings a person is told a file's bytes read as: what the status bar and the message on
 * opening name, and the lint (diagnostics/fileChecks.ts); none for UTF-8, with or without a few
 * stray bytes, or bytes that read as no text. UTF-16 or Shift_JIS where guessed (encodingGuess.ts);
 * else each of GBK, Big5, EUC-KR and EUC-JP that reads the first ENCODING_SAMPLE characters'
 * bytes, in that order, where they look like such text: their bytes seldom tell which one the file
 * is, so all are named (GBK, the loosest, reads nearly any); else Windows-1252 where guessed.
 * Bytes are taken as double-byte text only with two such characters side by side
 * (encodingGuess.ts looksDoubleByte: review17 F0b, review18 E0).
 * Only a label, as the guess is: the readings asked for a verdict (otherBytes.ts) are its own.
 */
export function assumedEncodings(text: string): readonly AssumedEncoding[] {
  const guess = guessEncoding(text);
  if (guess !== null && guess !== 'windows-1252') return [guess];
  if (looksDoubleByte(text)) {
    const bytes = encodeRobots(text.length > ENCODING_SAMPLE ? text.slice(0, ENCODING_SAMPLE) : text);
    // A sample may end inside a character: `stream` keeps its first bytes back, not a fault.
    const read = DOUBLE_BYTE_ENCODINGS.filter((label) => strictDecode(label, bytes, true) !== null);
    if (read.length > 0) return read;
  }
  return guess === null ? [] : [guess];
}

/** One change of a text, as an editor knows it: what it took out, what it put in, and the characters either side of it after ('' at an end). */
export interface TextEdit {
  removed: string;
  inserted: string;
  before: string;
  after: string;
}

/**
 * A text before or after edits, as an editor holds it: its length, the lines of its first
 * ENCODING_SAMPLE characters (line breaks + 1, a CR LF counted once or twice), and its
 * characters from `from` to `to`.
 */
export interface TextView {
  length: number;
  lines: number;
  slice(from: number, to: number): string;
}

/** ASCII that is no control character: what the guess reads only as line breaks and as a neighbour. */
const ASCII_TEXT = /^[\t\n\f\r\x20-\x7e]*$/;
const isAscii = (c: string) => c === '' || c.charCodeAt(0) < 0x80;

/**
 * Whether assumedEncodings answers after `edits` what it answered before, known without reading
 * the text again (its guess reads up to 64 KiB three times: 7-30 ms a keystroke in a 64 KiB GBK
 * file). True only when every edit took out and put in ASCII alone (no control character), with
 * ASCII (or an end) on both sides: what the guess reads is then unchanged (the bytes past ASCII
 * and which stand side by side: a double-byte letter's pair, a run of escaped bytes, as an ASCII
 * byte after ASCII is no letter's second byte; the control characters). And only where no NUL
 * near the start could make the text's parity UTF-16's; where, before and after, the sample's
 * lines average no more than the guess allows (the only test that reads line breaks and the
 * length); and, for a text longer than the sample, where the characters within the edits' length
 * of its end, which move in or out of it, are such ASCII too. Else false: read it again.
 * (assumedEdits.test.ts holds this to assumedEncodings over random edits.)
 */
export function editsKeepAssumed(edits: readonly TextEdit[], was: TextView, now: TextView): boolean {
  if (!edits.every((e) => ASCII_TEXT.test(e.removed) && ASCII_TEXT.test(e.inserted) && isAscii(e.before) && isAscii(e.after))) return false;
  if ((was.length > ENCODING_SAMPLE) !== (now.length > ENCODING_SAMPLE)) return false;
  const moved = edits.reduce((n, e) => n + e.removed.length + e.inserted.length, 0);
  const keeps = (t: TextView) => !t.slice(0, UTF16_SAMPLE).includes('\0') && t.lines * MAX_AVERAGE_LINE >= Math.min(t.length, ENCODING_SAMPLE)
    && (t.length <= ENCODING_SAMPLE || ASCII_TEXT.test(t.slice(ENCODING_SAMPLE - moved - 1, ENCODING_SAMPLE + moved + 1)));
  return keeps(was) && keeps(now);
}

/**
 * Whether the encodings named first are one whose letters are more than one byte (Shift_JIS, GBK,
 * Big5, EUC-KR, EUC-JP): a byte alone is half a letter there, never a letter of its own.
 */
export const readsMultiByte = (labels: readonly AssumedEncoding[]): boolean => labels.length > 0 && labels[0] !== 'windows-1252' && !labels[0].startsWith('utf-16');
