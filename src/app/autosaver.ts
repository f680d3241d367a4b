/**
 * The autosave of one tab (state/autosave.ts): the version it writes, debounced, what it holds
 * (document, test suite, file name, compared version), and the other versions it offers under
 * "Kept documents". It says whenever something could not be kept.
 */
import {
  debounce, listVersions, MAX_STORABLE_CHARS, notSavedMessage, readVersion, storage, storedReplaced, versionsToOffer, writeVersion, type Debounced, type LeftFor, type Saved, type Version,
} from '../state/autosave.ts';
import { sameWork } from '../state/keeping.ts';
import { savedStateChanged, setUi, showMessage, type KeptOffer } from '../state/store.ts';
import { browserLocks, claimSlot, holdClaim, LOAD, moveToNewSlot, releaseClaim, tabId, type SlotLocks } from '../state/tabSlot.ts';
import type { CompareHooks } from './compareHooks.ts';
import { nameOf, WHY } from './keptWords.ts';
import type { Links } from './links.ts';
import type { Session } from './session.ts';

export interface Autosaver {
  /** This tab's id (state/tabSlot.ts). */
  readonly tab: string;
  /** Settles once the tab's slot is known (state/tabSlot.ts claimSlot): nothing is read or written before. */
  readonly ready: Promise<void>;
  /** The slot the tab came with: its own, or (a copied tab) the original's, whose document it opens with. */
  inherited(): string;
  /** The slot it writes to now. */
  slot(): string;
  /** What it would save now. */
  snapshot(): Saved;
  /** Writes what waits; true when storage holds the latest changes. */
  flush(): boolean;
  /** The tab moves to a new slot; the old one stays stored as it is, kept aside as `reason`. */
  leaveSlot(reason: LeftFor): void;
  /**
   * A document was just put on screen: `edited`, when it was last edited; `asOpened`, whether
   * it came as it is from a file, the example or New (nothing to keep while it stays so).
   */
  opened(edited: number, asOpened: boolean): void;
  /** Saves from now on; `saveAtOnce`: what is on screen now is what a reload should bring back. */
  watch(saveAtOnce?: boolean): () => void;
  /** Lists the other stored versions under "Kept documents". */
  refreshKept(): void;
}

function toOffer({ id, saved }: Version): KeptOffer {
  const why = saved.stale ? WHY.stale : WHY[saved.leftFor ?? 'other'];
  return { id, name: nameOf(saved.text), lines: saved.text.split(/\r\n?|\n/).length, edited: saved.edited, why, fileName: saved.fileName ?? 'robots.txt' };
}

interface Parts {
  session: Session;
  links: Links;
  compare?: CompareHooks;
}

/** What a save writes and when, to the slot `slot()` names: the autosaver's writing half. */
interface Writer {
  content(): Saved;
  snapshot(): Saved;
  saveNow(): void;
  /** Saves half a second after the last call. */
  save: Debounced<void>;
  /** Something to save changed; `edit`: the person's work, which makes this version newer than another tab's. */
  changed(edit: boolean): void;
  /** Changes wait that no save wrote yet. */
  dirty(): boolean;
  /** The last save failed (storage full, or too big): the address bar is the newest copy. */
  failing(): boolean;
  opened(edited: number, asOpened: boolean): void;
}

/** What a save of this tab holds now; `edited`: when the person last changed it. */
function savedContent({ session, links, compare }: Parts, tab: string, edited: number): Saved {
  const { inputs, doc, view, sets } = session.store.getState();
  return {
    text: session.text(), agent: inputs.agent, crawlers: inputs.crawlers, origin: inputs.origin, urls: inputs.urls, profile: inputs.profile,
    expectations: [...inputs.expectations], fileName: doc.fileName,
    hash: links.lastWrittenHash(), tab, edited, compare: compare?.saved() ?? undefined,
    view, bodyCut: doc.bodyCut || undefined, replaced: sets.replaced ?? undefined,
  };
}

/** A save was refused: the older version stays, marked, so any tab that opens it says it is not the newest. */
function markStale(slot: string): void {
  const older = readVersion(slot);
  if (older && !older.stale) writeVersion(slot, { ...older, stale: true });
}

