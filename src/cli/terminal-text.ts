/**
 * Text on its way to a terminal. A robots.txt is untrusted: a line holding `ESC ] 0 ; … BEL`
 * would retitle the terminal that `lint` or `check` prints it to, `ESC [ 2 J` would clear it, a
 * carriage return would overwrite what came before, and U+202E would show the rest of the line
 * reversed. Every such character is written as a `\uXXXX` escape instead, the way the
 * `invalid-char` diagnostics already name them by code point.
 *
 * The escape is JSON's own, and JSON.stringify only ever leaves these characters raw inside
 * strings, so applying it to `--json` output and batch answers changes no value a JSON reader
 * sees; it only keeps the bytes on the wire printable.
 */

/**
 * C0 controls but tab and line feed (the output's own layout), DEL, the C1 controls (U+009B is
 * a CSI of its own to some terminals), the line and paragraph separators, and the bidirectional
 * marks, embeddings, overrides and isolates (Unicode UAX #9) that reorder what follows them.
 */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
/** The same, and tab and line feed too: in a value inside a line (a file name) they would forge lines. */
const UNSAFE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/**
 * `text` with every unsafe character as a `\uXXXX` escape. `oneLine` is for a value that must
 * stay one field of one line (a file name in `FILE:LINE:COL`, a URL in a verdict line): a line
 * feed in it would otherwise start a line of output the tool never wrote.
 */
export function escapeControls(text: string, { oneLine = false } = {}): string {
  const unsafe = oneLine ? UNSAFE_IN_LINE : UNSAFE;
  unsafe.lastIndex = 0;
  if (!unsafe.test(text)) return text;
  return text.replace(unsafe, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}
