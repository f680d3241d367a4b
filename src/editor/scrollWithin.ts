/**
 * Centres a position in the editor's own scroller, leaving the page where it is.
 * `EditorView.scrollIntoView` scrolls every scrollable ancestor, the page included: a cell
 * selected in the grid (which marks its deciding line in the editor) would pull a phone's page,
 * where the editor stacks above the grid, up to the editor and the cell out of sight
 * (issue 24 §2). Moving focus to the editor (F2, "line N") still scrolls the page, as it must.
 *
 * An effect, as every other mark the controller sets: the controller only dispatches, and a
 * view plugin does the measuring the DOM needs.
 */
import { Facet, StateEffect, type EditorState, type Extension } from '@codemirror/state';
import { EditorView, ViewPlugin, type ViewUpdate } from '@codemirror/view';

export const centreInEditor = StateEffect.define<number>({ map: (pos, change) => change.mapPos(pos) });

/**
 * On an editor that has no scroller of its own: a side of CodeMirror's MergeView, which grows to
 * its text while the merge view scrolls both sides as one (the compare view).
 */
export const sharedScroller = Facet.define<boolean, boolean>({ combine: (values) => values.some((v) => v) });

/**
 * The effect that brings `pos` to the middle of the editor: in its own scroller, the page left
 * where it is; a merge side's by CodeMirror's own scrollIntoView, which scrolls the merge view
 * (and the page as far as needed to show the line), since centring the side's own scroller,
 * which never scrolls, would show nothing.
 */
export function centreEffect(state: EditorState, pos: number): StateEffect<unknown> {
  return state.facet(sharedScroller) ? EditorView.scrollIntoView(pos, { y: 'center' }) : centreInEditor.of(pos);
}

function centre(view: EditorView, pos: number): void {
  view.requestMeasure({
    key: centre,
    read(v) {
      const scroller = v.scrollDOM;
      const block = v.lineBlockAt(Math.min(pos, v.state.doc.length));
      // Where the document starts inside the scroller's content (its padding, panels above it).
      const docTop = v.documentTop - scroller.getBoundingClientRect().top + scroller.scrollTop;
      return docTop + block.top + block.height / 2 - scroller.clientHeight / 2;
    },
    write(top, v) {
      v.scrollDOM.scrollTop = Math.max(0, top);
    },
  });
}

export const scrollWithinEditor = ViewPlugin.define(() => ({
  update(u: ViewUpdate) {
    for (const tr of u.transactions) {
      for (const e of tr.effects) if (e.is(centreInEditor)) centre(u.view, e.value);
    }
  },
}));

/**
 * The part of `el`'s box in sight: inside the window and inside every ancestor that clips what
 * overflows it (the URL field's pane scrolls; the page does).
 */
function partInSight(el: HTMLElement): { left: number; right: number; top: number; bottom: number } {
  const box = el.getBoundingClientRect();
  let { left, top } = box;
  let right = left + el.clientWidth;
  let bottom = top + el.clientHeight;
  for (let up = el.parentElement; up && up !== document.body && up !== document.documentElement; up = up.parentElement) {
    const style = getComputedStyle(up);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const b = up.getBoundingClientRect();
    left = Math.max(left, b.left);
    right = Math.min(right, b.left + up.clientWidth);
    top = Math.max(top, b.top);
    bottom = Math.min(bottom, b.top + up.clientHeight);
  }
  return { left: Math.max(left, 0), right: Math.min(right, window.innerWidth), top: Math.max(top, 0), bottom: Math.min(bottom, window.innerHeight) };
}

/** CodeMirror's ways to place what it scrolls to (its own type is not exported). */
type Strategy = 'nearest' | 'start' | 'end' | 'center';

/** How far to scroll for the span lo..hi to stand inside from..to, `margin` in from its edges. */
function moveFor(lo: number, hi: number, from: number, to: number, strategy: Strategy, margin: number): number {
  if (strategy === 'center') return (lo + hi) / 2 - (from + to) / 2;
  if (strategy === 'start') return lo - from - margin;
  if (strategy === 'end') return hi - to + margin;
  if (lo < from + margin) return lo - from - margin;
  return hi > to - margin ? Math.min(hi - to + margin, lo - from - margin) : 0;
}

/** The left edge of position `pos` on screen, from the DOM; null where it is not drawn. */
function leftOf(view: EditorView, pos: number): number | null {
  const { node, offset } = view.domAtPos(pos);
  const at = document.createRange();
  at.setStart(node, offset);
  const rect = at.getClientRects()[0] ?? (node instanceof Element ? node.getBoundingClientRect() : null);
  return rect ? rect.left : null;
}

/** Where the last paste or drop put the cursor, mapped through later changes; null once anything else moves it. */
const pastedEnd = ViewPlugin.define(() => ({
  at: null as number | null,
  update(u: ViewUpdate) {
    for (const tr of u.transactions) {
      if (tr.scrollIntoView) this.at = tr.isUserEvent('input.paste') || tr.isUserEvent('input.drop') ? tr.state.selection.main.head : null;
      else if (this.at !== null) this.at = tr.changes.mapPos(this.at);
    }
  },
}));

/**
 * A paste or a drop scrolls the field's own scroller to where it ends, never the pane or page
 * around it while some of the field is in sight. CodeMirror scrolls every scrollable ancestor to
 * show the cursor: 10,000 URLs pasted into the URL list, whose lower lines the test pane hides at
 * 1366×800, scrolled the pane to the list's last line and its headings out of the top. A paste
 * ends where the person did not look (thousands of lines on, maybe); typing, Enter and the arrow
 * keys still bring the pane along, and a paste into a field scrolled wholly out of sight too.
 */
export const pasteScrollsWithin: Extension = [
  pastedEnd,
  EditorView.scrollHandler.of((view, range, options) => {
    const plugin = view.plugin(pastedEnd);
    if (!plugin || plugin.at !== range.head) return false;
    plugin.at = null;
    const scroller = view.scrollDOM;
    const room = partInSight(scroller);
    // Read from the line heights and the DOM: CodeMirror allows no coordsAtPos while it scrolls.
    const line = view.lineBlockAt(range.head);
    const top = view.documentTop + line.top;
    const bottom = top + line.height;
    if (room.bottom - room.top < line.height + 2 * options.yMargin) return false;
    scroller.scrollTop += moveFor(top, bottom, room.top, room.bottom, options.y, options.yMargin);
    const x = leftOf(view, range.head);
    if (x !== null) {
      // The gutter stands over the scroller's left edge (it gives CodeMirror a scroll margin).
      const edge = scroller.getBoundingClientRect().left;
      const left = view.state.facet(EditorView.scrollMargins).reduce((l, margins) => Math.max(l, edge + (margins(view)?.left ?? 0)), room.left);
      scroller.scrollLeft += moveFor(x, x, left, room.right, options.x, options.xMargin);
    }
    return true;
  }),
];
