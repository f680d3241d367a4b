/**
 * The typed messages between the page and the robots worker: requests and their responses,
 * keyed by a document id so the worker can hold several documents at once (the editor's, and
 * the other side of a compare view). Everything is plain and structured-clone safe (STYLE.md:
 * "Data crossing the worker boundary is plain and serialisable"): offsets, 1-based line
 * numbers, strings and typed arrays, never class instances or Error objects.
 *
 * Every response carries the request's `seq`, its `docId` and the `docVersion` it answers, so
 * the client drops what no longer describes the page (clientJobs.ts `freshness`).
 */
import type { CrawlerNote, CrawlerRule, JsonValue, Diagnostic, Explanation, GroupReason, LineBreaks, Profile, ReadingChoice, ReadingWhy, TextEdit, TieBreak } from '../core/index.ts';
import { MAX_PER_CODE } from '../core/diagnostics/report.ts';
import type { ListProgress, ListRequest, ListResponse } from './listProtocol.ts';
import type { ColumnSummary } from './matrixFacts.ts';

export type { ListProgress, ListRequest, ListResponse, RowsDelta } from './listProtocol.ts';

/** Diagnostics of one kind (code) the core lists at most. */
export const MAX_PER_KIND = MAX_PER_CODE;

/** Names an open document in the worker ('editor', 'compare-left', ...): chosen by the page. */
export type DocId = string;

interface DocRequest {
  /** Client-side sequence number, unique per request. */
  seq: number;
  docId: DocId;
  /** The editor's document version; the response carries it back so stale ones are dropped. */
  docVersion: number;
}

/** Opens the document, or replaces its text: the worker parses it and answers an `analysis`. */
export interface UpdateRequest extends DocRequest {
  type: 'update';
  /** The editor's text, lines joined by "\n". */
  text: string;
  /**
   * Each line's own ending: the worker parses the bytes as they are (the 500 KiB cut counts
   * CRs); null: every line ends in "\n".
   */
  breaks: LineBreaks | null;
  /** One reading for every crawler, or each crawler's documented one; the file's diagnostics are core fileReading's. */
  profile: ReadingChoice;
  /** The text is a fetched body cut short (core Parses.bodyCut): answers of crawlers that read on are in doubt. Absent: read whole. */
  bodyCut?: boolean;
}

/**
 * Moves an open document from version `base` to `docVersion` by its edits (a keystroke in a
 * 30 MB document sends a character, not the text), then parses it as `update` does. The worker
 * answers `notOpen` when it does not hold `base`, or the edits do not give `length` characters:
 * the client then sends the whole text.
 */
export interface EditRequest extends DocRequest {
  type: 'edit';
  base: number;
  /** In `base`'s offsets, ascending (worker/edits.ts). */
  edits: TextEdit[];
  /** The new text's length: a check that the worker's text is the page's. */
  length: number;
  breaks: LineBreaks | null;
  /** One reading for every crawler, or each crawler's documented one; the file's diagnostics are core fileReading's. */
  profile: ReadingChoice;
  bodyCut?: boolean;
}

/** The analysis of an open document again (diagnostics, marks, folds, numbers), no parse. */
export interface DiagnoseRequest extends DocRequest {
  type: 'diagnose';
}

/** What a check asks: every crawler × every URL of the document's URL list (listVersion). */
export interface CheckSpec {
  /** The version of the test inputs (crawlers, URLs, profile). */
  inputsVersion: number;
  /** The workbench's crawlers, each a token, a preset or a whole User-Agent header. */
  crawlers: string[];
  /** The URL list the worker holds for the document (a `list` request sent it): the matrix rows. */
  listVersion: number;
  /**
   * Also answer under the other two profiles, for "profiles disagree", while the matrix has at
   * most this many cells (Infinity: always). Two more checks per cell, so the page asks only
   * while the matrix is small enough; the worker alone knows how many URLs the list holds.
   */
  compareCells: number;
}

/** Checks the open document: answered by a `check` response. */
export interface CheckRequest extends DocRequest, CheckSpec {
  type: 'check';
}

/** Everything about one (crawler, URL) of the open document. */
export interface ExplainRequest extends DocRequest {
  type: 'explain';
  crawler: string;
  url: string;
}

/** Forgets a document (its parse is dropped); answered by nothing. */
export interface CloseRequest {
  type: 'close';
  seq: number;
  docId: DocId;
}

export type WorkerRequest = UpdateRequest | EditRequest | DiagnoseRequest | CheckRequest | ExplainRequest | CloseRequest | ListRequest;

/**
 * One checked URL, ready to show: codes, numbers and the file's own text, never English (the
 * words are core words/: rowWords.ts, crawlerWords.ts, explanationWords.ts).
 */
