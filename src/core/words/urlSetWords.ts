/**
 * What a person is told about the files opened as URL sets (issue 25 §1): one table of the
 * problems core urlSetFiles and the worker's reading find, each saying what is wrong and what
 * was done (nothing is lost: a file refused leaves every set as it was).
 */

import type { UrlSetProblem, UrlSetProblemCode } from '../urlSetProblem.ts';
import { IP_RANGE_PROBLEM_WORDS, LOG_PROBLEM_WORDS, otherPortWords } from './logWords.ts';
import { countText } from './countText.ts';
import { widerReadWords, widerRefusedWords } from './widerRowWords.ts';
import { NOT_GOVERNED_WORDS } from './tallyWords.ts';

/**
 * What the coverage of the ticked sets counts, one per entry: a sitemap's or an export's URL, a
 * log's request, whichever client sent it (tester3 F17: a log's 200,000 requests were called
 * "200,000 URLs" beside the grid's 35,010 distinct URLs and the logs view's bot's own requests).
 */
export type CoverageUnit = 'urls' | 'requests' | 'both';

export const coverageUnitOf = (logs: boolean, others: boolean): CoverageUnit => (logs ? (others ? 'both' : 'requests') : 'urls');

/** "1 URL", "200,000 requests", "1,200 URLs and requests". */
export function coverageCount(n: number, unit: CoverageUnit): string {
  const words = unit === 'both' ? 'URLs and requests' : unit === 'requests' ? (n === 1 ? 'request' : 'requests') : n === 1 ? 'URL' : 'URLs';
  return `${countText(n)} ${words}`;
}

/** Beside the coverage's count when logs are ticked: what it counts, apart from the logs view's. */
export const COVERAGE_LOGS_NOTE = 'Every request of the logs is counted here, whichever client sent it, as each crawler would be answered; Logs against the rules counts each bot\'s own requests.';

const urlCount = (n: number) => `${n.toLocaleString('en')} URL${n === 1 ? '' : 's'}`;
const lines = (n: number) => `${n.toLocaleString('en')} line${n === 1 ? '' : 's'}`;

/**
 * A sitemap whose root element never closes (core sitemap.ts SitemapReading.cut), as the page
 * and `robotscope coverage` say it: its URLs are read, and what rests on them is said to.
 */
export const sitemapCutWords = (file: string, root: string, urls: number) =>
  `The sitemap “${file}” ends before </${root}>: only the first ${urlCount(urls)} ${urls === 1 ? 'was' : 'were'} read. The rest is missing (a download or a gzip cut short): dead rules and blocked sitemap URLs are counted on the part read. Fetch it again to read it all.`;

/** An export whose quote CSV cannot close (core urlCsv.ts CsvReading.malformed), as the page and `robotscope coverage` say it. */
export const csvMalformedWords = (file: string, line: number) =>
  `“${file}” is not well-formed CSV: the quoted field that starts on line ${line.toLocaleString('en')} does not close as CSV closes one (a " inside a field is written ""). So that it swallows no row after it, each line was read as one row: check the rows from line ${line.toLocaleString('en')}.`;

/** An encoding as TextDecoder names it, as people write it: UTF-8, windows-1252. */
const encodingName = (e: string) => (e.startsWith('utf') ? e.toUpperCase() : e);

/** A file read in `encoding` (core textFile.ts) whose bytes on `count` lines it cannot read, from `line` on. */
export const undecodableWords = (file: string, encoding: string, line: number, count: number) =>
  `“${file}” holds bytes that are not ${encodingName(encoding)} on ${lines(count)} (the first is line ${line.toLocaleString('en')}), shown as �: the URLs there are not tested, as the site's own URL cannot be known from them. Save the file as UTF-8, or declare a sitemap's encoding (<?xml version="1.0" encoding="ISO-8859-1"?>), then open it again.`;

