/**
 * Rule coverage with each crawler read its own way (issue 25 §2, issue 29 §1): under
 * `documented` Googlebot is read as Google's parser reads the file and GPTBot by RFC 9309, so
 * a misspelt `Disalow: /x` blocks /x for one and not for the other. The crawlers of one reading
 * are checked in one pass (coverage.ts), the file parsed once per reading (readings.ts
 * parsesOf), and the parts joined into one answer: a rule (a line) is dead only when no
 * crawler's reading has it decide a URL. The command line, the MCP tools and the page's worker
 * all answer from here, so they print the same numbers as `check` does URL for URL.
 */
import type { ColumnAnswer } from './checkColumns.ts';
import { coverageOf, distinctColumns, sitemapCount, type Coverage, type CoverageUrl, type RuleCoverage } from './coverage.ts';
import type { Crawler } from './crawlerCheck.ts';
import type { ReadPaths } from './readColumns.ts';
import { asReadFile, readingFor, type ReadFile } from './readings.ts';
import type { ParsedRobots, Profile } from './types.ts';
import { indexUrls, type UrlIndex } from './urlIndex.ts';

export interface CoverageAsRead {
  coverage: Coverage;
  /**
   * Each crawler's answers for each distinct URL (`index.requested`'s order), in the crawlers'
   * order; URL i's are at `index.at[i]` (the page lists a rule's URLs from them).
   */
  columns: Pick<ColumnAnswer, 'allowed' | 'line'>[];
  index: UrlIndex<CoverageUrl>;
}

/**
 * The coverage of `urls` for `crawlers`, each read as `file.choice` says (a ParsedRobots: its one
 * reading for all). `urls` may be given indexed (core indexUrls), as the page's worker keeps them
 * while only the file changes: the distinct URLs are found once for every reading. `at`: the
 * compared paths of an index given, per profile, as the caller keeps them with the last answers
 * (distinctColumns), so a check of the same paths again (an edit of the file, the URLs moved to
 * another Host) works out only the columns whose rules changed.
 */
export function coverageAsRead(file: ParsedRobots | ReadFile, crawlers: readonly Crawler[], urls: readonly CoverageUrl[] | UrlIndex<CoverageUrl>, at?: ReadPaths): CoverageAsRead {
  const read = asReadFile(file);
  const index = Array.isArray(urls) ? indexUrls(urls as readonly CoverageUrl[]) : urls as UrlIndex<CoverageUrl>;
  const byReading = new Map<Profile, number[]>();
  crawlers.forEach((c, i) => {
    const p = readingFor(c, read.choice).profile;
    byReading.set(p, [...(byReading.get(p) ?? []), i]);
  });
  const columns: Pick<ColumnAnswer, 'allowed' | 'line'>[] = [];
  const parts: Coverage[] = [];
  for (const [profile, which] of byReading) {
    const parsed = read.parses(profile);
    const mine = which.map((i) => crawlers[i]);
    const cols = distinctColumns(parsed, mine, index, at);
    which.forEach((i, k) => { columns[i] = cols[k]; });
    parts.push(coverageOf(parsed, mine, index.urls, cols, index.at));
  }
  return { coverage: joined(parts, index.urls, crawlers), columns, index };
}

/** Each reading's coverage as one: crawlers in the order asked, rules by line, dead where no crawler's reading has them decide. */
function joined(parts: Coverage[], urls: readonly CoverageUrl[], crawlers: readonly Crawler[]): Coverage {
  const order = new Map(crawlers.map((c, i) => [c.token, i]));
  const byOrder = (a: { crawler: string }, b: { crawler: string }) => order.get(a.crawler)! - order.get(b.crawler)!;
  const rules = new Map<number, RuleCoverage>();
  for (const p of parts) for (const r of p.rules) {
    const had = rules.get(r.line);
    rules.set(r.line, had ? { ...had, decides: [...had.decides, ...r.decides].sort(byOrder) } : r);
  }
  const dead = new Map<number, string>();
  for (const p of parts) for (const d of p.deadRules) if (!rules.has(d.line)) dead.set(d.line, d.rule);
  return {
    urls: urls.length,
    sitemapUrls: parts[0]?.sitemapUrls ?? sitemapCount(urls),
    crawlers: parts.flatMap((p) => p.crawlers).sort(byOrder),
    rules: [...rules.values()].sort((a, b) => a.line - b.line),
    deadRules: [...dead].sort((a, b) => a[0] - b[0]).map(([line, rule]) => ({ line, rule })),
    sitemapBlocked: parts.flatMap((p) => p.sitemapBlocked).sort((a, b) => byOrder(a, b) || a.line - b.line),
  };
}
