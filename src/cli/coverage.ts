/**
 * `robotscope coverage ROBOTS [--urls FILE...] [--sitemap FILE_OR_URL...] [--log FILE...]
 * [--ip-ranges FILE...] [--ua CRAWLER...] [--json] [--fail-on sitemap-blocked]`: the site's real
 * URLs against its robots.txt (issue 25 §2, §3): per crawler the verdict counts, per rule how
 * many URLs it decides (with examples), the rules that decide none (dead rules), the sitemap
 * URLs the file blocks, by deciding rule, and the server logs per bot (coverage-logs.ts). Each
 * crawler is read as its operator documents (Googlebot as Google, GPTBot by RFC 9309), as
 * `check` and `test` read it, unless --profile forces one reading. The numbers are core
 * coverageAsRead's and logCoverage's, the page's, and the single-URL check's URL for URL.
 */
import { jsonDocument } from './json-out.ts';
import { coverageAsRead, coverageSite, crawlerFor, originOf, whyNotTested, type Coverage, type CoverageUrl, type NamedCrawler, type ReadFile } from '../core/index.ts';
import { readReading, uaValues } from './args.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import type { Output } from './output.ts';
import { readSource, sourceFile, verdictWithoutFile } from './source.ts';
import { escapeControls } from './terminal-text.ts';
import { notCheckedText, SITE_UNKNOWN } from '../core/words/notCheckedWords.ts';
import { coverageCount, coverageUnitOf, type CoverageUnit } from '../core/words/urlSetWords.ts';
import { coverageTallyWords } from '../core/words/coverageTallyWords.ts';
import { countText } from '../core/words/countText.ts';
import { coverageOfLogs, logsJson, writeLogs, type LogsAnswer } from './coverage-logs.ts';
import { readTimeout } from './fetch.ts';
import { fetchSitemap } from './sitemapFetch.ts';
import { readUrlSets, siteCount, type FetchSitemap, type UrlSetsRead } from './url-sets.ts';

const FAIL_ON = ['sitemap-blocked'];
/** Crawlers checked when no --ua is given: the one most sites write rules for. */
const DEFAULT_CRAWLERS = ['Googlebot'];
/** How many blocked sitemap URLs the text lists per rule (--json lists them all). */
const LISTED = 20;

export async function runCoverage({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  if (positionals.length !== 1) throw new CliError('coverage: give one ROBOTS file (usage: robotscope coverage ROBOTS --urls FILE... [--sitemap FILE_OR_URL...] [--log FILE...])');
  const failOn = values['fail-on'] === undefined ? '' : String(values['fail-on']);
  if (failOn !== '' && !FAIL_ON.includes(failOn)) throw new CliError(`coverage: unknown --fail-on '${failOn}' (choose: ${FAIL_ON.join(', ')})`);
  const [lists, sitemaps, logs, ranges] = [values.urls, values.sitemap, values.log, values['ip-ranges']].map(strings);
  if (lists.length + sitemaps.length + logs.length === 0) throw new CliError('coverage: give the URLs with --urls FILE, --sitemap FILE_OR_URL or --log FILE');
  if (ranges.length > 0 && logs.length === 0) throw new CliError('coverage: --ip-ranges verifies the requests of a log: give the log with --log FILE');
  const timeoutSeconds = readTimeout(values.timeout, 'coverage');
  const choice = readReading(values.profile);
  const source = await readSource(positionals[0]);
  const without = verdictWithoutFile(source);
  if (without) throw new CliError(`coverage: ${positionals[0]} gave no robots.txt to read (${without.reason}), so no rule decides any URL`);
  const origin = source.fetched ? originOf(source.fetched.robotsUrl) : '';
  // Each crawler read as its operator documents, as check and test read it, unless --profile forces one.
  const file = sourceFile(source, choice);
  const allowPrivateNetwork = values['allow-private-network'] === true;
  const host = readHost(values.host, origin);
  const fetch: FetchSitemap = (url) => fetchSitemap(url, { allowPrivateNetwork, timeoutSeconds });
  // The file's site: the fetched file's, else the one --host names; URLs of another are not checked, as `check` refuses them.
  const sets = lists.length + sitemaps.length === 0 ? null : urlCoverage(file, await readUrlSets(lists, sitemaps, fetch, host), host, readCrawlers(values.ua));
  const logged = logs.length === 0 ? null : await coverageOfLogs(file, logs, ranges, host, uaValues(values.ua).map((n) => crawlerFor(n).token));
  // --json's warnings say what the text says: several sites checked against a file whose site is not known too.
  const warnings = [...(sets ? [...sets.warnings, ...(sets.sites > 1 ? [SITE_UNKNOWN(sets.sites, '--host', sets.unit)] : [])] : []), ...(logged?.warnings ?? [])];
  if (values.json) out.write(jsonDocument('coverage', { ...(sets ? { ...sets.coverage, sitemapsCut: sets.sitemapsCut } : {}), warnings, ...(logged ? { logs: logsJson(logged) } : {}) }));
  else writeAll(out, sets, logged);
  // A sitemap read in part cannot show that none of its URLs is blocked.
  return failOn === 'sitemap-blocked' && sets !== null && (sets.coverage.sitemapBlocked.length > 0 || sets.sitemapsCut > 0) ? EXIT_FINDING : EXIT_OK;
}

/** The coverage with its lines not checked counted, the sitemaps read in part, and how many sites the URLs checked name (1 when the file's is known). */
type UrlAnswer = { coverage: Coverage & { notChecked: number; otherSite: number }; warnings: string[]; sitemapsCut: number; sites: number; unit: CoverageUnit };

/** Coverage of the --urls and --sitemap sets; the lines not checked and the sitemaps read in part are named on standard error. */
function urlCoverage(file: ReadFile, { urls, warnings, sitemapsCut, logHosts, logRequests }: UrlSetsRead, origin: string, crawlers: NamedCrawler[]): UrlAnswer {
  for (const words of warnings) process.stderr.write(escapeControls(`robotscope: warning: ${words}\n`));
  const { kept, skipped } = testable(urls, origin);
  for (const s of skipped.slice(0, LISTED)) process.stderr.write(escapeControls(`robotscope: not checked: ${s.url} (${s.file}:${s.line}): ${s.why}\n`));
  if (skipped.length > LISTED) process.stderr.write(`robotscope: ... and ${skipped.length - LISTED} more not checked\n`);
  const otherSite = skipped.filter((s) => whyNotTested(s.url, '') === '').length;
  const unit = coverageUnitOf(logRequests > 0, urls.length > logRequests);
  return { coverage: { ...coverageAsRead(file, crawlers, kept).coverage, notChecked: skipped.length, otherSite }, warnings, sitemapsCut, sites: origin ? 1 : siteCount(kept, logHosts), unit };
}

/** The site the URLs and the logs' requests are checked on: the fetched file's, else --host's, else none (paths): core coverageSite. */
function readHost(value: unknown, fetched: string): string {
  const site = coverageSite(fetched, value === undefined ? undefined : String(value), '--host');
  if ('problem' in site) throw new CliError(`coverage: ${site.problem}`);
  return site.origin;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]);

