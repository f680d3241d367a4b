/**
 * A polite live region that tells a screen reader when the document's problems change, once the
 * person pauses (see problemsAnnouncement.ts). The first analysis is the starting point, not news:
 * what is there on opening is in the status bar.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { selectCounts, store, type SeverityCounts } from '../state/store.ts';
import { problemsAnnouncement, SETTLE_MS } from './problemsAnnouncement.ts';

export function ProblemsAnnouncer() {
  const counts = useStore(store, useShallow(selectCounts));
  const analysed = useStore(store, (s) => s.results.stats !== null);
  const baseline = useRef<SeverityCounts | null>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    if (!analysed) return;
    if (!baseline.current) {
      baseline.current = counts;
      return;
    }
    const sentence = problemsAnnouncement(baseline.current, counts);
    if (!sentence) return;
    const timer = setTimeout(() => {
      baseline.current = counts;
      setText(sentence);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [counts, analysed]);

  return <p className="sr-only" role="status" data-testid="problems-announcer">{text}</p>;
}
