/**
 * The CodeMirror host. The EditorView is created once and lives outside React's rendering:
 * React never re-renders the editor; everything after creation is a dispatched transaction.
 */
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { createEditorState } from '../editor/setup.ts';
import { store } from '../state/store.ts';
import { openFile } from './files.ts';
import { onDocChange, startSession } from './session.ts';

declare global {
  interface Window {
    /** For tests and benchmarks only: the live editor and store. */
    __robotscope?: { view: EditorView; store: typeof store };
  }
}

export function Editor() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const { doc, inputs } = store.getState();
    const view = new EditorView({
      state: createEditorState(doc.text, inputs.profile, { onDocChange, onDropFile: (f) => void openFile(f) }, doc.breaks),
      parent: host.current,
    });
    const stop = startSession(view);
    window.__robotscope = { view, store };
    return () => {
      stop();
      view.destroy();
      delete window.__robotscope;
    };
  }, []);
  return <div className="editor-host" ref={host} data-testid="editor" />;
}
