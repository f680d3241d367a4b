/**
 * The rules the parse notes as maybe empty or for every path (everyPath.ts) must hold every rule
 * that is, under every profile: the checks of whole groups read no other rule. Checked against
 * matchesEveryPath on each rule's own value and pattern, and against the list a copy of the
 * parse (no memo, as the worker hands one over) reads afresh.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusFileNames, readCorpusFile } from './corpus.test-helper.ts';
import { everyPathCandidates, matchesEveryPath, mayChooseEveryPath } from './everyPath.ts';
import { parseRobots } from './parse.ts';
import { rulePattern, ruleValue } from './ruleTable.ts';
import { PROFILES, type ParsedRobots } from './types.ts';

/** The rules that are empty or for every path, read the long way: a string of each value and pattern. */
function choosingEveryPath(parsed: ParsedRobots): number[] {
  const out: number[] = [];
  for (let r = 0; r < parsed.rules.length; r++) {
    const texts = [ruleValue(parsed, r), rulePattern(parsed, r)];
    if (texts.some((s) => s === '' || matchesEveryPath(s, 0, s.length, true) || matchesEveryPath(s, 0, s.length, false))) out.push(r);
  }
  return out;
}

function expectCandidates(parsed: ParsedRobots): void {
  const noted = everyPathCandidates(parsed);
  const read = everyPathCandidates(structuredClone(parsed));
  expect(noted).toEqual(read);
  const kept = new Set(noted);
  expect(choosingEveryPath(parsed).filter((r) => !kept.has(r))).toEqual([]);
}

const value = fc.constantFrom('', '/', '*', '$', '/*', '/$', '*$', '/*$', '/**', '**$', '/**$', '/a', '/*a', '*.pdf$', '/%2A', 'é', '/a b');

describe('rules that may be for every path', () => {
  it('are every rule for every path or empty, in every profile, as the parse notes them and as a copy reads them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('Allow', 'Disallow', 'User-agent'), value), { maxLength: 12 }), fc.constantFrom(...PROFILES), (lines, profile) => {
        const text = lines.map(([key, v]) => `${key}: ${v}`).join('\n');
        expectCandidates(parseRobots(text, { profile }));
      }),
      { numRuns: 500 },
    );
  });

  it('hold every such rule of the corpus files, and few others', () => {
    let candidates = 0;
    let rules = 0;
    for (const name of corpusFileNames()) {
      const parsed = parseRobots(readCorpusFile(name));
      expectCandidates(parsed);
      candidates += everyPathCandidates(parsed).length;
      rules += parsed.rules.length;
    }
    // The point of noting them: the checks read a few hundredths of the rules.
    expect(candidates).toBeLessThan(rules / 10);
  });

  it('take a value of three or more characters only with a `*` second', () => {
    expect(mayChooseEveryPath('/a*', 0, 3)).toBe(false);
    expect(mayChooseEveryPath('/**', 0, 3)).toBe(true);
    expect(mayChooseEveryPath('*$', 0, 2)).toBe(true);
  });
});
