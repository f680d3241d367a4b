/**
 * A polite live region that tells a screen reader when the document's problems change, once the
 * person pauses (see problemsAnnouncement.ts). The first analysis is the starting point, not news:
 * what is there on opening is in the status bar.
 */
import { useShallow } from 'zustand/react/shallow';
import { selectCounts } from '../state/store.ts';
import { problemsAnnouncement } from './problemsAnnouncement.ts';
import { useAnnouncement } from './useAnnouncement.ts';
import { useRobots } from './storeContext.ts';

export function ProblemsAnnouncer() {
  const counts = useRobots(useShallow(selectCounts));
  const analysed = useRobots((s) => s.results.stats !== null);
  const text = useAnnouncement(counts, analysed, problemsAnnouncement);
  return <p className="sr-only" role="status" data-testid="problems-announcer">{text}</p>;
}
