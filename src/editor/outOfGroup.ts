/**
 * Lines holding a rule outside any group (`cm-out-of-group`, RFC 9309 2.2.1: crawlers ignore
 * them), drawn on the visible lines only.
 *
 * A file of rules with no User-agent line has one such line per rule: a generated 10 MB file
 * has 250,000, and one decoration per line cost a 290 ms main-thread task when its analysis
 * arrived (a line lookup for each, a RangeSet of 250,000 ranges, and the view comparing the old
 * set with the new over the whole document: issue 12 §2). So the state keeps only the worker's
 * spans, in the coordinates of the text they were found in, with the changes made since; a
 * view plugin draws the lines in the viewport, finding them by binary search and mapping just
 * those through the changes (CodeMirror's viewport-only decorations, as its MatchDecorator does).
 */
import { MapMode, StateField, type ChangeDesc, type EditorState, type Extension } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import { setAnalysisMarks } from './analysisMarks.ts';

interface OutOfGroupSpans {
  /** Sorted [from, to) pairs of out-of-group rules, in the text the worker analysed. */
  spans: Int32Array;
  /** The changes made since that text (null: none). */
  since: ChangeDesc | null;
}

const NONE: OutOfGroupSpans = { spans: new Int32Array(0), since: null };

export const outOfGroupSpans = StateField.define<OutOfGroupSpans>({
  create: () => NONE,
  update(value, tr) {
    for (const e of tr.effects) {
      // The worker's spans are in the coordinates of the text after this transaction.
      if (e.is(setAnalysisMarks)) return { spans: e.value.outOfGroup, since: null };
    }
    if (!tr.docChanged || value.spans.length === 0) return value;
    return { spans: value.spans, since: value.since ? value.since.composeDesc(tr.changes.desc) : tr.changes.desc };
  },
});

/** The first pair whose end is at or after `pos` (pairs are sorted and do not overlap). */
function firstEndingAtOrAfter(spans: Int32Array, pos: number): number {
  let lo = 0, hi = spans.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid * 2 + 1] < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The starts of the lines between `from` and `to` that hold an out-of-group rule, in the
 * current text, ascending. A rule whose first character was deleted since is left out; a
 * span past the end of the text (a result for a longer one) is ignored.
 */
export function outOfGroupLineStarts(state: EditorState, from: number, to: number): number[] {
  const { spans, since } = state.field(outOfGroupSpans);
  if (spans.length === 0) return [];
  const back = since?.invertedDesc;
  const oldFrom = back ? back.mapPos(from, -1) : from;
  const oldTo = back ? back.mapPos(to, 1) : to;
  const out: number[] = [];
  for (let i = firstEndingAtOrAfter(spans, oldFrom); i < spans.length / 2 && spans[i * 2] <= oldTo; i++) {
    const pos = since ? since.mapPos(spans[i * 2], 1, MapMode.TrackAfter) : spans[i * 2];
    if (pos === null || pos > state.doc.length) continue;
    const start = state.doc.lineAt(pos).from;
    if (start < from || start > to || start === out[out.length - 1]) continue;
    out.push(start);
  }
  return out;
}

const outOfGroupLine = Decoration.line({
  class: 'cm-out-of-group',
  attributes: { title: 'This rule stands outside any group: crawlers ignore it (RFC 9309 2.2.1)' },
});

function visibleMarks(view: EditorView): DecorationSet {
  const ranges = [];
  let last = -1;
  for (const { from, to } of view.visibleRanges) {
    // A visible range may start inside a line: its line starts before it.
    for (const start of outOfGroupLineStarts(view.state, view.state.doc.lineAt(from).from, to)) {
      if (start > last) ranges.push(outOfGroupLine.range(start));
      last = start;
    }
  }
  return Decoration.set(ranges);
}

const outOfGroupPlugin = ViewPlugin.fromClass(class {
  decorations: DecorationSet;
  constructor(view: EditorView) { this.decorations = visibleMarks(view); }
  update(u: ViewUpdate) {
    if (u.docChanged || u.viewportChanged || u.startState.field(outOfGroupSpans) !== u.state.field(outOfGroupSpans)) {
      this.decorations = visibleMarks(u.view);
    }
  }
}, { decorations: (p) => p.decorations });

export function outOfGroupMarks(): Extension {
  return [outOfGroupSpans, outOfGroupPlugin];
}