const WORDS: Readonly<Record<UrlSetProblemCode, (p: UrlSetProblem) => string>> = {
  binary: (p) => `“${p.file}” is binary data, not a sitemap, a text list or a CSV export: it was not opened.`,
  'bad-gzip': (p) => `“${p.file}” is not readable gzip data (${p.detail}): it was not opened. Download it again, or open ${p.kind ? `the ${URL_SET_KIND_WORDS[p.kind]}` : 'it'} unzipped.`,
  'not-xml': (p) => `“${p.file}” is named as XML but holds no XML (it starts “${p.detail}”): it was not opened. A text sitemap (one URL per line) is a .txt file.`,
  'not-sitemap': (p) => `“${p.file}” is XML but not a sitemap: its root is <${p.detail}>, where a sitemap has <urlset> or <sitemapindex>. It was not opened.`,
  'no-urls': (p) => `“${p.file}” lists no URL: it was not opened.`,
  'missing-children': (p) => `The sitemap index “${p.file}” lists sitemaps that were not opened with it: ${p.detail}. Open them together with the index (select them all, or open their folder); the URLs of those opened are read.`,
  'no-url-column': (p) => `“${p.file}” has no column named as a URL (URL, Address, Page, Top pages…) and no URL in its first row: choose its URL column among ${p.detail}.`,
  'too-big': (p) => `“${p.file}” is bigger than ${p.detail} once read: it was not opened.`,
  unreadable: (p) => `“${p.file}” could not be read (${p.detail}): it was not opened.`,
  'log-not-read': (p) => `${lines(p.log!.count)} of the log “${p.file}” ${p.log!.count === 1 ? 'is' : 'are'} no request and ${p.log!.count === 1 ? 'was' : 'were'} left out; line ${p.log!.line.toLocaleString('en')}: ${LOG_PROBLEM_WORDS[p.log!.problem]}. The other lines were read.`,
  'log-other-port': (p) => otherPortWords(p.file, p.otherPort!),
  'bad-ranges': (p) => `The IP-range file “${p.file}” ${IP_RANGE_PROBLEM_WORDS[p.ranges!]}${p.detail ? ` (${p.detail})` : ''}: it was not opened, and no request is called verified or spoofed by it.`,
  'csv-malformed': (p) => csvMalformedWords(p.file, p.line ?? 0),
  'csv-wider': (p) => `“${p.file}”: ${widerReadWords(p.line ?? 0, p.detail)}.`,
  'csv-wider-cut': (p) => `“${p.file}”: ${widerRefusedWords(p.line ?? 0, p.detail)}: it was not opened.`,
  'sitemap-cut': (p) => sitemapCutWords(p.file, p.detail, p.count ?? 0),
  undecodable: (p) => undecodableWords(p.file, p.detail, p.line ?? 0, p.lines ?? 0),
  'unknown-encoding': (p) => `“${p.file}” declares encoding="${p.detail}", which no browser reads: it was read as UTF-8.`,
  'declared-not-utf8': (p) => `“${p.file}” was read as ${encodingName(p.detail)}, as its declaration says, but its bytes past ASCII are valid UTF-8 too: if it was saved as UTF-8, the URLs holding such letters are misread${p.detail === 'windows-1252' ? ' (é as Ã©)' : ''}. Make the declaration say what the file was saved as, then open it again.`,
  'ranges-crawler': (p) => `The IP-range file “${p.file}” does not say which crawler it is for: choose it beside the file (as operators name them: googlebot.json, gptbot.json).`,
};

export function urlSetProblemWords(p: UrlSetProblem): string {
  return WORDS[p.code](p);
}

/**
 * The URL list a person had (typed, pasted, the example's), replaced by the URLs of the sets
 * ticked over it (app/urlSets.ts): said with a way back, never silently (tester3 F10).
 */
export const TYPED_URLS_WORDS = {
  replaced: (n: number) => `The ${urlCount(n)} the URL list held ${n === 1 ? 'was' : 'were'} replaced by the URLs of the ticked sets: Undo, or untick every set, to test ${n === 1 ? 'it' : 'them'} again.`,
  /** Said again when a saved version brings the list back (a reload): the sets that replaced it are no longer open. */
  replacedBefore: (n: number) => `The ${urlCount(n)} the URL list held ${n === 1 ? 'was' : 'were'} replaced by the URLs of URL sets: Undo to test ${n === 1 ? 'it' : 'them'} again.`,
  undo: 'Undo',
} as const;

/** What kind of set, in the list of sets. */
export const URL_SET_KIND_WORDS = {
  sitemap: 'sitemap',
  index: 'sitemap index',
  text: 'text list',
  csv: 'export',
  log: 'server log',
} as const;

/**
 * What the page says when the URL-sets worker stops (a crash, memory, the watchdog: worker/setsClient.ts).
 * `stopped` and `hung` complete "The URL sets could not be read: …" and the coverage's sentence.
 */
export const SETS_WORKER_WORDS = {
  stopped: (why: string) => `the worker reading URL sets stopped (${why}); it was started again, and the sets opened before are kept`,
  hung: (ms: number) => `it gave no answer for ${Math.round(ms / 1000).toLocaleString('en')} s`,
  notRestored: (why: string) => `The URL sets could not be read again after their worker stopped (${why}): open them again.`,
  readFailed: (message: string) => `The URL sets could not be read: ${message}.`,
  coverageFailed: (message: string) => `The coverage of the URL sets could not be worked out: ${message}.`,
  /** A JSON file opened or dropped that is none of the kinds the page opens (app/jsonFiles.ts). */
  unknownJson: (file: string) => `“${file}” is JSON of no kind Robotscope opens: a test suite (made by Save suite), an expectations file (made by Export expectations) or an operator's IP-range file ({"prefixes": [{"ipv4Prefix": …}]}, as Google and OpenAI publish them). Nothing was changed.`,
} as const;

