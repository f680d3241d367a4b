/**
 * The pieces of Google's reading of one line (robots.cc GetKeyAndValueFrom, HandleUserAgent)
 * that both parsers read a line with: the editor's parse (lex.ts, parse.ts), which keeps every
 * span, and the check-only parse (checkOnly.ts), which keeps the rules alone. Whitespace, the
 * 16,663-byte line cut and the bytes of a character it splits, a missing colon, a user-agent's token.
 */
import { leadingBytes, utf8Length } from './decode.ts';
import type { ProfileSpec } from './profiles/index.ts';
import { leadingToken } from './url.ts';

const SPACE = 0x20, TAB = 0x09;

/** absl::ascii_isspace: the whitespace Google strips around keys and values. */
export function isSpaceCode(c: number): boolean {
  return c === SPACE || (c >= 0x09 && c <= 0x0d);
}
/**
 * Where the profile stops reading a line: Google cuts long lines at a byte count. `ascii`: the
 * line is all ASCII, so the cut is at that many characters (a long line is not read a character
 * at a time: corpus 0354 has 46 lines of up to 107,000 characters).
 */
export function readableEnd(text: string, from: number, to: number, spec: ProfileSpec, ascii = false): number {
  if (spec.maxLineBytes === 0 || (to - from) * 3 <= spec.maxLineBytes) return to;
  return ascii ? Math.min(to, from + spec.maxLineBytes) : cutAtBytes(text, from, to, spec.maxLineBytes);
}

/**
 * Google cuts a long line at a byte, which may fall inside a character: the bytes of that
 * character that it keeps, as escaped-byte characters (see decode.ts), or '' when the cut falls
 * between characters. `end` is readableEnd(text, from, to, spec).
 */
export function partialCharAtCut(text: string, from: number, end: number, to: number, spec: ProfileSpec): string {
  if (end >= to) return '';
  const kept = spec.maxLineBytes - utf8Length(text, from, end);
  return kept > 0 ? leadingBytes(text, end, kept) : '';
}

/**
 * The value of a rule line (value text from `valueFrom`) as Google reads it when it cuts the line
 * inside a character, or null when the value is just its text. Google's value then ends in the
 * kept bytes of that character, so the whitespace before them is not trimmed; a NUL or `#`
 * before the cut ends the value first, and no bytes are kept.
 */
export function valueAtCut(text: string, from: number, to: number, valueFrom: number, spec: ProfileSpec): string | null {
  const end = readableEnd(text, from, to, spec);
  const partial = partialCharAtCut(text, from, end, to, spec);
  if (partial === '') return null;
  for (let i = valueFrom; i < end; i++) {
    const c = text.charCodeAt(i);
    if ((c === 0 && spec.nulEndsLine) || c === 0x23) return null;
  }
  let start = valueFrom;
  while (start < end && isSpaceCode(text.charCodeAt(start))) start++;
  return text.slice(start, end) + partial;
}

/** The offset where the first `maxBytes` UTF-8 bytes of text[from, to) end. */
function cutAtBytes(text: string, from: number, to: number, maxBytes: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    const size = c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? 4 : c >= 0xdc80 && c <= 0xdcff ? 1 : 3;
    if (bytes + size > maxBytes) return i;
    bytes += size;
    if (size === 4) i++;
  }
  return to;
}

/**
 * The value of an allow, disallow or user-agent line, text[valueFrom, valueTo), as the profile
 * reads it where Google's cut splits a character on a long line (valueAtCut), or null when the
 * value is its text: a line of ASCII, a line under a third of the cut, a line whose comment
 * starts before the cut, or a profile that cuts no line.
 */
export function splitValue(text: string, from: number, to: number, valueFrom: number, commentFrom: number, spec: ProfileSpec, ascii: boolean): string | null {
  if (ascii || spec.maxLineBytes === 0 || to - from <= spec.maxLineBytes / 3 || commentFrom >= 0) return null;
  return valueAtCut(text, from, to, valueFrom, spec);
}
/**
 * google: a line of exactly two blank-separated tokens reads as `key value` without a colon.
 * The start of the blanks between them, or -1 when the line is not two tokens. `splitBytes`:
 * the line goes on at `e` with the kept bytes of a character cut at the line limit, which join
 * the token before them or, after blanks, are a token of their own.
 */
export function blankSeparator(text: string, s: number, e: number, splitBytes: boolean): number {
  let ws = s;
  while (ws < e && !isBlank(text.charCodeAt(ws))) ws++;
  if (ws === e) return -1;
  let v = ws;
  while (v < e && isBlank(text.charCodeAt(v))) v++;
  if (v === e) return splitBytes ? ws : -1;
  for (let i = v; i < e; i++) if (isBlank(text.charCodeAt(i))) return -1;
  return ws;
}

/** Only space and tab may stand for a missing colon (robots.cc: kWhite = " \t"). */
export function isBlank(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** The token a user-agent value names, as the profile reads it. */
export function agentToken(value: string, spec: ProfileSpec): string {
  // robots.cc HandleUserAgent: `*` followed by whitespace and anything is still the global group.
  if (value[0] === '*' && (value.length === 1 || isSpaceCode(value.charCodeAt(1))) ) return '*';
  return spec.agentMatch === 'token' ? leadingToken(value) : value;
}
