import { describe, expect, it } from 'vitest';
import { MAX_DIAGNOSTICS, MAX_PER_KIND } from '../worker/protocol.ts';
import { limitsNotice, sizeText } from './limits.ts';

const small = { byteLength: 2_000, total: 3, shown: 3, kindsCut: 0, sizeLimitLine: 0, linkTooBig: false };

describe('the notice of what a big file does not show', () => {
  it('says nothing when nothing is limited', () => {
    expect(limitsNotice(small)).toBeNull();
  });

  it('names each limit that applies, with the file size and the numbers', () => {
    const text = limitsNotice({ byteLength: 3_718_003, total: 41_233, shown: MAX_DIAGNOSTICS, kindsCut: 2, sizeLimitLine: 12_004, sizeLimitApplies: true, linkTooBig: true });
    expect(text).toBe(
      `This document is 3.7 MB: only the first 2,000 of its 41,233 problems are underlined and listed (the status bar counts them all); `
      + `2 kinds of problem past the first ${MAX_PER_KIND.toLocaleString('en')} of a kind are only counted, in a note on the last line, not marked one by one; `
      + 'Googlebot reads only its first 500 KiB, up to line 12,004: the rest is struck through; it is too big for a link (use Download to share it).',
    );
  });

  it('says the rest is struck through only under a profile that stops at the cut (issue 8 §1)', () => {
    const big = { ...small, byteLength: 600_000, sizeLimitLine: 8_830 };
    expect(limitsNotice({ ...big, sizeLimitApplies: true })).toBe('This document is 600 KB: Googlebot reads only its first 500 KiB, up to line 8,830: the rest is struck through.');
    expect(limitsNotice({ ...big, sizeLimitApplies: false })).toBe('This document is 600 KB: Googlebot would read only its first 500 KiB, up to line 8,830; this profile reads all of it.');
  });

  it('says only what applies', () => {
    expect(limitsNotice({ ...small, byteLength: 840_373, linkTooBig: true })).toBe('This document is 840 KB: it is too big for a link (use Download to share it).');
  });

  it('says when the document is too big to autosave, and when paths are not suggested', () => {
    expect(limitsNotice({ ...small, byteLength: 31_000_000, autosaveTooBig: true, pathsNotSuggested: true })).toBe(
      'This document is 31.0 MB: it is too big to autosave (use Download to keep it); paths are not suggested as you type, the file has too many lines.',
    );
  });

  it('gives no size of a text the worker has not read yet (a paste over the file: never the size of the text it replaced)', () => {
    expect(limitsNotice({ ...small, byteLength: null, autosaveTooBig: true, pathsNotSuggested: true })).toBe(
      'This document is still being read: it is too big to autosave (use Download to keep it); paths are not suggested as you type, the file has too many lines.',
    );
  });

  it('writes sizes the way file managers do', () => {
    expect([sizeText(999), sizeText(11_165), sizeText(1_372_557)]).toEqual(['999 bytes', '11 KB', '1.4 MB']);
  });
});
