/**
 * Which version this tab writes (autosave.ts): its id and its slot, both in sessionStorage,
 * which lives as long as the tab and survives its reloads.
 *
 * A browser copies sessionStorage into a duplicated tab ("Duplicate tab", `window.open` of the
 * page), so the copy starts with the original's id and slot, and the two would write over each
 * other's work (issue 28 §1). Each page load therefore claims the tab's storage with a nonce of
 * its own, and gives the claim back when the page is left (pagehide). A load that finds another
 * load's claim standing is either a copy made while the original lives, or the same tab come
 * back after its page died without pagehide (a crash, a discarded tab). Which one, only a live
 * page can tell: each load holds a Web Lock named after its slot for as long as it lives, and
 * the browser frees a dead page's locks (Web Locks API, "lock lifetime": a lock is released
 * when its agent terminates). So the load asks for the slot's lock without waiting: held, it is
 * a copy and moves to a new slot (the one it came with stays the original's); free, it keeps
 * its slot, and a crash leaves no extra version behind. Without Web Locks, a standing claim is
 * taken for a copy, as nothing is lost that way. The tab id is not changed: the crash guard
 * knows a crashed tab's reload by it (crashGuard.ts).
 */
import { storage, type KeyValue } from './autosave.ts';

export const TAB_KEY = 'robotscope.tab.v1';
export const SLOT_KEY = 'robotscope.slot.v1';
/** The nonce of the page load that holds this tab's storage now. */
export const CLAIM_KEY = 'robotscope.claim.v1';

const randomId = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');

/** This page load's nonce: a constant of the module, made once per load. */
export const LOAD = randomId();

/**
 * This tab's id, made on its first visit ('' when storage is off). An autosave carries it, so
 * a reload can tell its own tab's latest state from another tab's.
 */
export function tabId(kv = storage('sessionStorage')): string {
  try {
    if (!kv) return '';
    let id = kv.getItem(TAB_KEY);
    if (!id) {
      id = randomId() + randomId();
      kv.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    return '';
  }
}

/** The slot the tab writes to now (kept in sessionStorage, so a reload finds it). */
export function currentSlot(tab: string, kv = storage('sessionStorage')): string {
  try {
    return kv?.getItem(SLOT_KEY) || tab || randomId();
  } catch {
    return tab || randomId();
  }
}

/** A new slot for the tab: the old one is left as it is, a kept version. */
export function moveToNewSlot(tab: string, kv = storage('sessionStorage')): string {
  const id = `${tab || 'tab'}.${randomId()}`;
  try { kv?.setItem(SLOT_KEY, id); } catch { /* a reload then finds the older slot: still kept */ }
  return id;
}

export interface Claim {
  /** The slot this load writes to. */
  slot: string;
  /** The slot the tab came with: the same, or (a copied tab) the original's, whose document it shows. */
  inherited: string;
}

/** The live pages' hold on slots (Web Locks in the browser; injected for tests). */
export interface SlotLocks {
  /** Holds the slot's lock while this page lives (or until `release`), once no other page holds it. */
  hold(slot: string): void;
  /** Holds the slot's lock if no live page holds it; false when one does. */
  take(slot: string): Promise<boolean>;
  release(slot: string): void;
}

/**
 * Claims the tab's slot for this load (see above); a copied tab gets a new one. With no claim
 * standing (a new tab, a reload), the slot is the tab's at once: the page before it may not
 * have let go of the lock yet, so this load waits for it rather than asking.
 */
export async function claimSlot(tab: string, load = LOAD, kv: KeyValue | null = storage('sessionStorage'), locks: SlotLocks | null = browserLocks()): Promise<Claim> {
  const inherited = currentSlot(tab, kv);
  let claimed: string | null = null;
  try { claimed = kv?.getItem(CLAIM_KEY) ?? null; } catch { /* storage refused: no copy to tell */ }
  holdClaim(load, kv);
  if (claimed === null || claimed === load) {
    locks?.hold(inherited);
    return { slot: inherited, inherited };
  }
  if (locks && await locks.take(inherited)) return { slot: inherited, inherited };
  const slot = moveToNewSlot(tab, kv);
  locks?.hold(slot);
  return { slot, inherited };
}

const LOCK_PREFIX = 'robotscope.slot.';

/** Web Locks, one per slot; null where the browser has none (an insecure origin, an old browser). */
export function browserLocks(): SlotLocks | null {
  const manager = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!manager) return null;
  /** Ends the hold of each slot held or waited for. */
  const held = new Map<string, () => void>();
  const request = (slot: string, ifAvailable: boolean) => new Promise<boolean>((answer) => {
    let free = () => {};
    const ended = new Promise<void>((resolve) => { free = resolve; });
    held.set(slot, free);
    manager.request(LOCK_PREFIX + slot, { ifAvailable }, (lock) => {
      answer(lock !== null);
      if (lock === null) held.delete(slot);
      return lock === null ? undefined : ended;
    }).catch(() => answer(false));
  });
  return {
    hold(slot) { if (!held.has(slot)) void request(slot, false); },
    take: (slot) => request(slot, true),
    release(slot) {
      held.get(slot)?.();
      held.delete(slot);
    },
  };
}

/** This load holds the tab's storage again (a page shown again from the back-forward cache). */
export function holdClaim(load = LOAD, kv: KeyValue | null = storage('sessionStorage')): void {
  try { kv?.setItem(CLAIM_KEY, load); } catch { /* storage off: no copy to tell */ }
}

/** The page is left: a reload or a later visit of this tab is not a copy. */
export function releaseClaim(load = LOAD, kv: KeyValue | null = storage('sessionStorage')): void {
  try {
    if (kv?.getItem(CLAIM_KEY) === load) kv.removeItem(CLAIM_KEY);
  } catch {
    // storage refused: nothing held
  }
}
