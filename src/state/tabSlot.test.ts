import { describe, expect, it } from 'vitest';
import { memoryStorage as memory } from './memoryStorage.test-helper.ts';
import { claimSlot, releaseClaim, TAB_KEY, tabId } from './tabSlot.ts';

/** What the browser gives a duplicated tab: a copy of the original's sessionStorage. */
function copyOf(tab: ReturnType<typeof memory>): ReturnType<typeof memory> {
  const copy = memory();
  for (const [k, v] of tab.data) copy.setItem(k, v);
  return copy;
}

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

describe('claimSlot', () => {
  it('a reload (the page left, then loaded again) keeps the tab\'s slot', () => {
    const tab = memory();
    const id = tabId(tab);
    const first = claimSlot(id, 'load1', tab);
    expect(first).toEqual({ slot: id, inherited: id });
    expect(claimSlot(id, 'load1', tab)).toEqual(first); // asked twice in one load
    releaseClaim('load1', tab);
    expect(claimSlot(id, 'load2', tab)).toEqual(first);
  });

  it('a duplicated tab, copied while the original lives, moves to a slot of its own and shows the original\'s', () => {
    const tab = memory();
    const id = tabId(tab);
    const original = claimSlot(id, 'load1', tab);
    const copy = copyOf(tab);
    const copied = claimSlot(tabId(copy), 'load2', copy);
    expect(copied.inherited).toBe(original.slot);
    expect(copied.slot).not.toBe(original.slot);
    // The copy's reload keeps its own new slot; the original keeps its own.
    releaseClaim('load2', copy);
    expect(claimSlot(tabId(copy), 'load3', copy).slot).toBe(copied.slot);
    expect(claimSlot(id, 'load1', tab).slot).toBe(original.slot);
  });

  it('a copy of a copy moves again; a tab whose storage is off still gets a slot', () => {
    const tab = memory();
    claimSlot(tabId(tab), 'a', tab);
    const copy = copyOf(tab);
    const second = claimSlot(tabId(copy), 'b', copy);
    const copy2 = copyOf(copy);
    expect(claimSlot(tabId(copy2), 'c', copy2).slot).not.toBe(second.slot);
    expect(claimSlot('', 'd', null).slot).not.toBe('');
  });
});
