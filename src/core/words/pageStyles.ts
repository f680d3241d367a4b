/**
 * The page's word styles (wordStyle.ts WordStyle): rules as code (SPLIT) and as bare text (BARE).
 * A leaf apart from wordStyle.ts, which the sentence modules import (diffCauseWords.ts): when the
 * page's views (ui/compare/codeSpans.tsx, ui/matrix/cellWords.ts) imported a module those import,
 * the bundler gave the compare words a chunk of their own at start (review16 §6: 675 bytes gzip
 * of initial JS, bench/initial-js.mjs).
 */
import type { WordStyle } from './wordStyle.ts';

const NUL = '\u0000';

/**
 * Quotes cut apart by NUL, so a view can show rules as code (Google ends a line at a NUL; were one
 * kept in a rule, only the styling would be off): a sentence so written, split at NUL, has its
 * quotes at the odd places (the page's compare list and timeline, ui/compare/codeSpans.tsx).
 */
export const SPLIT: WordStyle = { code: (t) => `${NUL}${t}${NUL}`, name: (t) => t };

/** A sentence written in SPLIT style, cut at its quotes: they are at the odd places. */
export const splitCode = (sentence: string): string[] => sentence.split(NUL);

/**
 * Quotes left bare, for words the page shows as plain text (a title shown on hover, a screen
 * reader's announcement), where a backtick would be read as a character: the sentence the page
 * shows elsewhere with its quotes as code (SPLIT).
 */
export const BARE: WordStyle = { code: (t) => t, name: (t) => t };
