/**
 * The explanation's box while it holds no explanation (nothing selected, or the answer on its
 * way): Explanation.tsx's, and the one shown while that module loads (lazyExplanation.ts).
 */
export function ExplanationEmpty({ text }: { text: string }) {
  return (
    <section className="explanation" aria-label="Explanation">
      <p className="explain-empty">{text}</p>
    </section>
  );
}

/** While the worker's explanation of the selected cell is on its way. */
export const EXPLAINING = 'Explaining…';
