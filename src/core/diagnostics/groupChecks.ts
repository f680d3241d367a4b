/**
 * Checks of whole groups: groups without rules, user-agent lists that run on into the next
 * group, rules that repeat or can never decide, and rules that block a whole site.
 */
import { asciiLower } from '../asciiCase.ts';
import { everyPathCandidates, matchesEveryPath } from '../everyPath.ts';
import { groupJoin } from '../groupJoin.ts';
import { kindAt, lineFromTable } from '../lineTable.ts';
import { normalisePattern } from '../pattern.ts';
import { PROFILE_SPECS, type ProfileSpec } from '../profiles/index.ts';
import { matchScratch, matchSets, RadixTree, type MatchScratch } from '../lookup/index.ts';
import { patternIsText, ruleAt, rulePattern } from '../ruleTable.ts';
import { chainTokens } from '../crawlerCheck.ts';
import { crawlerInfoFor, findCrawler, REGISTRY, type CrawlerInfo } from '../registry/registry.ts';
import type { Group, ParsedRobots, Rule, Severity, UserAgentLine } from '../types.ts';
import { say, type JoinBreak, type ShadowedWhy } from '../words/diagnosticWords.ts';
import { deleteLine, insertLinesAfter } from './lineEdits.ts';
import type { Report } from './report.ts';

/** The crawlers a group names, each once, as written (`*` as `*`). */
function agentsOf(g: Group): string[] {
  return [...new Set(g.userAgents.map((u) => (u.token === '*' ? '*' : u.value)))];
}

/** `documented`: each crawler is read as its operator documents (diagnose's choice), no one reading forced for all. */
export function checkGroups(parsed: ParsedRobots, report: Report, spec: ProfileSpec, tick: () => void = () => {}, documented = true): void {
  const scratch = matchScratch();
  // Worked out once a file, on first need: per group it cost a tenth of the 500 KiB bench file's diagnose.
  let boundBy: ReadonlyMap<string, CrawlerInfo[]> | null = null;
  const bound = () => (boundBy ??= chainedSearchByToken(parsed, spec));
  let yandexGroups: boolean | null = null;
  const yandexNamed = () => (yandexGroups ??= parsed.groups.some((g) => g.userAgents.some(readAsBlankDoubted)));
  for (const g of parsed.groups) {
    tick();
    if (g.rules.length === 0) {
      const first = lineFromTable(parsed.lines, g.userAgents[0].line);
      const last = lineFromTable(parsed.lines, g.userAgents[g.userAgents.length - 1].line);
      report.add('empty-group', first.line, first.keyFrom, last.valueTo, say('emptyGroup', agentsOf(g)));
      continue;
    }
    checkJoinedGroup(parsed, report, g, spec);
    checkBlankAfterAgents(parsed, report, g, spec, documented, yandexNamed);
    if (spec.precedence === 'longest') checkLongestMatchGroup(parsed, report, g, scratch);
    else checkFirstMatchGroup(parsed, report, g);
    checkBlocksEverything(parsed, report, g, spec, bound);
  }
}

/** Whether a user-agent line names a robot whose reading's sources part on a blank line after User-agent (ProfileSpec blankLineTwin: Yandex's). */
function readAsBlankDoubted(u: UserAgentLine): boolean {
  const info = u.token === '*' ? null : crawlerInfoFor(u.token);
  return info !== null && PROFILE_SPECS[info.reading].blankLineTwin !== null;
}

/**
 * A blank line between a group's last user-agent line and its first rule, where Yandex's robots
 * read the group (a blank line between two user-agent lines is joined-group's): Yandex's help
 * names it as a likely cause of its "No User-agent directive in front of rule" error, a reading in
 * which the group ends there, while its published library, Google's parser and RFC 9309 read on
 * (readings.ts otherReadings, cause `blank-line`). A warning where the group names a Yandex robot,
 * or Yandex's reading is chosen for all; a note where it is the `*` group, no group names a
 * Yandex robot (they follow `*` then) and each crawler is read as documented: under another
 * reading forced for all no robot is read as Yandex, so nothing speaks for the note, while a group
 * that names a Yandex robot is the author's word to Yandex, whose Webmaster tools report the error
 * whatever the page reads. Nothing for a group only other crawlers read. The fix removes the blank
 * line: every reading then gives the rules to the group.
 */
