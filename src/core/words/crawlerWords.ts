/**
 * The words for a crawler's semantics: which documented rule decided, and how far robots.txt
 * binds the crawler. One table, used by the app's result rows and by the CLI.
 */
import type { CrawlerCheck, CrawlerRule } from '../crawlerCheck.ts';
import { LENIENT_READING, profileSpec } from '../profiles/index.ts';
import { PROFILE_WORDS } from './profileWords.ts';
import type { DoubtCause } from '../doubtCauses.ts';
import type { LenientAnswer } from '../readings.ts';
import type { Profile } from '../types.ts';
import { PLAIN, type WordStyle } from './wordStyle.ts';
import { sentenceText, type Sentence } from './sentence.ts';
import { BOM_FACT, DOUBLE_BYTE_FACT, DOUBLE_BYTE_NAMES, INVALID_UTF8_FACT, LATIN1_FALLBACK_FACT, PARTIAL_BOM_FACT, SHIFT_JIS_FACT, utf16Fact, WINDOWS_1252_FACT } from './encodingWords.ts';
import { crawlerInfoFor, type CrawlerInfo } from '../registry/registry.ts';
import { familyFallbacks } from '../userAgent.ts';
import { andList, upperFirst } from './listText.ts';
import { FETCH_CUT_READER, FETCH_CUT_WHY } from './fetchWords.ts';
import { YANDEX_KB_UNSAID, YANDEX_SIZE_QUOTE, YANDEX_SIZE_SOURCE } from './readingSources.ts';

/** What the crawler's sentences read of a check: codes and tokens, as the worker's row carries them too. */
export interface CrawlerSaid {
  crawler: string;
  chain: readonly string[];
  decidedBy: string;
  crawlerRule: CrawlerRule;
  /** The lines of the Allow rules that matched (set aside for a crawler that ignores Allow). */
  allowLines: readonly number[];
}

/** What a check says of its crawler (CrawlerSaid), from the check itself. */
export function crawlerSaid(check: CrawlerCheck): CrawlerSaid & { allowLines: number[] } {
  const allowLines = [...new Set(check.matches.filter((m) => m.allow).map((m) => m.line))];
  return { crawler: check.crawler, chain: check.chain, decidedBy: check.decidedBy, crawlerRule: check.crawlerRule, allowLines };
}

const others = (check: CrawlerSaid) => check.chain.filter((t) => t !== '*');
const or = (tokens: string[]) => (tokens.length === 0 ? 'it' : tokens.join(' or '));

const RULES: Record<CrawlerRule, (check: CrawlerSaid, info: CrawlerInfo | null) => string> = {
  'own-group': (c) => `The group naming ${c.crawler} applied.`,
  'chain-fallback': (c, info) =>
    `No group names ${c.crawler}; it obeys the ${c.decidedBy} group then${info ? ` (${info.operator} documents it)` : ''}, and one names ${c.decidedBy}.`,
  global: (c) => (c.crawler === '*' ? 'The * group applied.' : `No group names ${or(others(c))}, so the * group applied.`),
  'ignores-global': (c) => `${openWords('ignores-global', c.crawler)}: allowed.`,
  'no-group': (c) => `${upperFirst(noGroupWords(or(others(c))))}: allowed.`,
  'too-big': (c) => `${upperFirst(openWords('too-big', c.crawler))} and every URL is allowed: Yandex's help says ${YANDEX_SIZE_QUOTE} (${YANDEX_SIZE_SOURCE}).`,
};

/**
 * Why no group applies where none names `crawler` and there is no `*` group, as a clause: the one
 * wording of check, the explanation (its groups and its matching rules), the grid's column and
 * the row of the line check.
 */
export const noGroupWords = (crawler: string): string => `no group names ${crawler} and there is no * group`;

/** The crawler rules that open the whole site to a crawler, no line deciding any URL of its column. */
export type OpenRule = Extract<CrawlerRule, 'ignores-global' | 'too-big'>;
export const isOpenRule = (rule: CrawlerRule | null | undefined): rule is OpenRule => rule === 'ignores-global' || rule === 'too-big';

