/**
 * group-parity: a crawler named by a group obeys that group alone, never `*` (RFC 9309 2.2.1;
 * robots.cc reads the `*` groups only when no group names the crawler). So when a
 * `User-agent: GPTBot` group is added to block one folder, GPTBot may from then on fetch every
 * path the `*` group blocks: the note names those paths, and its fix copies the missing rules.
 *
 * A `*` Disallow counts as lost to a group when, on a path it matches (the first example the
 * matcher confirms, patternReading.ts), no rule of the crawler's own groups matches at all: a
 * rule of the group that matches there, Allow or Disallow, says the author thought of that path.
 * Left aside, as the author evidently chose them:
 * - groups with an empty Allow or Disallow ("Disallow:" is the classic "this crawler may fetch
 *   everything"), and groups without rules (empty-group warns on those);
 * - crawlers that never read `*` anyway (AdsBot-Google and Google's other special-case
 *   crawlers, from the registry), crawlers that would fall back to another group of the file
 *   rather than to `*` (Googlebot-Image to Googlebot, YandexVideo, a Yandex robot the registry
 *   lacks, to Yandex), and a group that also names `*`;
 * - crawlers whose fetches the `*` rules are not about, from the registry: those robots.txt
 *   does not govern, or may not (a user-triggered fetch, ChatGPT-User: their operators say a
 *   person's request may not follow it), and link-preview fetchers (facebookexternalhit), which
 *   fetch only a URL someone shares, to show its card. Their groups are written to let them in
 *   (kayak.com's ChatGPT-User, nytimes.com's `Allow: /*?*smid=`), and copying the `*` rules
 *   would only break previews of the pages people share.
 * - a crawler's later groups: it is reported once, on its first group.
 */
import { agentRules } from '../agentRules.ts';
import { asciiLower } from '../asciiCase.ts';
import { crawlerFor } from '../crawlerCheck.ts';
import { everyPathCandidates, matchesEveryPath } from '../everyPath.ts';
import { decide } from '../decide.ts';
import { matchPattern, normalisePath } from '../pattern.ts';
import { examplePath } from '../patternReading.ts';
import type { ProfileSpec } from '../profiles/index.ts';
import { readingFor } from '../readings.ts';
import { crawlerInfoFor, type CrawlerInfo } from '../registry/registry.ts';
import { ownValue, rulePattern, ruleValue } from '../ruleTable.ts';
import type { Group, ParsedRobots, Profile, RuleMatch } from '../types.ts';
import type { Fix } from './diagnostic.ts';
import { say } from '../words/diagnosticWords.ts';
import { crawlerName } from './groupChecks.ts';
import { insertLinesAfter } from './lineEdits.ts';
import type { Report } from './report.ts';

/** A rule of the `*` groups with a path it matches. */
interface StarRule {
  index: number;
  line: number;
  allow: boolean;
  value: string;
  example: string;
  /** The example as the profile compares it. */
  path: string;
}

/**
 * Lookups one diagnose may make (named crawlers × `*` Disallows), a few microseconds each: the
 * corpus's files need at most 13,700 (wikipedia.org, before its groups of "Disallow: /" are set
 * aside), but icicibank.com would need 150,000 and a generated 500 KiB file with a 6,000-rule
 * `*` group and 50 named groups 220,000, seconds on every keystroke. A file past the budget gets
 * no parity note at all, rather than notes on some groups and silence on others, and one
 * `group-parity-skipped` note on the `*` group that says so: silence would read as "no group
 * lacks anything".
 */
export const GROUP_PARITY_BUDGET = 20_000;

