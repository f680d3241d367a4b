/**
 * Which matching rule decides, for one crawler and one path: the longest match with allow winning
 * ties (RFC 9309 2.2.2, robots.cc), or the first in file order (the 1996 draft), as the profile
 * says. The engine's checks (match.ts) and the check-only entry (checkOnly.ts) both decide here.
 */
import { normalisePath } from './pattern.ts';
import type { ProfileSpec } from './profiles/index.ts';
import type { RuleMatch, RuleQuery, TieBreak } from './types.ts';
import { pathFromUrl } from './url.ts';

export interface Decision {
  allowed: boolean;
  rule: RuleMatch | null;
  tieBreak: TieBreak;
}

/**
 * Longest match, allow wins ties; mirrors robots.cc disallow() and matching_line(). Within a
 * kind the longer match wins, then the earlier line (robots.cc Match::Set).
 */
function decideLongest(matches: RuleMatch[]): Decision {
  let allow: RuleMatch | null = null;
  let disallow: RuleMatch | null = null;
  for (let i = 0; i < matches.length; i++) {
    const m = matches[i];
    const best = m.allow ? allow : disallow;
    if (best !== null && (m.length < best.length || (m.length === best.length && m.line >= best.line))) continue;
    if (m.allow) allow = m;
    else disallow = m;
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

/**
 * RFC 9309 2.2.2 (and the 1996 draft 3.2.2): /robots.txt itself is always allowed, whatever the
 * rules say; Google's matcher, Bing's and Yandex's readings have no such exception. `path`: the
 * compared path. decideAmong and checkColumns both ask here.
 */
export function alwaysAllowed(path: string, spec: ProfileSpec): boolean {
  return spec.robotsTxtAllowed && isRobotsTxt(path);
}

export function isRobotsTxt(path: string): boolean {
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

/** The path a profile compares for a URL: what the crawler requests (url.ts), normalised as the profile reads it. */
export function comparedPath(url: string, spec: ProfileSpec): string {
  return normalisePath(pathFromUrl(typeof url === 'string' ? url : String(url)), spec);
}

/**
 * The verdict on `path` from a crawler's rules: every rule that matches it, in `matches` in line
 * order (pushed onto it: pass an empty array), and which of them decides. For a crawler that
 * `ignoresAllow`, the matching Allow lines stay in `matches` but are set aside for the decision.
 */
export function decide(lookup: RuleQuery, path: string, spec: ProfileSpec, matches: RuleMatch[], ignoresAllow = false): Decision {
  lookup.collect(path, matches);
  return decideAmong(path, spec, matches, ignoresAllow);
}

/** decide's verdict once `matches` holds every rule that matches `path` (RuleQuery collect's, or agentBatch.ts collectEach's for the path). */
export function decideAmong(path: string, spec: ProfileSpec, matches: RuleMatch[], ignoresAllow = false): Decision {
  if (spec.emptyDisallow === 'allows-all' || !spec.lengthCountsWildcards) reread(matches, spec);
  if (matches.length > 1) sortByLine(matches);
  if (alwaysAllowed(path, spec)) return { allowed: true, rule: null, tieBreak: 'robots-txt' };
  if (!ignoresAllow) return spec.precedence === 'first' ? decideFirst(matches) : decideLongest(matches);
  const deciding = matches.filter((m) => !m.allow);
  const decision = spec.precedence === 'first' ? decideFirst(deciding) : decideLongest(deciding);
  // Say why when an Allow that matched was set aside, rather than "only this rule matched".
  if (deciding.length < matches.length) decision.tieBreak = 'allow-ignored';
  return decision;
}

/**
 * Matches as a reading that departs from Google's counts them (profiles/yandex.ts): an empty
 * `Disallow:` is `Allow: /` and an empty `Allow:` is not taken into account (Yandex,
 * allow-disallow page); without `lengthCountsWildcards` a match counts the prefix it names, `*`
 * and a final `$` left out (Yandex's robots_txt library, StrLenWithoutStars). The index's match
 * objects are shared: a changed one is a copy.
 */
function reread(matches: RuleMatch[], spec: ProfileSpec): void {
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i];
    if (m.pattern === '' && spec.emptyDisallow === 'allows-all') {
      if (m.allow) matches.splice(i, 1);
      else matches[i] = { ...m, allow: true, length: 1 };
    } else if (!spec.lengthCountsWildcards) {
      const length = prefixLength(m.pattern);
      if (length !== m.length) matches[i] = { ...m, length };
    }
  }
}

/** The length of the URL prefix a pattern names: its characters but `*` and a final `$`. */
export function prefixLength(pattern: string): number {
  let n = pattern.length;
  if (pattern.endsWith('$')) n--;
  for (let i = 0; i < pattern.length; i++) if (pattern.charCodeAt(i) === 0x2a) n--;
  return n;
}