/**
 * Why a file over the size its crawlers read (match.ts readsAsOpen) allows them everything, as a
 * clause: "the file is over 500 KB, so YandexBot takes the site as open". Only Yandex documents one.
 */
export const openSiteClause = (crawlers: readonly string[]): string =>
  `the file is over 500 KB, so ${andList(crawlers)} ${crawlers.length === 1 ? 'takes' : 'take'} the site as open`;

/**
 * Why no line decides for `crawler` under such a rule, as a clause: the one wording every surface
 * says (resultWords.ts noLineWords: the grid's cell and announcement, the explanation's heading,
 * test, JUnit, the exports' column; crawlerRuleText: check and MCP check_url), for a whole column.
 */
export function openWords(rule: OpenRule, crawler: string): string {
  return rule === 'ignores-global' ? `${crawler} ignores the * group, and no group names it` : openSiteClause([crawler]);
}

const said = (c: CrawlerCheck | CrawlerSaid): CrawlerSaid => ('allowLines' in c ? c : crawlerSaid(c));

/** Which of the crawler's rules chose the groups, in one sentence. */
export function crawlerRuleText(check: CrawlerCheck | CrawlerSaid): string {
  return RULES[check.crawlerRule](said(check), crawlerInfoFor(check.crawler));
}

/**
 * That the crawler's operator says it might bypass robots.txt, and when (registry `bypasses`):
 * said wherever a person picks or reads that crawler (the crawler chip's title, the cell's
 * explanation, check's output, through crawlerNotes); '' where the operator says none.
 */
export function bypassWords(info: CrawlerInfo): string {
  return info.bypasses === '' ? '' : `${info.operator} says ${info.token} might bypass robots.txt ${info.bypasses}: then this file's verdict may not hold.`;
}

/**
 * What else the registry says that changes what the verdict means: robots.txt does not bind
 * the crawler, its operator says it might bypass the file, it sends no requests, no crawler sends
 * it, or the row is not the operator's word.
 */
export function crawlerNotes(check: CrawlerCheck | CrawlerSaid): string[] {
  const info = crawlerInfoFor(check.crawler);
  if (!info) return [];
  const notes: string[] = [];
  if (info.robots === 'no') {
    notes.push(`${info.operator} says robots.txt does not govern ${info.token} (${info.purpose}): it fetches what users ask for whatever the file says. The line shown is what the file would ask of it.`);
  } else if (info.robots === 'may-not-apply') {
    notes.push(`${info.operator} says robots.txt may not apply to ${info.token} (${info.purpose}): fetches a user asks for may ignore this verdict.`);
  } else if (info.robots === 'unclear') {
    notes.push(`Whether ${info.token} obeys robots.txt is unclear (${info.source}).`);
  }
  const bypass = bypassWords(info);
  if (bypass !== '') notes.push(bypass);
  if (info.ignoresAllow) {
    const lines = said(check).allowLines;
    if (lines.length > 0) {
      const which = lines.length > 1 ? `Allow lines ${lines.join(', ')} matched but were` : `Allow line ${lines[0]} matched but was`;
      notes.push(`${info.operator} documents that ${info.token} does not follow Allow lines: ${which} set aside, and only Disallow lines decided.`);
    }
  }
  if (info.controlOnly) notes.push(`${info.token} sends no requests: the verdict is the permission ${info.operator} reads for that use (${info.purpose}).`);
  if (info.phantom) notes.push(`No crawler is known to send ${info.token}; sites write it all the same.`);
  if (info.confidence === 'assumed') notes.push(assumedWords(info));
  else if (info.confidence !== 'operator') {
    const how = info.confidence === '3p' ? 'from a third party only' : 'recalled, not verified';
    notes.push(`What the registry says of ${info.token} is ${how} (${info.source}; checked ${info.checked}).`);
  }
  return notes;
}

/**
 * Why a token the registry lacks is read as its family's robot, and that it is assumed (registry
 * assumedCrawler), citing the operator's page on the family's group (readingSource): the row's
 * `source` is what the "unclear" note quotes.
 */
