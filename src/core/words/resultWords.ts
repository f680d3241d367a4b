/**
 * The words of a result, for people: a verdict, which of the crawler's documented rules chose its
 * groups, what the registry adds. One table each, read by the grid, the exports, the CLI and the
 * MCP tools; the engine and the worker send the codes (result/record.ts), never these words.
 */
import type { CrawlDelay } from '../crawlDelay.ts';
import type { CrawlerRule } from '../crawlerCheck.ts';
import type { DoubtCause } from '../doubtCauses.ts';
import type { CrawlerNote } from '../result/resultRecord.ts';
import type { Verdict } from '../result/verdict.ts';
import type { TieBreak } from '../types.ts';
import { sentenceText, type Sentence } from './sentence.ts';
import { blankAfterAgent, isOpenRule, noGroupWords, openWords, type OpenRule } from './crawlerWords.ts';
import { FETCH_CUT_ANSWER } from './fetchWords.ts';
import { DOUBLE_BYTE_NAMES } from './encodingWords.ts';

/** A verdict as a cell, a heading or a report says it. */
export const VERDICT_WORDS: Readonly<Record<Verdict, string>> = { 0: 'Blocked', 1: 'Allowed', 2: 'Not governed', 3: 'Not tested' };

/** Why no line decided an answer (its line 0) where no rule of the crawler's groups matches the path. */
export const NO_RULE_MATCHED = 'no rule matched';
/**
 * Why no line decided an answer for /robots.txt itself under a reading that always allows it
 * (RFC 9309 2.2.2; decide.ts alwaysAllowed, tieBreak 'robots-txt'), whatever the rules say.
 */
export const ROBOTS_TXT_ALLOWED = '/robots.txt itself is always allowed';

/** What noLineWords reads of an answer (core ResultRecord, CheckResult, ExpectationResult). */
export interface NoLineOf {
  /** The decision's tie-break (a grid cell's record carries 'robots-txt' only). */
  tieBreak?: TieBreak;
  /** Which of the crawler's rules chose its groups, where known. */
  crawlerRule?: CrawlerRule | null;
  crawler?: string;
}

/**
 * Why no line decided, in a few words: the crawler ignores `*` and no group names it, or the file
 * is over the size it reads (crawlerWords.ts openWords: a whole column, before any path is
 * compared, so first, as check's describeDecision says it), /robots.txt itself, or no rule
 * matched. The grid's cell, the CLI, the MCP tools and the reports say it alike.
 */
export function noLineWords(r: NoLineOf): string {
  if (isOpenRule(r.crawlerRule)) return openWords(r.crawlerRule, r.crawler ?? '');
  return r.tieBreak === 'robots-txt' ? ROBOTS_TXT_ALLOWED : NO_RULE_MATCHED;
}

/** Why these groups applied, in a few words, for the rules that leave the path to a line. */
const GROUP_WORDS: Readonly<Record<Exclude<CrawlerRule, OpenRule>, string>> = {
  'own-group': 'a group names the crawler',
  'chain-fallback': 'no group names the crawler; a group names the next crawler it obeys',
  global: 'no group names the crawler: the * group applies',
  'no-group': `${noGroupWords('the crawler')}: allowed`,
};

/**
 * Why these groups applied, in a few words (a file's column; the explanation says it in full):
 * where the crawler's rule opens the whole site to it, the words its cell says (noLineWords).
 */
export function crawlerRuleWords(r: { crawlerRule: CrawlerRule; crawler: string }): string {
  return isOpenRule(r.crawlerRule) ? noLineWords(r) : GROUP_WORDS[r.crawlerRule];
}

/**
 * The Crawl-delay column's words, each line of the file a reference: "10 (line 4)", "ignored by
 * this crawler (line 4: 10)", or "none set (this crawler honours it)" where the groups of a
 * crawler that honours it have none (Bing: not even the * group); none for null. Short, as the
 * grid says them under each crawler's name: the fact first, why after.
 */
export function crawlDelayWords(d: CrawlDelay | null | undefined): Sentence {
  if (!d) return [];
  if (d.honoured === false) return ['ignored by this crawler (', { line: d.line }, `: ${d.value})`];
  if (d.line === 0) return ['none set (this crawler honours it)'];
  return [`${d.value} (`, { line: d.line }, `)${d.honoured === null ? '; whether this crawler honours it is not documented' : ''}`];
}

/**
 * The lenient-answer column's value (result/record.ts LenientRecord, as JSON): Google's lenient
 * parser's verdict where it differs from the crawler's own, its deciding line and that line as
 * written (null when no rule decided). A type, not an interface: it is JSON.
 */
