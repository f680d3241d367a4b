/**
 * Compare on a phone (issue 24 §2): one editor, this version, with the other version's lines
 * shown where they differ, CodeMirror's unified merge view (@codemirror/merge `unifiedMergeView`),
 * instead of two editors side by side, each under 190 px wide at 390 px.
 *
 * Side a stays an editor of its own, for its session (its text, its checks, its marks) and for a
 * person to paste or edit the other version: folded away under the unified view's heading, open
 * when it is empty (the "paste a version" way in). Every change to it reaches the unified view
 * as a change of its original (`originalDocChangeEffect`), so the lines shown as removed are
 * always side a's. The chunks' accept and reject buttons are left out: they would change the
 * unified view's copy of the original, not side a.
 */
import { originalDocChangeEffect, unifiedMergeView, type DirectMergeConfig } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/** The two sides and the DOM that shows them, as compare.ts uses a MergeView. */
export interface UnifiedPair {
  a: EditorView;
  b: EditorView;
  dom: HTMLElement;
  destroy(): void;
}

export function unifiedPair(config: DirectMergeConfig, otherLabel: string): UnifiedPair {
  const dom = document.createElement('div');
  dom.className = 'cm-unifiedCompare';
  const other = document.createElement('details');
  other.className = 'cm-unifiedOther';
  const summary = document.createElement('summary');
  summary.textContent = otherLabel;
  other.append(summary);
  let b: EditorView | null = null;
  const a = new EditorView({
    parent: other,
    state: EditorState.create({
      ...config.a,
      extensions: [config.a.extensions ?? [], EditorView.updateListener.of((u) => {
        if (u.docChanged && b) b.dispatch({ effects: originalDocChangeEffect(b.state, u.changes) });
      })],
    }),
  });
  other.open = a.state.doc.length === 0;
  b = new EditorView({
    parent: dom,
    state: EditorState.create({
      ...config.b,
      extensions: [config.b.extensions ?? [], unifiedMergeView({
        original: a.state.doc, highlightChanges: config.highlightChanges, gutter: config.gutter, mergeControls: false, diffConfig: config.diffConfig,
      })],
    }),
  });
  dom.prepend(other);
  return {
    a, b, dom,
    destroy() {
      a.destroy();
      b?.destroy();
      // As MergeView's destroy does: a comparison built anew takes its place (app/compareSides.ts).
      dom.remove();
    },
  };
}
