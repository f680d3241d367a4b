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
import { Facet, StateEffect, type EditorState } from '@codemirror/state';
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
