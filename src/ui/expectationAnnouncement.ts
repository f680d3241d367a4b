/**
 * What a screen reader hears when expectations start failing as the person types, or all hold
 * again (issue 9 §2; WCAG 4.1.3 status messages). Said once the verdicts have settled, like the
 * problems (problemsAnnouncement.ts): typing "Disallow: /" passes through "Disallow: /" itself.
 */
import { expectationWords, type ExpectationCheck, type ExpectationReport } from '../state/cellExpectations.ts';
import { countText } from '../core/words/countText.ts';

const keyOf = (c: ExpectationCheck) => `${c.expectation.crawler}\u0000${c.expectation.url}\u0000${c.expectation.expect}`;

/** "GPTBot must be allowed /private/x (blocked by line 2)" */
function failure(c: ExpectationCheck): string {
  const got = c.expectation.expect === 'allowed' ? 'blocked' : 'allowed';
  return `${expectationWords(c.expectation)} (${got}${c.line > 0 ? ` by line ${c.line}` : `: ${c.noLine}`})`;
}

/** The sentence for a change from `before` to `after`, or null when no expectation changed side. */
export function expectationAnnouncement(before: ExpectationReport, after: ExpectationReport): string | null {
  const was = new Set(before.checks.filter((c) => c.state === 'fails').map(keyOf));
  const now = after.checks.filter((c) => c.state === 'fails');
  const fresh = now.filter((c) => !was.has(keyOf(c)));
  if (fresh.length === 0 && now.length === was.size) return null;
  if (now.length === 0) return after.checks.length === 0 ? null : `${after.summary} again.`;
  if (fresh.length === 0) return `${after.summary} (was ${countText(was.size)}).`;
  const first = fresh.length === 1 ? `Expectation now fails: ${failure(fresh[0])}` : `${countText(fresh.length)} expectations now fail, first: ${failure(fresh[0])}`;
  return `${first}. ${after.summary}.`;
}
