/**
 * What the page opens with (the decision is state/restore.ts `planBoot`), and the autosave
 * from then on: this tab writes its own version (state/autosave.ts), debounced, and says so
 * whenever something could not be kept.
 */
import { decodeRobots, plainBreaks, PROFILES } from '../core/index.ts';
import {
  currentSlot, debounce, listVersions, MAX_STORABLE_CHARS, moveToNewSlot, readVersion, tabId, versionsToOffer, writeVersion, type Saved,
  type Version,
} from '../state/autosave.ts';
import { documentText, loadBytes, loadText } from '../state/document.ts';
import { decodePermalink } from '../state/permalink.ts';
import { planBoot, type BootWarning } from '../state/restore.ts';
import { savedStateChanged, selectMatrixCell, setCrawlers, setExpectationList, setInputs, setUi, showMessage, type KeptOffer } from '../state/store.ts';
import type { CompareHooks } from './compareHooks.ts';
import { recoverFromCrash } from './crashRecovery.ts';
import { EXAMPLE_AGENT, EXAMPLE_ROBOTS, EXAMPLE_URLS } from './example.ts';
import type { Files } from './files.ts';
import type { Links } from './links.ts';
import { keptActions } from './kept.ts';
import type { Session } from './session.ts';

export type BootSource = 'link' | 'autosave' | 'example' | 'crash';
export type LinkOutcome = 'document' | 'suite' | 'refused';

export interface Boot {
  /** Fills the editor and the inputs: a link, the autosave, or the example (state/restore.ts planBoot). */
  bootState(): Promise<BootSource>;
  /**
   * Opens a link pasted into the address bar: 'document' when its document is on screen,
   * 'suite' when it carried only the test suite (the document was too big for a link),
   * 'refused' (with a message) when it is not a good link.
   */
  openFragment(hash: string, replaces?: Saved | null): Promise<LinkOutcome>;
  /** Saves this tab's version from now on; `saveAtOnce`: a document opened from a link. */
  watchAutosave(saveAtOnce?: boolean): () => void;
  /** A kept document back on screen; the one there is kept in its turn. */
  bringBack(id: string): void;
  discardKept(id: string): void;
}

const WARNINGS: Record<BootWarning, string> = {
  stale: 'This is the last version this browser could autosave: later changes could not be saved (the document was too big for its storage, or storage was full).',
  'newer-in-link': 'Your latest changes could not be autosaved (storage is full, or the document is too big), so they were opened from the address bar. Use Download to keep them.',
};

function isReload(): boolean {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload';
}

/**
 * Whether the page's last autosave failed, kept in history.state: it survives a reload and
 * no storage quota can refuse it, so a reload knows the address bar may hold newer work.
 */
function unsavedFlag(): boolean {
  return (history.state as { robotscopeUnsaved?: boolean } | null)?.robotscopeUnsaved === true;
}

function setUnsavedFlag(on: boolean): void {
  if (unsavedFlag() === on) return;
  history.replaceState({ ...(history.state as object | null), robotscopeUnsaved: on }, '');
}

const WHY = {
  link: 'kept when a shared link replaced it',
  restore: 'kept when you brought back another document',
  crash: 'kept when the page stopped while showing it',
  stale: 'not the newest: later changes to it could not be saved',
  other: 'from another tab or an earlier visit',
};

/** Its first line, without the characters that would show as noise (NULs, escaped bytes). */
function nameOf(text: string): string {
  const first = text.replace(/[\u0000-\u0009\u000b-\u001f\udc80-\udcff\ufeff]/g, '').split(/\r\n?|\n/).find((l) => l.trim() !== '');
  const name = (first ?? '').trim();
  return name === '' ? '(empty)' : name.length > 60 ? `${name.slice(0, 59)}…` : name;
}

function toOffer({ id, saved }: Version): KeptOffer {
  const why = saved.stale ? WHY.stale : saved.leftFor ? WHY[saved.leftFor] : WHY.other;
  return { id, name: nameOf(saved.text), lines: saved.text.split(/\r\n?|\n/).length, edited: saved.edited, why };
}

