/**
 * What a screen reader hears when the problems in the document change (WCAG 4.1.3, status
 * messages). Said once the counts have settled, never per keystroke: typing "Disallow" passes
 * through "D", "Di", ... each briefly an unknown key.
 */
import type { SeverityCounts } from '../state/store.ts';
import { countText } from '../core/words/countText.ts';

/** How long the counts must stay the same before they are announced. */
export const SETTLE_MS = 1200;

const count = (n: number, one: string, many = `${one}s`) => `${countText(n)} ${n === 1 ? one : many}`;

export function countsSentence(c: SeverityCounts): string {
  if (c.error + c.warning + c.info === 0) return 'no problems';
  const parts = [];
  if (c.error) parts.push(count(c.error, 'error'));
  if (c.warning) parts.push(count(c.warning, 'warning'));
  if (c.info) parts.push(count(c.info, 'note'));
  return parts.join(', ');
}

const same = (a: SeverityCounts, b: SeverityCounts) => a.error === b.error && a.warning === b.warning && a.info === b.info;

/** The sentence for a change from `before` to `after`, or null when nothing changed. */
export function problemsAnnouncement(before: SeverityCounts, after: SeverityCounts): string | null {
  if (same(before, after)) return null;
  const now = countsSentence(after);
  return `Problems in the document: ${now} (was ${countsSentence(before)}).`;
}
