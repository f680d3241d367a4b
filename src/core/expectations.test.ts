/** Expectations: read from their file whatever it holds, checked for the crawler named. */
import { describe, expect, it } from 'vitest';
import { checkExpectations, readExpectations, writeExpectations, type Expectation } from './expectations.ts';
import { parseRobots } from './parse.ts';
import { readFile } from './readings.ts';

const ROBOTS = 'User-agent: *\nDisallow: /check\nAllow: /checkout/public\n\nUser-agent: GPTBot\nDisallow: /\n';

describe('checkExpectations', () => {
  it('passes or fails each one with the deciding line and rule', () => {
    const parsed = parseRobots(ROBOTS);
    const list: Expectation[] = [
      { url: 'https://e.com/checkout/', crawler: 'Googlebot', expect: 'allowed' },
      { url: '/checkout/public/a', crawler: 'Googlebot', expect: 'allowed' },
      { url: '/', crawler: 'GPTBot', expect: 'blocked' },
    ];
    expect(checkExpectations(parsed, list)).toEqual([
      { ...list[0], got: 'blocked', pass: false, line: 2, rule: 'Disallow: /check', tieBreak: 'only-match', crawlerRule: 'global', chain: ['Googlebot', '*'], comparedAs: '', reading: 'google', lenient: null, assumed: false },
      { ...list[1], got: 'allowed', pass: true, line: 3, rule: 'Allow: /checkout/public', tieBreak: 'longest-match', crawlerRule: 'global', chain: ['Googlebot', '*'], comparedAs: '', reading: 'google', lenient: null, assumed: false },
      { ...list[2], got: 'blocked', pass: true, line: 6, rule: 'Disallow: /', tieBreak: 'only-match', crawlerRule: 'own-group', chain: ['GPTBot', '*'], comparedAs: '', reading: 'google', lenient: null, assumed: false },
    ]);
  });

  it("says where the answer hangs on a reading nobody documents: Google's lenient answer beside an RFC 9309 or Bing one (issue 29 §1)", () => {
    const file = readFile('User-agent: *\nDisalow: /  # misspelt\n', 'documented');
    const list: Expectation[] = [
      { url: '/', crawler: 'ClaudeBot', expect: 'allowed' },
      { url: '/', crawler: 'bingbot', expect: 'blocked' },
      { url: '/', crawler: 'Googlebot', expect: 'blocked' },
    ];
    expect(checkExpectations(file, list).map((r) => [r.pass, r.reading, r.lenient])).toEqual([
      [true, 'rfc9309', { verdict: 'blocked', line: 2, rule: 'Disalow: /', cause: 'lenient', cutShort: false }],
      [false, 'bing', { verdict: 'blocked', line: 2, rule: 'Disalow: /', cause: 'lenient', cutShort: false }],
      [true, 'google', null],
    ]);
  });

  it("uses the crawler's documented semantics: AdsBot-Google ignores the * group", () => {
    const [r] = checkExpectations(parseRobots('User-agent: *\nDisallow: /\n'), [{ url: '/landing', crawler: 'AdsBot-Google', expect: 'blocked' }]);
    expect(r).toMatchObject({ got: 'allowed', pass: false, line: 0 });
  });
});

describe('readExpectations', () => {
  it('reads back what writeExpectations wrote', () => {
    const file = { profile: 'rfc9309' as const, expectations: [{ url: '/a', crawler: 'Googlebot', expect: 'blocked' as const }] };
    expect(readExpectations(writeExpectations(file))).toEqual({ ok: true, value: file });
  });

  it('takes a bare array as the list', () => {
    const read = readExpectations('[{"url": "/", "crawler": "*", "expect": "allowed"}]');
    expect(read).toEqual({ ok: true, value: { profile: null, expectations: [{ url: '/', crawler: '*', expect: 'allowed' }] } });
  });

  it.each([
    ['{', /^not JSON/],
    ['42', /an object with an "expectations" array/],
    ['{"expectations": {}}', /"expectations" must be an array/],
    ['{"version": 2, "expectations": []}', /format version 2/],
    ['{"profile": "baidu", "expectations": []}', /unknown "profile" "baidu"/],
    ['[{"url": "/", "crawler": "*", "expect": "allow"}]', /^expectation 1: "expect" must be "allowed" or "blocked" \(got "allow"\)/],
    ['[{"url": "/", "crawler": "*", "expect": "allowed"}, {"url": "", "crawler": "*", "expect": "allowed"}]', /^expectation 2: "url"/],
    ['[{"url": "/", "expect": "allowed"}]', /"crawler" must be a non-empty string/],
    ['[null]', /expected \{"url", "crawler", "expect"\}/],
  ])('says what is wrong with %s, and never throws', (json, message) => {
    const read = readExpectations(json);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });
});
