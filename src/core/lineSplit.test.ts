/**
 * lineEnds gathers a small text's line ends in a plain array made with room for a line per 16
 * characters and a big one's in an Int32Array that grows: both are proved against the ends read
 * off a split on LF, CR and CRLF, also where the lines outnumber the room.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineEnds } from './lineSplit.ts';

/** The end of each line of text[from..], from a split on every break (a CRLF is one). */
function reference(text: string, from: number): number[] {
  const ends: number[] = [];
  const re = /\r\n|\r|\n/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) ends.push(m.index);
  ends.push(text.length);
  return ends;
}

const piece = fc.constantFrom('a', 'bc', ' ', '\n', '\r', '\r\n', '\n\r', '\r\r');
const text = fc.array(piece, { maxLength: 60 }).map((a) => a.join(''));

describe('lineEnds finds every break, LF, CR and CRLF alike', () => {
  it('in a small text, from any offset', () => {
    fc.assert(
      fc.property(text, fc.nat(10), (t, at) => {
        const from = Math.min(at, t.length);
        expect(Array.from(lineEnds(t, from))).toEqual(reference(t, from));
      }),
      { numRuns: 2000 },
    );
  });

  it('in a small text of more lines than the room it starts with (a line per 16 characters)', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('\n', '\r', '\r\n'), fc.nat(2_000), (t, brk, lines) => {
        const many = brk.repeat(lines) + t;
        expect(Array.from(lineEnds(many, 0))).toEqual(reference(many, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('in a text over 64 KiB, whose ends outgrow the first buffer (a line per 16 characters)', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('\n', '\r', '\r\n'), (t, brk) => {
        // Lines of one character: six to eight times the ends the first buffer has room for.
        const run = ('x' + brk).repeat(Math.ceil(35_000 / (1 + brk.length)));
        const big = run + t + run;
        expect(Array.from(lineEnds(big, 3))).toEqual(reference(big, 3));
      }),
      { numRuns: 30 },
    );
  });
});
