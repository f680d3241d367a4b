import { describe, expect, it } from 'vitest';
import { applyEdits } from './edits.ts';

describe('applyEdits', () => {
  it('replaces each range of the older text, in its offsets', () => {
    expect(applyEdits('User-agent: *\nDisallow: /a\n', [{ from: 0, to: 0, insert: '# top\n' }, { from: 25, to: 26, insert: 'b' }], 33))
      .toBe('# top\nUser-agent: *\nDisallow: /b\n');
    expect(applyEdits('abc', [], 3)).toBe('abc');
  });

  it('refuses edits that do not fit the text it holds, rather than answer for another text', () => {
    // Out of order, overlapping, past the end, not whole numbers.
    expect(applyEdits('abcdef', [{ from: 4, to: 5, insert: '' }, { from: 1, to: 2, insert: '' }], 4)).toBeNull();
    expect(applyEdits('abcdef', [{ from: 1, to: 4, insert: '' }, { from: 3, to: 5, insert: '' }], 1)).toBeNull();
    expect(applyEdits('abc', [{ from: 2, to: 4, insert: 'x' }], 3)).toBeNull();
    expect(applyEdits('abc', [{ from: 2, to: 1, insert: '' }], 4)).toBeNull();
    expect(applyEdits('abc', [{ from: 0.5, to: 1, insert: '' }], 2)).toBeNull();
    // Edits that fit, but the page's text has another length: the worker's text is not the page's.
    expect(applyEdits('abc', [{ from: 0, to: 0, insert: 'x' }], 3)).toBeNull();
  });
});
