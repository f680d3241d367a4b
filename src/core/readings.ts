/**
 * Which reading each crawler is checked with (issue 29 §1). A reading is a profile. The person
 * either forces one for every crawler, or asks for `documented`, the default: each crawler read
 * the way its operator documents (the registry's `reading`: Google's parser for Google's
 * crawlers and those documented to obey robots.txt as Googlebot does), and RFC 9309 for a
 * crawler that documents nothing more, a token the registry lacks included.
 *
 * How sure such an RFC 9309 answer is: Google's parser is the lenient one (misspelt keys, a
 * missing colon, keys read by prefix), so where it answers otherwise the crawler's verdict
 * hangs on what the crawler's parser forgives, which nobody documents; so with the other readings
 * doubtCauses.ts lists. checkAsRead says so (`lenient`), as the matrix does per cell (readColumns.ts).
 */
import { crawlerFor, checkCrawler, type Crawler, type CrawlerCheck } from './crawlerCheck.ts';
import { isRobotsTxt } from './decide.ts';
import type { DoubtCause } from './doubtCauses.ts';
import { googlebotView, wholeView } from './googlebotView.ts';
import { blankAfterAgents, standaloneGroupsOf } from './groupBreaks.ts';
import { blankEndingGroup } from './groupJoin.ts';
import { memoOf } from './memo.ts';
import { coloniedOf } from './missingColons.ts';
import { baseOf, LENIENT_READING, profileSpec, STANDARD_READING } from './profiles/index.ts';
import { openView } from './match.ts';
import { otherBytesOf } from './otherBytes.ts';
import { wholeTokensOf } from './productTokens.ts';
import { parseRobots } from './parse.ts';
import { ruleOf } from './result/ruleText.ts';
import { SIZE_LIMIT_BYTES } from './source.ts';
import { pathFromUrl } from './url.ts';
import { PROFILES, type CheckOptions, type ParsedRobots, type Profile, type ReadingId } from './types.ts';

/** What the person chose: one reading for every crawler, or each crawler's documented one. */
export type ReadingChoice = Profile | 'documented';

/** `documented` first: the default of the app, check, test, diff and MCP. */
export const READING_CHOICES: readonly ReadingChoice[] = ['documented', ...PROFILES];

export function isReadingChoice(value: unknown): value is ReadingChoice {
  return (READING_CHOICES as readonly unknown[]).includes(value);
}

/**
 * How a crawler came to its reading: the person forced it, its operator documents it, or
 * nothing is documented (RFC 9309, the standard, and Google's lenient reading as a check), or the
 * registry lacks the crawler but its name is a family's, whose reading is assumed (YandexNews).
 */
export type ReadingWhy = 'forced' | 'documented' | 'undocumented' | 'assumed';

export interface CrawlerReading {
  profile: Profile;
  why: ReadingWhy;
  /** Where the operator documents it (registry `readingSource`); '' unless `documented`. */
  source: string;
  /** Its operator documents that it stops at Googlebot's 500 KiB cut (registry `sizeLimitDocumented`); false where forced. */
  cutDocumented: boolean;
}

/**
 * The reading of the file as a whole (its diagnostics, the editor's marks and hovers): under
 * `documented`, Google's, the most lenient, whose messages name what stricter crawlers skip.
 */
export function fileReading(choice: ReadingChoice): Profile {
  return choice === 'documented' ? LENIENT_READING : choice;
}

/** The reading `crawler` is checked with under `choice`. */
export function readingFor(crawler: Crawler, choice: ReadingChoice): CrawlerReading {
  if (choice !== 'documented') return { profile: choice, why: 'forced', source: '', cutDocumented: false };
  const info = crawler.info;
  const cutDocumented = info !== null && info.sizeLimitDocumented;
  if (info && info.confidence === 'assumed') return { profile: info.reading, why: 'assumed', source: info.readingSource, cutDocumented };
  if (info && info.readingSource !== '') return { profile: info.reading, why: 'documented', source: info.readingSource, cutDocumented };
  return { profile: info ? info.reading : STANDARD_READING, why: 'undocumented', source: '', cutDocumented };
}

