/**
 * The paths the file's Allow / Disallow lines use, for completion (completion.ts), kept up to
 * date line by line as the document changes. Read afresh on every keystroke, the whole file
 * was a main-thread task of 80-90 ms per key in corpus 0341 (3.7 MB, 42,578 paths; issue 12
 * §2); here a keystroke costs the lines it touched. The index is built when the page is idle,
 * a slice of lines at a time (whenIdle), once the editor has its document and again after a
 * change that touches more than REBUILD_LINES lines, such as a new file: built on the first
 * completion instead, it cost the key that opened the list its whole scan (CPU 6-9 ms for the
 * 500 KiB bench file, 25-31 ms for 0341's 47,066 lines; a slice of 512 lines is 1-4 ms).
 * Completion asking before the scan is done finishes it then. A file of more than
 * MAX_INDEXED_LINES lines gets no path suggestions: its first scan alone would hold the page
 * (about 500 ms for the 1.2 million lines of a 31 MB file), and the page says so (state/limits.ts).
 */
import type { Text } from '@codemirror/state';
import { ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';
import { whenIdle } from './buildDoc.ts';
import { MAX_INDEXED_LINES } from './pathLimit.ts';

/** What a ViewUpdate or a Transaction says about a change. */
type Change = Pick<ViewUpdate, 'startState' | 'state' | 'changes'>;

const RULE_LINE = /^\s*(?:allow|disallow)\s*:?\s*([^\s#]+)/i;
/** Past this many changed lines, counting them again costs about as much as a new scan. */
const REBUILD_LINES = 2000;

/** The rule path on a line, or null. */
export function linePath(text: string): string | null {
  const m = RULE_LINE.exec(text);
  return m && m[1].startsWith('/') ? m[1] : null;
}

/** Lines counted between two questions whether the idle period has time left (about 0.2 ms). */
const SLICE_LINES = 512;

/** How many lines use each path, for one document: of its first `scanned` lines until the scan is whole. */
export class PathIndex {
  readonly counts = new Map<string, number>();
  private scanned = 0;

  /** `scanNow` false: nothing counted yet, scan() counts. */
  constructor(public doc: Text, scanNow = true) {
    if (scanNow) this.scan();
  }

  get whole(): boolean {
    return this.scanned >= this.doc.lines;
  }

  /** Counts the lines not counted yet, in order, until `more()` says stop (asked every SLICE_LINES lines); true once whole. */
  scan(more: () => boolean = () => true): boolean {
    if (this.whole) return true;
    let n = 0;
    for (const line of this.doc.iterLines(this.scanned + 1)) {
      this.add(linePath(line), 1);
      this.scanned++;
      if (++n % SLICE_LINES === 0 && !more()) break;
    }
    return this.whole;
  }

  private add(path: string | null, n: number): void {
    if (path === null) return;
    const left = (this.counts.get(path) ?? 0) + n;
    if (left > 0) this.counts.set(path, left);
    else this.counts.delete(path);
  }

  /** Counts the lines `from`..`to` (line numbers) of `doc` `n` times more. */
  private countLines(doc: Text, [from, to]: [number, number], n: number): void {
    for (let l = from; l <= to; l++) this.add(linePath(doc.line(l).text), n);
  }

  /** Brings the index to the change's new document; false when the change is too big to follow. */
  follow(update: Change): boolean {
    if (!this.whole) return this.followScanned(update);
    const before = update.startState.doc, after = update.state.doc;
    const old: [number, number][] = [];
    const now: [number, number][] = [];
    update.changes.iterChangedRanges((fromA, toA, fromB, toB) => {
      old.push([before.lineAt(fromA).number, before.lineAt(toA).number]);
      now.push([after.lineAt(fromB).number, after.lineAt(toB).number]);
    });
    const oldLines = merged(old), newLines = merged(now);
    if (lineCount(oldLines) + lineCount(newLines) > REBUILD_LINES) return false;
    for (const r of oldLines) this.countLines(before, r, -1);
    for (const r of newLines) this.countLines(after, r, 1);
    this.doc = after;
    this.scanned = after.lines;
    return true;
  }

  /** A scan under way keeps its counts when every change lies past the lines it counted; false (scan again) otherwise. */
  private followScanned(update: Change): boolean {
    let past = true;
    update.changes.iterChangedRanges((fromA) => {
      if (update.startState.doc.lineAt(fromA).number <= this.scanned) past = false;
    });
    if (past) this.doc = update.state.doc;
    return past;
  }
}

/** Ascending line ranges with the overlapping ones joined, so no line is counted twice. */
function merged(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of ranges) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

const lineCount = (ranges: [number, number][]) => ranges.reduce((n, [a, b]) => n + b - a + 1, 0);

class PathIndexHolder {
  index: PathIndex | null = null;
  /** Cancels the idle scan asked for, while one is. */
  private idle: (() => void) | null = null;

  constructor(private readonly view: EditorView) {
    this.scanWhenIdle();
  }

  update(update: ViewUpdate): void {
    if (!update.docChanged) return;
    if (this.index && (this.index.doc !== update.startState.doc || !this.index.follow(update))) this.index = null;
    this.scanWhenIdle();
  }

  /** The index of `doc`, its scan finished now if idle time has not finished it. */
  of(doc: Text): PathIndex {
    if (!this.index || this.index.doc !== doc) this.index = new PathIndex(doc, false);
    this.index.scan();
    return this.index;
  }

  /** Counts the document's paths in the page's idle time, so that no key waits for the scan. */
  private scanWhenIdle(): void {
    if (this.idle || this.index?.whole || this.view.state.doc.lines > MAX_INDEXED_LINES) return;
    this.idle = whenIdle((more) => {
      this.idle = null;
      const doc = this.view.state.doc;
      if (!this.index || this.index.doc !== doc) this.index = new PathIndex(doc, false);
      if (!this.index.scan(more)) this.scanWhenIdle();
    });
  }

  destroy(): void {
    this.idle?.();
  }
}

export const pathIndexPlugin = ViewPlugin.fromClass(PathIndexHolder);

/** The paths of the view's document, from its live index; a scan of `doc` without a view; none past MAX_INDEXED_LINES. */
export function pathCounts(doc: Text, view: EditorView | undefined): Map<string, number> {
  if (doc.lines > MAX_INDEXED_LINES) return new Map();
  const holder = view?.plugin(pathIndexPlugin);
  return (holder ? holder.of(doc) : new PathIndex(doc)).counts;
}
