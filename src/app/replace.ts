/**
 * Replacing what is on screen, in one place (issue 28 §1): New, Example, Open file, a dropped or
 * fetched file, a link (with its document, or its test suite alone), a test suite file, a kept
 * document brought back. Each goes through `replace`, which keeps the version on screen first
 * when it holds the person's work and no other stored version holds it: the tab leaves its slot
 * for a new one, so the old version stays stored as it is (nothing copied, so a full storage
 * cannot lose it), and the page says so. When storage refused its latest changes, nothing is
 * replaced until the person downloads it or says to go on without it.
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
export type Replace = (kind: ReplaceKind, apply: () => void, replaces?: Saved | null) => boolean;

/** What comes from a file, the example or New is stored elsewhere: unedited, it needs no keeping. */
const REPRODUCIBLE: ReadonlySet<ReplaceKind> = new Set(['new', 'example', 'file', 'suite']);

/** `kv`: where the versions are (the autosaver's storage), injected for tests. */
export function createReplace(store: RobotsStore, autosaver: Autosaver, download: () => void, kv: KeyValue | null = storage()): Replace {
  /** Applies, then leaves the slot when `keep` and something changed; says what was kept. */
  function run(kind: ReplaceKind, apply: () => void, before: Saved | null, keep: boolean): void {
    apply();
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

  return (kind, apply, replaces) => {
    if (replaces === null) {
      run(kind, apply, null, false);
      return true;
    }
    const stored = replaces !== undefined || autosaver.flush();
    const current = replaces ?? autosaver.snapshot();
    const keep = needsKeeping(current, listVersions(kv).filter((v) => v.id !== autosaver.slot()));
    if (keep && !stored) {
      hold(kind, apply, current);
      return false;
    }
    run(kind, apply, current, keep);
    return true;
  };
}