/**
 * What a rule decides among the ticked sets' URLs (issue 25 §2), as a rule's hover says it: per
 * crawler how many, with examples and where each came from, or that it decides none of them.
 */
export const SET_RULE_WORDS = {
  heading: (urls: number, unit: CoverageUnit) => `URL sets (${coverageCount(urls, unit)} ticked)`,
  stale: 'Being worked out again for the change; hover again in a moment.',
  decides: (crawlers: string, n: number, allow: boolean, governed: boolean, unit: CoverageUnit) =>
    `${crawlers}: ${governed ? `${allow ? 'allows' : 'blocks'} ${coverageCount(n, unit)}` : `decides ${coverageCount(n, unit)} (${NOT_GOVERNED_WORDS})`}, e.g.`,
  example: (u: { url: string; file: string; line: number }) => `· ${u.url} (${u.file}:${u.line})`,
  none: (crawlers: string) => `Decides none for ${crawlers}.`,
  dead: (urls: number, crawlers: string, unit: CoverageUnit) => `Decides none of the ${coverageCount(urls, unit)} for ${crawlers}: a dead rule for these sets.`,
} as const;

/** A place a URL set holds a URL: the set, the file and line, an export row's other columns. */
interface SourceOfUrl {
  set: string;
  file: string;
  line: number;
  attributes: Readonly<Record<string, string>>;
}

/** Where a URL of the grid came from (issue 25 §1: every URL keeps its source), in a selected cell's details. */
export const URL_SOURCE_WORDS = {
  label: 'From',
  source: (s: SourceOfUrl) => `${s.file}, line ${s.line.toLocaleString('en')}${s.set === s.file ? '' : ` (the set ${s.set})`}`,
  /** An export row's other columns that say something, as written: "Status Code 200 · Indexability Indexable". */
  attributes: (s: Pick<SourceOfUrl, 'attributes'>) => Object.entries(s.attributes).filter(([, v]) => v.trim() !== '').map(([k, v]) => `${k} ${v}`).join(' · '),
  more: (n: number) => `and ${n.toLocaleString('en')} more ${n === 1 ? 'place' : 'places'}`,
  none: 'No ticked URL set holds it: it was typed or pasted in the URL list.',
  /** A URL set's column whose header is a result column's name too ("url", "rule"), as the files head it: the two never share a header. */
  clash: (header: string) => `${header} (URL set)`,
} as const;

const many = (n: number, one: string) => `${n.toLocaleString('en')} ${one}${n === 1 ? '' : 's'}`;

/** A set's button that pins its verdicts, apart from PIN_WORDS, which load with the pinning (app/setExpectations.ts). */
export const pinSetWords = (name: string) => `Pin the verdicts of ${name} as expectations`;

/** Expectations pinned from URL sets (issue 25 §2: "expectations can be set from a set"). */
export const PIN_WORDS = {
  /** "Pinned 3,960 expectations: the verdicts of sitemap_index.xml for 6 crawlers, checked as you type." */
  pinned: (n: number, what: string, crawlers: number) => `Pinned ${many(n, 'expectation')}: ${what} for ${many(crawlers, 'crawler')}, checked as you type (Export expectations saves them for robotscope test).`,
  verdictsOf: (sets: string) => `the verdicts of ${sets}`,
  allowedOf: (sets: string) => `the sitemap URLs of ${sets} allowed now must stay allowed`,
  notReady: 'The verdicts of the URL sets are still being worked out: pin them once the grid shows them.',
  none: 'No URL of the set is in the grid: tick the set, then pin its verdicts.',
  pinSitemap: (crawler: string) => `Sitemap URLs allowed for ${crawler} must stay allowed`,
} as const;

/** The coverage views (issue 25 §2): their names on the tabs, and what an export of one is called. */
export const COVERAGE_VIEW_WORDS = {
  rules: 'Rule coverage',
  directories: 'By directory',
  sitemap: 'In the sitemap but blocked',
  logs: 'Logs against the rules',
} as const;

export type CoverageViewName = keyof typeof COVERAGE_VIEW_WORDS;

export const COVERAGE_EXPORT_WORDS = {
  /** The button's accessible name: "Export Rule coverage as CSV". */
  button: (view: CoverageViewName, format: string) => `Export ${COVERAGE_VIEW_WORDS[view]} as ${format}`,
  /** The file name's part after the robots.txt's stem: robots-rule-coverage.csv. */
  file: { rules: 'rule-coverage', directories: 'by-directory', sitemap: 'sitemap-blocked', logs: 'logs' } as Readonly<Record<CoverageViewName, string>>,
  updating: 'The coverage is being worked out again for the last change: export it once it shows “Updating…” no more.',
} as const;
