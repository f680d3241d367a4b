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

/** Characters CodeMirror should draw as a visible placeholder, on top of its defaults. */
export const EXTRA_SPECIAL_CHARS = /[\u00a0\udc80-\udcff]/;
