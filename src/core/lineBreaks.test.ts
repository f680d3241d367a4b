import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakCounts, describeBreaks, joinBreaks, plainBreaks, splitBreaks, toJoinedOffsets } from './lineBreaks.ts';

describe('each line keeps its own ending', () => {
  it('splits a mixed text into "\\n"-joined text plus the breaks that differ from the most frequent', () => {
    const { text, breaks } = splitBreaks('a\r\nb\nc\r\nd\re\r\n');
    expect(text).toBe('a\nb\nc\nd\ne\n');
    expect(breaks.base).toBe('crlf');
    expect(breaks.at).toEqual([3, 7]); // the "\n" after "b" and after "d" in the editor text
    expect(breaks.kind).toEqual(['lf', 'cr']);
    expect(breaks.count).toBe(5);
    expect(joinBreaks(text, breaks)).toBe('a\r\nb\nc\r\nd\re\r\n');
  });

  it('keeps the CR and the LF of a UTF-16LE line end read as UTF-8 bytes (CR NUL LF NUL)', () => {
    const raw = '\udcff\udcfeU\0:\0 \0*\0\r\0\n\0D\0:\0\r\0\n\0';
    const { text, breaks } = splitBreaks(raw);
    expect(text).not.toContain('\r');
    expect(breakCounts(breaks)).toEqual({ lf: 2, crlf: 0, cr: 2 });
    expect(joinBreaks(text, breaks)).toBe(raw);
  });

  it('gives every break the base ending when none is listed (a line typed in a CRLF file gets CRLF)', () => {
    expect(joinBreaks('a\nb\n', plainBreaks('a\nb\n', 'crlf'))).toBe('a\r\nb\r\n');
    expect(joinBreaks('a\nb', plainBreaks('a\nb', 'cr'))).toBe('a\rb');
    expect(splitBreaks('abc').breaks).toEqual({ base: 'lf', at: [], kind: [], count: 0 });
  });

  it('round-trips any text of CR, LF, CRLF and other characters', () => {
    const piece = fc.constantFrom('\r', '\n', '\r\n', '\n\r', 'a', 'é', '\0', '\udcff', ' ');
    fc.assert(fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
      const raw = pieces.join('');
      const { text, breaks } = splitBreaks(raw);
      expect(text).not.toContain('\r');
      expect(breaks.count).toBe(plainBreaks(text).count);
      expect(joinBreaks(text, breaks)).toBe(raw);
    }), { numRuns: 2000 });
  });
});

describe('the status bar says what the bytes hold', () => {
  it('names one ending, or counts a mix, most frequent first', () => {
    expect(describeBreaks(splitBreaks('a\nb\n').breaks)).toBe('LF');
    expect(describeBreaks(splitBreaks('a\r\nb\r\n').breaks)).toBe('CRLF');
    expect(describeBreaks(splitBreaks('a\r\nb\nc\r\n').breaks)).toBe('Mixed: 2 CRLF, 1 LF');
    expect(describeBreaks(splitBreaks(`${'x\n'.repeat(1200)}y\r`).breaks)).toBe('Mixed: 1,200 LF, 1 CR');
  });
});

describe('offsets in the bytes as they are, mapped to the editor text', () => {
  const mixed = fc.array(fc.constantFrom('a', 'bc', '\r\n', '\n', '\r', '\u00e9'), { maxLength: 40 }).map((p) => p.join(''));

  it('lands every character of the own-endings text on the same character of the editor text', () => {
    fc.assert(fc.property(mixed, (raw) => {
      const { text, breaks } = splitBreaks(raw);
      const at = toJoinedOffsets(text, breaks) ?? ((o: number) => o);
      for (let r = 0; r < raw.length; r++) {
        const e = at(r);
        // A CR or LF of the original is the editor's "\n"; any other character is itself.
        const want = raw[r] === '\r' || raw[r] === '\n' ? '\n' : raw[r];
        expect(text[e]).toBe(want);
      }
      expect(at(raw.length)).toBe(text.length);
    }));
  });

  it('is the identity (null) when no line ends in CRLF', () => {
    const { text, breaks } = splitBreaks('a\rb\nc\r');
    expect(toJoinedOffsets(text, breaks)).toBeNull();
  });

  it('counts each CRLF before an offset, in a CRLF file with a few LF lines', () => {
    const raw = 'ab\r\ncd\nef\r\ng';
    const { text, breaks } = splitBreaks(raw);
    expect(breaks.base).toBe('crlf');
    const at = toJoinedOffsets(text, breaks) as (o: number) => number;
    expect([raw.indexOf('g'), raw.indexOf('e'), raw.indexOf('c')].map(at)).toEqual([text.indexOf('g'), text.indexOf('e'), text.indexOf('c')]);
  });
});
