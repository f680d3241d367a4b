/**
 * What a polite live region says about a value that changes as the person types: the sentence
 * `say(before, after)` once the value has stayed the same for SETTLE_MS (never per keystroke).
 * The first value once `ready` is the starting point, not news.
 */
import { useEffect, useRef, useState } from 'react';
import { SETTLE_MS } from './problemsAnnouncement.ts';

export function useAnnouncement<T>(value: T, ready: boolean, say: (before: T, after: T) => string | null): string {
  const baseline = useRef<{ value: T } | null>(null);
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
