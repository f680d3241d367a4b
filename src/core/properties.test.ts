/**
 * Properties over random input (fast-check):
 * - parsing, diagnosing and checking never throw, whatever the bytes or the string;
 * - every result is deterministic (twice on one parse, and on a fresh parse);
 * - bytes survive decode -> encode; lexLine's spans lie inside the line, in order.
 * Agreement with ports of Google's matcher is in googlePort.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkUrl, decodeRobots, diagnose, encodeRobots, lexLine, lineAt, parseRobots, PROFILES, type LexedLine, type Profile,
} from './index.ts';

const RUNS = { numRuns: 300 };

// -------------------------------------------------------------------------------------------
// Arbitraries

/** Bytes that matter to the lexer, often: line breaks, colon, `#`, NUL, BOM bytes, space. */
const interestingByte = fc.constantFrom(0x0a, 0x0d, 0x3a, 0x23, 0x00, 0x20, 0x09, 0x2a, 0x24, 0x2f, 0xef, 0xbb, 0xbf, 0x80, 0xff);
const biasedBytes = fc
  .array(fc.oneof({ arbitrary: interestingByte, weight: 1 }, { arbitrary: fc.integer({ min: 0, max: 255 }), weight: 2 }), { maxLength: 3000 })
  .map((a) => Uint8Array.from(a));

/** Pieces of real directives glued with random bytes: reaches the parser's deeper branches. */
const directiveish = fc
  .array(
    fc.oneof(
      fc.constantFrom('User-agent:', 'user agent ', 'Allow:', 'Disallow:', 'disallow ', 'Sitemap:', 'Crawl-delay:', '*', '/', '$', '#', ' ', '\t', '\n', '\r', '\r\n', '\0', '\ufeff', 'Googlebot', '/index.html', '%2f', '%E3%83%84', 'ツ'),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 80 },
  )
  .map((a) => a.join(''));

