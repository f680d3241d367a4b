/**
 * A sentence as the words tables give it: a list of pieces, text and line references, so the
 * panel can make each line number a button that moves the editor there, and any other reader
 * says it as plain text. Apart from the explanation's words (explanationWords.ts), which read the
 * reading, result and AI-usage words that build sentences too: kept there, they stood in a circle.
 */

/** A line reference inside a sentence: shown as "line 4", or as "4" when `bare` (in a list). */
export interface LineRef {
  line: number;
  bare?: boolean;
}
export type Piece = string | LineRef;
export type Sentence = Piece[];

/** A sentence as plain text: a line reference as "line 4" (or "4" in a list). */
export function sentenceText(s: Sentence): string {
  return s.map((p) => (typeof p === 'string' ? p : p.bare ? String(p.line) : `line ${p.line}`)).join('');
}
