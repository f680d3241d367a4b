/**
 * How the store learns that the editor's document changed, and what views show of it (version,
 * endings, encoding, size), never the text: a listener the session puts on the view it drives
 * and takes off when it drives another. Each edit is kept (editLog.ts) so the worker gets the
 * keystroke, not the text.
 */
import { Compartment, StateEffect, type EditorState } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';
import { assumedEncoding } from '../editor/assumedEncoding.ts';
import { lineBreaks } from '../editor/lineBreaks.ts';
import { docMetaOf } from '../state/document.ts';
import type { RobotsStore } from '../state/store.ts';
import type { EditLog } from './editLog.ts';

/** What the store keeps of the editor's document: its facts, and the encoding the editor draws it in. */
export function metaOf(state: EditorState) {
  return docMetaOf(state.doc, lineBreaks(state), state.field(assumedEncoding, false) ?? null);
}

export interface DocumentWatch {
  /** Listens to `view` from now on; `newVersion`: its document is a new version (another view's). */
  watch(view: EditorView, newVersion: boolean): void;
  unwatch(view: EditorView): void;
}

export function createDocumentWatch(store: RobotsStore, edits: Pick<EditLog, 'record'>): DocumentWatch {
  const listener = new Compartment();
  function onUpdate(update: ViewUpdate): void {
    if (!update.docChanged) return;
    // An edit makes the text what is tested again, whatever a fetch found before (doc.noFile).
    store.setState((s) => ({ doc: { ...s.doc, ...metaOf(update.state), version: s.doc.version + 1, noFile: null } }));
    edits.record(store.getState().doc.version, update.changes);
  }
  return {
    watch(view, newVersion) {
      view.dispatch({ effects: StateEffect.appendConfig.of(listener.of(EditorView.updateListener.of(onUpdate))) });
      store.setState((s) => ({ doc: { ...s.doc, ...metaOf(view.state), version: s.doc.version + (newVersion ? 1 : 0) } }));
    },
    unwatch: (view) => view.dispatch({ effects: listener.reconfigure([]) }),
  };
}