/**
 * Whether a crawler read this way gets Google's lenient answer beside its own: one that documents
 * nothing, and one documented to read a way whose forgiveness is assumed (Bing: its help says
 * nothing of misspelt keys). A reading the person forced is the answer they asked for.
 */
export const crossChecked = (r: Pick<CrawlerReading, 'profile' | 'why'>): boolean =>
  r.profile !== LENIENT_READING && (r.why === 'undocumented' || (r.why === 'documented' && profileSpec(r.profile).forgivenessAssumed));

/**
 * Whether a crawler read this way may end a list of user-agent lines at a line that is no rule (a
 * Crawl-delay), giving the lines above a group of their own (otherReadings' `group-break`): its
 * reading's text leaves that open (ProfileSpec agentListEndOpen: Bing's, Yandex's), or the crawler
 * documents no reading at all. RFC 9309 2.2.4 settles it for a parser that follows it ("Parsing of other
 * records MUST NOT interfere with the parsing of explicitly defined records", "a "Sitemaps" record
 * MUST NOT terminate a group"), as Google's code does; a crawler that documents nothing may use a
 * parser of before the RFC, and the common ones (Python's urllib.robotparser, robots-parser) start
 * a new group there. A reading the person forced is the answer they asked for, unless its own text
 * leaves it open.
 */
export const listEndOpen = (r: Pick<CrawlerReading, 'profile' | 'why'>): boolean => profileSpec(r.profile).agentListEndOpen || crossChecked(r);

/**
 * Whether a crawler read this way stops at Googlebot's 500 KiB cut without its operator saying so:
 * read as Google (Applebot "will follow Googlebot instructions", Apple says; nothing of how far it
 * reads), where only Google documents that limit, for its own crawlers. RFC 9309 2.5 lets a
 * crawler read more, so the whole file's answer is as much its answer (otherReadings, `whole-file`).
 * A reading the person forced is the answer they asked for.
 */
export const cutUnsaid = (r: Pick<CrawlerReading, 'profile' | 'why' | 'cutDocumented'>): boolean =>
  r.why !== 'forced' && !r.cutDocumented && profileSpec(r.profile).readsOnlySizeLimit;

/**
 * Whether a crawler read this way may read the file's bytes otherwise (otherBytes.ts: a leading
 * BOM kept, UTF-16 or Windows-1252 decoded): every crawler not read as Google, whose parser is
 * published (it skips the BOM and reads other bytes as bytes, google-behaviours.md). A reading
 * forced for all too: none of the others says what its parser does with these bytes (RFC 9309 2.3
 * "MUST be UTF-8", no word of a BOM or of other encodings; the 1996 draft and Bing nothing; Yandex's
 * help, "Using Cyrillic characters", asks for addresses written %-encoded and says nothing of bytes
 * that are not UTF-8), so the answer the person asked for is not known either.
 */
export const bytesDoubted = (r: CrawlerReading): boolean => r.profile !== LENIENT_READING;

/**
 * The same text parsed once per reading, each on first use: a check parses per reading, never per
 * crawler. `bodyCut`: the text is only the first part of a longer body, a fetch having stopped
 * reading at FETCH_READ_BYTES (fetchPolicy.ts); every answer of a crawler that reads on is then
 * in doubt (otherReadings' `fetch-cut`).
 */
export type Parses = ((profile: ReadingId) => ParsedRobots) & { readonly bodyCut?: boolean };

/** Parses of `source`, made as asked and kept; `first` is one already made. */
export function parsesOf(source: string | Uint8Array, first?: ParsedRobots, bodyCut = false): Parses {
  const held = new Map<ReadingId, ParsedRobots>(first ? [[first.profile, first]] : []);
  const parses = (profile: ReadingId) => {
    let parsed = held.get(profile);
    if (!parsed) held.set(profile, (parsed = parseRobots(source, { profile })));
    return parsed;
  };
  return bodyCut ? Object.assign(parses, { bodyCut }) : parses;
}

