/**
 * A crawler's verdicts counted over many URLs, said one way wherever they are counted (review21
 * L3): the page's Rule coverage and its directories, `robotscope coverage` (URL sets and logs),
 * MCP coverage and check_urls. "48,680 allowed · 51,320 blocked · 40,845 decided by no rule".
 * A coverage line's notes after the counts: coverageTallyWords.ts.
 */
import { countText } from './countText.ts';

/**
 * The counts a tally may say: allowed and blocked always; the others where they are counted.
 * For a crawler robots.txt does not govern, the tallies of what the file decides (coverage, logs,
 * a rule's directories) count what the file asks of it as allowed and blocked, and say so
 * (NOT_GOVERNED_WORDS); check_urls, which gives each verdict, counts its verdicts as not governed
 * and says the same counts of what the file asks after them (coverageTallyWords askedTallyWords),
 * so one crawler over the same URLs gives the same numbers everywhere (review22 L5).
 */
export interface VerdictCounts {
  allowed: number;
  blocked: number;
  /** Verdicts no rule decided (coverage): said whenever counted, 0 included. */
  noRule?: number;
  /** Verdicts of a crawler robots.txt does not govern, counted apart from allowed and blocked (check_urls): said when there are any. */
  notGoverned?: number;
}

/** "1,200 allowed · 3 blocked", "… · 199 decided by no rule", "0 allowed · 0 blocked · 4,000 not governed". */
export function verdictCountWords(t: VerdictCounts): string {
  const parts = [`${countText(t.allowed)} allowed`, `${countText(t.blocked)} blocked`];
  if (t.noRule !== undefined) parts.push(`${countText(t.noRule)} decided by no rule`);
  if (t.notGoverned !== undefined && t.notGoverned > 0) parts.push(`${countText(t.notGoverned)} not governed`);
  return parts.join(' · ');
}

/** What a tally of a crawler robots.txt does not govern counts: what the file asks of it, not what it does. */
export const FILE_ASKS_WORDS = 'what the file asks';

/** Beside what the file asks of a crawler robots.txt does not govern (coverage counts it as if governed). */
export const NOT_GOVERNED_WORDS = `robots.txt does not govern it: ${FILE_ASKS_WORDS}`;

