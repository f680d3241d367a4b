/**
 * Names for the characters RFC 9309 2.2 leaves out of a robots.txt, so an invisible one can be
 * shown as text (`NUL`, `\xA0`) and described in a tooltip.
 */
const CONTROL_NAMES = ['NUL', 'SOH', 'STX', 'ETX', 'EOT', 'ENQ', 'ACK', 'BEL', 'BS', 'HT', 'LF', 'VT', 'FF', 'CR',
  'SO', 'SI', 'DLE', 'DC1', 'DC2', 'DC3', 'DC4', 'NAK', 'SYN', 'ETB', 'CAN', 'EM', 'SUB', 'ESC', 'FS', 'GS', 'RS', 'US'];

const hex = (n: number, width = 2) => n.toString(16).toUpperCase().padStart(width, '0');

export interface CharLabel {
  /** Short text shown in place of an invisible character. */
  short: string;
  /** A description for tooltips and screen readers. */
  title: string;
}

export function charLabel(code: number): CharLabel {
  if (code < 0x20) return { short: CONTROL_NAMES[code], title: `control character ${CONTROL_NAMES[code]} (U+00${hex(code)})` };
  if (code === 0x7f) return { short: 'DEL', title: 'control character DEL (U+007F)' };
  if (code === 0xa0) return { short: '\\xA0', title: 'no-break space (U+00A0)' };
  if (code >= 0xdc80 && code <= 0xdcff) {
    const byte = hex(code - 0xdc00);
    return { short: `\\x${byte}`, title: `byte 0x${byte}, not valid UTF-8` };
  }
  if (code === 0xfffd) return { short: '\uFFFD', title: 'replacement character (U+FFFD): the text was already damaged' };
  if (code === 0xfeff) return { short: 'BOM', title: 'byte order mark (U+FEFF) inside the file' };
  const u = hex(code, 4);
  return { short: `U+${u}`, title: `U+${u}` };
}

/**
 * The characters drawn as a label in place of themselves (specialChars.ts): the ones
 * CodeMirror's highlightSpecialChars draws (C0 and C1 controls, DEL, soft hyphen, the
 * zero-width and bidi controls, separators, BOM, U+FFF9-FFFC), plus the no-break space and the
 * escaped undecodable bytes, which would otherwise look like a space or a broken glyph. Tab is
 * drawn as itself. Each is one UTF-16 unit (the `u` flag keeps a real surrogate pair out).
 */
const PLACEHOLDER_SET = '\u0000-\u0008\u000a-\u001f\u007f-\u00a0\u00ad\u061c\u200b\u200e\u200f\u2028\u2029'
  + '\u202d\u202e\u2066\u2067\u2069\ufeff\ufff9-\ufffc\udc80-\udcff';

/**
 * Stretches of such characters: up to `max` of them, with at most `gap` other characters
 * between two of them (the two classes are disjoint, so matching never backtracks far).
 */
export function placeholderStretches(max: number, gap: number): RegExp {
  return new RegExp(`[${PLACEHOLDER_SET}](?:[^${PLACEHOLDER_SET}]{0,${gap}}[${PLACEHOLDER_SET}]){0,${max - 1}}`, 'gu');
}

/**
 * Stretches to draw in a byte encoding (glyphs.ts): as placeholderStretches, with every
 * character outside ASCII a member (in Shift_JIS a letter's bytes may look like valid UTF-8),
 * and one character more at the end, the ASCII trail byte a Shift_JIS letter may end with.
 */
export function byteStretches(max: number, gap: number): RegExp {
  const member = `${PLACEHOLDER_SET}\u0080-\u{10ffff}`;
  return new RegExp(`[${member}](?:[^${member}]{0,${gap}}[${member}]){0,${max - 1}}[\x40-\x7e]?`, 'gu');
}

const PLACEHOLDER = new RegExp(`[${PLACEHOLDER_SET}]`, 'u');

/** Whether the character is drawn as a label (one UTF-16 unit). */
export function isPlaceholderChar(code: number): boolean {
  return PLACEHOLDER.test(String.fromCharCode(code));
}

/** What a tooltip says about a run: each distinct character once, with how often it occurs. */
export function describeRun(chars: string, invalid: boolean): string {
  const counts = new Map<number, number>();
  for (let i = 0; i < chars.length; i++) counts.set(chars.charCodeAt(i), (counts.get(chars.charCodeAt(i)) ?? 0) + 1);
  const parts = [...counts].map(([code, n]) => (n > 1 ? `${charLabel(code).title} ×${n}` : charLabel(code).title));
  const what = parts.join(', ');
  if (!invalid) return what;
  return chars.length === 1 ? `Invalid character: ${what}` : `${chars.length} invalid characters: ${what}`;
}

const hexBytes = (bytes: number[]) => bytes.map((b) => `%${hex(b)}`).join('');

/**
 * A tooltip for letters drawn from the file's bytes in the encoding assumed (glyphs.ts): what
 * they are, and that Google compares the bytes, never the letters (google-behaviours.md).
 */
export function describeDecoded(text: string, bytes: number[], encoding: string): string {
  const utf8 = hexBytes([...new TextEncoder().encode(text)]);
  return `“${text}”: the bytes ${hexBytes(bytes)} read as ${encoding} (assumed; the file is not UTF-8). The file keeps these bytes, and Google compares them as they are: a path with them matches URLs with ${hexBytes(bytes)}, not ${utf8} (UTF-8).`;
}
