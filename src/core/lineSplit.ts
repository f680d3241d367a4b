/**
 * Where each line's content ends, the way Google splits lines (robots.cc ParseRobotsTxt): LF, CR
 * and CRLF each end one line, and the last line ends at the text's end. The breaks are found
 * with the engine's native indexOf rather than a loop over every character.
 */

/**
 * The end of each line of text[from..] (the offset of its line break, or the text's length for
 * the last line), in order. The parse sizes its table by their count, so the ends are gathered
 * in one pass, then copied: a copy costs less than searching the text for every break a second
 * time. In a plain array: a typed array is a buffer outside the heap, and one or two of them
 * per file (the first sized by a guess, then grown) cost more than a small file's lexing.
 */
export function lineEnds(text: string, from: number): number[] {
  const ends: number[] = [];
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
    ends.push(end);
    if (lf >= 0 && lf < next) lf = text.indexOf('\n', next);
    if (cr >= 0 && cr < next) cr = text.indexOf('\r', next);
  }
  ends.push(text.length);
  return ends;
}