/** `documented`: each crawler is read as its operator documents (diagnose's choice), no one reading forced for all. */
export function checkGroupParity(parsed: ParsedRobots, report: Report, spec: ProfileSpec, documented = true): void {
  const checked = namedGroups(parsed, spec);
  if (checked.length === 0) return;
  const global = agentRules(parsed, [], spec);
  if (global.agent !== '*') return;
  let count = 0;
  for (const r of global.rules) count += 1 - parsed.rules.allow[r];
  const crawlers = checked.reduce((n, c) => n + c.tokens.length, 0);
  if (crawlers * count > GROUP_PARITY_BUDGET) {
    reportSkipped(parsed, report, crawlers, count);
    return;
  }
  const star = starRules(parsed, global.rules, spec);
  const disallows = star.filter((s) => !s.allow);
  for (const { g, tokens } of checked) {
    const lost = disallows.filter((s) => tokens.some((t) => !matchesAny(parsed, t, s.example, spec)));
    if (lost.length === 0) continue;
    const agents = g.userAgents;
    const from = parsed.lines.keyFrom[agents[0].line - 1];
    const to = parsed.lines.valueTo[agents[agents.length - 1].line - 1];
    const names = [...new Set(agents.filter((u) => tokens.includes(asciiLower(u.token))).map(crawlerName))];
    const message = say('groupParity', names, names.map((n) => readerFor(n, spec.base, documented)), lost.map((s) => s.value));
    report.add('group-parity', agents[0].line, from, to, message, copyFix(parsed, g, tokens[0], lost, star, spec));
  }
}

/**
 * The reading a named crawler's group is read with: where each crawler is read as documented (the
 * file's reading Google's, readings.ts fileReading), its own (bingbot: Bing; GPTBot: RFC 9309);
 * under one forced for all, that one (Google's too). Every reading gives a named crawler its group alone.
 */
function readerFor(name: string, file: Profile, documented: boolean): Profile {
  return documented ? readingFor(crawlerFor(name), 'documented').profile : file;
}

/** The one note that the comparison was not made, on the first `User-agent: *` line. */
function reportSkipped(parsed: ParsedRobots, report: Report, crawlers: number, disallows: number): void {
  const star = parsed.groups.find((g) => g.userAgents.some((u) => u.token === '*'));
  const agent = star?.userAgents.find((u) => u.token === '*');
  if (!agent) return;
  const { keyFrom, valueTo } = parsed.lines;
  report.add('group-parity-skipped', agent.line, keyFrom[agent.line - 1], valueTo[agent.line - 1], say('groupParitySkipped', crawlers, disallows, GROUP_PARITY_BUDGET));
}

/**
 * The groups to compare with `*`, each with its crawlers to compare; left out, groups without
 * rules, with an empty rule, or with a rule for every path (`Disallow: /`, `Allow: /`): the
 * author chose what the crawler gets everywhere, `*` aside.
 */
function namedGroups(parsed: ParsedRobots, spec: ProfileSpec): { g: Group; tokens: string[] }[] {
  const seen = new Set<string>();
  const named = new Set(parsed.groups.flatMap((g) => g.userAgents.map((u) => asciiLower(u.token))));
  const out: { g: Group; tokens: string[] }[] = [];
  const chosen = groupsChoosingEveryPath(parsed, spec.wildcards);
  for (const g of parsed.groups) {
    const tokens = newTokens(g, seen, named);
    if (tokens.length === 0 || g.rules.length === 0) continue;
    if (!chosen.has(g.index)) out.push({ g, tokens });
  }
  return out;
}

/** The groups with a rule that is empty or for every path: only the few rules that may be are read (everyPath.ts). */
function groupsChoosingEveryPath(parsed: ParsedRobots, wildcards: boolean): Set<number> {
  const out = new Set<number>();
  const { group } = parsed.rules;
  for (const r of everyPathCandidates(parsed)) if (group[r] >= 0 && choosesEveryPath(parsed, r, wildcards)) out.add(group[r]);
  return out;
}

/**
 * Is rule `r`'s value empty or one for every path? Read in place in the text (as
 * checkBlocksEverything reads it): a string of each of the generated 500 KiB file's rules was
 * half of this check's time (issue 29).
 */
function choosesEveryPath(parsed: ParsedRobots, r: number, wildcards: boolean): boolean {
  const own = ownValue(parsed, r);
  if (own !== undefined) return own === '' || matchesEveryPath(own, 0, own.length, wildcards);
  const row = parsed.rules.line[r] - 1;
  const from = parsed.lines.valueFrom[row];
  const to = parsed.lines.valueTo[row];
  return from === to || matchesEveryPath(parsed.text, from, to, wildcards);
}

