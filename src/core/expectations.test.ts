/** Expectations: read from their file whatever it holds, checked for the crawler named. */
import { describe, expect, it } from 'vitest';
import { checkExpectations, readExpectationBytes, readExpectations, writeExpectations, type Expectation } from './expectations.ts';
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

  it('says binary data is binary, by the openers\' one rule, rather than quote its bytes in JSON\'s error (walk23); reads UTF-8 text with or without a BOM', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...new TextEncoder().encode('IHDR'), ...new Array(200).fill(0x9c)]);
    expect(readExpectationBytes(png)).toEqual({ ok: false, error: 'it is mostly binary data, not JSON text' });
    // Random bytes with no signature: the same rule (a tenth of them not text).
    expect(readExpectationBytes(new Uint8Array(500).map((_, i) => (i * 7919) % 256))).toEqual({ ok: false, error: 'it is mostly binary data, not JSON text' });
    const list = '[{"url": "/café", "crawler": "*", "expect": "allowed"}]';
    const value = { profile: null, expectations: [{ url: '/café', crawler: '*', expect: 'allowed' }] };
    expect(readExpectationBytes(new TextEncoder().encode(list))).toEqual({ ok: true, value });
    expect(readExpectationBytes(new TextEncoder().encode(`\ufeff${list}`))).toEqual({ ok: true, value });
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
