/**
 * Properties over random input (fast-check):
 * - parsing, diagnosing and checking never throw, whatever the bytes or the string;
 * - every result is deterministic (twice on one parse, and on a fresh parse);
 * - bytes survive decode -> encode; lexLine's spans lie inside the line, in order;
 * - the lexer's shortcuts for keys agree with classifyKey.
 * Agreement with ports of Google's matcher is in googlePort.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkUrl, decodeRobots, diagnose, encodeRobots, lexLine, lineAt, parseRobots, PROFILES, type LexedLine, type Profile,
} from './index.ts';
import { MAX_LISTED_INVALID_BYTES, NATIVE_RUN } from './decode.ts';
import { classifyKey, DIRECTIVES, KNOWN_OTHER_RECORDS } from './directives.ts';
import { profileSpec } from './profiles/index.ts';
import { hasZeroByte } from './source.ts';

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

/**
 * The text decodeRobots should give, found with a strict decoder alone: at each byte, the one
 * length (1-4) whose bytes decode to exactly one character is a valid sequence (UTF-8 is
 * prefix-free); when there is none the byte is invalid and stands as U+DC00 + byte.
 */
function referenceDecode(bytes: Uint8Array): string {
  const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let text = '';
  for (let i = 0; i < bytes.length;) {
    let size = 0;
    for (let n = 1; n <= 4 && i + n <= bytes.length && size === 0; n++) {
      try {
        if ([...strict.decode(bytes.subarray(i, i + n))].length === 1) size = n;
      } catch {
        // not a whole valid sequence of n bytes
      }
    }
    text += size > 0 ? strict.decode(bytes.subarray(i, i + size)) : String.fromCharCode(0xdc00 + bytes[i]);
    i += size > 0 ? size : 1;
  }
  return text;
}

describe('bytes decode as a strict decoder reads them, invalid bytes escaped', () => {
  const utf8ish = fc.array(fc.oneof(
    fc.integer({ min: 0, max: 255 }),
    fc.constantFrom(0xef, 0xbf, 0xbd, 0xbb, 0xc0, 0xc2, 0xe0, 0xed, 0xf0, 0xf4, 0xf5, 0x80, 0x9f, 0xa0),
    fc.string({ unit: 'grapheme', maxLength: 4 }).map((t) => [...new TextEncoder().encode(t)]),
  ), { maxLength: 400 }).map((a) => Uint8Array.from(a.flat()));
  it('for arbitrary bytes, U+FFFD written in the file included', () => {
    fc.assert(
      fc.property(fc.oneof(utf8ish, biasedBytes), (bytes) => {
        const d = decodeRobots(bytes);
        expect(d.text).toBe(referenceDecode(bytes));
        expect(d.invalidByteCount).toBe([...d.text].filter((ch) => ch.length === 1 && ch.charCodeAt(0) >= 0xdc80 && ch.charCodeAt(0) <= 0xdcff).length);
      }),
      { numRuns: 500 },
    );
    expect(decodeRobots(Uint8Array.of(0x61, 0xef, 0xbf, 0xbd, 0x62)).text).toBe('a\ufffdb');
  });
});

