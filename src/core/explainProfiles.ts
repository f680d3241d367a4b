/**
 * What the other profiles answer for one (crawler, URL), and why they differ (issue 11 §3).
 * A profile is data (profiles/): the reasons come from comparing the two parses' readings of
 * the lines that took part in either verdict (the deciding lines, every matching rule, the
 * applying groups' user-agent lines), then the groups, the compared path and the switches that
 * decide between matches. No profile name is tested here.
 */
import { asciiLower } from './asciiCase.ts';
import { checkCrawler, type Crawler, type CrawlerCheck } from './crawlerCheck.ts';
import { googlebotView } from './googlebotView.ts';
import { readsAsOpen } from './match.ts';
import { parseRobots } from './parse.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import { rulePattern } from './ruleTable.ts';
import { KEY_SPELLINGS, LINE_KINDS, PROFILES, type KeySpelling, type LineKind, type ParsedRobots, type Profile } from './types.ts';

/**
 * What a reading does with a file over Googlebot's 500 KiB cut: reads to the cut (Google), takes it
 * as no file, the site open (Yandex over 500 KB: profiles/types.ts openOver), or reads it whole.
 */
export type SizeWay = 'to-cut' | 'open' | 'whole';

/** Why the groups differ: a switch of the two profiles that differs and touches these groups. */
export type GroupCause = 'blank-line-ends-group' | 'first-group-only' | 'substring-agent';

export type ProfileDifference =
  /** One profile reads line `line` as another kind (a misspelt key, a missing colon, a key read by prefix). */
  | { kind: 'line-read-otherwise'; line: number; here: LineKind; there: LineKind; spelling: KeySpelling; missingColon: boolean }
  /** Other groups applied (their first lines). */
  | { kind: 'groups'; here: number[]; there: number[]; causes: GroupCause[] }
  /** The rule on `line` decided on one side, but on the other it is in no group that applies. */
  | { kind: 'rule-not-applied'; line: number; causes: GroupCause[] }
  /** The URL path was compared in another form (%-escapes decoded, non-ASCII encoded). */
  | { kind: 'path'; here: string; there: string }
  /** The deciding rule's pattern is read otherwise. */
  | { kind: 'pattern'; line: number; here: string; there: string }
  /** `*` and `$` mean themselves there: the rule on `line` uses them. */
  | { kind: 'wildcards'; line: number }
  /** There the first matching rule decides, not the longest (`line`: the one that decided there). */
  | { kind: 'first-match'; line: number }
  /** There /robots.txt itself is always allowed (RFC 9309 2.2.2). */
  | { kind: 'robots-txt' }
  /** Here `Allow: <dir>/index.htm…` on `line` allowed `<dir>/`; there it does not. */
  | { kind: 'index-html'; line: number }
  /** The two read a file over the 500 KiB cut (on `cutLine`) otherwise: one stops there, one reads it whole, one takes it as none. */
  | { kind: 'size-limit'; cutLine: number; here: SizeWay; there: SizeWay }
  /** Only an empty rule (on `line`) matched: it decides nothing, but Google names its line (robots.cc matching_line). */
  | { kind: 'empty-rule'; line: number }
  /** One side counts `*` and a final `$` in a match's length, the other not (Yandex): the matches were ranked otherwise. */
  | { kind: 'length-count' }
  /** One side reads the empty `Disallow:` on `line` as `Allow: /` (Yandex), the other as matching nothing. */
  | { kind: 'empty-disallow'; line: number }
  /** Nothing above accounts for it: said plainly rather than guessed. */
  | { kind: 'unexplained' };

export interface ProfileAnswer {
  profile: Profile;
  allowed: boolean;
  line: number;
  agrees: 'same' | 'other-line' | 'other-verdict';
  /** Empty when it agrees. */
  differences: ProfileDifference[];
}

interface Side {
  parsed: ParsedRobots;
  spec: ProfileSpec;
  check: CrawlerCheck;
  way: SizeWay;
}

/** How `parsed`'s reading takes the file, over the cut (SizeWay); 'whole' within it. */
function sizeWay(parsed: ParsedRobots, spec: ProfileSpec): SizeWay {
  if (readsAsOpen(parsed)) return 'open';
  return parsed.sizeLimit !== null && spec.readsOnlySizeLimit ? 'to-cut' : 'whole';
}

