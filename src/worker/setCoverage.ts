/**
 * The URL sets against the file on screen (issue 25 §2), worked out in the worker: per crawler
 * and per rule how many URLs it decides, the dead rules, the sitemap URLs blocked by deciding
 * rule (core coverage), and verdict counts by directory. Each crawler is checked under its own
 * reading (core coverageAsRead: Googlebot as Google, ClaudeBot by RFC 9309 unless one is forced),
 * the crawlers of one reading in one pass; the answers per URL are kept, so the URLs one rule
 * decides are listed without checking again. The URLs shown are indexed once (core indexUrls:
 * each distinct URL's validity, requested form and directory worked out once) and the index is
 * kept by the caller while only the file, the crawlers or the reading change: of a 1,000,000-URL
 * log's 4 s of coverage, finding its 260,000 distinct URLs took one, and did it per reading.
 */
import {
  coverageAsRead, crawlerFor, indexUrls, logCoverage, type CrawlerRanges, type LogRequest, readFile, whyNotTested, type CoverageUrl, type ReadingChoice,
  type SourcedUrl, type UrlIndex,
} from '../core/index.ts';
import type { ColumnAnswer } from '../core/checkColumns.ts';
import { directoryTree } from './directories.ts';
import type { UrlSet } from '../core/urlSetFiles.ts';
import type { CoverageView, LogsView } from './setsProtocol.ts';

/** Blocked sitemap URLs sent per rule and crawler; the rest are counted (the rule's list gives them all). */
export const LISTED_BLOCKED = 100;

export interface CoverageAsk {
  robots: string;
  reading: ReadingChoice;
  crawlers: readonly string[];
}

/** What the worker keeps of the last coverage: each crawler's answers for each distinct URL of the index. */
export interface HeldCoverage {
  index: UrlIndex<CoverageUrl>;
  crawlers: readonly string[];
  columns: readonly Pick<ColumnAnswer, 'allowed' | 'line'>[];
}

/** The URLs shown, indexed: what no file, crawler or reading changes, kept while the sets shown stay. */
export interface IndexedSetUrls {
  /** How many URLs the sets hold, those never checked included. */
  all: number;
  index: UrlIndex<CoverageUrl>;
  /** Each distinct URL's path, as the directories count it. */
  paths: readonly string[];
  /** The logs' requests, and their index (core logCoverage's). */
  logs: { requests: readonly LogRequest[]; index: UrlIndex };
}

/** A line that is no URL or path is never checked as `/` (core whyNotTested), as in `robotscope coverage`. */
export function indexSetUrls(all: readonly CoverageUrl[], requests: readonly LogRequest[]): IndexedSetUrls {
  const index = indexUrls(all, (url) => whyNotTested(url, '') === '');
  return { all: all.length, index, paths: index.requested.map(pathOf), logs: { requests, index: indexUrls(requests) } };
}

/** The ticked logs and the IP-range files opened, for the logs against the rules. */
export interface LogAsk {
  logs: readonly Pick<UrlSet, 'name' | 'log'>[];
  ranges: readonly CrawlerRanges[];
}

export function setCoverage(all: readonly CoverageUrl[] | IndexedSetUrls, ask: CoverageAsk, logs: LogAsk = { logs: [], ranges: [] }): { view: CoverageView; held: HeldCoverage } {
  const urls = Array.isArray(all) ? indexSetUrls(all as readonly CoverageUrl[], logs.logs.flatMap((s) => s.log!.requests)) : all as IndexedSetUrls;
  const crawlers = ask.crawlers.map(crawlerFor);
  const file = readFile(ask.robots, ask.reading);
  const { coverage, columns } = coverageAsRead(file, crawlers, urls.index);
  const view: CoverageView = {
    ...coverage,
    notChecked: urls.all - urls.index.urls.length,
    directories: directoryTree(urls.paths, urls.index.weight, columns),
    sitemapBlocked: coverage.sitemapBlocked.map((b) => ({ ...b, count: b.urls.length, urls: b.urls.slice(0, LISTED_BLOCKED) })),
  };
  if (logs.logs.length > 0) view.logs = logsView(file, logs, urls.logs);
  return { view, held: { index: urls.index, crawlers: crawlers.map((c) => c.token), columns } };
}

/** Every bot of the logs, each in its own reading, as `robotscope coverage --log` counts them (cli/coverage-logs.ts). */
function logsView(file: ReturnType<typeof readFile>, ask: LogAsk, indexed: IndexedSetUrls['logs']): LogsView {
  const notRead = ask.logs.reduce((n, s) => n + s.log!.malformed.length, 0);
  return { ...logCoverage(file, indexed.requests, ask.ranges, [], indexed.index), files: ask.logs.map((s) => s.name), notRead };
}

/**
 * The URLs `crawler`'s answer decided by `line` (0: no rule), the first `limit`, and how many there
 * are; `sitemapOnly`: those from sitemaps alone (a blocked-sitemap group's whole list, for its export).
 */
export function ruleUrls(held: HeldCoverage, crawler: string, line: number, limit: number, sitemapOnly = false): { urls: SourcedUrl[]; count: number } {
  const c = held.crawlers.indexOf(crawler);
  const urls: SourcedUrl[] = [];
  let count = 0;
  if (c < 0) return { urls, count };
  const lines = held.columns[c].line;
  const { urls: all, at } = held.index;
  for (let i = 0; i < all.length; i++) {
    if (lines[at[i]] !== line || (sitemapOnly && !all[i].sitemap)) continue;
    if (count++ < limit) urls.push(all[i]);
  }
  return { urls, count };
}

/** The path of a URL as requested (core requestedForm; a bare path stays itself), the query left out: directories are the path's. */
function pathOf(requested: string): string {
  const path = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(requested)?.[1] ?? requested;
  return path.replace(/[?#].*$/, '') || '/';
}
