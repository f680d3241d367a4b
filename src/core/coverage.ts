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
import { requestedForm } from './requestUrl.ts';
import type { Crawler } from './crawlerCheck.ts';
import { ruleText } from './ruleTable.ts';
import type { SourcedUrl } from './sourcedUrl.ts';
import type { ParsedRobots } from './types.ts';

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
  return coverageOf(parsed, crawlers, urls, coverageColumns(parsed, crawlers, urls));
}

/**
 * Each crawler's verdict and deciding line for each URL (checkColumns), the URL as a browser or
 * crawler requests it (percent-encoded), as `check` and the grid do. Each distinct URL is checked
 * once and its answer given to every URL that names it. Kept by the page's worker to list the
 * URLs one rule decides, and to count verdicts by directory.
 */
export function coverageColumns(parsed: ParsedRobots, crawlers: readonly Crawler[], urls: readonly SourcedUrl[]): ColumnAnswer[] {
  const { paths, at } = distinctPaths(parsed, urls);
  const columns = checkColumns(parsed, crawlers, paths);
  if (paths.length === urls.length) return columns;
  return columns.map((c) => ({ ...c, allowed: spread(c.allowed, at, Uint8Array), line: spread(c.line, at, Int32Array) }));
}

/** The coverage of `urls`, from their coverageColumns. */
export function coverageOf(parsed: ParsedRobots, crawlers: readonly Crawler[], urls: readonly CoverageUrl[], columns: readonly ColumnAnswer[]): Coverage {
  const byLine = new Map<number, RuleDecisions[]>();
  const sitemapBlocked: SitemapBlock[] = [];
  const totals = crawlers.map((crawler, c) => {
    const { allowed, line } = columns[c];
    const governed = crawler.info?.robots !== 'no';
    const total: CrawlerCoverage = { crawler: crawler.token, governed, allowed: 0, blocked: 0, noRule: 0 };
    const own = new Map<number, RuleDecisions>();
    const blocks = new Map<number, SitemapBlock>();
    for (let i = 0; i < urls.length; i++) {
      const p = i;
      if (allowed[p] === 1) total.allowed++;
      else total.blocked++;
      if (line[p] === 0) { total.noRule++; continue; }
      tally(own, line[p], crawler.token, urls[i]);
      if (governed && allowed[p] === 0 && urls[i].sitemap) blockOf(blocks, parsed, line[p], crawler.token).urls.push(urls[i]);
    }
    for (const [l, d] of own) byLine.set(l, [...(byLine.get(l) ?? []), d]);
    sitemapBlocked.push(...[...blocks.values()].sort((a, b) => a.line - b.line));
    return total;
  });
  const { rules, deadRules } = ruleCoverage(parsed, byLine);
  return { urls: urls.length, sitemapUrls: urls.filter((u) => u.sitemap).length, crawlers: totals, rules, deadRules, sitemapBlocked };
}

/** The distinct compared paths of `urls`, and for each URL the index of its path among them. */
function distinctPaths(parsed: ParsedRobots, urls: readonly SourcedUrl[]): { paths: string[]; at: Int32Array } {
  const slot = new Map<string, number>();
  const distinct: string[] = [];
  const at = new Int32Array(urls.length);
  for (let i = 0; i < urls.length; i++) {
    let s = slot.get(urls[i].url);
    if (s === undefined) slot.set(urls[i].url, (s = distinct.push(urls[i].url) - 1));
    at[i] = s;
  }
  // Each URL as a browser or crawler requests it (percent-encoded), as `check` and the grid do.
  return { paths: comparedPaths(distinct.map((u) => requestedForm(u).url), parsed.profile), at };
}

/** A per-path answer given to each URL: URL i's path is `at[i]`. */
function spread<T extends Uint8Array | Int32Array>(values: T, at: Int32Array, Type: new (n: number) => T): T {
  const out = new Type(at.length);
  for (let i = 0; i < at.length; i++) out[i] = values[at[i]];
  return out;
}

function tally(own: Map<number, RuleDecisions>, line: number, crawler: string, url: SourcedUrl): void {
  let d = own.get(line);
  if (!d) own.set(line, (d = { crawler, count: 0, examples: [] }));
  d.count++;
  if (d.examples.length < COVERAGE_EXAMPLES) d.examples.push(url);
}

function blockOf(blocks: Map<number, SitemapBlock>, parsed: ParsedRobots, line: number, crawler: string): SitemapBlock {
  let b = blocks.get(line);
  if (!b) blocks.set(line, (b = { crawler, line, rule: ruleTextAt(parsed, line), urls: [] }));
  return b;
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

/** The rule on `line`, found by halving: rules are in line order. */
function ruleTextAt(parsed: ParsedRobots, line: number): string {
  let lo = 0;
  let hi = parsed.rules.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (parsed.rules.line[mid] < line) lo = mid + 1;
    else hi = mid;
  }
  return ruleText(parsed, lo);
}
