/**
 * What a file's encoding does to the crawlers that read it, said once: the diagnostics (`bom`,
 * `invalid-utf8`, diagnosticWords.ts) and a crawler's answer in doubt for it (crawlerWords.ts
 * doubtWhy) use the same sentences. A module of its own: the page's cell words read it without
 * the diagnostics' table.
 */
import { upperFirst } from './listText.ts';

/** What a leading UTF-8 BOM does. */
export const BOM_FACT = 'The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line and miss that directive.';

/** What the first bytes of a UTF-8 BOM, without the rest, do. */
export const PARTIAL_BOM_FACT = 'The file starts with part of a UTF-8 byte order mark. Google skips it, but other crawlers may read it as part of the first line and miss that directive.';

/** What a UTF-16 file does. */
export const utf16Fact = (encoding: string): string =>
  `This file is ${encoding.toUpperCase()}, not UTF-8. Google reads it as bytes, meets a NUL after every character and so finds no rules at all.`;

/** What a file in Windows-1252 (Latin-1) does (otherBytes.ts `windows-1252`). */
export const WINDOWS_1252_FACT = 'This file is not UTF-8: its bytes read as Windows-1252 (Latin-1) text. Google matches such a byte as its %XX (é as %E9); a parser that decodes the file as Windows-1252 matches é as its UTF-8 (%C3%A9), as browsers send it. RFC 9309 (2.3) has the file UTF-8 and says nothing of other bytes.'

/** What a parser that falls back to Windows-1252 does with a UTF-8 file holding a few other bytes (otherBytes.ts `latin1-fallback`). */
export const LATIN1_FALLBACK_FACT = 'This file is UTF-8 but for a few bytes that are not. Google matches those bytes as their %XX and the rest as written; a parser that, failing to decode the file as UTF-8, falls back to Windows-1252 (Latin-1) reads every other non-ASCII letter as two or three characters (é as Ã©), so its rules match other URLs. RFC 9309 (2.3) has the file UTF-8 and says nothing of other bytes.';

/** What a file in Shift_JIS does (otherBytes.ts `shift-jis`). */
export const SHIFT_JIS_FACT = 'This file is not UTF-8: its bytes read as Shift_JIS text. Google matches each such byte as its %XX; a parser that decodes the file as Shift_JIS matches each character as its UTF-8, as browsers send it. RFC 9309 (2.3) has the file UTF-8 and says nothing of other bytes.';

/** The double-byte encodings a file's bytes may read as (core doubleByte.ts), as people write them. */
export const DOUBLE_BYTE_NAMES = 'GBK, Big5, EUC-KR or EUC-JP';

/** What a file in GBK, Big5, EUC-KR or EUC-JP does (otherBytes.ts `double-byte`). */
export const DOUBLE_BYTE_FACT = `This file is not UTF-8: its bytes read as Chinese, Japanese or Korean text in ${DOUBLE_BYTE_NAMES}, often in more than one of them, and which one it was saved in, the bytes do not tell; the line quoted is as the encoding that answers otherwise reads it. Google matches each such byte as its %XX; a parser that decodes the file in its encoding matches each character as its UTF-8, as browsers send it. RFC 9309 (2.3) has the file UTF-8 and says nothing of other bytes.`;

/** The encodings as TextDecoder labels them (core encodingGuess.ts, doubleByte.ts, otherBytes.ts), as people write them. */
export const ENCODING_LABEL_NAMES: Readonly<Record<string, string>> = {
  'windows-1252': 'Windows-1252 (Latin-1)', shift_jis: 'Shift_JIS', gbk: 'GBK', big5: 'Big5', 'euc-kr': 'EUC-KR', 'euc-jp': 'EUC-JP', 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE',
};

/** Encodings by their TextDecoder labels, as a sentence offers them: "GBK", "GBK or Big5", "GBK, Big5 or EUC-KR". */
export const encodingList = (labels: readonly string[]): string => {
  const names = labels.map((l) => ENCODING_LABEL_NAMES[l] ?? l);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
};