export interface RowResult {
  url: string;
  allowed: boolean;
  /** The deciding line, 0 when no rule decided. */
  line: number;
  /** The deciding line's text as written (trimmed), cut to MAX_RULE_TEXT with '…'; '' when none. */
  ruleText: string;
  /** The whole rule's length in characters: more than ruleText holds when it was cut. */
  ruleChars: number;
  /** The path the crawler compared. */
  path: string;
  /** The token whose groups applied ('' when none). */
  agent: string;
  reason: GroupReason;
  tieBreak: TieBreak;
  /** First line of each group that applied. */
  groupLines: number[];
  /** How many rules of those groups matched the path. */
  matchCount: number;
  /** The crawler checked, and which of its documented rules chose the groups (core checkCrawler). */
  crawler: string;
  crawlerRule: CrawlerRule;
  /** The token chain tried, in order ('*' for the global group), and the one whose group applied ('' when none). */
  chain: string[];
  decidedBy: string;
  /** The lines of the Allow rules that matched: a crawler that ignores Allow sets them aside (core crawlerNotes). */
  allowLines: number[];
  /**
   * False when robots.txt does not govern the crawler (registry `robots: 'no'`): the grid's cell
   * says "Not governed" (checkMatrix.ts), and so must everything else shown for it.
   */
  governed: boolean;
  /**
   * Googlebot's answer on a file over 500 KiB: it read only the first 512,000 bytes. Then
   * `ruleText` is the part of the deciding line it read.
   */
  sizeLimited: boolean;
  /** The deciding line is the one Googlebot's 500 KiB cut falls in: it read the rule cut short. */
  ruleCut: boolean;
  /** When sizeLimited and Google's library on the whole file answers otherwise (verdict or line): its answer. */
  wholeFile: { allowed: boolean; line: number; ruleText: string } | null;
}

/** The groups of the document, for folding: offsets of the first and last line. */
export interface GroupSpan {
  from: number;
  to: number;
}

export interface DocStats {
  lineCount: number;
  ruleCount: number;
  groupCount: number;
  sitemapCount: number;
  /** The one origin the file's Sitemap lines name of its lines written whole (core sitemapsSite), '' when none or several: a log's Host by default. */
  sitemapSite: string;
  byteLength: number;
  /** Past Google's 500 KiB limit: the line holding the cut (read up to it, no line after), or 0. */
  sizeLimitLine: number;
  /** The profile checked reads only up to that cut (Googlebot's): the rest is struck through. */
  sizeLimitApplies: boolean;
  /**
   * How many kinds of diagnostic had more than MAX_PER_KIND: past that many, the core lists no
   * more of that kind (each leaves a `too-many-diagnostics` note saying how many it left out).
   */
  kindsCut: number;
}

interface DocResponse {
  seq: number;
  docId: DocId;
  docVersion: number;
  /** Milliseconds the worker spent on this request. */
  elapsed: number;
}

/** The answer to `update` and `edit` (parsed: true) and `diagnose` (parsed: false). */
export interface AnalysisResponse extends DocResponse {
  type: 'analysis';
  /** True when this answer comes from a new parse. */
  parsed: boolean;
  /** Diagnostics, capped (see MAX_DIAGNOSTICS); `diagnosticTotal` says how many there were. */
  diagnostics: Diagnostic[];
  diagnosticTotal: number;
  /** Every diagnostic counted by severity, the capped ones included. */
  counts: { error: number; warning: number; info: number };
  /** [from, to) pairs of lines holding rules outside any group (RFC 9309 2.2.1). */
  outOfGroup: Int32Array;
  /** [from, to) pairs of invalid characters, one pair per character. */
  invalidChars: Int32Array;
  /** Where the checks stop reading the text (Googlebot's 500 KiB), or -1 when they read it all. */
  readEnd: number;
  groups: GroupSpan[];
  stats: DocStats;
}

/** One checked crawler as the engine read it (the matrix's columns). */
/** The line of the 500 KiB cut read cut short: as a row shows it (ruleTexts') and as its reading reads it (rulesRead'). */
export interface CutRule {
  line: number;
  shown: string;
  read: string;
}

export interface CheckColumn {
  /** As the page named it. */
  name: string;
  /** The product token read from it (core crawlerFor). */
  token: string;
  /** The token chain tried, `*` last when the crawler reads it. */
  chain: string[];
  /** How the file was read for this crawler (core ResultRecord.reading). */
  reading: Profile;
  /** What the registry adds to its verdicts, as codes (core crawlerNoteCodes). */
  notes: CrawlerNote[];
  /** What the result columns read from its groups, the same for every URL (core crawlerFacts). */
  facts: Record<string, JsonValue>;
  /** Why that reading (core readingFor). */
  readingWhy: ReadingWhy;
  /** The rows allowed whatever the rules say, no line deciding: /robots.txt itself under a reading that always allows it (core ColumnAnswer.robotsTxt). */
  robotsTxt: readonly number[];
  /**
   * Its answers read only the first 512,000 bytes of a file over 500 KiB (core ColumnAnswer
   * sizeLimited: Googlebot's view): on the line of the cut its rule is `cutRule`'s, cut short.
   */
  readsCut?: boolean;
}

/** CheckResponse.lenientCause: the other reading's line is the line of the 500 KiB cut, read cut short. */
export const CUT_SHORT = 0x80;

