import { describe, expect, it } from 'vitest';
import { lineStart, pasteInto } from './bigPaste.ts';

describe('a big paste into the URL list', () => {
  it('replaces the selection and puts the caret after the pasted text', () => {
    expect(pasteInto('/a\n/b\n/c', 3, 5, '/x\n/y')).toEqual({ value: '/a\n/x\n/y\n/c', caret: 8 });
    expect(pasteInto('', 0, 0, '/x')).toEqual({ value: '/x', caret: 2 });
  });

  it('keeps a selection past the end inside the value', () => {
    expect(pasteInto('/a', 5, 9, '/x')).toEqual({ value: '/a/x', caret: 4 });
  });
});

describe('lineStart', () => {
  it('finds a line after LF, CRLF or CR endings, and -1 past the last line', () => {
    const text = '/a\n/b\r\n/c\r/d';
    expect([1, 2, 3, 4].map((l) => text.slice(lineStart(text, l), lineStart(text, l) + 2))).toEqual(['/a', '/b', '/c', '/d']);
    expect(lineStart(text, 5)).toBe(-1);
  });

  it('reaches line 100,000 of a 100,000-line list', () => {
    const text = Array.from({ length: 100_000 }, (_, i) => `/p/${i}`).join('\n');
    expect(text.slice(lineStart(text, 100_000)).startsWith('/p/99999')).toBe(true);
  });
});
