/**
 * Googlebot reads the first 512,000 bytes of robots.txt, cut wherever they end
 * (spec/google-behaviours.md, "Lines"): under the google profile a check answers from those
 * bytes, `wholeFile` gives the library's answer on the whole file. The real-file cases are in
 * testdata/conformance/googlebot-size-limit.jsonl (conformance.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUrl, decodeRobots, diagnose, encodeRobots, googlebotCut, googlebotText, googlebotView, parseRobots, ruleAt, SIZE_LIMIT_BYTES, type Profile } from './index.ts';
import { hasReadWhole } from './memo.ts';
import { parseWhole } from './parse.ts';
import { profileSpec } from './profiles/index.ts';

/** A file whose `tail` starts `at` bytes in: a group for `*`, then one comment line filling the rest. */
function fileWithTailAt(at: number, tail: string, head = 'User-agent: *\n'): string {
  const fill = at - head.length - 1;
  return `${head}#${'x'.repeat(fill - 1)}\n${tail}`;
}

describe('what Googlebot reads of a file over 500 KiB', () => {
  it('reads a rule on the line of the cut only up to byte 512,000: `/private` cut after `/priv` blocks `/privacy`', () => {
    // "Disallow: /priv" is 15 bytes: the cut falls right after it.
    const parsed = parseRobots(fileWithTailAt(SIZE_LIMIT_BYTES - 15, 'Disallow: /private\n'));
    expect(parsed.sizeLimit).toMatchObject({ line: 3, splitBytes: '' });
    expect(checkUrl(parsed, 'FooBot', '/privacy')).toMatchObject({ allowed: false, line: 3, sizeLimited: true });
    expect(checkUrl(parsed, 'FooBot', '/privacy', { wholeFile: true })).toMatchObject({ allowed: true, line: 0, sizeLimited: false });
    expect(ruleAt(googlebotView(parsed), 0).pattern).toBe('/priv');
  });

  it('knows no line past the cut: a group named there does not exist, so the crawler obeys `*`', () => {
    const parsed = parseRobots(fileWithTailAt(SIZE_LIMIT_BYTES, 'User-agent: FooBot\nAllow: /\n', 'User-agent: *\nDisallow: /\n'));
    expect(checkUrl(parsed, 'FooBot', '/a')).toMatchObject({ allowed: false, line: 2, reason: 'fallback' });
    expect(checkUrl(parsed, 'FooBot', '/a', { wholeFile: true })).toMatchObject({ allowed: true, line: parsed.lineCount - 1, reason: 'named' });
  });

  it('cuts inside a character and keeps its first bytes, %-escaped like any other', () => {
    // é is C3 A9: the cut keeps C3, so the rule reads `/%C3`.
    const parsed = parseRobots(fileWithTailAt(SIZE_LIMIT_BYTES - 12, 'Disallow: /é\n'));
    expect(parsed.sizeLimit!.splitBytes).toBe('\udcc3');
    expect(ruleAt(googlebotView(parsed), 0).pattern).toBe('/%C3');
    expect(checkUrl(parsed, 'FooBot', '/%C3%28')).toMatchObject({ allowed: false, line: 3 });
    expect(checkUrl(parsed, 'FooBot', '/%C3%28', { wholeFile: true })).toMatchObject({ allowed: true, line: 0 });
  });

  it('counts the BOM and every undecodable byte as the bytes they are', () => {
    // Read whole as text; a BOM (3 bytes) and a 0xFF byte (1) in the comment move the rule 4
    // bytes on, so the cut keeps `Disallow: /priv` (a 0xFF counted as U+FFFD would keep less).
    const text = new TextEncoder().encode(fileWithTailAt(SIZE_LIMIT_BYTES - 19, 'Disallow: /private\n'));
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...text.subarray(0, 20), 0xff, ...text.subarray(20)]);
    const parsed = parseRobots(bytes);
    expect([parsed.bomBytes, parsed.invalidBytes.length]).toEqual([3, 1]);
    expect(ruleAt(googlebotView(parsed), 0).pattern).toBe('/priv');
    expect(checkUrl(parseRobots(text), 'FooBot', '/privacy')).toMatchObject({ allowed: true, sizeLimited: false });
  });

  it('finds the same cut in a file given as text or as bytes, valid UTF-8 or with undecodable bytes', () => {
    const enc = new TextEncoder();
    for (const [name, bytes] of [
      ['valid UTF-8, cut inside é', enc.encode(fileWithTailAt(SIZE_LIMIT_BYTES - 12, 'Disallow: /é\n'))],
      ['valid UTF-8, cut after é', enc.encode(fileWithTailAt(SIZE_LIMIT_BYTES - 13, 'Disallow: /é\n'))],
      ['an undecodable byte before the cut', new Uint8Array([...enc.encode('User-agent: *\n#'), 0xff, ...enc.encode(fileWithTailAt(SIZE_LIMIT_BYTES - 29, 'Disallow: /é\n'))])],
    ] as const) {
      const fromBytes = parseRobots(bytes);
      const fromText = parseRobots(decodeRobots(bytes).text);
      expect(fromBytes.byteLength, name).toBeGreaterThan(SIZE_LIMIT_BYTES);
      expect(fromBytes.sizeLimit, name).toEqual(fromText.sizeLimit);
      // Compared as buffers: a deep equality of 512,000 elements takes seconds.
      expect(Buffer.from(encodeRobots(googlebotText(fromBytes))).equals(bytes.subarray(0, SIZE_LIMIT_BYTES)), name).toBe(true);
    }
  });

  it('reads a file of exactly 512,000 bytes whole, and parses nothing twice for it', () => {
    const parsed = parseRobots(fileWithTailAt(SIZE_LIMIT_BYTES - 19, 'Disallow: /private\n'));
    expect(parsed.byteLength).toBe(SIZE_LIMIT_BYTES);
    expect(parsed.sizeLimit).toBeNull();
    expect(googlebotView(parsed)).toBe(parsed);
    expect(checkUrl(parsed, 'FooBot', '/privacy')).toMatchObject({ allowed: true, sizeLimited: false });
  });

  it('gives the text Googlebot reads: the first 512,000 bytes', () => {
    const parsed = parseRobots(fileWithTailAt(SIZE_LIMIT_BYTES - 15, 'Disallow: /private\n'));
    expect(new TextEncoder().encode(googlebotText(parsed)).length).toBe(SIZE_LIMIT_BYTES);
    expect(googlebotText(parsed).endsWith('Disallow: /priv')).toBe(true);
  });

  it('leaves rfc9309 and draft1996 reading the whole file', () => {
    for (const profile of ['rfc9309', 'draft1996'] as const) {
      const parsed = parseRobots(fileWithTailAt(SIZE_LIMIT_BYTES - 15, 'Disallow: /private\n'), { profile });
      expect(googlebotCut(parsed)).toBeNull();
      expect(checkUrl(parsed, 'FooBot', '/privacy')).toMatchObject({ allowed: true, sizeLimited: false });
      expect(checkUrl(parsed, 'FooBot', '/private')).toMatchObject({ allowed: false, line: 3 });
    }
  });

  it('builds the parse of what Googlebot reads from the whole parse, the same as parsing those bytes afresh', () => {
    // Where the cut falls: in a rule, in a user-agent line, at a line's start, between CR and
    // LF, in a character, in a comment, after a BOM and undecodable bytes, in an open group.
    const enc = new TextEncoder();
    const cases: Array<[string, string | Uint8Array, Profile]> = [
      ['in a rule', fileWithTailAt(SIZE_LIMIT_BYTES - 15, 'Disallow: /private\nAllow: /x\n'), 'google'],
      ['in a user-agent line', fileWithTailAt(SIZE_LIMIT_BYTES - 14, 'User-agent: FooBot\nAllow: /\n', 'User-agent: *\nDisallow: /a\n'), 'google'],
      ['at a line start', fileWithTailAt(SIZE_LIMIT_BYTES, 'User-agent: FooBot\nAllow: /\n'), 'google'],
      ['between CR and LF', fileWithTailAt(SIZE_LIMIT_BYTES - 19, 'Disallow: /private\r\nDisallow: /b\r\n'), 'google'],
      ['in a character', fileWithTailAt(SIZE_LIMIT_BYTES - 12, 'Disallow: /é\n'), 'google'],
      ['in a comment', fileWithTailAt(SIZE_LIMIT_BYTES - 20, 'Disallow: /p # a comment\n'), 'google'],
      ['under rfc9309', fileWithTailAt(SIZE_LIMIT_BYTES - 15, 'Disallow: /private\n'), 'rfc9309'],
      ['under draft1996, after a blank line', fileWithTailAt(SIZE_LIMIT_BYTES - 14, '\nUser-agent: b\n'), 'draft1996'],
    ];
    const bytes = enc.encode(fileWithTailAt(SIZE_LIMIT_BYTES - 19, 'Disallow: /privé\nSitemap: /s\n'));
    cases.push(['after a BOM and an undecodable byte', new Uint8Array([0xef, 0xbb, 0xbf, ...bytes.subarray(0, 20), 0xff, ...bytes.subarray(20)]), 'google']);
    for (const [name, input, profile] of cases) {
      const parsed = parseRobots(input, { profile });
      expect(parsed.sizeLimit, name).not.toBeNull();
      const view = googlebotView(parsed);
      expect(view, name).toEqual(parseRobots(googlebotText(parsed), { profile }));
      expect(view.lineCount, name).toBe(parsed.sizeLimit!.line + (name === 'between CR and LF' ? 1 : 0));
    }
  });
});

