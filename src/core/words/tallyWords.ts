/**
 * A crawler's verdicts counted over many URLs, said one way wherever they are counted (review21
 * L3): the page's Rule coverage and its directories, `robotscope coverage` (URL sets and logs),
 * MCP coverage and check_urls. "48,680 allowed · 51,320 blocked · 40,845 decided by no rule".
 * A coverage line's notes after the counts: coverageTallyWords.ts.
 */
import { countText } from './countText.ts';

/** The counts a tally may say: allowed and blocked always; the others where they are counted. */
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

/** Beside what the file asks of a crawler robots.txt does not govern (coverage counts it as if governed). */
export const NOT_GOVERNED_WORDS = 'robots.txt does not govern it: what the file asks';

