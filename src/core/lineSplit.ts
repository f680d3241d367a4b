/**
 * Where each line's content ends, the way Google splits lines (robots.cc ParseRobotsTxt): LF, CR
 * and CRLF each end one line, and the last line ends at the text's end. The breaks are found
 * with the engine's native indexOf rather than a loop over every character.
 */

/**
 * The end of each line of text[from..] (the offset of its line break, or the text's length for
 * the last line): the first `count` entries of `ends`. The parse sizes its table by the count,
 * so the ends are gathered in one pass into an array that grows as needed, then copied: a copy
 * costs less than searching the text for every break a second time.
 */
export function lineEnds(text: string, from: number): { count: number; ends: Int32Array } {
  // Room for a line per 16 characters (the corpus averages 30, most files' lines are short):
  // growing it costs a second buffer outside the heap, more than lexing a small file. (A plain
  // array, tried, grows inside the heap: 25 % more scavenges in a sweep of the corpus.)
  let ends = new Int32Array(((text.length - from) >> 4) + 16);
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
    if (n + 1 >= ends.length) {
      const grown = new Int32Array(ends.length * 2);
      grown.set(ends);
      ends = grown;
    }
    ends[n++] = end;
    if (lf >= 0 && lf < next) lf = text.indexOf('\n', next);
    if (cr >= 0 && cr < next) cr = text.indexOf('\r', next);
  }
  ends[n] = text.length;
  return { count: n + 1, ends };
}
