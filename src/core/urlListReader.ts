/**
 * A URL list read again a changed line at a time (issue 28 §2: a list of 1,000,000 lines was
 * read whole on every keystroke in its field, 1.1-1.6 s each). The reader keeps each line's
 * reading (urlList.ts readListLine, or any function of one line and the origin) and where each
 * line starts; given the list's next text, it finds the part that changed, reads only the lines
 * that part touches, and puts the list together again (assembleList: order, repeats).
 *
 * Finding the change needs no word from the editor: the texts before and after share a prefix
 * and a suffix, found by halving with native string comparisons (some 2n characters compared
 * in memcmp, against n calls of a function per character for a plain loop). Any source of a
 * change (typing, a paste, a file, a link) is read the same way, and a plain reading of the
 * whole text (readUrlList) is the reference the tests compare with.
 */
import { assembleList, readListLine, type LineReading, type UrlList } from './urlList.ts';

export type ReadLine = (line: string, origin: string) => LineReading;

/** Told, while a big part is read, how many of its characters are read (`done` of `total`). */
export type Progress = (done: number, total: number) => void;

/** Lines read between two reports of progress: a report every few milliseconds. */
const LINES_PER_REPORT = 65_536;

const BREAK = /\r\n|\r|\n/g;

/** The length of the longest common prefix of `a` and `b`. */
export function commonPrefix(a: string, b: string): number {
  let lo = 0;
  let hi = Math.min(a.length, b.length);
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (a.slice(lo, mid) === b.slice(lo, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The length of the longest common suffix of `a` and `b`, at most `max`. */
export function commonSuffix(a: string, b: string, max: number): number {
  let lo = 0;
  let hi = Math.min(max, a.length, b.length);
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (a.slice(a.length - mid, a.length - lo) === b.slice(b.length - mid, b.length - lo)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The lines of `text` that start in [from, to) (`from` a line's start, `to` one too); `toEnd`:
 * `to` is the text's end, and the last line, even an empty one after a final break, is read too.
 */
function readLines(text: string, from: number, to: number, toEnd: boolean, origin: string, readLine: ReadLine, progress?: Progress) {
  const readings: LineReading[] = [];
  const starts: number[] = [];
  const push = (start: number, end: number) => {
    starts.push(start);
    readings.push(readLine(text.slice(start, end), origin));
    if (progress && readings.length % LINES_PER_REPORT === 0) progress(start - from, to - from);
  };
  BREAK.lastIndex = from;
  let start = from;
  for (;;) {
    const m = BREAK.exec(text);
    if (m === null || m.index >= to) {
      if (start < to || toEnd) push(start, to);
      return { readings, starts };
    }
    push(start, m.index);
    start = m.index + m[0].length;
  }
}

export class UrlListReader {
  private text = '';
  private origin = '';
  private readings: LineReading[] = [null];
  /** Where each line starts in `text`. */
  private starts: number[] = [0];
  /**
   * How many lines read as each URL, and how many URLs more than one line reads: kept as lines
   * change, so putting the list together needs no set of all its URLs (a million insertions
   * were nearly all of a keystroke's cost) and, without repeats, no look-up at all.
   */
  private counts = new Map<string, number>();
  private repeated = 0;

  constructor(private readonly readLine: ReadLine = readListLine) {}

  /**
   * The reading of `text` (one URL or path per line) with `origin`, as readUrlList gives it;
   * `progress` hears how far the reading of the changed part got.
   */
  read(text: string, origin = '', progress?: Progress): UrlList {
    if (origin !== this.origin) {
      this.origin = origin;
      this.replaceLines(text, 0, this.readings.length - 1, progress);
    } else if (text !== this.text) {
      this.update(text, progress);
    }
    this.text = text;
    return this.assemble();
  }

  /**
   * The list from the lines' readings (core assembleList, the file's origin included); only a URL
   * the counts say is on more than one line needs a look in the set of those seen.
   */
  private assemble(): UrlList {
    const { counts } = this;
    return assembleList(this.readings, this.origin, (url) => this.repeated > 0 && counts.get(url)! > 1);
  }

  private count(readings: readonly LineReading[], by: 1 | -1): void {
    for (const r of readings) {
      if (typeof r !== 'string') continue;
      const before = this.counts.get(r) ?? 0;
      const after = before + by;
      if (after === 0) this.counts.delete(r);
      else this.counts.set(r, after);
      if (before <= 1 && after > 1) this.repeated++;
      else if (before > 1 && after <= 1) this.repeated--;
    }
  }

  /** The line holding offset `at` of the current text. */
  private lineAt(at: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private update(next: string, progress?: Progress): void {
    const old = this.text;
    const prefix = commonPrefix(old, next);
    const suffix = commonSuffix(old, next, Math.min(old.length, next.length) - prefix);
    // One line more on each side: a break may be joined to its neighbour (`\r` + `\n`).
    const first = Math.max(0, this.lineAt(prefix) - 1);
    const last = Math.min(this.starts.length - 1, this.lineAt(old.length - suffix) + 1);
    this.replaceLines(next, first, last, progress);
  }

  /** Lines first..last of the old text become what `next` holds in their place. */
  private replaceLines(next: string, first: number, last: number, progress?: Progress): void {
    const delta = next.length - this.text.length;
    const from = this.starts[first];
    const toEnd = last + 1 >= this.starts.length;
    const to = toEnd ? next.length : this.starts[last + 1] + delta;
    const { readings, starts } = readLines(next, from, to, toEnd, this.origin, this.readLine, progress);
    if (first === 0 && last + 1 >= this.readings.length) {
      // Every line replaced (a list set from elsewhere: a file, a Host typed for a log's 1,000,000
      // lines): nothing is left to count, so the counts start empty rather than taking each line away.
      this.counts = new Map();
      this.repeated = 0;
    } else this.count(this.readings.slice(first, last + 1), -1);
    this.count(readings, 1);
    const tail = this.starts.slice(last + 1);
    for (let i = 0; i < tail.length; i++) tail[i] += delta;
    // Copies, not splice: splice takes the new items as arguments, too many for a pasted list.
    this.readings = this.readings.slice(0, first).concat(readings, this.readings.slice(last + 1));
    this.starts = this.starts.slice(0, first).concat(starts, tail);
  }
}
