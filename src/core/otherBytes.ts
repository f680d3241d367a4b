/**
 * The file's bytes as a crawler may read them otherwise than every reading here does (issue 29:
 * where nobody can know, say so). Two cases, both left open by RFC 9309 (2.3: "The file MUST be
 * UTF-8 encoded"; 2.2.2: implementors "MAY bridge encoding mismatches"):
 * - `bom`, `partial-bom`: the file starts with a UTF-8 byte order mark, or part of one. Google's parser skips
 *   it (robots.cc ParseRobotsTxt), and so do the readings here (the RFC 9309 conformance case
 *   utf8-bom); a parser that does not (Python's urllib.robotparser reads "\ufeffuser-agent" as an
 *   unknown key) loses the first line, and with it the first group's user-agent.
 * - `utf-16`: the file is UTF-16, by its byte order mark or, without one, by its NULs. Google
 *   reads it as bytes, a NUL after every letter, and finds no rule; a crawler that decodes it as
 *   UTF-16 (RFC 9309 2.2.2: implementors "MAY bridge encoding mismatches") reads every rule.
 * - `windows-1252`: the file's bytes read as Windows-1252 (Latin-1) text (encodingGuess.ts, the
 *   label the page gives the file). Google keeps each byte that is not UTF-8 and matches it as its
 *   %XX (`soci\xE9t\xE9` matches only `/soci%E9t%E9`: google-behaviours.md "Matching"); a crawler
 *   that decodes the file as Windows-1252 reads `société`, matched as its UTF-8 (`%C3%A9`). Every
 *   escaped byte becomes one character, so every line keeps its number.
 * - `shift-jis`: the same for bytes that read as Shift_JIS (encodingGuess.ts): decoded as Shift_JIS,
 *   `\x83\x5C\x83\x74\x83\x67` is `ソフト`, matched as its UTF-8. Its second bytes are never a
 *   line break, and a byte no character takes is read on its own (WHATWG Encoding: an ASCII byte
 *   after a lead is put back), so every line keeps its number.
 * - `double-byte`: the same for bytes that read as GBK, Big5, EUC-KR or EUC-JP (doubleByte.ts): one
 *   reading per encoding that decodes them all, since the bytes seldom tell which the file is. No
 *   second byte is a line break there either.
 * - `invalid-utf8`: a file with bytes that are not UTF-8 and no single-byte encoding evident (a
 *   UTF-8 file with a stray byte; a double-byte one, after its own readings): each such byte
 *   read as U+FFFD, as a UTF-8 decoder does (TextDecoder, Python's errors='replace'), which
 *   matches neither the byte's %XX nor the letter the author meant.
 * The other text is parsed under the crawler's own reading; where it answers otherwise, the
 * answer is in doubt (readings.ts checkAsRead), as where Google's lenient parser disagrees.
 */
import { encodeRobots, encodingOfText, escapedByte, utf8Length } from './decode.ts';
import { DOUBLE_BYTE_ENCODINGS, doubleByteTexts, missingDecoders } from './doubleByte.ts';
import { cp1252, guessEncoding, looksDoubleByte } from './encodingGuess.ts';
import { lastAtOrBefore } from './lookup/index.ts';
import { memoOf, type OtherBytes } from './memo.ts';
import { parseRobots } from './parse.ts';
import { bomChars } from './source.ts';
import type { ParsedRobots } from './types.ts';

/** The other readings of `parsed`'s bytes, parsed under its profile (kept with the parse); none when the bytes read one way. */
export function otherBytesOf(parsed: ParsedRobots): readonly OtherBytes[] {
  const memo = memoOf(parsed);
  if (memo.otherBytes === undefined) memo.otherBytes = readOtherwise(parsed);
  return memo.otherBytes;
}

function readOtherwise(parsed: ParsedRobots): OtherBytes[] {
  const { text, profile } = parsed;
  const bom = bomChars(text);
  if (bom.chars > 0) {
    // U+FFFD for each character of the BOM: a character no reading skips or takes for blank, so
    // the first line's key is unknown to each, and every line keeps its number and offsets.
    const kept = '\ufffd'.repeat(bom.chars) + text.slice(bom.chars);
    return [{ cause: bom.bytes === 3 ? 'bom' : 'partial-bom', parsed: parseRobots(kept, { profile }) }];
  }
  // UTF-16 by its BOM, or without one by where its NULs are (decode.ts utf16WithoutBom).
  const label = encodingOfText(text);
  if (label === 'utf-8') return asDecoded(parsed);
  // The decoder drops a BOM: character k of the text is bytes 2k of the file after it.
  const head = text.startsWith('\udcff\udcfe') || text.startsWith('\udcfe\udcff') ? 2 : 0;
  const decoded = parseRobots(new TextDecoder(label).decode(encodeRobots(text)), { profile });
  return [{ cause: 'utf-16', parsed: decoded, written: writtenLine(parsed, (n) => head + 2 * decoded.lines.from[n - 1]) }];
}

/**
 * The text of a file holding bytes that are not UTF-8, decoded as the encodings they read as
 * (Shift_JIS; GBK, Big5, EUC-KR, EUC-JP; Windows-1252), or with each such byte as U+FFFD where none
 * is evident; none for a file all UTF-8.
 */