/** The `*` groups' rules that match some path, in file order, each with such a path. */
function starRules(parsed: ParsedRobots, rules: readonly number[], spec: ProfileSpec): StarRule[] {
  const out: StarRule[] = [];
  for (const index of rules) {
    const value = ruleValue(parsed, index);
    // A `*` group that blocks every path makes the named groups the exceptions: letting those
    // crawlers in is what they are for (facebook.com lists twenty that way).
    if (matchesEveryPath(value, 0, value.length, spec.wildcards)) continue;
    const example = examplePath(value, spec.name);
    if (example === null) continue;
    out.push({ index, line: parsed.rules.line[index], allow: parsed.rules.allow[index] === 1, value, example, path: normalisePath(example, spec) });
  }
  return out;
}

/**
 * The group's crawler tokens (lower case) that no earlier group names and that would read `*`
 * without it; none if it names `*`. Left out: crawlers that never read `*` (registry
 * ignoresGlobal), those that would fall back to another group the file has (Googlebot-Image to
 * Googlebot): `*` is not what they lost; and those the `*` rules are not about (notAbout).
 */
function newTokens(g: Group, seen: Set<string>, named: Set<string>): string[] {
  if (g.userAgents.some((u) => u.token === '*')) return [];
  const out: string[] = [];
  for (const u of g.userAgents) {
    const t = asciiLower(u.token);
    if (t === '' || seen.has(t)) continue;
    seen.add(t);
    // A token the registry lacks but whose name is a family's (YandexVideo) falls back as the
    // family's robots do (registry assumedCrawler): to a Yandex group, not to `*`.
    const crawler = crawlerInfoFor(t);
    if (crawler && (crawler.ignoresGlobal || notAbout(crawler) || crawler.chain.slice(1).some((c) => named.has(asciiLower(c))))) continue;
    out.push(t);
  }
  return out;
}

/** A crawler robots.txt does not (or may not) govern, or a link-preview fetcher (see the top). */
function notAbout(crawler: CrawlerInfo): boolean {
  return crawler.robots === 'no' || crawler.robots === 'may-not-apply' || crawler.purpose === 'preview';
}

/** Does rule `index` match `path` (as the profile compares it)? Its pattern is kept normalised (ruleTable.ts). */
function ruleMatches(parsed: ParsedRobots, index: number, path: string, spec: ProfileSpec): boolean {
  const pattern = rulePattern(parsed, index);
  return spec.wildcards ? matchPattern(pattern, path) : path.startsWith(pattern);
}

/** Does any rule of the crawler's own groups match `path`? */
function matchesAny(parsed: ParsedRobots, token: string, path: string, spec: ProfileSpec): boolean {
  const matches: RuleMatch[] = [];
  decide(agentRules(parsed, token, spec).lookup, normalisePath(path, spec), spec, matches);
  return matches.length > 0;
}

/**
 * Copy the lost Disallow lines to the end of the group, with the `*` Allow lines that carve
 * paths out of them (`Disallow: /search` with `Allow: /search/about`), so that on those paths the
 * crawler gets what `*` gives. Not offered for a group past Googlebot's 500 KiB cut.
 */
function copyFix(parsed: ParsedRobots, g: Group, token: string, lost: StarRule[], star: StarRule[], spec: ProfileSpec): Fix | undefined {
  const limit = parsed.sizeLimit;
  if (limit && g.endLine >= limit.line) return undefined;
  const carveOuts = star.filter((a) => a.allow && !matchesAny(parsed, token, a.example, spec) && lost.some((d) => ruleMatches(parsed, d.index, a.path, spec)));
  const copied = [...lost, ...carveOuts].sort((a, b) => a.line - b.line);
  const { lines, text } = parsed;
  const texts = copied.map((s) => text.slice(lines.keyFrom[s.line - 1], lines.valueTo[s.line - 1]));
  return insertLinesAfter(parsed, g.endLine, texts, say('fixCopyRules', copied.length));
}
