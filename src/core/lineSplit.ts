/**
 * Where each line's content ends, the way Google splits lines (robots.cc ParseRobotsTxt): LF, CR
 * and CRLF each end one line, and the last line ends at the text's end. The breaks are found
 * with the engine's native indexOf rather than a loop over every character.
 */

/**
 * The end of each line of text[from..] (the offset of its line break, or the text's length for
 * the last line), in order. The parse sizes its table by their count, so they are gathered in
 * one pass and then copied: a copy costs less than searching the text for every break a second time.
 */
export function lineEnds(text: string, from: number): number[] {
  // A plain array, not a typed one: each new ArrayBuffer is an allocation outside the heap,
  // which cost more than the array's growth inside it once a process had parsed the corpus's big
  // files (as the bench's sweep of the small files runs after that of all files: 11.5 -> 11.2 and
  // 10.9 -> 10.3 ms a pass, CPU time, the process's scavenges counted). Tried earlier on a
  // process that had parsed only small files: the same time, 25 % more scavenges.
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
