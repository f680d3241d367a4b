/**
 * Lines -> groups, rules, sitemaps and other records. Like google/robotstxt's ParseRobotsTxt,
 * the text is split on LF, CR and CRLF (each one break), every line is lexed and then handled in
 * order; unlike it, every line is kept (spans, kind, line ending) so an editor can show it.
 * Parsing never throws: any string or any bytes give a result.
 */
import { mayChooseEveryPath } from './everyPath.ts';
import { GroupBuilder } from './groupBuilder.ts';
import { KIND, LexCursor, lexRow } from './lex.ts';
import { agentToken, splitValue } from './lineSpans.ts';
import { lineEnds } from './lineSplit.ts';
import { copyRows, lineFromTable, lineTableBytes, lineTableIn } from './lineTable.ts';
import { lastAtOrBefore, NextMatch } from './lookup/index.ts';
import { memoOf, ParseResult } from './memo.ts';
import { normalisePattern } from './pattern.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import { RuleTableBuilder, ruleColumnBytes } from './ruleTable.ts';
import { bomChars, readSource, sizeLimitCut, SIZE_LIMIT_BYTES } from './source.ts';
import { LINE_ENDINGS, type CutCheckpoint, type LexedLine, type LineTable, type ParsedRobots, type ParseOptions } from './types.ts';

export { bomChars, SIZE_LIMIT_BYTES };

const EOL_NONE = LINE_ENDINGS.indexOf('none');
const EOL_LF = LINE_ENDINGS.indexOf('lf');
const EOL_CR = LINE_ENDINGS.indexOf('cr');
const EOL_CRLF = LINE_ENDINGS.indexOf('crlf');
// Read once: the line loop compares every line's kind with these.
const { allow: ALLOW, disallow: DISALLOW, comment: COMMENT, blank: BLANK, userAgent: USER_AGENT, sitemap: SITEMAP, unused: UNUSED } = KIND;

/** What the line loop reads and writes. */
interface Reading {
  text: string;
  spec: ProfileSpec;
  /** Every character is ASCII (false is always safe: it only turns off a shortcut). */
  ascii: boolean;
  table: LineTable;
  builder: GroupBuilder;
  cursor: LexCursor;
  /** The next character outside ASCII (made when a rule of a text that has one is first read). */
  nonAscii: NextMatch | null;
  /** Where the whole text is read: the rules that may be empty or for every path (everyPath.ts), noted as each is read. */
  everyPath: number[] | null;
}

/**
 * A table for `row` lines and then the lines of text[from..], with rule columns for as many rules,
 * in one buffer; the line ends from `row` on are written.
 */
function tableFor(text: string, from: number, row: number): { table: LineTable; rules: RuleTableBuilder } {
  const ends = lineEnds(text, from);
  const n = row + ends.length;
  const buffer = new ArrayBuffer(lineTableBytes(n) + ruleColumnBytes(n));
  const table = lineTableIn(buffer, 0, n);
  table.to.set(ends, row);
  return { table, rules: new RuleTableBuilder(n, buffer, lineTableBytes(n)) };
}

/**
 * Bytes read past the 500 KiB cut before the rest of a file is left for later (parseHeadFirst):
 * the character the cut splits ends within 3 bytes after it, and decoding is local (a character's
 * reading depends on its own bytes alone), so the first SIZE_LIMIT_BYTES + HEAD_MARGIN bytes
 * decode to the same text as the whole file does, up to that character.
 */
const HEAD_MARGIN = 4;

export function parseRobots(input: string | Uint8Array, options: ParseOptions = {}): ParsedRobots {
  const spec = profileSpec(options.profile);
  if (input instanceof Uint8Array && spec.readsOnlySizeLimit && input.length > SIZE_LIMIT_BYTES + HEAD_MARGIN) return parseHeadFirst(input, spec);
  return parseWhole(input instanceof Uint8Array || typeof input === 'string' ? input : String(input ?? ''), spec);
}

/**
 * Bytes over 500 KiB under a profile whose crawler reads no more (google): what a check reads,
 * the first 512,000 bytes, is parsed now, and the whole file only when a field of the parse is
 * first read (ParseResult.deferred). A check, or a crawler fetching the file, never needs the
 * rest: corpus 0352 (2 MB of HTML served as robots.txt) spent three quarters of its parse
 * decoding bytes Googlebot never reads (3.0 of 3.9 ms, Node 20's TextDecoder).
 *
 * The head's parse, through a few bytes past the cut, gives the same cut (line, offset, split
 * bytes) and the same checkpoint as the whole file's (googlebotView.test.ts compares them), so
 * the view of what Googlebot reads is made from it exactly as parseWhole makes it.
 */
