/**
 * The records a parse collects line by line: groups and their rules, sitemaps, other keys,
 * rules before any group. A checkpoint holds where they stood before one line, so the parse of
 * what Googlebot reads (googlebotView.ts) takes over every line before the 500 KiB cut from the
 * whole file's parse and reads only the cut line afresh.
 */
import { RuleTableBuilder } from './ruleTable.ts';
import type { Group, OtherRecord, RecordsCheckpoint, RuleTable, Sitemap } from './types.ts';

/** The largest array `new Array(n)` makes with room for n elements (V8's kInitialMaxFastElementArray is 100,000). */
const SIZED_MAX = 50_000;

export class GroupBuilder {
  groups: Group[] = [];
  sitemaps: Sitemap[] = [];
  others: OtherRecord[] = [];
  outOfGroup: number[] = [];
  private current: Group | null = null;
  private currentHasRules = false;
  /**
   * The open group's rules, the table's indices [currentFirst, currentFirst + currentCount): a
   * group's rules are added one after another, so its array is made once, at its full size, when
   * the group closes (closeCurrent). Pushed one by one, the arrays of a 500 KiB file's 20,000 rules
   * grew by copies: 0.5 MB of garbage a parse, a fifth of what a parse and diagnose allocate.
   */
  private currentFirst = 0;
  private currentCount = 0;

  constructor(readonly rules: RuleTableBuilder) {}

  userAgent(line: number, value: string, token: string): void {
    const agent = { line, value, token };
    if (!this.current || this.currentHasRules) {
      this.closeCurrent();
      // The first agent in the literal: an array made empty and pushed to reserves 17 slots,
      // and most groups name one agent (a small file's parse made more of these than of anything).
      this.current = { index: this.groups.length, userAgents: [agent], rules: [], startLine: line, endLine: line };
      this.groups.push(this.current);
      this.currentHasRules = false;
      this.currentCount = 0;
      return;
    }
    this.current.userAgents.push(agent);
    this.current.endLine = line;
  }

  /** A rule; `value` and `pattern` only where they are not the line's value text (see RuleTable). Returns its index. */
  rule(line: number, allow: boolean, value: string | null, pattern: string | null): number {
    const group = this.current ? this.current.index : -1;
    const index = this.rules.add(line, allow, group, value, pattern);
    if (!this.current) {
      this.outOfGroup.push(line);
      return index;
    }
    if (this.currentCount++ === 0) this.currentFirst = index;
    this.current.endLine = line;
    this.currentHasRules = true;
    return index;
  }

  /** 1996 draft: a blank line ends the record. */
  endGroup(): void {
    this.closeCurrent();
    this.current = null;
  }

  /** A blank line while the open group has no rule yet ends it (ProfileSpec blankLineEndsAgents). */
  endAgentList(): void {
    if (!this.currentHasRules) this.current = null;
  }

  /** The open group's rules array, made at its size (see currentFirst). */
  private closeCurrent(): void {
    const n = this.currentCount;
    if (this.current === null || n === 0) return;
    this.currentCount = 0;
    const first = this.currentFirst;
    const rules = this.current.rules;
    // A resumed group (resume) already holds its first rules; past SIZED_MAX, `new Array(n)`
    // would make a dictionary, not an array.
    if (rules.length > 0 || n > SIZED_MAX) {
      for (let i = 0; i < n; i++) rules.push(first + i);
      return;
    }
    const sized = new Array<number>(n);
    for (let i = 0; i < n; i++) sized[i] = first + i;
    this.current.rules = sized;
  }

  get currentIndex(): number {
    return this.current ? this.current.index : -1;
  }

  finishRules(): RuleTable {
    this.closeCurrent();
    return this.rules.finish();
  }

  checkpoint(): RecordsCheckpoint {
    const c = this.current;
    return {
      groups: this.groups.length, rules: this.rules.length, sitemaps: this.sitemaps.length, others: this.others.length,
      outOfGroup: this.outOfGroup.length, current: c ? c.index : -1, currentAgents: c ? c.userAgents.length : 0,
      currentRules: c ? c.rules.length + this.currentCount : 0, currentEnd: c ? c.endLine : 0, currentHasRules: this.currentHasRules,
    };
  }

  /**
   * The builder `from`'s records as they stood at `at`, its rules copied into `rules`: groups
   * finished by then are shared (a parse never changes them again), the open one is copied.
   */
  static resume(at: RecordsCheckpoint, groups: Group[], from: { sitemaps: Sitemap[]; others: OtherRecord[]; outOfGroup: number[] }, rules: RuleTableBuilder): GroupBuilder {
    const b = new GroupBuilder(rules);
    b.groups = groups.slice(0, at.groups);
    if (at.current >= 0) {
      const g = groups[at.current];
      const copy: Group = {
        index: g.index, userAgents: g.userAgents.slice(0, at.currentAgents), rules: g.rules.slice(0, at.currentRules),
        startLine: g.startLine, endLine: at.currentEnd,
      };
      b.groups[at.current] = copy;
      b.current = copy;
    }
    b.currentHasRules = at.currentHasRules;
    b.sitemaps = from.sitemaps.slice(0, at.sitemaps);
    b.others = from.others.slice(0, at.others);
    b.outOfGroup = from.outOfGroup.slice(0, at.outOfGroup);
    return b;
  }
}
