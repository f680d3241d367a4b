/**
 * The engine's public data shapes. Everything here is plain and structured-clone safe
 * (numbers, strings, booleans, arrays, typed arrays, maps), so a parse result or a check result
 * crosses the Web Worker boundary unchanged (see ../../STYLE.md: "Data crossing the worker
 * boundary is plain and serialisable").
 *
 * Offsets (`from`/`to`) are UTF-16 code-unit offsets into `ParsedRobots.text`, the same
 * positions CodeMirror uses. Line numbers are 1-based and count line breaks the way Google's
 * parser does (LF, CR and CRLF each end one line).
 */

/** A reading of robots.txt a person can choose, for one crawler or for all (PROFILES). */
export type Profile = 'google' | 'rfc9309' | 'draft1996' | 'bing' | 'yandex';

/**
 * A reading the engine parses with: a Profile, or one no person chooses, the other answer where a
 * reading's own text leaves a point open (readings.ts otherReadings): `yandex-escapes`, Yandex's
 * with %-escapes compared as RFC 9309 2.2.2 has it, and `yandex-blank-line`, Yandex's with a blank
 * line after User-agent ending the group, as its help reads (profiles/yandex.ts). Such a parse
 * speaks with its `base` reading's words (profiles/types.ts ProfileSpec).
 */
export type ReadingId = Profile | 'yandex-escapes' | 'yandex-blank-line';

export const PROFILES: readonly Profile[] = ['google', 'rfc9309', 'draft1996', 'bing', 'yandex'];

/** What one physical line means to the parser of the chosen profile. */
export type LineKind =
  | 'blank' // nothing but whitespace
  | 'comment' // only a comment
  | 'user-agent'
  | 'allow'
  | 'disallow'
  | 'sitemap'
  | 'unused' // a recognised key that has no effect on matching (crawl-delay, noindex, host, ...)
  | 'unknown' // a key/value line with a key nobody knows
  | 'invalid'; // text that is not a key/value line at all

/** How the key of a directive line was spelled, relative to the profile's canonical name. */
export type KeySpelling =
  | 'exact' // `Disallow`
  | 'prefix' // `Disallowed`: Google matches keys by prefix
  | 'typo' // `Dissallow`: one of Google's accepted misspellings
  | 'none'; // not a directive line

export type LineEnding = 'lf' | 'crlf' | 'cr' | 'none';

/** One physical line, with the spans a highlighter or a diagnostic needs. -1 = absent. */
export interface LexedLine {
  /** 1-based line number. */
  line: number;
  from: number;
  /** End of the line's content, before its line ending. */
  to: number;
  eol: LineEnding;
  kind: LineKind;
  spelling: KeySpelling;
  /** True when the separator is whitespace because the colon is missing (`disallow /x`). */
  missingColon: boolean;
  keyFrom: number;
  keyTo: number;
  /** The colon (or the whitespace standing in for it). */
  sepFrom: number;
  sepTo: number;
  valueFrom: number;
  valueTo: number;
  /** From `#` to the end of the line. */
  commentFrom: number;
}

export interface UserAgentLine {
  line: number;
  /** The value as written (comment and surrounding whitespace removed). */
  value: string;
  /**
   * The product token a crawler compares against, as the profile reads the value:
   * google cuts at the first character outside [a-zA-Z_-] (`Googlebot/2.1` -> `Googlebot`);
   * `*` for the global group.
   */
  token: string;
}

/**
 * One allow/disallow rule, as an object: see ruleAt(). A parse keeps its rules as columns
 * (RuleTable), which hold the same fields.
 */
export interface Rule {
  /** 1-based line number. */
  line: number;
  allow: boolean;
  /** The value as written, comment and surrounding whitespace removed. */
  value: string;
  /** The pattern actually matched (after the profile's escaping/normalisation). */
  pattern: string;
  /** Index into `ParsedRobots.groups`, or -1 when the rule stands outside any group. */
  group: number;
}

/**
 * The rules of a parse as columns (index = rule number; rules are in line order). A rule's value
 * is its line's value text (lines.valueFrom .. valueTo) and its pattern is its value, except
 * where `ownValues` or `ownPatterns` hold another string: a value that keeps the bytes of a character
 * cut at Google's line limit, a pattern the profile escaped or normalised. Read them with
 * ruleValue() and rulePattern(), or a whole rule with ruleAt().
 */
export interface RuleTable {
  length: number;
  /** 1-based line number of each rule. */
  line: Int32Array;
  /** 1 for allow, 0 for disallow. */
  allow: Uint8Array;
  /** Index into `ParsedRobots.groups`, or -1 when the rule stands outside any group. */
  group: Int32Array;
  /** Values that are not their line's value text, by rule index (a line cut inside a character). */
  ownValues: Map<number, string>;
  /** Patterns that are not the rule's value, by rule index (escaped or normalised by the profile). */
  ownPatterns: Map<number, string>;
}

export interface Group {
  index: number;
  userAgents: UserAgentLine[];
  /** Indices into `ParsedRobots.rules`. */
  rules: number[];
  /** First and last line that belong to the group (user-agent lines through its last rule). */
  startLine: number;
  endLine: number;
}

