/**
 * The rules that apply to one crawler in one parse, and how a check finds the ones that match.
 *
 * A few checks scan those rules directly: in the editor every keystroke makes a new parse that
 * is checked against a handful of URLs, and building an index would cost more than it saves.
 * From the `tuning.indexAfter`-th check on, the rules are indexed (ruleIndex.ts), so long runs
 * of checks (the CLI's batch, the benchmark) walk the path once instead.
 */
import { chooseGroups, type GroupChoice } from './groups.ts';
import { matchPattern } from './pattern.ts';
import type { ProfileSpec } from './profiles/index.ts';
import { indexEntry, RuleIndex, type IndexEntry } from './ruleIndex.ts';
import { rulePattern } from './ruleTable.ts';
import type { ParsedRobots, RuleMatch } from './types.ts';

/** Checks per crawler and parse answered by a scan before the rules are indexed. */
export const tuning = { indexAfter: 16 };

export interface AgentRules extends GroupChoice {
  /** Indices into parsed.rules of the applying groups' rules, in file order. */
  rules: Int32Array;
  /** For the scan, per rule: its shape (plain prefix or not), pattern and implied index.htm pattern. */
  scanPlan: ScanPlan | null;
  index: RuleIndex | null;
  checks: number;
}

interface ScanPlan {
  /** 1: compare with startsWith; 2: match with `*`/`$`; 0: skip (1996 draft's empty rule). */
  shape: Uint8Array;
  /** Each rule's pattern, read once for every check the scan answers. */
  pattern: string[];
  implied: (string | null)[];
  /**
   * The character a path needs at offset 1 for the rule to match, or -1 when the pattern does
   * not fix one: most rules differ from most paths right there, so the scan skips them cheaply.
   */
  second: Int32Array;
}

/** Per parse: single tokens by the token itself (its hash stays cached), chains by their JSON. */
interface PerFile {
  tokens: Map<string, AgentRules>;
  chains: Map<string, AgentRules>;
}
const cache = new WeakMap<ParsedRobots, PerFile>();

/** The last answer: runs of checks ask for the same crawler on the same parse again and again. */
let last: { parsed: ParsedRobots | null; agent: string | readonly string[]; rules: AgentRules | null } = { parsed: null, agent: '', rules: null };

export function agentRules(parsed: ParsedRobots, agent: string | readonly string[], spec: ProfileSpec): AgentRules {
  if (last.parsed === parsed && last.agent === agent) return last.rules!;
  const rules = lookUp(parsed, agent, spec);
  last = { parsed, agent, rules };
  return rules;
}

function lookUp(parsed: ParsedRobots, agent: string | readonly string[], spec: ProfileSpec): AgentRules {
  let perFile = cache.get(parsed);
  if (!perFile) cache.set(parsed, (perFile = { tokens: new Map(), chains: new Map() }));
  const single = typeof agent === 'string';
  const map = single ? perFile.tokens : perFile.chains;
  const key = single ? agent : JSON.stringify(agent);
  let found = map.get(key);
  if (!found) {
    const chain = single ? [agent] : agent.length > 0 ? agent : [''];
    const choice = chooseGroups(parsed, chain, spec);
    // Merged groups interleave in the file: a numeric sort puts their rules back in file order.
    const rules = Int32Array.from(choice.groups.flatMap((g) => parsed.groups[g].rules));
    if (choice.groups.length > 1) rules.sort();
    found = { ...choice, rules, scanPlan: null, index: null, checks: 0 };
    map.set(key, found);
  }
  return found;
}

/** Every rule of `ar` that matches `path`, pushed onto `out` (in no particular order). */
export function collectMatches(parsed: ParsedRobots, ar: AgentRules, spec: ProfileSpec, path: string, out: RuleMatch[]): void {
  if (!ar.index && ++ar.checks > tuning.indexAfter) ar.index = buildIndex(parsed, ar.rules, spec);
  if (ar.index) ar.index.collect(path, out);
  else scan(parsed, ar, (ar.scanPlan ??= planScan(parsed, ar.rules, spec)), spec, path, out);
}

