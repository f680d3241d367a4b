/**
 * Which version this tab writes (autosave.ts): its id and its slot, both in sessionStorage,
 * which lives as long as the tab and survives its reloads.
 *
 * A browser copies sessionStorage into a duplicated tab ("Duplicate tab", `window.open` of the
 * page), so the copy starts with the original's id and slot, and the two would write over each
 * other's work (issue 28 §1). Each page load therefore claims the tab's storage with a nonce of
 * its own, and gives the claim back when the page is left (pagehide). A load that finds another
 * load's claim standing is a copy made while the original lived (or a tab whose page died
 * without pagehide): it moves to a new slot, and the one it came with stays the original's. The
 * tab id is not changed: the crash guard knows a crashed tab's reload by it (crashGuard.ts).
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

/** Claims the tab's slot for this load (see above); a copied tab gets a new one. */
export function claimSlot(tab: string, load = LOAD, kv: KeyValue | null = storage('sessionStorage')): Claim {
  const inherited = currentSlot(tab, kv);
  let claimed: string | null = null;
  try { claimed = kv?.getItem(CLAIM_KEY) ?? null; } catch { /* storage refused: no copy to tell */ }
  const slot = claimed !== null && claimed !== load ? moveToNewSlot(tab, kv) : inherited;
  holdClaim(load, kv);
  return { slot, inherited };
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
