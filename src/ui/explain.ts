/**
 * The words a result row uses: why these groups applied, how the tie was broken. One table,
 * so every sentence about a verdict lives in one place.
 */
import type { GroupReason, TieBreak } from '../core/index.ts';
import type { CellVerdict } from '../state/cellVerdict.ts';

const lines = (ls: number[]) => (ls.length === 1 ? `line ${ls[0]}` : `lines ${ls.join(', ')}`);

export function groupReason(row: CellVerdict, chain: string): string {
  // The crawler's own documented rules (core crawlerRuleText), where they, not Google's
  // library alone, chose the groups: a fallback chain, or a crawler that ignores `*`.
  if (row.crawlerRule === 'ignores-global') return row.crawlerText;
  if (row.crawlerRule === 'chain-fallback') return `${row.crawlerText} (${lines(row.groupLines)})`;
  const agent = row.agent || chain;
  const REASONS: Record<GroupReason, () => string> = {
    named: () => `The group naming ${agent} applied (${lines(row.groupLines)}).`,
    merged: () => `${row.groupLines.length} groups name ${agent}; Google merges them (${lines(row.groupLines)}).`,
    fallback: () => `No group names ${chain}, so the * group applied (${lines(row.groupLines)}).`,
    none: () => `No group names ${chain} and there is no * group, so nothing applies.`,
  };
  return REASONS[row.reason]();
}

const TIE_BREAKS: Record<TieBreak, string> = {
  'longest-match': 'The longest matching rule wins.',
  'allow-wins-tie': 'An Allow and a Disallow of the same length matched: Allow wins.',
  'first-match': 'The 1996 draft obeys the first rule that matches.',
  'only-match': 'Only this rule matched.',
  'allow-ignored': 'Allow lines matched, but this crawler does not follow them: only the Disallow lines decided.',
  'empty-rule': 'Only empty rules matched; they decide nothing, so the URL is allowed.',
  'no-match': 'None of the rules that apply matches this path, and what no rule blocks is allowed.',
  'robots-txt': '/robots.txt itself is always allowed (RFC 9309 2.2.2, and the 1996 draft before it).',
};

export function tieBreak(t: TieBreak): string {
  return TIE_BREAKS[t];
}

/** Said when Googlebot's 500 KiB cut falls inside the deciding line (CellVerdict.ruleCut). */
export const RULE_CUT =
  'Googlebot reads only the first 500 KiB (512,000 bytes) of this file and stops inside this line: it reads the rule only as far as shown, and no line after it.';

/** Google's library on the whole file, where it answers otherwise than Googlebot (CellVerdict.wholeFile). */
export function wholeFileNote(whole: NonNullable<CellVerdict['wholeFile']>): string {
  // Lower-case verbs: the row's verdict stays its only "Allowed" or "Blocked".
  const verdict = whole.allowed ? 'allow' : 'block';
  const why = whole.line > 0 ? `by line ${whole.line}: ${whole.ruleText}` : '(no rule matched)';
  return `Googlebot reads only the first 500 KiB of this file. Read whole, Google's parser would ${verdict} this URL ${why}.`;
}