describe('bytes with invalid ones among valid runs of every length decode as a strict decoder reads them', () => {
  // decodeWithEscapes writes a run shorter than NATIVE_RUN itself (code points, surrogate pairs
  // included) and hands a longer one to the native decoder; it skips ASCII four bytes at a time
  // where the bytes are aligned for it, so the bytes are also given at each offset in a buffer.
  const valid = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 90 }),
    fc.string({ unit: fc.constantFrom('a', 'é', 'ツ', '😀', '\0', '\n'), maxLength: 90 }),
    fc.integer({ min: NATIVE_RUN - 2, max: NATIVE_RUN + 1 }).map((n) => 'x'.repeat(n)),
  ).map((t) => [...new TextEncoder().encode(t)]);
  const invalid = fc.constantFrom(0x80, 0xbf, 0xc0, 0xc1, 0xf5, 0xff, 0xe0, 0xed, 0xf0, 0xf4).map((b) => [b]);
  const mixed = fc.array(fc.oneof(valid, invalid), { maxLength: 30 }).map((a) => Uint8Array.from(a.flat()));
  it('at every alignment of the bytes in their buffer', () => {
    fc.assert(
      fc.property(mixed, fc.integer({ min: 0, max: 3 }), (bytes, offset) => {
        const inBuffer = new Uint8Array(bytes.length + offset);
        inBuffer.set(bytes, offset);
        const d = decodeRobots(inBuffer.subarray(offset));
        expect(d.text).toBe(referenceDecode(bytes));
        expect(encodeRobots(d.text)).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
  });

  it('a binary file: each run short, each invalid byte listed at its text offset', () => {
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37 + (i >> 3)) & 0xff);
    const d = decodeRobots(bytes);
    expect(d.text).toBe(referenceDecode(bytes));
    for (const { offset, byte } of d.invalidBytes) expect(d.text.charCodeAt(offset)).toBe(0xdc00 + byte);
    expect(d.invalidByteCount).toBeGreaterThan(MAX_LISTED_INVALID_BYTES);
    expect(d.invalidBytes.length).toBe(MAX_LISTED_INVALID_BYTES);
  });
});

/** The text's UTF-8 bytes parse line for line as the text given as a string (the parse takes shortcuts on bytes). */
function expectBytesParseAsString(text: string, profile: Profile): void {
  const fromBytes = parseRobots(new TextEncoder().encode(text), { profile });
  const fromString = parseRobots(text, { profile });
  expect(fromBytes.text).toBe(text);
  expect(fromBytes.lines).toEqual(fromString.lines);
  expect(fromBytes.rules).toEqual(fromString.rules);
  expect(fromBytes.groups).toEqual(fromString.groups);
}

describe('a text outside ASCII read as bytes (no NUL searched for when the bytes hold no zero) parses as the same text given as a string', () => {
  // readSource searches the bytes for a zero (hasZeroByte) instead of the text for a NUL; the
  // string is searched as before, so the two parses must agree line for line.
  const piece = fc.oneof(
    directiveish,
    fc.constantFrom('é', 'ツ', '\0', 'Disallow: /a\0b', 'User-agent: *\0x', '# \0', '\n', '😀'),
  );
  it('with and without NULs, at any place, under every profile', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.constantFrom(...PROFILES), (pieces, profile) => {
        expectBytesParseAsString(pieces.join('') + 'é', profile);
      }),
      RUNS,
    );
  });

  it('hasZeroByte finds a zero at any place and any alignment of the bytes in their buffer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ min: 1, maxLength: 70 }), fc.array(fc.nat(69), { maxLength: 2 }), fc.integer({ min: 0, max: 3 }), (raw, zeros, offset) => {
        const bytes = new Uint8Array(offset + raw.length);
        bytes.set(raw, offset);
        for (const z of zeros) if (z < raw.length) bytes[offset + z] = 0;
        const view = bytes.subarray(offset);
        expect(hasZeroByte(view)).toBe(view.includes(0));
      }),
      { numRuns: 2000 },
    );
    // A zero in each byte of a word, in each of the four words of a step, and in the tail.
    for (let at = 0; at < 40; at++) {
      const bytes = new Uint8Array(40).fill(0x80);
      bytes[at] = 0;
      expect(hasZeroByte(bytes), `zero at ${at}`).toBe(true);
    }
    expect(hasZeroByte(new Uint8Array(40).fill(0x01))).toBe(false);
    expect(hasZeroByte(new Uint8Array(40).fill(0xff))).toBe(false);
  });
});

