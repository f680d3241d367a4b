/**
 * Which groups apply to a crawler. A crawler is a fallback chain of product tokens: the first
 * token that some group names decides (Google documents Googlebot-Image falling back to
 * Googlebot). Within a token, google/robotstxt compares the whole token case-insensitively with
 * the token read from each user-agent line, merges every group that names it, and uses the `*`
 * groups only when no group names it (robots.cc HandleUserAgent, disallow()).
 */
import { asciiLower, equalsIgnoreAsciiCase } from './asciiCase.ts';
import type { ProfileSpec } from './profiles/index.ts';
import type { GroupChoice } from './types.ts';

/** What a choice of groups reads of a parse (ParsedRobots, or the check-only entry's): each group's user-agent tokens. */
export interface AgentGroups {
  groups: readonly { userAgents: readonly { token: string }[] }[];
}

function isGlobal(parsed: AgentGroups, g: number): boolean {
  const agents = parsed.groups[g].userAgents;
  for (let i = 0; i < agents.length; i++) if (agents[i].token === '*') return true;
  return false;
}

/** The `*` groups, all of them or the first, as the profile merges. */
function globalGroups(parsed: AgentGroups, spec: ProfileSpec): number[] {
  const found: number[] = [];
  for (let g = 0; g < parsed.groups.length; g++) {
    if (isGlobal(parsed, g)) {
      found.push(g);
      if (!spec.mergeGroups) break;
    }
  }
  return found;
}

/**
 * The groups that name `token` (lower case where the profile matches substrings, else as the
 * crawler gives it: compared folding A-Z on both sides, no lowered copy made per check; all of
 * them or the first, as the profile merges),
 * and on the same walk the `*` groups (as globalGroups), complete whenever no group names the
 * token: a crawler with no group of its own (most crawlers on most files) then costs one walk
 * over the groups, not two, where a walk was a seventh of a small file's first check.
 */
function namedAndGlobal(parsed: AgentGroups, token: string, spec: ProfileSpec): { named: number[]; global: number[] } {
  const named: number[] = [];
  const global: number[] = [];
  const substring = spec.agentMatch === 'substring';
  for (let g = 0; g < parsed.groups.length; g++) {
    const agents = parsed.groups[g].userAgents;
    let isNamed = false;
    let isGlobal = false;
    for (let i = 0; i < agents.length; i++) {
      const value = agents[i].token;
      if (value === '*') isGlobal = true;
      // The 1996 draft: "a case-insensitive substring match of the name without version".
      else if (!isNamed) isNamed = substring ? asciiLower(value).includes(token) : equalsIgnoreAsciiCase(value, token);
    }
    if (isNamed) {
      named.push(g);
      if (!spec.mergeGroups) break;
    }
    if (isGlobal && (spec.mergeGroups || global.length === 0)) global.push(g);
  }
  return { named, global };
}

export function chooseGroups(parsed: AgentGroups, chain: readonly string[], spec: ProfileSpec): GroupChoice {
  let global: number[] | null = null;
  for (const agent of chain) {
    if (agent === '*') continue;
    if (spec.agentMatch === 'substring' && agent === '') continue;
    const { named, global: star } = namedAndGlobal(parsed, spec.agentMatch === 'substring' ? asciiLower(agent) : agent, spec);
    if (named.length > 0) return { agent, groups: named, reason: named.length > 1 ? 'merged' : 'named' };
    global ??= star;
  }
  global ??= globalGroups(parsed, spec);
  if (global.length > 0) return { agent: '*', groups: global, reason: 'fallback' };
  return { agent: '', groups: [], reason: 'none' };
}
