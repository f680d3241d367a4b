/**
 * What the page opens with. Precedence: a valid link fragment > the autosaved document > the
 * built-in example. A bad fragment changes nothing: it is reported and the autosave is used.
 * Also keeps the autosave current (debounced) from then on.
 */
import { PROFILES, type Profile } from '../core/index.ts';
import { AUTOSAVE_KEY, debounce, keepPrevious, PREVIOUS_KEY, readSaved, removeSaved, tabId, writeSaved, type Saved } from '../state/autosave.ts';
import { documentText, loadBytes, loadText } from '../state/document.ts';
import { decodePermalink } from '../state/permalink.ts';
import { setInputs, setText, showMessage, store, type RobotsState } from '../state/store.ts';
import { recoverFromCrash } from './crashRecovery.ts';
import { EXAMPLE_AGENT, EXAMPLE_ROBOTS, EXAMPLE_URLS } from './example.ts';
import { reportEncoding } from './files.ts';
import { loadDocument } from './session.ts';
import { lastWrittenHash } from './share.ts';

function readStale(): boolean {
  try {
    return localStorage.getItem(STALE_KEY) === '1';
  } catch {
    return false;
  }
}

/** A saved document back in the editor, its encoding reported again as when it was opened. */
function applySaved(saved: Saved): void {
  const loaded = loadText(saved.text);
  loadDocument(loaded);
  reportEncoding('The restored document', loaded);
  setInputs({ agent: saved.agent, urls: saved.urls, profile: PROFILES.includes(saved.profile) ? saved.profile : 'google' });
}

function restoreOffer(previous: Saved, text = 'Opened the shared link. Your own document was kept aside.'): void {
  showMessage('info', text, {
    label: 'Bring back my document',
    run: () => applySaved(previous),
  });
}

/** Loads a fragment into the store; false (with a message) when it is not a good link. */
export async function openFragment(hash: string): Promise<boolean> {
  const result = await decodePermalink(hash);
  if (!result.ok) {
    showMessage('error', `${result.error} Nothing was changed.`);
    return false;
  }
  const { bytes, agent, urls, profile } = result.state;
  const loaded = loadBytes(bytes);
  save.flush(); // the autosave must hold the last keystrokes before it is kept aside
  const previous = keepPrevious(documentText(loaded.text, loaded.breaks));
  loadDocument(loaded);
  reportEncoding('The linked document', loaded);
  setInputs({ agent, urls, profile });
  if (previous) restoreOffer(previous);
  return true;
}

export type BootSource = 'link' | 'autosave' | 'example' | 'crash';

/**
 * A document kept aside when a link replaced it is offered once more on the next visit, then
 * its storage is freed (it lives on in the offer until the page closes).
 */
function offerKeptDocument(): void {
  const kept = readSaved(PREVIOUS_KEY);
  if (!kept) return;
  removeSaved(PREVIOUS_KEY);
  restoreOffer(kept, 'The document you had before opening a shared link is still here.');
}

/** This tab's id: it lasts as long as the tab, so it is read once. */
const TAB = tabId();

function isReload(): boolean {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload';
}

/**
 * Is the autosave this page's own state coming back? Either this tab saved it and is being
 * reloaded (the address bar may then hold an older link: one the page rewrites while the
 * reload waits for the server is not the one reloaded), or the address bar holds the very
 * fragment the page had written when it saved.
 */
function isOwnState(saved: Saved, hash: string): boolean {
  if (TAB !== '' && saved.tab === TAB && isReload()) return true;
  return hash.length > 1 && saved.hash === hash;
}

/** Fills the store before the editor exists. */
export async function bootState(): Promise<BootSource> {
  const saved = readSaved();
  const hash = location.hash;
  offerKeptDocument();
  if (recoverFromCrash(TAB, saved, applySaved)) return 'crash';
  if (saved && isOwnState(saved, hash)) {
    applySaved(saved);
    return 'autosave';
  }
  if (hash.length > 1 && (await openFragment(hash))) return 'link';
  if (saved) {
    applySaved(saved);
    if (readStale()) showMessage('warning', 'This is the last version this browser could autosave: later changes were too big for its storage.');
    return 'autosave';
  }
  setText(EXAMPLE_ROBOTS);
  setInputs({ agent: EXAMPLE_AGENT, urls: EXAMPLE_URLS, profile: 'google' });
  return 'example';
}

function snapshot(s: RobotsState): Saved {
  return {
    text: documentText(s.doc.text, s.doc.breaks), agent: s.inputs.agent, urls: s.inputs.urls, profile: s.inputs.profile as Profile,
    hash: lastWrittenHash(),
    tab: TAB,
  };
}

let warned = false;
/** Set while the stored autosave is older than the document (a write failed). */
const STALE_KEY = 'robotscope.autosave-stale.v1';

const save = debounce<void>(() => {
  const ok = writeSaved(snapshot(store.getState()), AUTOSAVE_KEY);
  if (!ok && !warned) {
    warned = true;
    showMessage('warning', 'This browser would not autosave the document (it is too big, or storage is off). Use Download to keep it.');
    // A tiny marker usually still fits: a reload then says the saved copy is an older one.
    try { localStorage.setItem(STALE_KEY, '1'); } catch { /* storage is off altogether */ }
  }
  if (ok) {
    warned = false;
    removeSaved(STALE_KEY);
  }
}, 500);

/** `saveNow`: a document opened from a link is what a reload should bring back. */
export function watchAutosave(saveNow = false): () => void {
  if (saveNow) save();
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.doc.version !== prev.doc.version || s.inputs.version !== prev.inputs.version) save();
  });
  // Leaving the page must not drop the last half second of typing, nor the address bar's
  // latest fragment (written after the last autosave, perhaps).
  const flush = () => {
    save.flush();
    writeSaved(snapshot(store.getState()), AUTOSAVE_KEY);
  };
  addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    removeEventListener('pagehide', flush);
  };
}

