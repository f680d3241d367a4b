/**
 * A batch of paths (agentBatch.ts collectEach, lookup/ruleStarts.ts) finds exactly the matches a
 * check of each path alone finds: the first check's scan in place, the scan of the rule columns,
 * and the rule index. On random files under every profile: `*`, `$`, leading wildcards, empty
 * values, `index.html` Allows and their implied `<dir>/$`, values with escapes or characters
 * outside ASCII (patterns of their own, ruleTable ownPatterns), long literal starts and pieces,
 * duplicate paths, and readings where `*` and `$` are plain characters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchLookup, collectEach } from './agentBatch.ts';
import { agentRules, indexRulesAfter } from './agentRules.ts';
import { parseRobots } from './parse.ts';
import { profileSpec } from './profiles/index.ts';
import { PROFILES, type Profile, type RuleMatch } from './types.ts';

// LONG: a literal start and a piece longer than most.
const LONG = 'abcdefghijklmnopqrstuvwxyz0123456789abcdefgh';
const PIECE = fc.constantFrom('a', 'b', 'ab', '/', '?', '.pdf', '*', '$', 'index.html', '\u00e9', '', 'abcdefghijklm', LONG);
const HEAD = fc.constantFrom('/', '/a', '/b', '/ab', '*', '/*', '', '/\u00e9', 'a');
const patternArb = fc.tuple(HEAD, fc.array(PIECE, { maxLength: 5 })).map(([head, rest]) => head + rest.join(''));
const valueArb = fc.oneof(patternArb, fc.constantFrom('/%41b', '/a%2fb', '/\u00e9*', '/d/index.html', '/index.htm', '*/index.html$', '/a b', ''));
const pathArb = fc
  .tuple(fc.constantFrom('/', '/a', '/b', '/ab', '/\u00e9', ''), fc.array(fc.constantFrom('a', 'b', 'ab', '/', '?', '.pdf', '$', '*', 'index.html', '\u00e9', 'abcdefghijklm', LONG), { maxLength: 7 }))
  .map(([head, rest]) => head + rest.join(''));

const key = (m: RuleMatch) => `${m.line} ${m.implied} ${m.allow} ${m.pattern} ${m.length}`;
const sorted = (ms: RuleMatch[]) => ms.map(key).sort();
const robots = (values: string[]) => 'User-agent: *\n' + values.map((v, k) => `${k % 2 === 0 ? 'Allow' : 'Disallow'}: ${v}\n`).join('');

/** What collect answers for each path alone, on a fresh parse: a scan (the first in place), or the index from the first check. */
function oneByOne(text: string, profile: Profile, paths: string[], indexed: boolean): string[][] {
  const parsed = parseRobots(text, { profile });
  if (indexed) indexRulesAfter(parsed, 0);
  const { lookup } = agentRules(parsed, 'bot', profileSpec(profile));
  return paths.map((path) => {
    const out: RuleMatch[] = [];
    lookup.collect(path, out);
    return sorted(out);
  });
}

