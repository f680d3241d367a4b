/**
 * readSource reads bytes as decodeRobots does, with two shortcuts of its own: the look for UTF-16
 * without a BOM only where the text may hold a NUL (a text without one cannot be such), and a
 * file that starts with a whole BOM decoded as the BOM and the rest. Proved on bytes made of
 * ASCII, NULs, BOMs, UTF-8 sequences, invalid bytes and UTF-16 text, against decodeRobots and
 * against the platform's decoder wherever the bytes are valid UTF-8. A text given as a string is
 * read by TextEncoder where it is ASCII: the same plain run as PLAIN_RUN's, and its bytes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRobots } from './decode.ts';
import { plainRunOf, readSource } from './source.ts';

const utf16le = (s: string) => [...s].flatMap((c) => [c.charCodeAt(0), 0]);
const utf16be = (s: string) => [...s].flatMap((c) => [0, c.charCodeAt(0)]);
const piece = fc.constantFrom(
  [0x55, 0x73, 0x65, 0x72, 0x3a], [0x20], [0x0a], [0x0d, 0x0a], [0x00], [0xef, 0xbb, 0xbf], [0xef, 0xbb], [0xc3, 0xa9], [0xe7, 0xae, 0xa1],
  [0xf0, 0x9f, 0x98, 0x80], [0xff], [0x80], [0xc3], [0xed, 0xa0, 0x80], utf16le('User-agent: *\nDisallow: /a\n'), utf16be('Disallow: /b\n'),
);
const bytes = fc.array(piece, { maxLength: 40 }).map((a) => Uint8Array.from(a.flat()));
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function platformDecode(b: Uint8Array): string | null {
  try {
    return strictUtf8.decode(b);
  } catch {
    return null;
  }
}

describe('readSource reads bytes as decodeRobots does', () => {
  it('the same text, encoding and invalid bytes; no NUL where it says none may be', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const src = readSource(b);
        const d = decodeRobots(b);
        expect(src.text).toBe(d.text);
        expect(src.encoding).toBe(d.encoding);
        expect(src.invalidBytes).toEqual(d.invalidBytes);
        if (!src.mayHoldNul) expect(src.text.includes('\0')).toBe(false);
        const platform = platformDecode(b);
        if (platform !== null) expect(d.text).toBe(platform);
      }),
      { numRuns: 3000 },
    );
  });

  it('UTF-16 without a BOM still found by its NULs; ASCII without one says no NUL may be', () => {
    const le = Uint8Array.from(utf16le('User-agent: *\nDisallow: /private/\n'));
    const be = Uint8Array.from(utf16be('User-agent: *\nDisallow: /private/\n'));
    expect(readSource(le).encoding).toBe('utf-16le');
    expect(readSource(be).encoding).toBe('utf-16be');
    expect(readSource(le).mayHoldNul).toBe(true);
    expect(readSource(new TextEncoder().encode('User-agent: *\nDisallow: /\n')).mayHoldNul).toBe(false);
  });
});

describe('readSource of a string', () => {
  const part = fc.constantFrom('User-agent: *', 'Disallow: /a', ' ', '\t', '\n', '\r\n', '\0', '\x01', '\x08', '\x0b', '\x1f', '\x7f', '\x80', 'é', '\ufeff', '\ud800', '😀', '#');
  it('ASCII as a run of U+0000-U+007F says, the plain run PLAIN_RUN reads, the bytes of an ASCII text, no NUL where it says none may be', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        const src = readSource(text);
        const ascii = /^[\x00-\x7f]*$/.test(text);
        expect(src.text).toBe(text);
        expect(src.ascii).toBe(ascii);
        expect(src.plainRun).toBe(plainRunOf(text));
        expect(src.byteLength).toBe(new TextEncoder().encode(text).length);
        if (!src.mayHoldNul) expect(text.includes('\0')).toBe(false);
        if (src.bytes !== null) expect(Array.from(src.bytes)).toEqual(Array.from(text, (c) => c.charCodeAt(0)));
        expect(src.bytes !== null).toBe(ascii);
      }),
      { numRuns: 3000 },
    );
  });
});
