/**
 * Which of a crawler's rules match each of a set of paths known at once: the diagnostics ask
 * Googlebot's verdict on a few hundred sample paths of one parse (a folder's `site.css`, each
 * sitemap). Checking them one by one builds the crawler's rule index after 16 checks, which on
 * the benchmark's 500 KiB file (6,062 rules for Googlebot, 798 paths) took four fifths of the
 * whole parse + diagnose; the rule columns alone are 6,000 strings, 1 MB.
 *
 * Here the rules are read once, in place in the text, as the first check's scan reads them
 * (agentRules.ts scanInPlace): a rule whose literal start begins none of the paths is turned
 * down on the text itself (lookup/pathBatch.ts PathSet), and only the few that may match one
 * become strings, matched as a scan matches them. Its own module, outside the lookup a check
 * runs: a bundle of parse + check carries none of it.
 */
import { agentRules, IndexHtm } from './agentRules.ts';
import { impliedIndexAllow, skipped } from './ruleColumns.ts';
import { collectRule, PathSet } from './lookup/index.ts';
import type { ProfileSpec } from './profiles/index.ts';
import { patternIsText, rulePattern } from './ruleTable.ts';
import type { ParsedRobots, RuleMatch } from './types.ts';

/**
 * A batch that a second one follows (googlebotChecks.ts: a folder's other sample files, asked
 * only where its first did not settle it). The second reads only the rules the first kept,
 * instead of all of them again: the first turns a rule down only where neither its own paths nor
 * `later` start with its literal start, so the rules it keeps hold every rule that may match a
 * path of `later` (pathBatch.ts PathSet mayMatchIn never turns down a rule that may match a path of either).
 */
export interface BatchFollowUp {
  /** Paths a later batch may ask (compared as `paths` are): their starts are hashed, not asked. */
  later?: readonly string[];
  /** Filled with the rules a later batch of paths of `later` must read, in the crawler's order. */
  kept?: number[];
  /** Read only these of the crawler's rules: what an earlier batch kept, for paths of its `later`. */
  among?: readonly number[];
}

/** The matches of each of `paths` for `agent`'s rules (one list per path, in no particular order): what RuleQuery collect finds for each alone. */
export function collectEach(parsed: ParsedRobots, agent: string, spec: ProfileSpec, paths: readonly string[], follow: BatchFollowUp = {}): RuleMatch[][] {
  const out = paths.map((): RuleMatch[] => []);
  if (paths.length === 0) return out;
  const { kept, among } = follow;
  const set = new PathSet(paths, spec.wildcards, follow.later);
  const ids = among ?? agentRules(parsed, agent, spec).rules;
  const { text } = parsed;
  const { valueFrom, valueTo } = parsed.lines;
  const { line, allow, ownPatterns, ownValues } = parsed.rules;
  const allText = ownPatterns.size === 0 && ownValues.size === 0;
  const { wildcards, indexHtmlAllow } = spec;
  const htm = new IndexHtm(text);
  for (let k = 0; k < ids.length; k++) {
    const r = ids[k];
    const row = line[r] - 1;
    const from = valueFrom[row];
    const to = valueTo[row];
    const inText = from >= 0 && (allText || patternIsText(parsed, r));
    // An Allow that implies `<dir>/$` may match where its own start does not: it is matched whole.
    const mayImplyIndex = indexHtmlAllow && allow[r] === 1 && inText && htm.endsValue(from, to);
    if (inText && !mayImplyIndex && !set.mayMatchIn(text, from, to, wildcards)) continue;
    kept?.push(r);
    const pattern = inText ? text.slice(from, to) : rulePattern(parsed, r);
    if (skipped(pattern, spec)) continue;
    const implied = allow[r] === 1 ? impliedIndexAllow(pattern, spec) : null;
    collectRule(set, out, r, line[r], allow[r] === 1, pattern, implied, wildcards);
  }
  return out;
}
