/**
 * The crawler registry: what each crawler's operator documents about how it reads robots.txt,
 * as data (crawlers-2026-11.json, with a source, a confidence and a date per row; README.md
 * says what was verified and how). The engine reads it; no crawler's name appears in code.
 */
import data from './crawlers-2026-11.json' with { type: 'json' };
import { PROFILES, type Profile } from '../types.ts';

/** Whether robots.txt governs the crawler, as its operator says. */
export type RobotsApplies = 'yes' | 'no' | 'may-not-apply' | 'unclear';

/**
 * operator: the operator's own documentation; 3p: a third party only; recalled: unverified;
 * assumed: no row names the token, it is read as its family's (assumedCrawler), never a row's.
 */
export type Confidence = 'operator' | '3p' | 'recalled' | 'assumed';

export interface CrawlerInfo {
  /** The product token the operator documents for `User-agent:` lines. */
  token: string;
  operator: string;
  /** search, ads, ai-training, ai-search, user-triggered, seo-tool, ... */
  purpose: string;
  robots: RobotsApplies;
  /** Honours Crawl-delay; null where the operator does not say. */
  crawlDelay: boolean | null;
  /** The tokens whose groups it obeys, most specific first, before `*`. */
  chain: string[];
  /**
   * How it reads a robots.txt, as its operator documents (issue 29 §1): Google's parser for
   * Google's crawlers and those documented to obey robots.txt as Googlebot does; RFC 9309 for a
   * crawler that documents nothing more.
   */
  reading: Profile;
  /** Where the operator documents that reading; '' when nothing is documented (RFC 9309 by default). */
  readingSource: string;
  /**
   * Its operator documents that it reads only the first 500 KiB of a robots.txt, as Googlebot
   * does: Google's robots.txt specification (the Google rows' readingSource) sets that limit for
   * all of Google's automated crawlers. Another crawler read as Google (Applebot: "will follow
   * Googlebot instructions") is documented to obey Googlebot's rules, not to stop where Googlebot
   * stops, so where the cut decides, its answer is in doubt (readings.ts otherReadings, `whole-file`).
   */
  sizeLimitDocumented: boolean;
  /** Obeys only a group naming one of its tokens, never `*` (Google's special-case crawlers). */
  ignoresGlobal: boolean;
  /** Does not follow Allow lines: the matching Disallow lines decide alone (Diffbot documents it). */
  ignoresAllow: boolean;
  /** Sends no requests: the token only states a permission (Google-Extended). */
  controlOnly: boolean;
  /** Sites write it, but no crawler is known to send it. */
  phantom: boolean;
  /**
   * When its operator says it might bypass robots.txt, in the operator's words, to follow "might
   * bypass robots.txt" ("when performing security or integrity checks": facebookexternalhit); ''
   * where none is said. Shown wherever the crawler is picked or read (crawlerWords bypassWords).
   */
  bypasses: string;
  /** For the people who keep the data, like `verified`: '' in the web app, whose build leaves both out (scripts/pageRegistry.ts). */
  note: string;
  source: string;
  confidence: Confidence;
  /** The month the row was last checked against its source (YYYY-MM). */
  checked: string;
  /** What this repository re-checked, against what; '' where nothing was. */
  verified: string;
  /**
   * A page that should settle more of the row and was not read (Yandex's table of its robots,
   * stored only to its first row): kept apart from `source`, which names only pages the row was
   * taken from (review23 L3); '' where none is. Left out of the web app, like `verified`.
   */
  toCheck: string;
}

/** The month the data was gathered. */
export const REGISTRY_DATE: string = data.generated;

type Row = (typeof data.crawlers)[number] & Partial<Record<'ignoresGlobal' | 'ignoresAllow' | 'controlOnly' | 'phantom' | 'sizeLimitDocumented', boolean>> & Partial<Record<'note' | 'verified' | 'readingSource' | 'bypasses' | 'toCheck', string>>;

const ROBOTS: readonly RobotsApplies[] = ['yes', 'no', 'may-not-apply', 'unclear'];
/** A row's confidences; `assumed` is only ever made by assumedCrawler. */
const CONFIDENCE: readonly Confidence[] = ['operator', '3p', 'recalled'];
const ASSUMED: readonly Confidence[] = ['assumed'];

