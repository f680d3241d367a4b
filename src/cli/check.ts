/**
 * `robotscope check FILE --ua CRAWLER [--profile P] [--json] URL...`: the verdict for each URL
 * and the line that decided it (Google's `RobotsMatcher::matching_line()`), for each crawler
 * named, each checked with its documented semantics (core checkAsRead).
 */
import { jsonDocument, type JsonCommand } from './json-out.ts';
import {
  checkAsRead, comparedAs, crawlerVerdict, noLineWords, fileReading, lenientHint, originOf, requestedForm, whyNotTested, googlebotView, crawlerNotes, crawlerRuleText, describeReading, isKnownCrawler, ruleOf,
  recordJson, recordOfCheck, recordOfOutcome, type CheckOptions, type CheckResult, type CrawlerCheck, type NamedCrawler, type ParsedRobots, type Profile,
  type ReadCheck, type ReadFile, type ResultRecord, type VerdictSide, type CrawlerVerdict, VERDICT, VERDICT_NAMES,
} from '../core/index.ts';
import { readFailOn, readNamedCrawlers, readReading, uaValues } from './args.ts';
import type { ParsedArgs } from './commandSpec.ts';
import { CliError, EXIT_FINDING, EXIT_OK, EXIT_USAGE } from './cli-error.ts';
import { fetchReport } from './fetchRobots.ts';
import { describeFetch, fetchLines, readSource, sourceFile, verdictWithoutFile, type Source } from './source.ts';
import { paint, type Output, type Piece, type Role } from './output.ts';
import { readUrlFile, STDIN } from './input.ts';
import { escapeControls } from './terminal-text.ts';

/** One URL's answer for one crawler; `chain` is the token chain actually tried, `*` last where it counts. */
export interface UrlVerdict extends CheckResult {
  url: string;
  /** The crawler as the --ua value named it. */
  crawler: string;
  chain: string[];
  /** The path compared when the URL is requested otherwise than written (core requestedForm), else ''. */
  comparedAs: string;
  /** The answer as every view gives it (core ResultRecord): what --json writes. */
  record: ResultRecord;
}

/** --json: the records (core RESULT_COLUMNS), versioned as the app's files are. */
export function checkJson(records: readonly ResultRecord[], extra: Record<string, unknown> = {}): string {
  return jsonDocument('check', { ...extra, records: records.map((r) => recordJson(r)) });
}

/** A crawler to check, and the --ua value that named it (a token or a whole header), as its answers name it. */
interface Asked {
  name: string;
  crawler: NamedCrawler;
}

function readAsked(value: unknown): Asked[] {
  const crawlers = readNamedCrawlers('check', value);
  return uaValues(value).map((name, i) => ({ name, crawler: crawlers[i] }));
}

export async function runCheck({ values, positionals }: ParsedArgs, out: Output): Promise<number> {
  const [file, ...given] = positionals;
  if (file === undefined) throw new CliError('check: FILE is missing (usage: robotscope check FILE --ua TOKEN URL...)');
  const asked = readAsked(values.ua);
  const choice = readReading(values.profile);
  const failOn = readFailOn('check', values['fail-on'], ['blocked', 'none'] as const);
  if (file === STDIN && values.urls === STDIN) throw new CliError('check: FILE and --urls cannot both be - (standard input)');
  // Each URL once, typed or listed (readUrlFile).
  const urls = [...new Set(typeof values.urls === 'string' ? [...given, ...(await readUrlFile(values.urls))] : given)];
  if (urls.length === 0) throw new CliError('check: give at least one URL to check, as arguments or with --urls LIST');
  const source = await readSource(file);
  // A line that is no URL is never checked as `/`; a fetched file governs only its own site.
  const origin = source.fetched ? originOf(source.fetched.robotsUrl) : '';
  const refused = untestable(urls, origin);
  if (refused.length > 0) return writeRefused(out, 'check', refused, values.json === true);
  const without = verdictWithoutFile(source);
  const exit = (blocked: boolean) => (blocked && failOn === 'blocked' ? EXIT_FINDING : EXIT_OK);
  if (without) return exit(writeWithoutFile(out, source, urls, without, asked.map((a) => a.name), values.json ? fileReading(choice) : null));
  const robots = sourceFile(source, choice);
  // Said once, before the answers: a --ua that names no known crawler, read as which token and why (and as whose robot, when assumed).
  for (const { crawler } of asked) {
    if (!isKnownCrawler(crawler) && crawler.token !== '*') process.stderr.write(escapeControls(`robotscope: --ua read as ${describeReading(crawler.reading)}\n`));
  }
  const options = { wholeFile: values['whole-file'] === true };
  // URL by URL, each crawler's answer in the order named (the app's long CSV: a row per URL × crawler).
  const verdicts = urls.flatMap((url) => asked.map((a) => verdict(robots, a, url, options)));
  // With --json the notes go to stderr, so standard output stays one JSON document.
  if (source.fetched && !values.json) for (const line of fetchLines(source.fetched)) out.write(`# ${line}\n`);
  if (source.fetched && values.json) for (const note of source.fetched.notes) process.stderr.write(escapeControls(`robotscope: note: ${note}\n`));
  if (values.json) out.write(checkJson(verdicts.map((v) => v.record)));
  else writeVerdicts(out, robots, verdicts, asked.length > 1);
  return exit(verdicts.some(isBlocked));
}

