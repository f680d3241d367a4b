/**
 * Rule coverage of a URL set (issue 25 §2): for a parsed robots.txt, some crawlers and the site's
 * real URLs (sitemaps, crawl exports), which rule decides how many URLs for which crawler, the
 * rules that decide none of them ("dead rules": a Disallow meant for /shop/ that no URL reaches),
 * and the sitemap URLs each crawler is blocked from, grouped by the rule that blocks them.
 * The verdicts are checkColumns' (each URL's path worked out once, crawlers that read the same
 * groups sharing one column), which agree with checkCrawler URL for URL (coverage.test.ts).
 * Each distinct URL is checked once: a log's 1,000,000 requests name some thousands of URLs,
 * and checking every request took 47 s for 10 crawlers (on this loaded machine) where the
 * distinct ones take a fraction (bench/coverage.ts).
 * A crawler robots.txt does not govern is never counted as blocked (crawlerVerdict).
 */
import { checkColumns, comparedPaths, type ColumnAnswer } from './checkColumns.ts';
import type { Crawler } from './crawlerCheck.ts';
import type { ReadPaths } from './readColumns.ts';
import { ruleText, ruleTextOnLine } from './ruleTable.ts';
import type { SourcedUrl } from './sourcedUrl.ts';
import type { ParsedRobots } from './types.ts';
import { indexUrls, spreadOver, type UrlIndex } from './urlIndex.ts';

/** How many example URLs a rule's coverage keeps. */
export const COVERAGE_EXAMPLES = 3;

/** A URL of the set; `sitemap`: it came from a sitemap (the "in the sitemap but blocked" list reads those). */
export interface CoverageUrl extends SourcedUrl {
  sitemap: boolean;
}

/** What one rule (line) decides for one crawler. */
export interface RuleDecisions {
  crawler: string;
  count: number;
  /** The first URLs it decides, with their source and attributes. */
  examples: SourcedUrl[];
}

export interface RuleCoverage {
  line: number;
  /** `Disallow: /x`, as every view names a rule. */
  rule: string;
  allow: boolean;
  /** Per crawler that it decides any URL for, in the crawlers' order. */
  decides: RuleDecisions[];
}

export interface CrawlerCoverage {
  crawler: string;
  /**
   * false for a crawler robots.txt does not govern (registry `robots: "no"`): its counts say
   * what the file asks of it, and none of its URLs is listed as blocked.
   */
  governed: boolean;
  /**
   * The crawler is not in the registry, read as its operator's robot by its name (YandexVideo:
   * registry assumedCrawler): its counts rest on that, as every view says (words ASSUMED_WORDS).
   */
  assumed: boolean;
  allowed: number;
  blocked: number;
  /** URLs no rule decided (allowed). */
  noRule: number;
}

/** Sitemap URLs one rule blocks for one crawler. */
export interface SitemapBlock {
  crawler: string;
  line: number;
  rule: string;
  urls: SourcedUrl[];
}

export interface Coverage {
  urls: number;
  sitemapUrls: number;
  crawlers: CrawlerCoverage[];
  /** Rules that decide at least one URL, in line order. */
  rules: RuleCoverage[];
  /** Rules that decide no URL of the set for any crawler, in line order. */
  deadRules: { line: number; rule: string }[];
  sitemapBlocked: SitemapBlock[];
}

export function coverage(parsed: ParsedRobots, crawlers: readonly Crawler[], urls: readonly CoverageUrl[]): Coverage {
  const index = indexUrls(urls);
  return coverageOf(parsed, crawlers, urls, distinctColumns(parsed, crawlers, index), index.at);
}

/**
 * Each crawler's verdict and deciding line for each URL (checkColumns), the URL as a browser or
 * crawler requests it (percent-encoded), as `check` and the grid do. Each distinct URL is checked
 * once and its answer given to every URL that names it.
 */
export function coverageColumns(parsed: ParsedRobots, crawlers: readonly Crawler[], urls: readonly SourcedUrl[]): ColumnAnswer[] {
  const index = indexUrls(urls);
  const columns = distinctColumns(parsed, crawlers, index);
  if (index.requested.length === urls.length) return columns;
  return columns.map((c) => ({
    ...c, allowed: spreadOver(c.allowed, index.at, Uint8Array), line: spreadOver(c.line, index.at, Int32Array), robotsTxt: urlsAt(c.robotsTxt, index.at),
  }));
}

/** The URLs whose distinct URL (`at`) is one of `distinct` (ascending), in URL order. */
function urlsAt(distinct: readonly number[], at: Int32Array): number[] {
  if (distinct.length === 0) return [];
  const of = new Set(distinct);
  const out: number[] = [];
  for (let i = 0; i < at.length; i++) if (of.has(at[i])) out.push(i);
  return out;
}

/**
 * Each crawler's answers for each distinct URL of `index` (its `requested` order); `at`: the
 * compared paths of `index.requested` per profile as the caller keeps them, with the memory of the
 * answers for them (columnMemory.ts): a check of the same paths again works out only the columns
 * whose rules changed.
 */