export function assumedWords(info: CrawlerInfo): string {
  return `${info.token} is not in the registry: its name is ${info.operator}'s, so it is read as a ${info.operator} robot, assumed: the group naming it, then ${familyFallbacks(info)} (${info.readingSource}). Some ${info.operator} robots obey only a group naming them.`;
}

/**
 * Who would answer otherwise, per cause of the doubt (doubtCauses.ts); %-escapes: the other way than
 * `reading`. Characters quoted as `w` quotes (bare in a title, as code on the page, in backticks in the CLI).
 */
function otherReader(cause: DoubtCause, reading: Profile, w: WordStyle, blankLine?: number): Sentence {
  if (cause === 'blank-line') return ['Yandex\'s help, which takes ', ...blankAfterAgent(blankLine), ' as the end of the group (the robots named above it then get no rule),'];
  return [otherReaderText(cause, reading, w)];
}

/**
 * The blank line of a `blank-line` doubt (LenientAnswer.blankLine): "the blank line after
 * User-agent, line 5," where it is known, else "a blank line after User-agent".
 */
export const blankAfterAgent = (line: number | undefined): Sentence =>
  line ? ['the blank line after User-agent, ', { line }, ','] : ['a blank line after User-agent'];

function otherReaderText(cause: DoubtCause, reading: Profile, w: WordStyle): string {
  if (cause === 'size-limit') return 'A crawler that reads only the first 500 KiB of the file, as Googlebot does,';
  if (cause === 'whole-file') return 'A crawler that reads on past the first 500 KiB, the whole file,';
  if (cause === 'size-unit') return 'Yandex, if its 500 KB is 500,000 bytes (this file is then over it, and the site open),';
  if (cause === 'lenient') return `A lenient parser, as ${PROFILE_WORDS[LENIENT_READING].name}'s,`;
  if (cause === 'bom') return 'A parser that reads the byte order mark as part of the first line';
  if (cause === 'partial-bom') return 'A parser that reads the part of a byte order mark the file starts with as part of the first line';
  if (cause === 'utf-16') return 'A parser that decodes the file as UTF-16';
  if (cause === 'windows-1252') return 'A parser that decodes the file as Windows-1252';
  if (cause === 'double-byte') return `A parser that decodes the file as Chinese, Japanese or Korean text (${DOUBLE_BYTE_NAMES})`;
  if (cause === 'shift-jis') return 'A parser that decodes the file as Shift_JIS';
  if (cause === 'latin1-fallback') return 'A parser that falls back to Windows-1252 for a file that is not all UTF-8';
  if (cause === 'invalid-utf8') return 'A parser that decodes the file as UTF-8, each byte that is not UTF-8 read as U+FFFD (�),';
  if (cause === 'product-token') return `A parser that matches a user-agent line only by a value that is a product token (letters, ${w.code('-')} and ${w.code('_')})`;
  if (cause === 'fetch-cut') return FETCH_CUT_READER;
  if (cause === 'group-break') return 'A parser that ends a list of user-agent lines at a Crawl-delay or another line that is no rule, giving the lines above it a group of their own,';
  return profileSpec(reading).normalise.decode === 'none'
    ? 'A parser that puts %-escapes in one form before comparing (%e3 as %E3, %70 as p), as RFC 9309 (2.2.2) has it,'
    : `A parser that compares the URL's %-escapes as written, as ${PROFILE_WORDS[LENIENT_READING].name}'s does,`;
}

const NOBODY_KNOWS = 'Which one this crawler follows, nobody documents.';

/** Why a blank line after User-agent leaves a Yandex answer in doubt (doubtCauses.ts `blank-line`). */
const BLANK_LINE_WHY = 'Yandex\'s reading skips a blank line between User-agent and the rules below it, as the robots.txt library Yandex publishes (library/cpp/robots_txt) does, so those rules are the group\'s. Yandex\'s help lists "No User-agent directive in front of rule" among its robots.txt errors and gives a blank line after User-agent as its likely cause (error-dictionary/robots-txt): read that way, the group ends at the blank line. Which of the two Yandex\'s robots do, Yandex does not document.';

