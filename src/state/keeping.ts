/**
 * What "nothing is lost" asks of a replacement (issue 28 §1), decided from facts alone so every
 * case is a unit test: whether the version on screen must be kept before something replaces it,
 * and which kept versions make room when there are too many.
 */
import { sameContent, type Saved, type Version } from './autosave.ts';

/**
 * Versions kept aside by replacements are at most this many: each can be megabytes, and all
 * share one localStorage of 5 Mi characters (autosave.ts MAX_STORABLE_CHARS). The oldest goes
 * first, and the page says which.
 */
export const MAX_KEPT = 20;

/** The same document, test suite and compared version: one of them is enough to keep. */
export function sameWork(a: Saved, b: Saved): boolean {
  return sameContent(a, b) && (a.compare?.text ?? '') === (b.compare?.text ?? '');
}

/**
 * Whether `current` must be kept before a replacement: it holds the person's work (not blank,
 * not as a file, the example or New opened it) and no other stored version holds the same.
 */
export function needsKeeping(current: Saved, others: readonly Version[]): boolean {
  if (current.asOpened || current.text.trim() === '') return false;
  return !others.some((v) => sameWork(v.saved, current));
}

/** The versions kept aside beyond `max`, oldest last edited first (`all`: any order). */
export function beyondBound(all: readonly Version[], max = MAX_KEPT): Version[] {
  const aside = all.filter((v) => v.saved.leftFor !== undefined).sort((a, b) => b.saved.edited - a.saved.edited);
  return aside.slice(max).reverse();
}