/**
 * The URLs that cannot be checked, each with why (core whyNotTested): a line that is no URL or
 * path, or a URL of another site than `origin` ('' when none is known). `check`, `test` and `diff`
 * refuse them rather than check them as `/`.
 */
export function untestable(urls: readonly string[], origin: string): { url: string; why: string }[] {
  return urls.map((url) => ({ url, why: whyNotTested(url.trim(), origin) })).filter((r) => r.why !== '');
}

/** URLs that cannot be checked, each with why (a record's `whyNotTested`): nothing is checked, and the exit is a usage error. */
export function writeRefused(out: Output, command: JsonCommand, listed: { url: string; why: string }[], json: boolean): number {
  if (json) out.write(jsonDocument(command, { checked: false, notChecked: listed.map((r) => ({ url: r.url, whyNotTested: r.why })) }));
  else for (const r of listed) out.write(`NOT CHECKED  ${r.url}  (${r.why})\n`);
  return EXIT_USAGE;
}

/**
 * A fetch that gave no robots.txt (404, 5xx, ...): every URL gets the same verdict, for that
 * reason (a crawler robots.txt does not govern stays not governed). Returns whether any is blocked.
 */
function writeWithoutFile(
  out: Output, source: Source, urls: string[], verdict: { allowed: boolean; reason: string }, crawlers: string[], jsonProfile: Profile | null,
): boolean {
  const records = urls.flatMap((url) => crawlers.map((crawler) => recordOfOutcome(url, crawler, verdict.allowed, jsonProfile ?? 'google')));
  if (jsonProfile) {
    out.write(checkJson(records, { fetch: fetchReport(source.fetched!) }));
  } else {
    out.write(`# ${describeFetch(source.fetched!)}\n`);
    const columns = answerColumns(records, crawlers.length > 1);
    records.forEach((r) => out.write([verdictPiece(VERDICT_NAMES[r.verdict] as CrawlerVerdict), `  ${columns(r)}  (${verdict.reason})\n`]));
  }
  return records.some((r) => r.verdict === VERDICT.blocked);
}

/**
 * The URL is checked as a browser requests it (core requestUrl): `batch` alone keeps the raw
 * matcher. A named crawler is read as `file.choice` says (core checkAsRead); a raw chain of
 * tokens is Google's library's question, asked of the file reading's parse.
 */
function verdict(file: ReadFile, asked: Asked, url: string, options: CheckOptions): UrlVerdict {
  const requested = requestedForm(url);
  const at = { url, crawler: asked.name, comparedAs: requested.comparedAs };
  const result = checkAsRead(file.parses, asked.crawler, requested.url, file.choice, options);
  const record = recordOfCheck(parseOf(file, result), result, { url, crawler: asked.name, requested: true });
  return { ...at, ...result, chain: [...record.chain], record };
}

const isRead = (v: CheckResult): v is ReadCheck => 'reading' in v;

/** The parse a verdict was read from: its crawler's reading, or the file's. */
const parseOf = (file: ReadFile, v: CheckResult): ParsedRobots => file.parses(isRead(v) ? v.reading : fileReading(file.choice));

function writeVerdicts(out: Output, file: ReadFile, verdicts: UrlVerdict[], several: boolean): void {
  if (verdicts.some((v) => v.sizeLimited)) {
    out.write("# Googlebot's verdicts: the file is over 500 KiB and Googlebot reads only its first 512,000 bytes (--whole-file reads it all)\n");
  }
  const columns = answerColumns(verdicts, several);
  for (const v of verdicts) {
    const parsed = parseOf(file, v);
    out.write([verdictPiece(crawlerVerdict(v)), `  ${columns(v)}  ` + describeDecision(parsed, v, v.chain.filter((t) => t !== '*')) + noteLine(readingNote(v)) + noteLine(comparedAs(v.comparedAs)) + '\n']);
  }
}

