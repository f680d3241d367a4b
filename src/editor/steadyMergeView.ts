/**
 * CodeMirror's MergeView (@codemirror/merge 6.12), kept from re-aligning its two editors twice
 * on every edit in a long unchanged stretch.
 *
 * Besides the spacers at each changed chunk, MergeView aligns the two sides at the top of the
 * viewport when that falls inside a long unchanged range (codemirror/dev#1408): it takes the
 * first line of whichever viewport starts *earlier* and puts a spacer above that line on the side
 * where it sits higher. With line wrapping, the other editor has not drawn that line: it lies in
 * a gap whose height is an estimate spread over its lines and characters (view HeightMapGap
 * heightMetrics). The spacer splits the gap, the halves are estimated afresh, the line moves by
 * about the spacer's height (1.4 px in the benchmark's 500 KiB file), so the next alignment
 * finds it unneeded and takes it out, which joins the gap and brings the difference back: every
 * keystroke set the spacer and removed it again, two more rounds of updates, measuring, layout
 * and paint in both editors, about half of the compare view's main-thread time while typing
 * (bench/README.md). The two viewports start one line apart because each editor's estimates of
 * the lines above differ slightly (its own history of what was drawn where).
 *
 * The fix: when both viewports start in the same unchanged range, the alignment is told that
 * both start at the *later* of the two lines, which both editors have drawn, so the spacer lands
 * on measured lines and stays. Only the alignment's read of the viewports sees this; everything
 * else reads the editors' own.
 */
import { MergeView, type Chunk, type DirectMergeConfig } from '@codemirror/merge';
import type { EditorView } from '@codemirror/view';

interface Span {
  from: number;
  to: number;
}

/** Where an unchanged range starts on each side: the end of the chunk before it, or 0. */
function unchangedStart(chunks: readonly Chunk[], side: 'a' | 'b', pos: number): { index: number; startA: number; startB: number } | null {
  let startA = 0;
  let startB = 0;
  for (let i = 0; i < chunks.length; i++) {
    const c = chunks[i];
    const from = side === 'a' ? c.fromA : c.fromB;
    if (pos < from) return { index: i, startA, startB };
    const to = side === 'a' ? c.toA : c.toB;
    if (pos < to) return null; // inside a changed chunk
    startA = c.toA;
    startB = c.toB;
  }
  return { index: chunks.length, startA, startB };
}

/**
 * The viewports the alignment should see: when both start in the same unchanged range (where
 * the text is the same, so a position maps across by the range's offset), both start at the later
 * of the two starts. Null when nothing is to change (same start, a start in a changed chunk, or
 * different ranges).
 */
export function sharedViewportStart(chunks: readonly Chunk[], a: Span, b: Span): { a: Span; b: Span } | null {
  const inA = unchangedStart(chunks, 'a', a.from);
  const inB = unchangedStart(chunks, 'b', b.from);
  if (!inA || !inB || inA.index !== inB.index) return null;
  const offset = inA.startB - inA.startA;
  const from = Math.max(a.from, b.from - offset);
  if (from === a.from && from + offset === b.from) return null;
  if (from >= a.to || from + offset >= b.to) return null;
  return { a: { from, to: a.to }, b: { from: from + offset, to: b.to } };
}

/** Answers `view.viewport` with `span` once, then the view's own getter again. */
function showOnce(view: EditorView, span: Span): void {
  Object.defineProperty(view, 'viewport', {
    configurable: true,
    get() {
      Reflect.deleteProperty(view, 'viewport');
      return span;
    },
  });
}

/**
 * A MergeView whose spacer alignment starts at a line both editors have drawn. MergeView's
 * `measure` (not in its types) runs the alignment, from its own animation frame and from its
 * update listener, and reads `a.viewport` and `b.viewport` once as it starts; a version without
 * it is left as it is.
 */
export function steadyMergeView(config: DirectMergeConfig): MergeView {
  const view = new MergeView(config);
  const inner = view as unknown as { measure?: () => void };
  const measure = inner.measure;
  if (typeof measure !== 'function') return view;
  inner.measure = () => {
    const shared = sharedViewportStart(view.chunks, view.a.viewport, view.b.viewport);
    if (shared) {
      showOnce(view.a, shared.a);
      showOnce(view.b, shared.b);
    }
    try {
      measure.call(view);
    } finally {
      Reflect.deleteProperty(view.a, 'viewport');
      Reflect.deleteProperty(view.b, 'viewport');
    }
  };
  return view;
}
