/**
 * The typed messages between the page and the robots worker. Everything is plain and
 * structured-clone safe (STYLE.md: "Data crossing the worker boundary is plain and
 * serialisable"): offsets, 1-based line numbers, strings and typed arrays, never class
 * instances or Error objects.
 */
import type { CrawlerRule, Diagnostic, GroupReason, LineBreaks, Profile, TieBreak } from '../core/index.ts';

/** What the page asks for: one document, one agent chain and the URLs to check against it. */
export interface AnalyzeJob {
  /** The editor's document version; every result carries it back so stale ones are dropped. */
  docVersion: number;
  /** The version of the test inputs (agent, URLs, profile). */
  inputsVersion: number;
  /** The editor's text, lines joined by "\n". */
  text: string;
  /** Each line's own ending: the worker parses the bytes as they are (the 500 KiB cut counts CRs). */
  breaks: LineBreaks;
  profile: Profile;
  /** The crawler named in the User-agent field: a token or a whole header (core checkCrawler). */
  agent: string;
  urls: string[];
}

/** `text` is left out when the worker already holds this document: checks reuse the parse. */
export interface AnalyzeRequest {
  type: 'analyze';
  /** Client-side sequence number, unique per request. */
  seq: number;
  docVersion: number;
  inputsVersion: number;
  text: string | null;
  /** With `text`; null when `text` is. */
  breaks: LineBreaks | null;
  profile: Profile;
  agent: string;
  urls: string[];
}

export type WorkerRequest = AnalyzeRequest;

/** One checked URL, ready to show: the words a result row needs, nothing to recompute. */
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
  /** That rule in words (core crawlerRuleText). */
  crawlerText: string;
  /** What the registry adds: robots.txt does not bind it, it sends no requests, how sure the row is. */
  crawlerNotes: string[];
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

export interface AnalyzeResult {
  type: 'result';
  seq: number;
  docVersion: number;
  inputsVersion: number;
  /** True when this result came from a new parse (diagnostics and spans are fresh). */
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
  rows: RowResult[];
  stats: DocStats;
  /** Milliseconds the worker spent on this job. */
  elapsed: number;
}

export interface DocStats {
  lineCount: number;
  ruleCount: number;
  groupCount: number;
  sitemapCount: number;
  byteLength: number;
  /** Past Google's 500 KiB limit: the line holding the cut (read up to it, no line after), or 0. */
  sizeLimitLine: number;
}

export interface WorkerFailure {
  type: 'failure';
  seq: number;
  docVersion: number;
  message: string;
}

export type WorkerResponse = AnalyzeResult | WorkerFailure;

/** More diagnostics than this would only slow the editor down; the UI says how many more. */
export const MAX_DIAGNOSTICS = 2000;
/** Invalid characters marked in the editor at most (a binary file could have millions). */
export const MAX_INVALID_CHARS = 20_000;

/**
 * A rule is shown at most this long (rows, banner): an 8 MB rule sent and drawn whole froze the
 * page for seconds (issue 12 §2). The CLI cuts the same way.
 */
export const MAX_RULE_TEXT = 200;