/** The answer to `check`: columnar, row-major (URL i, crawler j at i * columns.length + j). */
export interface CheckResponse extends DocResponse {
  type: 'check';
  inputsVersion: number;
  /** The URL list checked (its rows: the page's copy of that version's URLs, listProtocol.ts). */
  listVersion: number;
  columns: CheckColumn[];
  /** Each cell's core VERDICT code. */
  verdict: Uint8Array;
  /** The deciding line of each cell, 0 when no rule decided. */
  line: Int32Array;
  /** 1 where another profile answers otherwise; empty when not asked (compareProfiles). */
  profilesDisagree: Uint8Array;
  /**
   * "Readings disagree": per cell of a crawler whose answer other readings are asked for (core
   * otherReadings), the deciding line (0: no rule) of the first whose verdict differs (core
   * checkAsRead's `lenient`), a line of the file as written; -1 where they agree or none is asked;
   * empty when none is asked for any crawler.
   */
  lenientLine: Int32Array;
  /**
   * Per cell where `lenientLine` is set, why the readings disagree: an index into core
   * DOUBT_CAUSES, with CUT_SHORT set where that line is the line of the 500 KiB cut, read cut short; empty with it.
   */
  lenientCause: Uint8Array;
  /**
   * The text of each line in `lenientLine` read whole (a line read cut short: `cutText`), as the
   * other reading reads it: a UTF-16 file's line as decoded (Google's reading finds no rule in such
   * a file, so no line of it is quoted both ways).
   */
  lenientTexts: Record<number, string>;
  /** The line of the 500 KiB cut as read cut short, where a cell's other reading reads it so; else ''. */
  cutText: string;
  /**
   * Where a cell's readings disagree for a blank line after User-agent (DOUBT_CAUSES `blank-line`):
   * that blank line (core LenientAnswer.blankLine), keyed by the cell's own deciding line n and its
   * column j as n * columns.length + j (every URL a rule decides for a crawler names the same one).
   */
  blankLines: Record<number, number>;
  /** The text of each deciding line that occurs (Google's lenient ones too), cut to MAX_RULE_TEXT. */
  ruleTexts: Record<number, string>;
  /**
   * Each of those lines' rule as the reading that decided with it reads it (core ruleText:
   * `Dissallow: /x` read by Google is `Disallow: /x`): what a comparison of two versions compares.
   */
  rulesRead: Record<number, string>;
  /**
   * The line of the 500 KiB cut as a column that reads only that far (CheckColumn.readsCut) shows
   * it and reads it, where such a column decides by it: `ruleTexts` and `rulesRead` hold each line
   * whole, as a reading that reads on has it, so no column's text is another's (review16 §8).
   */
  cutRule?: CutRule;
  /** The first line of the first group that applied to each cell, 0 when none (exports' `group`). */
  groupLine: Int32Array;
  /** Which of the crawler's documented rules chose each cell's groups: an index into core CRAWLER_RULES. */
  reason: Uint8Array;
  /** Each URL's facts and each crawler's counts, read from these cells (matrixFacts.ts): the page need not read a million cells. */
  rowFacts: Uint8Array;
  summaries: ColumnSummary[];
}

/** The answer to `explain`. */
export interface ExplainResponse extends DocResponse {
  type: 'explain';
  row: RowResult;
  /** Why, in full (core explainCheck): the explanation panel's model (issue 11 §3). */
  explanation: Explanation;
}

/**
 * Why the worker cannot answer for want of the page's text (the client sends it again): the
 * document is not open, the edits do not apply to the version held, it holds another version,
 * the URL list's edits do not apply, or it does not hold that version of the list.
 */
export type NotOpenWhy = 'not-open' | 'edits-mismatch' | 'other-version' | 'list-edits-mismatch' | 'list-version-missing';

export interface WorkerFailure {
  type: 'failure';
  seq: number;
  docId: DocId;
  docVersion: number;
  /** With `notOpen`, a NotOpenWhy; else the engine's error as thrown (a bug: the page reports it). */
  message: string;
  /** The worker does not hold this document (never opened, or closed): send its text again. */
  notOpen: boolean;
}

/**
 * Said while a long request works (worker/heartbeat.ts): the request is still unanswered, and
 * the worker is alive. The watchdog waits for silence, not for the answer (issue 23).
 */
export interface WorkerAlive {
  type: 'alive';
  seq: number;
  docId: DocId;
  docVersion: number;
}

export type WorkerResponse = AnalysisResponse | CheckResponse | ExplainResponse | ListResponse | ListProgress | WorkerAlive | WorkerFailure;

/** More diagnostics than this would only slow the editor down; the UI says how many more. */
export const MAX_DIAGNOSTICS = 2000;
/** Invalid characters marked in the editor at most (a binary file could have millions). */
export const MAX_INVALID_CHARS = 20_000;

/** A rule is shown at most this long (core result/ruleText.ts). */
export { MAX_RULE_TEXT } from '../core/index.ts';
