/**
 * checkLines skips the rules whose value it can tell is fine (read in the text, starting as a
 * path, no `$`, space or tab) without calling checkRuleValue: the same diagnostics as sending
 * every rule to it, on generated files under every profile.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUrl, diagnose, parseRobots, PROFILES, sayText } from '../index.ts';
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

describe('dollar-in-middle', () => {
  const words = (text: string, profile: (typeof PROFILES)[number]) =>
    diagnose(parseRobots(text, { profile })).filter((d) => d.code === 'dollar-in-middle').map((d) => sayText(d.say));
  const blocks = (rule: string, profile: (typeof PROFILES)[number]) =>
    !checkUrl(parseRobots(`User-agent: *\nDisallow: ${rule}\n`, { profile }), 'SomeBot', 'https://developer.mozilla.org/en-US/docs/Foo$history').allowed;

  it('says a $ before the end already matches a literal $, and warns off %24 where the reading does not decode it (developer.mozilla.org)', () => {
    const text = 'User-agent: *\nDisallow: /*$history\n';
    expect(words(text, 'google')).toEqual([
      '"$" ends the URL only as the last character of a pattern; here Google matches it as a literal "$" in the URL. If a literal dollar sign is meant, the rule already does that (writing %24 instead would break it: Google does not decode %24, and crawlers request "$" unescaped). If the end of the URL is meant, move "$" to the end.',
    ]);
    expect(words(text, 'rfc9309')).toEqual([
      '"$" ends the URL only as the last character of a pattern; here a crawler that follows RFC 9309 matches it as a literal "$" in the URL. If a literal dollar sign is meant, the rule already does that. If the end of the URL is meant, move "$" to the end.',
    ]);
    // What the words say of each reading holds for its verdicts.
    for (const profile of ['google', 'bing', 'yandex', 'rfc9309'] as const) expect(blocks('/*$history', profile), profile).toBe(true);
    for (const profile of ['google', 'bing', 'yandex'] as const) expect(blocks('/*%24history', profile), profile).toBe(false);
    expect(blocks('/*%24history', 'rfc9309')).toBe(true);
  });
});
