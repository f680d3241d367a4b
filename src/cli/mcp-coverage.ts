/**
 * The tools of `robotscope mcp` for the site's real URLs (issue 25 §3), the same answers as
 * `robotscope coverage` and the page (core coverage): `coverage` (per crawler the verdict
 * counts, per rule the URLs it decides, the dead rules, the sitemap URLs blocked) and
 * `sitemap_blocked` (only the last, the list every SEO wants before a release). The URL set is
 * given as URLs, as the URLs a sitemap lists, or as sitemap URLs the server fetches
 * (sitemapFetch.ts, through the server's guard: public addresses only unless allowed). Sitemaps
 * are only fetched, never read from the server's files: an agent names no local path.
 */
import { z } from 'zod';
import { notCheckedText, SITE_UNKNOWN } from '../core/words/notCheckedWords.ts';
import { coverageTallyWords } from '../core/words/coverageTallyWords.ts';
import { countText } from '../core/words/countText.ts';
import { coverageAsRead, coverageSite, crawlerFor, isHttpUrl, originOf, whyNotTested, type Coverage, type CoverageUrl, type ReadFile } from '../core/index.ts';
import { CliError } from './cli-error.ts';
import { fetchReport } from './fetchRobots.ts';
import { answer, Budget, leftOut, one } from './mcp-answer.ts';
import { crawlers, LIMITS, MAX_FIELD_CHARS, OUTPUT, profile, robotsText, robotsUrl } from './mcp-schemas.ts';
import { tool, type ToolContext, type ToolSpec } from './mcp-tool.ts';
import { load, type Loaded } from './mcp-verdicts.ts';
import { readUrlSets, siteCount } from './url-sets.ts';

/** URLs in one call: a sitemap's protocol limit, twice over (one message holds them: mcp-transport.ts). */
export const MAX_SET_URLS = 100_000;
/** Sitemaps fetched in one call (an index's children count too). */
export const MAX_SITEMAPS = 20;

const urlSet = z.array(z.string().max(MAX_FIELD_CHARS)).max(MAX_SET_URLS);
const SET_INPUT = {
  robots_txt: robotsText, robots_url: robotsUrl, crawlers, profile,
  urls: urlSet.optional().describe('URLs (or paths) of the site: a crawl export\'s, a log\'s'),
  sitemap_urls: urlSet.optional().describe('URLs a sitemap lists (the ones "in the sitemap but blocked" reads)'),
  sitemaps: z.array(z.string().max(MAX_FIELD_CHARS)).max(MAX_SITEMAPS).optional()
    .describe('Sitemap URLs (http/https; .xml, .xml.gz, text, or an index whose children are fetched too) to fetch and read'),
  host: z.string().max(MAX_FIELD_CHARS).optional()
    .describe('The site robots_txt governs (www.example.com), as coverage --host: URLs of another site are not checked (a fetched robots_url\'s site is known: a host of another site is refused)'),
};

interface SetArgs {
  robots_txt?: string; robots_url?: string; crawlers?: string[]; profile?: Parameters<typeof load>[3];
  urls?: string[]; sitemap_urls?: string[]; sitemaps?: string[]; host?: string;
}

interface Answered {
  loaded: Loaded;
  result: Coverage;
  notChecked: number;
  otherSite: number;
  /** The sitemaps read in part, said (sitemapCutWords). */
  warnings: string[];
}

/** The call's robots.txt and URL set, and core coverage's answer on them. */
async function answerSet(a: SetArgs, context: ToolContext): Promise<Answered> {
  if (!a.urls?.length && !a.sitemap_urls?.length && !a.sitemaps?.length) throw new CliError('give the URLs: urls, sitemap_urls or sitemaps');
  const local = (a.sitemaps ?? []).find((s) => !isHttpUrl(s));
  if (local !== undefined) throw new CliError(`sitemaps takes http(s) URLs to fetch, not ${one(local)}`);
  const loaded = await load(context, a.robots_txt, a.robots_url, a.profile);
  if (loaded.parsed === null) throw new CliError(`no robots.txt to read (${loaded.fetched!.reason}), so no rule decides any URL`);
  let fetches = 0;
  const fetchSitemap = (url: string) => {
    if (++fetches > MAX_SITEMAPS) throw new CliError(`more than ${MAX_SITEMAPS} sitemaps in one call (an index's children count): send fewer`);
    return context.fetchSitemap(url);
  };
  const given = (list: string[] | undefined, file: string, sitemap: boolean): CoverageUrl[] =>
    (list ?? []).map((url, i) => ({ url, file, line: i + 1, attributes: {}, sitemap }));
  const read = await readUrlSets([], a.sitemaps ?? [], fetchSitemap);
  const urls = [...given(a.urls, 'urls', false), ...given(a.sitemap_urls, 'sitemap_urls', true), ...read.urls];
  // The file's site, as the CLI's coverage takes it: the fetched file's, else the one `host` names; a `host` of another site than the fetched file's is refused, not left unused.
  const site = coverageSite(loaded.fetched ? originOf(loaded.fetched.robotsUrl) : '', a.host, 'host');
  if ('problem' in site) throw new CliError(one(site.problem));
  const origin = site.origin;
  const kept = urls.filter((u) => whyNotTested(u.url, origin) === '');
  const otherSite = urls.filter((u) => whyNotTested(u.url, '') === '').length - kept.length;
  const sites = origin ? 1 : siteCount(kept);
  const warnings = [...read.warnings, ...(sites > 1 ? [SITE_UNKNOWN(sites, 'host')] : [])];
  return { loaded, result: coverageAsRead(loaded.file as ReadFile, (a.crawlers ?? ['Googlebot']).map(crawlerFor), kept).coverage, notChecked: urls.length - kept.length, otherSite, warnings };
}