function asDecoded(parsed: ParsedRobots): OtherBytes[] {
  const { text, profile } = parsed;
  // Most files hold no byte that is not UTF-8: a native search, not a guess over the sample.
  // A character cut in two at the very end (a fetched body cut at its byte limit, `head -c`) is
  // no byte the author wrote otherwise: alone, it asks no other reading.
  if (!HAS_ESCAPED_BYTE.test(text.slice(0, text.length - cutCharacterAtEnd(text)))) return [];
  const guess = guessEncoding(text);
  // The guess is the likeliest encoding, not a verdict on the file: Shift_JIS first where it is
  // guessed, then GBK, Big5, EUC-KR, EUC-JP, each that reads the bytes, then Windows-1252, whose
  // letters any bytes are (a Latin-1 file can look like Shift_JIS: review17 F0b).
  const sjis = guess === 'shift_jis' ? shiftJisText(text) : null;
  const out: OtherBytes[] = sjis === null ? [] : [{ cause: 'shift-jis', parsed: parseRobots(sjis, { profile }) }];
  for (const t of doubleByteTexts(text)) out.push({ cause: 'double-byte', parsed: parseRobots(t, { profile }) });
  if (guess === 'windows-1252' || (guess === 'shift_jis' && allCp1252(text))) {
    const decoded = text.replace(ESCAPED_BYTES, (c) => cp1252(escapedByte(c.charCodeAt(0))) ?? c);
    return [...out, { cause: 'windows-1252', parsed: parseRobots(decoded, { profile }) }];
  }
  // A UTF-8 decoder's reading, each byte that is not UTF-8 as U+FFFD: after a double-byte one too.
  out.push({ cause: 'invalid-utf8', parsed: parseRobots(text.replace(ESCAPED_BYTES, '\ufffd'), { profile }) });
  if (out.length > 1) return out;
  // A parser that falls back to Windows-1252 for a file that is not all UTF-8 reads its UTF-8 as
  // such bytes too (é as Ã©): one character per byte, so every line keeps its number. Its own
  // cause: the file is UTF-8, not Windows-1252 (WINDOWS_1252_FACT would say otherwise).
  const latin = windows1252Text(text);
  if (latin !== null) out.push({ cause: 'latin1-fallback', parsed: parseRobots(latin, { profile }) });
  return out;
}

/**
 * The encodings a reading of `parsed`'s bytes decodes with (Shift_JIS; GBK, Big5, EUC-KR, EUC-JP)
 * that this runtime has no decoder for: a Node built with small ICU knows only UTF-8, UTF-16 and
 * Latin-1. There such a reading is not asked, and an answer the page puts in doubt is given sure,
 * or with another doubt (the U+FFFD reading), so the CLI says so (review16 §10). TextDecoder labels.
 */
export function decodersLacking(parsed: ParsedRobots): string[] {
  const { text } = parsed;
  if (encodingOfText(text) !== 'utf-8' || !HAS_ESCAPED_BYTE.test(text)) return [];
  const sjis = guessEncoding(text) === 'shift_jis' ? ['shift_jis'] : [];
  return missingDecoders([...sjis, ...(looksDoubleByte(text) ? DOUBLE_BYTE_ENCODINGS : [])]);
}

/**
 * How many characters at the end of `text` are the first bytes of one UTF-8 character cut short
 * (a lead byte and fewer continuation bytes than it asks for), each kept as an escaped byte; 0 if none.
 */
function cutCharacterAtEnd(text: string): number {
  let n = 0;
  while (n < 3 && n < text.length && isEscaped(text.charCodeAt(text.length - 1 - n))) {
    const b = escapedByte(text.charCodeAt(text.length - 1 - n));
    if (b < 0xc0) { n++; continue; }
    const wants = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 ? 2 : 0;
    return wants > n + 1 ? n + 1 : 0;
  }
  return 0;
}
const isEscaped = (c: number): boolean => c >= 0xdc80 && c <= 0xdcff;

/** Every byte of the file read as its Windows-1252 character, or null where one is a byte it leaves undefined. */
function windows1252Text(text: string): string | null {
  let out = '';
  for (const b of encodeRobots(text)) {
    const c = b < 0x80 ? String.fromCharCode(b) : cp1252(b);
    if (c === null) return null;
    out += c;
  }
  return out;
}

/**
 * The file's bytes decoded as Shift_JIS, or null where this runtime has no such decoder (a Node
 * built with small ICU knows only UTF-8, UTF-16 and Latin-1): the U+FFFD reading is then asked.
 */
function shiftJisText(text: string): string | null {
  try {
    return new TextDecoder('shift_jis').decode(encodeRobots(text));
  } catch {
    return null;
  }
}
/** Whether every byte of the text that is not UTF-8 is one Windows-1252 defines. */
const allCp1252 = (text: string): boolean => {
  for (const m of text.matchAll(ESCAPED_BYTES)) if (cp1252(escapedByte(m[0].charCodeAt(0))) === null) return false;
  return true;
};
const HAS_ESCAPED_BYTE = /[\udc80-\udcff]/;
const ESCAPED_BYTES = /[\udc80-\udcff]/g;

/** Line `n` of another text, whose line n starts at byte `byteOf(n)` of the file, as a line of `parsed`. */
function writtenLine(parsed: ParsedRobots, byteOf: (n: number) => number): (n: number) => number {
  let starts: number[] | null = null;
  return (n) => {
    if (n <= 0) return 0;
    // Where each written line starts, in bytes: found on the first line asked.
    starts ??= lineStartBytes(parsed);
    return lastAtOrBefore(starts, byteOf(n)) + 1;
  };
}

function lineStartBytes(parsed: ParsedRobots): number[] {
  const { from } = parsed.lines;
  const out = new Array<number>(parsed.lineCount);
  let bytes = 0;
  let at = 0;
  for (let i = 0; i < parsed.lineCount; i++) {
    bytes += utf8Length(parsed.text, at, from[i]);
    at = from[i];
    out[i] = bytes;
  }
  return out;
}
