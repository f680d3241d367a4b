/**
 * The CodeMirror host. The EditorView is created once, with its controller (main.tsx, app/);
 * React never re-renders the editor, it only puts the view's DOM on the page: the page's
 * editor, or while comparing the merge view whose right side carries the same document
 * (app/compare.ts).
 */
import type { EditorView } from '@codemirror/view';
import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { selectCompareOpen, type CompareStore } from '../state/compare.ts';
import { OTHER_VERSION, THIS_VERSION } from '../app/sideWords.ts';

import { beginDrawing, watchDrawing } from '../app/drawGuard.ts';
import type { RobotsStore } from '../state/store.ts';
import { usePage } from './pageContext.ts';

declare global {
  interface Window {
    /** For tests and benchmarks only: the live editor (side b while comparing), its store, and the URL list's editor. */
    __robotscope?: { readonly view: EditorView; store: RobotsStore; readonly other: EditorView | null; compare: CompareStore; urls: EditorView };
  }
}

export function Editor() {
  const host = useRef<HTMLDivElement>(null);
  const { session, compare, urlField } = usePage();
  const comparing = useStore(compare.store, selectCompareOpen);
  const unified = useStore(compare.store, (s) => s.unified);
  // A layout effect: the view's DOM is on the page before the browser paints, so no frame shows
  // an empty host, and app/compareActions.ts's focus a frame after opening finds the other side
  // there (a passive effect may run after that frame: Preact's always do, React's when the update
  // did not come from a click or key).
  useLayoutEffect(() => {
    if (!host.current) return;
    // The document is drawn from here on: a page that dies now is caught (drawGuard.ts).
    beginDrawing();
    const dom = compare.dom() ?? session.view.dom;
    host.current.appendChild(dom);
    session.view.requestMeasure();
    compare.other()?.view.requestMeasure();
    const unwatch = watchDrawing();
    window.__robotscope = { get view() { return session.view; }, store: session.store, get other() { return compare.other()?.view ?? null; }, compare: compare.store, urls: urlField.view };
    return () => {
      unwatch();
      dom.remove();
      delete window.__robotscope;
    };
  }, [session, compare, comparing, urlField]);
  return (
    <>
      {comparing && !unified && (
        <div className="compare-labels" aria-hidden="true">
          <span>{OTHER_VERSION}</span>
          <span>{THIS_VERSION}</span>
        </div>
      )}
      <div className={comparing ? 'editor-host is-comparing' : 'editor-host'} ref={host} data-testid="editor" />
    </>
  );
}
