/**
 * A sentence of core words as the page shows it: each line reference a button that moves the
 * editor there, each quote in core's SPLIT style code. The grid's fact rows use it at start; the
 * selected cell's explanation (Explanation.tsx, loaded when first shown) uses it too.
 */
import type { LineRef, Sentence } from '../../core/words/sentence.ts';
import { withCode } from '../compare/codeSpans.tsx';

/** A line reference with the characters that touch it: `(` before, `: 3)` after. */
interface Glued { before: string; ref: LineRef; after: string }

/**
 * The sentence's line references, each glued to the characters touching it ("(line 9:"), so a
 * narrow column (the grid's, a phone's) never breaks a line between "(" and its button.
 */
function glue(sentence: Sentence): (string | Glued)[] {
  const parts: (string | Glued)[] = [];
  let text = '';
  /** How much of the next text piece the last reference took as its `after`. */
  let taken = 0;
  sentence.forEach((piece, i) => {
    if (typeof piece === 'string') {
      text += piece.slice(taken);
      taken = 0;
      return;
    }
    const before = /\S*$/.exec(text)![0];
    if (text.length > before.length) parts.push(text.slice(0, text.length - before.length));
    const next = sentence[i + 1];
    const after = typeof next === 'string' ? /^\S*/.exec(next)![0] : '';
    parts.push({ before, ref: piece, after });
    text = '';
    taken = after.length;
  });
  if (text !== '') parts.push(text);
  return parts;
}

/**
 * A sentence of core words, each line reference a button that moves the editor there (the grid's
 * Crawl-delay row, a cell's details, the explanation), and each quote written in core's SPLIT style code.
 */
export function Words({ sentence, onLine }: { sentence: Sentence; onLine: (line: number) => void }) {
  return (
    <>
      {glue(sentence).map((part, i) => (typeof part === 'string' ? withCode(part) : (
        <span key={i} className="line-glue">
          {part.before}
          <button type="button" className="line-ref" onClick={() => onLine(part.ref.line)} title={`Show line ${part.ref.line} in the editor`}>
            {part.ref.bare ? part.ref.line : `line ${part.ref.line}`}
          </button>
          {part.after}
        </span>
      )))}
    </>
  );
}