/**
 * Why nobody can know which answer the crawler gives, per cause: the explanation says it, and a hint
 * where its words alone would not. A sentence that quotes is written by the style's `code` (doubtWhy).
 */
export const DOUBT_WHY: Readonly<Record<DoubtCause, string | ((code: WordStyle['code']) => string)>> = {
  'size-limit': 'RFC 9309 (2.5) has a crawler read at least the first 500 KiB (512,000 bytes) and lets it read more: how far this crawler reads, nobody documents.',
  'whole-file': 'Google documents that its own crawlers read only the first 500 KiB (512,000 bytes); this crawler\'s operator documents that it follows Googlebot\'s rules, not that it stops there, and RFC 9309 (2.5) lets a crawler read more.',
  'size-unit': `The file is over 500,000 bytes but not over 512,000. Yandex's help says ${YANDEX_SIZE_QUOTE} (${YANDEX_SIZE_SOURCE}); ${YANDEX_KB_UNSAID}.`,
  'percent-encoding': 'RFC 9309 (2.2.2) puts the URL\'s path and the rule in one form before comparing (an escape\'s hex digits in capitals, %e3 as %E3; an escaped unreserved character as itself, %70 as p); Google\'s parser compares the URL\'s path as written: which this crawler does, nobody documents.',
  lenient: NOBODY_KNOWS,
  bom: `${BOM_FACT} ${NOBODY_KNOWS}`,
  'partial-bom': `${PARTIAL_BOM_FACT} ${NOBODY_KNOWS}`,
  'utf-16': `${utf16Fact('utf-16')} ${NOBODY_KNOWS}`,
  'double-byte': `${DOUBLE_BYTE_FACT} ${NOBODY_KNOWS}`,
  'windows-1252': `${WINDOWS_1252_FACT} ${NOBODY_KNOWS}`,
  'shift-jis': `${SHIFT_JIS_FACT} ${NOBODY_KNOWS}`,
  'invalid-utf8': `${INVALID_UTF8_FACT} ${NOBODY_KNOWS}`,
  'latin1-fallback': `${LATIN1_FALLBACK_FACT} ${NOBODY_KNOWS}`,
  'product-token': (code) => `RFC 9309 (2.2.1) allows only letters, ${code('-')} and ${code('_')} in a product token; Google's parser reads a user-agent value up to the first other character (${code('GPTBot*')} as ${code('GPTBot')}): which this crawler does, nobody documents.`,
  'group-break': 'Bing\'s reading runs user-agent lines on past such a line to the next Allow or Disallow, as Google\'s parser does and RFC 9309 (2.2.4) has it, so the crawlers named above it get the rules of the group below. Bing honours Crawl-delay as part of a crawler\'s group, but whether a Crawl-delay closes the user-agent lines above it, Bing does not document.',
  'blank-line': BLANK_LINE_WHY,
  'fetch-cut': FETCH_CUT_WHY,
};

/**
 * Why nobody can know, for an answer read as `reading`: DOUBT_WHY's, but for a group break under a
 * reading whose own text settles it (RFC 9309 2.2.4), where the doubt is the crawler's, which
 * documents no reading (readings.ts listEndOpen).
 */
export function doubtWhy(cause: DoubtCause, reading: Profile, w: WordStyle = PLAIN): string {
  if (cause === 'group-break' && !profileSpec(reading).agentListEndOpen) return LIST_END_UNDOCUMENTED;
  const why = READING_WHY[reading]?.[cause] ?? DOUBT_WHY[cause];
  return typeof why === 'string' ? why : why(w.code);
}

