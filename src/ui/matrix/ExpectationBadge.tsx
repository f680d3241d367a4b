/**
 * A cell's expectation, in words as well as colour (WCAG 1.4.1): "✓ expected" where it holds,
 * "✗ expected allowed" where it fails, "? expected" where it holds only as the crawler's reading
 * has it (readings disagree); a screen reader hears "expected allowed, holds / fails / holds only as …".
 */
import { EXPECTATION_STATE_WORDS, type ExpectationCheck } from '../../state/cellExpectations.ts';

export function ExpectationBadge({ check }: { check: ExpectationCheck }) {
  const { expect } = check.expectation;
  if (check.state === 'fails') {
    return (
      <span className="cell-expect is-fails" title={`This cell must be ${expect}: the expectation fails`}>
        <span aria-hidden="true">✗ </span>expected {expect}<span className="sr-only">, fails</span>
      </span>
    );
  }
  if (check.state === 'unsure') {
    const said = EXPECTATION_STATE_WORDS.unsure;
    return (
      <span className="cell-expect is-unsure" title={`This cell must be ${expect}: it ${said}`}>
        <span aria-hidden="true">? </span>expected<span className="sr-only"> {expect}, {said}</span>
      </span>
    );
  }
  return (
    <span className="cell-expect is-holds" title={`This cell must be ${expect}: the expectation holds`}>
      <span aria-hidden="true">✓ </span>expected<span className="sr-only"> {expect}, holds</span>
    </span>
  );
}
