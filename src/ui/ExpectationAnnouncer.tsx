/**
 * A polite live region that tells a screen reader when an expectation starts failing as the
 * person types, and when all hold again (expectationAnnouncement.ts), once the verdicts settle.
 */
import { selectExpectationReport } from '../state/cellExpectations.ts';

import { expectationAnnouncement } from './expectationAnnouncement.ts';
import { useAnnouncement } from './useAnnouncement.ts';
import { useRobots } from './storeContext.ts';

export function ExpectationAnnouncer() {
  const report = useRobots(selectExpectationReport);
  const checked = useRobots((s) => s.results.matrix !== null);
  const text = useAnnouncement(report, checked, expectationAnnouncement);
  return <p className="sr-only" role="status" data-testid="expectations-announcer">{text}</p>;
}
