/**
 * One URL × crawler across versions of a robots.txt (issue 26 §3): each version's answer, the one
 * `check` and the grid give for that crawler (read as the person chose: by default as its operator
 * documents, with the readings-disagree mark, readings.ts checkAsRead), and where it changed with
 * the cause (diffCauses.ts). One model for `robotscope history` and the app's timeline.
 */
import { crawlerVerdict, type CrawlerRule, type CrawlerVerdict } from './crawlerCheck.ts';
import { causeSentence } from './diffCauseWords.ts';
import { PLAIN, type WordStyle } from './words/wordStyle.ts';
import { diffVerdicts } from './diffVerdicts.ts';
import { asReadFile, checkAsRead, type ReadFile } from './readings.ts';
import { recordOfCheck } from './result/record.ts';
import type { ResultRecord } from './result/resultRecord.ts';
import { requestedForm } from './requestUrl.ts';
import type { ParsedRobots, TieBreak } from './types.ts';
import { lenientHint } from './words/crawlerWords.ts';
import { sideDoubtWords } from './words/resultWords.ts';

/** What one version answers. */
export interface VersionVerdict {
  verdict: CrawlerVerdict;
  allowed: boolean;
  line: number;
  /** The deciding line as the file writes it (`Dissallow: /x` stays so), '' when no rule decided. */
  rule: string;
  /** Why no line decided, where none did (words/resultWords.ts noLineWords reads them). */
  tieBreak: TieBreak;
  crawlerRule: CrawlerRule;
  /** The answer as `check` gives it: its reading, and (`lenient`) another reading's where the readings disagree. */
  record: ResultRecord;
}

/** Where the answer changed: from version `from` to version `to` (indexes), and why. */
export interface TimelineChange {
  from: number;
  to: number;
  cause: string;
}

/**
 * The answer of `crawler` for `url` (as a browser requests it) in one version: a ReadFile reads
 * each crawler as its choice says, as check does; a ParsedRobots is its one reading for all.
 */
export function versionVerdict(version: ParsedRobots | ReadFile, crawler: string, url: string): VersionVerdict {
  const file = asReadFile(version);
  const r = checkAsRead(file.parses, crawler, requestedForm(url).url, file.choice);
  const record = recordOfCheck(file.parses(r.reading), r, { url, crawler, requested: true });
  return { verdict: crawlerVerdict(r), allowed: r.allowed, line: r.line, rule: record.rule, tieBreak: r.tieBreak, crawlerRule: r.crawlerRule, record };
}

/**
 * Where the readings disagree on the answer: core lenientHint's sentence (as check and the grid say
 * it), else ''; `w` quotes its rule (a view shows it as code).
 */
export function versionDoubt(a: VersionVerdict, w: WordStyle = PLAIN): string {
  return a.record.lenient ? lenientHint(a.allowed, a.record.reading, a.record.lenient, w) : '';
}

/** Whether two versions answer alike: the same verdict, as sure (a doubt come or gone is a change worth showing). */
export const sameAnswer = (a: VersionVerdict, b: VersionVerdict): boolean => a.verdict === b.verdict && (a.record.lenient === null) === (b.record.lenient === null);

/**
 * The changes between neighbouring versions of `answers` (in the versions' order), each with its
 * cause; `file(i)` gives version i as `answers[i]` was read (read only around a change). `w`
 * quotes rules and names crawlers (the page's timeline shows its rules as code).
 */
export function timelineChanges(answers: readonly VersionVerdict[], file: (i: number) => ParsedRobots | ReadFile, crawler: string, url: string, w: WordStyle = PLAIN): TimelineChange[] {
  const out: TimelineChange[] = [];
  for (let i = 1; i < answers.length; i++) {
    if (sameAnswer(answers[i], answers[i - 1])) continue;
    const causes = diffVerdicts(file(i - 1), file(i), [crawler], [url]).causes.causes.map((c) => causeSentence(c, w));
    out.push({ from: i - 1, to: i, cause: [...causes, ...doubtChange(answers[i - 1], answers[i], w)].join('; ') || 'the file changed' });
  }
  return out;
}

/** Where the doubt came or went: the version in doubt, and why (its lenientHint). */
function doubtChange(before: VersionVerdict, after: VersionVerdict, w: WordStyle): string[] {
  if ((before.record.lenient === null) === (after.record.lenient === null)) return [];
  return [after.record.lenient ? sideDoubtWords('new', versionDoubt(after, w)) : sideDoubtWords('old', versionDoubt(before, w))];
}