/** Each --ua (repeated or comma-separated) is a crawler, checked with its documented semantics. */
function readCrawlers(value: unknown): NamedCrawler[] {
  const names = uaValues(value);
  return (names.length > 0 ? names : DEFAULT_CRAWLERS).map(crawlerFor);
}

/** A line that is no URL or path, or a URL of another site, is never checked as `/` (core whyNotTested). */
function testable(urls: CoverageUrl[], origin: string) {
  const kept: CoverageUrl[] = [];
  const skipped: (CoverageUrl & { why: string })[] = [];
  for (const u of urls) {
    const why = whyNotTested(u.url, origin);
    if (why === '') kept.push(u);
    else skipped.push({ ...u, why });
  }
  return { kept, skipped };
}

function writeAll(out: Output, sets: UrlAnswer | null, logs: LogsAnswer | null): void {
  if (sets) writeCoverage(out, sets);
  if (logs) writeLogs(out, logs, 3);
}

function writeCoverage(out: Output, { coverage: c, sites, warnings, unit }: UrlAnswer): void {
  const skipped = c.notChecked > 0 ? `, ${notCheckedText(c.notChecked, c.otherSite)}` : '';
  out.write(`# ${coverageCount(c.urls, unit)} (${countText(c.sitemapUrls)} from sitemaps${skipped})\n`);
  for (const words of warnings) out.write(escapeControls(`# ${words}\n`));
  if (sites > 1) out.write(`(${SITE_UNKNOWN(sites, '--host', unit)})\n`);
  out.write('\nVerdicts:\n');
  for (const t of c.crawlers) {
    out.write(`  ${t.crawler.padEnd(20)} ${coverageTallyWords(t)}\n`);
  }
  out.write('\nRule coverage:\n');
  if (c.rules.length === 0) out.write('  (no rule decides any URL)\n');
  for (const r of c.rules) {
    out.write(`  line ${r.line}: ${r.rule}\n`);
    for (const d of r.decides) out.write(`    ${d.crawler.padEnd(20)} ${countText(d.count)}  e.g. ${d.examples.map((u) => u.url).join('  ')}\n`);
  }
  out.write(`\nDead rules (decide no URL of the set for these crawlers): ${c.deadRules.length}\n`);
  for (const d of c.deadRules) out.write(`  line ${d.line}: ${d.rule}\n`);
  out.write(`\nIn the sitemap but blocked: ${c.sitemapBlocked.reduce((n, b) => n + b.urls.length, 0)}\n`);
  for (const b of c.sitemapBlocked) {
    out.write(`  ${b.crawler}  line ${b.line}: ${b.rule}  (${plural(b.urls.length, 'URL')})\n`);
    for (const u of b.urls.slice(0, LISTED)) out.write(`    ${u.url}  (${u.file}:${u.line})\n`);
    if (b.urls.length > LISTED) out.write(`    ... and ${b.urls.length - LISTED} more (--json lists them all)\n`);
  }
}