/** A file to check: its parses, one per reading as asked, and the reading chosen. */
export interface ReadFile {
  parses: Parses;
  choice: ReadingChoice;
}

/** `source` read as `choice` says; `bodyCut`: the first part of a longer body (Parses). */
export const readFile = (source: string | Uint8Array, choice: ReadingChoice, bodyCut = false): ReadFile => ({ parses: parsesOf(source, undefined, bodyCut), choice });

/**
 * A version as the file reading has it (fileReading: Google's under `documented`): the parse whose
 * problems the editor lists and whose lines the grid names, whatever each crawler reads.
 */
export const fileParse = (v: ParsedRobots | ReadFile): ParsedRobots => ('parses' in v ? v.parses(fileReading(v.choice)) : v);

/** A parse taken as the one reading for every crawler (what a check of a ParsedRobots always meant). */
export function asReadFile(file: ParsedRobots | ReadFile): ReadFile {
  return 'parses' in file ? file : { parses: parsesOf(file.text, file), choice: baseOf(file.profile) };
}

/** Another reading's answer where its verdict differs from the crawler's own (otherReadings). */
export interface LenientAnswer {
  allowed: boolean;
  /** Its deciding line, of the file as written, 0 when no rule decided. */
  line: number;
  /** Its deciding line as that reading reads it ('' when no rule decided): the line of the 500 KiB cut read cut short. */
  rule: string;
  /** Its deciding line is the line of the 500 KiB cut, read only as far as byte 512,000. */
  cutShort: boolean;
  cause: DoubtCause;
  /**
   * Cause `blank-line`: the blank line at which Yandex's help ends the group whose rule decides
   * the crawler's own answer (groupJoin.ts blankEndingGroup), 0 where none is found; absent for
   * every other cause.
   */
  blankLine?: number;
}

/**
 * A reading an answer is compared with: why it would differ, and the parse it reads; null where
 * no parse can be read (`fetch-cut`: the bytes were not fetched), whose answer is then the
 * opposite of every answer, by no line: it may be so, and nobody here can know.
 */
export interface OtherReading {
  cause: DoubtCause;
  parsed: ParsedRobots | null;
  /** The line of the file as written that line `n` of `parsed` is, where they differ (UTF-16 decoded: otherBytes.ts). */
  written?: (n: number) => number;
  /** Its deciding line quoted from the file as written, not from `parsed`'s text (a colon put in: missingColons.ts). */
  quoteWritten?: boolean;
}

/**
 * The readings an answer read as `reading` is compared with, in doubtCauses.ts DOUBT_CAUSES' order:
 * the first whose verdict differs is the doubt shown; none for a reading forced. The size cut only
 * for a file over 500 KiB, under a reading that reads on past it (Googlebot's own stops there, and
 * Google's parse is checked as Googlebot reads it, so its answer differs from the crawler's on the
 * same bytes only by leniency); the whole file, past the cut, for a crawler read as Google whose
 * operator does not say it stops there (cutUnsaid). `escapedPaths`: pathsEscape of the compared paths,
 * asked only where the text holds no escape (the caller keeps the answer for its list).
 */
