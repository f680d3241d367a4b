/**
 * The rule columns keep a value or pattern string only where it is not the line's text; read
 * back through ruleValue/rulePattern, every rule must be what the plain definition gives:
 * value = the line's value text (+ the kept bytes of a character cut at Google's line limit),
 * pattern = the profile's normalisation of that value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeRobots, parseRobots, PROFILES, ruleAt, type ParsedRobots, type Profile } from './index.ts';
import { partialCharAtCut } from './lex.ts';
import { normalisePattern } from './pattern.ts';
import { profileSpec } from './profiles/index.ts';

function expected(parsed: ParsedRobots, i: number): { value: string; pattern: string } {
  const spec = profileSpec(parsed.profile);
  const { lines: t, text } = parsed;
  const row = parsed.rules.line[i] - 1;
  let value = text.slice(t.valueFrom[row], t.valueTo[row]);
  if (spec.maxLineBytes > 0 && t.to[row] - t.from[row] > spec.maxLineBytes / 3 && t.commentFrom[row] < 0) {
    value += partialCharAtCut(text, t.from[row], t.to[row], spec);
  }
  return { value, pattern: normalisePattern(value, spec) };
}

function expectRulesAsDefined(parsed: ParsedRobots): void {
  expect(parsed.rules.length).toBe(parsed.groups.reduce((n, g) => n + g.rules.length, 0) + parsed.outOfGroup.length);
  for (let i = 0; i < parsed.rules.length; i++) {
    const { value, pattern } = ruleAt(parsed, i);
    expect({ value, pattern }).toEqual(expected(parsed, i));
  }
}

const piece = fc.constantFrom('/', 'a', '%', '%2f', '%C3%A9', 'é', '😀', '*', '$', ' ', '#c', '\u00a0', '\udcff', '\0');

describe('the rule columns', () => {
  it('give every rule the value and pattern of the plain definition, as text or as bytes, in every profile', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('Allow', 'Disallow', 'disallow', 'User-agent'), fc.array(piece, { maxLength: 6 })), { maxLength: 12 }),
        fc.constantFrom(...PROFILES),
        fc.boolean(),
        (lines, profile: Profile, asBytes) => {
          const text = lines.map(([key, value]) => `${key}: ${value.join('')}`).join('\n');
          expectRulesAsDefined(parseRobots(asBytes ? encodeRobots(text) : text, { profile }));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keep the split bytes of a character cut at Google\'s 16,663-byte line limit', () => {
    for (const pad of [16649, 16650, 16651]) {
      const parsed = parseRobots(`User-agent: *\nDisallow: /${'a'.repeat(pad)}€€\n`);
      expectRulesAsDefined(parsed);
      expect(parsed.rules.ownValues.size + parsed.rules.ownPatterns.size).toBeGreaterThan(0);
    }
  });
});
