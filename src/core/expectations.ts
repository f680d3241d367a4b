/**
 * Expectations: what a site's owner requires of its robots.txt ("Googlebot must be allowed
 * /checkout/", "GPTBot must be blocked /"), kept as data so the app, `robotscope test` in CI and
 * any script read the same file and get the same answer. Each one is checked for the crawler
 * named, with what its operator documents (checkCrawler: fallback chains, crawlers that ignore
 * `*`), read as that crawler reads the file (readings.ts: Googlebot its first 500 KiB).
 */
import { crawlerVerdict, type CrawlerRule } from './crawlerCheck.ts';
import type { DoubtCause } from './doubtCauses.ts';
import { asReadFile, checkAsRead, type ReadFile } from './readings.ts';
import { requestedForm } from './requestUrl.ts';
import { googlebotView } from './googlebotView.ts';
import { lineAt } from './parse.ts';
import { PROFILES, type ParsedRobots, type Profile, type TieBreak } from './types.ts';
import { looksBinary } from './binaryData.ts';
import { countText } from './words/countText.ts';
import { BINARY_NOT_JSON } from './words/expectationFileWords.ts';
import { ASSUMED_WORDS } from './words/resultWords.ts';

export type Expected = 'allowed' | 'blocked';

export interface Expectation {
  url: string;
  /** As a person names a crawler: a token or a whole User-Agent header. */
  crawler: string;
  expect: Expected;
}

/** The file: `{"robotscope": "expectations", "version": 1, "profile"?: P, "expectations": [...]}`. */
export interface ExpectationFile {
  profile: Profile | null;
  expectations: Expectation[];
}

export const EXPECTATIONS_FORMAT = { robotscope: 'expectations', version: 1 } as const;

export interface ExpectationResult extends Expectation {
  got: Expected;
  pass: boolean;
  /** The deciding line, 0 when no rule decided. */
  line: number;
  /** The deciding line as Googlebot read it, comment left out; '' when no rule decided. */
  rule: string;
  /** Why that rule won, or why none decided (core CheckResult.tieBreak: 'robots-txt', /robots.txt itself always allowed). */
  tieBreak: TieBreak;
  /** Which of the crawler's documented rules chose its groups (core CrawlerCheck.crawlerRule): the reason no line decided, for one that opens the site (words/resultWords.ts noLineWords); null where no file was read. */
  crawlerRule: CrawlerRule | null;
  /** The token chain tried, `*` last where the crawler reads it. */
  chain: string[];
  /** The path compared when the URL is requested otherwise than written (requestedForm), else '' (its words: comparedAs). */
  comparedAs: string;
  /** The reading the answer comes from (readings.ts readingFor). */
  reading: Profile;
  /**
   * Another reading's answer where it differs from the crawler's own (readings.ts checkAsRead: an
   * RFC 9309 or Bing answer), with its deciding line and why: the expectation then holds or fails
   * on a reading nobody documents, as the grid's "readings disagree" says; null where they agree.
   */
  /** `blankLine`: cause `blank-line` only (readings.ts LenientAnswer). */
  lenient: { verdict: Expected; line: number; rule: string; cause: DoubtCause; cutShort: boolean; blankLine?: number } | null;
  /**
   * The crawler is not in the registry, read as its operator's robot by its name (YandexVideo:
   * registry assumedCrawler): the answer rests on that, as every view says (words ASSUMED_WORDS).
   */
  assumed: boolean;
}

type Read<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): Read<never> => ({ ok: false, error });

/**
 * Reads an expectations file from its bytes, as the page and `robotscope test/review --expect` do:
 * binary data (core looksBinary, the rule of every opener) is said to be, not quoted as JSON's
 * error does; text is UTF-8, a byte order mark dropped.
 */
export function readExpectationBytes(bytes: Uint8Array): Read<ExpectationFile> {
  if (looksBinary(bytes)) return fail(BINARY_NOT_JSON);
  return readExpectations(new TextDecoder().decode(bytes));
}

