/**
 * The names of a comparison's two sides: the labels over the wide compare's editors, and what
 * the status bar under both says it counts (newuser s19 §8: it counted this version only, with
 * nothing to say which).
 * The review copied from a comparison names the edited side so too (app/compareAnswers.ts).
 */
import { countText } from '../core/words/countText.ts';
import { LIVE_DIFF_MAX_CHARS } from '../state/compareLimit.ts';

export const THIS_VERSION = 'This version';
export const OTHER_VERSION = 'Other version';

/** Before the status bar's numbers while comparing: the side they count (right, when the sides stand side by side). */
export const countedSide = (sideBySide: boolean) => (sideBySide ? `${THIS_VERSION} (right):` : `${THIS_VERSION}:`);

/**
 * Said over a comparison once a version is longer than the compare view diffs as one types
 * (LIVE_DIFF_MAX_CHARS; `long`: which side is, null once both are shorter).
 */
export function unmarkedWords(long: 'a' | 'b' | 'both' | null, max = LIVE_DIFF_MAX_CHARS): string {
  if (long === null) return `Changed lines are not all marked: a version was longer than ${countText(max)} characters, and what was edited meanwhile was not diffed.`;
  const which = long === 'both' ? 'both versions are' : long === 'a' ? 'the other version is' : 'this version is';
  return `Changed lines are no longer marked: ${which} longer than ${countText(max)} characters, too long to diff as you type (lines marked before stay marked). `
    + 'The verdict changes below still compare both whole versions.';
}

/** The button that builds the comparison anew, marking every changed line (app/compare.ts markAgain). */
export const MARK_AGAIN = 'Mark changed lines';
