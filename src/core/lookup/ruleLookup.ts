/**
 * Which of a crawler's rules match a path: the lookup's one query.
 *
 * A few checks scan the rules directly: in the editor every keystroke makes a new parse that is
 * checked against a handful of URLs, and building an index would cost more than it saves. From
 * the `indexAfter`-th check on, the rules are indexed (ruleIndex.ts), so long runs of checks
 * (the CLI's batch, the benchmark) walk the path once instead.
 */
import type { RuleMatch, RuleQuery } from '../types.ts';
import { indexEntry, RuleIndex, type IndexEntry } from './ruleIndex.ts';
import { planScan, scan, type LookupRules, type ScanPlan } from './ruleScan.ts';

export interface LookupOptions {
  /** Whether `*` and a final `$` are special in patterns (else a pattern is a plain prefix). */
  wildcards: boolean;
  /** Checks answered by a scan before the rules are indexed (0: index from the first check). */
  indexAfter: number;
}

/**
 * Where a lookup gets its rules: as columns when a check first needs them, and, optionally, the
 * answer to the first check without them (the caller reads the rules in place), so a parse
 * checked once builds nothing. An object rather than two closures: one is made per crawler and
 * parse, and a crawler checks one URL per file.
 */
export interface RuleSource {
  load(): LookupRules;
  /** When given, answers the first check by reading the rules where they are. */
  scanInPlace?(path: string, out: RuleMatch[]): void;
}

export class RuleLookup implements RuleQuery {
  private rules: LookupRules | null = null;
  private plan: ScanPlan | null = null;
  private index: RuleIndex | null = null;
  private checks = 0;

  constructor(
    private readonly source: RuleSource,
    private readonly options: LookupOptions,
  ) {}

  /** Every rule that matches `path`, pushed onto `out` (in no particular order). */
  collect(path: string, out: RuleMatch[]): void {
    if (this.checks === 0 && this.source.scanInPlace !== undefined && this.options.indexAfter > 0) {
      this.checks = 1;
      this.source.scanInPlace(path, out);
      return;
    }
    if (this.index === null && ++this.checks > this.options.indexAfter) this.index = buildIndex((this.rules ??= this.source.load()), this.options.wildcards);
    if (this.index !== null) {
      const from = out.length;
      this.index.collect(path, out);
      if (this.index.hasImplied) dropImpliedOfMatched(out, from);
    } else {
      const rules = (this.rules ??= this.source.load());
      scan(rules, (this.plan ??= planScan(rules, this.options.wildcards)), this.options.wildcards, path, out);
    }
  }
}

/**
 * The index holds an implied `<dir>/$` as an entry of its own, so it finds it even where its
 * rule matched too: a `*` in the directory lets `/a/index.htm/` match both the rule and its `<dir>/$`. robots.cc HandleAllow tries the
 * implied pattern only when the rule's own does not match: drop those, as the scan never adds them.
 */
function dropImpliedOfMatched(out: RuleMatch[], from: number): void {
  let implied = false;
  for (let i = from; i < out.length && !implied; i++) implied = out[i].implied;
  if (!implied) return;
  const matched = new Set<number>();
  for (let i = from; i < out.length; i++) if (!out[i].implied) matched.add(out[i].rule);
  let kept = from;
  for (let i = from; i < out.length; i++) if (!(out[i].implied && matched.has(out[i].rule))) out[kept++] = out[i];
  out.length = kept;
}

function buildIndex(rules: LookupRules, wildcards: boolean): RuleIndex {
  const entries: IndexEntry[] = [];
  for (let k = 0; k < rules.pattern.length; k++) {
    const allow = rules.allow[k] === 1;
    entries.push(indexEntry(rules.rule[k], rules.line[k], allow, rules.pattern[k], wildcards, false));
    const implied = rules.implied[k];
    if (implied !== null) entries.push(indexEntry(rules.rule[k], rules.line[k], true, implied, wildcards, true));
  }
  return new RuleIndex(entries);
}
