/**
 * The check-only entry (`robotscope/check`): a robots.txt read for verdicts alone, for a bundle
 * that only asks "may this crawler fetch this URL?" (issue 27 §2: parse + check in ≤ 8 kB gzip).
 *
 * parseRobots (parse.ts) keeps every line for the editor: its spans, kind and ending in tables,
 * the keys read in place through per-profile tables, the 500 KiB cut's checkpoint, the deferred
 * parse of bytes past it, the rule index a crawler's later checks use. Here a text is read once
 * into the groups' user-agent tokens and their rules' patterns, and nothing else. What a line
 * means is not said again: the same pieces read it (lineSpans.ts: whitespace, Google's line cut,
 * a missing colon, the agent's token; directives.ts: the key; pattern.ts: the pattern), the same
 * code chooses the groups (groups.ts), finds the matching rules (lookup/ruleScan.ts, the scan
 * the engine answers a crawler's first checks with) and decides (decide.ts). checkOnly.test.ts
 * holds every answer, verdict and deciding line, to checkUrl's on the conformance cases and the
 * corpus.
 */
import { classifyKey } from './directives.ts';
import { comparedPath, decide } from './decide.ts';
import { utf8Length } from './decode.ts';
import { chooseGroups } from './groups.ts';
import { lineEnds } from './lineSplit.ts';
import { agentToken, blankSeparator, isSpaceCode, partialCharAtCut, readableEnd, splitValue } from './lineSpans.ts';
import { NextOf, planScan, scan, type LookupRules, type ScanPlan } from './lookup/index.ts';
import { normalisePattern } from './pattern.ts';
import { google } from './profiles/google.ts';
import { rfc9309 } from './profiles/rfc9309.ts';
import type { ProfileSpec } from './profiles/types.ts';
import { applyingRules, ruleColumns } from './ruleColumns.ts';
import { bomChars, sizeLimitCut, SIZE_LIMIT_BYTES } from './source.ts';
import type { LineKind, RuleMatch, RuleQuery } from './types.ts';

/** The readings this entry gives: Google's (Googlebot's, the default) and RFC 9309's. The others need parseRobots. */
export type CheckProfile = 'google' | 'rfc9309';

export interface ParseRulesOptions {
  profile?: CheckProfile;
}

/** A verdict and the line that decided it: checkUrl's `allowed` and `line`. */
export interface Verdict {
  allowed: boolean;
  /** The 1-based line of the deciding rule (google: RobotsMatcher::matching_line()), 0 where none decided. */
  line: number;
}

interface RulesGroup {
  userAgents: { token: string }[];
  /** Indices into the rule columns. */
  rules: number[];
}

/** A crawler's rules, scanned for each path (ruleScan.ts). */
class Scan implements RuleQuery {
  private readonly plan: ScanPlan;

  constructor(private readonly rules: LookupRules, private readonly wildcards: boolean) {
    this.plan = planScan(rules, wildcards);
  }

  collect(path: string, out: RuleMatch[]): void {
    scan(this.rules, this.plan, this.wildcards, path, out);
  }
}

/** A robots.txt as a check reads it: groups and rules, nothing else. Make one with parseRules. */
export interface RobotsRules {
  readonly profile: CheckProfile;
}

/** What parseRules reads, and what check keeps of it. */
class ReadRules implements RobotsRules {
  readonly groups: RulesGroup[] = [];
  /** Per rule: its line, 1 for Allow, and its pattern as the profile compares it. */
  readonly line: number[] = [];
  readonly allow: number[] = [];
  readonly pattern: string[] = [];
  /** The scan of each set of groups a check chose (their indices, space-separated). */
  private readonly scans = new Map<string, Scan>();

  constructor(readonly profile: CheckProfile, readonly spec: ProfileSpec) {}

  /** The scan of the rules of `groups`, made on the first check that chose them. */
  scanOf(groups: readonly number[]): Scan {
    const key = groups.join(' ');
    let found = this.scans.get(key);
    if (found === undefined) {
      const columns = ruleColumns(applyingRules(this.groups, groups), this, (r) => this.pattern[r], this.spec);
      this.scans.set(key, (found = new Scan(columns, this.spec.wildcards)));
    }
    return found;
  }
}

/** The readings this entry carries (the profiles' switches, as the engine reads them). */
const SPECS: Readonly<Record<CheckProfile, ProfileSpec>> = { google, rfc9309 };

function specOf(profile: CheckProfile | undefined): ProfileSpec {
  if (profile === undefined) return google;
  if (Object.hasOwn(SPECS, profile)) return SPECS[profile];
  throw new RangeError(`robotscope/check reads the google and rfc9309 profiles, not ${JSON.stringify(profile)}: parseRobots from robotscope reads every profile`);
}

/**
 * Read a robots.txt (as text: bytes that are not UTF-8 need parseRobots) for checks. Under the
 * google profile only what Googlebot reads counts: the first 500 KiB (RFC 9309 2.5).
 */
export function parseRules(text: string, options: ParseRulesOptions = {}): RobotsRules {
  const spec = specOf(options.profile);
  const rules = new ReadRules(spec.name as CheckProfile, spec);
  const source = typeof text === 'string' ? text : String(text ?? '');
  readLines(rules, spec.readsOnlySizeLimit ? readPart(source) : source);
  return rules;
}

/**
 * May `agent` fetch `url`, and which line decides? `agent` is a product token or a fallback
 * chain of them, compared whole, as checkUrl takes it; `url` is compared as checkUrl compares it.
 */
