/**
 * `robotscope coverage ROBOTS --urls FILE... [--sitemap FILE...] [--ua CRAWLER...] [--json]
 * [--fail-on sitemap-blocked]`: the site's real URLs against its robots.txt (issue 25 §2, §3):
 * per crawler the verdict counts, per rule how many URLs it decides (with examples), the rules
 * that decide none (dead rules), and the sitemap URLs the file blocks, by deciding rule. The
 * numbers are core coverage's, the same as the single-URL check's URL for URL.
 */
import { jsonDocument } from './json-out.ts';
import { coverage, crawlerFor, originOf, parseRobots, whyNotTested, type Coverage, type CoverageUrl, type NamedCrawler } from '../core/index.ts';
import { readProfile, uaValues, type ParsedArgs } from './args.ts';
import { CliError, EXIT_FINDING, EXIT_OK } from './cli-error.ts';
import type { Output } from './output.ts';
import { readSource, verdictWithoutFile } from './source.ts';
import { escapeControls } from './terminal-text.ts';
import { readUrlSets } from './url-sets.ts';

const FAIL_ON = ['sitemap-blocked'];
/** Crawlers checked when no --ua is given: the one most sites write rules for. */
const DEFAULT_CRAWLERS = ['Googlebot'];
/** How many blocked sitemap URLs the text lists per rule (--json lists them all). */
const LISTED = 20;

export async function runCoverage({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  if (positionals.length !== 1) throw new CliError('coverage: give one ROBOTS file (usage: robotscope coverage ROBOTS --urls FILE... [--sitemap FILE...])');
  const failOn = values['fail-on'] === undefined ? '' : String(values['fail-on']);
  if (failOn !== '' && !FAIL_ON.includes(failOn)) throw new CliError(`coverage: unknown --fail-on '${failOn}' (choose: ${FAIL_ON.join(', ')})`);
  const lists = strings(values.urls);
  const sitemaps = strings(values.sitemap);
  if (lists.length + sitemaps.length === 0) throw new CliError('coverage: give the URLs with --urls FILE or --sitemap FILE');
  const crawlers = readCrawlers(values.ua);
  const profile = readProfile(values.profile);
  const source = await readSource(positionals[0]);
  const without = verdictWithoutFile(source);
  if (without) throw new CliError(`coverage: ${positionals[0]} gave no robots.txt to read (${without.reason}), so no rule decides any URL`);
  const origin = source.fetched ? originOf(source.fetched.robotsUrl) : '';
  const { kept, skipped } = testable(await readUrlSets(lists, sitemaps), origin);
  for (const s of skipped.slice(0, LISTED)) process.stderr.write(escapeControls(`robotscope: not checked: ${s.url} (${s.file}:${s.line}): ${s.why}\n`));
  if (skipped.length > LISTED) process.stderr.write(`robotscope: ... and ${skipped.length - LISTED} more not checked\n`);
  const result = coverage(parseRobots(source.bytes, { profile }), crawlers, kept);
  if (values.json) out.write(jsonDocument('coverage', { ...result, notChecked: skipped.length }));
  else writeCoverage(out, result, skipped.length);
  return failOn === 'sitemap-blocked' && result.sitemapBlocked.length > 0 ? EXIT_FINDING : EXIT_OK;
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

function writeCoverage(out: Output, c: Coverage, notChecked: number): void {
  const skipped = notChecked > 0 ? `, ${notChecked} not checked` : '';
  out.write(`# ${c.urls} URLs (${c.sitemapUrls} from sitemaps${skipped})\n\nVerdicts:\n`);
  for (const t of c.crawlers) {
    const governs = t.governed ? '' : '  (robots.txt does not govern it: what the file asks)';
    out.write(`  ${t.crawler.padEnd(20)} ${t.allowed} allowed · ${t.blocked} blocked · ${t.noRule} decided by no rule${governs}\n`);
  }
  out.write('\nRule coverage:\n');
  if (c.rules.length === 0) out.write('  (no rule decides any URL)\n');
  for (const r of c.rules) {
    out.write(`  line ${r.line}: ${r.rule}\n`);
    for (const d of r.decides) out.write(`    ${d.crawler.padEnd(20)} ${d.count}  e.g. ${d.examples.map((u) => u.url).join('  ')}\n`);
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
