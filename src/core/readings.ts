/**
 * Which reading each crawler is checked with (issue 29 §1). A reading is a profile. The person
 * either forces one for every crawler, or asks for `documented`, the default: each crawler read
 * the way its operator documents (the registry's `reading`: Google's parser for Google's
 * crawlers and those documented to obey robots.txt as Googlebot does), and RFC 9309 for a
 * crawler that documents nothing more, a token the registry lacks included.
 *
 * How sure such an RFC 9309 answer is: Google's parser is the lenient one (misspelt keys, a
 * missing colon, keys read by prefix), so where it answers otherwise the crawler's verdict
 * hangs on what the crawler's parser forgives, which nobody documents. checkAsRead says so
 * (`lenient`), as the matrix does per cell (readColumns.ts).
 */
import { crawlerFor, checkCrawler, type Crawler, type CrawlerCheck } from './crawlerCheck.ts';
import { LENIENT_READING, profileSpec, STANDARD_READING } from './profiles/index.ts';
import { parseRobots } from './parse.ts';
import { PROFILES, type CheckOptions, type ParsedRobots, type Profile } from './types.ts';

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
  if (choice !== 'documented') return { profile: choice, why: 'forced', source: '' };
  const info = crawler.info;
  if (info && info.confidence === 'assumed') return { profile: info.reading, why: 'assumed', source: info.readingSource };
  if (info && info.readingSource !== '') return { profile: info.reading, why: 'documented', source: info.readingSource };
  return { profile: info ? info.reading : STANDARD_READING, why: 'undocumented', source: '' };
}

/**
 * Whether a crawler read this way gets Google's lenient answer beside its own: one that documents
 * nothing, and one documented to read a way whose forgiveness is assumed (Bing: its help says
 * nothing of misspelt keys). A reading the person forced is the answer they asked for.
 */
export const crossChecked = (r: CrawlerReading): boolean =>
  r.profile !== LENIENT_READING && (r.why === 'undocumented' || (r.why === 'documented' && profileSpec(r.profile).forgivenessAssumed));

/** The same text parsed once per reading, each on first use: a check parses per reading, never per crawler. */
export type Parses = (profile: Profile) => ParsedRobots;

/** Parses of `source`, made as asked and kept; `first` is one already made. */
export function parsesOf(source: string | Uint8Array, first?: ParsedRobots): Parses {
  const held = new Map<Profile, ParsedRobots>(first ? [[first.profile, first]] : []);
  return (profile) => {
    let parsed = held.get(profile);
    if (!parsed) held.set(profile, (parsed = parseRobots(source, { profile })));
    return parsed;
  };
}

/** A file to check: its parses, one per reading as asked, and the reading chosen. */
export interface ReadFile {
  parses: Parses;
  choice: ReadingChoice;
}

/** `source` read as `choice` says. */
export const readFile = (source: string | Uint8Array, choice: ReadingChoice): ReadFile => ({ parses: parsesOf(source), choice });

/** A parse taken as the one reading for every crawler (what a check of a ParsedRobots always meant). */
export function asReadFile(file: ParsedRobots | ReadFile): ReadFile {
  return 'parses' in file ? file : { parses: parsesOf(file.text, file), choice: file.profile };
}

/** Google's lenient answer where it differs in verdict from a cross-checked crawler's own (crossChecked). */
export interface LenientAnswer {
  allowed: boolean;
  /** Its deciding line, 0 when no rule decided. */
  line: number;
}

export interface ReadCheck extends CrawlerCheck {
  /** The reading the verdict comes from, and why that one. */
  reading: Profile;
  readingWhy: ReadingWhy;
  /** Set when the readings disagree: Google's lenient parser would answer this. */
  lenient: LenientAnswer | null;
}

/** checkCrawler under the crawler's reading (readingFor), with Google's answer where a cross-checked reading disagrees. */
export function checkAsRead(parses: Parses, crawler: Crawler | string, url: string, choice: ReadingChoice, options?: CheckOptions): ReadCheck {
  const c = typeof crawler === 'string' ? crawlerFor(crawler) : crawler;
  const reading = readingFor(c, choice);
  const out = checkCrawler(parses(reading.profile), c, url, options) as ReadCheck;
  out.reading = reading.profile;
  out.readingWhy = reading.why;
  out.lenient = null;
  if (crossChecked(reading)) {
    const other = checkCrawler(parses(LENIENT_READING), c, url, options);
    if (other.allowed !== out.allowed) out.lenient = { allowed: other.allowed, line: other.line };
  }
  return out;
}
