/**
 * Lines -> groups, rules, sitemaps and other records. Like google/robotstxt's ParseRobotsTxt,
 * the text is split on LF, CR and CRLF (each one break), every line is lexed and then handled in
 * order; unlike it, every line is kept (spans, kind, line ending) so an editor can show it.
 * Parsing never throws: any string or any bytes give a result.
 */
import { decodeRobots, leadingBytes, utf8Length } from './decode.ts';
import { isSpaceCode, KIND, LexCursor, lexRow, valueAtCut } from './lex.ts';
import { allocateLineTable, lineFromTable } from './lineTable.ts';
import { emptyRuleTable, RuleTableBuilder } from './ruleTable.ts';
import { normalisePattern } from './pattern.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import {
  LINE_ENDINGS, type Encoding, type Group, type InvalidByte, type LexedLine, type ParsedRobots,
  type ParseOptions, type SizeLimit,
} from './types.ts';
import { leadingToken } from './url.ts';

/** RFC 9309 2.5: crawlers must parse at least 500 KiB; Google's crawler stops there. */
export const SIZE_LIMIT_BYTES = 500 * 1024;

const NON_ASCII = /[^\x00-\x7f]/;
/** Anything but printable ASCII, tab and line breaks: what the character checks look for. */
const UNUSUAL = /[^\x09\x0a\x0d\x20-\x7e]/;
const EOL_NONE = LINE_ENDINGS.indexOf('none');
const EOL_LF = LINE_ENDINGS.indexOf('lf');
const EOL_CR = LINE_ENDINGS.indexOf('cr');
const EOL_CRLF = LINE_ENDINGS.indexOf('crlf');

interface Source {
  text: string;
  /** Every character is ASCII (then a character is a byte). */
  ascii: boolean;
  printable: boolean;
  byteLength: number;
  encoding: Encoding;
  invalidBytes: InvalidByte[];
}

function readSource(input: string | Uint8Array): Source {
  if (typeof input === 'string') {
    // Most files are ASCII: then bytes and characters are the same count.
    const printable = !UNUSUAL.test(input);
    const ascii = printable || !NON_ASCII.test(input);
    return { text: input, ascii, printable, byteLength: ascii ? input.length : utf8Length(input), encoding: 'utf-8', invalidBytes: [] };
  }
  const d = decodeRobots(input);
  const printable = !UNUSUAL.test(d.text);
  const ascii = printable || (d.text.length === input.length && !NON_ASCII.test(d.text));
  return { text: d.text, ascii, printable, byteLength: input.length, encoding: d.encoding, invalidBytes: d.invalidBytes };
}

/**
 * How many leading characters stand for the BOM bytes Google skips: U+FEFF (EF BB BF), or the
 * escaped bytes of a partial BOM (EF, EF BB).
 */
export function bomChars(text: string): { chars: number; bytes: number } {
  if (text.charCodeAt(0) === 0xfeff) return { chars: 1, bytes: 3 };
  if (text.charCodeAt(0) !== 0xdcef) return { chars: 0, bytes: 0 };
  return text.charCodeAt(1) === 0xdcbb ? { chars: 2, bytes: 2 } : { chars: 1, bytes: 1 };
}

/** The token a user-agent value names, as the profile reads it. */
export function agentToken(value: string, spec: ProfileSpec): string {
  // robots.cc HandleUserAgent: `*` followed by whitespace and anything is still the global group.
  if (value[0] === '*' && (value.length === 1 || isSpaceCode(value.charCodeAt(1)))) return '*';
  return spec.agentMatch === 'token' ? leadingToken(value) : value;
}

class GroupBuilder {
  readonly groups: Group[] = [];
  readonly rules: RuleTableBuilder;
  readonly outOfGroup: number[] = [];
  private current: Group | null = null;
  private currentHasRules = false;

  constructor(lineCount: number) {
    this.rules = new RuleTableBuilder(lineCount);
  }

  userAgent(line: number, value: string, token: string): void {
    if (!this.current || this.currentHasRules) {
      this.current = { index: this.groups.length, userAgents: [], rules: [], startLine: line, endLine: line };
      this.groups.push(this.current);
      this.currentHasRules = false;
    }
    this.current.userAgents.push({ line, value, token });
    this.current.endLine = line;
  }

