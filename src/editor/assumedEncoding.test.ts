import { EditorState } from '@codemirror/state';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeRobots } from '../core/decode.ts';
import { assumedEncodings } from '../core/doubleByte.ts';
import { ENCODING_SAMPLE } from '../core/encodingGuess.ts';
import { assumedEncoding, byteEncoding } from './assumedEncoding.ts';

const state = (doc: string) => EditorState.create({ doc, extensions: assumedEncoding });

describe('assumedEncoding', () => {
  it('names the encoding of bytes that read as Windows-1252, and none for UTF-8', () => {
    expect(byteEncoding(state('Disallow: /caf\udce9\n'))).toBe('windows-1252');
    expect(byteEncoding(state('Disallow: /café\n'))).toBeNull();
  });

  it('follows the text: once its bytes are UTF-8, no encoding is assumed', () => {
    const s = state('Disallow: /caf\udce9\n');
    const at = s.doc.toString().indexOf('\udce9');
    const after = s.update({ changes: { from: at, to: at + 1, insert: 'é' } }).state;
    expect(after.field(assumedEncoding)).toEqual([]);
  });

  it('is not read again for a change past the part it is guessed from', () => {
    const s = state(`Disallow: /caf\udce9\n${'# a comment\n'.repeat(7_000)}`);
    const after = s.update({ changes: { from: s.doc.length, insert: 'é' } }).state;
    expect(after.field(assumedEncoding)).toEqual(['windows-1252']);
  });

  it('follows edits of a GBK file past the sample: ASCII typed among ASCII keeps the answer, a change to its letters reads it again', () => {
    const gbk = decodeRobots(new Uint8Array(readFileSync(join(import.meta.dirname, '../../testdata/encodings/gbk.txt')))).text;
    let s = state(gbk.repeat(Math.ceil((ENCODING_SAMPLE + 500) / gbk.length)));
    const first = s.field(assumedEncoding);
    // Big5 is not among them: gbk.txt holds bytes WHATWG's Big5 decoder refuses, as browsers do (core big5.ts).
    expect(first.slice(0, 2)).toEqual(['gbk', 'euc-kr']);
    const escaped = /[\udc80-\udcff]/g;
    const ascii = s.doc.toString().indexOf('User-agent') + 4;
    const steps: [string, { from: number; to?: number; insert?: string }, boolean][] = [
      ['ASCII typed among ASCII', { from: ascii, insert: 'xy' }, true],
      ['a line break', { from: ascii, insert: '\n' }, true],
      ['ASCII deleted', { from: ascii, to: ascii + 3 }, true],
      ['a letter typed past ASCII', { from: ascii, insert: 'é' }, false],
      ['a byte of a pair taken out', { from: gbk.search(escaped), to: gbk.search(escaped) + 1 }, false],
    ];
    for (const [what, change, kept] of steps) {
      const before = s.field(assumedEncoding);
      s = s.update({ changes: change }).state;
      const now = s.field(assumedEncoding);
      expect(now, what).toEqual(assumedEncodings(s.doc.sliceString(0, ENCODING_SAMPLE)));
      if (kept) expect(now, what).toBe(before);
    }
    // Every letter past ASCII in the sample made plain: UTF-8 (ASCII), nothing assumed.
    const plain = s.doc.sliceString(0, ENCODING_SAMPLE).replace(escaped, 'a').replace(/[^\x00-\x7f]/g, 'a');
    s = s.update({ changes: { from: 0, to: ENCODING_SAMPLE, insert: plain } }).state;
    expect(s.field(assumedEncoding)).toEqual([]);
  });
});
