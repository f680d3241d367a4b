/**
 * A crawler's line of coverage, said alike by the page's Rule coverage, `robotscope coverage` and
 * MCP coverage (review21 L3). A module of its own, so that only they load it: the page's first
 * JavaScript holds tallyWords.ts (the logs' counts) and resultWords.ts, not this.
 */
import { ASSUMED_WORDS } from './resultWords.ts';
import { FILE_ASKS_WORDS, NOT_GOVERNED_WORDS, verdictCountWords, type VerdictCounts } from './tallyWords.ts';

/** Its counts (tallyWords.ts), whether robots.txt governs it, and whether its name was only assumed to be its operator's robot. */
export const coverageTallyWords = (t: VerdictCounts & { governed: boolean; assumed: boolean }) =>
  `${verdictCountWords(t)}${t.governed ? '' : ` (${NOT_GOVERNED_WORDS})`}${t.assumed ? ` (${ASSUMED_WORDS})` : ''}`;

/**
 * check_urls' counts of a crawler: its verdicts, then, for a crawler robots.txt does not govern,
 * what the file asks of it, the counts coverage gives it: "0 allowed · 0 blocked · 4,000 not
 * governed (what the file asks: 2,666 allowed · 1,334 blocked)".
 */
export const askedTallyWords = (t: VerdictCounts & { asked: VerdictCounts | null }) =>
  `${verdictCountWords(t)}${t.asked === null ? '' : ` (${FILE_ASKS_WORDS}: ${verdictCountWords(t.asked)})`}`;