export function check(robots: RobotsRules, agent: string | readonly string[], url: string): Verdict {
  if (!(robots instanceof ReadRules)) throw new TypeError('check reads what parseRules returns');
  const rules = robots;
  const { spec } = rules;
  const chain = typeof agent === 'string' ? [agent] : agent.length > 0 ? agent : [''];
  const choice = chooseGroups(rules, chain, spec);
  const decision = decide(rules.scanOf(choice.groups), comparedPath(url, spec), spec, []);
  return { allowed: decision.allowed, line: decision.rule ? decision.rule.line : 0 };
}

/** What Googlebot reads of a text: its first 512,000 bytes in UTF-8 (source.ts, sizeLimitCut). */
function readPart(text: string): string {
  // Three bytes a UTF-16 unit at the most: a shorter text is within the limit.
  if (text.length * 3 <= SIZE_LIMIT_BYTES) return text;
  const ascii = !/[^\x00-\x7f]/.test(text);
  const cut = sizeLimitCut({ text, ascii, mayHoldEscapes: !ascii, byteLength: ascii ? text.length : utf8Length(text) });
  return cut === null ? text : text.slice(0, cut.offset) + cut.splitBytes;
}

/** The forward searches of one pass over a text (NextOf), and its keys' kinds. */
interface Pass {
  text: string;
  spec: ProfileSpec;
  hash: NextOf;
  colon: NextOf;
  nul: NextOf;
  kinds: Map<string, LineKind>;
  /** The group the next rule joins, and whether it has rules yet (a user-agent line then starts another). */
  group: RulesGroup | null;
  hasRules: boolean;
}

function readLines(rules: ReadRules, text: string): void {
  const { spec } = rules;
  const pass: Pass = { text, spec, hash: new NextOf(text, '#'), colon: new NextOf(text, ':'), nul: new NextOf(text, '\0'), kinds: new Map(), group: null, hasRules: false };
  const ends = lineEnds(text, bomChars(text).chars);
  let from = bomChars(text).chars;
  for (let row = 0; row < ends.length; row++) {
    const to = ends[row];
    readLine(rules, pass, from, to, row + 1);
    from = to + (text.charCodeAt(to) === 0x0d && text.charCodeAt(to + 1) === 0x0a ? 2 : 1);
  }
}

/**
 * One line, text[from, to): a rule joins the open group, a user-agent line names it or starts
 * the next; a blank line ends a group where the profile says so. As robots.cc
 * GetKeyAndValueFrom reads it: a `#` or (google) a NUL ends the content, Google's line cut ends
 * it at 16,663 bytes, whitespace around key and value is dropped, and the key is what comes
 * before the first colon (or, google, before the blanks of a line of two tokens).
 */
function readLine(rules: ReadRules, pass: Pass, from: number, to: number, line: number): void {
  const { text, spec } = pass;
  const cut = readableEnd(text, from, to, spec);
  let end = spec.nulEndsLine ? Math.min(cut, pass.nul.from(from)) : cut;
  const hash = pass.hash.from(from);
  const comment = hash < end ? hash : -1;
  if (comment >= 0) end = comment;
  const split = end === cut && cut < to && partialCharAtCut(text, from, cut, to, spec) !== '';
  let s = from;
  let e = end;
  while (s < e && isSpaceCode(text.charCodeAt(s))) s++;
  if (!split) while (e > s && isSpaceCode(text.charCodeAt(e - 1))) e--;
  if (s === e && !split) {
    if (comment < 0 && spec.blankLineEndsGroup) pass.group = null;
    return;
  }
  const colon = pass.colon.from(from);
  const sep = colon < e ? colon : spec.missingColon ? blankSeparator(text, s, e, split) : -1;
  let key = sep;
  while (key > s && isSpaceCode(text.charCodeAt(key - 1))) key--;
  if (sep < 0 || key === s) return;
  let v = sep === colon ? sep + 1 : sep;
  while (v < e && isSpaceCode(text.charCodeAt(v))) v++;
  const kind = keyKind(pass, text.slice(s, key));
  if (kind !== 'allow' && kind !== 'disallow' && kind !== 'user-agent') return;
  const value = splitValue(text, from, to, v, comment, spec, false) ?? text.slice(v, e);
  if (kind === 'user-agent') userAgent(rules, pass, agentToken(value, spec));
  else if (pass.group !== null) {
    pass.group.rules.push(rules.line.length);
    rules.line.push(line);
    rules.allow.push(kind === 'allow' ? 1 : 0);
    rules.pattern.push(normalisePattern(value, spec));
    pass.hasRules = true;
  }
}

/** A user-agent line names the open group, or starts a group after one that has rules (robots.cc: a group is its agents, then its rules). */
function userAgent(rules: ReadRules, pass: Pass, token: string): void {
  if (pass.group === null || pass.hasRules) {
    pass.group = { userAgents: [{ token }], rules: [] };
    rules.groups.push(pass.group);
    pass.hasRules = false;
  } else pass.group.userAgents.push({ token });
}

/** What the profile reads a key as (directives.ts), worked out once per key a text spells. */
function keyKind(pass: Pass, key: string): LineKind {
  let kind = pass.kinds.get(key);
  if (kind === undefined) {
    kind = classifyKey(key, pass.spec.keys).kind;
    if (pass.kinds.size < 1000) pass.kinds.set(key, kind);
  }
  return kind;
}
