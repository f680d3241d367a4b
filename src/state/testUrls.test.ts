import { describe, expect, it } from 'vitest';
import { initialState } from './store.ts';
import { selectTestUrls } from './testUrls.ts';

describe('selectTestUrls', () => {
  it('reads the URL list against the origin field, flagging what it cannot test', () => {
    const s = initialState();
    s.inputs = { ...s.inputs, urls: '/a\nnot a url\n/a', origin: 'example.com' };
    const read = selectTestUrls(s);
    expect(read.urls).toEqual(['https://example.com/a']);
    expect(read.flagged.map((f) => f.line)).toEqual([2]);
    expect(read.duplicates).toBe(1);
    expect(read.origin).toEqual({ origin: 'https://example.com', error: '' });
  });

  it('reads once per change: the same text gives the same object, new text a new one', () => {
    const s = initialState();
    s.inputs = { ...s.inputs, urls: '/x' };
    const first = selectTestUrls(s);
    expect(selectTestUrls({ ...s, inputs: { ...s.inputs } })).toBe(first);
    expect(selectTestUrls({ ...s, inputs: { ...s.inputs, origin: 'https://e.org' } })).not.toBe(first);
  });
});
