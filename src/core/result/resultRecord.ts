/**
 * The shape of one URL × crawler result (record.ts makes it, columns.ts reads it), apart from
 * the code that makes it: the column table and the words of its notes read this shape, and
 * record.ts uses the column table, so kept in record.ts the three stood in an import circle.
 *
 * Everything here is a code or a number, never English: the words are words/resultWords.ts's.
 */
import type { CrawlerRule } from '../crawlerCheck.ts';
import type { LenientAnswer } from '../readings.ts';
import type { GroupReason, Profile, TieBreak } from '../types.ts';
import type { Verdict } from './verdict.ts';

export type JsonValue = string | number | boolean | null | readonly string[] | { readonly [key: string]: JsonValue };

/** What the registry adds to a verdict, as codes (their words: words/resultWords.ts NOTE_WORDS). */
export type CrawlerNote =
  | 'not-governed' // robots.txt does not govern it (registry robots: "no")
  | 'may-not-apply' // fetches a user asks for may ignore the verdict
  | 'unclear' // whether it obeys robots.txt is unclear
  | 'may-bypass' // its operator says it might bypass robots.txt at times (registry `bypasses`)
  | 'ignores-allow' // it does not follow Allow lines: Disallow lines decide alone
  | 'control-only' // it sends no requests: the token states a permission
  | 'phantom' // no crawler is known to send it
  | 'third-party' // the registry row is from a third party only
  | 'recalled' // the registry row is recalled, not verified
  | 'assumed'; // no row names it: read as its family's robot (registry assumedCrawler)

/** Another reading's answer where the readings disagree (readings.ts LenientAnswer), with its deciding line as that reading reads it. */
export type LenientRecord = LenientAnswer;

export interface ResultRecord {
  /** The URL as listed (or given). */
  url: string;
  /** The crawler as the person named it: a preset, a token or a whole User-Agent header. */
  crawler: string;
  verdict: Verdict;
  /** The deciding line, 0 when no rule decided (Google's `matching_line()`). */
  line: number;
  /** The deciding line as written (ruleText.ts), '' when no rule decided. */
  rule: string;
  /** The first line of the first group that applied, 0 when none did. */
  groupLine: number;
  /** Which of the crawler's documented rules chose the groups; null for raw tokens (or not computed). */
  crawlerRule: CrawlerRule | null;
  /** The token chain actually tried, in order, `*` last when the crawler reads it. */
  chain: readonly string[];
  /** How the file was read for this crawler: the profile. */
  reading: Profile;
  notes: readonly CrawlerNote[];
  /** The path compared when a crawler requests the URL otherwise than written (comparedPath), else ''. */
  comparedAs: string;
  /** Why the line was not tested (verdict `untested`: core whyNotTested), else ''. */
  whyNotTested: string;
  /** What the columns read from the crawler's groups (columns.ts crawlerFacts), by column name. */
  facts: Readonly<Record<string, JsonValue>>;
  /**
   * "Readings disagree" (issue 29 §1): where another reading answers otherwise (readings.ts
   * otherReadings: Google's lenient parser for a crawler read by RFC 9309 for want of a documented
   * reading, or as Bing; the file's bytes read otherwise for any not read as Google), that answer
   * with its deciding line as written and why; null where they agree, none is asked, or the file
   * does not decide for it (not governed, not tested).
   */
  lenient: LenientRecord | null;
  /**
   * The URL's row in the URL sets shown (a crawl export's Status Code, Indexability, Title 1 ...;
   * a sitemap alternate's hreflang), by header, as written (core setColumnsOf); absent where no
   * set is shown, or no row of one gives the URL (the app's files only).
   */
  attributes?: Readonly<Record<string, string>>;
  // What a single check knows and the grid's columnar answer does not (undefined there).
  /** What the file asks of the crawler, governed or not. */
  allowed?: boolean;
  /** The path the crawler compared. */
  path?: string;
  /**
   * Why the deciding rule won (longest-match, allow-wins-tie, no-match, ...); in a grid cell's
   * record only 'robots-txt' (/robots.txt itself always allowed), the one the columns keep.
   */
  tieBreak?: TieBreak;
  /** The token of the chain whose groups applied ('' when none did). */
  agent?: string;
  /** How the groups were chosen from the file (named, merged, fallback to *, none). */
  groupReason?: GroupReason;
}
