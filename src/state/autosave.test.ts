import { describe, expect, it } from 'vitest';
import { AUTOSAVE_KEY, keepPrevious, PREVIOUS_KEY, readSaved, TAB_KEY, tabId, writeSaved, type KeyValue, type Saved } from './autosave.ts';

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

const saved: Saved = { text: 'User-agent: *\r\nDisallow: /\udcff\n', agent: 'GPTBot', urls: '/x', profile: 'google' };

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

  it('keeps the saving tab with the document', () => {
    const kv = memory();
    writeSaved({ ...saved, tab: 'tab-1' }, AUTOSAVE_KEY, kv);
    expect(readSaved(AUTOSAVE_KEY, kv)?.tab).toBe('tab-1');
    kv.setItem(AUTOSAVE_KEY, JSON.stringify({ ...saved, tab: 7 }));
    expect(readSaved(AUTOSAVE_KEY, kv)?.tab).toBeUndefined();
  });
});

describe('tabId', () => {
  it('is made once per tab storage and kept', () => {
    const tab = memory();
    const id = tabId(tab);
    expect(id).toMatch(/^[0-9a-z]{8,}$/);
    expect(tabId(tab)).toBe(id);
    expect(tab.data.get(TAB_KEY)).toBe(id);
    expect(tabId(memory())).not.toBe(id);
  });

  it('is empty when the tab has no storage or it refuses', () => {
    expect(tabId(null)).toBe('');
    expect(tabId(memory(0))).toBe('');
  });
});
