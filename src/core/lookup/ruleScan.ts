/**
 * Which of a crawler's rules match a path, by trying each in turn: how the lookup answers its
 * first checks (ruleLookup.ts), and all of them in the check-only entry (checkOnly.ts), which
 * carries no index. Most rules differ from most paths at the path's second character, which
 * the plan says, so a scan turns them down without reading them.
 */
import { matchPattern } from '../pattern.ts';
import type { RuleMatch } from '../types.ts';

/** The rules to look in, in file order, as columns: what a match reports and what it tries. */
export interface LookupRules {
  /** Index into ParsedRobots.rules of each rule. */
  rule: Int32Array;
  line: Int32Array;
  allow: Uint8Array;
  pattern: string[];
  /**
   * google: the `<dir>/$` that `Allow: <dir>/index.htm...` implies, or null. Like robots.cc
   * HandleAllow, it is tried only when the rule's own pattern does not match.
   */
  implied: (string | null)[];
}

export interface ScanPlan {
  /** 1: compare with startsWith; 2: match with `*`/`$`. */
  shape: Uint8Array;
  /**
   * The character a path needs at offset 1 for the rule to match, or -1 when the pattern does
   * not fix one: most rules differ from most paths right there, so the scan skips them cheaply.
   */
  second: Int32Array;
}

function matches(pattern: string, path: string, wildcards: boolean): boolean {
  return wildcards ? matchPattern(pattern, path) : path.startsWith(pattern);
}

/** What a scan needs to know per rule, worked out once. */
export function planScan(rules: LookupRules, wildcards: boolean): ScanPlan {
  const n = rules.pattern.length;
  const shape = new Uint8Array(n);
  const second = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const p = rules.pattern[k];
    shape[k] = wildcards && (p.includes('*') || p.endsWith('$')) ? 2 : 1;
    second[k] = secondChar(p, wildcards);
  }
  return { shape, second };
}

/** See ScanPlan.second. Paths start with `/`, so only a pattern starting `/x` fixes one. */
function secondChar(pattern: string, wildcards: boolean): number {
  if (pattern.length < 2 || pattern.charCodeAt(0) !== 0x2f) return -1;
  const c = pattern.charCodeAt(1);
  if (wildcards && (c === 0x2a || (c === 0x24 && pattern.length === 2))) return -1;
  return c;
}

export function scan(rules: LookupRules, plan: ScanPlan, wildcards: boolean, path: string, out: RuleMatch[]): void {
  const { rule, line, allow, pattern: patterns, implied: impliedOf } = rules;
  const p1 = path.length > 1 ? path.charCodeAt(1) : -2;
  for (let k = 0; k < patterns.length; k++) {
    const need = plan.second[k];
    if (need >= 0 && need !== p1 && impliedOf[k] === null) continue;
    const pattern = patterns[k];
    if (plan.shape[k] === 1 ? path.startsWith(pattern) : matchPattern(pattern, path)) {
      out.push({ rule: rule[k], line: line[k], allow: allow[k] === 1, pattern, length: pattern.length, implied: false });
      continue;
    }
    const implied = impliedOf[k];
    if (implied !== null && matches(implied, path, wildcards)) {
      out.push({ rule: rule[k], line: line[k], allow: true, pattern: implied, length: implied.length, implied: true });
    }
  }
}
