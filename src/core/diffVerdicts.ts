/**
 * What a change to a robots.txt does to crawling: for every URL × crawler, the verdicts of two
 * versions side by side, and only the pairs whose verdict or deciding line changed. A line that
 * merely moved (the same rule, shifted by an edit above it) is a move, kept apart from a change,
 * and every change is put under its cause (diffCauses.ts).
 */
import { causesOf, readingsOf, type CauseReport } from './diffCauses.ts';
import { crawlerVerdict, type CrawlerRule, type CrawlerVerdict } from './crawlerCheck.ts';
import { asReadFile, checkAsRead, type ReadFile } from './readings.ts';
import { googlebotView } from './googlebotView.ts';
import { requestedForm } from './requestUrl.ts';
import { RESULT_COLUMNS, recordJson } from './result/columns.ts';
import { recordOfCheck } from './result/record.ts';
import type { JsonValue, ResultRecord } from './result/resultRecord.ts';
import { ruleText } from './ruleTable.ts';
import type { ParsedRobots, TieBreak } from './types.ts';
import { lenientHint } from './words/crawlerWords.ts';
import { sideDoubtWords } from './words/resultWords.ts';
import type { WordStyle } from './words/wordStyle.ts';

/** One side of a change: the verdict and the rule that decided it. */
export interface VerdictSide {
  /** What the file asks of the crawler. */
  allowed: boolean;
  /** The crawler's verdict: 'not governed' on both sides for a crawler robots.txt does not govern. */
  verdict: CrawlerVerdict;
  line: number;
  /** `Disallow: /check`, or '' when no rule decided. */
  rule: string;
  /** Why no line decided, where none did (words/resultWords.ts noLineWords reads them): the tie-break and the crawler's rule. */
  tieBreak: TieBreak;
  crawlerRule: CrawlerRule;
  /**
   * The side as `check` gives it (result/record.ts): its reading, and where another reading
   * answers otherwise, that answer and why (`lenient`: readings disagree). Its JSON is the side's.
   */
  record: ResultRecord;
}

/**
 * `other-rule`: the verdict stays, another rule decides; `moved`: the same rule decides from
 * another line (an edit above it), which is no change at all (diffCauses isMove).
 */
export type ChangeKind = 'newly-blocked' | 'newly-allowed' | 'other-rule' | 'moved';

export interface VerdictChange {
  url: string;
  crawler: string;
  kind: ChangeKind;
  before: VerdictSide;
  after: VerdictSide;
  /** The path compared when the URL is requested otherwise than written (requestedForm), else '' (its words: comparedAs). */
  comparedAs: string;
}

export interface VerdictDiff {
  /** URL × crawler pairs compared. */
  compared: number;
  changes: VerdictChange[];
  newlyBlocked: number;
  newlyAllowed: number;
  /** The changes by cause (diffCauses.ts); indexes point into `changes`. */
  causes: CauseReport;
}


/** `url` as listed, `requested` as a browser requests it (requestUrl.ts). */
/** A side, and its record made only for a pair that changes: most pairs compared do not. */
function side(file: ReadFile, crawler: string, url: string, requested: string): Omit<VerdictSide, 'record'> & { recordOf(): ResultRecord } {
  const result = checkAsRead(file.parses, crawler, requested, file.choice);
  const parsed = file.parses(result.reading);
  // A size-limited answer's rule indexes Googlebot's view of the file (its first 500 KiB).
  const read = result.sizeLimited ? googlebotView(parsed) : parsed;
  const rule = result.rule === null ? '' : ruleText(read, result.rule.rule);
  return {
    allowed: result.allowed, verdict: crawlerVerdict(result), line: result.line, rule, tieBreak: result.tieBreak, crawlerRule: result.crawlerRule,
    recordOf: () => recordOfCheck(parsed, result, { url, crawler, requested: true }),
  };
}

const withRecord = ({ recordOf, ...s }: ReturnType<typeof side>): VerdictSide => ({ ...s, record: recordOf() });

/**
 * `crawlers` are named as a person names them (a token or a header): each is checked with its
 * documented semantics (crawlerCheck.ts), read as each file says (readings.ts; a ParsedRobots:
 * its profile for every crawler); each URL as a browser requests it (requestUrl.ts).
 */
export function diffVerdicts(old: ParsedRobots | ReadFile, now: ParsedRobots | ReadFile, crawlers: readonly string[], urls: readonly string[]): VerdictDiff {
  const before = asReadFile(old);
  const after = asReadFile(now);
  const changes: VerdictChange[] = [];
  let newlyBlocked = 0;
  let newlyAllowed = 0;
  const requested = urls.map(requestedForm);
  for (const crawler of crawlers) {
    for (let i = 0; i < urls.length; i++) {
      const url = urls[i];
      const a = side(before, crawler, url, requested[i].url);
      const b = side(after, crawler, url, requested[i].url);
      if (a.allowed === b.allowed && a.line === b.line && a.rule === b.rule) continue;
      // A crawler robots.txt does not govern is never newly blocked or allowed by the file.
      const kind: ChangeKind = a.verdict !== b.verdict ? (b.verdict === 'allowed' ? 'newly-allowed' : 'newly-blocked') : a.rule !== '' && a.rule === b.rule ? 'moved' : 'other-rule';
      if (kind === 'newly-blocked') newlyBlocked++;
      if (kind === 'newly-allowed') newlyAllowed++;
      changes.push({ url, crawler, kind, before: withRecord(a), after: withRecord(b), comparedAs: requested[i].comparedAs });
    }
  }
  return { compared: crawlers.length * urls.length, changes, newlyBlocked, newlyAllowed, causes: causesOf(changes, readingsOf(before, after)) };
}

/** A side as JSON: the record `check --json` gives for the same URL, crawler and file (result/columns.ts). */
export type VerdictSideJson = Record<string, JsonValue>;
export type VerdictChangeJson = Omit<VerdictChange, 'before' | 'after' | 'comparedAs'> & { before: VerdictSideJson; after: VerdictSideJson; comparedAs: string | null };

const COMPARED_AS = RESULT_COLUMNS.find((c) => c.name === 'comparedAs')!;

/** A change as every JSON gives it (diff --json, review --json, MCP diff_robots), each side the record check gives, `comparedAs` as the records have it. */
export function changeJson(c: VerdictChange): VerdictChangeJson {
  return { url: c.url, crawler: c.crawler, kind: c.kind, before: recordJson(c.before.record), after: recordJson(c.after.record), comparedAs: COMPARED_AS.json(c.before.record) as string | null };
}

/**
 * Where a side of the change is in doubt (readings disagree on its crawler's answer), a note
 * for each such side, the old one first: what every list of changes says under it.
 */
export function changeDoubts(c: VerdictChange, w?: WordStyle): string[] {
  const note = (version: 'old' | 'new', s: VerdictSide) => (s.record.lenient ? sideDoubtWords(version, lenientHint(s.allowed, s.record.reading, s.record.lenient, w)) : '');
  return [note('old', c.before), note('new', c.after)].filter((n) => n !== '');
}