/** Any UTF-16 code unit, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const arbitraryString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: anyCodeUnit, maxLength: 400 }),
  directiveish,
);

const url = fc.oneof(fc.string({ maxLength: 40 }), fc.webUrl(), fc.constantFrom('', '/', '//a/b', 'a/b', 'http://h?q', '/#x'));

// -------------------------------------------------------------------------------------------
// Never throwing, and giving results that point inside the file

function exercise(input: string | Uint8Array, profile: Profile, urls: string[]): void {
  const parsed = parseRobots(input, { profile });
  expect(parsed.lineCount).toBeGreaterThanOrEqual(1);
  for (const d of diagnose(parsed)) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.endLine).toBeGreaterThanOrEqual(d.line);
    expect(d.endLine).toBeLessThanOrEqual(parsed.lineCount);
    expect(d.from).toBeLessThanOrEqual(d.to);
    expect(d.to).toBeLessThanOrEqual(parsed.text.length);
  }
  for (const u of urls) {
    for (const agent of ['Googlebot', '*', '', ['Googlebot-Image', 'Googlebot']]) {
      const r = checkUrl(parsed, agent, u);
      expect(typeof r.allowed).toBe('boolean');
      expect(r.line).toBeGreaterThanOrEqual(0);
      expect(r.line).toBeLessThanOrEqual(parsed.lineCount);
    }
  }
}

describe('any input parses, diagnoses and checks without throwing', () => {
  it('arbitrary bytes, under every profile', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 4096 }), biasedBytes), fc.array(url, { maxLength: 2 }), (bytes, urls) => {
        for (const p of PROFILES) exercise(bytes, p, urls);
      }),
      RUNS,
    );
  });

  it('arbitrary strings (unicode, lone surrogates, directive pieces), under every profile', () => {
    fc.assert(
      fc.property(arbitraryString, fc.array(url, { maxLength: 2 }), (text, urls) => {
        for (const p of PROFILES) exercise(text, p, urls);
      }),
      RUNS,
    );
  });
});

describe('results are deterministic', () => {
  it('diagnose and checkUrl give the same answer twice, and again on a fresh parse', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryString, biasedBytes), fc.constantFrom(...PROFILES), url, (input, profile, u) => {
        const a = parseRobots(input, { profile });
        const b = parseRobots(input, { profile });
        expect(diagnose(a)).toEqual(diagnose(a));
        expect(diagnose(b)).toEqual(diagnose(a));
        const first = checkUrl(a, 'Googlebot', u);
        expect(checkUrl(a, 'Googlebot', u)).toEqual(first);
        expect(checkUrl(b, 'Googlebot', u)).toEqual(first);
        expect(b.groups).toEqual(a.groups);
        expect(b.rules).toEqual(a.rules);
      }),
      RUNS,
    );
  });
});


// -------------------------------------------------------------------------------------------
// Bytes and spans

describe('bytes survive decode -> encode', () => {
  it('for arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 2048 }), biasedBytes), (bytes) => {
        expect(encodeRobots(decodeRobots(bytes).text)).toEqual(bytes);
        expect(encodeRobots(parseRobots(bytes).text)).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
  });
});

describe('lexLine spans lie inside the line, in order', () => {
  const oneLine = fc.oneof(arbitraryString, directiveish).map((s) => s.replace(/[\r\n]/g, ''));
  it('key < separator < value, comment after the value', () => {
    fc.assert(
      fc.property(oneLine, fc.constantFrom(...PROFILES), (line, profile) => {
        const l = lexLine(line, profile);
        expect(l.from).toBe(0);
        expect(l.to).toBe(line.length);
        const spans = [l.keyFrom, l.keyTo, l.sepFrom, l.sepTo, l.valueFrom, l.valueTo, l.commentFrom];
        for (const s of spans) {
          expect(s).toBeGreaterThanOrEqual(-1);
          expect(s).toBeLessThanOrEqual(line.length);
        }
        if (l.keyFrom >= 0) {
          expect(l.keyFrom).toBeLessThan(l.keyTo);
          expect(l.keyTo).toBeLessThanOrEqual(l.sepFrom);
          expect(l.sepFrom).toBeLessThan(l.sepTo);
          expect(l.sepTo).toBeLessThanOrEqual(l.valueFrom);
          expect(l.valueFrom).toBeLessThanOrEqual(l.valueTo);
          if (l.commentFrom >= 0) expect(l.valueTo).toBeLessThanOrEqual(l.commentFrom);
          expect(['user-agent', 'allow', 'disallow', 'sitemap', 'unused', 'unknown']).toContain(l.kind);
        } else {
          expect(['blank', 'comment', 'invalid']).toContain(l.kind);
          expect([l.keyTo, l.valueFrom, l.valueTo]).toEqual([-1, -1, -1]);
        }
        if (l.commentFrom >= 0) expect(line[l.commentFrom]).toBe('#');
        if (l.kind === 'comment') expect(l.commentFrom).toBeGreaterThanOrEqual(0);
        if (l.missingColon) expect(profile).toBe('google');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('a line lexes the same inside a whole file as on its own', () => {
  const spans = (l: LexedLine, by: number) => ({
    kind: l.kind, spelling: l.spelling, missingColon: l.missingColon, to: l.to - by,
    ...Object.fromEntries((['keyFrom', 'keyTo', 'sepFrom', 'sepTo', 'valueFrom', 'valueTo', 'commentFrom'] as const)
      .map((k) => [k, l[k] < 0 ? -1 : l[k] - by])),
  });
  it('parseRobots (one forward cursor over the file) and lexLine agree on every line', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryString, directiveish), fc.constantFrom(...PROFILES), (text, profile) => {
        const parsed = parseRobots(text, { profile });
        for (let n = 1; n <= parsed.lineCount; n++) {
          const inFile = lineAt(parsed, n);
          const alone = lexLine(text.slice(inFile.from, inFile.to), profile);
          expect(spans(inFile, inFile.from), `line ${n} of ${JSON.stringify(text)}`).toEqual(spans(alone, 0));
        }
      }),
      { numRuns: 500 },
    );
  });
});
