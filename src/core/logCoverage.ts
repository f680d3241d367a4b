/**
 * Logs against the rules (issue 25 §2): what each bot of a server log fetched, checked against
 * the robots.txt. Per bot (the token its User-Agent names, read as the crawler field reads it):
 * its requests, whether it fetched /robots.txt at all, and its hits per verdict, the blocked
 * share being the "leak rate" (a crawler that fetches blocked paths ignores the file, or reads
 * an older one). A User-Agent is only a claim: with its operator's IP-range file, each request
 * is verified or spoofed (ipRanges.ts), and the hits are counted apart, so a scraper calling
 * itself Googlebot is not taken for Google ignoring the file.
 * Requests from browsers (a header naming only a browser's products) and without a User-Agent
 * are no bot's: they are counted, not checked.
 * Verdicts are checkColumns', per bot over its distinct paths, each bot read as `check` reads it
 * (readings.ts readingFor: documented, unless one reading is forced), which agree with
 * checkAsRead request for request (logCoverage.test.ts). /robots.txt itself is never counted as allowed or
 * blocked: RFC 9309 §2.2.2 "The /robots.txt URI is implicitly allowed."
 */
import type { LogRequest } from './accessLog.ts';
import { checkColumns, comparedPaths } from './checkColumns.ts';
import { crawlerFor, isKnownCrawler, type Crawler } from './crawlerCheck.ts';
import { inRange, parseIp, type IpRange } from './ipRanges.ts';
import type { ReadPaths } from './readColumns.ts';
import { asReadFile, readingFor, type ReadFile } from './readings.ts';
import { findCrawler } from './registry/registry.ts';
import type { ParsedRobots, ReadingId } from './types.ts';
import { indexUrls, type UrlIndex } from './urlIndex.ts';
import type { ReadHow } from './userAgent.ts';

/** What a request's IP says of the crawler its User-Agent names; words in words/logWords.ts. */
export type IpCheck = 'verified' | 'spoofed' | 'unchecked';
export const IP_CHECKS: readonly IpCheck[] = ['verified', 'spoofed', 'unchecked'];

/** An operator's range file and the crawlers (tokens) it is published for. */
export interface CrawlerRanges {
  /** The file's name, as the caller gave it. */
  name: string;
  crawlers: readonly string[];
  ranges: readonly IpRange[];
}

export interface LogHits {
  requests: number;
  /** Fetches of /robots.txt (never counted as allowed or blocked). */
  robotsTxt: number;
  allowed: number;
  blocked: number;
}

export interface BotLog {
  crawler: string;
  /** The registry has a row for the crawler (not one assumed of its family by its name: isKnownCrawler). */
  known: boolean;
  /** false for a crawler robots.txt does not govern: its counts say what the file asks of it. */
  governed: boolean;
  /** All its requests. */
  all: LogHits;
  /** Its requests by what their IP says. */
  byIp: Record<IpCheck, LogHits>;
  /**
   * An IP-range file speaks for it: its requests are verified, spoofed or unchecked, and are
   * shown split so (even all unchecked: a log of host names), where a bot with no range file is
   * shown whole (its every request unchecked says nothing).
   */
  ipChecked: boolean;
  /** The first blocked requests, with their log lines. */
  blockedExamples: LogRequest[];
}

export interface LogCoverage {
  requests: number;
  /** Bots by requests, most first. */
  bots: BotLog[];
  /** Requests no bot claims (browsers, no User-Agent). */
  notBots: number;
}

/** How many blocked requests a bot keeps as examples. */
export const LOG_EXAMPLES = 3;

/** Headers that name no crawler: a browser's products only, or nothing Google can read. */
const NOT_BOT: ReadonlySet<ReadHow> = new Set<ReadHow>(['first', 'none', 'global']);

