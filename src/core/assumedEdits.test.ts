/**
 * The editor reads a document's encoding again only when an edit can change it (doubleByte.ts
 * editsKeepAssumed, review18 L4). Held to the guess itself: wherever editsKeepAssumed says an edit
 * keeps the answer, assumedEncodings reads the edited text as it read the text before.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeRobots } from './decode.ts';
import { assumedEncodings, editsKeepAssumed, type TextView } from './doubleByte.ts';
import { ENCODING_SAMPLE } from './encodingGuess.ts';

const fixture = (name: string) => decodeRobots(new Uint8Array(readFileSync(join(import.meta.dirname, `../../testdata/encodings/${name}`)))).text;
const view = (text: string): TextView => ({ length: text.length, lines: text.slice(0, ENCODING_SAMPLE).split(/\r\n|\r|\n/).length, slice: (from, to) => text.slice(Math.max(0, from), to) });
/** `text` repeated until it is `length` characters or a little more. */
const grown = (text: string, length: number) => text.repeat(Math.ceil(length / text.length));

const gbk = fixture('gbk.txt');
const TEXTS = {
  gbk, big5: fixture('big5.txt'), 'euc-kr': fixture('euc-kr.txt'), 'shift_jis': fixture('shift_jis.txt'), latin1: fixture('latin1.txt'),
  'utf-16le without BOM': fixture('utf16le-nobom.txt'), 'UTF-8': 'User-agent: *\nDisallow: /管理/\n',
  // Long lines: the average the guess allows is near.
  'gbk, long lines': gbk.replace(/\n/g, ' '.repeat(40) + '\n').replace(/\n/g, (n, i: number) => (i % 3 === 0 ? n : ' ')),
  // Past the sample, so edits move characters in and out of it.
  'gbk past the sample, which ends in ASCII lines': grown(gbk, ENCODING_SAMPLE - 300) + 'Disallow: /plain/ascii/\n'.repeat(30) + gbk,
  'gbk past the sample, which ends among its letters': grown(gbk, ENCODING_SAMPLE + 40),
  'gbk at the sample': grown(gbk, ENCODING_SAMPLE).slice(0, ENCODING_SAMPLE - 2),
};

/** What an edit may take out and put in: ASCII, line breaks, controls, letters, escaped bytes. */
const PIECES = ['a', 'Z', ' ', '\t', '/', '\n', '\r\n', '\0', '\x01', 'é', '管', '\udcb9', '\udcdc', '\udce9'];

describe('editsKeepAssumed: an edit it lets pass leaves assumedEncodings\' answer as it was', () => {
  for (const [name, text] of Object.entries(TEXTS)) {
    it(name, () => {
      let kept = 0;
      const near = (n: number) => fc.integer({ min: 0, max: n });
      fc.assert(fc.property(
        fc.oneof(near(text.length), fc.integer({ min: Math.max(0, Math.min(text.length, ENCODING_SAMPLE) - 8), max: Math.min(text.length, ENCODING_SAMPLE + 8) })),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.constantFrom(...PIECES), { maxLength: 3 }),
        (from, cut, pieces) => {
          const to = Math.min(text.length, from + cut);
          const inserted = pieces.join('');
          const after = text.slice(0, from) + inserted + text.slice(to);
          const edit = { removed: text.slice(from, to), inserted, before: after.slice(Math.max(0, from - 1), from), after: after.slice(from + inserted.length, from + inserted.length + 1) };
          if (!editsKeepAssumed([edit], view(text), view(after))) return;
          kept++;
          expect(assumedEncodings(after)).toEqual(assumedEncodings(text));
        },
      ), { numRuns: text.length > 10_000 ? 40 : 150, seed: 19 });
      // Not vacuous: ASCII edits are let pass, but where NULs near the start may say UTF-16, or
      // letters past ASCII stand where the sample ends.
      if (!/UTF-16|among/i.test(name)) expect(kept).toBeGreaterThan(10);
    });
  }

  it('refuses what could change the answer: a letter past ASCII, a byte split from its pair, a control character', () => {
    const at = gbk.indexOf('\udcb9');
    const edit = (from: number, to: number, inserted: string) => {
      const after = gbk.slice(0, from) + inserted + gbk.slice(to);
      return editsKeepAssumed([{ removed: gbk.slice(from, to), inserted, before: after.slice(from - 1, from), after: after.slice(from + inserted.length, from + inserted.length + 1) }], view(gbk), view(after));
    };
    expect(edit(at + 1, at + 1, 'a')).toBe(false);
    expect(edit(2, 2, '\udcb9')).toBe(false);
    expect(edit(2, 2, '\0')).toBe(false);
    expect(edit(2, 2, '\x01')).toBe(false);
    const ascii = gbk.indexOf('User-agent') + 4;
    expect(edit(ascii, ascii, 'ab\n')).toBe(true);
    expect(edit(ascii, ascii + 2, '')).toBe(true);
  });
});
