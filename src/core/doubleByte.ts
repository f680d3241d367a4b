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
import { encodeRobots } from './decode.ts';
import { ENCODING_SAMPLE, guessEncoding, looksDoubleByte, type EncodingGuess } from './encodingGuess.ts';

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

/**
 * Whether the encodings named first are one whose letters are more than one byte (Shift_JIS, GBK,
 * Big5, EUC-KR, EUC-JP): a byte alone is half a letter there, never a letter of its own.
 */
export const readsMultiByte = (labels: readonly AssumedEncoding[]): boolean => labels.length > 0 && labels[0] !== 'windows-1252' && !labels[0].startsWith('utf-16');
