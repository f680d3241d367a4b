/**
 * One record for a URL × crawler result, the same from the engine to every view (issue 24 §1):
 * the grid's cell and its details, the CSV, JSON and Markdown files, `check --json`, `batch` and
 * the MCP tools all read this shape, through the column table (columns.ts). The worker's
 * columnar answer stays columnar on the wire (a million cells would be a million objects); the
 * app makes a record of a cell when a view asks for one (state/matrix.ts recordAt).
 *
 * Everything here is a code or a number, never English: the words are words/resultWords.ts's.
 */
import { chainTried, crawlerFor, type CrawlerCheck } from '../crawlerCheck.ts';
import { googlebotView } from '../googlebotView.ts';
import { baseOf } from '../profiles/index.ts';
import type { ReadCheck } from '../readings.ts';
import { requestUrl } from '../requestUrl.ts';
import { pathFromUrl } from '../url.ts';
import { crawlerInfoFor, type CrawlerInfo } from '../registry/registry.ts';
import type { CheckResult, ParsedRobots, Profile } from '../types.ts';
import { crawlerFacts } from './columns.ts';
import type { CrawlerNote, LenientRecord, ResultRecord } from './resultRecord.ts';
import { cutSplit, ruleOf } from './ruleText.ts';
import { fileDecides, VERDICT, verdictOf, type Verdict } from './verdict.ts';

/** The path a crawler compares for `url` when it requests it otherwise than written (core requestUrl), else ''. */
export function comparedPath(url: string): string {
  const asked = requestUrl(url);
  return asked === url ? '' : pathFromUrl(asked);
}

/** The registry's caveats on a crawler, as codes, in the order their words are said. */
export function crawlerNoteCodes(info: CrawlerInfo | null): CrawlerNote[] {
  if (!info) return [];
  const notes: CrawlerNote[] = [];
  if (info.robots === 'no') notes.push('not-governed');
  else if (info.robots === 'may-not-apply') notes.push('may-not-apply');
  else if (info.robots === 'unclear') notes.push('unclear');
  if (info.bypasses !== '') notes.push('may-bypass');
  if (info.ignoresAllow) notes.push('ignores-allow');
  if (info.controlOnly) notes.push('control-only');
  if (info.phantom) notes.push('phantom');
  if (info.confidence === '3p') notes.push('third-party');
  if (info.confidence === 'recalled') notes.push('recalled');
  if (info.confidence === 'assumed') notes.push('assumed');
  return notes;
}

const isCrawlerCheck = (r: CheckResult): r is CrawlerCheck => 'crawlerRule' in r;

/** A check's other answer where the readings disagree (readings.ts checkAsRead), for a verdict the file decides. */
function lenientOfCheck(r: CheckResult, verdict: Verdict): LenientRecord | null {
  const lenient = (r as Partial<ReadCheck>).lenient;
  return lenient && fileDecides(verdict) ? lenient : null;
}

/**
 * The record of one check (checkCrawler's, or checkUrl's with raw `tokens`): `at` says what was
 * asked, as asked; `requested`: the check read the URL as a browser requests it (core requestUrl). A size-limited answer's lines are Googlebot's view's (its first 500 KiB).
 */
export function recordOfCheck(
  parsed: ParsedRobots, r: CheckResult, at: { url: string; crawler: string; tokens?: readonly string[]; requested?: boolean },
): ResultRecord {
  const read = r.sizeLimited ? googlebotView(parsed) : parsed;
  const named = isCrawlerCheck(r);
  const verdict = verdictOf(named ? r : { allowed: r.allowed });
  return {
    url: at.url,
    crawler: at.crawler,
    verdict,
    line: r.line,
    rule: ruleOf(read, r.line, r.sizeLimited ? cutSplit(parsed) : 0).ruleText,
    groupLine: r.groups.length > 0 ? read.groups[r.groups[0]]?.startLine ?? 0 : 0,
    crawlerRule: named ? r.crawlerRule : null,
    chain: named ? r.chain : [...(at.tokens ?? []), '*'],
    reading: baseOf(parsed.profile),
    notes: named ? crawlerNoteCodes(crawlerInfoFor(r.crawler)) : [],
    comparedAs: at.requested ? comparedPath(at.url) : '',
    whyNotTested: '',
    facts: crawlerFacts({ read, groups: r.groups, crawler: named ? crawlerFor(at.crawler) : null }),
    lenient: lenientOfCheck(r, verdict),
    allowed: r.allowed,
    path: r.path,
    tieBreak: r.tieBreak,
    agent: r.agent,
    groupReason: r.reason,
  };
}

/**
 * The record of a URL when a fetch found no file to read (RFC 9309 2.3.1.3-4): every URL allowed
 * (no file) or disallowed (unreachable), no line deciding; a crawler robots.txt does not govern
 * stays not governed.
 */
export function recordOfOutcome(url: string, crawler: string, allowed: boolean, reading: Profile): ResultRecord {
  const c = crawlerFor(crawler);
  return {
    url, crawler, verdict: verdictOf({ allowed, robots: c.info?.robots }), line: 0, rule: '', groupLine: 0, crawlerRule: null, chain: chainTried(c), reading,
    notes: crawlerNoteCodes(c.info), comparedAs: '', whyNotTested: '', facts: {}, lenient: null, allowed,
  };
}

/** The record of a line of the URL list that no crawler is asked about, for one crawler: why not. */
export function recordNotTested(text: string, why: string, crawler: string, reading: Profile): ResultRecord {
  return {
    url: text, crawler, verdict: VERDICT.untested, line: 0, rule: '', groupLine: 0, crawlerRule: null, chain: [], reading, notes: [], comparedAs: '', whyNotTested: why, facts: {}, lenient: null,
  };
}
