/**
 * The whole-text scans diagnose and the parse start with, against the plain searches they
 * replaced: an anchored run (`^[...]*`) must end exactly where the search for a character
 * outside the class finds one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagnose, parseRobots } from '../index.ts';
import { readSource } from '../source.ts';
import { firstUnusual } from './fileChecks.ts';

const RUNS = { numRuns: 500 };

/** Mostly printable ASCII, with every kind of character the scans tell apart. */
const text = fc
  .array(
    fc.oneof(
      { arbitrary: fc.string({ maxLength: 12 }), weight: 6 },
      { arbitrary: fc.constantFrom('\t', '\n', '\r', '\0', '\x01', '\x0b', '\x1f', '\x7f', '\x80', '\u00a0', 'é', 'ÿ', '\u0100', '\ufeff', '\ufffd', '\ud800', '\udca0', '😀', ' ', '~'), weight: 1 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 4 }), weight: 1 },
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/**
 * ASCII alone, any character of it: firstUnusual looks for each control character by itself in
 * such a text, so every one of them must turn up.
 */
const asciiText = fc
  .array(
    fc.oneof(
      { arbitrary: fc.string({ maxLength: 12 }), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)), weight: 1 },
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('whole-text scans', () => {
  it('firstUnusual is where a search for a character outside printable ASCII, tab, CR and LF finds one', () => {
    fc.assert(
      fc.property(text, (t) => {
        const found = t.search(/[^\x09\x0a\x0d\x20-\x7e]/);
        expect(firstUnusual(t)).toBe(found < 0 ? t.length : found);
      }),
      RUNS,
    );
  });

  it('firstUnusual finds every control character in an ASCII text, the earliest of several', () => {
    fc.assert(
      fc.property(asciiText, (t) => {
        const found = t.search(/[^\x09\x0a\x0d\x20-\x7e]/);
        expect(firstUnusual(t)).toBe(found < 0 ? t.length : found);
      }),
      { numRuns: 2000 },
    );
    for (let c = 0; c < 0x80; c++) {
      const t = `Disallow: /a${String.fromCharCode(c)}b\n\x1f`;
      const usual = c === 9 || c === 10 || c === 13 || (c >= 0x20 && c <= 0x7e);
      expect(firstUnusual(t)).toBe(usual ? t.length - 1 : 12);
    }
  });

  it('readSource calls a string ASCII exactly when no character is outside U+0000-U+007F, and keeps where its plain run ends', () => {
    fc.assert(
      fc.property(text, (t) => {
        const source = readSource(t);
        expect(source.ascii).toBe(!/[^\x00-\x7f]/.test(t));
        const found = t.search(/[^\x09-\x7e]/);
        expect(source.plainRun).toBe(found < 0 ? t.length : found);
      }),
      RUNS,
    );
  });

  it('diagnose finds the same unusual characters with the plain run the parse kept as with a parse that kept none (a copy from the worker)', () => {
    fc.assert(
      fc.property(text, (t) => {
        const parsed = parseRobots(`User-agent: *\nDisallow: /${t}\n${t}`);
        expect(diagnose(parsed)).toEqual(diagnose(structuredClone(parsed)));
      }),
      { numRuns: 200 },
    );
  });

  it('a long text: the run reaches its end, or stops at the one character outside', () => {
    const long = 'Disallow: /a/b?c=d\tx\r\n'.repeat(50000);
    expect(firstUnusual(long)).toBe(long.length);
    expect(readSource(long).ascii).toBe(true);
    const odd = `${long}\u00e9${long}`;
    expect(firstUnusual(odd)).toBe(long.length);
    expect(readSource(odd).ascii).toBe(false);
    expect(readSource(odd).plainRun).toBe(long.length);
  });
});
