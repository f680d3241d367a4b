/**
 * A view for controller tests without a DOM: it applies each dispatch to its EditorState and
 * runs the state's update listeners, so a controller's own listener runs as in a real EditorView.
 */
import type { EditorState, Transaction, TransactionSpec } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';

export interface BareView {
  view: EditorView;
  /** Every transaction dispatched, in order. */
  log: Transaction[];
  /** Replaces the state, as EditorView.setState does (no listeners run). */
  setState(next: EditorState): void;
}

export function bareView(initial: EditorState): BareView {
  let state = initial;
  const log: Transaction[] = [];
  const view = {
    get state() { return state; },
    dom: {} as HTMLElement,
    setState(next: EditorState) { state = next; },
    dispatch(...specs: TransactionSpec[]) {
      const tr = state.update(...specs);
      state = tr.state;
      log.push(tr);
      const update = { state, startState: tr.startState, changes: tr.changes, docChanged: tr.docChanged, transactions: [tr], view } as unknown as ViewUpdate;
      for (const listen of state.facet(EditorView.updateListener)) listen(update);
    },
    focus() {},
    destroy() {},
  };
  return { view: view as unknown as EditorView, log, setState: view.setState };
}