export interface Sitemap {
  line: number;
  url: string;
}

/** A line with a recognised key that Google ignores (crawl-delay, host, noindex, ...). */
export interface OtherRecord {
  line: number;
  key: string;
  value: string;
  /** Index of the group the line sits in, or -1. */
  group: number;
}

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/**
 * Where the input's bytes did not decode. Each undecodable byte is carried in `text` as the
 * lone surrogate U+DC00+byte ("surrogate escape"), so the exact bytes survive a round trip
 * through `encodeRobots` and a JS string; `text` is never silently repaired.
 */
export interface InvalidByte {
  offset: number;
  byte: number;
}

export interface ParsedRobots {
  /** The reading it was parsed with: the chosen one, or another a doubt asks (ReadingId). */
  profile: ReadingId;
  text: string;
  /** The size in bytes of the UTF-8 (or raw) input, BOM included. */
  byteLength: number;
  /** Number of BOM bytes skipped at the start (0, or 1-3 for a full or partial UTF-8 BOM). */
  bomBytes: number;
  /** What the bytes look like; utf-16 files are read as bytes, the way Google reads them. */
  encoding: Encoding;
  invalidBytes: InvalidByte[];
  lineCount: number;
  /**
   * Per-line columns (index = line number - 1), see LexedLine for their meaning.
   * Stored as typed arrays to keep a 500 KiB file's parse small; read one with `lineAt`.
   */
  lines: LineTable;
  groups: Group[];
  rules: RuleTable;
  sitemaps: Sitemap[];
  others: OtherRecord[];
  /** Line numbers of allow/disallow lines that stand before any user-agent line. */
  outOfGroup: number[];
  /**
   * Where the 500 KiB limit (RFC 9309 2.5, Google's crawler) falls; null when the file is not
   * bigger. Every line is kept and shown, but under the google profile a check reads only what
   * Googlebot reads, the first 512,000 bytes (see googlebotView.ts; `checkUrl`'s `wholeFile`
   * option gives the library's answer on the whole file); the `size-limit` diagnostic tells
   * what the crawler drops. Bytes over the limit parsed under google are read to the cut first,
   * the rest when another field is first read (parse.ts, parseHeadFirst).
   */
  sizeLimit: SizeLimit | null;
}

/** Where byte 512,000 falls in a file over 500 KiB. */
export interface SizeLimit {
  /** The 1-based line holding the cut: Googlebot reads it up to `offset`, and no line after it. */
  line: number;
  /** The text offset of the first character not read whole (in bytes, BOM included, 512,000 before it). */
  offset: number;
  /**
   * The bytes of the character at `offset` that still fall before the cut, as escaped-byte
   * characters (decode.ts), or '' when the cut falls between characters.
   */
  splitBytes: string;
}

export interface LineTable {
  from: Int32Array;
  to: Int32Array;
  keyFrom: Int32Array;
  keyTo: Int32Array;
  sepFrom: Int32Array;
  sepTo: Int32Array;
  valueFrom: Int32Array;
  valueTo: Int32Array;
  commentFrom: Int32Array;
  /** Index into LINE_KINDS. */
  kind: Uint8Array;
  /** Index into KEY_SPELLINGS. */
  spelling: Uint8Array;
  /** Index into LINE_ENDINGS. */
  eol: Uint8Array;
  missingColon: Uint8Array;
}

export const LINE_KINDS: readonly LineKind[] = [
  'blank', 'comment', 'user-agent', 'allow', 'disallow', 'sitemap', 'unused', 'unknown', 'invalid',
];
export const KEY_SPELLINGS: readonly KeySpelling[] = ['exact', 'prefix', 'typo', 'none'];
export const LINE_ENDINGS: readonly LineEnding[] = ['lf', 'crlf', 'cr', 'none'];

export interface ParseOptions {
  profile?: ReadingId;
}

// ---------------------------------------------------------------------------------------------
// Checking a URL

/** Why the groups that applied were chosen. */
export type GroupReason =
  | 'named' // a group names the crawler's token
  | 'merged' // several groups name the token; they were merged
  | 'fallback' // no group names the token; the `*` group(s) applied
  | 'none'; // no group names the token and there is no `*` group: everything is allowed

export interface RuleMatch {
  /** Index into ParsedRobots.rules. */
  rule: number;
  line: number;
  allow: boolean;
  pattern: string;
  /** The priority the profile gives the match (google/rfc9309: pattern length in bytes). */
  length: number;
  /** google: the `<dir>/$` that `Allow: <dir>/index.htm...` implies (robots.cc HandleAllow). */
  implied: boolean;
}

export type TieBreak =
  | 'longest-match' // one matching rule was longer than every other
  | 'allow-wins-tie' // an allow and a disallow of equal length matched; allow wins
  | 'first-match' // draft1996: rules in order, the first match decides
  | 'only-match' // exactly one rule matched
  | 'allow-ignored' // Allow lines matched, but the crawler does not follow them (registry ignoresAllow): the Disallow lines decided
  | 'empty-rule' // only empty (length 0) rules matched: they decide nothing
  | 'no-match' // no rule of the groups matches: allowed by default
  | 'robots-txt'; // rfc9309, draft1996: /robots.txt itself is always allowed (RFC 9309 2.2.2; decide.ts alwaysAllowed)