export function otherReadings(parses: Parses, reading: CrawlerReading, escapedPaths: () => boolean): OtherReading[] {
  const own = parses(reading.profile);
  const out: OtherReading[] = [];
  const spec = profileSpec(reading.profile);
  const checked = crossChecked(reading);
  if (checked && own.sizeLimit !== null && bigFileReading(reading, own.byteLength) === 'whole-in-doubt') out.push({ cause: 'size-limit', parsed: googlebotView(own) });
  // Even where the person forced the reading, if its own text leaves it open (Yandex's).
  const twin = checked || spec.escapesOpen ? spec.escapesTwin : null;
  if (twin !== null && (escapesInText(own) || escapedPaths())) out.push({ cause: 'percent-encoding', parsed: parses(twin) });
  if (checked) out.push({ cause: 'lenient', parsed: parses(LENIENT_READING) });
  // Even where the person forced the reading: its own text leaves it open.
  const colonied = spec.colonOpen ? coloniedOf(own) : null;
  if (colonied) out.push({ cause: 'lenient', parsed: colonied, quoteWritten: true });
  if (own.sizeLimit !== null && cutUnsaid(reading)) out.push({ cause: 'whole-file', parsed: wholeView(own) });
  // Even where the person forced the reading: it is the reading's own rule that nobody can settle.
  if (inSizeDoubt(own)) out.push({ cause: 'size-unit', parsed: openView(own) });
  if (bytesDoubted(reading)) out.push(...otherBytesOf(own));
  const tokens = profileSpec(reading.profile).agentTokenOpen ? wholeTokensOf(own) : null;
  if (tokens) out.push({ cause: 'product-token', parsed: tokens });
  const standalone = listEndOpen(reading) ? standaloneGroupsOf(own, spec.listEndAtQuiet) : null;
  if (standalone) out.push({ cause: 'group-break', parsed: standalone });
  // Even where the person forced the reading: its own help and its own library part (Yandex's).
  if (spec.blankLineTwin !== null && blankAfterAgents(own)) out.push({ cause: 'blank-line', parsed: parses(spec.blankLineTwin) });
  if (parses.bodyCut && readsPastCut(reading, own.byteLength)) out.push({ cause: 'fetch-cut', parsed: null });
  return out;
}

/**
 * Whether a crawler read this way reads past `byteLength` bytes, where a fetch stopped: not one that
 * stops at Googlebot's 500 KiB within them, as documented (a crawler read as Google whose operator
 * does not say it stops there may read on: cutUnsaid), nor one that takes a file that big as open
 * (Yandex); every other reading has no documented cut (RFC 9309 2.5 lets a crawler read on), forced or not.
 */
export function readsPastCut(reading: Pick<CrawlerReading, 'profile' | 'why' | 'cutDocumented'>, byteLength: number): boolean {
  const spec = profileSpec(reading.profile);
  if (spec.openOver !== null && byteLength > spec.openOver.bytes) return false;
  return !(spec.readsOnlySizeLimit && !cutUnsaid(reading) && byteLength >= SIZE_LIMIT_BYTES);
}

/** The answer of a reading with no parse (OtherReading): the opposite verdict, by no line. */
export const unreadAnswer = (allowed: boolean, cause: DoubtCause): LenientAnswer => ({ allowed: !allowed, line: 0, rule: '', cutShort: false, cause });

/**
 * How a crawler read this way takes a file of `byteLength` bytes over Googlebot's 500 KiB cut
 * (RFC 9309 2.5 lets a crawler stop there): only its first 500 KiB (Google's reading), in doubt
 * where its operator does not say it stops there (cutUnsaid, otherReadings' `whole-file`), no file
 * at all, the site open (profiles/types.ts `openOver`, Yandex), or the whole file, in doubt where it
 * is checked against the cut (otherReadings' `size-limit`) or, forced or documented, not.
 */
export type BigFileReading = 'to-cut' | 'to-cut-in-doubt' | 'open' | 'whole-in-doubt' | 'whole';

export function bigFileReading(reading: Pick<CrawlerReading, 'profile' | 'why' | 'cutDocumented'>, byteLength: number): BigFileReading {
  const spec = profileSpec(reading.profile);
  if (spec.openOver !== null && byteLength > spec.openOver.bytes) return 'open';
  if (spec.readsOnlySizeLimit) return cutUnsaid(reading) ? 'to-cut-in-doubt' : 'to-cut';
  return crossChecked(reading) ? 'whole-in-doubt' : 'whole';
}

/** Over "500 KB" read as 500,000 bytes, not as 512,000 (profiles/types.ts openOver): the reading's crawler may take the file as open. */
function inSizeDoubt(parsed: ParsedRobots): boolean {
  const over = profileSpec(parsed.profile).openOver;
  return over !== null && parsed.byteLength > over.unsure && parsed.byteLength <= over.bytes;
}

