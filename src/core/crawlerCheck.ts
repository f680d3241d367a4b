/**
 * Checking a named crawler: the raw matcher (checkUrl, what Google's library does with the
 * tokens it is given) plus what the crawler's operator documents, from the registry:
 * - its fallback chain (Googlebot-Image obeys the Googlebot group when no group names it;
 *   Applebot obeys the Googlebot group when no group names Applebot);
 * - `ignoresGlobal`: AdsBot-Google, AdsBot-Google-Mobile, Mediapartners-Google and APIs-Google
 *   obey only a group naming them, never `*` (google-special-case-crawlers): with no such group
 *   they are allowed;
 * - `ignoresAllow`: Diffbot's crawls do not follow Allow lines (docs.diffbot.com): the matching
 *   Disallow lines decide alone;
 * - a token the registry lacks but whose name is a family's (YandexNews): read as that operator's
 *   robot, assumed (registry assumedCrawler);
 * - whether robots.txt governs it at all (user-triggered fetchers often say it does not): the
 *   verdict stays what the file says for its token, and `robots` says how far that binds it.
 * checkUrl with raw tokens stays the raw matcher (the conformance files and `batch`'s ua/uas).
 */
import { checkUrl, readsAsOpen } from './match.ts';
import { agentToken } from './lineSpans.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import { crawlerInfoFor, type Confidence, type CrawlerInfo, type RobotsApplies } from './registry/registry.ts';
import type { CheckOptions, CheckResult, GroupChoice, GroupReason, ParsedRobots } from './types.ts';
import { readUserAgent, type AgentReading } from './userAgent.ts';
import { VERDICT_NAMES, verdictOf, type VerdictName } from './result/verdict.ts';

/** A crawler to check: a registry row, or a token no row names. */
export interface Crawler {
  /** The crawler's product token ('*' for the global group, '' when the input held none). */
  token: string;
  /** The tokens whose groups it obeys, most specific first, spelled as documented. */
  chain: string[];
  ignoresGlobal: boolean;
  /** Does not follow Allow lines: the matching Disallow lines decide alone. */
  ignoresAllow: boolean;
  /** null: not in the registry, so nothing is known beyond the file. */
  info: CrawlerInfo | null;
  /** How the input (a token or a whole header) was read. */
  reading: AgentReading;
}

/** Which of the crawler's documented rules decided which groups applied. */
export type CrawlerRule =
  | 'own-group' // a group names the crawler's own token
  | 'chain-fallback' // no group names it; a group names a later token of its chain
  | 'global' // no group names any token of its chain; the `*` group applied
  | 'ignores-global' // no group names it, and it ignores `*`: allowed
  | 'no-group' // no group names it and there is no `*` group: allowed
  | 'too-big'; // the file is over the size its crawler reads (match.ts readsAsOpen): no group, allowed

/** Every CrawlerRule, in a fixed order (appended only): a byte per cell in columnar results. */
export const CRAWLER_RULES: readonly CrawlerRule[] = ['own-group', 'chain-fallback', 'global', 'ignores-global', 'no-group', 'too-big'];

export interface CrawlerCheck extends CheckResult {
  /** The crawler checked (its documented token). */
  crawler: string;
  /** The token chain actually tried, in order, as documented ('*' stands for the global group). */
  chain: string[];
  /** The chain token whose group applied, as documented ('' when none did). */
  decidedBy: string;
  crawlerRule: CrawlerRule;
  /** Whether robots.txt governs the crawler (registry); null for a crawler the registry lacks. */
  robots: RobotsApplies | null;
  /** How sure the registry row is; null for a crawler the registry lacks. */
  confidence: Confidence | null;
}

/** The crawler a person names: a token, `Name/version`, or a whole User-Agent header. */
export function crawlerFor(input: string): Crawler {
  const reading = readUserAgent(input);
  const info = reading.crawler ?? (reading.token === '' ? null : crawlerInfoFor(reading.token));
  if (info) return { token: info.token, chain: [...info.chain], ignoresGlobal: info.ignoresGlobal, ignoresAllow: info.ignoresAllow, info, reading };
  return { token: reading.token, chain: [reading.token], ignoresGlobal: false, ignoresAllow: false, info: null, reading };
}

