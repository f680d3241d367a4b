/**
 * `*` / `$` matching and pattern normalisation.
 *
 * Matching follows google/robotstxt's RobotsMatchStrategy::Matches: a pattern is anchored at the
 * start of the path, `*` matches any run of characters, `$` is special only as the pattern's last
 * character. Instead of Google's position sets it matches literal segments left to right with
 * indexOf: for patterns made of literals and `*`, the leftmost placement of each segment is
 * always a valid one, so there is no backtracking and no regular expression (a pattern of 100
 * `*` against a 2,000-character URL costs 100 trivial steps).
 */
import { escapedByte, isEscapedByte } from './decode.ts';
import type { Normalisation, ProfileSpec } from './profiles/index.ts';

const HEX = '0123456789ABCDEF';

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** A hex digit as an escape that stays escaped writes it (upper case). */
function isUpperHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46);
}

function hexValue(c: number): number {
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}

/**
 * Each byte's %XX, made once: made per byte, the two concatenations were two new strings a byte
 * of every value outside ASCII (0.44 of the 11.7 MB a sweep of the corpus's small files
 * allocated: their Japanese, Russian... rules, three bytes a character). Constant, read only.
 */
const PCT: readonly string[] = Array.from({ length: 256 }, (_, byte) => '%' + HEX[byte >> 4] + HEX[byte & 15]);

function pct(byte: number): string {
  return PCT[byte];
}

/** Does text[i] start a surrogate pair (one code point in two UTF-16 units)? */
function isPairAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
}

/**
 * The code point at text[i] (not ASCII) as normalise writes its UTF-8 bytes (byteText). An
 * escaped byte stands for itself; a lone surrogate is U+FFFD, as TextEncoder writes it.
 */
function charText(text: string, i: number, n: Normalisation): string {
  const c = text.charCodeAt(i);
  if (isEscapedByte(c)) return byteText(escapedByte(c), n);
  let cp = c;
  if (isPairAt(text, i)) cp = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(i + 1) - 0xdc00);
  else if (c >= 0xd800 && c <= 0xdfff) cp = 0xfffd;
  if (cp < 0x800) return byteText(0xc0 | (cp >> 6), n) + tailByte(cp, 0, n);
  if (cp < 0x10000) return byteText(0xe0 | (cp >> 12), n) + tailByte(cp, 6, n) + tailByte(cp, 0, n);
  return byteText(0xf0 | (cp >> 18), n) + tailByte(cp, 12, n) + tailByte(cp, 6, n) + tailByte(cp, 0, n);
}

/** A continuation byte: six bits of the code point, from bit `shift`. */
function tailByte(cp: number, shift: number, n: Normalisation): string {
  return byteText(0x80 | ((cp >> shift) & 63), n);
}

/** A byte outside ASCII as normalise writes it: %XX, or the byte itself as a character. */
function byteText(byte: number, n: Normalisation): string {
  return n.nonAscii === 'bytes' ? String.fromCharCode(byte) : pct(byte);
}

/** RFC 3986 unreserved characters: RFC 9309 2.2.3 says their %xx forms are decoded. */
function isUnreserved(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) ||
    c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e;
}

/** Is the byte of a %xx escape decoded under `n`? */
function decodes(byte: number, n: Normalisation): boolean {
  if (n.decode === 'none') return false;
  if (n.decode === 'unreserved') return isUnreserved(byte);
  return !(byte === 0x2f && n.keepEscapedSlash);
}

/**
 * The first character that can change a string under `n` (a `%`, a character outside ASCII, and
 * `*` / `$` where they are escaped), or -1: normalise reads from there, since nothing before it changes.
 */
function firstChange(s: string, n: Normalisation): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25 || c >= 0x80 || (n.escapeLiteralSpecials && (c === 0x2a || c === 0x24))) return i;
  }
  return -1;
}

/**
 * One side of a comparison (a pattern, or a URL path when `n.paths`) in the form `n` compares.
 * The switches, by profile: google (robots.cc MaybeEscapePattern) only %-encodes bytes >= 0x80
 * and upper-cases existing escapes; RFC 9309 2.2.2-2.2.3 (Figures 4 and 6) also decodes escapes
 * of unreserved characters and writes a literal `*` or `$` as %2A / %24, which is what a
 * pattern must write to match them; the 1996 draft 3.2.2 decodes every escape but %2F and
 * compares bytes.
 */
