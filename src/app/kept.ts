/** The person's actions on a kept document: bring it back, or discard it. */
import { readVersion, removeVersion, type Saved } from '../state/autosave.ts';
import { showMessage, type RobotsStore } from '../state/store.ts';
import type { Replace } from './replace.ts';

interface KeptHooks {
  store: RobotsStore;
  applySaved(saved: Saved): void;
  replace: Replace;
  refreshKept(): void;
}

export function keptActions({ store, applySaved, replace, refreshKept }: KeptHooks) {
  return {
    /** Opens a kept document; the one on screen is kept in its turn (app/replace.ts), so this loses nothing. */
    bringBack(id: string): void {
      const saved = readVersion(id);
      if (!saved) {
        showMessage(store, 'error', 'That document is no longer stored (another tab may have discarded it). Nothing was changed.');
        refreshKept();
        return;
      }
      replace('restore', () => applySaved(saved));
    },
    /** Deletes a kept document for good: only ever at the person's request. */
    discardKept(id: string): void {
      removeVersion(id);
      refreshKept();
    },
  };
}
