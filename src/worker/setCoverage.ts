/**
 * The URL sets against the file on screen (issue 25 §2), worked out in the worker: per crawler
 * and per rule how many URLs it decides, the dead rules, the sitemap URLs blocked by deciding
 * rule (core coverage), and verdict counts by directory. Each crawler is checked under its own
 * reading (core readingFor: Googlebot as Google, ClaudeBot by RFC 9309 unless one is forced),
 * the crawlers of one reading in one pass; the answers per URL are kept, so the URLs one rule
 * decides are listed without checking again.
 */
import {
  coverageColumns, coverageOf, crawlerFor, parsesOf, readingFor, requestedForm, whyNotTested,
  type Coverage, type CoverageUrl, type Profile, type ReadingChoice, type RuleCoverage, type SourcedUrl,
} from '../core/index.ts';
import type { ColumnAnswer } from '../core/checkColumns.ts';
import { directoryTree } from './directories.ts';
import type { CoverageView } from './setsProtocol.ts';

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

export function setCoverage(all: readonly CoverageUrl[], ask: CoverageAsk): { view: CoverageView; held: HeldCoverage } {
  // A line that is no URL or path is never checked as `/` (core whyNotTested), as in `robotscope coverage`.
  const urls = all.filter((u) => whyNotTested(u.url, '') === '');
  const parses = parsesOf(ask.robots);
  const crawlers = ask.crawlers.map(crawlerFor);
  const byReading = new Map<Profile, number[]>();
  crawlers.forEach((c, i) => {
    const p = readingFor(c, ask.reading).profile;
    byReading.set(p, [...(byReading.get(p) ?? []), i]);
  });
  const columns: Pick<ColumnAnswer, 'allowed' | 'line'>[] = [];
  const parts: Coverage[] = [];
  for (const [profile, which] of byReading) {
    const parsed = parses(profile);
    const mine = which.map((i) => crawlers[i]);
    const cols = coverageColumns(parsed, mine, urls);
    which.forEach((i, k) => { columns[i] = cols[k]; });
    parts.push(coverageOf(parsed, mine, urls, cols));
  }
  const order = new Map(crawlers.map((c, i) => [c.token, i]));
  const view: CoverageView = {
    ...merged(parts, urls.length, order),
    notChecked: all.length - urls.length,
    directories: directoryTree(urls.map((u) => pathOf(u.url)), columns),
    crawlers: parts.flatMap((p) => p.crawlers).sort((a, b) => order.get(a.crawler)! - order.get(b.crawler)!),
  };
  return { view, held: { urls, crawlers: crawlers.map((c) => c.token), columns } };
}

/** The coverage of each reading's crawlers as one: rules by line, dead where no crawler's reading has them decide. */
function merged(parts: Coverage[], urls: number, order: Map<string, number>): Omit<CoverageView, 'notChecked' | 'directories' | 'crawlers'> {
  const rules = new Map<number, RuleCoverage>();
  const byOrder = (a: { crawler: string }, b: { crawler: string }) => order.get(a.crawler)! - order.get(b.crawler)!;
  for (const p of parts) for (const r of p.rules) {
    const had = rules.get(r.line);
    rules.set(r.line, had ? { ...had, decides: [...had.decides, ...r.decides].sort(byOrder) } : r);
  }
  const dead = new Map<number, string>();
  for (const p of parts) for (const d of p.deadRules) if (!rules.has(d.line)) dead.set(d.line, d.rule);
  const blocked = parts.flatMap((p) => p.sitemapBlocked).sort((a, b) => byOrder(a, b) || a.line - b.line);
  return {
    urls,
    sitemapUrls: parts[0]?.sitemapUrls ?? 0,
    rules: [...rules.values()].sort((a, b) => a.line - b.line),
    deadRules: [...dead].sort((a, b) => a[0] - b[0]).map(([line, rule]) => ({ line, rule })),
    sitemapBlocked: blocked.map((b) => ({ ...b, count: b.urls.length, urls: b.urls.slice(0, LISTED_BLOCKED) })),
  };
}

/** The URLs `crawler`'s answer decided by `line` (0: no rule), the first `limit`, and how many there are. */
export function ruleUrls(held: HeldCoverage, crawler: string, line: number, limit: number): { urls: SourcedUrl[]; count: number } {
  const c = held.crawlers.indexOf(crawler);
  const urls: SourcedUrl[] = [];
  let count = 0;
  if (c < 0) return { urls, count };
  const lines = held.columns[c].line;
  for (let i = 0; i < held.urls.length; i++) {
    if (lines[i] !== line) continue;
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
