/**
 * What the page opens with (the decision is state/restore.ts `planBoot`), and the links opened
 * afterwards. The autosave from then on is app/autosaver.ts; every replacement of the document
 * goes through app/replace.ts, which keeps the one it replaces.
 */
import { decodeRobots, isReadingChoice, plainBreaks } from '../core/index.ts';
import { listVersions, type Saved } from '../state/autosave.ts';
import { loadBytes, loadText } from '../state/document.ts';
import { decodePermalink } from '../state/permalink.ts';
import { planBoot, type BootWarning } from '../state/restore.ts';
import { selectMatrixCell, setCrawlers, setExpectationList, setInputs, showMessage } from '../state/store.ts';
import type { Autosaver } from './autosaver.ts';
import { unsavedFlag } from './autosaver.ts';
import type { CompareHooks } from './compareHooks.ts';
import { recoverFromCrash } from './crashRecovery.ts';
import { EXAMPLE_AGENT, EXAMPLE_ROBOTS, EXAMPLE_URLS } from './example.ts';
import type { Files } from './files.ts';
import { keptActions } from './kept.ts';
import type { Replace } from './replace.ts';
import type { Session } from './session.ts';

export type BootSource = 'link' | 'autosave' | 'example' | 'crash';
export type LinkOutcome = 'document' | 'suite' | 'refused' | 'waiting';

export interface Boot {
  /** Fills the editor and the inputs: a link, the autosave, or the example (state/restore.ts planBoot). */
  bootState(): Promise<BootSource>;
  /**
   * Opens a link pasted into the address bar: 'document' when its document is on screen,
   * 'suite' when it carried only the test suite (the document was too big for a link),
   * 'refused' (with a message) when it is not a good link, 'waiting' while the person is asked
   * about changes storage could not keep (app/replace.ts).
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

interface BootParts {
  session: Session;
  files: Files;
  autosaver: Autosaver;
  replace: Replace;
  compare?: CompareHooks;
}

export function createBoot({ session, files, autosaver, replace, compare }: BootParts): Boot {
  /** The test suite of the link last opened, to apply again over a document from elsewhere. */
  let suite: (() => void) | null = null;

  /** A saved document back in the editor, its encoding reported again as when it was opened. */
  function applySaved(saved: Saved): void {
    const loaded = loadText(saved.text);
    session.load(loaded, { fileName: saved.fileName ?? 'robots.txt' });
    files.reportEncoding('The restored document', loaded);
    setInputs({ agent: saved.agent, urls: saved.urls, origin: saved.origin ?? '', profile: isReadingChoice(saved.profile) ? saved.profile : 'documented' });
    // A save from before the crawler chips named one crawler: it comes back as the one chip.
    setCrawlers(saved.crawlers ?? [saved.agent]);
    setExpectationList(saved.expectations ?? []);
    compare?.restore(saved.compare ?? null);
  }

  /**
   * Loads a fragment into the store; 'refused' (with a message) when it is not a good link. What
   * it replaces (`replaces`; what is on screen when left out) is kept when it holds the person's
   * work (app/replace.ts); `null`: replace nothing (storage full: the link is the newer work).
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
      // At start-up (`replaces` given) the suite goes over the document the page opens with (bootState).
      if (replaces === undefined && !replace('suite-link', openSuite)) return 'waiting';
      showMessage('warning', `This link carries the test suite (crawlers, URLs, profile) but not the document “${fileName}”: it was too big for a link. Open that file (Open file) to test it; the document on screen stays.`);
      return 'suite';
    }
    const loaded = loadBytes(bytes);
    // The compare view's other version, with its own endings and bytes (as the autosave keeps it).
    const linkedOther = other && { text: decodeRobots(other.bytes).text, source: other.label };
    const opened = replace('link', () => {
      session.load(loaded, { fileName });
      files.reportEncoding('The linked document', loaded);
      openSuite();
      if (linkedOther) compare?.restore(linkedOther);
    }, replaces);
    return opened ? 'document' : 'waiting';
  }

  /** The example, with its test inputs: what a first visit opens with. */
  function openExample(): void {
    session.load({ text: EXAMPLE_ROBOTS, breaks: plainBreaks(EXAMPLE_ROBOTS) }, { history: false });
    setInputs({ agent: EXAMPLE_AGENT, urls: EXAMPLE_URLS, profile: 'documented' });
  }

  /** Fills the editor and the inputs. */
  async function bootState(): Promise<BootSource> {
    await autosaver.ready;
    const versions = listVersions();
    // A copied tab opens with the original's document, and writes a slot of its own (state/tabSlot.ts).
    const own = versions.find((v) => v.id === autosaver.inherited())?.saved ?? null;
    // The document on screen when a page died drawing (its own tab's, or the newest) is offered,
    // not drawn again (crashRecovery.ts).
    if (recoverFromCrash(autosaver.tab, own ?? versions[0]?.saved ?? null, applySaved, () => session.load({ text: '', breaks: plainBreaks('') }, { history: false }))) {
      autosaver.refreshKept();
      return 'crash';
    }
    const plan = planBoot({ own, reload: isReload(), unsaved: unsavedFlag(), hash: location.hash, newest: versions[0] ?? null });
    let start = plan.start;
    if (start === 'link') {
      const outcome = await openFragment(location.hash, plan.moveSlot ? own : null);
      if (outcome === 'document') {
        if (plan.warn) showMessage('warning', WARNINGS[plan.warn]);
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
      // A link that did not open: what opens instead is older when the tab's last save failed.
      const warn = plan.start === 'link' ? (chosen.stale || plan.warn !== undefined ? 'stale' : undefined) : plan.warn;
      if (warn) showMessage('warning', WARNINGS[warn]);
    } else {
      openExample();
    }
    autosaver.opened(chosen ? chosen.edited : 0, chosen ? chosen.asOpened === true : true);
    // Over the tab's own document, the link's suite keeps the one it replaces (app/replace.ts).
    if (linkSuite) replace('suite-link', linkSuite, plan.moveSlot ? undefined : null);
    autosaver.refreshKept();
    return chosen ? 'autosave' : 'example';
  }

  const kept = keptActions({ applySaved, replace, refreshKept: autosaver.refreshKept });
  return { bootState, openFragment, watchAutosave: autosaver.watch, ...kept };
}