  /** A rule; `value` and `pattern` only where they are not the line's value text (see RuleTable). */
  rule(line: number, allow: boolean, value: string | null, pattern: string | null): void {
    const group = this.current ? this.current.index : -1;
    const index = this.rules.add(line, allow, group, value, pattern);
    if (!this.current) {
      this.outOfGroup.push(line);
      return;
    }
    this.current.rules.push(index);
    this.current.endLine = line;
    this.currentHasRules = true;
  }

  /** 1996 draft: a blank line ends the record. */
  endGroup(): void {
    this.current = null;
  }

  get currentIndex(): number {
    return this.current ? this.current.index : -1;
  }
}

export function parseRobots(input: string | Uint8Array, options: ParseOptions = {}): ParsedRobots {
  const spec = profileSpec(options.profile);
  const src = readSource(input instanceof Uint8Array || typeof input === 'string' ? input : String(input ?? ''));
  const { text } = src;
  const bom = bomChars(text);
  const ends = lineEnds(text, bom.chars);
  const table = allocateLineTable(ends.length);
  const builder = new GroupBuilder(ends.length);
  const parsed: ParsedRobots = {
    profile: spec.name, text, printableAscii: src.printable, byteLength: src.byteLength, bomBytes: bom.bytes, encoding: src.encoding,
    invalidBytes: src.invalidBytes, lineCount: ends.length, lines: table, groups: builder.groups,
    // The rule columns and the size limit are set once every line is read.
    rules: emptyRuleTable(), sitemaps: [], others: [], outOfGroup: builder.outOfGroup, sizeLimit: null,
  };
  const cursor = new LexCursor(text, spec);
  const n = text.length;
  let pos = bom.chars;
  for (let row = 0; row < ends.length; row++) {
    const i = ends[row];
    let eol = EOL_NONE;
    let next = i;
    if (i < n) {
      const crlf = text.charCodeAt(i) === 0x0d && text.charCodeAt(i + 1) === 0x0a;
      eol = crlf ? EOL_CRLF : text.charCodeAt(i) === 0x0d ? EOL_CR : EOL_LF;
      next = i + (crlf ? 2 : 1);
    }
    const kind = lexRow(table, row, text, pos, i, spec, cursor);
    table.eol[row] = eol;
    if (kind === KIND.allow || kind === KIND.disallow) addRule(parsed, builder, row, kind === KIND.allow, spec, src.ascii, cursor);
    else if (kind !== KIND.comment && kind !== KIND.blank) handleLine(parsed, builder, row, kind, spec);
    else if (kind === KIND.blank && spec.blankLineEndsGroup) builder.endGroup();
    pos = next;
  }
  parsed.rules = builder.rules.finish();
  parsed.sizeLimit = findSizeLimit(parsed);
  return parsed;
}

/**
 * Where each line's content ends (its line break, or the text's end for the last line), the way
 * Google splits lines: LF, CR and CRLF each end one. Found once, before lexing, so the line
 * table is sized exactly.
 */
function lineEnds(text: string, from: number): Int32Array {
  const ends = new GrowingInts((text.length >> 5) + 16);
  if (text.indexOf('\r', from) < 0) {
    // Without any CR, a native indexOf finds each line end.
    for (let i = text.indexOf('\n', from); i >= 0; i = text.indexOf('\n', i + 1)) ends.push(i);
  } else {
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a) ends.push(i);
      else if (c === 0x0d) {
        ends.push(i);
        if (text.charCodeAt(i + 1) === 0x0a) i++;
      }
    }
  }
  ends.push(text.length);
  return ends.values();
}

/** An Int32Array that doubles as it fills: a list of offsets without a JS array's boxes. */
class GrowingInts {
  private a: Int32Array;
  private n = 0;
  constructor(capacity: number) {
    this.a = new Int32Array(capacity);
  }
  push(x: number): void {
    if (this.n === this.a.length) {
      const bigger = new Int32Array(this.a.length * 2);
      bigger.set(this.a);
      this.a = bigger;
    }
    this.a[this.n++] = x;
  }
  values(): Int32Array {
    return this.a.subarray(0, this.n);
  }
}