export interface CheckResult {
  allowed: boolean;
  /** The deciding line (google: exactly RobotsMatcher::matching_line()), 0 where none. */
  line: number;
  /** The deciding rule, or null. */
  rule: RuleMatch | null;
  /** The token of the chain that selected the groups ('' when none did). */
  agent: string;
  /** The path the crawler compared, after the URL was reduced (and, by profile, normalised). */
  path: string;
  groups: number[];
  reason: GroupReason;
  /** Every rule of the applying groups that matched, in line order. */
  matches: RuleMatch[];
  tieBreak: TieBreak;
  /**
   * The answer is Googlebot's on a file over 500 KiB: only the first 512,000 bytes were read
   * (google profile), the line holding the cut read up to it, the lines after it not at all.
   * `line`, `rule`, `groups` and `matches` then refer to googlebotView(parsed).
   */
  sizeLimited: boolean;
  /**
   * Asked with `wholeFile`: the deciding rule lies past where Googlebot stops reading (500 KiB),
   * so Googlebot sees it cut short or not at all. Always false for Googlebot's own answer.
   */
  pastSizeLimit: boolean;
}

export interface CheckOptions {
  /**
   * google: the library's answer on the whole file, as if Googlebot read past 500 KiB (it does
   * not; by default a check reads what Googlebot reads). Other profiles read the whole file.
   */
  wholeFile?: boolean;
  /**
   * The crawler does not follow Allow lines (registry `ignoresAllow`: Diffbot documents it): the
   * Disallow lines that match decide alone. `matches` still lists every rule that matched.
   */
  ignoresAllow?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Diagnostics

export type Severity = 'error' | 'warning' | 'info';

/** Every diagnostic code: a public contract; severities live in diagnostics/codes.ts, words in words/diagnosticWords.ts. */
export type DiagnosticCode =
  | 'rule-outside-group' | 'invalid-char' | 'invalid-utf8' | 'bom' | 'unknown-directive'
  | 'misspelled-directive' | 'missing-colon' | 'invalid-user-agent' | 'pattern-start'
  | 'dollar-in-middle' | 'unused-directive' | 'sitemap-url' | 'line-too-long' | 'size-limit'
  | 'empty-group' | 'joined-group' | 'blank-after-user-agent' | 'group-parity' | 'group-parity-skipped' | 'duplicate-group' | 'duplicate-rule' | 'shadowed-rule' | 'blocks-everything'
  | 'blocks-resources' | 'sitemap-blocked' | 'html-content'
  | 'ai-usage-value' | 'ai-line-outside-group' | 'content-signal-unread' | 'license-url' | 'ai-train-unenforced'
  | 'mixed-line-endings' | 'too-many-diagnostics';


/** One replacement of text[from, to) with `insert`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

// What a parse keeps for its checks (memo.ts). Not data a caller reads: the shapes live here so
// that memo.ts, which holds them, imports none of the modules that fill it.

/** Which groups apply to a crawler (groups.ts, chooseGroups). */
export interface GroupChoice {
  agent: string;
  groups: number[];
  reason: GroupReason;
}

/** Finds which of a crawler's rules match a path (lookup/RuleLookup). */
export interface RuleQuery {
  /** Every rule that matches `path`, pushed onto `out` (in no particular order). */
  collect(path: string, out: RuleMatch[]): void;
}

/** The rules that apply to one crawler in one parse (agentRules.ts). */
export interface AgentRules extends GroupChoice {
  /** Indices into parsed.rules of the applying groups' rules, in file order. */
  rules: readonly number[];
  lookup: RuleQuery;
}

/** Per parse (held by its memo): single tokens by the token itself (its hash stays cached), chains by their JSON. */
export interface AgentCache {
  tokens: Map<string, AgentRules>;
  chains: Map<string, AgentRules>;
  /** The rules and lookup of each set of groups (their indices, space-separated), shared by the crawlers that obey it. */
  byGroups: Map<string, Pick<AgentRules, 'rules' | 'lookup'>>;
  indexAfter: number;
  /** The last answer: runs of checks ask for the same crawler again and again. */
  lastToken: string | null;
  lastRules: AgentRules | null;
}

/** Where a parse's records stood before one line: counts, and the open group's own counts then (groupBuilder.ts). */
export interface RecordsCheckpoint {
  groups: number;
  rules: number;
  sitemaps: number;
  others: number;
  outOfGroup: number;
  /** The open group (-1: none), how many user-agent lines and rules it had, and its last line. */
  current: number;
  currentAgents: number;
  currentRules: number;
  currentEnd: number;
  currentHasRules: boolean;
}

/**
 * Where the whole file's parse stood before the line holding Googlebot's 500 KiB cut (kept in
 * its memo): the parse of what Googlebot reads starts from here (parse.ts, readCutShort).
 */
export interface CutCheckpoint {
  row: number;
  /** The text offset where that line starts. */
  pos: number;
  records: RecordsCheckpoint;
}