export function explainProfiles(
  parsed: ParsedRobots, crawler: Crawler, url: string, check: CrawlerCheck, parses: Partial<Record<Profile, ParsedRobots>>,
): ProfileAnswer[] {
  const spec = profileSpec(parsed.profile);
  const here: Side = { parsed: check.sizeLimited ? googlebotView(parsed) : parsed, spec, check, way: sizeWay(parsed, spec) };
  return PROFILES.filter((p) => p !== parsed.profile).map((profile) => {
    const other = parses[profile] ?? parseRobots(parsed.text, { profile });
    const otherSpec = profileSpec(profile);
    const there: Side = { parsed: other, spec: otherSpec, check: checkCrawler(other, crawler, url), way: sizeWay(other, otherSpec) };
    const { allowed, line } = there.check;
    const agrees = allowed !== check.allowed ? 'other-verdict' : line !== check.line ? 'other-line' : 'same';
    return { profile, allowed, line, agrees, differences: agrees === 'same' ? [] : differences(here, there, parsed) };
  });
}

function differences(here: Side, there: Side, whole: ParsedRobots): ProfileDifference[] {
  const cut = whole.sizeLimit;
  const size = (): ProfileDifference => ({ kind: 'size-limit', cutLine: cut === null ? 0 : cut.line, here: here.way, there: there.way });
  // A side that takes the file as none read no line of it: its groups and rules say nothing more.
  if (here.way !== there.way && (here.way === 'open' || there.way === 'open')) return [size()];
  const out: ProfileDifference[] = [...linesReadOtherwise(here, there)];
  const groupsHere = here.check.groups.map((g) => here.parsed.groups[g].startLine);
  const groupsThere = there.check.groups.map((g) => there.parsed.groups[g].startLine);
  if (groupsHere.join() !== groupsThere.join()) out.push({ kind: 'groups', here: groupsHere, there: groupsThere, causes: groupCauses(here, there) });
  const sameGroups = !out.some((d) => d.kind === 'groups');
  for (const [a, b] of sameGroups ? [[here, there], [there, here]] : []) {
    const line = a.check.line;
    const r = line > 0 && !out.some((d) => 'line' in d && d.line === line) ? ruleOnLine(b.parsed, line) : -1;
    if (r >= 0 && !b.check.groups.includes(b.parsed.rules.group[r])) out.push({ kind: 'rule-not-applied', line, causes: groupCauses(here, there) });
  }
  if (here.check.path !== there.check.path) out.push({ kind: 'path', here: here.check.path, there: there.check.path });
  out.push(...decidingRules(here, there));
  if (there.check.tieBreak === 'robots-txt' || here.check.tieBreak === 'robots-txt') out.push({ kind: 'robots-txt' });
  const empty = here.check.tieBreak === 'empty-rule' ? here.check : there.check.tieBreak === 'empty-rule' ? there.check : null;
  if (empty !== null) out.push({ kind: 'empty-rule', line: empty.line });
  if (here.spec.precedence !== there.spec.precedence) {
    const first = there.check.tieBreak === 'first-match' ? there.check : here.check.tieBreak === 'first-match' ? here.check : null;
    if (first !== null) out.push({ kind: 'first-match', line: first.line });
  }
  out.push(...readingSwitches(here, there));
  if (cut !== null && here.way !== there.way && Math.max(here.check.line, there.check.line) >= cut.line) out.push(size());
  return out.length > 0 ? out : [{ kind: 'unexplained' }];
}

/** The switches of the bing and yandex readings that rank the same matches otherwise. */
function readingSwitches(here: Side, there: Side): ProfileDifference[] {
  const out: ProfileDifference[] = [];
  const matches = [...here.check.matches, ...there.check.matches];
  if (here.spec.lengthCountsWildcards !== there.spec.lengthCountsWildcards && matches.some((m) => /[*$]/.test(m.pattern))) out.push({ kind: 'length-count' });
  const empty = matches.find((m) => m.pattern === '' && !m.allow) ?? matches.find((m) => m.pattern === '');
  if (here.spec.emptyDisallow !== there.spec.emptyDisallow && empty) out.push({ kind: 'empty-disallow', line: empty.line });
  return out;
}

