/**
 * A polite live region that tells a screen reader when an expectation starts failing as the
 * person types, and when all hold again (expectationAnnouncement.ts), once the verdicts settle.
 */
import { useStore } from 'zustand';
import { selectExpectationReport } from '../state/cellExpectations.ts';
import { store } from '../state/store.ts';
import { expectationAnnouncement } from './expectationAnnouncement.ts';
import { useAnnouncement } from './useAnnouncement.ts';

export function ExpectationAnnouncer() {
  const report = useStore(store, selectExpectationReport);
  const checked = useStore(store, (s) => s.results.matrix !== null);
  const text = useAnnouncement(report, checked, expectationAnnouncement);
  return <p className="sr-only" role="status" data-testid="expectations-announcer">{text}</p>;
}