function checkBlankAfterAgents(parsed: ParsedRobots, report: Report, g: Group, spec: ProfileSpec, documented: boolean, yandexNamed: () => boolean): void {
  const last = g.userAgents[g.userAgents.length - 1].line;
  const first = parsed.rules.line[g.rules[0]];
  if (first - last < 2) return;
  let robots: string[];
  let severity: Severity | undefined;
  if (spec.blankLineTwin !== null) robots = agentsOf(g);
  else {
    robots = [...new Set(g.userAgents.filter(readAsBlankDoubted).map(crawlerName))];
    if (robots.length === 0) {
      if (!documented || !g.userAgents.some((u) => u.token === '*') || yandexNamed()) return;
      severity = 'info';
    }
  }
  for (let line = last + 1; line < first; line++) {
    if (kindAt(parsed.lines, line) !== 'blank') continue;
    report.add('blank-after-user-agent', line, parsed.lines.from[line - 1], parsed.lines.to[line - 1], say('blankAfterUserAgent', robots.filter((n) => n !== '*')), deleteLine(parsed, line, say('fixRemoveLine')), severity);
  }
}

/**
 * How the diagnostics name the crawler of a user-agent line: its token as the registry spells it;
 * else the value where it is one word (`MJ12bot`, which Google reads as MJ: invalid-user-agent
 * says so), or the token read from it (`Viber/18.3` and `foobot*` are Viber and foobot).
 * A row's spelling only (findCrawler): a Yandex robot the registry lacks has none but as written.
 */
export function crawlerName(u: UserAgentLine): string {
  if (u.token === '*') return '*';
  return findCrawler(u.token)?.token ?? (/^[\w.-]+$/.test(u.value) || !u.token ? u.value : u.token);
}

/**
 * A user-agent list that runs on past a Crawl-delay, an unknown key or a blank line (groupJoin.ts):
 * the crawlers named before it get the rules written for those named after it. Only where the
 * group has a rule that matches something (an empty Disallow changes no verdict) and where it
 * gives rules to a crawler the later list does not name. The fix ends the earlier list with an
 * empty Disallow, which gives those crawlers back what they had before the later lines were
 * added: a group of their own without rules. Not offered when the later list is `*`: there they
 * may well be meant to follow the `*` rules, and a group of their own would free them of them;
 * and as following them is what most authors expect of a crawler named for its Crawl-delay, it is
 * a note, not a warning.
 */
function checkJoinedGroup(parsed: ParsedRobots, report: Report, g: Group, spec: ProfileSpec): void {
  if (g.userAgents.length < 2 || !g.rules.some((r) => rulePattern(parsed, r) !== '')) return;
  const join = groupJoin(parsed, g);
  if (!join) return;
  const laterTokens = new Set(join.after.map((u) => asciiLower(u.token)));
  if (join.before.every((u) => laterTokens.has(asciiLower(u.token)))) return;
  const names = (list: UserAgentLine[]) => [...new Set(list.map(crawlerName))];
  const fixable = !laterTokens.has('*');
  const fix = fixable ? insertLinesAfter(parsed, join.lastOfBefore, ['Disallow:'], say('fixEndGroup')) : undefined;
  const { from, to } = ruleRange(parsed, join.after[0].line);
  const message = say('joinedGroup', names(join.before), names(join.after), g.startLine, joinBreak(parsed, join.breakLine), fixable, spec.base);
  report.add('joined-group', join.after[0].line, from, to, message, fix, fixable ? undefined : 'info');
}

/** The line that looked like the end of the list, for the message to name. */
function joinBreak(parsed: ParsedRobots, line: number): JoinBreak {
  const l = lineFromTable(parsed.lines, line);
  if (l.kind === 'blank') return { line, kind: 'blank' };
  const key = parsed.text.slice(l.keyFrom, l.keyTo);
  return { line, kind: l.kind === 'unknown' || l.kind === 'invalid' ? 'unknown' : 'key', key };
}

function ruleRange(parsed: ParsedRobots, line: number): { from: number; to: number } {
  const l = lineFromTable(parsed.lines, line);
  return { from: l.keyFrom, to: l.valueTo };
}

function reportDuplicate(parsed: ParsedRobots, report: Report, rule: Rule, first: Rule): void {
  if (report.skipIfFull('duplicate-rule')) return;
  const { from, to } = ruleRange(parsed, rule.line);
  // Removed, it changes no reading's verdict only where every reading puts both rules in one group.
  const fix = oneGroupEverywhere(parsed, first.line, rule.line) ? deleteLine(parsed, rule.line, say('fixRemoveLine')) : undefined;
  report.add('duplicate-rule', rule.line, from, to, say('duplicateRule', first.line), fix);
}

/**
 * Whether removing line `removed`, a repeat of line `kept`, leaves every reading's verdicts alone:
 * nothing but rules, comments, Sitemap and Crawl-delay lines and blank lines between them. A line this reading passes over may
 * end the group for another: `Useragent: Bingbot` is no line for RFC 9309 but a group of Bingbot's
 * for Google, which a rule after it then belongs to (removing that rule as a repeat of one above
 * unblocked Bingbot for Google, fixProperty.test.ts). A blank line ends a record for the 1996
 * draft, which then reads no rule after it till the next User-agent line: a repeat after it may go
 * (Shopify's 407 are so), one before it, the one the draft reads, may not.
 */
