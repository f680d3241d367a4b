/**
 * The selected cell's verdict as the views show it (results.cellRow.result): the view model of
 * the worker's answer to `explain`, so that no view reads a wire type (issue 11 §1: wire types
 * stay in worker/, views get their own view models; eslint.config.js keeps ui/ out of worker/).
 * The controller makes it once per answer; a change of the wire stops at cellVerdictOf.
 */
import { MAX_RULE_TEXT, type RowResult } from '../worker/protocol.ts';

/** RowResult without what no view reads, and with the cut of a long rule said as the view says it. */
export type CellVerdict = Omit<RowResult, 'ruleChars' | 'matchCount' | 'sizeLimited'> & {
  /** The whole rule's length in characters when `ruleText` shows it cut (past MAX_RULE_TEXT), else null. */
  cutFrom: number | null;
};

export function cellVerdictOf(row: RowResult): CellVerdict {
  return {
    url: row.url, crawler: row.crawler, allowed: row.allowed, governed: row.governed, line: row.line, ruleText: row.ruleText, path: row.path, agent: row.agent,
    reason: row.reason, tieBreak: row.tieBreak, groupLines: row.groupLines, crawlerRule: row.crawlerRule,
    chain: row.chain, decidedBy: row.decidedBy, allowLines: row.allowLines, ruleCut: row.ruleCut, wholeFile: row.wholeFile,
    cutFrom: row.ruleChars > MAX_RULE_TEXT ? row.ruleChars : null,
  };
}