export function normalise(s: string, n: Normalisation, isPattern: boolean): string {
  const start = firstChange(s, n);
  if (start < 0) return s;
  // Only what changes is written out; the runs between are copied whole (most of a value with a
  // `%` stays as it is, and building it a character at a time cost more than the parse of its line).
  let out = '';
  let kept = 0; // s[kept, i) is still to be copied as it is
  for (let i = start; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let piece: string;
    let width = 1;
    if (c === 0x25 && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2))) {
      const byte = hexValue(s.charCodeAt(i + 1)) * 16 + hexValue(s.charCodeAt(i + 2));
      width = 3;
      if (decodes(byte, n)) piece = String.fromCharCode(byte);
      else if (isUpperHex(s.charCodeAt(i + 1)) && isUpperHex(s.charCodeAt(i + 2))) {
        i += 2;
        continue;
      } else piece = pct(byte);
    } else if (n.escapeLiteralSpecials && c === 0x2a && !isPattern) piece = '%2A';
    else if (n.escapeLiteralSpecials && c === 0x24 && !(isPattern && i === s.length - 1)) piece = '%24';
    else if (c < 0x80) continue;
    else {
      piece = charText(s, i, n);
      if (isPairAt(s, i)) width = 2;
    }
    out += s.slice(kept, i) + piece;
    i += width - 1;
    kept = i + 1;
  }
  return kept === 0 ? s : out + s.slice(kept);
}

const PERCENT_ENCODE: Normalisation = { decode: 'none', keepEscapedSlash: false, nonAscii: 'percent-encode', paths: false, escapeLiteralSpecials: false };

/** The character at text[i] (not ASCII; a surrogate pair counts as one) as the %XX of its UTF-8 bytes. */
export function escapeCharAt(text: string, i: number): string {
  return charText(text, i, PERCENT_ENCODE);
}

/** Characters outside ASCII as the %XX of their UTF-8 bytes: how a URL carries them. */
export function escapeNonAscii(value: string): string {
  return normalise(value, PERCENT_ENCODE, true);
}

/** A rule value in the form the profile compares. */
export function normalisePattern(value: string, spec: ProfileSpec): string {
  return normalise(value, spec.normalise, true);
}

/** A URL path in the form the profile compares. */
export function normalisePath(path: string, spec: ProfileSpec): string {
  return spec.normalise.paths ? normalise(path, spec.normalise, false) : path;
}

/** Does `pattern` (with `*` and a final `$`) match `path` from its start? */
export function matchPattern(pattern: string, path: string): boolean {
  return matchFrom(pattern, 0, path, 0);
}

/**
 * Match pattern[pi..] against path[si..], the pattern anchored at si.
 * Used directly by the rule index, which has already compared the literal prefix.
 */
export function matchFrom(pattern: string, pi: number, path: string, si: number): boolean {
  const n = pattern.length;
  const anchored = n > pi && pattern.charCodeAt(n - 1) === 0x24; // a final `$`
  const end = anchored ? n - 1 : n;
  let pos = si;
  let first = true;
  let i = pi;
  for (;;) {
    let star = pattern.indexOf('*', i);
    if (star < 0 || star >= end) star = -1;
    const segEnd = star < 0 ? end : star;
    const seg = pattern.slice(i, segEnd);
    if (star < 0) {
      // The last segment: must end the path when anchored, may stand anywhere after pos if a
      // `*` came before it, else right at pos.
      if (anchored) {
        const at = path.length - seg.length;
        return first ? at === pos && path.startsWith(seg, pos) : at >= pos && path.endsWith(seg);
      }
      return first ? path.startsWith(seg, pos) : path.indexOf(seg, pos) >= 0;
    }
    if (first) {
      if (!path.startsWith(seg, pos)) return false;
      pos += seg.length;
    } else if (seg.length > 0) {
      const at = path.indexOf(seg, pos);
      if (at < 0) return false;
      pos = at + seg.length;
    }
    first = false;
    i = star + 1;
  }
}

/**
 * A pattern's wildcard part, split once so each check only searches: the text after its
 * literal prefix is `*seg1*seg2...*segN` with an optional final `$`.
 */
export interface CompiledTail {
  /** The segments after the first `*` (empty ones dropped, except that the last is kept). */
  segments: string[];
  anchored: boolean;
}

export function compileTail(pattern: string, prefixLength: number): CompiledTail {
  const anchored = pattern.length > prefixLength && pattern.endsWith('$');
  const body = pattern.slice(prefixLength, anchored ? -1 : undefined);
  const parts = body.split('*').slice(1);
  const last = parts.length > 0 ? parts[parts.length - 1] : '';
  const segments = parts.slice(0, -1).filter((p) => p !== '');
  segments.push(last);
  return { segments, anchored };
}

/** Match a compiled tail against path[pos..] (the literal prefix already matched up to pos). */
export function matchTail(tail: CompiledTail, path: string, pos: number): boolean {
  const segs = tail.segments;
  const lastIndex = segs.length - 1;
  for (let i = 0; i < lastIndex; i++) {
    const at = path.indexOf(segs[i], pos);
    if (at < 0) return false;
    pos = at + segs[i].length;
  }
  const last = segs[lastIndex];
  if (tail.anchored) return path.length - last.length >= pos && path.endsWith(last);
  return last === '' || path.indexOf(last, pos) >= 0;
}

/** The literal start of a pattern: everything before its first `*` or a final `$`. */
export function literalPrefix(pattern: string, wildcards: boolean): string {
  if (!wildcards) return pattern;
  let end = pattern.indexOf('*');
  if (end < 0) end = pattern.length;
  if (end === pattern.length && pattern.endsWith('$')) end--;
  return pattern.slice(0, end);
}
