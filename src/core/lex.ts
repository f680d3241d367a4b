/**
 * One physical line -> key / separator / value / comment spans, the way google/robotstxt's
 * GetKeyAndValueFrom reads it (robots.cc): `#` starts a comment anywhere; whitespace around key,
 * colon and value is dropped; a missing colon is accepted (google only) when the line is exactly
 * two whitespace-separated tokens. Offsets are absolute positions in the text.
 */
import { classifyKey, type KeyClass } from './directives.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import type { LexedLine, Profile } from './types.ts';

const SPACE = 0x20, TAB = 0x09, HASH = 0x23, COLON = 0x3a, NUL = 0;

/** absl::ascii_isspace: the whitespace Google strips around keys and values. */
export function isSpaceCode(c: number): boolean {
  return c === SPACE || (c >= 0x09 && c <= 0x0d);
}

const keyCache = new Map<ProfileSpec, Map<string, KeyClass>>();

function classify(key: string, spec: ProfileSpec): KeyClass {
  let cache = keyCache.get(spec);
  if (!cache) keyCache.set(spec, (cache = new Map()));
  let found = cache.get(key);
  if (!found) {
    found = classifyKey(key, spec.keys);
    if (cache.size < 1000) cache.set(key, found);
  }
  return found;
}

export function emptyLexedLine(): LexedLine {
  return {
    line: 0, from: 0, to: 0, eol: 'none', kind: 'blank', spelling: 'none', missingColon: false,
    keyFrom: -1, keyTo: -1, sepFrom: -1, sepTo: -1, valueFrom: -1, valueTo: -1, commentFrom: -1,
  };
}

/** Where the profile stops reading a line: Google cuts long lines and stops at a NUL. */
export function readableEnd(text: string, from: number, to: number, spec: ProfileSpec): number {
  let end = to;
  if (spec.maxLineBytes > 0 && (to - from) * 3 > spec.maxLineBytes) {
    end = cutAtBytes(text, from, to, spec.maxLineBytes);
  }
  return end;
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
 * Lex text[from, to) (one line, without its line ending) into `out`.
 * Reuses `out` so a whole-file parse allocates nothing per line.
 */
export function lexInto(out: LexedLine, text: string, from: number, to: number, spec: ProfileSpec): LexedLine {
  out.from = from;
  out.to = to;
  out.kind = 'blank';
  out.spelling = 'none';
  out.missingColon = false;
  out.keyFrom = out.keyTo = out.sepFrom = out.sepTo = out.valueFrom = out.valueTo = out.commentFrom = -1;

  const end = readableEnd(text, from, to, spec);
  let contentEnd = end;
  let colon = -1;
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === HASH) {
      out.commentFrom = i;
      contentEnd = i;
      break;
    }
    if (c === NUL && spec.nulEndsLine) {
      contentEnd = i;
      break;
    }
    if (c === COLON && colon < 0) colon = i;
  }
  let s = from;
  let e = contentEnd;
  while (s < e && isSpaceCode(text.charCodeAt(s))) s++;
  while (e > s && isSpaceCode(text.charCodeAt(e - 1))) e--;
  if (s === e) {
    out.kind = out.commentFrom >= 0 ? 'comment' : 'blank';
    return out;
  }
  if (!findSeparator(out, text, s, e, colon, spec)) {
    out.kind = 'invalid';
    return out;
  }
  let keyTo = out.sepFrom;
  while (keyTo > s && isSpaceCode(text.charCodeAt(keyTo - 1))) keyTo--;
  if (keyTo === s) {
    out.kind = 'invalid';
    return out;
  }
  let v = out.sepTo;
  while (v < e && isSpaceCode(text.charCodeAt(v))) v++;
  out.keyFrom = s;
  out.keyTo = keyTo;
  out.valueFrom = v;
  out.valueTo = e;
  const cls = classify(text.slice(s, keyTo), spec);
  out.kind = cls.kind;
  out.spelling = cls.spelling;
  return out;
}

/** The colon, or (google) whitespace standing for it when the line is exactly two tokens. */
function findSeparator(out: LexedLine, text: string, s: number, e: number, colon: number, spec: ProfileSpec): boolean {
  if (colon >= 0 && colon < e) {
    out.sepFrom = colon;
    out.sepTo = colon + 1;
    return true;
  }
  if (!spec.missingColon) return false;
  let ws = s;
  while (ws < e && !isBlank(text.charCodeAt(ws))) ws++;
  if (ws === e) return false;
  let v = ws;
  while (v < e && isBlank(text.charCodeAt(v))) v++;
  for (let i = v; i < e; i++) if (isBlank(text.charCodeAt(i))) return false;
  out.sepFrom = ws;
  out.sepTo = v;
  out.missingColon = true;
  return true;
}

/** Only space and tab may stand for a missing colon (robots.cc: kWhite = " \t"). */
function isBlank(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** Lex one line of text on its own (offsets relative to the string): for highlighters. */
export function lexLine(lineText: string, profile: Profile = 'google'): LexedLine {
  return lexInto(emptyLexedLine(), lineText, 0, lineText.length, profileSpec(profile));
}
