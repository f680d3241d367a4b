/**
 * The selected cell's explanation (CellExplanation.tsx, Explanation.tsx and their words: core
 * explanationWords, aiUsageWords, readingWords, crawlDelay) loaded apart from the page's start
 * (issue 24 §3): the first screen selects no cell, so the explanation has nothing to show before
 * a click. It is asked for once the first verdicts are drawn (src/main.tsx), so a first click
 * seldom waits; until it is there, the box says what it says while the worker's answer is on its
 * way (the same words and box).
 */
import { lazy, Suspense } from 'react';
import { ExplanationEmpty, EXPLAINING } from './ExplanationEmpty.tsx';

let chunk: Promise<typeof import('./CellExplanation.tsx')> | null = null;

/**
 * The explanation's module, asked for once while that asking succeeds. A failed load (the network
 * blinked, or a new deployment removed the old chunk) is forgotten, so that the explanation's
 * "Try again" (its ErrorBoundary) or the next call asks again instead of failing for the session.
 */
export function loadCellExplanation(): Promise<typeof import('./CellExplanation.tsx')> {
  if (chunk === null) {
    const asked = import('./CellExplanation.tsx');
    chunk = asked;
    asked.catch(() => {
      if (chunk === asked) {
        chunk = null;
        // React.lazy keeps a rejected load for good: the next render gets a new one.
        Loaded = lazyLoaded();
      }
    });
  }
  return chunk;
}

function lazyLoaded() {
  return lazy(() => loadCellExplanation().then((m) => ({ default: m.CellExplanation })));
}

let Loaded = lazyLoaded();

export function CellExplanation({ onGoToLine }: { onGoToLine(line: number): void }) {
  return (
    <Suspense fallback={<ExplanationEmpty text={EXPLAINING} />}>
      <Loaded onGoToLine={onGoToLine} />
    </Suspense>
  );
}
