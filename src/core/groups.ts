/**
 * Which groups apply to a crawler. A crawler is a fallback chain of product tokens: the first
 * token that some group names decides (Google documents Googlebot-Image falling back to
 * Googlebot). Within a token, google/robotstxt compares the whole token case-insensitively with
 * the token read from each user-agent line, merges every group that names it, and uses the `*`
 * groups only when no group names it (robots.cc HandleUserAgent, disallow()).
 */
import { asciiLower } from './asciiCase.ts';
import type { ProfileSpec } from './profiles/index.ts';
import type { GroupReason, ParsedRobots } from './types.ts';

export interface GroupChoice {
  agent: string;
  groups: number[];
  reason: GroupReason;
}

function names(parsed: ParsedRobots, g: number, token: string, spec: ProfileSpec): boolean {
  for (const ua of parsed.groups[g].userAgents) {
    if (ua.token === '*') continue;
    const value = asciiLower(ua.token);
    // The 1996 draft: "a case-insensitive substring match of the name without version".
    if (spec.agentMatch === 'substring' ? value.includes(token) : value === token) return true;
  }
  return false;
}

function isGlobal(parsed: ParsedRobots, g: number): boolean {
  return parsed.groups[g].userAgents.some((ua) => ua.token === '*');
}

function pick(groups: number[], spec: ProfileSpec): number[] {
  return spec.mergeGroups ? groups : groups.slice(0, 1);
}

export function chooseGroups(parsed: ParsedRobots, chain: readonly string[], spec: ProfileSpec): GroupChoice {
  const all = parsed.groups.map((g) => g.index);
  for (const agent of chain) {
    if (agent === '*') continue;
    const token = asciiLower(agent);
    if (spec.agentMatch === 'substring' && token === '') continue;
    const named = pick(all.filter((g) => names(parsed, g, token, spec)), spec);
    if (named.length > 0) return { agent, groups: named, reason: named.length > 1 ? 'merged' : 'named' };
  }
  const global = pick(all.filter((g) => isGlobal(parsed, g)), spec);
  if (global.length > 0) return { agent: '*', groups: global, reason: 'fallback' };
  return { agent: '', groups: [], reason: 'none' };
}