function oneGroupEverywhere(parsed: ParsedRobots, kept: number, removed: number): boolean {
  for (let line = Math.min(kept, removed) + 1; line < Math.max(kept, removed); line++) {
    const kind = kindAt(parsed.lines, line);
    if (kind === 'blank' && removed > kept) continue;
    // A Sitemap or a key no reading reads for the verdict (Crawl-delay) ends no group for any reading.
    if (kind !== 'allow' && kind !== 'disallow' && kind !== 'comment' && kind !== 'sitemap' && kind !== 'unused') return false;
  }
  return true;
}

/** Longest match: rules that repeat another, and rules another of the same match set outranks. */
function checkLongestMatchGroup(parsed: ParsedRobots, report: Report, g: Group, scratch: MatchScratch): void {
  const { duplicates, shared } = matchSets(parsed, g.rules, scratch);
  reportDuplicates(parsed, report, duplicates);
  for (const list of shared) reportShadowed(parsed, report, list.map((r) => ruleAt(parsed, r)));
}

/**
 * Rules that repeat one another ([rule, the first of them], from matchSets): all but one are
 * reported, to be removed. The one kept is the first written so that every reading reads it.
 * A key only Google forgives (`Dissallow`, `Disallowed`) or a missing colon makes a rule of
 * Google's alone: were its well-written twin the one removed, every crawler read otherwise would
 * lose the rule (dbs.com, `Dissallow: /B3W-qTPjPeSSLAFk/` on line 43 and `Disallow:` on line 68).
 * Reported in line order, as the report keeps the first of a code when there are too many.
 */
function reportDuplicates(parsed: ParsedRobots, report: Report, duplicates: ReadonlyArray<readonly [number, number]>): void {
  const repeats = new Map<number, number[]>();
  for (const [rule, first] of duplicates) {
    const list = repeats.get(first);
    if (list) list.push(rule);
    else repeats.set(first, [first, rule]);
  }
  const found: Repeat[] = [];
  // No push(...): one group may repeat a rule more times than a call has arguments.
  for (const list of repeats.values()) for (const r of repeatsOf(parsed, list.map((i) => ruleAt(parsed, i)))) found.push(r);
  for (const { rule, of, shadowed } of found.sort((a, b) => a.rule.line - b.rule.line)) {
    if (shadowed) reportShadowedBy(parsed, report, rule, of, 'first');
    else reportDuplicate(parsed, report, rule, of);
  }
}

/** A rule to report as repeating another (`of`), or, `shadowed`, as only shadowed by it. */
interface Repeat { rule: Rule; of: Rule; shadowed: boolean }

/**
 * One profile's repeats of one rule (`list`, in line order), in classes of values every profile
 * reads alike. In each, all but the rule kept are duplicates; the kept rule of a later class is
 * only shadowed by the first rule, with no fix: removing it would change another reading (RFC
 * 9309 reads `/x%7E` as `/x~`, Bing does not).
 */
function repeatsOf(parsed: ParsedRobots, list: Rule[]): Repeat[] {
  const classes: Rule[][] = [];
  for (const rule of list) {
    const same = classes.find((c) => readAlike(c[0].value, rule.value));
    if (same) same.push(rule);
    else classes.push([rule]);
  }
  const out: Repeat[] = [];
  for (const c of classes) {
    const keep = c.find((rule) => readByEvery(parsed, rule.line)) ?? c[0];
    for (const rule of c) if (rule !== keep) out.push({ rule, of: keep, shadowed: false });
    if (c !== classes[0]) out.push({ rule: keep, of: list[0], shadowed: true });
  }
  return out;
}

/** Do two values make one pattern under every profile (`/é` and `/%C3%A9` do; `/a:` and `/a%3A` only for the 1996 draft). */
function readAlike(a: string, b: string): boolean {
  return a === b || Object.values(PROFILE_SPECS).every((spec) => normalisePattern(a, spec) === normalisePattern(b, spec));
}

/** Is this rule's line written as every profile reads it: its key spelt out, with its colon. */
function readByEvery(parsed: ParsedRobots, line: number): boolean {
  const l = lineFromTable(parsed.lines, line);
  return l.spelling === 'exact' && !l.missingColon;
}

/** Rules with one match set: all but the one that wins are shadowed. */
function reportShadowed(parsed: ParsedRobots, report: Report, list: Rule[]): void {
  const winner = list.reduce((a, b) =>
    b.pattern.length > a.pattern.length || (b.pattern.length === a.pattern.length && b.allow && !a.allow) ? b : a);
  for (const rule of list) {
    if (rule !== winner) reportShadowedBy(parsed, report, rule, winner, winner.pattern.length > rule.pattern.length ? 'longer' : 'allow-tie');
  }
}

