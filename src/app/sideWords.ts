/**
 * The names of a comparison's two sides: the labels over the wide compare's editors, and what
 * the status bar under both says it counts (newuser s19 §8: it counted this version only, with
 * nothing to say which).
 * The review copied from a comparison names the edited side so too (app/compareAnswers.ts).
 */
export const THIS_VERSION = 'This version';
export const OTHER_VERSION = 'Other version';

/** Before the status bar's numbers while comparing: the side they count (right, when the sides stand side by side). */
export const countedSide = (sideBySide: boolean) => (sideBySide ? `${THIS_VERSION} (right):` : `${THIS_VERSION}:`);