describe('bytes over 500 KiB under google: what Googlebot reads first, the rest when asked', () => {
  const google = profileSpec('google');
  const enc = new TextEncoder();

  it('answers a check from the first 512,000 bytes without reading the rest of the file', () => {
    const bytes = enc.encode(fileWithTailAt(SIZE_LIMIT_BYTES - 15, 'Disallow: /private\n') + `#${'y'.repeat(300_000)}\nDisallow: /\n`);
    const parsed = parseRobots(bytes);
    expect(checkUrl(parsed, 'FooBot', '/privacy')).toMatchObject({ allowed: false, line: 3, sizeLimited: true });
    expect(parsed.sizeLimit).toEqual({ line: 3, offset: SIZE_LIMIT_BYTES, splitBytes: '' });
    expect(parsed.byteLength).toBe(bytes.length);
    expect(hasReadWhole(parsed)).toBe(false);
    // Asked for a field of the whole file, it reads it: then it is the whole file's parse.
    expect(parsed.lineCount).toBe(6);
    expect(hasReadWhole(parsed)).toBe(true);
    expect(checkUrl(parsed, 'FooBot', '/privacy', { wholeFile: true })).toMatchObject({ allowed: false, line: 5 });
    const whole = parseWhole(bytes, google);
    expect({ ...parsed }).toEqual({ ...whole });
    // Diagnostics read the whole file, from its plain parse: the same as the whole file's.
    const fresh = parseRobots(bytes);
    expect(diagnose(fresh)).toEqual(diagnose(whole));
    expect(hasReadWhole(fresh)).toBe(true);
    expect(diagnose(fresh).some((d) => d.code === 'size-limit')).toBe(true);
  });

  it('reads the rest of the file when a check asks for the whole file, and all of it at once under rfc9309 and draft1996', () => {
    const bytes = enc.encode(fileWithTailAt(SIZE_LIMIT_BYTES - 15, 'Disallow: /private\nAllow: /x\n'));
    const parsed = parseRobots(bytes);
    expect(checkUrl(parsed, 'FooBot', '/privacy', { wholeFile: true })).toMatchObject({ allowed: true, line: 0 });
    expect(hasReadWhole(parsed)).toBe(true);
    for (const profile of ['rfc9309', 'draft1996'] as const) expect(hasReadWhole(parseRobots(bytes, { profile })), profile).toBe(true);
  });

  it('gives the same cut, view and verdicts as the whole file\'s parse, wherever the cut falls in whatever bytes', () => {
    // Random bytes around byte 512,000: line breaks (CR|LF split too), characters of 2 to 4
    // bytes, undecodable and NUL bytes, a BOM, rules and user-agent lines, a line over Google's
    // 16,663-byte limit.
    const piece = fc.oneof(
      fc.constantFrom('\n', '\r', '\r\n', 'é', '€', '😀', 'Disallow: /p', 'Allow: /p', 'User-agent: FooBot', 'User-agent: *', ' ', '#', '$', '*', '%2f'),
      fc.constantFrom(0x00, 0x80, 0xc3, 0xe2, 0xf0, 0xff, 0xef, 0xbb, 0xbf).map((b) => String.fromCharCode(0xdc00 + b)),
    );
    const window = fc.array(piece, { minLength: 1, maxLength: 24 }).map((a) => encodeRobots(a.join('')));
    const filler = enc.encode(fileWithTailAt(SIZE_LIMIT_BYTES, '', 'User-agent: *\nDisallow: /q\n'));
    fc.assert(
      fc.property(window, fc.integer({ min: -40, max: 8 }), fc.boolean(), fc.boolean(), (win, shift, bom, longLine) => {
        // The window starts `shift` bytes from the cut; the filler's comment line is longer than
        // Google's line limit, or ends just before the window.
        const start = SIZE_LIMIT_BYTES + shift;
        const head = filler.slice(0, start);
        if (!longLine) head[start - 1] = 0x0a;
        if (bom) head.set([0xef, 0xbb, 0xbf]);
        const bytes = concat(head, win, enc.encode('\nDisallow: /tail\nUser-agent: FooBot\nAllow: /\n'));
        const parsed = parseRobots(bytes);
        const whole = parseWhole(bytes, google);
        expect(parsed.sizeLimit).toEqual(whole.sizeLimit);
        expect(googlebotView(parsed)).toEqual(googlebotView(whole));
        for (const url of ['/p', '/q', '/tail', '/%C3', '/x']) {
          for (const ua of ['FooBot', 'BarBot']) expect(checkUrl(parsed, ua, url)).toEqual(checkUrl(whole, ua, url));
        }
        expect(hasReadWhole(parsed)).toBe(false);
        // Read whole afterwards (the head's rows and records, then the rest): the whole file's parse.
        expect({ ...parsed }).toEqual({ ...whole });
        expect(hasReadWhole(parsed)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('a deferred parse, wherever a character or a line break meets the cut, and whatever its caller does next', () => {
  const google = profileSpec('google');
  const enc = new TextEncoder();
  const filler = enc.encode(fileWithTailAt(SIZE_LIMIT_BYTES + 64, '', 'User-agent: *\nDisallow: /q\n'));

  it('reads the character the cut splits as the whole file does, whichever of its bytes the cut falls after', () => {
    // A character of 2, 3 or 4 bytes starting 1 to 3 bytes before the cut; CR|LF across it; a
    // break right after it: each a case where too few bytes past the cut would give another cut.
    const tails: Array<[string, number]> = [];
    for (const ch of ['é', '€', '😀']) for (let back = 1; back <= 3; back++) tails.push([`/${ch}x\n`, back + 1]);
    tails.push(['/a\r\nDisallow: /b\n', 3], ['/a\nDisallow: /b\n', 2], ['/abc\r\n', 5]);
    for (const [tail, back] of tails) {
      const value = enc.encode(`Disallow: ${tail}`);
      // The tail's value starts `back` bytes before the cut (`Disallow: ` before it).
      const start = SIZE_LIMIT_BYTES - back - 10;
      const head = filler.slice(0, start);
      head[start - 1] = 0x0a;
      const bytes = concat(head, value, enc.encode('Disallow: /tail\n'));
      const parsed = parseRobots(bytes);
      const whole = parseWhole(bytes, google);
      expect(parsed.sizeLimit, tail).toEqual(whole.sizeLimit);
      expect(googlebotView(parsed), tail).toEqual(googlebotView(whole));
      expect({ ...parsed }, tail).toEqual({ ...whole });
    }
  });

  it('reads the bytes it was given, even when the caller then changes or hands off its buffer', () => {
    const bytes = enc.encode(`User-agent: *\nDisallow: /a\n#${'x'.repeat(600_000)}\nDisallow: /b\n`);
    const changed = parseRobots(bytes);
    const moved = parseRobots(bytes);
    bytes.fill(0x20);
    expect(changed.lineCount).toBe(5);
    expect(checkUrl(changed, 'FooBot', '/b', { wholeFile: true })).toMatchObject({ allowed: false, line: 4 });
    structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    expect(bytes.length).toBe(0);
    expect(diagnose(moved).length).toBeGreaterThan(0);
  });

  it('reads the same when frozen or sealed, and keeps its order of fields', () => {
    const bytes = enc.encode(`User-agent: *\nDisallow: /a\n#${'x'.repeat(600_000)}\nDisallow: /b\n`);
    const whole = parseWhole(bytes, google);
    const frozen = Object.freeze(parseRobots(bytes));
    expect(frozen.lineCount).toBe(5);
    expect(diagnose(frozen)).toEqual(diagnose(whole));
    const sealed = Object.seal(parseRobots(bytes));
    sealed.sitemaps = [{ line: 1, url: 'https://e.com/s.xml' }];
    expect(sealed.sitemaps).toHaveLength(1);
    expect(Object.keys(parseRobots(bytes))).toEqual(Object.keys(whole));
  });

  it('diagnoses and checks a field replaced after the parse, not the whole file it read', () => {
    const bytes = enc.encode(`User-agent: *\nDisallow: /a\n#${'x'.repeat(600_000)}\nDisallow: /b\n`);
    const parsed = parseRobots(bytes);
    const other = parseRobots(`User-agent: *\nDisallow: /a\n#${'x'.repeat(600_000)}\nAllow: /b\n`);
    parsed.rules = other.rules;
    expect(checkUrl(parsed, 'FooBot', '/b', { wholeFile: true })).toMatchObject({ allowed: true });
  });
});
