/**
 * Checks of whole groups: groups without rules, rules that repeat or can never decide, and
 * rules that block a whole site.
 */
import { lineFromTable } from '../lineTable.ts';
import type { ProfileSpec } from '../profiles/index.ts';
import { RadixTree } from '../radixTree.ts';
import { patternIsText, ruleAt, rulePattern } from '../ruleTable.ts';
import type { Group, ParsedRobots, Rule } from '../types.ts';
import { MESSAGES } from './codes.ts';
import type { Report } from './report.ts';

function agentsOf(g: Group): string {
  const names = [...new Set(g.userAgents.map((u) => (u.token === '*' ? '*' : u.value)))];
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
}

export function checkGroups(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  for (const g of parsed.groups) {
    if (g.rules.length === 0) {
      const first = lineFromTable(parsed.lines, g.userAgents[0].line);
      const last = lineFromTable(parsed.lines, g.userAgents[g.userAgents.length - 1].line);
      report.add('empty-group', first.line, first.keyFrom, last.valueTo, MESSAGES.emptyGroup(agentsOf(g)));
      continue;
    }
    if (spec.precedence === 'longest') checkLongestMatchGroup(parsed, report, g);
    else checkFirstMatchGroup(parsed, report, g);
    checkBlocksEverything(parsed, report, g, spec);
  }
}

function ruleRange(parsed: ParsedRobots, line: number): { from: number; to: number } {
  const l = lineFromTable(parsed.lines, line);
  return { from: l.keyFrom, to: l.valueTo };
}

/** Removing a rule's whole line, line ending included. */
function deleteLine(parsed: ParsedRobots, line: number, label: string) {
  const from = parsed.lines.from[line - 1];
  const to = line < parsed.lineCount ? parsed.lines.from[line] : parsed.lines.to[line - 1];
  return { label, from, to, insert: '' };
}

function reportDuplicate(parsed: ParsedRobots, report: Report, rule: Rule, first: Rule): void {
  if (report.skipIfFull('duplicate-rule')) return;
  const { from, to } = ruleRange(parsed, rule.line);
  report.add('duplicate-rule', rule.line, from, to, MESSAGES.duplicateRule(first.line), deleteLine(parsed, rule.line, 'Remove this line'));
}

/**
 * Two patterns that differ only by trailing `*` match the same URLs (`/a`, `/a*`, `/a*$`).
 * Among such rules the longest decides, and an allow wins a tie, so the others never decide.
 * The key of a pattern's match set is s[from, setKeyEnd(s, from, to)).
 */
function setKeyEnd(s: string, from: number, to: number): number {
  let end = to;
  if (end - from >= 2 && s.charCodeAt(end - 1) === 0x24 && s.charCodeAt(end - 2) === 0x2a) end--;
  while (end > from && s.charCodeAt(end - 1) === 0x2a) end--;
  return end;
}

function setKeyOf(pattern: string): string {
  return pattern.slice(0, setKeyEnd(pattern, 0, pattern.length));
}

/**
 * A rough hash of s[from, to) from its length and five of its characters, mixed so that paths
 * built from the same few words still spread over the 16 bits. Rules whose rough hash no other
 * rule of the group shares cannot repeat or shadow one another, so most rules never reach the
 * (much slower) map of exact strings.
 */
function roughHash(s: string, from: number, to: number): number {
  const n = to - from;
  let h = Math.imul(n ^ s.charCodeAt(from + n - 1), 0x9e3779b1);
  h = Math.imul(h ^ s.charCodeAt(from + (n >> 1)), 0x85ebca6b);
  h = Math.imul(h ^ s.charCodeAt(from + ((n * 3) >> 2)), 0xc2b2ae35);
  h = Math.imul(h ^ s.charCodeAt(from + (n >> 2)), 0x27d4eb2f);
  h = Math.imul(h ^ s.charCodeAt(from + n - 2), 0x9e3779b1);
  return h >>> 16;
}

const roughCounts = new Uint8Array(0x10000);

/** The rough hash of rule r's match-set key, or -1 for an empty pattern; read in place where it can be. */
function ruleHash(parsed: ParsedRobots, r: number): number {
  if (patternIsText(parsed, r)) {
    const row = parsed.rules.line[r] - 1;
    const from = parsed.lines.valueFrom[row];
    const to = parsed.lines.valueTo[row];
    return from === to ? -1 : roughHash(parsed.text, from, setKeyEnd(parsed.text, from, to));
  }
  const pattern = rulePattern(parsed, r);
  return pattern === '' ? -1 : roughHash(pattern, 0, setKeyEnd(pattern, 0, pattern.length));
}

/** Each rule's rough hash, counted in roughCounts. */
function roughHashes(parsed: ParsedRobots, ids: readonly number[]): Int32Array {
  const hashes = new Int32Array(ids.length);
  for (let k = 0; k < ids.length; k++) {
    const h = ruleHash(parsed, ids[k]);
    hashes[k] = h;
    if (h >= 0 && roughCounts[h] < 2) roughCounts[h]++;
  }
  return hashes;
}

function checkLongestMatchGroup(parsed: ParsedRobots, report: Report, g: Group): void {
  const hashes = roughHashes(parsed, g.rules);
  const shared = sameMatchSets(parsed, report, g.rules, hashes);
  clearCounts(hashes);
  if (shared.length > 0) reportShadowed(parsed, report, shared);
}