function toCrawler(row: Row, confidences = CONFIDENCE): CrawlerInfo {
  if (!ROBOTS.includes(row.robots as RobotsApplies)) throw new Error(`crawler registry: ${row.token} has robots "${row.robots}"`);
  if (!confidences.includes(row.confidence as Confidence)) throw new Error(`crawler registry: ${row.token} has confidence "${row.confidence}"`);
  if (!PROFILES.includes(row.reading as Profile)) throw new Error(`crawler registry: ${row.token} has reading "${row.reading}"`);
  return {
    token: row.token,
    operator: row.operator,
    purpose: row.purpose,
    robots: row.robots as RobotsApplies,
    crawlDelay: row.crawlDelay,
    chain: [...row.chain],
    reading: row.reading as Profile,
    readingSource: row.readingSource ?? '',
    sizeLimitDocumented: row.sizeLimitDocumented === true,
    ignoresGlobal: row.ignoresGlobal === true,
    ignoresAllow: row.ignoresAllow === true,
    controlOnly: row.controlOnly === true,
    phantom: row.phantom === true,
    bypasses: row.bypasses ?? '',
    note: row.note ?? '',
    source: row.source,
    confidence: row.confidence as Confidence,
    checked: row.checked,
    verified: row.verified ?? '',
    toCheck: row.toCheck ?? '',
  };
}

/** Every crawler of the registry, in the data's order (operators together). */
export const REGISTRY: readonly CrawlerInfo[] = (data.crawlers as Row[]).map((row) => toCrawler(row));

const BY_TOKEN = new Map(REGISTRY.map((c) => [c.token.toLowerCase(), c]));

/** The registry's row for a product token, compared case-insensitively (as robots.txt does). */
export function findCrawler(token: string): CrawlerInfo | null {
  return BY_TOKEN.get(token.toLowerCase()) ?? null;
}

/**
 * A family: an operator that documents one group for all its robots, so a token of its naming
 * the registry lacks is read as its robot, assumed (Yandex: "User-agent: Yandex # will be used
 * by all Yandex bots", robot-workings/user-agent). Without it, YandexNews read by RFC 9309 took
 * the `*` group a Yandex robot never reads once a Yandex group exists: a confident wrong answer.
 */
interface Family {
  /** A token beginning with it, case-insensitively, is the family's. */
  prefix: string;
  operator: string;
  /** The family's own groups, after the token's, before `*`. */
  chain: string[];
  reading: string;
  /** The operator's page saying the family's group is for all its robots. */
  source: string;
  /** Whether robots.txt governs a robot of the family the registry lacks, as the operator says of its robots at large. */
  robots: string;
  /** Where the operator says so, quoted. */
  robotsSource: string;
}

const FAMILIES: readonly Family[] = data.families;

/**
 * The row a token the registry lacks is read with when its name begins with a family's prefix:
 * its own group, then the family's (Yandex), then `*`, by the family's reading, confidence
 * `assumed` (the words say so: words/crawlerWords.ts). null for any other token. Its `robots` is
 * the family's: for Yandex `unclear`, as Yandex says "Some Yandex robots may ignore directives in
 * robots.txt" (www.yandex.com robot-workings/user-agent) and nothing is known of this one. Each
 * sentence is quoted once: `readingSource`, the family's group being for all its robots (the note
 * that it is assumed cites it), and `source`, that robots.txt may not govern it (the "unclear" note
 * cites it). Both went in `source`, and a cell's explanation quoted Yandex's sentence twice.
 */
export function assumedCrawler(token: string): CrawlerInfo | null {
  const lower = token.toLowerCase();
  const f = FAMILIES.find((x) => lower.startsWith(x.prefix.toLowerCase()));
  if (!f) return null;
  const chain = [token, ...f.chain.filter((t) => t.toLowerCase() !== lower)];
  return toCrawler({
    token, operator: f.operator, purpose: 'unknown', robots: f.robots, crawlDelay: null, chain, reading: f.reading, readingSource: f.source,
    source: f.robotsSource, confidence: 'assumed', checked: REGISTRY_DATE,
  } as Row, ASSUMED);
}

/** The registry's row for a token, or the one assumed of its family (assumedCrawler): what a check of the token reads. */
export function crawlerInfoFor(token: string): CrawlerInfo | null {
  return findCrawler(token) ?? assumedCrawler(token);
}

/** Registry tokens holding a space (`Screaming Frog SEO Spider`), lowercased: a header spells them as several words. */
export const SPACED_TOKENS: readonly string[] = REGISTRY.filter((c) => c.token.includes(' ')).map((c) => c.token.toLowerCase());