function parseHeadFirst(input: Uint8Array, spec: ProfileSpec): ParsedRobots {
  // The rest is read later from these bytes: a copy, so that a caller who reuses or transfers
  // its buffer does not change (or detach) what this parse reads (0.07 ms for 2 MB).
  const bytes = input.slice();
  const head = parseWhole(bytes.subarray(0, SIZE_LIMIT_BYTES + HEAD_MARGIN), spec);
  // The head holds more than 512,000 bytes, so its parse has a cut, a checkpoint and a view.
  const { view, cut } = memoOf(head);
  return ParseResult.deferred(
    { profile: head.profile, byteLength: bytes.length, bomBytes: head.bomBytes, sizeLimit: head.sizeLimit },
    view as ParsedRobots,
    () => readPastHead(head, cut as CutCheckpoint, bytes, spec),
  );
}

/**
 * The whole file's parse, from its head's (parseHeadFirst): the whole file is decoded, the rows
 * and records before the line of the cut are the head's, and only the rest is read (so that
 * reading the whole file after its head costs a decode more than reading it at once, not a parse).
 */
function readPastHead(head: ParsedRobots, at: CutCheckpoint, bytes: Uint8Array, spec: ProfileSpec): ParsedRobots {
  const src = readSource(bytes);
  const { text } = src;
  const cursor = new LexCursor(text, spec, src.ascii, src.mayHoldNul, bytes);
  const whole = new ParseResult({
    profile: spec.name, text, byteLength: src.byteLength, bomBytes: head.bomBytes, encoding: src.encoding, invalidBytes: src.invalidBytes,
    ...readOn(head, at, text, spec, cursor, src.ascii), sizeLimit: head.sizeLimit,
  });
  // The same cut as the head's: checks of this parse (plainParse hands it out) answer from its view.
  const memo = memoOf(whole);
  memo.cut = at;
  memo.view = memoOf(head).view;
  return whole;
}

/** The whole input read at once: what parseRobots does, but for bytes over 500 KiB under google (parseHeadFirst). */
export function parseWhole(input: string | Uint8Array, spec: ProfileSpec): ParsedRobots {
  const src = readSource(input);
  const { text } = src;
  const bom = bomChars(text);
  const { table, rules } = tableFor(text, bom.chars, 0);
  const lineCount = table.to.length;
  const builder = new GroupBuilder(rules);
  const reading: Reading = {
    text, spec, ascii: src.ascii, table, builder, cursor: new LexCursor(text, spec, src.ascii, src.mayHoldNul, src.bytes ?? (input instanceof Uint8Array ? input : null)),
    nonAscii: null, everyPath: [],
  };
  reading.cursor.oddKeys = [];
  const cut = sizeLimitCut(src);
  const stop = readLines(reading, 0, bom.chars, cut ? cut.offset : text.length);
  const parsed = new ParseResult({
    profile: spec.name, text, byteLength: src.byteLength, bomBytes: bom.bytes,
    encoding: src.encoding, invalidBytes: src.invalidBytes, lineCount, lines: table, groups: builder.groups,
    rules: builder.finishRules(), sitemaps: builder.sitemaps, others: builder.others, outOfGroup: builder.outOfGroup,
    sizeLimit: cut && stop ? { line: stop.row + 1, offset: cut.offset, splitBytes: cut.splitBytes } : null,
  });
  if (src.plainRun !== null) memoOf(parsed).plainRun = src.plainRun;
  memoOf(parsed).everyPath = reading.everyPath;
  memoOf(parsed).oddKeys = reading.cursor.oddKeys;
  if (cut && stop) {
    const memo = memoOf(parsed);
    memo.cut = stop;
    // Every check under a profile that reads only the first 500 KiB answers from this parse:
    // made now, at the cost of a copy, so that a big file's first check costs a check alone.
    if (spec.readsOnlySizeLimit) memo.view = readCutShort(parsed, text.slice(0, cut.offset) + cut.splitBytes, memo.cut);
  }
  return parsed;
}

