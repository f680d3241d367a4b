/**
 * Verdict + deciding rule + every matching rule, for one crawler and one URL.
 * Parse once, check many: the rules that apply to a crawler are indexed on first use and kept
 * with the parse (a WeakMap, so the parse result itself stays plain data).
 */
import { chooseGroups, type GroupChoice } from './groups.ts';
import { literalPrefix, normalisePath } from './pattern.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import { RuleIndex } from './ruleIndex.ts';
import type { CheckResult, ParsedRobots, RuleMatch, TieBreak } from './types.ts';
import { pathFromUrl } from './url.ts';

interface AgentIndex extends GroupChoice {
  index: RuleIndex;
}

/** Per parse: indexes for single tokens by the token itself, for chains by their JSON. */
interface PerFile {
  tokens: Map<string, AgentIndex>;
  chains: Map<string, AgentIndex>;
}
const cache = new WeakMap<ParsedRobots, PerFile>();

function agentIndex(parsed: ParsedRobots, agent: string | readonly string[], spec: ProfileSpec): AgentIndex {
  let perFile = cache.get(parsed);
  if (!perFile) cache.set(parsed, (perFile = { tokens: new Map(), chains: new Map() }));
  // A token is its own key (its hash stays cached on the caller's string); a chain needs one.
  const single = typeof agent === 'string';
  const map = single ? perFile.tokens : perFile.chains;
  const key = single ? agent : JSON.stringify(agent);
  let found = map.get(key);
  if (!found) {
    const chain = single ? [agent] : agent.length > 0 ? agent : [''];
    const choice = chooseGroups(parsed, chain, spec);
    found = { ...choice, index: buildIndex(parsed, choice.groups, spec) };
    map.set(key, found);
  }
  return found;
}

function buildIndex(parsed: ParsedRobots, groups: number[], spec: ProfileSpec): RuleIndex {
  const index = new RuleIndex();
  for (const g of groups) {
    for (const r of parsed.groups[g].rules) {
      const rule = parsed.rules[r];
      // 1996 draft: an empty Disallow means "nothing is disallowed"; it matches no URL.
      if (spec.precedence === 'first' && rule.pattern === '') continue;
      addEntry(index, r, rule.line, rule.allow, rule.pattern, spec, false);
      if (spec.indexHtmlAllow && rule.allow) addImpliedIndexAllow(index, r, rule.line, rule.pattern, spec);
    }
  }
  return index;
}

function addEntry(index: RuleIndex, rule: number, line: number, allow: boolean, pattern: string, spec: ProfileSpec, implied: boolean): void {
  const prefix = literalPrefix(pattern, spec.wildcards);
  const shape = prefix.length === pattern.length ? 0 : prefix.length === pattern.length - 1 && pattern.endsWith('$') ? 1 : 2;
  index.add(prefix, { rule, line, allow, pattern, prefixLength: prefix.length, shape, implied });
}

/** robots.cc HandleAllow: `Allow: <dir>/index.htm...` also allows `<dir>/` (as `<dir>/$`). */
function addImpliedIndexAllow(index: RuleIndex, rule: number, line: number, pattern: string, spec: ProfileSpec): void {
  const slash = pattern.lastIndexOf('/');
  if (slash < 0 || !pattern.startsWith('/index.htm', slash)) return;
  addEntry(index, rule, line, true, pattern.slice(0, slash + 1) + '$', spec, true);
}

/** The better of two matches of one kind: longer, then earlier (robots.cc Match::Set). */
function better(a: RuleMatch | null, b: RuleMatch): RuleMatch {
  return !a || b.length > a.length || (b.length === a.length && b.line < a.line) ? b : a;
}

interface Decision {
  allowed: boolean;
  rule: RuleMatch | null;
  tieBreak: TieBreak;
}

/** Longest match, allow wins ties; mirrors robots.cc disallow() and matching_line(). */
function decideLongest(matches: RuleMatch[]): Decision {
  let allow: RuleMatch | null = null;
  let disallow: RuleMatch | null = null;
  for (const m of matches) {
    if (m.allow) allow = better(allow, m);
    else disallow = better(disallow, m);
  }
  const a = allow ? allow.length : -1;
  const d = disallow ? disallow.length : -1;
  const rule = d > a ? disallow : allow;
  if (matches.length === 0) return { allowed: true, rule: null, tieBreak: 'no-match' };
  if (a <= 0 && d <= 0) return { allowed: true, rule, tieBreak: 'empty-rule' };
  const tieBreak: TieBreak = a === d ? 'allow-wins-tie' : matches.length === 1 ? 'only-match' : 'longest-match';
  return { allowed: !(d > a), rule, tieBreak };
}

/** 1996 draft: the first rule in file order that matches decides. */
function decideFirst(matches: RuleMatch[]): Decision {
  if (matches.length === 0) return { allowed: true, rule: null, tieBreak: 'no-match' };
  const first = matches[0];
  return { allowed: first.allow, rule: first, tieBreak: matches.length === 1 ? 'only-match' : 'first-match' };
}

function isRobotsTxt(path: string): boolean {
  return path === '/robots.txt' || path.startsWith('/robots.txt?');
}


/** Matches in file order (an implied index.htm match sorts after its rule). Lists are short. */
function sortByLine(m: RuleMatch[]): void {
  for (let i = 1; i < m.length; i++) {
    const x = m[i];
    let j = i - 1;
    while (j >= 0 && (m[j].line > x.line || (m[j].line === x.line && m[j].length > x.length))) {
      m[j + 1] = m[j];
      j--;
    }
    m[j + 1] = x;
  }
}

/**
 * Check a URL for a crawler. `agent` is a product token or a fallback chain of tokens; it is
 * compared whole (use productToken() first on a User-Agent header).
 */
export function checkUrl(parsed: ParsedRobots, agent: string | readonly string[], url: string): CheckResult {
  const spec = profileSpec(parsed.profile);
  const idx = agentIndex(parsed, agent, spec);
  const path = normalisePath(pathFromUrl(String(url)), spec);
  const matches: RuleMatch[] = [];
  idx.index.collect(path, matches);
  if (matches.length > 1) sortByLine(matches);
  let decision = spec.precedence === 'first' ? decideFirst(matches) : decideLongest(matches);
  if (spec.robotsTxtAllowed && isRobotsTxt(path)) decision = { allowed: true, rule: null, tieBreak: 'robots-txt' };
  return {
    allowed: decision.allowed,
    line: decision.rule ? decision.rule.line : 0,
    rule: decision.rule,
    agent: idx.agent,
    path,
    groups: idx.groups,
    reason: idx.reason,
    matches,
    tieBreak: decision.tieBreak,
    pastSizeLimit: parsed.sizeLimit !== null && decision.rule !== null && decision.rule.line >= parsed.sizeLimit.line,
  };
}
