/**
 * Replacing what is on screen, in one place (issue 28 §1): New, Example, Open file, a dropped or
 * fetched file, a link (with its document, or its test suite alone), a test suite file, a kept
 * document brought back. Each goes through `replace`, which keeps the version on screen first
 * when it holds the person's work and no other stored version holds it: the tab leaves its slot
 * for a new one, so the old version stays stored as it is (nothing copied, so a full storage
 * cannot lose it), and the page says so. When storage refused its latest changes, nothing is
 * replaced until the person downloads it or says to go on without it.
 *
 * A document the person asked for (New, Example, a file opened, dropped or fetched, a kept one
 * brought back) takes the focus into the editor when nothing else holds it but a button (the
 * menu's, Fetch, Bring back) or the page: its Ctrl+Z then undoes the replacement, as a person
 * expects right after it. Ctrl+Z anywhere else never edits the document (editor/focusedHistory.ts),
 * so with focus left on the menu it did nothing. Focus in a field or a grid cell stays: keys typed
 * there while a file was read or fetched land where they were typed.
 */
import { listVersions, readVersion, removeVersion, storage, type KeyValue, type Saved } from '../state/autosave.ts';
import { beyondBound, MAX_KEPT, needsKeeping, sameWork } from '../state/keeping.ts';
import { showMessage, type RobotsStore } from '../state/store.ts';
import type { Autosaver } from './autosaver.ts';
import { keptWords, nameOf, type ReplaceKind } from './keptWords.ts';

/**
 * `apply` puts the new document or test suite on screen, in one go (synchronously). `replaces`:
 * the version it stands in for when that is not on screen (a link opening at start-up over the
 * tab's own save); null to keep nothing. True when applied; false when it waits for the person.
 */
export type Replace = (kind: ReplaceKind, apply: () => void, replaces?: Saved | null, from?: Asker) => boolean;

/**
 * The element that held the focus when the person asked for the replacement (an Open file read for
 * seconds): the editor takes the focus only from it, or from the page. undefined: asked now.
 */
export type Asker = Element | null | undefined;

/** document.activeElement, where there is a document (null in Node). */
export const activeElement = (): Element | null => (typeof document === 'undefined' ? null : document.activeElement);

/** What comes from a file, the example or New is stored elsewhere: unedited, it needs no keeping. */
const REPRODUCIBLE: ReadonlySet<ReplaceKind> = new Set(['new', 'example', 'file', 'suite']);

/**
 * The replacements of the document the person asked for, from the page. A link opens at start-up
 * or from the address bar, and a test suite leaves the text as it is: focus stays where it is.
 */
const ASKED: ReadonlySet<ReplaceKind> = new Set(['new', 'example', 'file', 'restore']);

/**
 * Whether a replacement may take the focus from `active` (document.activeElement): the page, or a
 * button, which takes no typing. A field (the URL list, the site to fetch, a filter) or a grid
 * cell may be taking the person's keys. `from`: the element that held the focus when the person
 * asked (Asker); a button is left only if it is that one: a person who Tabbed to another button
 * while a file was read would have the Enter or Space meant for it typed into the document (review23 L2).
 */
export const focusFree = (active: Pick<Element, 'tagName'> | null, from: Pick<Element, 'tagName'> | null | undefined = active): boolean =>
  active === null || active.tagName === 'BODY' || (active.tagName === 'BUTTON' && active === from);

/** What a replacement does besides: download the document on screen, focus its editor (when focusFree). */
export interface ReplaceHooks {
  download(): void;
  /** `from`: the element that held the focus when the replacement was asked for (undefined: now). */
  focusEditor(from: Asker): void;
}

/** `kv`: where the versions are (the autosaver's storage), injected for tests. */
export function createReplace(store: RobotsStore, autosaver: Autosaver, { download, focusEditor }: ReplaceHooks, kv: KeyValue | null = storage()): Replace {
  /** Applies, then leaves the slot when `keep` and something changed; says what was kept. */
  function run(kind: ReplaceKind, apply: () => void, before: Saved | null, keep: boolean, from?: Asker): void {
    apply();
    if (ASKED.has(kind)) focusEditor(from);
    const kept = keep && before !== null && !sameWork(before, autosaver.snapshot());
    autosaver.opened(Date.now(), REPRODUCIBLE.has(kind));
    if (kept) {
      autosaver.leaveSlot(kind);
      showMessage(store, 'info', keptWords.kept(kind));
      bound();
    }
    autosaver.refreshKept();
  }

  /** Kept versions past the bound are discarded, oldest first, and named. */
  function bound(): void {
    const drop = beyondBound(listVersions(kv));
    if (drop.length === 0) return;
    for (const v of drop) removeVersion(v.id, kv);
    showMessage(store, 'info', keptWords.dropped(drop.map((v) => nameOf(v.saved.text)), MAX_KEPT));
  }

  /** Storage refused the latest changes: they are offered as a download before anything replaces them. */
  function hold(kind: ReplaceKind, apply: () => void, current: Saved): void {
    const older = readVersion(autosaver.slot(), kv);
    // Going on, the older version storage holds stays kept.
    const go = () => run(kind, apply, autosaver.snapshot(), older !== null);
    showMessage(store, 'error', keptWords.notKept(kind, nameOf(current.text), older ? older.edited : null),
      { label: keptWords.downloadThen(kind), run: () => { download(); go(); } },
      { label: keptWords.anyway(kind), run: go });
  }

  return (kind, apply, replaces, from) => {
    if (replaces === null) {
      run(kind, apply, null, false, from);
      return true;
    }
    const stored = replaces !== undefined || autosaver.flush();
    const current = replaces ?? autosaver.snapshot();
    const keep = needsKeeping(current, listVersions(kv).filter((v) => v.id !== autosaver.slot()));
    if (keep && !stored) {
      hold(kind, apply, current);
      return false;
    }
    run(kind, apply, current, keep, from);
    return true;
  };
}
