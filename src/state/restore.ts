/**
 * What a page opens with, decided from facts alone (no storage, no DOM), so every case of
 * issue 12 §4 is a unit test. Precedence: this tab's own latest work > a link > the newest
 * version any tab saved > the built-in example; and never older work over newer.
 */
import type { Saved, Version } from './autosave.ts';

export interface BootFacts {
  /** The version this tab writes to, if it has one. */
  own: Saved | null;
  /** The page was reloaded (PerformanceNavigationTiming.type). */
  reload: boolean;
  /**
   * The page's last autosave failed: flagged in history.state, which no quota can refuse, and
   * marked in the address bar (UNSAVED_MARK), which a reload keeps even when Chromium drops the
   * state (it did on a loaded machine: a reload at once after a keystroke came with the newest
   * address and `history.state` null).
   */
  unsaved: boolean;
  /** location.hash without the unsaved mark (readAddressHash): '' or '#...'. */
  hash: string;
  /** The most recently edited version of any tab. */
  newest: Version | null;
}

export type BootWarning =
  /** The document shown is older than the person's last changes, which could not be saved. */
  | 'stale'
  /** The last changes could not be autosaved but the address bar held them: opened from there. */
  | 'newer-in-link';

export interface BootPlan {
  start: 'own' | 'link' | 'newest' | 'example';
  /** When `start` is a link that turns out bad: what to open instead. */
  fallback?: 'own' | 'newest' | 'example';
  /** The tab leaves its slot (its document stays stored, kept aside) before opening a link. */
  moveSlot?: boolean;
  warn?: BootWarning;
}

/**
 * Ends the fragment the page writes while its autosave fails: `~` is outside the permalink's
 * alphabet (base64url and '.'), so a link never ends so by itself. Copy link leaves it out.
 */
export const UNSAVED_MARK = '~unsaved';

/** The address bar's fragment as the page opens it, and whether it was written while saving failed. */
export function readAddressHash(hash: string): { hash: string; unsaved: boolean } {
  const unsaved = hash.endsWith(UNSAVED_MARK);
  return { hash: unsaved ? hash.slice(0, -UNSAVED_MARK.length) : hash, unsaved };
}

function orNewest(f: BootFacts): Pick<BootPlan, 'start' | 'warn'> {
  if (f.newest) return { start: 'newest', warn: f.newest.saved.stale ? 'stale' : undefined };
  return { start: 'example' };
}

export function planBoot(f: BootFacts): BootPlan {
  const link = f.hash.length > 1;
  const own = f.own;
  if (own && f.reload) {
    // The address bar holds newer work than the autosave only when saving failed: then a
    // link there that is not the one saved is the person's latest state.
    if (f.unsaved && link && f.hash !== own.hash) return { start: 'link', fallback: 'own', warn: 'newer-in-link' };
    // Otherwise the tab's own save wins, whatever the address bar holds (it may be a link the
    // page rewrote while the reload waited for the server, or one written before the last keys
    // were typed): the save holds the grid's view as the link does (F18), and the page then
    // writes the link of what it shows.
    return { start: 'own', warn: f.unsaved || own.stale ? 'stale' : undefined };
  }
  if (own && link && f.hash === own.hash) return { start: 'own', warn: own.stale ? 'stale' : undefined };
  // The tab's last autosave failed with nothing of its document stored (a new version, left
  // for a document too big for storage): whatever opens is older than what the tab had.
  const lost = f.reload && f.unsaved && !own;
  if (link) {
    const fallback = own ? 'own' : orNewest(f).start;
    const plan: BootPlan = { start: 'link', fallback: fallback as BootPlan['fallback'], moveSlot: own !== null && own.text.trim() !== '' };
    return lost ? { ...plan, warn: 'newer-in-link' } : plan;
  }
  if (own) return { start: 'own', warn: own.stale ? 'stale' : undefined };
  const plan = orNewest(f);
  return lost && plan.start === 'newest' ? { ...plan, warn: 'stale' } : plan;
}
