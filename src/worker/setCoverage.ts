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
 * With it go their compared paths per profile and the last answers for them (UrlPaths, core
 * ColumnMemory), so an edit of the file works out only the columns whose rules changed. A Host
 * typed moves a log's requests to another origin: the same distinct URLs, the same paths, so the
 * index is renamed (movedSetUrls) and the answers carried, where both were worked out again.
 */
import {
  coverageAsRead, crawlerFor, indexRenamed, indexUrls, logCoverage, logSiteCount, type CrawlerRanges, type LogRequest, readFile, whyNotTested, type CoverageUrl, type ReadingChoice,
  type ReadPaths, type SourcedUrl, type UrlIndex,
} from '../core/index.ts';
import type { ColumnAnswer } from '../core/checkColumns.ts';
import { directoryTree } from './directories.ts';
import { UrlPaths } from './urlPaths.ts';
import type { UrlSet } from '../core/urlSetFiles.ts';
import { coverageUnitOf } from '../core/words/urlSetWords.ts';
import type { CoverageView, LogsView } from './setsProtocol.ts';

/** Blocked sitemap URLs sent per rule and crawler; the rest are counted (the rule's list gives them all). */
export const LISTED_BLOCKED = 100;

export interface CoverageAsk {
  robots: string;
  reading: ReadingChoice;
  crawlers: readonly string[];
  /** The file's site, as the grid takes it ('' when none is known): URLs of another are not checked. */
  origin?: string;
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
  /** The file's site they were indexed against ('' when none is known), and how many URLs are of another site, not checked. */
  origin: string;
  otherSite: number;
  index: UrlIndex<CoverageUrl>;
  /** Each distinct URL's path, as the directories count it. */
  paths: readonly string[];
  /** The logs' requests, and their index (core logCoverage's). */
  logs: { requests: readonly LogRequest[]; index: UrlIndex };
  /** The compared paths of the distinct URLs and of the logs' per profile, with the last answers for them (UrlPaths). */
  compared: { urls: UrlPaths; logs: UrlPaths };
}

/** A line that is no URL or path is never checked as `/` (core whyNotTested), as in `robotscope coverage`. */
const checked = (url: string) => whyNotTested(url, '') === '';

/**
 * The URLs indexed against the file's site `origin` ('' when none is known): a URL of another site
 * is not checked, as the grid refuses it (core whyNotTested), and counted as such.
 */
export function indexSetUrls(all: readonly CoverageUrl[], requests: readonly LogRequest[], origin = ''): IndexedSetUrls {
  const otherSite = new Set<string>();
  const index = indexUrls(all, (url) => {
    if (!checked(url)) return false;
    if (whyNotTested(url, origin) === '') return true;
    otherSite.add(url);
    return false;
  });
  const logs = indexUrls(requests);
  return {
    all: all.length, origin, otherSite: otherSite.size === 0 ? 0 : countIn(all, otherSite), index, paths: index.requested.map(pathOf), logs: { requests, index: logs },
    compared: { urls: UrlPaths.ofRequested(index.requested), logs: UrlPaths.ofRequested(logs.requested) },
  };
}

function countIn(all: readonly CoverageUrl[], urls: ReadonlySet<string>): number {
  let n = 0;
  for (const u of all) if (urls.has(u.url)) n++;
  return n;
}

/**
 * `indexed` for the same URLs moved from origin `from` to `to` (`all`, `requests`: each the URL
 * indexed at its place, `from + target` become `to + target`: logs all read on `from` and moved,
 * urlSets.ts), or null when that cannot be told without indexing afresh. Both origins name a host
 * (accessLog.ts logOrigin: `scheme://host[:port]`, nothing after it), so a URL's path starts where
 * its target does, and what a verdict reads of a URL is its target's alone: it is kept (core
 * whyNotTested reads the host, then nothing of the path that a target can fail) as the one on
 * `from` was, once `to`'s host is one a URL may have; requested (core requestUrl changes the path
 * and query only) as `to` + the same; compared as the same path, under every profile. So the
 * index, the directories' paths and the answers carry over, and only the URLs are new. A path
 * alone ('' for an origin) is read otherwise: `//x/y` is a host as a path, a path on a host.
 */
export function movedSetUrls(indexed: IndexedSetUrls, all: readonly CoverageUrl[], requests: readonly LogRequest[], from: string, to: string): IndexedSetUrls | null {
  if (from === '' || to === '' || !checked(`${to}/`) || indexed.index.urls.length !== all.length) return null;
  // Every URL was the file's site's or no site was known: the moved ones are the moved site's.
  if (indexed.origin !== '' && indexed.origin !== from) return null;
  const origin = indexed.origin === '' ? '' : to;
  const rename = (requested: string) => to + requested.slice(from.length);
  const index = indexRenamed(indexed.index, all, rename);
  const logs = indexRenamed(indexed.logs.index, requests, rename);
  return {
    all: all.length, origin, otherSite: 0, index, paths: indexed.paths, logs: { requests, index: logs },
    compared: { urls: indexed.compared.urls.renamed(index.requested), logs: indexed.compared.logs.renamed(logs.requested) },
  };
}

/** The ticked logs and the IP-range files opened, for the logs against the rules. */
export interface LogAsk {
  logs: readonly Pick<UrlSet, 'name' | 'log'>[];
  ranges: readonly CrawlerRanges[];
}

export function setCoverage(all: readonly CoverageUrl[] | IndexedSetUrls, ask: CoverageAsk, logs: LogAsk = { logs: [], ranges: [] }): { view: CoverageView; held: HeldCoverage } {
  const urls = Array.isArray(all) ? indexSetUrls(all as readonly CoverageUrl[], logs.logs.flatMap((s) => s.log!.requests), ask.origin) : all as IndexedSetUrls;
  const crawlers = ask.crawlers.map(crawlerFor);
  const file = readFile(ask.robots, ask.reading);
  const { coverage, columns } = coverageAsRead(file, crawlers, urls.index, readPaths(urls.compared.urls));
  const view: CoverageView = {
    ...coverage,
    notChecked: urls.all - urls.index.urls.length,
    otherSite: urls.otherSite,
    directories: directoryTree(urls.paths, urls.index.weight, columns),
    sitemapBlocked: coverage.sitemapBlocked.map((b) => ({ ...b, count: b.urls.length, urls: b.urls.slice(0, LISTED_BLOCKED) })),
    // A log set's URLs are its requests: more entries than requests are other sets' URLs.
    unit: coverageUnitOf(urls.logs.requests.length > 0, urls.all > urls.logs.requests.length),
  };
  if (logs.logs.length > 0) view.logs = logsView(file, logs, urls);
  return { view, held: { index: urls.index, crawlers: crawlers.map((c) => c.token), columns } };
}

/** Every bot of the logs, each in its own reading, as `robotscope coverage --log` counts them (cli/coverage-logs.ts). */
function logsView(file: ReturnType<typeof readFile>, ask: LogAsk, indexed: IndexedSetUrls): LogsView {
  const notRead = ask.logs.reduce((n, s) => n + s.log!.malformed.length, 0);
  const { requests, index } = indexed.logs;
  const sites = logSiteCount(ask.logs.map((s) => s.log!));
  return { ...logCoverage(file, requests, ask.ranges, [], index, readPaths(indexed.compared.logs)), files: ask.logs.map((s) => s.name), notRead, sites };
}

const readPaths = (list: UrlPaths): ReadPaths => ({ paths: (p) => list.of(p), memory: (p) => list.memory(p) });

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