/** Whether the encodings are the double-byte ones of Chinese, Japanese or Korean that the bytes alone seldom tell apart (core doubleByte.ts). */
const isDoubleByte = (labels: readonly string[]) => labels.some((l) => l === 'gbk' || l === 'big5' || l === 'euc-kr' || l === 'euc-jp');

/** What the bytes read as (core assumedEncodings), said after "its bytes read as". */
export const readAsWords = (labels: readonly string[]): string =>
  isDoubleByte(labels)
    ? `Chinese, Japanese or Korean text in ${encodingList(labels)}${labels.length > 1 ? ', and which one, the bytes do not tell' : ''}`
    : `${encodingList(labels)} text`;

/** How the editor shows those bytes: as the letters of the one encoding it draws (editor/glyphs.ts), or as \xNN. */
const shownAs = (labels: readonly string[]): string =>
  isDoubleByte(labels) ? 'the editor shows them as \\xNN' : `the editor shows the letters they stand for in ${encodingList(labels)}, underlined`;

/**
 * The status bar's encoding where the bytes read as another encoding than UTF-8 (core
 * assumedEncodings): "assumed" only where the editor draws the bytes as that encoding's letters
 * (review18 L0: nothing is read in GBK and the rest, whose bytes it shows as \xNN).
 */
export const assumedEncodingLabel = (labels: readonly string[]): string =>
  isDoubleByte(labels) ? `reads as ${encodingList(labels)}` : `${encodingList(labels)}, assumed`;

/** The status bar's encoding, pointed at. */
export const assumedEncodingTitle = (labels: readonly string[]): string =>
  `The file is not UTF-8; its bytes read as ${readAsWords(labels)}. ${upperFirst(shownAs(labels))}; the file keeps the bytes, and Google compares them as bytes.`;

/** The message on opening such a file; `subject` starts it ("“robots.txt”", "The linked document"). */
export const assumedEncodingNote = (subject: string, invalidBytes: number, labels: readonly string[]): string =>
  `${subject} is not UTF-8: its bytes read as ${readAsWords(labels)}${isDoubleByte(labels) ? '' : ', so that encoding was assumed'}. Google reads robots.txt as bytes, so its ${invalidBytes} byte(s) that are not UTF-8 are kept byte for byte: ${shownAs(labels)}, and a path holding them matches only URLs with the same bytes (%XX), not the UTF-8 of the letters. Save the file as UTF-8.`;

/**
 * What the CLI and the MCP tools say once where this Node has no decoder for encodings the file's
 * bytes may be in (core decodersLacking). `of`: what differs from the page's there, a crawler's
 * answers (check, batch, diff, review, coverage, the verdict tools) or the lint's findings, which
 * name the encodings the bytes read as.
 */
export const noDecoderWords = (labels: readonly string[], of: 'answers' | 'lint' = 'answers'): string => {
  const them = labels.length === 1 ? 'that encoding' : 'those encodings';
  return `this Node has no ${encodingList(labels)} decoder (it was built with small ICU), so the file is not read in ${them} here: ${of === 'answers'
    ? 'where the page and a Node with full ICU say "readings disagree" for a crawler not read as Google, this may give its answer without that doubt, or with another.'
    : `where the page and a Node with full ICU say the bytes read as ${them}, this may name another or none.`}`;
};

/** What a few bytes that are not UTF-8 in a UTF-8 file do (otherBytes.ts `invalid-utf8`). */
export const INVALID_UTF8_FACT = 'This file holds bytes that are not UTF-8 (no other encoding is evident). Google matches each as its %XX (é saved in Latin-1 as %E9); a parser that decodes the file as UTF-8 reads each as U+FFFD (�), which matches neither that nor the letter\'s UTF-8. RFC 9309 (2.3) has the file UTF-8 and says nothing of other bytes.';
