/**
 * The allow/disallow rules of a parse, as columns. A 500 KiB file has ~20,000 rules: one object
 * and one string per rule would be ~40,000 heap objects that every garbage collection during a
 * parse copies, and a parse would spend a fifth of its time making them. Columns in typed arrays
 * are three allocations, and a rule's value and pattern are read from the text on demand: in
 * nearly every file a rule's pattern is exactly its line's value (ASCII, no `%`), so only the
 * exceptions are kept as strings.
 */
import type { ParsedRobots, Rule, RuleTable } from './types.ts';

/** Bytes of the rule columns for `capacity` rules: line and group (32-bit), allow (a byte). */
export function ruleColumnBytes(capacity: number): number {
  return 9 * capacity;
}

/** Filled by the parser, one rule at a time in line order. */
export class RuleTableBuilder {
  private readonly line: Int32Array;
  private readonly allow: Uint8Array;
  private readonly group: Int32Array;
  private ownValues = new Map<number, string>();
  private ownPatterns = new Map<number, string>();
  private count = 0;

  /**
   * `capacity`: at most this many rules (the line count is always enough). The columns live in
   * `buffer` from byte `at` (a multiple of 4), ruleColumnBytes(capacity) bytes: the parser gives
   * one buffer for the line table and the rules, since each new buffer costs more than a small
   * file's whole parse.
   */
  constructor(capacity: number, buffer = new ArrayBuffer(ruleColumnBytes(capacity)), at = 0) {
    this.line = new Int32Array(buffer, at, capacity);
    this.group = new Int32Array(buffer, at + 4 * capacity, capacity);
    this.allow = new Uint8Array(buffer, at + 8 * capacity, capacity);
  }

  get length(): number {
    return this.count;
  }

  /**
   * Add a rule; `value` and `pattern` are given only where they differ from the line's value
   * text (null: read it from the text). Returns the rule's index.
   */
  add(line: number, allow: boolean, group: number, value: string | null, pattern: string | null): number {
    const i = this.count++;
    this.line[i] = line;
    this.allow[i] = allow ? 1 : 0;
    this.group[i] = group;
    if (value !== null) this.ownValues.set(i, value);
    if (pattern !== null) this.ownPatterns.set(i, pattern);
    return i;
  }

  /** Start with the first `n` rules of `table` (empty so far). */
  copyFrom(table: RuleTable, n: number): void {
    this.line.set(table.line.subarray(0, n));
    this.allow.set(table.allow.subarray(0, n));
    this.group.set(table.group.subarray(0, n));
    for (const [i, v] of table.ownValues) if (i < n) this.ownValues.set(i, v);
    for (const [i, p] of table.ownPatterns) if (i < n) this.ownPatterns.set(i, p);
    this.count = n;
  }

  /** The table: views of the first `length` entries. */
  finish(): RuleTable {
    const n = this.count;
    const { buffer, byteOffset } = this.line;
    return {
      length: n, line: new Int32Array(buffer, byteOffset, n), allow: new Uint8Array(buffer, this.allow.byteOffset, n),
      group: new Int32Array(buffer, this.group.byteOffset, n), ownValues: this.ownValues, ownPatterns: this.ownPatterns,
    };
  }
}

/** Rule `i`'s value where it is not its line's value text (see RuleTable), else undefined. */
export function ownValue(parsed: ParsedRobots, i: number): string | undefined {
  return parsed.rules.ownValues.size > 0 ? parsed.rules.ownValues.get(i) : undefined;
}

/**
 * Rule `i`'s value as written: its line's value text (comment and surrounding whitespace
 * removed), plus, on a line cut at Google's limit inside a character, that character's kept bytes.
 */
export function ruleValue(parsed: ParsedRobots, i: number): string {
  const { rules, lines, text } = parsed;
  const own = ownValue(parsed, i);
  if (own !== undefined) return own;
  const row = rules.line[i] - 1;
  return text.slice(lines.valueFrom[row], lines.valueTo[row]);
}

/** Rule `i`'s pattern: what the profile actually matches (see Rule.pattern). */
export function rulePattern(parsed: ParsedRobots, i: number): string {
  const own = parsed.rules.ownPatterns.size > 0 ? parsed.rules.ownPatterns.get(i) : undefined;
  return own ?? ruleValue(parsed, i);
}

/** Is rule `i`'s pattern its line's value text itself (so it can be read in place)? */
export function patternIsText(parsed: ParsedRobots, i: number): boolean {
  const { rules } = parsed;
  return (rules.ownPatterns.size === 0 || !rules.ownPatterns.has(i)) && (rules.ownValues.size === 0 || !rules.ownValues.has(i));
}

/** `Disallow: /x`: rule `i` as every view names it (compare, diff, exports). */
export function ruleText(parsed: ParsedRobots, i: number): string {
  return `${parsed.rules.allow[i] === 1 ? 'Allow' : 'Disallow'}: ${ruleValue(parsed, i)}`;
}

/**
 * The rule on `line` as ruleText writes it, found by halving (rules are in line order); '' when
 * no rule of `parsed` is on that line. What a line decides as read: `Dissallow: /x` under Google's
 * reading is `Disallow: /x`, as `Disallow:  /x` is.
 */
export function ruleTextOnLine(parsed: ParsedRobots, line: number): string {
  const { rules } = parsed;
  let lo = 0;
  let hi = rules.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rules.line[mid] < line) lo = mid + 1;
    else hi = mid;
  }
  return rules.length > 0 && rules.line[lo] === line ? ruleText(parsed, lo) : '';
}

/** Rule `i` as one object (for a caller that wants every field). */
export function ruleAt(parsed: ParsedRobots, i: number): Rule {
  const { rules } = parsed;
  return { line: rules.line[i], allow: rules.allow[i] === 1, value: ruleValue(parsed, i), pattern: rulePattern(parsed, i), group: rules.group[i] };
}
