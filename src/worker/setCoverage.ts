/**
 * The URL sets against the file on screen (issue 25 §2), worked out in the worker: per crawler
 * and per rule how many URLs it decides, the dead rules, the sitemap URLs blocked by deciding
 * rule (core coverage), and verdict counts by directory. Each crawler is checked under its own
 * reading (core coverageAsRead: Googlebot as Google, ClaudeBot by RFC 9309 unless one is forced),
 * the crawlers of one reading in one pass; the answers per URL are kept, so the URLs one rule
 * decides are listed without checking again.
 */
import {
  coverageAsRead, crawlerFor, logCoverage, type CrawlerRanges, readFile, requestedForm, whyNotTested, type CoverageUrl, type ReadingChoice, type SourcedUrl,
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

/** What the worker keeps of the last coverage: each crawler's answers for each URL. */
export interface HeldCoverage {
  urls: readonly CoverageUrl[];
  crawlers: readonly string[];
  columns: readonly Pick<ColumnAnswer, 'allowed' | 'line'>[];
}

/** The ticked logs and the IP-range files opened, for the logs against the rules. */
export interface LogAsk {
  logs: readonly Pick<UrlSet, 'name' | 'log'>[];
  ranges: readonly CrawlerRanges[];
}

export function setCoverage(all: readonly CoverageUrl[], ask: CoverageAsk, logs: LogAsk = { logs: [], ranges: [] }): { view: CoverageView; held: HeldCoverage } {
  // A line that is no URL or path is never checked as `/` (core whyNotTested), as in `robotscope coverage`.
  const urls = all.filter((u) => whyNotTested(u.url, '') === '');
  const crawlers = ask.crawlers.map(crawlerFor);
  const file = readFile(ask.robots, ask.reading);
  const { coverage, columns } = coverageAsRead(file, crawlers, urls);
  const view: CoverageView = {
    ...coverage,
    notChecked: all.length - urls.length,
    directories: directoryTree(urls.map((u) => pathOf(u.url)), columns),
    sitemapBlocked: coverage.sitemapBlocked.map((b) => ({ ...b, count: b.urls.length, urls: b.urls.slice(0, LISTED_BLOCKED) })),
  };
  if (logs.logs.length > 0) view.logs = logsView(file, logs);
  return { view, held: { urls, crawlers: crawlers.map((c) => c.token), columns } };
}

/** Every bot of the logs, each in its own reading, as `robotscope coverage --log` counts them (cli/coverage-logs.ts). */
function logsView(file: ReturnType<typeof readFile>, ask: LogAsk): LogsView {
  const requests = ask.logs.flatMap((s) => s.log!.requests);
  const notRead = ask.logs.reduce((n, s) => n + s.log!.malformed.length, 0);
  return { ...logCoverage(file, requests, ask.ranges), files: ask.logs.map((s) => s.name), notRead };
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
  for (let i = 0; i < held.urls.length; i++) {
    if (lines[i] !== line || (sitemapOnly && !held.urls[i].sitemap)) continue;
    if (count++ < limit) urls.push(held.urls[i]);
  }
  return { urls, count };
}

/** The path a URL is requested with (a bare path stays itself), the query left out: directories are the path's. */
function pathOf(url: string): string {
  const requested = requestedForm(url).url;
  const path = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(requested)?.[1] ?? requested;
  return path.replace(/[?#].*$/, '') || '/';
}
