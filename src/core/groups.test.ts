/**
 * chooseGroups walks the groups once for a token and the `*` groups together (groups.ts,
 * namedAndGlobal). Proved here against the rule as robots.cc states it, written plainly: the
 * first token of the chain that some group names picks those groups (every one, or the first
 * where the profile does not merge), else the `*` groups, under every profile.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseGroups } from './groups.ts';
import { parseRobots, PROFILES, type ParsedRobots } from './index.ts';
import { profileSpec, type ProfileSpec } from './profiles/index.ts';

const lower = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

function model(parsed: ParsedRobots, chain: readonly string[], spec: ProfileSpec): { agent: string; groups: number[] } {
  const pick = (test: (token: string) => boolean): number[] => {
    const all = parsed.groups.filter((g) => g.userAgents.some((a) => test(a.token))).map((g) => g.index);
    return spec.mergeGroups ? all : all.slice(0, 1);
  };
  for (const agent of chain) {
    const token = lower(agent);
    if (agent === '*' || (spec.agentMatch === 'substring' && token === '')) continue;
    const named = pick((t) => t !== '*' && (spec.agentMatch === 'substring' ? lower(t).includes(token) : lower(t) === token));
    if (named.length > 0) return { agent, groups: named };
  }
  const global = pick((t) => t === '*');
  return global.length > 0 ? { agent: '*', groups: global } : { agent: '', groups: [] };
}

const AGENTS = ['*', 'FooBot', 'foobot', 'Bar', 'FooBot/1.0', 'BarFoo', '*x'];
const line = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...AGENTS).map((a) => `User-agent: ${a}`) },
  { weight: 2, arbitrary: fc.constantFrom('Disallow: /a', 'Allow: /b', '', '# c') },
);
const chain = fc.array(fc.constantFrom('FooBot', 'foobot', 'foo', '*', 'BAR', 'bar', 'baz', '', 'x'), { minLength: 1, maxLength: 3 });

describe('chooseGroups picks the groups robots.cc would', () => {
  it('the named groups of the first token some group names, else the `*` groups, under every profile', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), chain, fc.constantFrom(...PROFILES), (lines, agents, profile) => {
        const parsed = parseRobots(lines.join('\n'), { profile });
        const spec = profileSpec(profile);
        const { agent, groups } = chooseGroups(parsed, agents, spec);
        expect({ agent, groups }).toEqual(model(parsed, agents, spec));
      }),
      { numRuns: 1000 },
    );
  });
});
