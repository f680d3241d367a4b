/**
 * How the store learns that the editor's document changed, and what views show of it (version,
 * endings, encoding, size), never the text: a listener the session puts on the view it drives
 * and takes off when it drives another. Each edit is kept (editLog.ts) so the worker gets the
 * keystroke, not the text.
 */
import { Compartment, StateEffect, type EditorState } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';
import { assumedEncoding, NO_ENCODING } from '../editor/assumedEncoding.ts';
import { lineBreaks } from '../editor/lineBreaks.ts';
import { pasteReading } from '../editor/paste.ts';
import { docMetaOf } from '../state/document.ts';
import type { RobotsStore } from '../state/store.ts';
import type { EditLog } from './editLog.ts';

/** What the store keeps of the editor's document: its facts, and the encoding the editor draws it in. */
export function metaOf(state: EditorState) {
  return docMetaOf(state.doc, lineBreaks(state), state.field(assumedEncoding, false) ?? NO_ENCODING);
}

/** The update put a new text in place of all of a non-empty one (a file, a link, Ctrl+A and a paste). */
function replacedWhole(update: ViewUpdate): boolean {
  const before = update.startState.doc.length;
  let whole = false;
  update.changes.iterChangedRanges((fromA, toA) => { if (fromA === 0 && toA === before && before > 0) whole = true; });
  return whole;
}

export interface DocumentWatch {
  /** Listens to `view` from now on; `newVersion`: its document is a new version (another view's). */
  watch(view: EditorView, newVersion: boolean): void;
  unwatch(view: EditorView): void;
}

export function createDocumentWatch(store: RobotsStore, edits: Pick<EditLog, 'record'>): DocumentWatch {
  const listener = new Compartment();
  function onUpdate(update: ViewUpdate): void {
    const reading = pasteReading(update.state);
    const readingChanged = reading !== pasteReading(update.startState);
    if (!update.docChanged) {
      // A big paste at the cursor starts with no change to the text: the page still says it is being read.
      if (readingChanged) store.setState((s) => ({ doc: { ...s.doc, reading, textSince: s.doc.version } }));
      return;
    }
    // An edit makes the text what is tested again, whatever a fetch found before (doc.noFile).
    store.setState((s) => {
      const version = s.doc.version + 1;
      const textSince = readingChanged || replacedWhole(update) ? version : s.doc.textSince;
      return { doc: { ...s.doc, ...metaOf(update.state), version, noFile: null, reading, textSince } };
    });
    edits.record(store.getState().doc.version, update.changes);
  }
  return {
    watch(view, newVersion) {
      view.dispatch({ effects: StateEffect.appendConfig.of(listener.of(EditorView.updateListener.of(onUpdate))) });
      store.setState((s) => ({ doc: { ...s.doc, ...metaOf(view.state), version: s.doc.version + (newVersion ? 1 : 0), reading: pasteReading(view.state) } }));
    },
    unwatch: (view) => view.dispatch({ effects: listener.reconfigure([]) }),
  };
}
