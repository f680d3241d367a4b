/**
 * The editor's side of the crash guard (state/crashGuard.ts): every transaction that changes
 * the text or its marks is drawn between a "drawing" mark and its removal one painted frame
 * later. EditorView's `dispatchTransactions` is the one door every transaction goes through
 * (typing, paste, undo, a file, the worker's marks).
 */
import type { Transaction } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { tabId } from '../state/tabSlot.ts';
import { clearDrawing, markDrawing } from '../state/crashGuard.ts';

const TAB = tabId();
let marked = false;
/** The page is being left: a late worker answer drawn now would leave a mark no frame clears. */
let leaving = false;

function drawn(): void {
  marked = false;
  clearDrawing(TAB);
}

/** Marks the drawing that follows, until the next frame has painted. */
export function beginDrawing(): void {
  if (marked || leaving) return;
  marked = true;
  markDrawing(TAB);
  // rAF runs before the next frame's layout and paint; the timeout after it, once painted.
  requestAnimationFrame(() => setTimeout(drawn, 0));
}

/** A view not yet on the page draws nothing (the start-up document): only the Editor attaching it does. */
export function guardedDispatch(trs: readonly Transaction[], view: EditorView): void {
  if (view.dom.isConnected && trs.some((tr) => tr.docChanged || tr.effects.length > 0)) beginDrawing();
  view.update(trs);
}

/** A page that closes normally did not crash, whatever it was drawing (a hidden tab has no frames). */
export function watchDrawing(): () => void {
  const leave = () => { leaving = true; drawn(); };
  const back = () => { leaving = false; };
  addEventListener('pagehide', leave);
  addEventListener('pageshow', back);
  return () => {
    removeEventListener('pagehide', leave);
    removeEventListener('pageshow', back);
  };
}
