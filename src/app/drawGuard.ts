/**
 * The editor's side of the crash guard (state/crashGuard.ts): every transaction that changes
 * the text or its marks is drawn between a "drawing" mark and its removal one painted frame
 * later. EditorView's `dispatchTransactions` is the one door every transaction goes through
 * (typing, paste, undo, a file, the worker's marks).
 *
 * A tab that is hidden or frozen draws no frame (browsers run no requestAnimationFrame there,
 * and a frozen page runs nothing; Page Lifecycle API): a change it takes in, a late worker
 * answer say, waits for the tab to be shown. So while it is paused it holds no mark, or another
 * tab opened meanwhile would take its silence for a crash (issue 28 §3) and open empty; it
 * marks the drawing again when it is shown. Only a visible tab that stops drawing without
 * leaving the page (pagehide) leaves a mark behind. Where the browser has Web Locks, a page
 * starting asks besides whether the page that left a mark still lives (its life lock, held
 * from this module's start): a live page's slow frame is never taken for a crash.
 */
import type { Transaction } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { tabId } from '../state/tabSlot.ts';
import { clearDrawing, holdLife, markDrawing } from '../state/crashGuard.ts';

const TAB = tabId();
// Held from before this load's first mark: a page starting meanwhile sees it alive (crashGuard.ts).
holdLife();
/** A drawing waits for its frame. */
let pending = false;
/** The page is being left: a late worker answer drawn now would leave a mark no frame clears. */
let leaving = false;
/** The page is frozen (Page Lifecycle `freeze`, until `resume`). */
let frozen = false;

const paused = () => frozen || document.visibilityState === 'hidden';

/** The mark says what this tab is doing now: drawing (a frame is due), or nothing. */
function updateMark(): void {
  if (pending && !leaving && !paused()) markDrawing(TAB);
  else clearDrawing(TAB);
}

function drawn(): void {
  pending = false;
  clearDrawing(TAB);
}

/** Marks the drawing that follows, until the next frame has painted. */
export function beginDrawing(): void {
  if (pending || leaving) return;
  pending = true;
  updateMark();
  // rAF runs before the next frame's layout and paint; the timeout after it, once painted.
  requestAnimationFrame(() => setTimeout(drawn, 0));
}

/** A view not yet on the page draws nothing (the start-up document): only the Editor attaching it does. */
export function guardedDispatch(trs: readonly Transaction[], view: EditorView): void {
  if (view.dom.isConnected && trs.some((tr) => tr.docChanged || tr.effects.length > 0)) beginDrawing();
  view.update(trs);
}

/**
 * A page that closes normally did not crash, whatever it was drawing; a hidden or frozen one
 * is paused, not dead (see above).
 */
export function watchDrawing(): () => void {
  const leave = () => { leaving = true; drawn(); };
  const back = () => { leaving = false; };
  const freeze = () => { frozen = true; updateMark(); };
  const resume = () => { frozen = false; updateMark(); };
  addEventListener('pagehide', leave);
  addEventListener('pageshow', back);
  document.addEventListener('visibilitychange', updateMark);
  document.addEventListener('freeze', freeze);
  document.addEventListener('resume', resume);
  return () => {
    removeEventListener('pagehide', leave);
    removeEventListener('pageshow', back);
    document.removeEventListener('visibilitychange', updateMark);
    document.removeEventListener('freeze', freeze);
    document.removeEventListener('resume', resume);
  };
}