/** Why nobody can know, where a reading's own operator leaves it open and its words are not DOUBT_WHY's (Bing's, the crawler's that documents nothing). */
const READING_WHY: Partial<Record<Profile, Partial<Record<DoubtCause, string>>>> = {
  yandex: {
    'group-break': 'Yandex\'s reading runs user-agent lines on past such a line to the next Allow or Disallow, as Google\'s parser does and RFC 9309 (2.2.4) has it, so the robots named above it get the rules of the group below. Yandex\'s help (robot-workings/user-agent, allow-disallow, error-dictionary/robots-txt) says nothing of such a line there, and the robots.txt library Yandex publishes (library/cpp/robots_txt) ends the list at it, as at a blank or comment-only line there.',
    'percent-encoding': 'Yandex\'s reading compares the URL\'s path as written, as Google\'s parser does; RFC 9309 (2.2.2) puts the path and the rule in one form first (an escape\'s hex digits in capitals, %2f as %2F; an escaped unreserved character as itself, %7E as ~). Yandex\'s help asks for Cyrillic paths written %-encoded in robots.txt (controlling-robot/robots-txt, "Using Cyrillic characters") and says nothing of how an escape compares with the character it stands for, or of its case: which Yandex does, it does not document.',
  },
};

const LIST_END_UNDOCUMENTED = 'RFC 9309 (2.2.4) and Google\'s parser run user-agent lines on past such a line to the next Allow or Disallow; common parsers of before the RFC (Python\'s urllib.robotparser, robots-parser) start a new group at the next user-agent line. Which parser this crawler uses, its operator does not document.';

/** The causes whose hint's words say why alone (who answers otherwise names it): the explanation says the rest. */
const HINT_SAYS_WHY: ReadonlySet<DoubtCause> = new Set(['lenient', 'bom', 'partial-bom', 'utf-16', 'double-byte', 'windows-1252', 'shift-jis', 'invalid-utf8', 'latin1-fallback']);

/** The byte Googlebot stops before, said where a quoted line is cut there. */
export const CUT_SHORT = ', read only as far as byte 512,000,';

/**
 * How sure an answer is, where another reading answers otherwise (issue 29 §1):
 * "Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 172 `Disalow: /`",
 * the line and every other quote written by `w` (BARE for a title, SPLIT for the page's code, a
 * Markdown report's own quoting).
 */
export function lenientHint(allowed: boolean, reading: Profile, lenient: LenientAnswer, w: WordStyle = PLAIN): string {
  const words = lenientWords(allowed, reading, lenient, w);
  const why = HINT_SAYS_WHY.has(lenient.cause) ? '' : ` ${doubtWhy(lenient.cause, reading, w)}`;
  if (lenient.line === 0) return `${words}${noLenientLine(lenient.cause)}${why}`;
  return `${words}: line ${lenient.line}${lenient.cutShort ? CUT_SHORT : ''} ${w.code(lenient.rule)}${why === '' ? '' : `.${why}`}`;
}

/** lenientHint's words before the line: "Allowed (RFC 9309). A lenient parser, as Google's, would block it". */
export function lenientWords(allowed: boolean, reading: Profile, lenient: Pick<LenientAnswer, 'allowed' | 'cause' | 'blankLine'>, w: WordStyle = PLAIN): string {
  return sentenceText(lenientPieces(allowed, reading, lenient, w));
}

/** lenientWords as a sentence's pieces: the line a `blank-line` doubt names is a line reference (the page makes it a button). */
export function lenientPieces(allowed: boolean, reading: Profile, lenient: Pick<LenientAnswer, 'allowed' | 'cause' | 'blankLine'>, w: WordStyle = PLAIN): Sentence {
  const own = `${allowed ? 'Allowed' : 'Blocked'} (${PROFILE_WORDS[reading].short}).`;
  // The part not fetched may say anything: it may answer otherwise, not would.
  const would = lenient.cause === 'fetch-cut' ? 'may' : 'would';
  return [`${own} `, ...otherReader(lenient.cause, reading, w, lenient.blankLine), ` ${would} ${lenient.allowed ? 'allow' : 'block'} it`];
}

/** What follows lenientWords when no rule decides for the other reading. */
export const NO_LENIENT_LINE = ' (no rule decides there).';

/** What follows lenientWords where the other answer has no line: NO_LENIENT_LINE, or for a rule not fetched, nothing to say of a line. */
export const noLenientLine = (cause: DoubtCause): string => (cause === 'fetch-cut' ? '.' : NO_LENIENT_LINE);