/*
 * Whether comparing %-escapes one way or the other can change an answer (otherReadings'
 * `percent-encoding`): only where the file or a path (as written: Google's compared path) holds a
 * %, or a character the readings encode otherwise (non-ASCII; `*` and `$` in a path). Elsewhere the
 * twin is not parsed: a second parse of a 30 MB file on every keystroke for nothing. Each part is
 * worked out once: the text's per parse, the paths' per list (every crawler of a matrix, every URL
 * of a batch asks), not a scan of the whole text per crawler and URL.
 */
function escapesInText(parsed: ParsedRobots): boolean {
  const memo = memoOf(parsed);
  return (memo.escapesInText ??= ESCAPES_IN_TEXT.test(parsed.text));
}

/** Whether a path of the list holds a %-escape or a character the readings encode otherwise; `paths`: Google's compared paths. */
export function pathsEscape(paths: readonly string[]): boolean {
  return paths.some((p) => ESCAPES_IN_PATH.test(p));
}
const ESCAPES_IN_TEXT = /[%\u0080-\uffff]/;
const ESCAPES_IN_PATH = /[%*$\u0080-\uffff]/;

/**
 * No answer for /robots.txt itself is in doubt: every crawler fetches it whatever the file says
 * (RFC 9309 2.2.2 always allows it, Google's matcher and Bing's reading do not), so the readings'
 * differing there says nothing of how the crawler reads the file. `path`: the compared path.
 */
export const asideFor = (path: string): boolean => isRobotsTxt(path);

/**
 * An answer's deciding line as quoted: `read` is the parse it was read from, the file's or
 * Googlebot's view of it (googlebotView), whose last line is the line of the cut, read cut short
 * and without the bytes of a character the cut split, or the file's bytes read otherwise
 * (otherBytes.ts), whose line `line` is the file's line `written(line)`, quoted as decoded.
 */
export function answerLine(whole: ParsedRobots, read: ParsedRobots, line: number, other: Omit<OtherReading, 'parsed'>, allowed: boolean): LenientAnswer {
  const limit = whole.sizeLimit;
  const { cause, written, quoteWritten } = other;
  // Googlebot's view ends on the line of the cut; the whole file read on (wholeView) is as long as the file.
  const cutShort = !written && limit !== null && read.sizeLimit === null && read.byteLength < whole.byteLength && line === limit.line && line === read.lineCount;
  const rule = line > 0 ? ruleOf(quoteWritten ? whole : read, line, cutShort ? limit.splitBytes.length : 0).ruleText : '';
  return { allowed, line: written ? written(line) : line, rule, cutShort, cause };
}

export interface ReadCheck extends CrawlerCheck {
  /** The reading the verdict comes from, and why that one. */
  reading: Profile;
  readingWhy: ReadingWhy;
  /** Set when the readings disagree: the first other reading that answers otherwise (otherReadings), and why. */
  lenient: LenientAnswer | null;
}

/** checkCrawler under the crawler's reading (readingFor), with another reading's answer where the crawler's is in doubt (otherReadings). */
export function checkAsRead(parses: Parses, crawler: Crawler | string, url: string, choice: ReadingChoice, options?: CheckOptions): ReadCheck {
  const c = typeof crawler === 'string' ? crawlerFor(crawler) : crawler;
  const reading = readingFor(c, choice);
  const own = parses(reading.profile);
  const out = checkCrawler(own, c, url, options) as ReadCheck;
  out.reading = reading.profile;
  out.readingWhy = reading.why;
  out.lenient = null;
  for (const other of otherReadings(parses, reading, () => pathsEscape([pathFromUrl(url)]))) {
    if (other.parsed === null) {
      if (!asideFor(out.path)) out.lenient = unreadAnswer(out.allowed, other.cause);
      break;
    }
    const there = checkCrawler(other.parsed, c, url, options);
    if (there.allowed === out.allowed || asideFor(out.path)) continue;
    out.lenient = answerLine(own, there.sizeLimited ? googlebotView(other.parsed) : other.parsed, there.line, other, there.allowed);
    if (other.cause === 'blank-line') out.lenient.blankLine = blankEndingGroup(own, out.groups, out.line, c.chain);
    break;
  }
  return out;
}
