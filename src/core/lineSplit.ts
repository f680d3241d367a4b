/**
 * Where each line's content ends, the way Google splits lines (robots.cc ParseRobotsTxt): LF, CR
 * and CRLF each end one line, and the last line ends at the text's end. Counted first, so the
 * parse's table is sized exactly, then written into it; both passes find the breaks with the
 * engine's native indexOf rather than a loop over every character.
 */

/**
 * The number of lines of text[from..], and with `ends`, the end of each written from `ends[row]`
 * on: the offset of its line break, or the text's length for the last line.
 */
export function lineEndsInto(text: string, from: number, ends: Int32Array | null, row: number): number {
  let n = 0;
  let lf = text.indexOf('\n', from);
  let cr = text.indexOf('\r', from);
  while (lf >= 0 || cr >= 0) {
    let end: number;
    let next: number;
    if (cr < 0 || (lf >= 0 && lf < cr)) {
      end = lf;
      next = lf + 1;
    } else {
      end = cr;
      next = cr + (text.charCodeAt(cr + 1) === 0x0a ? 2 : 1);
    }
    if (ends !== null) ends[row + n] = end;
    n++;
    if (lf >= 0 && lf < next) lf = text.indexOf('\n', next);
    if (cr >= 0 && cr < next) cr = text.indexOf('\r', next);
  }
  if (ends !== null) ends[row + n] = text.length;
  return n + 1;
}
