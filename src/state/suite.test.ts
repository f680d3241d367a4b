/**
 * Test suites as files (issue 11 §4): what is saved opens again unchanged, and a file that is
 * not a suite (or a newer one) gets a sentence, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../core/index.ts';
import { parseSuite, serializeSuite, SUITE_VERSION, type TestSuite } from './suite.ts';

const SUITE: TestSuite = {
  urls: '/\nnot a url\n\nhttps://example.com/cart?x=1', crawlers: ['Googlebot', 'Mozilla/5.0 (compatible; GPTBot/1.2)', '*'], origin: 'https://example.com', profile: 'rfc9309',
};

describe('test suite files', () => {
  it('saves a suite that opens again exactly as it was, flagged and empty lines included', () => {
    expect(parseSuite(serializeSuite(SUITE))).toEqual({ ok: true, suite: SUITE });
  });

  it('writes the versioned format with the store\'s field names, one URL line per entry', () => {
    const file = JSON.parse(serializeSuite(SUITE));
    expect(file).toEqual({
      format: 'robotscope-suite', version: SUITE_VERSION, profile: 'rfc9309', crawlers: SUITE.crawlers, origin: 'https://example.com',
      urls: ['/', 'not a url', '', 'https://example.com/cart?x=1'],
    });
  });

  it('round-trips any suite', () => {
    const suite = fc.record({
      urls: fc.array(fc.string({ unit: 'binary' }).map((s) => s.replace(/\r|\n/g, '')), { maxLength: 8 }).map((l) => l.join('\n')),
      crawlers: fc.array(fc.string({ unit: 'binary' }), { maxLength: 6 }),
      origin: fc.string(),
      profile: fc.constantFrom(...PROFILES),
    });
    fc.assert(fc.property(suite, (s) => {
      expect(parseSuite(serializeSuite(s))).toEqual({ ok: true, suite: s });
    }), { numRuns: 200 });
  });

  it('opens a suite with a byte order mark, and a version 1 file without origin or profile', () => {
    expect(parseSuite('\ufeff' + serializeSuite(SUITE)).ok).toBe(true);
    expect(parseSuite('{"format":"robotscope-suite","version":1,"crawlers":["Googlebot"],"urls":["/a"]}'))
      .toEqual({ ok: true, suite: { urls: '/a', crawlers: ['Googlebot'], origin: '', profile: 'google' } });
  });

  it('carries the expectations, and opens a suite saved before them with none read (those on screen stay)', () => {
    const expectations = [{ url: '/cart', crawler: 'Googlebot', expect: 'allowed' as const }, { url: '/', crawler: 'GPTBot', expect: 'blocked' as const }];
    const withThem = { ...SUITE, expectations };
    expect(JSON.parse(serializeSuite(withThem)).expectations).toEqual(expectations);
    expect(parseSuite(serializeSuite(withThem))).toEqual({ ok: true, suite: withThem });
    const old = parseSuite('{"format":"robotscope-suite","version":1,"crawlers":["Googlebot"],"urls":["/a"]}');
    expect(old.ok && 'expectations' in old.suite).toBe(false);
  });

  it.each([
    ['{"format":"robotscope-suite","version":1,"urls":[],"crawlers":[],"expectations":[{"url":"/","crawler":"Googlebot","expect":"crawled"}]}', /expectations are not valid \(expectation 1: "expect" must be "allowed" or "blocked"/],
    ['{"format":"robotscope-suite","version":1,"urls":[],"crawlers":[],"expectations":{}}', /expectations are not valid/],
    ['User-agent: *\nDisallow: /', /not a Robotscope test suite: it is not JSON/],
    ['{"urls": []}', /no "format": "robotscope-suite"/],
    ['null', /no "format"/],
    ['[1,2]', /no "format"/],
    ['{"format":"robotscope-suite"}', /no valid format version/],
    ['{"format":"robotscope-suite","version":2,"urls":[],"crawlers":[]}', /newer Robotscope \(format version 2; this page reads version 1\)/],
    ['{"format":"robotscope-suite","version":1,"urls":"/a","crawlers":[]}', /"urls" is not a list of lines/],
    ['{"format":"robotscope-suite","version":1,"urls":[],"crawlers":[1]}', /"crawlers" is not a list of names/],
    ['{"format":"robotscope-suite","version":1,"urls":[],"crawlers":[],"origin":5}', /"origin" is not text/],
    ['{"format":"robotscope-suite","version":1,"urls":[],"crawlers":[],"profile":"baidu"}', /profile "baidu" is none of documented, google, rfc9309, draft1996, bing, yandex/],
  ])('refuses %j with a sentence', (text, message) => {
    const r = parseSuite(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('never throws, whatever the file holds', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ format: 'robotscope-suite', version: 1, ...(typeof v === 'object' && v !== null && !Array.isArray(v) ? v : { urls: v }) }))), (text) => {
      const r = parseSuite(text);
      expect(typeof r.ok).toBe('boolean');
    }));
  });
});
