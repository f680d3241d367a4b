/**
 * Why one crawler gets its verdict for one URL (issue 11 §3): the groups that applied and why,
 * every rule of them that matched with its length as the profile counts it, the winner and the
 * tie-break, how the URL became the compared path, where the deciding rule stands against
 * Googlebot's 500 KiB cut, and what the other profiles answer and why.
 *
 * The answer is plain data (numbers, strings, arrays): it crosses the worker boundary as it is,
 * and the words live in the layer that shows them. Everything comes from the functions the
 * verdict itself comes from (checkCrawler, chooseGroups's result, reduceUrl), so the explanation
 * cannot disagree with the verdict it explains.
 */
import { aiPreferenceFor, type AiPreference } from './aiUsage.ts';
import { asciiLower } from './asciiCase.ts';
import type { CleanParamResult } from './cleanParam.ts';
import { crawlDelayFor, type CrawlDelayFact } from './crawlDelay.ts';
import { checkCrawler, crawlerFor, type Crawler, type CrawlerCheck, type CrawlerRule } from './crawlerCheck.ts';
import type { RobotsApplies } from './registry/registry.ts';
import { explainProfiles, type ProfileAnswer } from './explainProfiles.ts';
import { googlebotCut, googlebotView } from './googlebotView.ts';
import { baseOf, profileSpec } from './profiles/index.ts';
import type { ReadingTopic } from './profiles/types.ts';
import { answerSources, cleanParamFor, withTopic } from './readingFacts.ts';
import { ruleValue } from './ruleTable.ts';
import { PROFILES, type GroupReason, type ParsedRobots, type Profile, type TieBreak } from './types.ts';
import { requestUrl } from './requestUrl.ts';
import { pathFromUrl, reduceUrl, type PathReduction } from './url.ts';
import { checkAsRead, readingFor, type LenientAnswer, type Parses, type ReadingChoice, type ReadingWhy } from './readings.ts';

export type { GroupCause, ProfileAnswer, ProfileDifference, SizeWay } from './explainProfiles.ts';

export interface ExplainedGroup {
  index: number;
  /** The group's first line. */
  line: number;
  /** Its user-agent lines that named the crawler (or `*`), as written. */
  agents: { line: number; value: string }[];
  /**
   * A group naming the crawler whose user-agent list runs on to `User-agent: *` (a Crawl-delay or
   * a blank line between does not end it, groupJoin.ts): that line, whose rules are the group's,
   * so they apply to the crawler; null otherwise.
   */
  joinsGlobal: number | null;
}

export interface ExplainedMatch {
  line: number;
  allow: boolean;
  /** The rule's value as written. */
  value: string;
  /** The pattern compared, after the profile's normalisation. */
  pattern: string;
  /**
   * The match's length as the profile counts it: google and RFC 9309, the pattern's length in
   * bytes after %-normalisation, `*` and `$` included (spec/google-behaviours.md "Matching").
   */
  length: number;
  /** google: the `<dir>/$` an `Allow: <dir>/index.htm…` implies matched, not the rule itself. */
  implied: boolean;
  /** This match decided the verdict. */
  winner: boolean;
}

/** The compared path and how it came from the URL; `normalisedFrom` when the profile rewrote it. */
export interface ExplainedPath extends PathReduction {
  /** The path the crawler compared (after the profile's %-normalisation). */
  compared: string;
  /** With `request`: the path compared when the URL is requested otherwise than written (words: comparedAs), else ''. */
  comparedAs: string;
}

/** Where the deciding rule stands against Googlebot's 500 KiB cut, for a file bigger than that. */
export interface SizePlace {
  /** The line holding byte 512,000. */
  cutLine: number;
  /** This profile's checks stop at the cut (google), or read the whole file. */
  readsToCut: boolean;
  /** The deciding rule: before the cut, on the line the cut falls in (read cut short), past it, or none. */
  place: 'before' | 'on-cut' | 'past' | 'none';
  /** google: Google's library on the whole file, where it answers otherwise (verdict or line); else null. */
  wholeFile: { allowed: boolean; line: number } | null;
}

