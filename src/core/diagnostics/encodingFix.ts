/**
 * Converting a file that is not UTF-8 to UTF-8 (RFC 9309 2.2: the file is UTF-8), offered where
 * what the file's bytes stand for is evident:
 * - a UTF-16 file (its BOM says so, and it decodes as UTF-16 to text, mostly ASCII): Google
 *   reads its bytes and finds no rules at all; the conversion gives the author's rules back, each
 *   line with the ending it had, without the BOM;
 * - a single-byte file (Latin-1 / Windows-1252: every character outside ASCII is an undecodable
 *   byte that Windows-1252 reads as a printable character, nothing else outside ASCII and no
 *   control character): each byte becomes its character, except in a rule or sitemap value,
 *   where it becomes the %XX Google already matches (robots.cc escapes such bytes), so no
 *   verdict changes. A path written `é` in UTF-8 would match the URL's %C3%A9 instead of the
 *   %E9 it matches today: which one the site's URLs use is not evident, so that stays the
 *   author's choice.
 * A file mixing UTF-8 with other bytes, or a binary one, gets no conversion: reading it as either
 * is a guess. Nor does one in Shift_JIS, GBK, Big5, EUC-KR or EUC-JP (doubleByte.ts
 * assumedEncodings): its bytes are Windows-1252 characters too, and reading them so would turn
 * Chinese, Japanese or Korean into nonsense.
 */
import { encodeRobots, escapedByte, isEscapedByte } from '../decode.ts';
import { assumedEncodings, readsMultiByte } from '../doubleByte.ts';
import { cp1252 } from '../encodingGuess.ts';
import { escapeNonAscii } from '../pattern.ts';
import { LINE_KINDS, type ParsedRobots, type TextEdit } from '../types.ts';
import type { Fix } from './diagnostic.ts';
import { say } from '../words/diagnosticWords.ts';

const VALUE_IS_URL = new Set([LINE_KINDS.indexOf('allow'), LINE_KINDS.indexOf('disallow'), LINE_KINDS.indexOf('sitemap')]);
/** A control character other than tab, CR and LF: a binary file, not text in another encoding. */
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

export function encodingFix(parsed: ParsedRobots): Fix | undefined {
  return parsed.encoding === 'utf-8' ? singleByteFix(parsed) : utf16Fix(parsed);
}

function utf16Fix(parsed: ParsedRobots): Fix | undefined {
  let text: string;
  try {
    // The BOM says which UTF-16; TextDecoder drops it (ignoreBOM is false).
    text = new TextDecoder(parsed.encoding, { fatal: true }).decode(encodeRobots(parsed.text));
  } catch {
    return undefined;
  }
  // Text in UTF-16 that is really UTF-8 behind a stray BOM decodes without a fault, as CJK
  // letters: a robots.txt is mostly ASCII, so a conversion that is not is no evident reading.
  if (CONTROL.test(text) || asciiShare(text) < 0.9) return undefined;
  return { say: say('fixFromUtf16', parsed.encoding), from: 0, to: parsed.text.length, insert: text };
}

function asciiShare(text: string): number {
  let ascii = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x80) ascii++;
  return text.length === 0 ? 1 : ascii / text.length;
}

function singleByteFix(parsed: ParsedRobots): Fix | undefined {
  const { text, lines } = parsed;
  // Shift_JIS, GBK, Big5, EUC-KR and EUC-JP bytes are Windows-1252 characters too, but read so they would be nonsense.
  if (CONTROL.test(text) || readsMultiByte(assumedEncodings(text))) return undefined;
  const edits: TextEdit[] = [];
  let line = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    const letter = isEscapedByte(c) ? cp1252(escapedByte(c)) : null;
    if (letter === null) return undefined;
    while (line + 1 < parsed.lineCount && lines.from[line + 1] <= i) line++;
    const inUrl = VALUE_IS_URL.has(lines.kind[line]) && i >= lines.valueFrom[line] && i < lines.valueTo[line];
    // A no-break space in a path was most likely meant as a space, not as %A0: its own fix
    // (invalid-char) asks the author; the conversion waits for it.
    if (inUrl && escapedByte(c) === 0xa0) return undefined;
    const insert = inUrl ? escapeNonAscii(text[i]) : letter;
    edits.push({ from: i, to: i + 1, insert });
  }
  if (edits.length === 0) return undefined;
  const [head, ...more] = edits;
  const label = say('fixFromWindows1252');
  return more.length > 0 ? { say: label, ...head, more } : { say: label, ...head };
}
