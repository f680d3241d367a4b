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

/** The explanation's module, asked for once. */
export function loadCellExplanation(): Promise<typeof import('./CellExplanation.tsx')> {
  chunk ??= import('./CellExplanation.tsx');
  return chunk;
}

const Loaded = lazy(() => loadCellExplanation().then((m) => ({ default: m.CellExplanation })));

export function CellExplanation({ onGoToLine }: { onGoToLine(line: number): void }) {
  return (
    <Suspense fallback={<ExplanationEmpty text={EXPLAINING} />}>
      <Loaded onGoToLine={onGoToLine} />
    </Suspense>
  );
}
