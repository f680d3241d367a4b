/**
 * Which groups apply to a crawler. A crawler is a fallback chain of product tokens: the first
 * token that some group names decides (Google documents Googlebot-Image falling back to
 * Googlebot). Within a token, google/robotstxt compares the whole token case-insensitively with
 * the token read from each user-agent line, merges every group that names it, and uses the `*`
 * groups only when no group names it (robots.cc HandleUserAgent, disallow()).
 */
import { asciiLower, equalsLowered } from './asciiCase.ts';
import type { ProfileSpec } from './profiles/index.ts';
import type { GroupChoice, ParsedRobots } from './types.ts';

/** Does group g name `token` (lower case)? Compared in place: a file may have a thousand user-agent lines. */
function names(parsed: ParsedRobots, g: number, token: string, spec: ProfileSpec): boolean {
  const agents = parsed.groups[g].userAgents;
  for (let i = 0; i < agents.length; i++) {
    const value = agents[i].token;
    if (value === '*') continue;
    // The 1996 draft: "a case-insensitive substring match of the name without version".
    if (spec.agentMatch === 'substring' ? asciiLower(value).includes(token) : equalsLowered(value, token)) return true;
  }
  return false;
}

function isGlobal(parsed: ParsedRobots, g: number): boolean {
  const agents = parsed.groups[g].userAgents;
  for (let i = 0; i < agents.length; i++) if (agents[i].token === '*') return true;
  return false;
}

/** The groups that name `token` (null: the `*` groups), all of them or the first, as the profile merges. */
function groupsFor(parsed: ParsedRobots, token: string | null, spec: ProfileSpec): number[] {
  const found: number[] = [];
  for (let g = 0; g < parsed.groups.length; g++) {
    if (token === null ? isGlobal(parsed, g) : names(parsed, g, token, spec)) {
      found.push(g);
      if (!spec.mergeGroups) break;
    }
  }
  return found;
}

export function chooseGroups(parsed: ParsedRobots, chain: readonly string[], spec: ProfileSpec): GroupChoice {
  for (const agent of chain) {
    if (agent === '*') continue;
    const token = asciiLower(agent);
    if (spec.agentMatch === 'substring' && token === '') continue;
    const named = groupsFor(parsed, token, spec);
    if (named.length > 0) return { agent, groups: named, reason: named.length > 1 ? 'merged' : 'named' };
  }
  const global = groupsFor(parsed, null, spec);
  if (global.length > 0) return { agent: '*', groups: global, reason: 'fallback' };
  return { agent: '', groups: [], reason: 'none' };
}
