/**
 * The column table of a result (issue 24 §1): each column's name (the JSON key and the CSV
 * header, the same everywhere), how to read it from a record, and how to write it as text. The
 * grid's details, the CSV, JSON and Markdown files, `check --json`, `batch` and the MCP tools
 * all write records through it, so a new column is one entry here.
 *
 * `cell` columns are known for every cell of the app's grid (the worker's columnar answer);
 * `check` columns only where one URL is checked at a time (the CLI, the MCP tools, a cell's
 * details); `set` columns where a URL set shown gives the URL's row (the app's files: a crawl
 * export's own columns: setColumns and ATTRIBUTES_COLUMN).
 */
import { crawlDelayFor, crawlDelayJson, crawlDelayOfGroups, type CrawlDelay } from '../crawlDelay.ts';
import type { Crawler } from '../crawlerCheck.ts';
import type { ParsedRobots } from '../types.ts';
import { sentenceText, type Sentence } from '../words/sentence.ts';
import { PROFILE_WORDS } from '../words/profileWords.ts';
import { crawlDelayWords, crawlerRuleWords, lenientAnswerWords, NOTE_WORDS, type LenientJson } from '../words/resultWords.ts';
import { URL_SOURCE_WORDS } from '../words/urlSetWords.ts';
import type { JsonValue, LenientRecord, ResultRecord } from './resultRecord.ts';
import { VERDICT, VERDICT_NAMES } from './verdict.ts';

export { RESULTS_VERSION } from './version.ts';


/** A column's JSON type, for a schema (the MCP tools' outputSchema): `?` when it can be null. */
export type JsonType = 'string' | 'string?' | 'number' | 'boolean?' | 'strings' | 'object?';

/** What a column can read once per crawler, the same for every URL: the parse and the groups that applied. */
export interface CrawlerContext {
  /** The parse the answers refer to (Googlebot's view of a file over 500 KiB). */
  read: ParsedRobots;
  /** The groups that applied, indices into `read.groups`. */
  groups: readonly number[];
  /** The crawler checked; null for raw tokens. */
  crawler: Crawler | null;
}

export interface ResultColumn {
  /** The JSON key and the CSV header. */
  name: string;
  /** The column's name for people (a report's header, a cell's details). */
  label: string;
  scope: 'cell' | 'check' | 'set';
  type: JsonType;
  /** The value as JSON carries it: codes, numbers (0: none), null where unknown. */
  json(r: ResultRecord): JsonValue;
  /** The value as a person reads it: a CSV field, a report, a cell's details; '' for none. */
  text(r: ResultRecord): string;
  /**
   * The same words as `text`, with each line of the file as a reference (core words Sentence),
   * for a view that makes it a button to the editor's line: the grid's row of the crawler's
   * facts, a cell's details. Left out: the text holds no line.
   */
  pieces?(r: ResultRecord): Sentence;
  /** Shown in the selected cell's details (the grid's), under `label`, when its text is not ''. */
  detail?: true;
  /**
   * Its place in the wide CSV (one row per URL, issue 24 §2): `url` once per row, the same for
   * every crawler; `crawler` once per crawler, headed `<crawler> <name>`. Unmarked: the long form only.
   */
  wide?: 'url' | 'crawler';
  /**
   * A fact of the crawler's groups, worked out once per crawler (by the worker for a column of
   * the grid, by recordOfCheck for one check) into the record's `facts` under the column's name.
   * The grid shows it once per crawler, in a row under the crawlers' names (MatrixGrid), when
   * the file holds a line for it: the same for every URL, so never in a cell.
   */
  ofCrawler?(c: CrawlerContext): JsonValue;
}

/** The column's JSON: another reading's answer where it differs from the crawler's own, and why, else null. */
function lenientJson(l: LenientRecord | null): LenientJson | null {
  return l && { verdict: l.allowed ? 'allowed' : 'blocked', line: l.line, rule: l.line > 0 ? l.rule : null, cause: l.cause, ...(l.cause === 'blank-line' && { blankLine: l.blankLine ?? 0 }) };
}