describe('an ASCII text read as bytes parses as the same text given as a string', () => {
  // lex.ts compares a usual key and its colon (`Disallow:`) in 32-bit words of the bytes when a
  // parse has them, and as a slice of the text when it has a string: a key that misses by one
  // byte anywhere, colon included, must read the same both ways, at any place in the file.
  const usual = ['Disallow:', 'Allow:', 'User-agent:', 'Sitemap:', 'User-Agent:', 'disallow:', 'allow:', 'user-agent:', 'sitemap:'];
  const nearMiss = fc
    .tuple(fc.constantFrom(...usual), fc.nat(10), fc.integer({ min: 0, max: 0x7f }))
    .map(([k, i, c]) => (i < k.length ? k.slice(0, i) + String.fromCharCode(c) + k.slice(i + 1) : k.toLowerCase()));
  const piece = fc.oneof(
    nearMiss,
    fc.constantFrom(...usual, ' ', '\t', '\n', '\r\n', ' /a', '*', '#', '\0', 'Disallow', 'User-agent: *\n'),
    directiveish.map((s) => s.replace(/[^\x00-\x7f]/g, '?')),
  );
  it('with keys near the usual ones, under every profile', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.constantFrom(...PROFILES), (pieces, profile) => {
        expectBytesParseAsString(pieces.join(''), profile);
      }),
      { numRuns: 2000 },
    );
  });
});

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

describe('the lexer reads a key as classifyKey does', () => {
  // lex.ts recognises the usual spellings in place and turns away keys whose first two
  // characters start no known name before looking them up: both shortcuts must give classifyKey's answer.
  const known = [...DIRECTIVES.flatMap((d) => [d.name, ...d.typos]), ...KNOWN_OTHER_RECORDS];
  const keyish = fc.oneof(
    fc.constantFrom(...known).chain((k) => fc.tuple(fc.constant(k), fc.string({ maxLength: 3 }), fc.boolean())
      .map(([name, tail, upper]) => (upper ? name.toUpperCase() : name) + tail)),
    fc.constantFrom(...known).chain((k) => fc.string({ unit: 'grapheme-ascii', maxLength: 6 }).map((tail) => k.slice(0, 2) + tail)),
    fc.constantFrom(...known).chain((k) => fc.string({ unit: 'grapheme-ascii', maxLength: 6 }).map((tail) => k[0].toUpperCase() + tail)),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
    fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 4 }),
  ).filter((k) => k.trim() === k && k.length > 0 && !/[:#\s\0\r\n]/.test(k));
  it('on known names, their misspellings and prefixes, and any other key, under every profile', () => {
    fc.assert(
      fc.property(keyish, fc.constantFrom(...PROFILES), (k, profile) => {
        const l = lexLine(`${k}: /x`, profile);
        const cls = classifyKey(k, profileSpec(profile).keys);
        expect({ kind: l.kind, spelling: l.spelling }, k).toEqual({ kind: cls.kind, spelling: cls.spelling });
      }),
      { numRuns: 3000 },
    );
  });
});

describe('a line that starts with a usual key and its colon, read in one step, reads as the slow way does', () => {
  // lex.ts reads `Disallow:` (the spelling nearly every file uses), `disallow:` and `User-Agent:`
  // without searching for the colon or trimming the key; the same key in capitals takes the general path.
  const lead = fc.array(fc.constantFrom(' ', '\t', '\v', '\f'), { maxLength: 3 }).map((a) => a.join(''));
  const rest = fc.oneof(directiveish, fc.string({ unit: anyCodeUnit, maxLength: 20 }), fc.constantFrom('', ' ', ':', '#', '\0', ' /a # b', '\t/x\t'));
  it('the same spans, kind and spelling as the key in capitals, under every profile', () => {
    fc.assert(
      fc.property(fc.constantFrom('Disallow', 'Allow', 'User-agent', 'Sitemap', 'disallow', 'allow', 'user-agent', 'sitemap', 'User-Agent'), lead, rest, fc.constantFrom(...PROFILES), (key, ws, tail, profile) => {
        const line = (k: string) => (ws + k + ':' + tail).split(/\r\n|\r|\n/)[0];
        const one = lexLine(line(key), profile);
        const slow = lexLine(line(key.toUpperCase()), profile);
        expect(one, JSON.stringify(line(key))).toEqual(slow);
      }),
      { numRuns: 2000 },
    );
  });
});