function reportShadowedBy(parsed: ParsedRobots, report: Report, rule: Rule, by: Rule, why: ShadowedWhy): void {
  if (report.skipIfFull('shadowed-rule')) return;
  const { from, to } = ruleRange(parsed, rule.line);
  report.add('shadowed-rule', rule.line, from, to, say('shadowedRule', by.line, why));
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
      // The draft decodes every escape: `/a%3A` repeats `/a:` here, not for Google.
      if (first.pattern === rule.pattern && first.allow === rule.allow && readAlike(first.value, rule.value)) reportDuplicate(parsed, report, rule, first);
      else reportShadowedBy(parsed, report, rule, first, 'first');
      continue;
    }
    earlier.insert(rule.pattern, rule);
  }
}

/**
 * A rule that blocks every path, for `*` or Googlebot (the staging file shipped to production: a
 * warning), or for another search crawler of the registry (often meant, for a search engine the
 * site does not want: a note).
 */
function checkBlocksEverything(parsed: ParsedRobots, report: Report, g: Group, spec: ProfileSpec, bound: () => ReadonlyMap<string, CrawlerInfo[]>): void {
  const star = g.userAgents.some((u) => u.token === '*');
  const googlebot = g.userAgents.some((u) => u.token.toLowerCase() === 'googlebot');
  const search = star || googlebot ? [] : searchCrawlers(g, bound);
  if (!star && !googlebot && search.length === 0) return;
  let hasAllows: boolean | null = null;
  const { allow, line, group } = parsed.rules;
  const { valueFrom, valueTo } = parsed.lines;
  // The group's rules that may be for every path, in order (a rule's group column names its group).
  for (const r of everyPathCandidates(parsed)) {
    if (group[r] !== g.index || allow[r] === 1) continue;
    let every: boolean;
    if (patternIsText(parsed, r)) every = matchesEveryPath(parsed.text, valueFrom[line[r] - 1], valueTo[line[r] - 1], spec.wildcards);
    else {
      const pattern = rulePattern(parsed, r);
      every = matchesEveryPath(pattern, 0, pattern.length, spec.wildcards);
    }
    if (!every) continue;
    hasAllows ??= g.rules.some((i) => allow[i] === 1 && rulePattern(parsed, i) !== '');
    const { from, to } = ruleRange(parsed, line[r]);
    if (search.length === 0) report.add('blocks-everything', line[r], from, to, say('blocksEverything', star, hasAllows));
    else report.add('blocks-everything', line[r], from, to, say('blocksSearchCrawler', search.map((c) => c.token), [...new Set(search.map((c) => c.operator))], hasAllows), undefined, 'info');
  }
}

/** The registry's search crawlers that obey another group when no group names them (YandexBot: Yandex). */
const CHAINED_SEARCH: readonly CrawlerInfo[] = REGISTRY.filter((c) => c.purpose === 'search' && c.chain.length > 1);

/**
 * The registry's search crawlers that come to a group down their chain, by the token (lowercased)
 * that group names: the first token of the crawler's chain some group of the file names
 * (`User-agent: Yandex` binds YandexBot when no group names YandexBot: "User-agent: Yandex # will be
 * used by all Yandex bots", Yandex's robot-workings/user-agent).
 */
function chainedSearchByToken(parsed: ParsedRobots, spec: ProfileSpec): ReadonlyMap<string, CrawlerInfo[]> {
  const named = new Set(parsed.groups.flatMap((g) => g.userAgents.map((u) => asciiLower(u.token))));
  const out = new Map<string, CrawlerInfo[]>();
  for (const c of CHAINED_SEARCH) {
    const first = chainTokens(c, spec).map(asciiLower).find((t) => named.has(t));
    if (first !== undefined) out.set(first, [...(out.get(first) ?? []), c]);
  }
  return out;
}

/**
 * The registry's search crawlers the group binds: those it names (Bing's, Apple's, ...), and those
 * that come to it down their chain (`bound`: chainedSearchByToken). Rows only, as one assumed by its
 * name (YandexVideo) has no known purpose.
 */
function searchCrawlers(g: Group, bound: () => ReadonlyMap<string, CrawlerInfo[]>): CrawlerInfo[] {
  const out = new Set<CrawlerInfo>();
  for (const u of g.userAgents) {
    const c = findCrawler(u.token);
    if (c && c.purpose === 'search') out.add(c);
  }
  for (const u of g.userAgents) for (const c of bound().get(asciiLower(u.token)) ?? []) out.add(c);
  return [...out];
}
