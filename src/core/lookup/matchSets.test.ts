/**
 * matchSets (an open-addressing table of hashes read in place) against the plain definition:
 * a map from each pattern's match-set key to the rules that have it, in line order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRobots } from '../index.ts';
import { rulePattern } from '../ruleTable.ts';
import type { ParsedRobots } from '../types.ts';
import { matchScratch, matchSets, type MatchSets } from './matchSets.ts';

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

interface RuleLine {
  allow: boolean;
  pattern: string;
  tail: string;
}

const reused = matchScratch();

/** The rules in one `*` group: matchSets finds what the reference finds. */
function expectAsReference(rules: RuleLine[], profile: 'google' | 'rfc9309' = 'google'): MatchSets {
  const text = 'User-agent: *\n' + rules.map((r) => `${r.allow ? 'Allow' : 'Disallow'}: ${r.pattern}${r.tail}\n`).join('');
  const parsed = parseRobots(text, { profile });
  const ids = parsed.groups[0].rules;
  const want = reference(parsed, ids);
  // Fresh working arrays, and the ones every call of the test run has used before.
  for (const got of [matchSets(parsed, ids), matchSets(parsed, ids, reused)]) {
    expect(got.duplicates).toEqual(want.duplicates);
    expect(sortLists(got.shared)).toEqual(sortLists(want.shared));
  }
  return want;
}

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
        expectAsReference(rules, profile);
      }),
      { numRuns: 300 },
    );
  });

  it('the same over hundreds of rules: most keys alone (skipped by their fingerprint), or most alike (every rule hashed)', () => {
    // Keys of one length that differ in a character the fingerprint does not read (the third),
    // mixed with keys that differ where it does, repeats, and `*` / `$` tails.
    const path = fc.oneof(
      fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.constantFrom('x', 'y')).map(([c, d]) => `/p${c}q/${d}`),
      fc.string({ unit: fc.constantFrom('/', 'a', 'b', 'é', '%41', '1', '2'), minLength: 1, maxLength: 12 }),
    );
    const rule = fc.record({ allow: fc.boolean(), pattern: path, tail: fc.constantFrom('', '', '', '$', '*', '*$', '**') });
    fc.assert(
      fc.property(fc.array(rule, { minLength: 20, maxLength: 300 }), (rules) => {
        expectAsReference(rules);
      }),
      { numRuns: 200 },
    );
  });

  it('the same where most keys look alike to the fingerprint, so that the first pass stops early', () => {
    // 26 keys of one length that differ only in their third character, each 8 times: as
    // allow and disallow, with and without a `*` tail (shared sets and repeats).
    const rules = Array.from({ length: 208 }, (_, i) =>
      ({ allow: i % 2 === 1, pattern: `/p${String.fromCharCode(97 + (i % 26))}q/`, tail: (i >> 3) % 2 ? '*' : '' }));
    expect(expectAsReference(rules).shared.length).toBe(26);
  });

  it('keeps groups apart when the working arrays are reused (a big group, then a small one)', () => {
    const big = Array.from({ length: 500 }, (_, i) => `Disallow: /p${i}\n`).join('');
    const parsed = parseRobots(`User-agent: a\n${big}Disallow: /p1*\nUser-agent: b\nDisallow: /p2\nDisallow: /q\n`);
    const scratch = matchScratch();
    expect(matchSets(parsed, parsed.groups[0].rules, scratch).shared.length).toBe(1);
    expect(matchSets(parsed, parsed.groups[1].rules, scratch)).toEqual({ duplicates: [], shared: [] });
  });

  /**
   * Fingerprints met (matchSets printPass): only rules whose fingerprint another rule of the group
   * has are hashed, and a rule whose fingerprint is met must never be taken for one alone. Here
   * hundreds of rules of each group share one fingerprint (and some of them a match set), spread
   * among rules the fingerprint tells apart so that the first pass never stops early; the working
   * arrays are reused from group to group, as checkGroups reuses them.
   */
  it('finds the same sets where hundreds of rules share one fingerprint, group after group on the same working arrays', () => {
    // Keys of 10 characters alike at the four the fingerprint reads (1, 5, 8, 9): one fingerprint.
    const mate = (i: number) => {
      const d = String(i).padStart(5, '0');
      return `/a${d.slice(0, 3)}m${d.slice(3)}zz`;
    };
    // Each mate comes after two rules of keys the fingerprint tells apart, so the first pass
    // never stops early (it does where most rules meet).
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    // Keys that differ in their last two characters, which the fingerprint reads, of two lengths.
    const single = (i: number, tag: string) => `/${tag}-${letter(i / 26)}${letter(i)}`;
    const group = (agent: string, mates: number, from: number) => {
      const lines: string[] = [`User-agent: ${agent}`];
      // Every mate in a shared set with the next (`/…` then `/…*`): a rule of the fingerprint taken
      // for one alone, wherever it is, loses its set. And a repeat of the first, last.
      for (let i = 0; i < mates; i++) {
        lines.push(`Disallow: ${single(i, 's')}`, `Allow: ${single(i, 'tt')}`);
        lines.push(i % 2 === 0 ? `Disallow: ${mate(from + i / 2)}` : `Allow: ${mate(from + (i >> 1))}*`);
      }
      lines.push(`Disallow: ${mate(from)}`);
      return lines.join('\n');
    };
    // 901, 781 and 601 rules: one table size (2,048 slots), so the groups' fingerprints meet in the same slots.
    const parsed = parseRobots(`${group('a', 300, 0)}\n\n${group('b', 260, 1000)}\n\n${group('c', 200, 2000)}\n`);
    const scratch = matchScratch();
    for (const g of parsed.groups) {
      const want = reference(parsed, g.rules);
      expect(want.shared.length).toBeGreaterThanOrEqual(100);
      expect(want.duplicates).toHaveLength(1);
      for (const got of [matchSets(parsed, g.rules, scratch), matchSets(parsed, g.rules)]) {
        expect(got.duplicates).toEqual(want.duplicates);
        expect(sortLists(got.shared)).toEqual(sortLists(want.shared));
      }
    }
  });
});
