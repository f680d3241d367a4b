/**
 * Many crawlers checked against many URLs at once: the columns of the workbench's matrix (10,000
 * URLs × 10 crawlers on every keystroke, issue 11 §5). The answers are checkCrawler's, cell for
 * cell (checkColumns.test.ts compares them); what differs is what is worked out once:
 * - each URL's compared path once per URL list and profile (comparedPaths), not once per
 *   crawler: the caller keeps the list, so a new parse of the same URLs reads none of them again;
 * - each crawler once per parse: the tokens of its chain, the groups that apply and their rule
 *   lookup, which crawler rule chose them, Googlebot's 500 KiB view. All of it is the same for
 *   every URL (checkCrawler works it out again for each, keys and all);
 * - the verdicts once per set of groups: crawlers that obey the same groups share them;
 * - per URL only the lookup and the decision, answered as a byte and a line, no object per cell;
 * - with a ColumnMemory, nothing for a crawler whose rules the new parse left as they were
 *   (columnMemory.ts): a keystroke touches the columns of the crawlers that read its group.
 * On the benchmark's 100,000 cells that is what was left of 250-400 ms.
 */
import { agentRules } from './agentRules.ts';
import type { ColumnMemory } from './columnMemory.ts';
import { chainIndex, chainTokens, crawlerRuleOf, type Crawler, type CrawlerRule } from './crawlerCheck.ts';
import { googlebotView } from './googlebotView.ts';
import { alwaysAllowed, comparedPath, decide } from './decide.ts';
import { openView, readsAsOpen } from './match.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';
import type { AgentRules, ParsedRobots, ReadingId, RuleMatch } from './types.ts';

/** What `profile` compares of each URL (checkUrl's `path`): the argument of checkColumns. */
export function comparedPaths(urls: readonly string[], profile: ReadingId): string[] {
  const spec = profileSpec(profile);
  return urls.map((url) => comparedPath(url, spec));
}

/** A crawler's answers for a list of paths, and what they all share. */
export interface ColumnAnswer {
  /** Per path: 1 allowed, 0 blocked (checkCrawler's `allowed`). */
  allowed: Uint8Array;
  /** Per path: the deciding line, 0 when no rule decided (checkCrawler's `line`). */
  line: Int32Array;
  /** The groups that applied, for every path alike (checkCrawler's `groups`: indices into `read`'s groups). */
  groups: readonly number[];
  crawlerRule: CrawlerRule;
  /** Googlebot's answer on a file over 500 KiB (checkCrawler's `sizeLimited`). */
  sizeLimited: boolean;
  /** The parse the answers refer to: googlebotView(parsed) when sizeLimited, else parsed. */
  read: ParsedRobots;
  /**
   * The paths (indices, ascending) allowed whatever the rules say, no line deciding: /robots.txt
   * itself under a reading that always allows it (decide.ts alwaysAllowed; checkCrawler's
   * tieBreak 'robots-txt'). Usually none.
   */
  robotsTxt: readonly number[];
}

/**
 * checkCrawler(parsed, crawler, url) for each crawler and each URL whose compared path is in
 * `paths` (comparedPaths(urls, parsed.profile)), a column per crawler. Crawlers that obey the
 * same groups (on most real files GPTBot, ClaudeBot and PerplexityBot all read `*`) share one
 * column of verdicts and lines: read them, never write them. `memory`, kept by the caller with
 * `paths`, carries the answers over to the next parse of the same paths (columnMemory.ts).
 */
export function checkColumns(parsed: ParsedRobots, crawlers: readonly Crawler[], paths: readonly string[], memory?: ColumnMemory): ColumnAnswer[] {
  const spec = profileSpec(parsed.profile);
  const recall = memory ? memory.forParse(paths, parsed.profile) : null;
  // match.ts checkUrl: under a profile whose crawler stops at 500 KiB, a bigger file is read as Googlebot reads it.
  const sizeLimited = parsed.sizeLimit !== null && spec.readsOnlySizeLimit;
  const open = readsAsOpen(parsed);
  const read = open ? openView(parsed) : sizeLimited ? googlebotView(parsed) : parsed;
  const byGroups = new Map<string, Pick<ColumnAnswer, 'allowed' | 'line'>>();
  // The same paths for every crawler whose rules are read: it depends on the path and the reading alone.
  const robotsTxt = alwaysAllowedPaths(paths, spec);
  return crawlers.map((crawler) => {
    const tokens = chainTokens(crawler, spec);
    const idx = agentRules(read, tokens, spec);
    const crawlerRule = open ? 'too-big' : crawlerRuleOf(crawler, chainIndex(tokens, idx), idx.reason);
    if (crawlerRule === 'ignores-global') {
      // No group names it and it never reads `*`: nothing applies, everything is allowed.
      return { allowed: new Uint8Array(paths.length).fill(1), line: new Int32Array(paths.length), groups: [], crawlerRule, sizeLimited, read, robotsTxt: [] };
    }
    // A crawler that does not follow Allow lines reads the same groups to other verdicts.
    const key = crawler.ignoresAllow ? `${idx.groups.join(' ')} no-allow` : idx.groups.join(' ');
    let answers = byGroups.get(key);
    if (!answers) {
      const work = () => decideAll(idx, paths, spec, crawler.ignoresAllow);
      byGroups.set(key, (answers = recall ? recall(read, idx.rules, work, crawler.ignoresAllow) : work()));
    }
    return { ...answers, groups: idx.groups, crawlerRule, sizeLimited, read, robotsTxt };
  });
}

/** The indices of the paths decide() allows whatever the rules say (alwaysAllowed). */
function alwaysAllowedPaths(paths: readonly string[], spec: ProfileSpec): number[] {
  const out: number[] = [];
  if (!spec.robotsTxtAllowed) return out;
  for (let i = 0; i < paths.length; i++) if (alwaysAllowed(paths[i], spec)) out.push(i);
  return out;
}

/** The verdict and deciding line of each path under one crawler's rules. */
function decideAll(idx: AgentRules, paths: readonly string[], spec: ProfileSpec, ignoresAllow: boolean): Pick<ColumnAnswer, 'allowed' | 'line'> {
  const allowed = new Uint8Array(paths.length);
  const line = new Int32Array(paths.length);
  const matches: RuleMatch[] = [];
  for (let i = 0; i < paths.length; i++) {
    if (matches.length > 0) matches.length = 0;
    const decision = decide(idx.lookup, paths[i], spec, matches, ignoresAllow);
    allowed[i] = decision.allowed ? 1 : 0;
    line[i] = decision.rule ? decision.rule.line : 0;
  }
  return { allowed, line };
}