function matches(pattern: string, path: string, spec: ProfileSpec): boolean {
  return spec.wildcards ? matchPattern(pattern, path) : path.startsWith(pattern);
}

/** What a scan needs to know per rule, worked out once per crawler and parse. */
function planScan(parsed: ParsedRobots, rules: Int32Array, spec: ProfileSpec): ScanPlan {
  const shape = new Uint8Array(rules.length);
  const pattern: string[] = [];
  const implied: (string | null)[] = [];
  const second = new Int32Array(rules.length);
  rules.forEach((r, k) => {
    const p = rulePattern(parsed, r);
    const special = spec.wildcards && (p.includes('*') || p.endsWith('$'));
    shape[k] = skipped(p, spec) ? 0 : special ? 2 : 1;
    pattern.push(p);
    implied.push(parsed.rules.allow[r] === 1 ? impliedIndexAllow(p, spec) : null);
    second[k] = secondChar(p, spec);
  });
  return { shape, pattern, implied, second };
}

/** For an Allow rule's pattern (robots.cc HandleAllow): `Allow: <dir>/index.htm...` also allows `<dir>/` (as `<dir>/$`). */
function impliedIndexAllow(pattern: string, spec: ProfileSpec): string | null {
  if (!spec.indexHtmlAllow) return null;
  const slash = pattern.lastIndexOf('/');
  return slash >= 0 && pattern.startsWith('/index.htm', slash) ? pattern.slice(0, slash + 1) + '$' : null;
}

/** 1996 draft: an empty Disallow means "nothing is disallowed"; it matches no URL. */
function skipped(pattern: string, spec: ProfileSpec): boolean {
  return spec.precedence === 'first' && pattern === '';
}

/** See ScanPlan.second. Paths start with `/`, so only a pattern starting `/x` fixes one. */
function secondChar(pattern: string, spec: ProfileSpec): number {
  if (pattern.length < 2 || pattern.charCodeAt(0) !== 0x2f) return -1;
  const c = pattern.charCodeAt(1);
  if (spec.wildcards && (c === 0x2a || (c === 0x24 && pattern.length === 2))) return -1;
  return c;
}

function scan(parsed: ParsedRobots, ar: AgentRules, plan: ScanPlan, spec: ProfileSpec, path: string, out: RuleMatch[]): void {
  const { rules } = ar;
  const { line, allow } = parsed.rules;
  const p1 = path.length > 1 ? path.charCodeAt(1) : -2;
  for (let k = 0; k < rules.length; k++) {
    const shape = plan.shape[k];
    if (shape === 0) continue;
    const need = plan.second[k];
    if (need >= 0 && need !== p1 && plan.implied[k] === null) continue;
    const r = rules[k];
    const pattern = plan.pattern[k];
    if (shape === 1 ? path.startsWith(pattern) : matchPattern(pattern, path)) {
      out.push({ rule: r, line: line[r], allow: allow[r] === 1, pattern, length: pattern.length, implied: false });
      continue;
    }
    const implied = plan.implied[k];
    if (implied !== null && matches(implied, path, spec)) {
      out.push({ rule: r, line: line[r], allow: true, pattern: implied, length: implied.length, implied: true });
    }
  }
}

function buildIndex(parsed: ParsedRobots, rules: Int32Array, spec: ProfileSpec): RuleIndex {
  const entries: IndexEntry[] = [];
  const { line, allow } = parsed.rules;
  for (const r of rules) {
    const pattern = rulePattern(parsed, r);
    if (skipped(pattern, spec)) continue;
    entries.push(indexEntry(r, line[r], allow[r] === 1, pattern, spec.wildcards, false));
    const implied = allow[r] === 1 ? impliedIndexAllow(pattern, spec) : null;
    if (implied !== null) entries.push(indexEntry(r, line[r], true, implied, spec.wildcards, true));
  }
  return new RuleIndex(entries);
}