export interface Explanation {
  /** The crawler as the person named it, and the token read from it. */
  input: string;
  crawler: string;
  url: string;
  profile: Profile;
  allowed: boolean;
  /** The deciding line, 0 when no rule decided. */
  line: number;
  /** The tokens tried, in order (`*` for the global group), and the one whose group applied. */
  chain: string[];
  decidedBy: string;
  /** Which of the crawler's documented rules chose the groups (core checkCrawler). */
  crawlerRule: CrawlerRule;
  /** Who documents the crawler's rules (registry), or null for a crawler the registry lacks. */
  operator: string | null;
  /** Whether robots.txt governs the crawler (registry; 'no': the verdict is only what the file asks). */
  robots: RobotsApplies | null;
  reason: GroupReason;
  groups: ExplainedGroup[];
  /** First lines of the `*` groups set aside: a group names the crawler, or it ignores `*`. */
  globalSetAside: number[];
  path: ExplainedPath;
  /** Every rule of the applying groups that matched the compared path, in line order. */
  matches: ExplainedMatch[];
  tieBreak: TieBreak;
  sizeLimit: SizePlace | null;
  /** The other profiles' answers (rfc9309, draft1996 under google), each with why it differs. */
  profiles: ProfileAnswer[];
  /** Why `profile` reads for this crawler (readings.ts): forced by the person, documented by its operator, or the standard for want of either. */
  readingWhy: ReadingWhy;
  /** Where the operator documents that reading (registry); '' unless documented. */
  readingSource: string;
  /** Another reading's answer where its verdict differs, and why (readings.ts checkAsRead, otherReadings); never for Google's reading or one forced. */
  lenient: LenientAnswer | null;
  /**
   * What the file states about AI use for this URL and crawler (Content-Signal, Content-Usage,
   * RSL License; core aiUsage.ts), beside the verdict: it never changes one (issue 10 §6).
   */
  ai: AiPreference;
  /** bing, yandex: the topics of the reading's rules this answer rests on (their words and sources: words/readingSources.ts sourcesOf). */
  sources: ReadingTopic[];
  /** yandex: the URL after the file's Clean-param lines (which parameters Yandex strips); null elsewhere. */
  cleanParam: CleanParamResult | null;
  /** Crawl-delay as this crawler takes it under this reading (core crawlDelay.ts). */
  crawlDelay: CrawlDelayFact;
}

export interface ExplainOptions {
  /** Parses of the same text under other profiles, to reuse (the worker keeps them). */
  parses?: Partial<Record<Profile, ParsedRobots>>;
  /** Check the URL as a browser requests it (core requestUrl), as every entry a person types into does. */
  request?: boolean;
}

/**
 * Explains the verdict `checkCrawler(parsed, crawler, url)` gives; with `request`, the one
 * `checkCrawler(parsed, crawler, requestUrl(written))` gives, saying so.
 */
export function explainCheck(parsed: ParsedRobots, crawler: string | Crawler, written: string, options: ExplainOptions = {}): Explanation {
  const url = options.request ? requestUrl(written) : written;
  const c = typeof crawler === 'string' ? crawlerFor(crawler) : crawler;
  const check = checkCrawler(parsed, c, url);
  // A size-limited answer's rules and groups are those of the part Googlebot reads.
  const seen = check.sizeLimited ? googlebotView(parsed) : parsed;
  return {
    input: typeof crawler === 'string' ? crawler : c.token,
    crawler: check.crawler,
    url: written,
    profile: baseOf(parsed.profile),
    allowed: check.allowed,
    line: check.line,
    chain: check.chain,
    decidedBy: check.decidedBy,
    crawlerRule: check.crawlerRule,
    operator: c.info ? c.info.operator : null,
    robots: check.robots,
    reason: check.reason,
    groups: explainGroups(seen, check),
    globalSetAside: check.crawlerRule === 'global' || check.crawlerRule === 'no-group' ? [] : globalGroups(seen, check.groups),
    path: { ...reduceUrl(url), compared: check.path, comparedAs: url === written ? '' : pathFromUrl(url) },
    matches: check.matches.map((m) => ({
      line: m.line, allow: m.allow, value: ruleValue(seen, m.rule), pattern: m.pattern, length: m.length, implied: m.implied,
      winner: check.rule !== null && m.rule === check.rule.rule && m.implied === check.rule.implied,
    })),
    tieBreak: check.tieBreak,
    sizeLimit: sizePlace(parsed, c, url, check),
    profiles: explainProfiles(parsed, c, url, check, options.parses ?? {}),
    readingWhy: 'forced',
    readingSource: '',
    lenient: null,
    ai: aiPreferenceFor(parsed, typeof crawler === 'string' ? crawler : c.token, url),
    sources: answerSources(seen, check),
    cleanParam: cleanParamFor(parsed, url),
    crawlDelay: crawlDelayFor(parsed, c),
  };
}