const lineText = (n: number): string => (n > 0 ? String(n) : '');
const known = <T>(v: T | undefined): T | null => (v === undefined ? null : v);
const optionalText = (v: boolean | undefined): string => (v === undefined ? '' : String(v));
/** Does robots.txt govern the crawler (registry `robots`)? Unknown for a line no crawler was asked about. */
const governedOf = (r: ResultRecord): boolean | undefined => (r.verdict === VERDICT.untested ? undefined : r.verdict !== VERDICT.ungoverned);
/** What the file allows, for a crawler it governs: the file decides nothing for one it does not. */
const allowedOf = (r: ResultRecord): boolean | undefined => (r.verdict === VERDICT.ungoverned ? undefined : r.allowed);

export const RESULT_COLUMNS: readonly ResultColumn[] = [
  { name: 'url', label: 'URL', scope: 'cell', wide: 'url', type: 'string', json: (r) => r.url, text: (r) => r.url },
  { name: 'crawler', label: 'Crawler', scope: 'cell', type: 'string', json: (r) => r.crawler, text: (r) => r.crawler },
  { name: 'verdict', label: 'Verdict', scope: 'cell', wide: 'crawler', type: 'string', json: (r) => VERDICT_NAMES[r.verdict], text: (r) => VERDICT_NAMES[r.verdict] },
  { name: 'line', label: 'Line', scope: 'cell', wide: 'crawler', type: 'number', json: (r) => r.line, text: (r) => lineText(r.line) },
  { name: 'rule', label: 'Rule', scope: 'cell', wide: 'crawler', type: 'string?', json: (r) => (r.line > 0 ? r.rule : null), text: (r) => r.rule },
  { name: 'groupLine', label: 'Group line', scope: 'cell', type: 'number', json: (r) => r.groupLine, text: (r) => lineText(r.groupLine) },
  {
    name: 'crawlerRule', label: 'Why this group', scope: 'cell', type: 'string?',
    json: (r) => r.crawlerRule, text: (r) => (r.crawlerRule === null ? '' : crawlerRuleWords({ crawlerRule: r.crawlerRule, crawler: r.crawler })),
  },
  { name: 'chain', label: 'Tokens tried', scope: 'cell', type: 'strings', json: (r) => r.chain, text: (r) => r.chain.join(' > ') },
  { name: 'reading', label: 'Read as', scope: 'cell', type: 'string', json: (r) => r.reading, text: (r) => PROFILE_WORDS[r.reading].short },
  { name: 'notes', label: 'Crawler notes', scope: 'cell', type: 'strings', json: (r) => r.notes, text: (r) => r.notes.map((n) => NOTE_WORDS[n]).join('; ') },
  { name: 'comparedAs', label: 'Compared as', scope: 'cell', wide: 'url', type: 'string?', json: (r) => r.comparedAs || null, text: (r) => r.comparedAs },
  { name: 'whyNotTested', label: 'Not tested because', scope: 'cell', wide: 'url', type: 'string?', json: (r) => r.whyNotTested || null, text: (r) => r.whyNotTested },
  {
    // As the crawler takes it (core crawlDelay.ts): a crawler the registry knows, as its row says
    // (Google's and Yandex's rows: ignored); where honoured, bingbot's reading also takes the *
    // group's when its own group has none; a token the registry lacks, by its reading's rule.
    name: 'crawlDelay', label: 'Crawl-delay', scope: 'cell', type: 'object?', detail: true,
    ofCrawler: ({ read, groups, crawler }) => crawlDelayJson(crawler
      ? crawlDelayFor(read, crawler)
      : crawlDelayOfGroups(read, null, groups, groups.every((g) => read.groups[g].userAgents.some((ua) => ua.token === '*')))),
    json: (r) => r.facts.crawlDelay ?? null,
    text: (r) => sentenceText(crawlDelayWords(r.facts.crawlDelay as CrawlDelay | null | undefined)),
    pieces: (r) => crawlDelayWords(r.facts.crawlDelay as CrawlDelay | null | undefined),
  },
  {
    // "Readings disagree" (issue 29 §1): a crawler read by RFC 9309 for want of a documented
    // reading, or as Bing (whose forgiveness is assumed), where another reading answers
    // otherwise (readings.ts checkAsRead): Google's lenient parser (misspelt keys, a missing
    // colon), or on a file over 500 KiB one that reads only its first 512,000 bytes; `cause` says which.
    // In the wide CSV too, beside each crawler's verdict: without it a spreadsheet reads that
    // crawler's "allowed" with none of the doubt the grid's cell shows.
    name: 'lenient', label: "A lenient parser's answer", scope: 'cell', wide: 'crawler', type: 'object?',
    json: (r) => lenientJson(r.lenient), text: (r) => lenientAnswerWords(lenientJson(r.lenient)),
  },
  // A crawler robots.txt does not govern is neither allowed nor blocked by the file (issue 27 §3):
  // `allowed` null and `governed` false; what the file would ask stays in `line` and `rule`.
  { name: 'allowed', label: 'The file allows it', scope: 'check', type: 'boolean?', json: (r) => known(allowedOf(r)), text: (r) => optionalText(allowedOf(r)) },
  { name: 'governed', label: 'Governed by robots.txt', scope: 'check', type: 'boolean?', json: (r) => known(governedOf(r)), text: (r) => optionalText(governedOf(r)) },
  { name: 'path', label: 'Path compared', scope: 'check', type: 'string?', json: (r) => known(r.path), text: (r) => r.path ?? '' },
  { name: 'tieBreak', label: 'Why this rule', scope: 'check', type: 'string?', json: (r) => known(r.tieBreak), text: (r) => r.tieBreak ?? '' },
  { name: 'agent', label: 'Group of', scope: 'check', type: 'string?', json: (r) => known(r.agent), text: (r) => r.agent ?? '' },
  { name: 'groupReason', label: 'How the group was found', scope: 'check', type: 'string?', json: (r) => known(r.groupReason), text: (r) => r.groupReason ?? '' },
];

