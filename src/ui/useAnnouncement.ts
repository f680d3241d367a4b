/**
 * What a polite live region says about a value that changes as the person types: the sentence
 * `say(before, after)` once the value has stayed the same for SETTLE_MS (never per keystroke).
 * The first value once `ready` is the starting point, not news; unless `from` names the starting
 * point (a view drawn only once its value may already be there: the comparison's results, loaded
 * when a comparison first opens, whose count may come before them).
 */
import { useEffect, useRef, useState } from 'react';
import { SETTLE_MS } from './problemsAnnouncement.ts';

export function useAnnouncement<T>(value: T, ready: boolean, say: (before: T, after: T) => string | null, from?: { value: T }): string {
  const baseline = useRef<{ value: T } | null>(from ?? null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!ready) return;
    if (!baseline.current) {
      baseline.current = { value };
      return;
    }
    const sentence = say(baseline.current.value, value);
    if (!sentence) return;
    const timer = setTimeout(() => {
      baseline.current = { value };
      setText(sentence);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value, ready, say]);
  return text;
}
