/**
 * The shapes of `robotscope mcp`'s tools: what each call takes (bounded, so one call fits in one
 * message: mcp-transport.ts) and what each answers in `structuredContent` (its `outputSchema`,
 * checked by the SDK on the way out and by a client on the way in). One place, so a tool's
 * answer and its declared shape cannot drift apart unseen.
 */
import { z } from 'zod';
import { CAUSE_KINDS, DOUBT_CAUSES, PROFILES, READING_CHOICES, RESULT_COLUMNS, RESULTS_VERSION, type JsonType, type Profile, type ReadingChoice } from '../core/index.ts';
import { MAX_MESSAGE_LABEL } from './mcp-transport.ts';
import { MAX_ANSWER_BYTES } from './mcp-answer.ts';

/** Bounds on one call's counts: 500,000 cells at most, answered within MAX_ANSWER_BYTES. */
export const MAX_URLS = 10_000;
export const MAX_CRAWLERS = 50;
/**
 * 1 Mi characters: twice what Googlebot reads (512,000 bytes), so what lies past its cut still
 * shows; as JSON at most 6 MiB, so the two texts of diff_robots fit in one message (mcp-transport.ts).
 */
export const MAX_ROBOTS_CHARS = 1024 * 1024;
/** 8 Ki characters: about the longest request line or header a web server takes (Apache's 8,190 bytes, nginx's 8k buffers). */
export const MAX_FIELD_CHARS = 8 * 1024;

export const LIMITS = `One call: at most ${MAX_MESSAGE_LABEL} of JSON, and an answer of at most ${MAX_ANSWER_BYTES / 1024 / 1024} MiB (larger ones are summarised).`;

// What a call takes.
const readingChoice = z.enum(READING_CHOICES as unknown as [ReadingChoice, ...ReadingChoice[]]);
export const profile = readingChoice.optional()
  .describe('documented (default: each crawler read as its operator documents: Google\'s crawlers as Google, bingbot as Bing, a crawler that documents nothing more by RFC 9309, with Google\'s lenient answer where an RFC 9309 or Bing answer differs), or one reading for all: google, rfc9309, draft1996, bing, yandex');
export const robotsText = z.string().max(MAX_ROBOTS_CHARS).optional().describe(`The robots.txt as text (at most ${MAX_ROBOTS_CHARS.toLocaleString('en')} characters)`);
export const robotsUrl = z.string().max(MAX_FIELD_CHARS).optional().describe('Or: a site or robots.txt URL to fetch as a crawler does');
export const field = (what: string) => z.string().min(1).max(MAX_FIELD_CHARS).describe(what);
export const crawlers = z.array(field('A crawler')).min(1).max(MAX_CRAWLERS).optional()
  .describe('Crawlers by product token or whole User-Agent header (default ["Googlebot"])');
export const urls = z.array(z.string().max(MAX_FIELD_CHARS)).min(1).max(MAX_URLS).describe('URLs (or paths) to check');

// What a call answers.
const count = z.number().int().nonnegative();
const line = count.describe('The deciding line, 0 when no rule decided');
const crawlerVerdict = z.enum(['allowed', 'blocked', 'not governed']).describe("The crawler's verdict: 'not governed' for one robots.txt does not govern");

export const fetchReport = z.object({
  requested: z.string(), robotsUrl: z.string(), finalUrl: z.string(), status: z.number().int().nullable(), contentType: z.string().nullable(),
  redirects: z.array(z.object({ url: z.string(), status: z.number().int(), location: z.string() })),
  bytes: count, truncated: z.boolean(), conclusion: z.enum(['parse', 'allow-all', 'disallow-all']), reason: z.string(), notes: z.array(z.string()),
  unreachable: z.boolean().describe('No complete answer came (a network error or the time limit)'),
}).describe('How the robots.txt was fetched and what a crawler concludes from it');

/** A column of core's result table as a schema: the record's shape is the table's, one entry a column. */
const COLUMN_TYPES: Record<JsonType, z.ZodTypeAny> = {
  string: z.string(), 'string?': z.string().nullable(), number: z.number(), 'boolean?': z.boolean().nullable(), strings: z.array(z.string()),
  'object?': z.record(z.string(), z.unknown()).nullable(),
};

/** A listed verdict: the record `check --json`, `batch` and the app's files give (core RESULT_COLUMNS), and why in words. */
/** A record as every view gives it (core RESULT_COLUMNS): check_urls' verdict, each side of diff_robots' change. */
const recordFields = Object.fromEntries(RESULT_COLUMNS.map((c) => [c.name, COLUMN_TYPES[c.type].describe(c.label)]));
export const verdictRow = z.object({ ...recordFields, why: z.string() });

