/**
 * The selected cell's explanation (CellExplanation.tsx, Explanation.tsx and their words: core
 * explanationWords, aiUsageWords, readingWords, crawlDelay) loaded apart from the page's start
 * (issue 24 §3): the first screen selects no cell, so the explanation has nothing to show before
 * a click. It is asked for once the first verdicts are drawn (src/main.tsx), so a first click
 * seldom waits; until it is there, the box says what it says while the worker's answer is on its
 * way (the same words and box). A module that did not load is said in the words every part loaded
 * on first use says (core/words/loadWords.ts), with a Try again.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { notLoadedWords } from '../../core/words/loadWords.ts';
import { ExplanationEmpty, EXPLAINING } from './ExplanationEmpty.tsx';

type Module = typeof import('./CellExplanation.tsx');
type Props = { onGoToLine(line: number): void };
type ShownProps = Props & { onRetry(): void };

let chunk: Promise<Module> | null = null;

/**
 * The explanation's module, asked for once while that asking succeeds. A failed load is forgotten,
 * so that the next ask (the box's Try again) asks the browser again: where the browser fetches a
 * failed module anew (whatwg/html#10327; not every browser does yet) a network blink is survived;
 * after a deployment that removed the old chunk only a reload helps, which the box says.
 */
export function loadCellExplanation(): Promise<Module> {
  if (chunk === null) {
    const asked = import('./CellExplanation.tsx');
    chunk = asked;
    asked.catch(() => {
      if (chunk === asked) chunk = null;
    });
  }
  return chunk;
}

/** The box when the module did not load: the sentence every part loaded on first use says. */
function NotLoaded({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <section className="explanation" aria-label="Explanation">
      <p className="explain-empty" role="alert">{notLoadedWords('explanation', error)}</p>
      <button type="button" onClick={onRetry}>Try again</button>
    </section>
  );
}

/** React.lazy keeps its first outcome for good: a try after a failure takes a new lazy component. */
function lazyShown() {
  return lazy(() => loadCellExplanation().then(
    (m): { default: ComponentType<ShownProps> } => ({ default: ({ onGoToLine }) => <m.CellExplanation onGoToLine={onGoToLine} /> }),
    (error: unknown): { default: ComponentType<ShownProps> } => ({ default: ({ onRetry }) => <NotLoaded error={error} onRetry={onRetry} /> }),
  ));
}

let Shown = lazyShown();

export function CellExplanation({ onGoToLine }: Props) {
  const [, setTries] = useState(0);
  const retry = () => {
    Shown = lazyShown();
    setTries((t) => t + 1);
  };
  return (
    <Suspense fallback={<ExplanationEmpty text={EXPLAINING} />}>
      <Shown onGoToLine={onGoToLine} onRetry={retry} />
    </Suspense>
  );
}
