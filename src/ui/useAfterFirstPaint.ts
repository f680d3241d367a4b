/**
 * False for the page's first paint, true from a task after it (issue 24 §3). The page draws the
 * editor first and the rest (the URL inputs, the results and what sits under them) a task later:
 * one first render, commit and layout of the whole page took 230–300 ms of the main thread at 4×
 * CPU in a trace, in one task, before the person's file was on screen. Nothing is lost meanwhile:
 * what is not drawn yet cannot take a key or a click, and the store already holds its state.
 */
import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '../editor/buildDoc.ts';

export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    // The frame's callback runs before that frame paints; the task after it, once it has.
    const frame = requestAnimationFrame(() => void nextTask().then(() => { if (live) startTransition(() => setAfter(true)); }));
    return () => { live = false; cancelAnimationFrame(frame); };
  }, []);
  return after;
}