export const diagnosticRow = z.object({
  code: z.string(), severity: z.enum(['error', 'warning', 'info']), line: count, column: count, endLine: count, endColumn: count, message: z.string(),
});

/** `allowed` null and `governed` false for a crawler robots.txt does not govern, as in the records (core governedFields). */
const governed = { allowed: z.boolean().nullable().describe('What the file allows; null for a crawler robots.txt does not govern'), governed: z.boolean() };
const side = z.object(recordFields).describe('The record check_urls gives for this URL and crawler in that version; `lenient` set where readings disagree');
export const changeRow = z.object({
  url: z.string(), crawler: z.string(), kind: z.enum(['newly-blocked', 'newly-allowed', 'other-rule', 'moved']), before: side, after: side,
  comparedAs: z.string().nullable().describe('The path compared when the URL is requested otherwise than written, else null'),
});

const crawlerRule = z.enum(['own-group', 'chain-fallback', 'global', 'ignores-global', 'no-group', 'too-big']);
export const causeRow = z.object({
  kind: z.enum(CAUSE_KINDS), sentence: z.string(),
  newlyBlocked: count, newlyAllowed: count, otherRule: count.describe('Verdicts kept but decided by another rule'),
  crawlers: z.array(z.object({ crawler: z.string(), rule: crawlerRule, count })),
}).describe('One cause of verdict changes, in the words of robotscope diff');

export const crawlerRow = z.object({
  token: z.string(), operator: z.string(), purpose: z.string(), robots: z.enum(['yes', 'no', 'may-not-apply', 'unclear']),
  crawlDelay: z.boolean().nullable(), chain: z.array(z.string()), ignoresGlobal: z.boolean(), ignoresAllow: z.boolean(),
  controlOnly: z.boolean(), phantom: z.boolean(), bypasses: z.string().describe("When its operator says it might bypass robots.txt, in the operator's words; '' where none is said"), note: z.string(), source: z.string(), confidence: z.enum(['operator', '3p', 'recalled', 'assumed']),
  checked: z.string(), verified: z.string(),
  toCheck: z.string().describe("A page that should settle more of the row and was not read (not a source); '' where none is"),
  reading: z.enum(PROFILES as unknown as [Profile, ...Profile[]]).describe('How it reads robots.txt, as its operator documents (rfc9309 when nothing is)'),
  readingSource: z.string().describe("Where the operator documents that reading; '' for the default"),
  sizeLimitDocumented: z.boolean().describe("Its operator documents that it reads only the first 500 KiB, as Googlebot does (Google's own crawlers); a crawler read as Google without it (Applebot) is in doubt where that cut decides (lenient cause whole-file)"),
}).describe('A row of the crawler registry');

const expected = z.enum(['allowed', 'blocked']);
export const expectationRow = z.object({
  url: z.string(), crawler: z.string(), expect: expected, got: expected, pass: z.boolean(), line, rule: z.string(),
  tieBreak: z.string().describe("Why that rule won, or why none decided: no-match, or robots-txt (/robots.txt itself is always allowed by RFC 9309)"),
  crawlerRule: crawlerRule.nullable().describe('Which of the crawler\'s documented rules chose its groups: ignores-global or too-big open the whole site to it, no line deciding; null where no file was read'),
  chain: z.array(z.string()), comparedAs: z.string(), reading: z.enum(PROFILES as unknown as [Profile, ...Profile[]]).describe('The reading the answer comes from'),
  lenient: z.object({ verdict: expected, line, rule: z.string(), cause: z.enum(DOUBT_CAUSES), cutShort: z.boolean(), blankLine: z.number().optional().describe('Cause blank-line only: the blank line after User-agent at which Yandex\'s help ends the group (0: none found)') }).nullable()
    .describe("Another reading's answer where the crawler's own (RFC 9309, Bing) answers otherwise, and why: lenient (Google's lenient parser), size-limit (a crawler that reads only the first 500 KiB; cutShort: its line is cut there), whole-file (a crawler read as Google, such as Applebot, whose operator does not say it stops at 500 KiB, reading the whole file), fetch-cut (a fetch read only the first 6 MiB of a longer body: a rule in the rest may answer otherwise; line 0), and others (doubtCauses); the expectation holds or fails on a reading nobody documents; null where they agree"),
  assumed: z.boolean().describe("The crawler is not in the registry, read as its operator's robot by its name (YandexVideo as Yandex's): the answer rests on that"),
});

const listed = { unlisted: count.describe('Items counted but not listed, to keep the answer within its bound') };

