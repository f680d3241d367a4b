/**
 * Where each line's content ends, the way Google splits lines (robots.cc ParseRobotsTxt): LF, CR
 * and CRLF each end one line, and the last line ends at the text's end. The breaks are found
 * with the engine's native indexOf rather than a loop over every character.
 */

/**
 * Texts up to this many characters gather their line ends in a plain array, longer ones in an
 * Int32Array. Each new ArrayBuffer is an allocation outside the heap, which in a process that
 * has parsed big files costs more than a small array's growth inside it (the bench sweeps the
 * corpus's small files after all of them: 11.5 -> 11.2 and 10.9 -> 10.3 ms a pass, CPU time,
 * the scavenges counted); a big text's array grows by copies into the large-object space (corpus
 * 0055, 32,000 lines: its parse 2.20 -> 2.44 ms, with a major collection every few parses).
 */
const SMALL_TEXT = 64 * 1024;

/**
 * The end of each line of text[from..] (the offset of its line break, or the text's length for
 * the last line), in order. The parse sizes its table by their count, so they are gathered in
 * one pass and then copied: a copy costs less than searching the text for every break a second time.
 */
export function lineEnds(text: string, from: number): ArrayLike<number> {
  const breaks = new Breaks(text, from);
  // Room for a line per 16 characters (the corpus averages 30, and nine in ten of its small
  // files have 15 or more a line): a text rarely grows it.
  const room = ((text.length - from) >> 4) + 16;
  if (text.length - from <= SMALL_TEXT) {
    // Made at that size, written end by end (past its length it grows as a push would) and cut
    // to the count: pushed onto an empty array, the ends grew by copies, 2 MB of garbage a sweep
    // over the corpus's small files (15 % of what the sweep allocated; now 1.2 MB made).
    const ends = new Array<number>(room);
    let n = 0;
    for (let end = breaks.next(); end >= 0; end = breaks.next()) ends[n++] = end;
    ends[n++] = text.length;
    ends.length = n;
    return ends;
  }
  let ends = new Int32Array(room);
  let n = 0;
  for (let end = breaks.next(); end >= 0; end = breaks.next()) {
    if (n + 1 >= ends.length) {
      const grown = new Int32Array(ends.length * 2);
      grown.set(ends);
      ends = grown;
    }
    ends[n++] = end;
  }
  ends[n++] = text.length;
  return ends.subarray(0, n);
}

/** The line breaks of a text one after another, each found with one native search. */
class Breaks {
  private lf: number;
  private cr: number;

  constructor(private readonly text: string, from: number) {
    this.lf = text.indexOf('\n', from);
    this.cr = text.indexOf('\r', from);
  }

  /** The offset of the next break (a CRLF is one), or -1 after the last. */
  next(): number {
    const { lf, cr, text } = this;
    if (lf < 0 && cr < 0) return -1;
    let end: number;
    let next: number;
    if (cr < 0 || (lf >= 0 && lf < cr)) {
      end = lf;
      next = lf + 1;
    } else {
      end = cr;
      next = cr + (text.charCodeAt(cr + 1) === 0x0a ? 2 : 1);
    }
    if (lf >= 0 && lf < next) this.lf = text.indexOf('\n', next);
    if (cr >= 0 && cr < next) this.cr = text.indexOf('\r', next);
    return end;
  }
}
