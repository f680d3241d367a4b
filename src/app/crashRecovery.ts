/**
 * Starting after a crash (state/crashGuard.ts): the autosaved document, which was on screen
 * when the page died, is kept aside and offered instead of being drawn again. It stays offered
 * on later visits until the person opens it, so a crash loses nothing.
 */
import { readSaved, removeSaved, sameContent, storage, writeSaved, writeVersion, type KeyValue, type Saved } from '../state/autosave.ts';
import { CRASHED_KEY, takeCrashMark } from '../state/crashGuard.ts';
import { showMessage, type RobotsStore } from '../state/store.ts';
import { countText } from '../core/words/countText.ts';

const lineCount = (text: string) => text.split(/\r\n|\r|\n/).length;

function offer(store: RobotsStore, kept: Saved, text: string, open: (saved: Saved) => void, kv: KeyValue | null): void {
  showMessage(store, 'warning', text, {
    label: 'Open it anyway',
    run: () => {
      removeSaved(CRASHED_KEY, kv);
      open(kept);
    },
  });
}

/**
 * Keeps the document that was on screen at a crash under CRASHED_KEY. A document an earlier
 * crash left there, never opened since, is not written over: it moves to the kept documents
 * first (false, and nothing changed, when storage refuses that).
 */
function keepCrashed(saved: Saved, kv: KeyValue | null): boolean {
  const earlier = readSaved(CRASHED_KEY, kv);
  if (earlier && !sameContent(earlier, saved) && !writeVersion(`crashed.${Date.now()}`, { ...earlier, leftFor: 'crash' }, kv)) return false;
  return writeSaved(saved, CRASHED_KEY, kv);
}

/**
 * True when the page is starting after a crash: the editor is then emptied (`clear`) and the document
 * is offered. Otherwise, a document an earlier crash left aside is offered again, and the
 * caller boots as usual. `live`: the page loads alive now (crashGuard.ts liveLoads).
 */
export function recoverFromCrash(
  store: RobotsStore, tab: string, saved: Saved | null, open: (saved: Saved) => void, clear: () => void, kv: KeyValue | null = storage(),
  live: ReadonlySet<string> | null = null,
): boolean {
  if (takeCrashMark(tab, Date.now(), kv, live) && saved && keepCrashed(saved, kv)) {
    clear();
    offer(store, saved, `The page stopped unexpectedly last time while showing your document (${countText(lineCount(saved.text))} lines). So that it cannot stop the page again, it was not reopened; it is kept.`, open, kv);
    return true;
  }
  const kept = readSaved(CRASHED_KEY, kv);
  if (kept) offer(store, kept, `The document that stopped the page earlier (${countText(lineCount(kept.text))} lines) is still kept.`, open, kv);
  return false;
}
