import { describe, expect, it } from 'vitest';
import { AUTOSAVE_KEY, keepPrevious, PREVIOUS_KEY, readSaved, writeSaved, type KeyValue, type Saved } from './autosave.ts';

function memory(quota = Infinity): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

const saved: Saved = { text: 'User-agent: *\nDisallow: /\udcff\n', eol: 'crlf', agent: 'GPTBot', urls: '/x', profile: 'google' };

describe('autosave', () => {
  it('survives a reload, lone surrogates (undecodable bytes) included', () => {
    const kv = memory();
    expect(writeSaved(saved, AUTOSAVE_KEY, kv)).toBe(true);
    expect(readSaved(AUTOSAVE_KEY, kv)).toEqual(saved);
  });

  it('reports a full quota instead of throwing', () => {
    expect(writeSaved(saved, AUTOSAVE_KEY, memory(10))).toBe(false);
  });

  it('ignores garbage in storage', () => {
    const kv = memory();
    kv.setItem(AUTOSAVE_KEY, '{not json');
    expect(readSaved(AUTOSAVE_KEY, kv)).toBeNull();
  });

  it('keeps the own document aside before a different shared one replaces it', () => {
    const kv = memory();
    writeSaved(saved, AUTOSAVE_KEY, kv);
    expect(keepPrevious(saved.text, kv)).toBeNull(); // same document: nothing to keep
    expect(keepPrevious('User-agent: other', kv)).toEqual(saved);
    expect(readSaved(PREVIOUS_KEY, kv)).toEqual(saved);
  });
});