/**
 * The parse of what Googlebot reads of a file over 500 KiB, `text` (its first 512,000 bytes),
 * from a parse of the file, whole or of its head (parseHeadFirst): every line before the one
 * holding the cut is the same line in both (its bytes all lie before the cut), so its rows and
 * records are copied and only the rest is read. The same as parseRobots(text)
 * (googlebotView.test.ts proves it), at the cost of a copy rather than a parse: a check's first
 * answer on a big file must come within a millisecond.
 */
export function readCutShort(parsed: ParsedRobots, text: string, at: CutCheckpoint): ParsedRobots {
  const spec = profileSpec(parsed.profile);
  return new ParseResult({
    profile: parsed.profile, text, byteLength: SIZE_LIMIT_BYTES, bomBytes: parsed.bomBytes, encoding: 'utf-8', invalidBytes: [],
    ...readOn(parsed, at, text, spec, new LexCursor(text, spec), false), sizeLimit: null,
  });
}

/**
 * The lines and records of `text`, which reads as `prior`'s text did up to `at`: the rows
 * before `at.row` and the records as they stood there are copied from `prior`, and text[at.pos..]
 * is read. (`ascii`: every character of text is; false is always safe.)
 */
function readOn(prior: ParsedRobots, at: CutCheckpoint, text: string, spec: ProfileSpec, cursor: LexCursor, ascii: boolean) {
  const { table, rules } = tableFor(text, at.pos, at.row);
  copyRows(prior.lines, table, at.row);
  rules.copyFrom(prior.rules, at.records.rules);
  const builder = GroupBuilder.resume(at.records, prior.groups, prior, rules);
  readLines({ text, spec, ascii, table, builder, cursor, nonAscii: null, everyPath: null }, at.row, at.pos, text.length);
  return {
    lineCount: table.to.length, lines: table, groups: builder.groups, rules: builder.finishRules(),
    sitemaps: builder.sitemaps, others: builder.others, outOfGroup: builder.outOfGroup,
  };
}

/**
 * Lex and handle every line from `row` (starting at text offset `pos`) to the last; the table's
 * `to` column holds each line's end. Returns where the records stood before the line holding
 * text offset `mark` (null when it is past the text).
 */
function readLines(r: Reading, row: number, pos: number, mark: number): CutCheckpoint | null {
  const { text, spec, table, builder, cursor } = r;
  const n = text.length;
  const rows = table.to.length;
  let stop: CutCheckpoint | null = null;
  for (; row < rows; row++) {
    const i = table.to[row];
    let eol = EOL_NONE;
    let next = i;
    if (i < n) {
      const crlf = text.charCodeAt(i) === 0x0d && text.charCodeAt(i + 1) === 0x0a;
      eol = crlf ? EOL_CRLF : text.charCodeAt(i) === 0x0d ? EOL_CR : EOL_LF;
      next = i + (crlf ? 2 : 1);
    }
    if (next > mark && stop === null) stop = { row, pos, records: builder.checkpoint() };
    const kind = lexRow(table, row, text, pos, i, spec, cursor);
    table.eol[row] = eol;
    if (kind === ALLOW || kind === DISALLOW) addRule(r, row, kind === ALLOW);
    else if (kind !== COMMENT && kind !== BLANK) handleLine(r, row, kind);
    else if (kind === BLANK && spec.blankLineEndsGroup) builder.endGroup();
    else if (kind === BLANK && spec.blankLineEndsAgents) builder.endAgentList();
    pos = next;
  }
  return stop;
}

/**
 * An allow or disallow line (row `row` of the table): its rule. The value and the pattern the
 * profile compares are kept as strings only where they are not the line's value text.
 */
