/**
 * Verdict + deciding rule + every matching rule, for one crawler and one URL.
 * Parse once, check many: the rules that apply to a crawler are found once and kept with the
 * parse (agentRules.ts, in the parse's memo).
 */
import { agentRules } from './agentRules.ts';
import { comparedPath, decide } from './decide.ts';
import { googlebotView } from './googlebotView.ts';
import { memoOf, plainParse } from './memo.ts';
import { parseRobots, pastSizeLimit } from './parse.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import type { CheckOptions, CheckResult, ParsedRobots, RuleMatch } from './types.ts';

/**
 * Check a URL for a crawler. `agent` is a product token or a fallback chain of tokens; it is
 * compared whole (use productToken() first on a User-Agent header). Under the google profile
 * the answer is Googlebot's: for a file over 500 KiB, Google's library on the first 512,000
 * bytes (googlebotView.ts), unless `options.wholeFile` asks for the library on the whole file.
 */
export function checkUrl(parsed: ParsedRobots, agent: string | readonly string[], url: string, options?: CheckOptions): CheckResult {
  const spec = profileSpec(parsed.profile);
  if (readsAsOpen(parsed)) return check(openView(parsed), agent, url, spec, false);
  // A file within the limit (nearly all) pays one comparison here.
  if (parsed.sizeLimit !== null && spec.readsOnlySizeLimit && !(options && options.wholeFile)) {
    const ignoresAllow = options !== undefined && options.ignoresAllow === true;
    const result = check(googlebotView(parsed), agent, url, spec, ignoresAllow);
    result.sizeLimited = true;
    return result;
  }
  // The whole of a file over the limit: a deferred parse's plain fields (memo.ts, plainParse).
  const whole = parsed.sizeLimit === null ? parsed : plainParse(parsed);
  const result = check(whole, agent, url, spec, options !== undefined && options.ignoresAllow === true);
  result.pastSizeLimit = result.rule !== null && pastSizeLimit(whole, result.rule.line);
  return result;
}

/**
 * Whether the profile's crawler takes this file as no file at all: it is over the size its
 * operator reads (profiles/types.ts `openOver`; Yandex: over 500 KB, "the site is considered open
 * for indexing"). Every URL is then allowed, and no line decides.
 */
export function readsAsOpen(parsed: ParsedRobots): boolean {
  const over = profileSpec(parsed.profile).openOver;
  return over !== null && parsed.byteLength > over.bytes;
}

/** The parse a crawler reads where it takes the file as open (readsAsOpen): an empty file, under the same profile; kept with the parse. */
export function openView(parsed: ParsedRobots): ParsedRobots {
  const memo = memoOf(parsed);
  if (memo.open === null) memo.open = parseRobots('', { profile: parsed.profile });
  return memo.open;
}

function check(parsed: ParsedRobots, agent: string | readonly string[], url: string, spec: ProfileSpec, ignoresAllow: boolean): CheckResult {
  const idx = agentRules(parsed, agent, spec);
  const path = comparedPath(url, spec);
  const matches: RuleMatch[] = [];
  const decision = decide(idx.lookup, path, spec, matches, ignoresAllow);
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
    sizeLimited: false,
    pastSizeLimit: false,
  };
}
