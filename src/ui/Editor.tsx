/**
 * The CodeMirror host. The EditorView is created once and lives outside React's rendering:
 * React never re-renders the editor; everything after creation is a dispatched transaction.
 */
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { createEditorState } from '../editor/setup.ts';
import { originOf, type SiteContext } from '../editor/siteContext.ts';
import { showMessage, store, urlLines } from '../state/store.ts';
import { beginDrawing, guardedDispatch, watchDrawing } from './drawGuard.ts';
import { openFile } from './files.ts';
import { onDocChange, startSession } from './session.ts';

declare global {
  interface Window {
    /** For tests and benchmarks only: the live editor and store. */
    __robotscope?: { view: EditorView; store: typeof store };
  }
}

/** The workbench's origin and results, read when a hover or a completion needs them. */
const site: SiteContext = {
  origin: () => originOf(urlLines(store.getState().inputs.urls)),
  matrix: () => store.getState().results.matrix,
};

export function Editor() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const { doc, inputs } = store.getState();
    beginDrawing();
    const view = new EditorView({
      state: createEditorState(doc.text, inputs.profile, { onDocChange, onDropFile: (f) => void openFile(f), onFormat: (note) => showMessage('info', note), site }, doc.breaks),
      parent: host.current,
      dispatchTransactions: guardedDispatch,
    });
    const stop = startSession(view);
    const unwatch = watchDrawing();
    window.__robotscope = { view, store };
    return () => {
      stop();
      unwatch();
      view.destroy();
      delete window.__robotscope;
    };
  }, []);
  return <div className="editor-host" ref={host} data-testid="editor" />;
}
