/** The person's actions on a kept document: bring it back, or discard it. */
import { readVersion, removeVersion } from '../state/autosave.ts';
import { showMessage } from '../state/store.ts';
import { applySaved, leaveSlot, refreshKept } from './boot.ts';

/** Opens a kept document; the one on screen is kept in its turn, so this loses nothing. */
export function bringBack(id: string): void {
  const saved = readVersion(id);
  if (!saved) {
    showMessage('error', 'That document is no longer stored (another tab may have discarded it). Nothing was changed.');
    refreshKept();
    return;
  }
  leaveSlot('restore');
  applySaved(saved);
  refreshKept();
}

/** Deletes a kept document for good: only ever at the person's request. */
export function discardKept(id: string): void {
  removeVersion(id);
  refreshKept();
}
