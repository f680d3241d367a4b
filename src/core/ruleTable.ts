/**
 * The allow/disallow rules of a parse, as columns. A 500 KiB file has ~20,000 rules: one object
 * and one string per rule would be ~40,000 heap objects that every garbage collection during a
 * parse copies, and a parse would spend a fifth of its time making them. Columns in typed arrays
 * are three allocations, and a rule's value and pattern are read from the text on demand: in
 * nearly every file a rule's pattern is exactly its line's value (ASCII, no `%`), so only the
 * exceptions are kept as strings.
 */
import type { ParsedRobots, Rule, RuleTable } from './types.ts';

/** Filled by the parser, one rule at a time in line order. */
export class RuleTableBuilder {
  private readonly line: Int32Array;
  private readonly allow: Uint8Array;
  private readonly group: Int32Array;
  private readonly ownValues = new Map<number, string>();
  private readonly ownPatterns = new Map<number, string>();
  private count = 0;

  /** `capacity`: at most this many rules (the line count is always enough). */
  constructor(capacity: number) {
    this.line = new Int32Array(capacity);
    this.allow = new Uint8Array(capacity);
    this.group = new Int32Array(capacity);
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

  /** The table, trimmed: views when at least half the capacity is used, else copies. */
  finish(): RuleTable {
    const n = this.count;
    const view = n * 2 >= this.line.length;
    const trim = <T extends Int32Array | Uint8Array>(a: T): T => (view ? a.subarray(0, n) : a.slice(0, n)) as T;
    return { length: n, line: trim(this.line), allow: trim(this.allow), group: trim(this.group), ownValues: this.ownValues, ownPatterns: this.ownPatterns };
  }
}

export function emptyRuleTable(): RuleTable {
  return new RuleTableBuilder(0).finish();
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

/** Rule `i` as one object (for a caller that wants every field). */
export function ruleAt(parsed: ParsedRobots, i: number): Rule {
  const { rules } = parsed;
  return { line: rules.line[i], allow: rules.allow[i] === 1, value: ruleValue(parsed, i), pattern: rulePattern(parsed, i), group: rules.group[i] };
}
