/**
 * The paths the file's Allow / Disallow lines use, for completion (completion.ts), kept up to
 * date line by line as the document changes. Read afresh on every keystroke, the whole file
 * was a main-thread task of 80-90 ms per key in corpus 0341 (3.7 MB, 42,578 paths; issue 12
 * §2); here a keystroke costs the lines it touched. The index is built the first time
 * completion asks (never while a file opens), and dropped (built again when asked) after a
 * change that touches more than REBUILD_LINES lines, such as a new file. A file of more than
 * MAX_INDEXED_LINES lines gets no path suggestions: its first scan alone would hold the page
 * (about 500 ms for the 1.2 million lines of a 31 MB file), and the page says so (state/limits.ts).
 */
import type { Text } from '@codemirror/state';
import { ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';

/** What a ViewUpdate or a Transaction says about a change. */
type Change = Pick<ViewUpdate, 'startState' | 'state' | 'changes'>;

const RULE_LINE = /^\s*(?:allow|disallow)\s*:?\s*([^\s#]+)/i;
/** Past this many changed lines, counting them again costs about as much as a new scan. */
const REBUILD_LINES = 2000;
/** Past this many lines, paths are not suggested (a first scan of 250,000 lines is about 100 ms). */
export const MAX_INDEXED_LINES = 250_000;

/** The rule path on a line, or null. */
export function linePath(text: string): string | null {
  const m = RULE_LINE.exec(text);
  return m && m[1].startsWith('/') ? m[1] : null;
}

/** How many lines use each path, for one document. */
export class PathIndex {
  readonly counts = new Map<string, number>();

  constructor(public doc: Text) {
    for (const line of doc.iterLines()) this.add(linePath(line), 1);
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
    return true;
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

  update(update: ViewUpdate): void {
    if (!update.docChanged || !this.index) return;
    if (this.index.doc !== update.startState.doc || !this.index.follow(update)) this.index = null;
  }

  /** The index of `doc`, built now if there is none. */
  of(doc: Text): PathIndex {
    if (!this.index || this.index.doc !== doc) this.index = new PathIndex(doc);
    return this.index;
  }
}

export const pathIndexPlugin = ViewPlugin.fromClass(PathIndexHolder);

/** The paths of the view's document, from its live index; a scan of `doc` without a view; none past MAX_INDEXED_LINES. */
export function pathCounts(doc: Text, view: EditorView | undefined): Map<string, number> {
  if (doc.lines > MAX_INDEXED_LINES) return new Map();
  const holder = view?.plugin(pathIndexPlugin);
  return (holder ? holder.of(doc) : new PathIndex(doc)).counts;
}