/** Whether a request is some bot's: its User-Agent names a crawler's token, not only a browser's products. */
export const isBotRequest = (r: Pick<LogRequest, 'how' | 'token'>): boolean => !NOT_BOT.has(r.how) && r.token !== '';

/**
 * The crawler an operator's range file is for, by its file name as the operators publish them
 * (googlebot.json: Googlebot, gptbot.json: GPTBot); null when the name names no crawler.
 */
export function crawlerOfRangesFile(name: string): string | null {
  const stem = name.slice(name.lastIndexOf('/') + 1).replace(/\.json$/i, '');
  return findCrawler(stem)?.token ?? null;
}

/** The share of a bot's checked requests that are blocked (0 when none was checked). */
export function leakRate(h: LogHits): number {
  const checked = h.allowed + h.blocked;
  return checked === 0 ? 0 : h.blocked / checked;
}

/** Logs against the rules as a record (`robotscope coverage --json`'s `logs`, the page's export): each bot with its leak rate. */
export const logsRecord = <T extends LogCoverage>(a: T) => ({ ...a, bots: a.bots.map((b) => ({ ...b, leakRate: leakRate(b.all) })) });

/**
 * The log's `requests` against `file` (each bot in its reading; a ParsedRobots is one reading
 * for all), per bot; `only`: the tokens to report (all bots when empty); `ranges`: the range
 * files the person opened; `index`: indexUrls(requests), when the caller keeps it (the page's
 * worker, while only the file changes: finding a million requests' distinct URLs is the
 * costliest step); `at`: the compared paths of `index.requested` per profile, as the caller keeps
 * them with the last answers (coverage.ts distinctColumns).
 */
export function logCoverage(
  file: ParsedRobots | ReadFile, requests: readonly LogRequest[], ranges: readonly CrawlerRanges[] = [], only: readonly string[] = [], index?: UrlIndex, at?: ReadPaths,
): LogCoverage {
  const wanted = new Set(only.map((t) => t.toLowerCase()));
  /** Each bot's requests, as indices into `requests`, in the log's order. */
  const byBot = new Map<string, number[]>();
  let notBots = 0;
  for (let k = 0; k < requests.length; k++) {
    const r = requests[k];
    if (!isBotRequest(r)) { notBots++; continue; }
    if (wanted.size > 0 && !wanted.has(r.token.toLowerCase())) continue;
    let list = byBot.get(r.token);
    if (!list) byBot.set(r.token, (list = []));
    list.push(k);
  }
  const lists = [...byBot.values()];
  const { slot, allowed } = botVerdicts(asReadFile(file), [...byBot.keys()].map(crawlerFor), index ?? indexUrls(requests), lists, at);
  const ips = new Map<string, number[] | null>();
  const bots = [...byBot].map(([token, list], b) => botLog(crawlerFor(token), { requests, slot, allowed: allowed[b] }, list, rangesFor(token, ranges), ips));
  bots.sort((a, b) => b.all.requests - a.all.requests || a.crawler.localeCompare(b.crawler));
  return { requests: requests.length, bots, notBots };
}

/** The ranges published for `token` (compared case-insensitively, as User-agent lines are), or null when none. */
function rangesFor(token: string, files: readonly CrawlerRanges[]): IpRange[] | null {
  const mine = files.filter((f) => f.crawlers.some((c) => c.toLowerCase() === token.toLowerCase()));
  return mine.length === 0 ? null : mine.flatMap((f) => f.ranges);
}

const noHits = (): LogHits => ({ requests: 0, robotsTxt: 0, allowed: 0, blocked: 0 });

/** The log's requests, and one bot's verdicts: its request k's is `allowed[slot[k]]`. */
interface BotAnswers {
  requests: readonly LogRequest[];
  slot: Int32Array;
  allowed: Uint8Array;
}