function addRule(r: Reading, row: number, allow: boolean): void {
  const { text, table: t, spec, builder } = r;
  const from = t.valueFrom[row];
  const to = t.valueTo[row];
  // Normalising leaves an ASCII value without `%` as it is, unless the profile escapes a literal
  // `*` or `$`; most values are such, also in files with other characters in comments. (An ASCII
  // line is never cut inside a character, so no split bytes follow the value either.) Where the
  // profile decodes no escape (google), it changes only an escape with a lower-case hex digit:
  // the corpus's small files have 1,968 rules with a `%` (Wikipedia's `/wiki/Spezial%3A`),
  // normalised a character at a time they took a twentieth of those files' parse.
  const split = valueWithSplitBytes(r, row);
  const percent = r.cursor.percent.from(from);
  const sameEscapes = percent >= to || (spec.normalise.decode === 'none' && escapesUpperCase(r, percent, to));
  if (!spec.normalise.escapeLiteralSpecials && sameEscapes && split === null && (r.ascii || isAscii(r, from, to))) {
    const index = builder.rule(row + 1, allow, null, null);
    if (r.everyPath !== null && mayChooseEveryPath(text, from, to)) r.everyPath.push(index);
    return;
  }
  const written = text.slice(from, to);
  const value = split ?? written;
  const pattern = normalisePattern(value, spec);
  const own = value !== written || pattern !== value;
  const index = builder.rule(row + 1, allow, value === written ? null : value, pattern === value ? null : pattern);
  // A rule with strings of its own is asked again of them by each check (everyPathCandidates).
  if (r.everyPath !== null && (own || mayChooseEveryPath(text, from, to))) r.everyPath.push(index);
}

/**
 * Is every `%` escape of text[p, to) (p: its first `%`) written in upper case (`%3A`, not `%3a`)?
 * Each `%` is found by the parse's forward cursor (one native search each), so the value is not
 * read a character at a time; an escape the value's end cuts short (`%a` then the end) is not one.
 */
function escapesUpperCase(r: Reading, p: number, to: number): boolean {
  const { text } = r;
  while (p < to) {
    if (p + 2 < to) {
      const a = text.charCodeAt(p + 1);
      const b = text.charCodeAt(p + 2);
      if (isHexCode(a) && isHexCode(b) && (a >= 0x61 || b >= 0x61)) return false;
    }
    p = r.cursor.percent.from(p + 1);
  }
  return true;
}

/** 0-9, A-F, a-f. */
function isHexCode(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/**
 * Is text[from, to) all ASCII? Asked of every rule in a text that is not (47 of the corpus's
 * small files, their comments in Japanese, Russian...): a loop of charCodeAt over each value
 * was a twentieth of their parse; one forward search finds each character outside ASCII once.
 */
function isAscii(r: Reading, from: number, to: number): boolean {
  return (r.nonAscii ??= new NextMatch(r.text, /[^\x00-\x7f]/g)).from(from) >= to;
}

/** A rule's or user-agent's value where Google's line cut splits a character (lineSpans.ts, splitValue), or null. */
function valueWithSplitBytes(r: Reading, row: number): string | null {
  // An ASCII text has none: asked first, so its rules do not read four columns for nothing.
  if (r.ascii) return null;
  const t = r.table;
  return splitValue(r.text, t.from[row], t.to[row], t.valueFrom[row], t.commentFrom[row], r.spec, r.ascii);
}

/** Any line but a rule (the loop handles those): records user-agent, sitemap and unused-key lines; others change nothing. */
function handleLine(r: Reading, row: number, kind: number): void {
  const { text, table: t, builder } = r;
  const line = row + 1;
  if (kind === USER_AGENT) {
    // `*` followed by split bytes is not the global group (robots.cc HandleUserAgent).
    const v = valueWithSplitBytes(r, row) ?? text.slice(t.valueFrom[row], t.valueTo[row]);
    builder.userAgent(line, v, agentToken(v, r.spec));
  } else if (kind === SITEMAP) builder.sitemaps.push({ line, url: text.slice(t.valueFrom[row], t.valueTo[row]) });
  else if (kind === UNUSED) {
    builder.others.push({ line, key: text.slice(t.keyFrom[row], t.keyTo[row]), value: text.slice(t.valueFrom[row], t.valueTo[row]), group: builder.currentIndex });
  }
}

/**
 * Does Google's crawler miss the rule on `line`, wholly or in part? It reads only the first
 * 500 KiB (RFC 9309 2.5): a rule whose value runs past that point is cut, later ones are unread.
 */
export function pastSizeLimit(parsed: ParsedRobots, line: number): boolean {
  const limit = parsed.sizeLimit;
  return limit !== null && line >= limit.line && parsed.lines.valueTo[line - 1] > limit.offset;
}

/** The 1-based line holding a text offset (binary search over line starts). */
export function lineOfOffset(parsed: ParsedRobots, offset: number): number {
  return lastAtOrBefore(parsed.lines.from, offset) + 1;
}

/** One line of a parse, as a LexedLine (1-based line number). */
export function lineAt(parsed: ParsedRobots, line: number): LexedLine {
  return lineFromTable(parsed.lines, line);
}
