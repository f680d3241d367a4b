/**
 * matchSets (an open-addressing table of hashes read in place) against the plain definition:
 * a map from each pattern's match-set key to the rules that have it, in line order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRobots } from '../index.ts';
import { rulePattern } from '../ruleTable.ts';
import type { ParsedRobots } from '../types.ts';
import { matchSets, type MatchSets } from './matchSets.ts';

/** The key of the URLs a pattern matches: trailing `*` dropped, and a `*` before a final `$`. */
function setKey(pattern: string): string {
  const p = pattern.endsWith('*$') ? pattern.slice(0, -1) : pattern;
  return p.replace(/\*+$/, '');
}

function reference(parsed: ParsedRobots, ids: readonly number[]): MatchSets {
  const byKey = new Map<string, number[]>();
  const duplicates: Array<[number, number]> = [];
  for (const r of ids) {
    const pattern = rulePattern(parsed, r);
    if (pattern === '') continue;
    const list = byKey.get(setKey(pattern)) ?? [];
    const first = list.find((o) => parsed.rules.allow[o] === parsed.rules.allow[r] && rulePattern(parsed, o) === pattern);
    if (first !== undefined) duplicates.push([r, first]);
    else list.push(r);
    byKey.set(setKey(pattern), list);
  }
  return { duplicates, shared: [...byKey.values()].filter((l) => l.length > 1) };
}

const sortLists = (lists: number[][]): number[][] => [...lists].sort((a, b) => a[0] - b[0]);

describe('matchSets', () => {
  it('finds the same duplicates and shared match sets as a map of keys', () => {
    const rule = fc.record({
      allow: fc.boolean(),
      // A small alphabet, so that repeats and `/a` vs `/a*` vs `/a*$` are common.
      pattern: fc.array(fc.constantFrom('/', 'a', 'b', '*', '%41', 'é'), { maxLength: 4 }).map((a) => a.join('')),
      tail: fc.constantFrom('', '', '$', '*', '*$'),
    });
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 40 }), fc.constantFrom('google', 'rfc9309') as fc.Arbitrary<'google' | 'rfc9309'>, (rules, profile) => {
        const text = 'User-agent: *\n' + rules.map((r) => `${r.allow ? 'Allow' : 'Disallow'}: ${r.pattern}${r.tail}\n`).join('');
        const parsed = parseRobots(text, { profile });
        const ids = parsed.groups[0].rules;
        const got = matchSets(parsed, ids);
        const want = reference(parsed, ids);
        expect(got.duplicates).toEqual(want.duplicates);
        expect(sortLists(got.shared)).toEqual(sortLists(want.shared));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps groups apart when the working arrays are reused (a big group, then a small one)', () => {
    const big = Array.from({ length: 500 }, (_, i) => `Disallow: /p${i}\n`).join('');
    const parsed = parseRobots(`User-agent: a\n${big}Disallow: /p1*\nUser-agent: b\nDisallow: /p2\nDisallow: /q\n`);
    expect(matchSets(parsed, parsed.groups[0].rules).shared.length).toBe(1);
    expect(matchSets(parsed, parsed.groups[1].rules)).toEqual({ duplicates: [], shared: [] });
  });
});