export function distinctColumns(parsed: ParsedRobots, crawlers: readonly Crawler[], index: Pick<UrlIndex, 'requested'>, at?: ReadPaths): ColumnAnswer[] {
  const paths = at ? at.paths(parsed.profile) : comparedPaths(index.requested, parsed.profile);
  return checkColumns(parsed, crawlers, paths, at?.memory?.(parsed.profile));
}

/**
 * The coverage of `urls`, from their coverageColumns; with `at`, from distinctColumns: URL i's
 * answers are at `at[i]` (indexUrls), so no column of a million answers is spread out first.
 */
export function coverageOf(parsed: ParsedRobots, crawlers: readonly Crawler[], urls: readonly CoverageUrl[], columns: readonly Pick<ColumnAnswer, 'allowed' | 'line'>[], at?: Int32Array): Coverage {
  const byLine = new Map<number, RuleDecisions[]>();
  const sitemapBlocked: SitemapBlock[] = [];
  // Read once into bytes: a million objects' `sitemap` read again per crawler cost more than the counting.
  const inSitemap = Uint8Array.from(urls, (u) => (u.sitemap ? 1 : 0));
  const totals = crawlers.map((crawler, c) => {
    const tally = crawlerTally(crawler, urls, inSitemap, columns[c], at);
    for (const d of tally.decides) byLine.set(d.line, [...(byLine.get(d.line) ?? []), d.decisions]);
    sitemapBlocked.push(...tally.blocked.map(({ line, urls: blocked }) => ({ crawler: crawler.token, line, rule: ruleTextOnLine(parsed, line), urls: blocked })));
    return tally.total;
  });
  const { rules, deadRules } = ruleCoverage(parsed, byLine);
  return { urls: urls.length, sitemapUrls: inSitemap.reduce((n, b) => n + b, 0), crawlers: totals, rules, deadRules, sitemapBlocked };
}

export function sitemapCount(urls: readonly CoverageUrl[]): number {
  let n = 0;
  for (let i = 0; i < urls.length; i++) if (urls[i].sitemap) n++;
  return n;
}

interface CrawlerTally {
  total: CrawlerCoverage;
  /** Per deciding line, in line order. */
  decides: { line: number; decisions: RuleDecisions }[];
  /** The sitemap URLs blocked, per deciding line, in line order. */
  blocked: { line: number; urls: SourcedUrl[] }[];
}

/** One crawler's counts over `urls`: counted per line in a typed array (a Map per URL cost a second a million). */
function crawlerTally(crawler: Crawler, urls: readonly CoverageUrl[], inSitemap: Uint8Array, column: Pick<ColumnAnswer, 'allowed' | 'line'>, at: Int32Array | undefined): CrawlerTally {
  const { allowed, line } = column;
  const governed = crawler.info?.robots !== 'no';
  const total: CrawlerCoverage = { crawler: crawler.token, governed, assumed: crawler.info?.confidence === 'assumed', allowed: 0, blocked: 0, noRule: 0 };
  let top = 0;
  for (let p = 0; p < line.length; p++) if (line[p] > top) top = line[p];
  const counts = new Int32Array(top + 1);
  const examples: SourcedUrl[][] = [];
  const blocks: SourcedUrl[][] = [];
  for (let i = 0; i < urls.length; i++) {
    const p = at ? at[i] : i;
    if (allowed[p] === 1) total.allowed++;
    else total.blocked++;
    const l = line[p];
    if (l === 0) { total.noRule++; continue; }
    if (counts[l]++ < COVERAGE_EXAMPLES) (examples[l] ??= []).push(urls[i]);
    if (governed && allowed[p] === 0 && inSitemap[i] === 1) (blocks[l] ??= []).push(urls[i]);
  }
  const tally: CrawlerTally = { total, decides: [], blocked: [] };
  for (let l = 1; l <= top; l++) {
    if (counts[l] > 0) tally.decides.push({ line: l, decisions: { crawler: crawler.token, count: counts[l], examples: examples[l] } });
    if (blocks[l]) tally.blocked.push({ line: l, urls: blocks[l] });
  }
  return tally;
}

/** Each rule of the file, with what it decides, or among the dead rules when it decides nothing. */
function ruleCoverage(parsed: ParsedRobots, byLine: Map<number, RuleDecisions[]>): Pick<Coverage, 'rules' | 'deadRules'> {
  const rules: RuleCoverage[] = [];
  const deadRules: Coverage['deadRules'] = [];
  for (let i = 0; i < parsed.rules.length; i++) {
    const line = parsed.rules.line[i];
    const decides = byLine.get(line);
    if (decides) rules.push({ line, rule: ruleText(parsed, i), allow: parsed.rules.allow[i] === 1, decides });
    else deadRules.push({ line, rule: ruleText(parsed, i) });
  }
  return { rules, deadRules };
}
