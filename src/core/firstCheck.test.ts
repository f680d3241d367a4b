/**
 * The first check of a parse reads each rule where it lies (agentRules.ts, scanInPlace): a
 * value in the text, or a pattern of its own (a value with escapes or characters outside ASCII,
 * normalised by the profile), each compared by its literal start before the matcher is asked.
 * Proved here against the rule index (which later checks use) and against trying every rule of
 * the chosen groups with matchPattern, under every profile.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexRulesAfter } from './agentRules.ts';
import { checkUrl, parseRobots, PROFILES, ruleAt } from './index.ts';
import { matchPattern } from './pattern.ts';
import { profileSpec } from './profiles/index.ts';

// The long token takes a value past 64 characters, where the scan looks for `/index.htm` by a
// search over the text rather than reading the value back from its end.
const VALUE_TOKENS = ['/', 'a', 'b', '*', '$', '%2f', '%2F', '%61', '%C3%A9', '%c3%a9', 'é', 'ツ', '/index.html', '/index.htm', '?', 'x'.repeat(40)];
const PATH_TOKENS = ['/', 'a', 'b', '$', '*', '%2F', '%61', '%C3%A9', '%c3%a9', 'é', 'ツ', 'index.html', '?'];
const value = fc.array(fc.constantFrom(...VALUE_TOKENS), { maxLength: 5 }).map((a) => a.join(''));
const line = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('User-agent: *', 'User-agent: FooBot', '', '# é') },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('Allow', 'Disallow'), value).map(([k, v]) => `${k}: ${v}`) },
);
const file = fc.array(line, { maxLength: 25 }).map((lines) => `User-agent: *\n${lines.join('\n')}\n`);
const path = fc.array(fc.constantFrom(...PATH_TOKENS), { maxLength: 6 }).map((a) => '/' + a.join(''));

describe('the first check (rules read in place) finds what the rule index finds', () => {
  it('on files with escapes and characters outside ASCII, under every profile', () => {
    fc.assert(
      fc.property(file, fc.constantFrom(...PROFILES), path, fc.constantFrom('FooBot', 'Other'), (text, profile, p, agent) => {
        const url = `https://example.com${p}`;
        const scanned = checkUrl(parseRobots(text, { profile }), agent, url);
        const indexed = parseRobots(text, { profile });
        indexRulesAfter(indexed, 0);
        expect(scanned).toEqual(checkUrl(indexed, agent, url));
        // Every rule of the chosen groups whose pattern matches the compared path, and no other.
        const spec = profileSpec(profile);
        const parsed = parseRobots(text, { profile });
        const want = Array.from({ length: parsed.rules.length }, (_, i) => ruleAt(parsed, i))
          .filter((r) => scanned.groups.includes(r.group) && !(spec.precedence === 'first' && r.pattern === ''))
          // Yandex: an empty Allow is not taken into account (allow-disallow page).
          .filter((r) => !(spec.emptyDisallow === 'allows-all' && r.allow && r.pattern === ''))
          .filter((r) => (spec.wildcards ? matchPattern(r.pattern, scanned.path) : scanned.path.startsWith(r.pattern)))
          .map((r) => r.line);
        expect(scanned.matches.filter((m) => !m.implied).map((m) => m.line)).toEqual(want);
      }),
      { numRuns: 1000 },
    );
  });
});

// Rules that start with a wildcard are turned down by the characters their path lacks
// (agentRules.ts, PathChars) before the matcher reads them: rules and paths here are made of
// a few characters so that a rule's literal characters are now in the path, now not, and an
// Allow rule may end in `/index.html` (whose implied `<dir>/$` holds no letter of it).
const WILD_TOKENS = ['*', '$', '/', 'a', 'b', '?', '=', '%2F', '%c3%a9', 'é', '/index.html'];
const WILD_PATH_TOKENS = ['/', 'a', 'b', '?', '=', '$', '*', '%2F', 'é'];

describe('the first check turns down a wildcard rule by the characters the path lacks only when it cannot match', () => {
  it('finds what the rule index and the matcher find, under every profile', () => {
    const wildValue = fc.array(fc.constantFrom(...WILD_TOKENS), { minLength: 1, maxLength: 6 }).map((a) => '*' + a.join(''));
    const wildLine = fc.tuple(fc.constantFrom('Allow', 'Disallow'), wildValue).map(([k, v]) => `${k}: ${v}`);
    const wildFile = fc.array(wildLine, { minLength: 1, maxLength: 12 }).map((lines) => `User-agent: *\n${lines.join('\n')}\n`);
    const wildPath = fc.array(fc.constantFrom(...WILD_PATH_TOKENS), { maxLength: 6 }).map((a) => '/' + a.join(''));
    fc.assert(
      fc.property(wildFile, fc.constantFrom(...PROFILES), wildPath, (text, profile, p) => {
        const url = `https://example.com${p}`;
        const scanned = checkUrl(parseRobots(text, { profile }), 'FooBot', url);
        const indexed = parseRobots(text, { profile });
        indexRulesAfter(indexed, 0);
        expect(scanned).toEqual(checkUrl(indexed, 'FooBot', url));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps an Allow rule whose only match is the `<dir>/$` it implies', () => {
    // `*/index.html` holds letters the path `/a/` lacks; it implies `*/$`, which matches.
    const result = checkUrl(parseRobots('User-agent: *\nDisallow: /a/\nAllow: */index.html\n'), 'FooBot', 'https://example.com/a/');
    expect(result.allowed).toBe(true);
    expect(result.matches.map((m) => [m.line, m.implied])).toEqual([[2, false], [3, true]]);
  });
});
