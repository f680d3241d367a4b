/**
 * Checks over the raw text: characters RFC 9309 2.2 excludes, bytes that are not UTF-8, the
 * BOM, HTML served as robots.txt, long lines and the 500 KiB limit.
 */
import { encodeRobots, escapedByte, isEscapedByte, utf8Length } from '../decode.ts';
import { assumedEncodings, readsMultiByte, type AssumedEncoding } from '../doubleByte.ts';
import { memoOf } from '../memo.ts';
import { bomChars, pastSizeLimit } from '../parse.ts';
import { escapeNonAscii } from '../pattern.ts';
import type { ProfileSpec } from '../profiles/index.ts';
import { plainRunOf } from '../source.ts';
import type { ParsedRobots } from '../types.ts';
import { say, type Say } from '../words/diagnosticWords.ts';
import { encodingFix } from './encodingFix.ts';
import type { Report } from './report.ts';

/**
 * Control characters (tab aside: it is whitespace), DEL, no-break space, U+FFFD, a BOM past the
 * start, and lone surrogates (U+DC80-U+DCFF stand for undecodable bytes). CR and LF end lines.
 */
const INVALID = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u00a0\ufffd\ufeff\u2028\u2029\ud800-\udfff]/;

/**
 * The run of printable ASCII, tab and line breaks the text starts with: every character INVALID
 * matches is outside it. Anchored, the engine reads the run in one tight loop; an unanchored
 * search for the first character outside it (`[^...]`) was 15 % slower on the 500 KiB bench file.
 */
const USUAL_RUN = /^[\x09\x0a\x0d\x20-\x7e]*/;

/** The control characters inside the plain run's range (source.ts plainRunOf) but outside USUAL_RUN, each found by indexOf. */
const CONTROLS = Array.from({ length: 0x20 - 0x0b }, (_, i) => String.fromCharCode(0x0b + i)).filter((c) => c !== '\r');

/**
 * Where the first character outside printable ASCII, tab and line breaks is; the text's length
 * when none is. `plain`: the text's plain run (plainRunOf), which the parse of a string has read
 * (its memo keeps it): one range, which the engine tests three times as fast as USUAL_RUN's four.
 */
export function firstUnusual(text: string, plain = plainRunOf(text)): number {
  if (plain < text.length) return (USUAL_RUN.exec(text) as RegExpExecArray)[0].length;
  // All of U+0009-U+007E: only VT, FF and U+000E-U+001F remain to find. indexOf reads a text of
  // one-byte characters natively, 20 of them (3 µs each on the bench file) in a sixth of
  // USUAL_RUN's time (365 µs there).
  let first = plain;
  for (const c of CONTROLS) {
    const at = text.indexOf(c);
    if (at >= 0 && at < first) first = at;
  }
  return first;
}

/** Half of a valid surrogate pair (the regex above, without the slow `u` flag, sees halves). */
function inPair(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    return d >= 0xdc00 && d <= 0xdfff;
  }
  if (c >= 0xdc00 && c <= 0xdfff) {
    const b = text.charCodeAt(i - 1);
    return b >= 0xd800 && b <= 0xdbff;
  }
  return false;
}

/**
 * What to put instead. A no-break space where a value starts (`Disallow:\u00a0/x`) was meant as
 * the space after the colon: remove it; inside a path, write the %-escape Google matches anyway.
 * A stray byte from 0xA1 up is most likely Latin-1 text: offer that letter. Control characters go.
 */
function replacement(code: number, atValueStart: boolean, inValue: boolean): { say: Say; insert: string } {
  const nbsp = code === 0xa0 || (isEscapedByte(code) && escapedByte(code) === 0xa0);
  if (nbsp && atValueStart) return { say: say('fixRemoveIt'), insert: '' };
  if (nbsp && inValue) {
    const escaped = escapeNonAscii(String.fromCharCode(code));
    return { say: say('fixWriteEscape', escaped), insert: escaped };
  }
  if (nbsp) return { say: say('fixSpace'), insert: ' ' };
  if (isEscapedByte(code) && escapedByte(code) > 0xa0) {
    const ch = String.fromCharCode(escapedByte(code));
    return { say: say('fixLatin1', ch), insert: ch };
  }
  return { say: say('fixRemoveIt'), insert: '' };
}