export type LenientJson = {
  verdict: 'allowed' | 'blocked';
  line: number;
  rule: string | null;
  /** Why the readings disagree (doubtCauses.ts). */
  cause: DoubtCause;
  /** Cause `blank-line` only: the blank line at which Yandex's help ends the group (readings.ts LenientAnswer), 0 where none is found. */
  blankLine?: number;
};

/** Who answers so, after the answer, where it is not Google's lenient parser on the same bytes. */
const CAUSE_WORDS: Readonly<Record<DoubtCause, string>> = {
  'size-limit': ' (reading only the first 500 KiB)',
  'whole-file': ' (reading the whole file, past 500 KiB)',
  'size-unit': ' (the file taken as over 500 KB: the site open)',
  'percent-encoding': ' (%-escapes compared otherwise)',
  lenient: '',
  bom: ' (the byte order mark read as part of the first line)',
  'partial-bom': ' (the part of a byte order mark read as part of the first line)',
  'utf-16': ' (the file decoded as UTF-16)',
  'double-byte': ` (the file decoded as Chinese, Japanese or Korean text: ${DOUBLE_BYTE_NAMES})`,
  'windows-1252': ' (the file decoded as Windows-1252)',
  'shift-jis': ' (the file decoded as Shift_JIS)',
  'invalid-utf8': ' (each byte that is not UTF-8 read as �)',
  'latin1-fallback': ' (the whole file read as Windows-1252, a fallback for bytes that are not UTF-8)',
  'product-token': ' (a user-agent value that is no product token matching no crawler)',
  'group-break': ' (the user-agent lines above a Crawl-delay or another line that is no rule a group of their own)',
  'blank-line': '', // lenientAnswerWords names the blank line
  'fetch-cut': '',
};

/** "Blocked by line 172: Disalow: /", "Allowed: no rule decides there", or '' where the readings agree. */
export function lenientAnswerWords(l: LenientJson | null): string {
  if (!l) return '';
  const word = l.verdict === 'allowed' ? 'Allowed' : 'Blocked';
  if (l.cause === 'fetch-cut') return word + FETCH_CUT_ANSWER;
  const who = l.cause === 'blank-line' ? ` (${sentenceText(blankAfterAgent(l.blankLine))} ending the group, as Yandex's help reads it)` : CAUSE_WORDS[l.cause];
  return (l.line > 0 ? `${word} by line ${l.line}: ${l.rule ?? ''}` : `${word}: no rule decides there`) + who;
}

/** The mark of an answer in doubt (doubtCauses.ts): another reading answers otherwise, and which the crawler gives, nobody documents. */
export const READINGS_DISAGREE = 'readings disagree';

/**
 * One side of a verdict change in doubt, wherever changes are listed (diff, review, MCP, the
 * compare view): "readings disagree on the new version: " and the answer's lenientHint sentence.
 */
export const sideDoubtWords = (version: 'old' | 'new', hint: string): string => `${READINGS_DISAGREE} on the ${version} version: ${hint}`;

/** An answer in doubt where versions are listed one by one (history, the timeline): "readings disagree: " and its lenientHint sentence. */
export const doubtWords = (hint: string): string => `${READINGS_DISAGREE}: ${hint}`;

/**
 * A crawler the registry lacks, read as its operator's robot by its name (YandexVideo: registry
 * assumedCrawler): every answer for it rests on that, and every view says so in these words (the
 * grid's cell, its announcement and column, `test`, the coverage views); crawlerWords.ts
 * assumedWords says it in full.
 */
export const ASSUMED_MARK = 'assumed';
export const ASSUMED_WORDS = `${ASSUMED_MARK}: not in the registry, read as its operator's robot by its name`;
/** "YandexVideo is assumed: not in the registry, read as its operator's robot by its name" */
export const assumedNote = (crawler: string): string => `${crawler} is ${ASSUMED_WORDS}`;

/** What the registry adds to a verdict, in a few words (crawlerWords.ts says it in full). */
export const NOTE_WORDS: Readonly<Record<CrawlerNote, string>> = {
  'not-governed': 'robots.txt does not govern this crawler',
  'may-not-apply': 'robots.txt may not apply to fetches a user asks for',
  unclear: 'whether it obeys robots.txt is unclear',
  'may-bypass': 'its operator says it might bypass robots.txt at times',
  'ignores-allow': 'does not follow Allow lines',
  'control-only': 'sends no requests: the token states a permission',
  phantom: 'no crawler is known to send this token',
  'third-party': 'what is known of it is from a third party only',
  recalled: 'what is known of it is recalled, not verified',
  assumed: ASSUMED_WORDS,
};

/** What a result says of a URL a crawler requests otherwise than written (a record's `comparedAs`): one sentence for every entry; '' for ''. */
export function comparedAs(requestedPath: string): string {
  if (requestedPath === '') return '';
  return `compared as ${requestedPath}: the URL as a browser or crawler requests it (percent-encoded)`;
}
