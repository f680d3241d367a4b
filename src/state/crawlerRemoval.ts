/**
 * Taking a crawler off the workbench's list, and putting it back (Undo, Ctrl+Z in the crawler
 * field): a removal remembers the list before it and the list it made, so undoing it brings back
 * the very list (the crawler in its place, its column where it was), and only while nothing else
 * changed the list since (a link opened, a crawler added): then there is nothing to undo, rather
 * than a surprise.
 */
import { setCrawlers, type RobotsStore } from './store.ts';

export interface Removal {
  /** The list before the removal, and the one it made (the store's own arrays). */
  before: readonly string[];
  after: readonly string[];
  /** The crawler removed, as the person named it. */
  name: string;
}

/** Removes the crawler at `index`; null when there is none. */
export function removeCrawler(store: RobotsStore, index: number): Removal | null {
  const before = store.getState().inputs.crawlers;
  if (index < 0 || index >= before.length) return null;
  setCrawlers(store, before.filter((_, j) => j !== index));
  return { before, after: store.getState().inputs.crawlers, name: before[index] };
}

/** The removal Undo would take back: the last, while the list is still the one it made. */
export function undoable(removals: readonly Removal[], crawlers: readonly string[]): Removal | null {
  const last = removals.at(-1);
  return last !== undefined && last.after === crawlers ? last : null;
}

/** Puts the list back as it was before `removal`; false (nothing changed) when the list moved on since. */
export function undoRemoval(store: RobotsStore, removal: Removal): boolean {
  if (store.getState().inputs.crawlers !== removal.after) return false;
  // The very array it had (never changed in place): the removal before this one made it, so it can be undone in turn.
  setCrawlers(store, removal.before as string[]);
  return true;
}