/**
 * Whether `bytes` (from a character's first byte on) end in the first byte of a character whose
 * second is not among them, read as `encoding` character by character: a byte past ASCII starts
 * a character of two, but for Shift_JIS's half-width katakana (0xA1-0xDF), a character of one
 * (review18 L3: `Disallow: /ｱbc`, B1 then `bc`, quoted "%B1b"); the second byte may be ASCII
 * (Big5's 理, B2 7A), so counting the bytes past ASCII says nothing.
 */
function endsInLead(bytes: Uint8Array, encoding: AssumedEncoding | undefined): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x80 || (encoding === 'shift_jis' && b >= 0xa1 && b <= 0xdf)) continue;
    if (++i >= bytes.length) return true;
  }
  return false;
}

/** What checkCharacters found of the bytes that are not UTF-8, for checkEncoding. */
export interface BytesFound {
  /** How many characters of the text are such bytes (escaped, core decode.ts). */
  escaped: number;
  /** The encodings they read as (core assumedEncodings), asked only where there is one. */
  readAs: readonly AssumedEncoding[];
}

export function checkCharacters(parsed: ParsedRobots, report: Report, spec: ProfileSpec): BytesFound {
  const { text } = parsed;
  // Most files are printable ASCII: one search with a plain class says so faster than the
  // scan below, which then starts at the first character outside it (INVALID matches none before).
  const first = firstUnusual(text, memoOf(parsed).plainRun ?? plainRunOf(text));
  const found: BytesFound = { escaped: 0, readAs: [] };
  if (first === text.length) return found;
  let escaped = 0;
  const utf16 = parsed.encoding !== 'utf-8';
  /** Whether the bytes read as letters of several bytes (a line's are then one finding): asked at the first such byte met. */
  let multiByte: boolean | null = null;
  /** The bytes of the line being read that are not UTF-8, in a multi-byte file: one finding per line. */
  let run: { line: number; from: number; to: number; inValue: boolean } | null = null;
  const endRun = () => {
    if (run === null) return;
    if (!report.skipIfFull('invalid-char')) {
      // From the line's first character past ASCII to its last: a letter's bytes may look like
      // UTF-8 by chance (Big5's 管, BA DE: DE is read with the next byte), and its second byte
      // may be ASCII (理, B2 7A).
      let { from, to } = run;
      for (let i = parsed.lines.from[run.line - 1]; i < from; i++) if (text.charCodeAt(i) >= 0x80) { from = i; break; }
      for (let i = parsed.lines.to[run.line - 1] - 1; i >= to; i--) if (text.charCodeAt(i) >= 0x80) { to = i + 1; break; }
      let bytes = encodeRobots(text.slice(from, to));
      // Bytes that end in a first byte have its second in the ASCII after it (0x40-0x7E in every one of them).
      const next = text.charCodeAt(to);
      if (endsInLead(bytes, found.readAs[0]) && next >= 0x40 && next <= 0x7e) bytes = encodeRobots(text.slice(from, ++to));
      report.add('invalid-char', run.line, from, to, say('encodedBytes', [...bytes], run.inValue, found.readAs, spec.base));
    }
    run = null;
  };
  // A `g` regex per call: one kept at module level would carry its lastIndex from call to call.
  const invalid = new RegExp(INVALID.source, 'g');
  invalid.lastIndex = Math.max(bomChars(text).chars, first);
  for (let m = invalid.exec(text); m; m = invalid.exec(text)) {
    const code = text.charCodeAt(m.index);
    if (code >= 0xd800 && code <= 0xdfff && inPair(text, m.index)) continue;
    const isByte = isEscapedByte(code);
    if (isByte) escaped++;
    if (isByte && !utf16) {
      if (multiByte === null) {
        found.readAs = assumedEncodings(text);
        multiByte = readsMultiByte(found.readAs);
      }
      if (multiByte) {
        const line: number = run !== null && m.index < parsed.lines.to[run.line - 1] ? run.line : report.lineOf(m.index);
        if (run !== null && run.line !== line) endRun();
        const valueFrom: number = parsed.lines.valueFrom[line - 1];
        const inValue: boolean = valueFrom >= 0 && m.index >= valueFrom && m.index < parsed.lines.valueTo[line - 1];
        if (run === null) run = { line, from: m.index, to: m.index + 1, inValue };
        run.to = m.index + 1;
        run.inValue ||= inValue;
        continue;
      }
    }
    if (report.skipIfFull('invalid-char')) continue;
    const line = report.lineOf(m.index);
    const valueFrom = parsed.lines.valueFrom[line - 1];
    const inValue = valueFrom >= 0 && m.index >= valueFrom && m.index < parsed.lines.valueTo[line - 1];
    // Blanks and no-break spaces before the path stand where the space after the colon goes.
    const beforePath = inValue && /^[\s\u00a0\udca0]*$/.test(text.slice(valueFrom, m.index));
    // In a UTF-16 file these are the BOM's bytes and the NULs of each letter: no one of them
    // was meant on its own, and only converting the whole file (invalid-utf8) gives its text back.
    const fix = utf16 ? undefined : { ...replacement(code, beforePath, inValue), from: m.index, to: m.index + 1 };
    report.add('invalid-char', line, m.index, m.index + 1, say('invalidChar', code, inValue, spec.base), fix);
  }
  endRun();
  found.escaped = escaped;
  return found;
}

