import { describe, expect, it, vi } from 'vitest';
import * as urlList from '../core/urlList.ts';
import { initialState } from './store.ts';
import { selectTestUrls } from './testUrls.ts';

// Each line's reading counted, the reading itself unchanged (core urlList.ts).
vi.mock('../core/urlList.ts', async (original) => {
  const actual = await original<typeof import('../core/urlList.ts')>();
  return { ...actual, readListLine: vi.fn(actual.readListLine) };
});

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

  it('reads again only the lines a keystroke touched, in a list of 100,000 lines (issue 28 §2)', () => {
    const s = initialState();
    const lines = Array.from({ length: 100_000 }, (_, i) => `https://example.com/p/${i}`);
    s.inputs = { ...s.inputs, urls: lines.join('\n') };
    expect(selectTestUrls(s).urls).toHaveLength(100_000);
    const readLine = vi.mocked(urlList.readListLine);
    readLine.mockClear();
    const typed = selectTestUrls({ ...s, inputs: { ...s.inputs, urls: `${lines.join('\n')}\n/private` } });
    expect(readLine.mock.calls.length).toBeGreaterThan(0);
    expect(readLine.mock.calls.length).toBeLessThanOrEqual(3);
    expect(typed.urls.at(-1)).toBe('/private');
    expect(typed).toEqual({ ...urlList.readUrlList(`${lines.join('\n')}\n/private`), origin: typed.origin });
  });
});