/** Reads an expectations file (its JSON text); never throws: a bad file gets a message saying where. */
export function readExpectations(json: string): Read<ExpectationFile> {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return fail(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  // A bare array is the list alone: the shortest file a person can write by hand.
  const file = Array.isArray(data) ? { expectations: data } : data;
  if (typeof file !== 'object' || file === null) return fail('expected an object with an "expectations" array');
  const { version, profile, expectations } = file as Record<string, unknown>;
  if (version !== undefined && version !== EXPECTATIONS_FORMAT.version) {
    return fail(`format version ${JSON.stringify(version)} is not one this version of Robotscope reads (it reads 1)`);
  }
  if (profile !== undefined && !(PROFILES as readonly unknown[]).includes(profile)) {
    return fail(`unknown "profile" ${JSON.stringify(profile)} (choose one of: ${PROFILES.join(', ')})`);
  }
  const list = readExpectationList(expectations);
  if (!list.ok) return list;
  return { ok: true, value: { profile: (profile as Profile | undefined) ?? null, expectations: list.value } };
}

/** A list of expectations as stored anywhere (a file, a suite, an autosave, a link); never throws. */
export function readExpectationList(expectations: unknown): Read<Expectation[]> {
  if (!Array.isArray(expectations)) return fail('"expectations" must be an array');
  const out: Expectation[] = [];
  for (let i = 0; i < expectations.length; i++) {
    const one = readOne(expectations[i]);
    if (!one.ok) return fail(`expectation ${i + 1}: ${one.error}`);
    out.push(one.value);
  }
  return { ok: true, value: out };
}

function readOne(item: unknown): Read<Expectation> {
  if (typeof item !== 'object' || item === null) return fail('expected {"url", "crawler", "expect"}');
  const { url, crawler, expect } = item as Record<string, unknown>;
  if (typeof url !== 'string' || url.trim() === '') return fail('"url" must be a non-empty string');
  if (typeof crawler !== 'string' || crawler.trim() === '') return fail('"crawler" must be a non-empty string (e.g. "Googlebot" or "*")');
  if (expect !== 'allowed' && expect !== 'blocked') {
    return fail(`"expect" must be "allowed" or "blocked" (got ${JSON.stringify(expect)})`);
  }
  return { ok: true, value: { url: url.trim(), crawler: crawler.trim(), expect } };
}

/** The file as the app and the CLI write it. */
export function writeExpectations(file: ExpectationFile): string {
  const profile = file.profile === null ? {} : { profile: file.profile };
  return JSON.stringify({ ...EXPECTATIONS_FORMAT, ...profile, expectations: file.expectations }, null, 2) + '\n';
}

/**
 * Checks each expectation against the file, in order, its URL as a browser requests it: each
 * crawler as `file` reads it (a ParsedRobots: its profile for every crawler).
 */
export function checkExpectations(file: ParsedRobots | ReadFile, expectations: readonly Expectation[]): ExpectationResult[] {
  const { parses, choice } = asReadFile(file);
  return expectations.map((e) => {
    const requested = requestedForm(e.url);
    const r = checkAsRead(parses, e.crawler, requested.url, choice);
    const parsed = parses(r.reading);
    // A crawler robots.txt does not govern fetches whatever the file says: "allowed" holds, as
    // the app's grid judges it (state/cellExpectations.ts).
    const got: Expected = crawlerVerdict(r) === 'blocked' ? 'blocked' : 'allowed';
    // A size-limited answer's line is Googlebot's view's: the line of the cut is read cut short.
    const read = r.sizeLimited ? googlebotView(parsed) : parsed;
    const l = r.lenient;
    const lenient = l === null ? null : { verdict: l.allowed ? 'allowed' as const : 'blocked' as const, line: l.line, rule: l.rule, cause: l.cause, cutShort: l.cutShort, ...(l.blankLine !== undefined && { blankLine: l.blankLine }) };
    return {
      ...e, got, pass: got === e.expect, line: r.line, rule: ruleSource(read, r.line), tieBreak: r.tieBreak, crawlerRule: r.crawlerRule, chain: r.chain, comparedAs: requested.comparedAs, reading: r.reading, lenient,
      assumed: r.confidence === 'assumed',
    };
  });
}

/** A rule is reported at most this long: a megabyte rule would flood a CI log. */
const MAX_RULE = 200;

function ruleSource(parsed: ParsedRobots, line: number): string {
  if (line <= 0 || line > parsed.lineCount) return '';
  const l = lineAt(parsed, line);
  const end = Math.min(l.commentFrom >= 0 ? l.commentFrom : l.to, l.from + MAX_RULE + 64);
  const rule = parsed.text.slice(l.from, end).trim();
  return rule.length > MAX_RULE ? `${rule.slice(0, MAX_RULE - 1)}…` : rule;
}

/**
 * Of the expectations that hold, those that hold only as the crawler's reading has it (another
 * reading answers otherwise: readings disagree) and those on a crawler assumed by its name, for
 * the summary: "; 1 holds only as its crawler's reading has it (readings disagree)", or '' when
 * none. `robotscope test` and the workbench say it alike (UNSURE).
 */
export function unsureSummary(disagree: number, assumed: number): string {
  const readings = disagree === 0 ? '' : `; ${countText(disagree)} ${disagree === 1 ? 'holds' : 'hold'} only as ${disagree === 1 ? 'its crawler\'s reading has it' : 'their crawlers\' readings have it'} (readings disagree)`;
  return readings + (assumed === 0 ? '' : `; ${countText(assumed)} ${assumed === 1 ? 'holds for a crawler' : 'hold for crawlers'} ${ASSUMED_WORDS}`);
}

/**
 * Of the results that hold, how many hold only as the crawler's reading has it (readings disagree)
 * and how many on a crawler assumed by its name (YandexVideo): unsureSummary's two counts, as
 * `robotscope test` and the MCP tool count them.
 */
export function unsureCounts(results: readonly ExpectationResult[]): { disagree: number; assumed: number } {
  let disagree = 0;
  let assumed = 0;
  for (const r of results) {
    if (!r.pass) continue;
    if (r.lenient !== null) disagree++;
    else if (r.assumed) assumed++;
  }
  return { disagree, assumed };
}

/** "2 of 48 expectations fail", "All 48 expectations hold", "The expectation holds", or '' for none. */
export function expectationSummary(total: number, failing: number): string {
  const n = (k: number) => k.toLocaleString('en');
  if (total === 0) return '';
  if (total === 1) return failing === 1 ? 'The expectation fails' : 'The expectation holds';
  if (failing === 0) return `All ${n(total)} expectations hold`;
  return `${n(failing)} of ${n(total)} expectations fail${failing === 1 ? 's' : ''}`;
}