/**
 * Back to all zeros for the next group. (Each loop of checkLongestMatchGroup is a function of
 * its own: V8 compiled a long loop in the middle of it and then threw that code away at the
 * next line, over and over, leaving the work to the interpreter.)
 */
function clearCounts(hashes: Int32Array): void {
  for (let k = 0; k < hashes.length; k++) if (hashes[k] >= 0) roughCounts[hashes[k]] = 0;
}

/**
 * One map lookup per rule that may have a twin (its rough hash is shared): rules with the same
 * match set share a bucket. Reports exact duplicates; returns the buckets of two or more rules.
 */
function sameMatchSets(parsed: ParsedRobots, report: Report, ids: readonly number[], hashes: Int32Array): Rule[][] {
  const buckets = new Map<string, Rule[]>();
  const shared: Rule[][] = [];
  for (let k = 0; k < ids.length; k++) {
    if (hashes[k] < 0 || roughCounts[hashes[k]] < 2) continue;
    const rule = ruleAt(parsed, ids[k]);
    const key = setKeyOf(rule.pattern);
    const list = buckets.get(key);
    if (list === undefined) {
      buckets.set(key, [rule]);
      continue;
    }
    const same = sameRule(list, rule);
    if (same !== null) {
      reportDuplicate(parsed, report, rule, same);
      continue;
    }
    list.push(rule);
    if (list.length === 2) shared.push(list);
  }
  return shared;
}

/** The rule of `list` that `rule` repeats (same kind, same pattern), or null. */
function sameRule(list: Rule[], rule: Rule): Rule | null {
  for (let i = 0; i < list.length; i++) if (list[i].allow === rule.allow && list[i].pattern === rule.pattern) return list[i];
  return null;
}

/** Each list: rules of one match set; all but the one that wins are shadowed. */
function reportShadowed(parsed: ParsedRobots, report: Report, lists: Rule[][]): void {
  for (const list of lists) reportShadowedIn(parsed, report, list);
}

function reportShadowedIn(parsed: ParsedRobots, report: Report, list: Rule[]): void {
  const winner = list.reduce((a, b) =>
    b.pattern.length > a.pattern.length || (b.pattern.length === a.pattern.length && b.allow && !a.allow) ? b : a);
  for (const rule of list) {
    if (rule === winner || report.skipIfFull('shadowed-rule')) continue;
    const why = winner.pattern.length > rule.pattern.length ? 'is longer, so it wins' : 'is an Allow of the same length, which wins ties';
    const { from, to } = ruleRange(parsed, rule.line);
    report.add('shadowed-rule', rule.line, from, to, MESSAGES.shadowedRule(winner.line, why));
  }
}

/** 1996 draft: the first matching rule decides, so a rule an earlier prefix covers never does. */
function checkFirstMatchGroup(parsed: ParsedRobots, report: Report, g: Group): void {
  const earlier = new RadixTree<Rule>();
  for (const r of g.rules) {
    const rule = ruleAt(parsed, r);
    if (rule.pattern === '') continue;
    const covering: Rule[] = [];
    earlier.forEachPrefix(rule.pattern, (e) => covering.push(e));
    if (covering.length > 0) {
      const first = covering.reduce((a, b) => (b.line < a.line ? b : a));
      if (first.pattern === rule.pattern && first.allow === rule.allow) reportDuplicate(parsed, report, rule, first);
      else {
        const { from, to } = ruleRange(parsed, rule.line);
        report.add('shadowed-rule', rule.line, from, to, MESSAGES.shadowedRule(first.line, 'comes first, so it decides'));
      }
      continue;
    }
    earlier.insert(rule.pattern, rule);
  }
}

/** Patterns that match every path (`*` is a wildcard only where the profile has wildcards). */
const WHOLE_SITE = new Set(['/', '*', '/*']);

function checkBlocksEverything(parsed: ParsedRobots, report: Report, g: Group, spec: ProfileSpec): void {
  const star = g.userAgents.some((u) => u.token === '*');
  const googlebot = g.userAgents.some((u) => u.token.toLowerCase() === 'googlebot');
  if (!star && !googlebot) return;
  const agents = star ? 'every crawler without a group of its own (*)' : 'Googlebot';
  let hasAllows: boolean | null = null;
  const { allow, line } = parsed.rules;
  const { valueFrom, valueTo } = parsed.lines;
  for (const r of g.rules) {
    if (allow[r] === 1) continue;
    // Only patterns of one or two characters can match everything; most rules stop at length.
    if (patternIsText(parsed, r) && valueTo[line[r] - 1] - valueFrom[line[r] - 1] > 2) continue;
    const pattern = rulePattern(parsed, r);
    if (pattern.length > 2 || !(spec.wildcards ? WHOLE_SITE.has(pattern) : pattern === '/')) continue;
    hasAllows ??= g.rules.some((i) => allow[i] === 1 && rulePattern(parsed, i) !== '');
    const { from, to } = ruleRange(parsed, line[r]);
    report.add('blocks-everything', line[r], from, to, MESSAGES.blocksEverything(agents, hasAllows));
  }
}