const head = ({ loaded, result, notChecked, otherSite, warnings }: Answered): string[] => [
  ...loaded.head,
  `${countText(result.urls)} URLs checked (${countText(result.sitemapUrls)} from sitemaps)${notChecked > 0 ? `; ${notCheckedText(notChecked, otherSite)}` : ''}`,
  ...warnings.map(one),
];

/** The blocked sitemap URLs, by crawler and rule, listed while they fit; every one counted. */
function blockedRows(result: Coverage, budget: Budget, lines: string[]) {
  let unlisted = 0;
  const rows = result.sitemapBlocked.map((b) => {
    const line = `${one(b.crawler)} line ${b.line}: ${one(b.rule)} blocks ${countText(b.urls.length)} sitemap URL${b.urls.length === 1 ? '' : 's'}`;
    lines.push(line);
    const urls: string[] = [];
    for (const u of b.urls) {
      if (budget.take(`  ${u.url}`, u.url)) { urls.push(u.url); lines.push(`  ${one(u.url)}`); } else unlisted++;
    }
    return { crawler: b.crawler, line: b.line, rule: b.rule, count: b.urls.length, urls };
  });
  return { rows, unlisted };
}

const coverageTool = tool({
  name: 'coverage',
  title: 'Rule coverage of a site\'s URLs',
  description: `As \`robotscope coverage\` and the app: for a set of the site's URLs (URLs, sitemap URLs, or sitemaps fetched by URL) and crawlers, the verdict counts per crawler, per rule how many URLs it decides with examples, the dead rules (deciding no URL of the set), and the sitemap URLs the file blocks, by rule. ${LIMITS}`,
  input: SET_INPUT,
  output: OUTPUT.coverage,
  openWorld: true,
  run: async (a, context) => {
    const answered = await answerSet(a, context);
    const { result, loaded, notChecked, otherSite } = answered;
    const lines = [...head(answered)];
    // The verdict counts in the words of the page's Rule coverage and `robotscope coverage` (core coverageTallyWords).
    for (const c of result.crawlers) lines.push(`${one(c.crawler)}: ${coverageTallyWords(c)}`);
    const budget = new Budget();
    const rules = result.rules.map((r) => ({ line: r.line, rule: r.rule, allow: r.allow, decides: r.decides.map((d) => ({ crawler: d.crawler, count: d.count, examples: d.examples.map((u) => u.url) })) }));
    for (const r of rules) lines.push(`line ${r.line}: ${one(r.rule)}: ${r.decides.map((d) => `${one(d.crawler)} ${countText(d.count)}`).join(', ')}`);
    lines.push(`dead rules: ${result.deadRules.length}`, ...result.deadRules.map((d) => `  line ${d.line}: ${one(d.rule)}`));
    budget.take(lines.join('\n'), { rules, deadRules: result.deadRules });
    const { rows, unlisted } = blockedRows(result, budget, lines);
    return answer([...lines, ...leftOut(unlisted, 'blocked sitemap URLs', 'ask sitemap_blocked for fewer crawlers or URLs')], {
      urls: result.urls, sitemapUrls: result.sitemapUrls, notChecked, otherSite, crawlers: result.crawlers, rules, deadRules: result.deadRules,
      sitemapBlocked: rows, unlisted, fetch: loaded.fetched ? fetchReport(loaded.fetched) : null,
    });
  },
});

const sitemapBlockedTool = tool({
  name: 'sitemap_blocked',
  title: 'Sitemap URLs the robots.txt blocks',
  description: `The URLs the site's sitemaps list that robots.txt blocks, per crawler, grouped by the rule that blocks them: the list to clear before a release. Sitemaps given as the URLs they list, or fetched by URL (an index with its children, .gz too). ${LIMITS}`,
  input: SET_INPUT,
  output: OUTPUT.sitemap_blocked,
  openWorld: true,
  run: async (a, context) => {
    const answered = await answerSet(a, context);
    const { result, loaded } = answered;
    const blocked = result.sitemapBlocked.reduce((n, b) => n + b.urls.length, 0);
    const lines = [...head(answered), `${countText(blocked)} sitemap URL${blocked === 1 ? '' : 's'} blocked`];
    const { rows, unlisted } = blockedRows(result, new Budget(), lines);
    return answer([...lines, ...leftOut(unlisted, 'blocked sitemap URLs', 'ask for fewer crawlers or URLs per call')], {
      sitemapUrls: result.sitemapUrls, blocked, byRule: rows, unlisted, fetch: loaded.fetched ? fetchReport(loaded.fetched) : null,
    });
  },
});

export const COVERAGE_TOOLS: readonly ToolSpec[] = [coverageTool, sitemapBlockedTool];