describe('collectEach', () => {
  it('gives each path the matches a scan and the index give it alone, under every profile', () => {
    fc.assert(
      fc.property(fc.array(valueArb, { minLength: 1, maxLength: 30 }), fc.array(pathArb, { minLength: 1, maxLength: 12 }), (values, paths) => {
        const text = robots(values);
        for (const profile of PROFILES) {
          const batch = collectEach(parseRobots(text, { profile }), 'bot', profileSpec(profile), paths).map(sorted);
          const why = JSON.stringify({ profile, values, paths });
          expect(batch, why).toEqual(oneByOne(text, profile, paths, false));
          expect(batch, why).toEqual(oneByOne(text, profile, paths, true));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out only the matches shorter than the shortest asked, under every profile', () => {
    fc.assert(
      fc.property(fc.array(valueArb, { minLength: 1, maxLength: 30 }), pathArb, fc.nat(14), (values, path, shortest) => {
        const text = robots(values);
        for (const profile of PROFILES) {
          const parsed = parseRobots(text, { profile });
          const batch = batchLookup(parsed, 'bot', profileSpec(profile));
          const longer: RuleMatch[] = [];
          batch.collect(path, longer, shortest);
          const all = oneByOne(text, profile, [path], false)[0];
          expect(sorted(longer), JSON.stringify({ profile, values, path, shortest })).toEqual(all.filter((m) => Number(m.split(' ').at(-1)) >= shortest));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds a rule with a leading wildcard by its longest piece, wherever the path holds it, and one with a short piece for every path', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /*?sort=\nDisallow: /*.css$\nAllow: /*.png\nDisallow: /*/*.js\nDisallow: *a\nDisallow: /*$\n');
    const paths = ['/a.css', '/b/logo.png', '/x.css?sort=1', '/a/b/c.js', '/b', '/.css.css'];
    const batch = collectEach(parsed, 'bot', profileSpec('google'), paths).map(sorted);
    expect(batch).toEqual(oneByOne(parsed.text, 'google', paths, false));
    expect(batch[0]).toEqual(['3 false false /*.css$ 7', '6 false false *a 2', '7 false false /*$ 3']);
    expect(batch[2]).toEqual(['2 false false /*?sort= 8', '7 false false /*$ 3']);
  });

  it('tells apart literal starts alike at every character their key reads (the first four, the last, the middle)', () => {
    // Length 9, `/abc`, middle `e` (at 4), last `Y`: one key (ruleStarts.ts keyOf), told apart at 6 only; then a `*` and a `$` after such starts.
    const values = ['/abcdeXgY', '/abcdeZgY', '/abcdeXgY*', '/abcdeZgY*.js', '/abcdeQgY$', '/abcd', '/abce'];
    const parsed = parseRobots('User-agent: *\n' + values.map((v) => `Disallow: ${v}\n`).join(''));
    const paths = ['/abcdeXgY/x', '/abcdeZgY', '/abcdeZgY/a.js', '/abcdeQgY', '/abcdeQgY/', '/abcdeWgY'];
    const batch = collectEach(parsed, 'bot', profileSpec('google'), paths).map(sorted);
    expect(batch).toEqual(oneByOne(parsed.text, 'google', paths, false));
    expect(batch[0]).toEqual(['2 false false /abcdeXgY 9', '4 false false /abcdeXgY* 10', '7 false false /abcd 5']);
    expect(batch[2]).toEqual(['3 false false /abcdeZgY 9', '5 false false /abcdeZgY*.js 13', '7 false false /abcd 5']);
    expect(batch[3]).toEqual(['6 false false /abcdeQgY$ 10', '7 false false /abcd 5']);
    expect(batch[4]).toEqual(['7 false false /abcd 5']);
    expect(batch[5]).toEqual(['7 false false /abcd 5']);
  });

  it('tries an implied `<dir>/$` only where the rule\'s own pattern does not match', () => {
    const parsed = parseRobots('User-agent: *\nAllow: /d/index.html\nDisallow: /x\n');
    expect(collectEach(parsed, 'bot', profileSpec('google'), ['/d/', '/d/index.html', '/d/index.htmlx', '/y']).map(sorted)).toEqual([
      ['2 true true /d/$ 4'], ['2 false true /d/index.html 13'], ['2 false true /d/index.html 13'], [],
    ]);
  });

  it('answers an empty batch with nothing, and reads the rules of the group the crawler obeys', () => {
    const parsed = parseRobots('User-agent: bot\nDisallow: /a\n\nUser-agent: *\nDisallow: /\n');
    expect(collectEach(parsed, 'bot', profileSpec('google'), [])).toEqual([]);
    expect(collectEach(parsed, 'bot', profileSpec('google'), ['/a/b', '/c']).map(sorted)).toEqual([['2 false false /a 2'], []]);
  });
});
