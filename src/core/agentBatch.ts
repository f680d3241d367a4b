/**
 * Which of a crawler's rules match each of many paths of one parse: the diagnostics ask
 * Googlebot's verdict on a few hundred sample paths (a folder's `site.css`, each sitemap).
 * Checking them one by one builds the crawler's rule index after 16 checks, which on the
 * benchmark's 500 KiB file (6,062 rules for Googlebot) took four fifths of the whole parse +
 * diagnose; the rule columns alone are 6,000 strings, 1 MB.
 *
 * Here the rules are read once, in place in the text, as the first check's scan reads them
 * (agentRules.ts scanInPlace), and hashed by their literal start (lookup/ruleStarts.ts): a path
 * then finds the few rules that may match it, and only those become strings, matched as a scan
 * matches them. Its own module, outside the lookup a check runs: a bundle of parse + check
 * carries none of it.
 */
import { agentRules } from './agentRules.ts';
import { impliedIndexAllow, skipped } from './ruleColumns.ts';
import { RuleStarts } from './lookup/index.ts';
import type { ProfileSpec } from './profiles/index.ts';
import { patternIsText, rulePattern } from './ruleTable.ts';
import type { ParsedRobots, RuleMatch } from './types.ts';

/** What a batch answers: the matches of each path asked (RuleQuery collect's, for that path alone). */
export interface PathMatches {
  /** `shortest`: leave out the matches shorter than that (RuleStarts collect). */
  collect(path: string, out: RuleMatch[], shortest?: number): void;
}

/** `agent`'s rules, ready to be asked for path after path. */
export function batchLookup(parsed: ParsedRobots, agent: string, spec: ProfileSpec): PathMatches {
  const ids = agentRules(parsed, agent, spec).rules;
  const { text } = parsed;
  const { valueFrom, valueTo } = parsed.lines;
  const { line, allow, ownPatterns, ownValues } = parsed.rules;
  const allText = ownPatterns.size === 0 && ownValues.size === 0;
  const { indexHtmlAllow } = spec;
  const starts = new RuleStarts(text, spec.wildcards, ids.length);
  for (let k = 0; k < ids.length; k++) {
    const r = ids[k];
    const row = line[r] - 1;
    const from = valueFrom[row];
    const to = valueTo[row];
    const inText = from >= 0 && (allText || patternIsText(parsed, r));
    const isAllow = allow[r] === 1;
    if (inText) {
      if (from === to && skipped('', spec)) continue;
      // An Allow implies `<dir>/$` only where `/index.htm` follows its last `/`: only then is its pattern made.
      const implied = isAllow && indexHtmlAllow && mayImplyIndex(text, from, to) ? impliedIndexAllow(text.slice(from, to), spec) : null;
      starts.add(r, line[r], isAllow, from, to, null, implied);
      continue;
    }
    const pattern = rulePattern(parsed, r);
    if (skipped(pattern, spec)) continue;
    starts.add(r, line[r], isAllow, -1, pattern.length, pattern, isAllow ? impliedIndexAllow(pattern, spec) : null);
  }
  return starts;
}

/** Does text[from, to) hold `/index.htm` after its last `/` (impliedIndexAllow's test, in place)? */
function mayImplyIndex(text: string, from: number, to: number): boolean {
  let slash = to - 1;
  while (slash >= from && text.charCodeAt(slash) !== 0x2f) slash--;
  return slash >= from && slash + 10 <= to && text.startsWith('/index.htm', slash);
}

/** The matches of each of `paths` for `agent`'s rules (one list per path, in no particular order): what RuleQuery collect finds for each alone. */
export function collectEach(parsed: ParsedRobots, agent: string, spec: ProfileSpec, paths: readonly string[]): RuleMatch[][] {
  if (paths.length === 0) return [];
  const batch = batchLookup(parsed, agent, spec);
  return paths.map((path) => {
    const out: RuleMatch[] = [];
    batch.collect(path, out);
    return out;
  });
}