/** The columns a view of every cell can give: the grid's and its files'. */
export const CELL_COLUMNS: readonly ResultColumn[] = RESULT_COLUMNS.filter((c) => c.scope === 'cell');

/** The facts of the columns that read the crawler's groups (ResultColumn.ofCrawler), by column name. */
export function crawlerFacts(c: CrawlerContext): Record<string, JsonValue> {
  const facts: Record<string, JsonValue> = {};
  for (const column of RESULT_COLUMNS) if (column.ofCrawler) facts[column.name] = column.ofCrawler(c);
  return facts;
}

/** The columns shown in the selected cell's details. */
export const DETAIL_COLUMNS: readonly ResultColumn[] = RESULT_COLUMNS.filter((c) => c.detail);

/**
 * The URL sets' own columns (walk20 §6: a crawl export's Status Code, Indexability ..., for a
 * pivot in a spreadsheet), one per header in the order given, each the URL's, so in the wide CSV
 * among the URL's own columns. A header that is a result column's name too ("url", "Rule"), or
 * one of `others` (the file's other headers: the wide CSV's "Googlebot verdict"), any case, is
 * headed apart (URL_SOURCE_WORDS.clash), again if need be: a file never heads two columns alike.
 */
export function setColumns(headers: readonly string[], others: readonly string[] = []): ResultColumn[] {
  const taken = new Set([...RESULT_COLUMNS.map((c) => c.name), ...others, ...headers].map((h) => h.toLowerCase()));
  const named = (header: string) => {
    let name = URL_SOURCE_WORDS.clash(header);
    while (taken.has(name.toLowerCase())) name = URL_SOURCE_WORDS.clash(name);
    taken.add(name.toLowerCase());
    return name;
  };
  const clashes = new Set([...RESULT_COLUMNS.map((c) => c.name), ...others].map((h) => h.toLowerCase()));
  return headers.map((header) => ({
    name: clashes.has(header.toLowerCase()) ? named(header) : header,
    label: header, scope: 'set', wide: 'url', type: 'string?',
    json: (r) => r.attributes?.[header] ?? null,
    text: (r) => r.attributes?.[header] ?? '',
  }));
}

/** The URL sets' own columns as JSON has them: one object, by header as written; null where no set row gives the URL. */
export const ATTRIBUTES_COLUMN: ResultColumn = {
  name: 'attributes', label: 'URL set columns', scope: 'set', type: 'object?',
  json: (r) => r.attributes ?? null,
  text: (r) => URL_SOURCE_WORDS.attributes({ attributes: r.attributes ?? {} }),
};

/** A record as JSON, through `columns` (every column by default). */
export function recordJson(r: ResultRecord, columns: readonly ResultColumn[] = RESULT_COLUMNS): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const c of columns) out[c.name] = c.json(r);
  return out;
}