/**
 * An answer's crawler (when several are checked: each line names its own, as `diff` and the MCP
 * tools do) and URL, padded to the widest of `answers`.
 */
function answerColumns(answers: readonly { url: string; crawler: string }[], several: boolean): (a: { url: string; crawler: string }) => string {
  const urlWidth = Math.min(60, Math.max(...answers.map((a) => a.url.length)));
  const crawlerWidth = Math.min(30, Math.max(...answers.map((a) => a.crawler.length)));
  return (a) => (several ? `${a.crawler.padEnd(crawlerWidth)}  ` : '') + a.url.padEnd(urlWidth);
}

/** Where the readings disagree (core lenientHint), else ''. */
export function readingNote(v: CheckResult): string {
  if (!isRead(v) || v.lenient === null) return '';
  return lenientHint(v.allowed, v.reading, v.lenient);
}

/** A note under an answer, on its own indented line ('' for none): core comparedAs, say. */
export const noteLine = (note: string): string => (note === '' ? '' : `\n    ${note}`);

const isCrawlerCheck = (v: CheckResult): v is CrawlerCheck => 'crawlerRule' in v;

/**
 * ALLOWED, BLOCKED, or NOT GOVERNED for a crawler robots.txt does not govern (registry `robots:
 * "no"`), as the app's grid says; the line after the word says what the file would ask of it.
 */
const VERDICT_ROLE: Record<CrawlerVerdict, Role> = { allowed: 'allowed', blocked: 'blocked', 'not governed': 'ungoverned' };
/** The verdict's word, coloured on a terminal: ALLOWED, BLOCKED, NOT GOVERNED. */
export const verdictPiece = (v: CrawlerVerdict): Piece => paint(VERDICT_ROLE[v], v.toUpperCase());
/**
 * One side of `crawler`'s verdict change, in a sentence (diff, MCP): "Blocked by line 2: Disallow: /",
 * "Allowed (no rule matched)", "Not governed (line 2 would apply: Disallow: /)".
 */
export function verdictSideText(s: VerdictSide, crawler: string): string {
  const none = `(${noLineWords({ ...s, crawler })})`;
  if (s.verdict === 'not governed') return s.line > 0 ? `Not governed (line ${s.line} would apply: ${s.rule})` : `Not governed ${none}`;
  const word = s.verdict === 'allowed' ? 'Allowed' : 'Blocked';
  return s.line > 0 ? `${word} by line ${s.line}: ${s.rule}` : `${word} ${none}`;
}
const isBlocked = (v: CheckResult): boolean => crawlerVerdict(v) === 'blocked';

/** `line 7: Disallow: /y`, or why no line decided; then what the crawler's semantics changed. */
export function describeDecision(parsed: ParsedRobots, result: CheckResult, agents: readonly string[]): string {
  const via = agents.length > 1 && result.agent !== '' ? `  (group of ${result.agent})` : '';
  const notes = isCrawlerCheck(result) ? crawlerSaying(result) : '';
  // Googlebot's answer on a file over 500 KiB comes from its first 512,000 bytes: show the
  // deciding line as it read it (the line holding the cut is read cut short).
  const read = result.sizeLimited ? googlebotView(parsed) : parsed;
  if (result.line > 0) return `line ${result.line}: ${lineSource(read, result.line)}${via}${notes}`;
  if (isCrawlerCheck(result) && (result.crawlerRule === 'ignores-global' || result.crawlerRule === 'too-big')) return `(${crawlerRuleText(result)})${notes}`;
  // RFC 9309 2.2.2: /robots.txt itself is allowed whatever the groups, so this before "no group".
  if (result.tieBreak === 'robots-txt') return `(${noLineWords(result)})${via}${notes}`;
  if (result.reason === 'none') return `(no group for ${agents.join(', ')} and no * group)${notes}`;
  return `(${noLineWords(result)})${via}${notes}`;
}

/** The crawler's own rules where they changed the answer, and the registry's caveats. */
function crawlerSaying(result: CrawlerCheck): string {
  const said = result.crawlerRule === 'chain-fallback' ? [crawlerRuleText(result), ...crawlerNotes(result)] : crawlerNotes(result);
  return said.map((s) => `\n    ${s}`).join('');
}

/** The deciding line as every view quotes it (core ruleOf): comment and surrounding whitespace removed, cut. */
function lineSource(parsed: ParsedRobots, line: number): string {
  return ruleOf(parsed, line).ruleText;
}