export function checkEncoding(parsed: ParsedRobots, report: Report, { escaped, readAs }: BytesFound): void {
  const { text } = parsed;
  if (parsed.encoding !== 'utf-8') {
    report.add('invalid-utf8', 1, 0, parsed.lines.to[0], say('invalidUtf8', escaped, parsed.encoding, []), encodingFix(parsed));
    return;
  }
  if (escaped === 0) return;
  const first = text.search(/[\udc80-\udcff]/u);
  report.addAt('invalid-utf8', first, first + 1, say('invalidUtf8', escaped, 'utf-8', readAs), encodingFix(parsed));
}

export function checkBom(parsed: ParsedRobots, report: Report): void {
  const bom = bomChars(parsed.text);
  if (bom.chars === 0) return;
  report.add('bom', 1, 0, bom.chars, say('bom', bom.bytes < 3), { say: say('fixRemoveBom'), from: 0, to: bom.chars, insert: '' }, bom.bytes < 3 ? 'warning' : undefined);
}

const HTML = /<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|meta\s|title>|script[\s>])/i;

export function checkHtml(parsed: ParsedRobots, report: Report): void {
  const head = parsed.text.slice(0, 4096);
  const m = HTML.exec(head);
  if (!m) return;
  report.addAt('html-content', m.index, m.index + m[0].length, say('htmlContent'));
}

export function checkLineLengths(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  if (spec.maxLineBytes === 0) return;
  const { from, to } = parsed.lines;
  for (let i = 0; i < parsed.lineCount; i++) {
    if ((to[i] - from[i]) * 3 <= spec.maxLineBytes) continue;
    const bytes = utf8Length(parsed.text, from[i], to[i]);
    if (bytes <= spec.maxLineBytes) continue;
    const cut = cutOffset(parsed.text, from[i], to[i], spec.maxLineBytes);
    report.add('line-too-long', i + 1, cut, to[i], say('lineTooLong', bytes, spec.maxLineBytes, spec.base));
  }
}

function cutOffset(text: string, from: number, to: number, maxBytes: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (utf8Length(text, from, mid) <= maxBytes) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function checkSizeLimit(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  const limit = parsed.sizeLimit;
  if (!limit) return;
  let ignored = 0;
  for (const line of parsed.rules.line) if (pastSizeLimit(parsed, line)) ignored++;
  report.add('size-limit', limit.line, limit.offset, parsed.lines.to[limit.line - 1], say('sizeLimit', ignored, spec.readsOnlySizeLimit));
}