/** How either side's deciding rule is read otherwise on the other side. */
function decidingRules(here: Side, there: Side): ProfileDifference[] {
  const out: ProfileDifference[] = [];
  const lines = new Set<number>();
  for (const [a, b] of [[here, there], [there, here]]) {
    const rule = a.check.rule;
    if (rule === null || lines.has(rule.line)) continue;
    lines.add(rule.line);
    const own = rulePattern(a.parsed, rule.rule);
    const r = ruleOnLine(b.parsed, rule.line);
    const pattern = r >= 0 ? rulePattern(b.parsed, r) : null;
    if (rule.implied && !b.spec.indexHtmlAllow) out.push({ kind: 'index-html', line: rule.line });
    else if (pattern !== null && pattern !== own) {
      out.push({ kind: 'pattern', line: rule.line, here: a === here ? own : pattern, there: a === here ? pattern : own });
    }
    if (a.spec.wildcards && !b.spec.wildcards && /[*$]/.test(own)) out.push({ kind: 'wildcards', line: rule.line });
  }
  return out;
}

/** The lines either verdict rests on whose reading differs between the two profiles. */
function linesReadOtherwise(here: Side, there: Side): ProfileDifference[] {
  const lines = new Set<number>();
  for (const side of [here, there]) {
    if (side.check.line > 0) lines.add(side.check.line);
    for (const m of side.check.matches) lines.add(m.line);
    for (const g of side.check.groups) for (const ua of side.parsed.groups[g].userAgents) lines.add(ua.line);
  }
  const last = Math.min(here.parsed.lineCount, there.parsed.lineCount);
  const out: ProfileDifference[] = [];
  for (const line of [...lines].sort((a, b) => a - b)) {
    if (line > last) continue;
    const a = here.parsed.lines;
    const b = there.parsed.lines;
    const i = line - 1;
    if (a.kind[i] === b.kind[i] && a.missingColon[i] === b.missingColon[i]) continue;
    out.push({
      kind: 'line-read-otherwise', line, here: LINE_KINDS[a.kind[i]], there: LINE_KINDS[b.kind[i]],
      spelling: KEY_SPELLINGS[a.spelling[i]], missingColon: a.missingColon[i] === 1,
    });
  }
  return out;
}

function groupCauses(here: Side, there: Side): GroupCause[] {
  const causes: GroupCause[] = [];
  const a = here.spec;
  const b = there.spec;
  if (a.blankLineEndsGroup !== b.blankLineEndsGroup && [here, there].some(hasBlankLineInGroups)) causes.push('blank-line-ends-group');
  if (a.mergeGroups !== b.mergeGroups && (here.check.groups.length > 1 || there.check.groups.length > 1)) causes.push('first-group-only');
  if (a.agentMatch !== b.agentMatch && [here, there].some(namedBySubstring)) causes.push('substring-agent');
  return causes;
}

/** A blank line inside one of the groups that applied (the 1996 draft ends a record there). */
function hasBlankLineInGroups(side: Side): boolean {
  const { parsed } = side;
  const blank = LINE_KINDS.indexOf('blank');
  return side.check.groups.some((g) => {
    const { startLine, endLine } = parsed.groups[g];
    for (let l = startLine; l <= endLine; l++) if (parsed.lines.kind[l - 1] === blank) return true;
    return false;
  });
}

/** A group applied because a user-agent value contains the crawler's name, not because it is the name. */
function namedBySubstring(side: Side): boolean {
  if (side.spec.agentMatch !== 'substring') return false;
  const token = asciiLower(side.check.agent);
  return side.check.groups.some((g) => !side.parsed.groups[g].userAgents.some((ua) => asciiLower(ua.token) === token));
}

/** The rule on `line` (rules are in line order), or -1. */
function ruleOnLine(parsed: ParsedRobots, line: number): number {
  const lines = parsed.rules.line;
  let lo = 0;
  let hi = parsed.rules.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid] === line) return mid;
    if (lines[mid] < line) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
