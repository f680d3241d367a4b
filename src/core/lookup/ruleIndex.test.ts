/**
 * The flattened rule index finds exactly the rules a full scan finds: on random rule sets built to
 * reach every part of its layout (nodes with many children, found by binary search; long labels;
 * rules ending at inner nodes; `$` rules; wildcard rules in the tree and waiting on a segment).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPattern } from '../pattern.ts';
import { indexEntry, RuleIndex } from './ruleIndex.ts';
import type { RuleMatch } from '../types.ts';

/** Many first characters after `/` (more than a node lists before it binary-searches). */
const HEAD = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.~%', '\u00e9', '\u00ff');
const PIECE = fc.constantFrom('a', 'b', 'ab', 'abcabcabcabcabcabc', '/', '?', '.pdf', '*', '$');

const patternArb = fc
  .tuple(HEAD, fc.array(PIECE, { maxLength: 5 }), fc.boolean())
  .map(([head, rest, leadingStar]) => (leadingStar ? '/*' : '/') + head + rest.join(''));
const pathArb = fc
  .tuple(HEAD, fc.array(fc.constantFrom('a', 'b', 'c', 'ab', 'abcabcabcabcabcabc', '/', '?', '.pdf', '\u00e9'), { maxLength: 8 }))
  .map(([head, rest]) => '/' + head + rest.join(''));

function collected(index: RuleIndex, path: string): number[] {
  const out: RuleMatch[] = [];
  index.collect(path, out);
  return out.map((m) => m.line).sort((a, b) => a - b);
}

describe('RuleIndex', () => {
  it('finds every rule that matches a path, and no other, on random rule sets', () => {
    fc.assert(
      fc.property(fc.array(patternArb, { minLength: 1, maxLength: 60 }), fc.array(pathArb, { minLength: 1, maxLength: 10 }), (patterns, paths) => {
        const index = new RuleIndex(patterns.map((p, k) => indexEntry(k, k + 1, k % 2 === 0, p, true, false)));
        for (const path of paths) {
          const brute = patterns.flatMap((p, k) => (matchPattern(p, path) ? [k + 1] : []));
          expect(collected(index, path), `${JSON.stringify(patterns)} ${path}`).toEqual(brute);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('finds a rule among many siblings, by binary search, at either end and in the middle', () => {
    const heads = [...'0123456789abcdefghijklmnopqrstuvwxyz'];
    const index = new RuleIndex(heads.map((h, k) => indexEntry(k, k + 1, false, `/${h}x`, true, false)));
    for (const [k, h] of heads.entries()) {
      expect(collected(index, `/${h}x/page`)).toEqual([k + 1]);
      expect(collected(index, `/${h}y`)).toEqual([]);
    }
    expect(collected(index, '/Ax')).toEqual([]);
  });

  it('reports the shared match object of each rule, marked implied where it is', () => {
    const index = new RuleIndex([indexEntry(0, 3, true, '/d/$', true, true), indexEntry(1, 4, false, '/d/', true, false)]);
    const out: RuleMatch[] = [];
    index.collect('/d/', out);
    expect(out).toEqual(expect.arrayContaining([
      { rule: 0, line: 3, allow: true, pattern: '/d/$', length: 4, implied: true },
      { rule: 1, line: 4, allow: false, pattern: '/d/', length: 3, implied: false },
    ]));
  });
});
