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
 * The other text is parsed under the crawler's own reading; where it answers otherwise, the
 * answer is in doubt (readings.ts checkAsRead), as where Google's lenient parser disagrees.
 */
import { encodeRobots, encodingOfText, escapedByte, utf8Length } from './decode.ts';
import { cp1252, guessEncoding } from './encodingGuess.ts';
import type { DoubtCause } from './doubtCauses.ts';
import { lastAtOrBefore } from './lookup/index.ts';
import { memoOf } from './memo.ts';
import { parseRobots } from './parse.ts';
import { bomChars } from './source.ts';
import type { ParsedRobots } from './types.ts';

export interface OtherBytes {
  /** Why the bytes may be read otherwise: a leading UTF-8 BOM kept, or UTF-16 decoded by its BOM. */
  cause: Extract<DoubtCause, 'bom' | 'partial-bom' | 'utf-16' | 'windows-1252'>;
  /** The parse of the bytes read the other way, under the same reading. */
  parsed: ParsedRobots;
  /** The line of the file as written (the editor's) that line `n` of `parsed` is (0 for 0); absent where they are the same. */
  written?: (n: number) => number;
}

/** The other reading of `parsed`'s bytes, parsed under its profile (kept with the parse); null when the bytes read one way. */
export function otherBytesOf(parsed: ParsedRobots): OtherBytes | null {
  const memo = memoOf(parsed);
  if (memo.otherBytes === undefined) memo.otherBytes = readOtherwise(parsed);
  return memo.otherBytes;
}

function readOtherwise(parsed: ParsedRobots): OtherBytes | null {
  const { text, profile } = parsed;
  const bom = bomChars(text);
  if (bom.chars > 0) {
    // U+FFFD for each character of the BOM: a character no reading skips or takes for blank, so
    // the first line's key is unknown to each, and every line keeps its number and offsets.
    const kept = '\ufffd'.repeat(bom.chars) + text.slice(bom.chars);
    return { cause: bom.bytes === 3 ? 'bom' : 'partial-bom', parsed: parseRobots(kept, { profile }) };
  }
  // UTF-16 by its BOM, or without one by where its NULs are (decode.ts utf16WithoutBom).
  const label = encodingOfText(text);
  if (label === 'utf-8') return asWindows1252(parsed);
  // The decoder drops a BOM: character k of the text is bytes 2k of the file after it.
  const head = text.startsWith('\udcff\udcfe') || text.startsWith('\udcfe\udcff') ? 2 : 0;
  const decoded = parseRobots(new TextDecoder(label).decode(encodeRobots(text)), { profile });
  return { cause: 'utf-16', parsed: decoded, written: writtenLine(parsed, (n) => head + 2 * decoded.lines.from[n - 1]) };
}

/** The text with each escaped byte read as its Windows-1252 character, where the bytes read as Windows-1252 text; else null. */
function asWindows1252(parsed: ParsedRobots): OtherBytes | null {
  const { text, profile } = parsed;
  // Most files hold no byte that is not UTF-8: a native search, not a guess over the sample.
  if (!HAS_ESCAPED_BYTE.test(text) || guessEncoding(text) !== 'windows-1252') return null;
  const decoded = text.replace(ESCAPED_BYTES, (c) => cp1252(escapedByte(c.charCodeAt(0))) ?? c);
  return { cause: 'windows-1252', parsed: parseRobots(decoded, { profile }) };
}
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
