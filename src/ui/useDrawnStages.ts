/**
 * The page drawn in stages, each a task after the previous one has painted (issue 24 §3): the
 * editor first, then the URL inputs, then the results and what sits under them. One first render,
 * commit and layout of the whole page took 230–300 ms of the main thread at 4× CPU in a trace, in
 * one task, before the person's file was on screen; the inputs and the results together still made
 * one task of 67–77 ms of CPU at 4× (their style and layout 41–52 of it), over the 50 ms a phone's
 * tap can wait. Nothing is lost meanwhile: what is not drawn yet cannot take a key or a click, and
 * the store already holds its state.
 */
import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '../editor/buildDoc.ts';

/** 0 for the page's first paint, then one more after each paint, up to `stages`. */
export function useDrawnStages(stages: number): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn >= stages) return;
    let live = true;
    // The frame's callback runs before that frame paints; the task after it, once it has.
    const frame = requestAnimationFrame(() => void nextTask().then(() => { if (live) startTransition(() => setDrawn(drawn + 1)); }));
    return () => { live = false; cancelAnimationFrame(frame); };
  }, [drawn, stages]);
  return drawn;
}
