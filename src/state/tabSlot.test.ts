import { describe, expect, it } from 'vitest';
import { memoryStorage as memory } from './memoryStorage.test-helper.ts';
import { claimSlot, releaseClaim, TAB_KEY, tabId, type SlotLocks } from './tabSlot.ts';

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

/**
 * Web Locks as the browser keeps them: a lock is its page's until that page lets go or dies.
 * (Waiting for a lock is not modelled: the page before a reload has let go by then.)
 */
function lockTable() {
  const holders = new Map<string, string>();
  const page = (name: string): SlotLocks => ({
    hold(slot) { if (!holders.has(slot)) holders.set(slot, name); },
    async take(slot) {
      if ((holders.get(slot) ?? name) !== name) return false;
      holders.set(slot, name);
      return true;
    },
    release(slot) { if (holders.get(slot) === name) holders.delete(slot); },
  });
  /** The page is gone without pagehide (a crash, a discarded tab): the browser frees its locks. */
  const die = (name: string) => { for (const [slot, p] of [...holders]) if (p === name) holders.delete(slot); };
  return { page, die, holders };
}

describe('claimSlot', () => {
  it('a reload (the page left, then loaded again) keeps the tab\'s slot', async () => {
    const tab = memory();
    const locks = lockTable();
    const id = tabId(tab);
    const first = await claimSlot(id, 'load1', tab, locks.page('load1'));
    expect(first).toEqual({ slot: id, inherited: id });
    expect(await claimSlot(id, 'load1', tab, locks.page('load1'))).toEqual(first); // asked twice in one load
    releaseClaim('load1', tab);
    locks.page('load1').release(id);
    expect(await claimSlot(id, 'load2', tab, locks.page('load2'))).toEqual(first);
    expect(locks.holders.get(id)).toBe('load2');
  });

  it('a duplicated tab, copied while the original lives, moves to a slot of its own and shows the original\'s', async () => {
    const tab = memory();
    const locks = lockTable();
    const id = tabId(tab);
    const original = await claimSlot(id, 'load1', tab, locks.page('load1'));
    const copy = copyOf(tab);
    const copied = await claimSlot(tabId(copy), 'load2', copy, locks.page('load2'));
    expect(copied.inherited).toBe(original.slot);
    expect(copied.slot).not.toBe(original.slot);
    expect(locks.holders.get(copied.slot)).toBe('load2');
    expect(locks.holders.get(original.slot)).toBe('load1');
    // The copy's reload keeps its own new slot; the original keeps its own.
    releaseClaim('load2', copy);
    locks.page('load2').release(copied.slot);
    expect((await claimSlot(tabId(copy), 'load3', copy, locks.page('load3'))).slot).toBe(copied.slot);
    expect((await claimSlot(id, 'load1', tab, locks.page('load1'))).slot).toBe(original.slot);
  });

  it('a tab whose page died without pagehide (a crash, a discard) keeps its slot: no live page holds it', async () => {
    const tab = memory();
    const locks = lockTable();
    const id = tabId(tab);
    const before = await claimSlot(id, 'load1', tab, locks.page('load1'));
    locks.die('load1'); // the claim still stands in the tab's storage
    const after = await claimSlot(id, 'load2', tab, locks.page('load2'));
    expect(after).toEqual(before);
    expect(locks.holders.get(id)).toBe('load2');
    // And a copy of it, made now, is a copy again.
    const copy = copyOf(tab);
    expect((await claimSlot(tabId(copy), 'load3', copy, locks.page('load3'))).slot).not.toBe(id);
  });

  it('without Web Locks, a standing claim is taken for a copy: a new slot, nothing lost', async () => {
    const tab = memory();
    const id = tabId(tab);
    await claimSlot(id, 'load1', tab, null);
    expect((await claimSlot(id, 'load2', tab, null)).slot).not.toBe(id);
  });

  it('a copy of a copy moves again; a tab whose storage is off still gets a slot', async () => {
    const tab = memory();
    const locks = lockTable();
    await claimSlot(tabId(tab), 'a', tab, locks.page('a'));
    const copy = copyOf(tab);
    const second = await claimSlot(tabId(copy), 'b', copy, locks.page('b'));
    const copy2 = copyOf(copy);
    expect((await claimSlot(tabId(copy2), 'c', copy2, locks.page('c'))).slot).not.toBe(second.slot);
    expect((await claimSlot('', 'd', null, null)).slot).not.toBe('');
  });
});
