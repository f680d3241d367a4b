/**
 * checkLines skips the rules whose value it can tell is fine (read in the text, starting as a
 * path, no `$`, space or tab) without calling checkRuleValue: the same diagnostics as sending
 * every rule to it, on generated files under every profile.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRobots, PROFILES } from '../index.ts';
import { profileSpec } from '../profiles/index.ts';
import { checkLines } from './lineChecks.ts';
import { Report } from './report.ts';

/** Values made of the characters the check looks at, and some it does not. */
const value = fc.string({ unit: fc.constantFrom('/', '/', 'a', 'b', '*', '$', ' ', '\t', '%41', 'é', ':', '#', '\u00a0'), maxLength: 8 });
const line = fc.oneof(
  { arbitrary: fc.tuple(fc.constantFrom('Disallow', 'Allow', 'disallow', 'Disalow'), fc.constantFrom(': ', ':', ':\t', ' '), value).map((p) => p.join('')), weight: 6 },
  { arbitrary: fc.constantFrom('User-agent: *', 'User-agent: Googlebot', '# a b', '', 'Sitemap: https://e.example/s.xml'), weight: 2 },
);

function listed(text: string, profile: (typeof PROFILES)[number], slow: boolean) {
  const parsed = parseRobots(text, { profile });
  const report = new Report(parsed);
  checkLines(parsed, report, profileSpec(profile), slow);
  return report.finish();
}

describe('checkLines', () => {
  it('says the same with and without skipping the plain rules', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom(...PROFILES), fc.constantFrom('\n', '\r\n'), (lines, profile, eol) => {
        const text = lines.join(eol);
        expect(listed(text, profile, false)).toEqual(listed(text, profile, true));
      }),
      { numRuns: 1000 },
    );
  });
});