/**
 * explainCheck under the crawler's reading for `choice` (readings.ts checkAsRead), saying why
 * that reading and, where it is checked against others (readings.ts otherReadings), what another
 * reading answers where it differs, and why (readings.ts checkAsRead).
 */
export function explainAsRead(parses: Parses, crawler: string | Crawler, written: string, choice: ReadingChoice, options: Pick<ExplainOptions, 'request'> = {}): Explanation {
  const c = typeof crawler === 'string' ? crawlerFor(crawler) : crawler;
  const reading = readingFor(c, choice);
  const all = Object.fromEntries(PROFILES.map((p) => [p, parses(p)]));
  const e = explainCheck(parses(reading.profile), crawler, written, { ...options, parses: all });
  e.readingWhy = reading.why;
  e.readingSource = reading.source;
  // The same doubt as the grid's cell and `check`: one function decides it.
  e.lenient = checkAsRead(parses, c, options.request ? requestUrl(written) : written, choice).lenient;
  // Google's lenient answer rests on what the reading forgives: Bing's rule on it is assumed.
  if (e.lenient?.cause === 'lenient') e.sources = withTopic(e.profile, e.sources, 'keys');
  return e;
}

function explainGroups(parsed: ParsedRobots, check: CrawlerCheck): ExplainedGroup[] {
  const spec = profileSpec(parsed.profile);
  const token = asciiLower(check.agent);
  const names = (t: string) =>
    check.reason === 'fallback' ? t === '*' : t !== '*' && (spec.agentMatch === 'substring' ? asciiLower(t).includes(token) : asciiLower(t) === token);
  return check.groups.map((g) => {
    const group = parsed.groups[g];
    const agents = group.userAgents.filter((ua) => names(ua.token)).map((ua) => ({ line: ua.line, value: ua.value }));
    const global = check.reason === 'fallback' ? undefined : group.userAgents.find((ua) => ua.token === '*');
    return { index: g, line: group.startLine, agents, joinsGlobal: global ? global.line : null };
  });
}

/** First lines of the `*` groups but those that apply (`applying`: a group naming the crawler that runs on to `User-agent: *`). */
function globalGroups(parsed: ParsedRobots, applying: readonly number[]): number[] {
  return parsed.groups.flatMap((g, i) => (!applying.includes(i) && g.userAgents.some((ua) => ua.token === '*') ? [g.startLine] : []));
}

function sizePlace(parsed: ParsedRobots, c: Crawler, url: string, check: CrawlerCheck): SizePlace | null {
  const limit = parsed.sizeLimit;
  if (limit === null) return null;
  const readsToCut = googlebotCut(parsed) !== null;
  const place = check.line === 0 ? 'none' : check.line < limit.line ? 'before' : check.line === limit.line ? 'on-cut' : 'past';
  let wholeFile: SizePlace['wholeFile'] = null;
  if (readsToCut) {
    const whole = checkCrawler(parsed, c, url, { wholeFile: true });
    if (whole.allowed !== check.allowed || whole.line !== check.line) wholeFile = { allowed: whole.allowed, line: whole.line };
  }
  return { cutLine: limit.line, readsToCut, place, wholeFile };
}
