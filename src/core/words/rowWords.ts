/**
 * The words of a checked URL's details (the grid's selected cell): why these groups applied,
 * and the 500 KiB notes. The worker sends the row as codes and numbers (worker/protocol.ts
 * RowResult); these sentences, crawlerWords.ts's and explanationWords.ts's tie-breaks are what
 * the page and the CLI say of it.
 */
import type { GroupReason } from '../types.ts';
import { crawlerRuleText, noGroupWords, type CrawlerSaid } from './crawlerWords.ts';
import { upperFirst } from './listText.ts';
import { NO_RULE_MATCHED } from './resultWords.ts';

const lines = (ls: readonly number[]) => (ls.length === 1 ? `line ${ls[0]}` : `lines ${ls.join(', ')}`);

/** What groupReason reads of a row. */
export interface RowGroups extends CrawlerSaid {
  reason: GroupReason;
  /** The token whose groups applied ('' when none). */
  agent: string;
  /** First line of each group that applied. */
  groupLines: readonly number[];
}

/** Which groups applied and why, with their lines; `chain` is the crawler as the person named it. */
export function groupReason(row: RowGroups, chain: string): string {
  // The crawler's own documented rules (crawlerRuleText), where they, not Google's library
  // alone, chose the groups: a fallback chain, or a crawler that ignores `*`.
  if (row.crawlerRule === 'ignores-global') return crawlerRuleText(row);
  if (row.crawlerRule === 'chain-fallback') return `${crawlerRuleText(row)} (${lines(row.groupLines)})`;
  const agent = row.agent || chain;
  const REASONS: Record<GroupReason, () => string> = {
    named: () => `The group naming ${agent} applied (${lines(row.groupLines)}).`,
    merged: () => `${row.groupLines.length} groups name ${agent}; Google merges them (${lines(row.groupLines)}).`,
    fallback: () => `No group names ${chain}, so the * group applied (${lines(row.groupLines)}).`,
    none: () => `${upperFirst(noGroupWords(chain))}, so nothing applies.`,
  };
  return REASONS[row.reason]();
}

/** Said when Googlebot's 500 KiB cut falls inside the deciding line (RowResult.ruleCut). */
export const RULE_CUT =
  'Googlebot reads only the first 500 KiB (512,000 bytes) of this file and stops inside this line: it reads the rule only as far as shown, and no line after it.';

/** Google's library on the whole file, where it answers otherwise than Googlebot (RowResult.wholeFile). */
export function wholeFileNote(whole: { allowed: boolean; line: number; ruleText: string }): string {
  // Lower-case verbs: the row's verdict stays its only "Allowed" or "Blocked".
  const verdict = whole.allowed ? 'allow' : 'block';
  // Google's parser has no /robots.txt exception (decide.ts alwaysAllowed): no line is no rule matching.
  const why = whole.line > 0 ? `by line ${whole.line}: ${whole.ruleText}` : `(${NO_RULE_MATCHED})`;
  return `Googlebot reads only the first 500 KiB of this file. Read whole, Google's parser would ${verdict} this URL ${why}.`;
}