export function createBoot({ session, files, links, compare }: { session: Session; files: Files; links: Links; compare?: CompareHooks }): Boot {
  const { store } = session;
  /** This tab's id: it lasts as long as the tab, so it is read once. */
  const TAB = tabId();
  /** The version this tab writes to; a new one when a link replaces the document. */
  let slot = currentSlot(TAB);
  /** When the person last changed the document or the inputs. */
  let edited = 0;
  /** Changes made since the last successful save. */
  let dirty = false;
  let warned = false;
  /** The test suite of the link last opened, to apply again over a document from elsewhere. */
  let suite: (() => void) | null = null;

  /** A saved document back in the editor, its encoding reported again as when it was opened. */
  function applySaved(saved: Saved): void {
    const loaded = loadText(saved.text);
    session.load(loaded, { fileName: 'robots.txt' });
    files.reportEncoding('The restored document', loaded);
    setInputs({ agent: saved.agent, urls: saved.urls, origin: saved.origin ?? '', profile: PROFILES.includes(saved.profile) ? saved.profile : 'google' });
    // A save from before the crawler chips named one crawler: it comes back as the one chip.
    setCrawlers(saved.crawlers ?? [saved.agent]);
    setExpectationList(saved.expectations ?? []);
    compare?.restore(saved.compare ?? null);
  }

  /**
   * The tab leaves its version for a new one: the old stays stored as it is, kept aside
   * (`leftFor` is only a label, so a full storage that refuses it loses nothing).
   */
  function leaveSlot(reason: 'link' | 'restore'): void {
    save.flush();
    const mine = readVersion(slot);
    if (mine) writeVersion(slot, { ...mine, leftFor: reason });
    slot = moveToNewSlot(TAB);
    dirty = true;
  }

  /**
   * Loads a fragment into the store; false (with a message) when it is not a good link. The
   * document it replaces (`replaces`; the one on screen when left out) is kept, unless it is
   * empty or the same; `null`: replace nothing (storage full: the link is the newer work).
   */
  async function openFragment(hash: string, replaces?: Saved | null): Promise<LinkOutcome> {
    const result = await decodePermalink(hash);
    if (!result.ok) {
      showMessage('error', `${result.error} Nothing was changed.`);
      return 'refused';
    }
    const { bytes, agent, urls, origin, profile, crawlers, cell, fileName, expectations, other } = result.state;
    const openSuite = () => {
      setInputs({ agent, urls, origin, profile });
      // A v1 link named one crawler, its User-agent field: it opens testing that one, as before.
      setCrawlers(crawlers ?? [agent]);
      selectMatrixCell(cell);
      setExpectationList(expectations);
    };
    suite = openSuite;
    if (bytes === null) {
      openSuite();
      showMessage('warning', `This link carries the test suite (crawlers, URLs, profile) but not the document “${fileName}”: it was too big for a link. Open that file (Open file) to test it; the document on screen was kept.`);
      return 'suite';
    }
    const loaded = loadBytes(bytes);
    // The compare view's other version, with its own endings and bytes (as the autosave keeps it).
    const linkedOther = other && { text: decodeRobots(other.bytes).text, source: other.label };
    const old = replaces === undefined ? snapshot() : replaces;
    const replacedOther = linkedOther !== null && old?.compare !== undefined && old.compare.text !== linkedOther.text;
    const keep = old !== null && old.text.trim() !== '' && (old.text !== documentText(loaded.text, loaded.breaks) || replacedOther);
    if (keep) leaveSlot('link');
    session.load(loaded, { fileName });
    files.reportEncoding('The linked document', loaded);
    openSuite();
    if (linkedOther) compare?.restore(linkedOther);
    if (keep) showMessage('info', 'Opened the shared link. The document you had is kept: see “Kept documents” to bring it back.');
    refreshKept();
    return 'document';
  }

  /** Fills the editor and the inputs. */
  async function bootState(): Promise<BootSource> {
    const versions = listVersions();
    const own = versions.find((v) => v.id === slot)?.saved ?? null;
    // The document on screen when a page died drawing (its own tab's, or the newest) is offered,
    // not drawn again (crashRecovery.ts).
    if (recoverFromCrash(TAB, own ?? versions[0]?.saved ?? null, applySaved, () => session.load({ text: '', breaks: plainBreaks('') }, { history: false }))) {
      refreshKept();
      return 'crash';
    }
    const plan = planBoot({ own, reload: isReload(), unsaved: unsavedFlag(), hash: location.hash, newest: versions[0] ?? null });
    let start = plan.start;
    if (start === 'link') {
      const outcome = await openFragment(location.hash, plan.moveSlot ? own : null);
      if (outcome === 'document') {
        if (plan.warn) showMessage('warning', WARNINGS[plan.warn]);
        edited = Date.now();
        refreshKept();
        return 'link';
      }
      start = plan.fallback ?? 'example';
    }
    const chosen = start === 'own' ? own : start === 'newest' ? versions[0]?.saved ?? null : null;
    // A link without its document: the document comes from the autosave or the example, the
    // test suite from the link.
    const linkSuite = plan.start === 'link' ? suite : null;
    if (chosen) {
      applySaved(chosen);
      edited = chosen.edited;
      const warn = plan.start === 'link' ? (chosen.stale ? 'stale' : undefined) : plan.warn;
      if (warn) showMessage('warning', WARNINGS[warn]);
    } else {
      session.load({ text: EXAMPLE_ROBOTS, breaks: plainBreaks(EXAMPLE_ROBOTS) }, { history: false });
      setInputs({ agent: EXAMPLE_AGENT, urls: EXAMPLE_URLS, profile: 'google' });
    }
    linkSuite?.();
    dirty = false;
    refreshKept();
    return chosen ? 'autosave' : 'example';
  }

  function snapshot(): Saved {
    const { inputs } = store.getState();
    return {
      text: session.text(), agent: inputs.agent, crawlers: inputs.crawlers, origin: inputs.origin, urls: inputs.urls, profile: inputs.profile,
      expectations: [...inputs.expectations],
      hash: links.lastWrittenHash(), tab: TAB, edited, compare: compare?.saved() ?? undefined,
    };
  }

  function saveNow(): void {
    // A text longer than any browser stores is refused before it is read out of the editor (for
    // 31 MB, a 50 ms copy and as much garbage collection, on every pause in typing).
    const ok = store.getState().doc.length <= MAX_STORABLE_CHARS && writeVersion(slot, snapshot());
    setUnsavedFlag(!ok);
    if (ok) {
      dirty = false;
      warned = false;
      return;
    }
    // The older version stays: mark it, so any tab that opens it says it is not the newest.
    const older = readVersion(slot);
    if (older && !older.stale) writeVersion(slot, { ...older, stale: true });
    if (!warned) {
      warned = true;
      showMessage('warning', 'This browser would not autosave the document (it is too big for its storage, or storage is full or off). Use Download to keep it.');
    }
  }

  const save = debounce<void>(saveNow, 500);

  /** `saveNow`: a document opened from a link is what a reload should bring back. */
  function watchAutosave(saveAtOnce = false): () => void {
    if (saveAtOnce) save();
    const changed = () => {
      edited = Date.now();
      dirty = true;
      save();
    };
    const unsubscribe = store.subscribe((s, prev) => { if (savedStateChanged(s, prev)) changed(); });
    const unwatchCompare = compare?.watch(changed);
    // Leaving the page must not drop the last half second of typing, nor the address bar's
    // latest fragment (written after the last autosave, perhaps). An idle tab writes nothing:
    // its version is already stored.
    const flush = () => {
      save.flush();
      const saved = readVersion(slot);
      if (dirty || (saved && saved.hash !== links.lastWrittenHash())) saveNow();
    };
    addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      unwatchCompare?.();
      removeEventListener('pagehide', flush);
    };
  }

  /** Lists the other stored versions under "Kept documents". */
  function refreshKept(): void {
    setUi({ kept: versionsToOffer(listVersions(), slot, snapshot()).map(toOffer) });
  }

  const kept = keptActions({ applySaved, leaveSlot, refreshKept });
  return { bootState, openFragment, watchAutosave, ...kept };
}