/** `list`: the bot's requests, as indices into `answers.requests`. */
function botLog(crawler: Crawler, answers: BotAnswers, list: readonly number[], ranges: IpRange[] | null, ips: Map<string, number[] | null>): BotLog {
  const { requests, slot, allowed } = answers;
  const bot: BotLog = {
    crawler: crawler.token, known: isKnownCrawler(crawler), governed: crawler.info?.robots !== 'no',
    all: noHits(), byIp: { verified: noHits(), spoofed: noHits(), unchecked: noHits() }, ipChecked: ranges !== null, blockedExamples: [],
  };
  const checked = new Map<string, IpCheck>();
  for (const k of list) {
    const r = requests[k];
    let ip = checked.get(r.ip);
    if (ip === undefined) checked.set(r.ip, (ip = ipCheck(r.ip, ranges, ips)));
    const robotsTxt = isRobotsTxt(r.target);
    for (const h of [bot.all, bot.byIp[ip]]) {
      h.requests++;
      if (robotsTxt) h.robotsTxt++;
      else if (allowed[slot[k]]) h.allowed++;
      else h.blocked++;
    }
    if (!robotsTxt && !allowed[slot[k]] && bot.blockedExamples.length < LOG_EXAMPLES) bot.blockedExamples.push(r);
  }
  return bot;
}

/**
 * Per bot, per distinct URL the bots request: allowed (1/0); a bot's request k's is at
 * `slot[k]`. Each distinct URL is requested-formed once (indexUrls) and its path worked out once
 * for all bots, and the bots of one reading are checked in one checkColumns pass, which shares
 * the verdicts of bots that obey the same groups: a pass and a Map per bot cost as much again as
 * reading the log. URLs only browsers requested are not checked.
 */
function botVerdicts(file: ReadFile, crawlers: readonly Crawler[], index: UrlIndex, lists: readonly number[][], at?: ReadPaths): { slot: Int32Array; allowed: Uint8Array[] } {
  const used = new Int32Array(index.requested.length).fill(-1);
  /** The distinct URLs the bots request, as indices into `index.requested`. */
  const urls: number[] = [];
  const slot = new Int32Array(index.at.length);
  for (const list of lists) {
    for (const k of list) {
      const d = index.at[k];
      if (used[d] < 0) used[d] = urls.push(d) - 1;
      slot[k] = used[d];
    }
  }
  const pathsOf = (profile: ReadingId) => {
    if (!at) return comparedPaths(urls.map((d) => index.requested[d]), profile);
    const all = at.paths(profile);
    return urls.map((d) => all[d]);
  };
  const byReading = new Map<ReadingId, number[]>();
  crawlers.forEach((c, b) => {
    const p = readingFor(c, file.choice).profile;
    byReading.set(p, [...(byReading.get(p) ?? []), b]);
  });
  const allowed: Uint8Array[] = [];
  for (const [profile, which] of byReading) {
    const parsed = file.parses(profile);
    const columns = checkColumns(parsed, which.map((b) => crawlers[b]), pathsOf(parsed.profile), at?.memory?.(parsed.profile));
    which.forEach((b, k) => { allowed[b] = columns[k].allowed; });
  }
  return { slot, allowed };
}

/** `/robots.txt` (a query does not make it another file to the crawler), as a path or absolute target. */
function isRobotsTxt(target: string): boolean {
  const path = target[0] === '/' ? target : target.replace(/^https?:\/\/[^/?#]*/i, '');
  return path.startsWith('/robots.txt') && (path.length === 11 || path[11] === '?' || path[11] === '#');
}

function ipCheck(ip: string, ranges: IpRange[] | null, ips: Map<string, number[] | null>): IpCheck {
  if (!ranges) return 'unchecked';
  let words = ips.get(ip);
  if (words === undefined) ips.set(ip, (words = parseIp(ip)));
  // A log that writes host names (Apache HostnameLookups) gives nothing to compare: not called spoofed.
  if (!words) return 'unchecked';
  return ranges.some((r) => inRange(words, r)) ? 'verified' : 'spoofed';
}
