/**
 * A crawler's rules as the lookup reads them (lookup/, LookupRules): the rules of the
 * groups that apply, in file order, each with its pattern and the pattern it implies. Shared by
 * the engine's checks (agentRules.ts) and the check-only entry (checkOnly.ts), each from its own parse.
 */
import type { LookupRules } from './lookup/index.ts';
import type { ProfileSpec } from './profiles/index.ts';

/** The rules of the chosen groups, in file order: one group's own list (a parse never changes it), or a merged copy. */
export function applyingRules(all: readonly { rules: readonly number[] }[], groups: readonly number[]): readonly number[] {
  if (groups.length === 1) return all[groups[0]].rules;
  // A loop of push, not flatMap: the engine's flatMap is generic (a callback and a spread check
  // per group), a tenth of a small file's first check where `*` has several groups.
  const merged: number[] = [];
  for (const g of groups) {
    const rules = all[g].rules;
    for (let i = 0; i < rules.length; i++) merged.push(rules[i]);
  }
  // Should merged groups interleave in the file, a numeric sort puts their rules back in file
  // order; groups in file order whose rules follow one another (the usual case: a crawler named
  // in two groups, or two `*` groups) are in order already, which one pass shows.
  for (let i = 1; i < merged.length; i++) if (merged[i] < merged[i - 1]) return merged.sort((a, b) => a - b);
  return merged;
}

/** The rules as the lookup reads them: each one's pattern, and the pattern it implies. */
export function ruleColumns(ids: readonly number[], rules: { line: ArrayLike<number>; allow: ArrayLike<number> }, patternOf: (rule: number) => string, spec: ProfileSpec): LookupRules {
  const kept: number[] = [];
  const pattern: string[] = [];
  const implied: (string | null)[] = [];
  for (const r of ids) {
    const p = patternOf(r);
    if (skipped(p, spec)) continue;
    kept.push(r);
    pattern.push(p);
    implied.push(rules.allow[r] === 1 ? impliedIndexAllow(p, spec) : null);
  }
  const rule = Int32Array.from(kept);
  const { line, allow } = rules;
  return { rule, line: rule.map((r) => line[r]), allow: Uint8Array.from(kept, (r) => allow[r]), pattern, implied };
}

/** For an Allow rule's pattern (robots.cc HandleAllow): `Allow: <dir>/index.htm...` also allows `<dir>/` (as `<dir>/$`). */
export function impliedIndexAllow(pattern: string, spec: ProfileSpec): string | null {
  if (!spec.indexHtmlAllow) return null;
  const slash = pattern.lastIndexOf('/');
  return slash >= 0 && pattern.startsWith('/index.htm', slash) ? pattern.slice(0, slash + 1) + '$' : null;
}

/** 1996 draft: an empty Disallow means "nothing is disallowed"; it matches no URL. */
export function skipped(pattern: string, spec: ProfileSpec): boolean {
  return spec.precedence === 'first' && pattern === '';
}