/** The version every answer carries, as every JSON of Robotscope does (core RESULTS_VERSION). */
export const versionField = z.literal(RESULTS_VERSION).describe('The version of the fields, the same in every JSON Robotscope writes');

/** Sitemap URLs one rule blocks for one crawler (core coverage's sitemapBlocked), listed while they fit. */
const blockedByRule = z.object({ crawler: z.string(), line, rule: z.string(), count, urls: z.array(z.string()).describe('The URLs, while they fit') });
const ruleOf = { line, rule: z.string() };

/** Each tool's `structuredContent` (with `version`, which mcp.ts adds to each). */
export const OUTPUT = {
  check_urls: {
    verdicts: z.array(verdictRow), compared: count,
    counts: z.array(z.object({
      crawler: z.string(), allowed: count, blocked: count, notGoverned: count,
      asked: z.object({ allowed: count, blocked: count }).nullable()
        .describe('For a crawler robots.txt does not govern: what the file asks of it, the counts coverage gives it; null for the others'),
    })), ...listed, fetch: fetchReport.nullable(),
  },
  lint_robots: { diagnostics: z.array(diagnosticRow), total: count, ...listed, fetch: fetchReport.nullable() },
  diff_robots: {
    compared: count, causes: z.array(causeRow), changes: z.array(changeRow), newlyBlocked: count, newlyAllowed: count,
    moved: count.describe('Pairs decided by the same rule on another line: counted, not changes'), changed: count, ...listed,
  },
  fetch_robots: { ...fetchReport.shape, text: z.string().nullable().describe('What Googlebot reads of the body (its first 500 KiB), as UTF-8; null when there is none') },
  list_crawlers: { crawlers: z.array(crawlerRow) },
  test_expectations: {
    profile: readingChoice, total: count, failed: count,
    unsure: z.object({
      disagree: count.describe('Of those that hold, how many hold only as the crawler\'s reading has it: another reading answers otherwise (readings disagree)'),
      assumed: count.describe('Of those that hold, how many are for a crawler not in the registry, read as its operator\'s robot by its name'),
    }).describe('Expectations that hold, but not for certain (PASS (UNSURE))'),
    results: z.array(expectationRow).describe('The failures first, then the rest, while they fit'), ...listed, fetch: fetchReport.nullable(),
  },
  format_robots: {
    changed: z.boolean(), refused: z.string().nullable().describe('Why the file was left as it is, or null'),
    text: z.string().nullable().describe('The formatted file when it changed, else null'),
  },
  explain_url: {
    url: z.string(), crawler: z.string(), profile: z.enum(PROFILES as unknown as [Profile, ...Profile[]]), verdict: crawlerVerdict, ...governed, line,
    rule: z.string().describe('The deciding rule as written, or empty'), chain: z.array(z.string()), decidedBy: z.string(),
    crawlerRule, compared: z.string().describe('The path the crawler compared'),
    explanation: z.array(z.object({ heading: z.string(), sentences: z.array(z.string()) })).describe("The app's explanation, part by part"),
    fetch: fetchReport.nullable(),
  },
  coverage: {
    urls: count, sitemapUrls: count, notChecked: count.describe('URLs not checked: no URL, or of another site than a fetched file'), otherSite: count.describe('Of those, the URLs of another site: never counted as allowed or blocked'),
    crawlers: z.array(z.object({ crawler: z.string(), governed: z.boolean(), assumed: z.boolean().describe("Not in the registry, read as its operator's robot by its name: the counts rest on that"), allowed: count, blocked: count, noRule: count.describe('URLs no rule decided (allowed)') })),
    rules: z.array(z.object({ ...ruleOf, allow: z.boolean(), decides: z.array(z.object({ crawler: z.string(), count, examples: z.array(z.string()) })) }))
      .describe('Each rule that decides some URL, per crawler, with examples'),
    deadRules: z.array(z.object(ruleOf)).describe('Rules that decide no URL of the set for these crawlers'),
    sitemapBlocked: z.array(blockedByRule), ...listed, fetch: fetchReport.nullable(),
  },
  sitemap_blocked: { sitemapUrls: count, blocked: count, byRule: z.array(blockedByRule), ...listed, fetch: fetchReport.nullable() },
  lookup_crawler: {
    input: z.string(), token: z.string().describe("The product token read from the input ('' when none)"), reading: z.string().describe('How the input was read'),
    known: z.boolean(), crawler: crawlerRow.nullable(), chain: z.array(z.string()).describe('The tokens whose groups it obeys, most specific first, before *'),
  },
} as const;
