import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
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
});
