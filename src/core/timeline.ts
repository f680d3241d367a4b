/**
 * One URL × crawler across versions of a robots.txt (issue 26 §3): each version's verdict and
 * deciding rule, and where it changed with the cause (diffCauses.ts). One model for `robotscope
 * history` and the app's timeline of several versions.
 */
import { checkCrawler, crawlerVerdict, type CrawlerRule, type CrawlerVerdict } from './crawlerCheck.ts';
import { causeSentence } from './diffCauseWords.ts';
import { diffVerdicts } from './diffVerdicts.ts';
import { googlebotView } from './googlebotView.ts';
import { requestedForm } from './requestUrl.ts';
import { ruleText } from './ruleTable.ts';
import type { ParsedRobots, TieBreak } from './types.ts';

/** What one version answers. */
export interface VersionVerdict {
  verdict: CrawlerVerdict;
  line: number;
  /** `Disallow: /x`, '' when no rule decided. */
  rule: string;
  /** Why no line decided, where none did (words/resultWords.ts noLineWords reads them). */
  tieBreak: TieBreak;
  crawlerRule: CrawlerRule;
}

/** Where the verdict changed: from version `from` to version `to` (indexes), and why. */
export interface TimelineChange {
  from: number;
  to: number;
  cause: string;
}

/** The verdict of `crawler` for `url` (as a browser requests it) in one version. */
export function versionVerdict(parsed: ParsedRobots, crawler: string, url: string): VersionVerdict {
  const r = checkCrawler(parsed, crawler, requestedForm(url).url);
  const read = r.sizeLimited ? googlebotView(parsed) : parsed;
  return { verdict: crawlerVerdict(r), line: r.line, rule: r.rule === null ? '' : ruleText(read, r.rule.rule), tieBreak: r.tieBreak, crawlerRule: r.crawlerRule };
}

/**
 * The changes between neighbouring versions of `answers` (in the versions' order), each with its
 * cause; `parsed(i)` gives version i (read only for the versions around a change).
 */
export function timelineChanges(answers: readonly VersionVerdict[], parsed: (i: number) => ParsedRobots, crawler: string, url: string): TimelineChange[] {
  const out: TimelineChange[] = [];
  for (let i = 1; i < answers.length; i++) {
    if (answers[i].verdict === answers[i - 1].verdict) continue;
    const causes = diffVerdicts(parsed(i - 1), parsed(i), [crawler], [url]).causes.causes;
    out.push({ from: i - 1, to: i, cause: causes.map((c) => causeSentence(c)).join('; ') || 'the file changed' });
  }
  return out;
}