/**
 * An allow or disallow line (row `row` of the table): its rule. The value and the pattern the
 * profile compares are kept as strings only where they are not the line's value text.
 */
function addRule(parsed: ParsedRobots, builder: GroupBuilder, row: number, allow: boolean, spec: ProfileSpec, ascii: boolean, cursor: LexCursor): void {
  const { text, lines: t } = parsed;
  const from = t.valueFrom[row];
  const to = t.valueTo[row];
  // Normalising leaves an ASCII value without `%` as it is, unless the profile escapes a literal
  // `*` or `$`; most values are such. (An ASCII line is never cut inside a character, so no split
  // bytes follow the value either.)
  if (ascii && !spec.normalise.escapeLiteralSpecials && cursor.percent.from(from) >= to) {
    builder.rule(row + 1, allow, null, null);
    return;
  }
  const written = text.slice(from, to);
  const value = valueWithSplitBytes(parsed, row, spec) ?? written;
  const pattern = normalisePattern(value, spec);
  builder.rule(row + 1, allow, value === written ? null : value, pattern === value ? null : pattern);
}

/**
 * A value running into Google's 16,663-byte line cut ends in the kept bytes of a split character
 * (see valueAtCut), or null when the value is its text.
 */
function valueWithSplitBytes(parsed: ParsedRobots, row: number, spec: ProfileSpec): string | null {
  const t = parsed.lines;
  if (spec.maxLineBytes === 0 || t.to[row] - t.from[row] <= spec.maxLineBytes / 3 || t.commentFrom[row] >= 0) return null;
  return valueAtCut(parsed.text, t.from[row], t.to[row], t.valueFrom[row], spec);
}

/** Any line but a rule (the loop handles those): records user-agent, sitemap and unused-key lines; others change nothing. */
function handleLine(parsed: ParsedRobots, builder: GroupBuilder, row: number, kind: number, spec: ProfileSpec): void {
  const { text, lines: t } = parsed;
  const line = row + 1;
  const value = (): string => text.slice(t.valueFrom[row], t.valueTo[row]);
  if (kind === KIND.userAgent) {
    // `*` followed by split bytes is not the global group (robots.cc HandleUserAgent).
    const v = valueWithSplitBytes(parsed, row, spec) ?? value();
    builder.userAgent(line, v, agentToken(v, spec));
  } else if (kind === KIND.sitemap) parsed.sitemaps.push({ line, url: value() });
  else if (kind === KIND.unused) {
    parsed.others.push({ line, key: text.slice(t.keyFrom[row], t.keyTo[row]), value: value(), group: builder.currentIndex });
  }
}

/** Where byte SIZE_LIMIT_BYTES falls (see ParsedRobots.sizeLimit), or null for a smaller file. */
function findSizeLimit(parsed: ParsedRobots): SizeLimit | null {
  if (parsed.byteLength <= SIZE_LIMIT_BYTES) return null;
  const { text } = parsed;
  if (!NON_ASCII.test(text)) {
    return { line: lineOfOffset(parsed, SIZE_LIMIT_BYTES), offset: SIZE_LIMIT_BYTES, splitBytes: '' };
  }
  let bytes = 0;
  let offset = 0;
  // One char stands for 1 to 4 bytes (a surrogate pair for 4).
  while (offset < text.length) {
    const size = charSize(text, offset);
    if (bytes + size > SIZE_LIMIT_BYTES) break;
    bytes += size;
    offset += size === 4 ? 2 : 1;
  }
  const kept = SIZE_LIMIT_BYTES - bytes;
  return { line: lineOfOffset(parsed, offset), offset, splitBytes: kept > 0 ? leadingBytes(text, offset, kept) : '' };
}

function charSize(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  // A surrogate pair is 4 bytes; a lone high surrogate is written as U+FFFD, 3 bytes.
  if (c >= 0xd800 && c <= 0xdbff) return (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 4 : 3;
  if (c >= 0xdc80 && c <= 0xdcff) return 1;
  return 3;
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
  const from = parsed.lines.from;
  let lo = 0;
  let hi = from.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (from[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** One line of a parse, as a LexedLine (1-based line number). */
export function lineAt(parsed: ParsedRobots, line: number): LexedLine {
  return lineFromTable(parsed.lines, line);
}