function createWriter(parts: Parts, tab: string, slot: () => string): Writer {
  const { session: { store }, links } = parts;
  /** When the person last changed the document or the inputs. */
  let edited = 0;
  /** Changes made since the last successful save. */
  let dirty = false;
  let warned = false;
  let failing = false;
  /** What was opened last, as it came (a file, the example, New); null when it is the person's own. */
  let pristine: Saved | null = null;
  /**
   * The URL list (and the list it replaced) this autosave last stored, and where: while they stay
   * the same, a save writes the rest alone (state/autosave.ts LIST_SUFFIX), so typing in the
   * editor never stores 100,000 URLs again.
   */
  let listStored: { slot: string; urls: string; replaced: string | undefined } | null = null;

  const content = () => savedContent(parts, tab, edited);

  function snapshot(): Saved {
    const now = content();
    return pristine !== null && sameWork(now, pristine) ? { ...now, asOpened: true } : now;
  }

  function saveNow(): void {
    // A text longer than any browser stores is refused before it is read out of the editor (for
    // 31 MB, a 50 ms copy and as much garbage collection, on every pause in typing).
    const { doc, inputs } = store.getState();
    // So is a compared version too long to store (31 MB pasted there was serialised on every key).
    const compared = parts.compare?.length() ?? 0;
    const fits = doc.length <= MAX_STORABLE_CHARS && inputs.urls.length <= MAX_STORABLE_CHARS && compared <= MAX_STORABLE_CHARS;
    const value = fits ? snapshot() : null;
    const replaced = value === null ? undefined : storedReplaced(value);
    const same = value !== null && listStored !== null && listStored.slot === slot() && listStored.urls === value.urls && listStored.replaced === replaced;
    const ok = value !== null && writeVersion(slot(), value, undefined, same);
    failing = !ok;
    setUnsavedFlag(!ok);
    links.markUnsaved(!ok);
    if (ok) {
      listStored = { slot: slot(), urls: value.urls, replaced };
      dirty = false;
      warned = false;
      return;
    }
    listStored = null;
    markStale(slot());
    if (!warned) {
      warned = true;
      showMessage(store, 'warning', notSavedMessage({ text: doc.length, urls: inputs.urls.length, compare: value?.compare?.text.length ?? compared }));
    }
  }

  const save = debounce<void>(saveNow, 500);
  return {
    content, snapshot, saveNow, save,
    changed(edit) {
      if (edit) edited = Date.now();
      dirty = true;
      save();
    },
    dirty: () => dirty,
    failing: () => failing,
    opened(at, asOpened) {
      edited = at;
      pristine = asOpened ? content() : null;
    },
  };
}

/** Saves what changes from now on, and on leaving the page; the slot's claim follows the page in and out of the back-forward cache. */
function watchChanges({ session, links, compare }: Parts, writer: Writer, slot: () => string, locks: SlotLocks | null): () => void {
  // A change of the grid's view alone is saved too (a reload shows what the address bar's link
  // shows, F18), but is no edit: it does not make this version newer work than another tab's.
  const changed = (edit: boolean) => {
    writer.changed(edit);
    // Storage refuses the autosave: the key just typed goes into the address bar at once,
    // since a reload may come before the debounced copy (issue 28 §1).
    if (writer.failing()) links.writeAddressBarNow();
  };
  const unsubscribe = session.store.subscribe((s, prev) => {
    if (savedStateChanged(s, prev)) changed(true);
    else if (s.view !== prev.view) changed(false);
  });
  const unwatchCompare = compare?.watch(() => changed(true));
  // Leaving the page must not drop the last half second of typing, nor the address bar's
  // latest fragment (written after the last autosave, perhaps). An idle tab writes nothing:
  // its version is already stored. The tab's storage is given back: a reload is no copy.
  const leave = () => {
    writer.save.flush();
    const saved = readVersion(slot());
    if (writer.dirty() || (saved && saved.hash !== links.lastWrittenHash())) writer.saveNow();
    // Storage just refused it: the address bar keeps the last keys, if the reload still reads it.
    if (writer.failing()) links.writeAddressBarNow();
    releaseClaim();
    // A page kept in the back-forward cache holds no slot; it takes it again when shown.
    locks?.release(slot());
  };
  const back = (e: PageTransitionEvent) => {
    if (!e.persisted) return;
    holdClaim();
    locks?.hold(slot());
  };
  addEventListener('pagehide', leave);
  addEventListener('pageshow', back);
  return () => {
    unsubscribe();
    unwatchCompare?.();
    removeEventListener('pagehide', leave);
    removeEventListener('pageshow', back);
  };
}

export function createAutosaver(parts: Parts): Autosaver {
  /** This tab's id: it lasts as long as the tab, so it is read once. */
  const tab = tabId();
  const locks = browserLocks();
  let inherited = tab;
  /** The version this tab writes to; a new one when a replacement keeps the old. */
  let slot = tab;
  const ready = claimSlot(tab, LOAD, storage('sessionStorage'), locks).then((claim) => {
    inherited = claim.inherited;
    slot = claim.slot;
  });
  const writer = createWriter(parts, tab, () => slot);

  /**
   * Called once the old slot holds what it should (flush, before the replacement); the save the
   * replacement set waiting then goes to the new slot.
   */
  function leaveSlot(reason: LeftFor): void {
    // `leftFor` is only a label: a full storage that refuses it loses nothing.
    const mine = readVersion(slot);
    if (mine) writeVersion(slot, { ...mine, leftFor: reason });
    locks?.release(slot);
    slot = moveToNewSlot(tab);
    locks?.hold(slot);
    writer.changed(false);
  }

  return {
    tab,
    ready,
    inherited: () => inherited,
    slot: () => slot,
    snapshot: writer.snapshot,
    flush() {
      writer.save.flush();
      return !writer.dirty();
    },
    leaveSlot,
    opened: writer.opened,
    watch(saveAtOnce = false) {
      if (saveAtOnce) writer.save();
      return watchChanges(parts, writer, () => slot, locks);
    },
    refreshKept: () => setUi(parts.session.store, { kept: versionsToOffer(listVersions(), slot, writer.snapshot()).map(toOffer) }),
  };
}

/**
 * Whether the page's last autosave failed, kept in history.state: it survives a reload and
 * no storage quota can refuse it, so a reload knows the address bar may hold newer work.
 */
export function unsavedFlag(): boolean {
  return (history.state as { robotscopeUnsaved?: boolean } | null)?.robotscopeUnsaved === true;
}

function setUnsavedFlag(on: boolean): void {
  if (unsavedFlag() === on) return;
  history.replaceState({ ...(history.state as object | null), robotscopeUnsaved: on }, '');
}
