/**
 * A crawler's line of coverage, said alike by the page's Rule coverage, `robotscope coverage` and
 * MCP coverage (review21 L3). A module of its own, so that only they load it: the page's first
 * JavaScript holds tallyWords.ts (the logs' counts) and resultWords.ts, not this.
 */
import { ASSUMED_WORDS } from './resultWords.ts';
import { NOT_GOVERNED_WORDS, verdictCountWords, type VerdictCounts } from './tallyWords.ts';

/** Its counts (tallyWords.ts), whether robots.txt governs it, and whether its name was only assumed to be its operator's robot. */
export const coverageTallyWords = (t: VerdictCounts & { governed: boolean; assumed: boolean }) =>
  `${verdictCountWords(t)}${t.governed ? '' : ` (${NOT_GOVERNED_WORDS})`}${t.assumed ? ` (${ASSUMED_WORDS})` : ''}`;
