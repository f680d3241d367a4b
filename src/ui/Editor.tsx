/**
 * The CodeMirror host. The EditorView is created once, with its controller (main.tsx, app/);
 * React never re-renders the editor, it only puts the view's DOM on the page.
 */
import type { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { store } from '../state/store.ts';
import { beginDrawing, watchDrawing } from './drawGuard.ts';
import { usePage } from './pageContext.ts';

declare global {
  interface Window {
    /** For tests and benchmarks only: the live editor and store. */
    __robotscope?: { view: EditorView; store: typeof store };
  }
}

export function Editor() {
  const host = useRef<HTMLDivElement>(null);
  const { session } = usePage();
  useEffect(() => {
    const { view } = session;
    if (!host.current) return;
    // The document is drawn from here on: a page that dies now is caught (drawGuard.ts).
    beginDrawing();
    host.current.appendChild(view.dom);
    view.requestMeasure();
    const unwatch = watchDrawing();
    window.__robotscope = { view, store: session.store };
    return () => {
      unwatch();
      view.dom.remove();
      delete window.__robotscope;
    };
  }, [session]);
  return <div className="editor-host" ref={host} data-testid="editor" />;
}