/** Whether the registry has a row for the crawler: one read as its family's by its name (assumed) is not known. */
export const isKnownCrawler = (c: Crawler): boolean => c.info !== null && c.info.confidence !== 'assumed';

/** The tokens a crawler's checks try, in order: `*` last unless it ignores `*` (a column's chain, a check's). */
export function chainTried(c: Crawler): string[] {
  return c.token === '*' ? ['*'] : c.ignoresGlobal ? [...c.chain] : [...c.chain, '*'];
}

/** A crawler's verdict by name (result/verdict.ts): one robots.txt does not govern is neither allowed nor blocked by the file. */
export type CrawlerVerdict = Exclude<VerdictName, 'not tested'>;

/**
 * The verdict's name every view uses (the app's grid and exports, `robotscope check`, `test`, `diff` and
 * the MCP tools), so the page and CI never answer one (URL, crawler) two ways.
 */
export function crawlerVerdict(r: CheckResult): CrawlerVerdict {
  return VERDICT_NAMES[verdictOf('robots' in r ? (r as CrawlerCheck) : r)] as CrawlerVerdict;
}

/** Checks `url` for `crawler` with its documented semantics (each chain token read as chainTokens says). */
export function checkCrawler(parsed: ParsedRobots, crawler: Crawler | string, url: string, options?: CheckOptions): CrawlerCheck {
  const c = typeof crawler === 'string' ? crawlerFor(crawler) : crawler;
  const read = chainTokens(c, profileSpec(parsed.profile));
  // checkUrl's answer is a fresh object: it is completed in place. Spreading it into a new one
  // ({ ...result, ...base }) cost 10-50x the check itself in V8 (a generic object clone per
  // call), the bulk of a 10,000 URL × 10 crawler matrix.
  const out = checkUrl(parsed, read, url, c.ignoresAllow ? { ...options, ignoresAllow: true } : options) as CrawlerCheck;
  const at = chainIndex(read, out);
  out.crawler = c.token;
  out.chain = chainTried(c);
  out.decidedBy = at >= 0 ? c.chain[at] : out.reason === 'fallback' ? '*' : '';
  out.robots = c.info ? c.info.robots : null;
  out.confidence = c.info ? c.info.confidence : null;
  out.crawlerRule = readsAsOpen(parsed) ? 'too-big' : crawlerRuleOf(c, at, out.reason);
  if (out.crawlerRule !== 'ignores-global') return out;
  out.decidedBy = '';
  out.allowed = true;
  out.line = 0;
  out.rule = null;
  out.agent = '';
  out.groups = [];
  out.reason = 'none';
  out.matches = [];
  out.tieBreak = 'no-match';
  out.pastSizeLimit = false;
  return out;
}

/**
 * The crawler's chain as the profile reads a `User-agent:` value. Each token is compared that
 * way (google: `Screaming Frog SEO Spider` is read as `Screaming`), so a crawler's documented
 * name finds the group written for it.
 */
export function chainTokens(c: Pick<Crawler, 'chain'>, spec: ProfileSpec): string[] {
  return c.chain.map((t) => agentToken(t, spec));
}

/** Which token of the chain (as read: chainTokens) named the groups that applied; -1 for `*` or none. */
export function chainIndex(read: readonly string[], choice: GroupChoice): number {
  return choice.reason === 'named' || choice.reason === 'merged' ? read.indexOf(choice.agent) : -1;
}

/** Which of its documented rules chose the crawler's groups, `at` being chainIndex's answer. */
export function crawlerRuleOf(c: Crawler, at: number, reason: GroupReason): CrawlerRule {
  if (at >= 0) return at === 0 ? 'own-group' : 'chain-fallback';
  if (reason === 'none') return 'no-group';
  // The `*` group would apply, but this crawler never reads it: nothing applies, so allowed.
  return c.ignoresGlobal ? 'ignores-global' : 'global';
}
