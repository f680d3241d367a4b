/**
 * What the page opens with (the decision is state/restore.ts `planBoot`), and the links opened
 * afterwards (app/linkOpener.ts). The autosave from then on is app/autosaver.ts; every
 * replacement of the document goes through app/replace.ts, which keeps the one it replaces.
 */
import { plainBreaks } from '../core/index.ts';
import { listVersions, storage, type Saved } from '../state/autosave.ts';
import { liveLoads } from '../state/crashGuard.ts';
import { planBoot, readAddressHash, type BootPlan, type BootWarning } from '../state/restore.ts';
import { setInputs, showMessage } from '../state/store.ts';
import type { Autosaver } from './autosaver.ts';
import { unsavedFlag } from './autosaver.ts';
import type { CompareHooks } from './compareHooks.ts';
import { recoverFromCrash } from './crashRecovery.ts';
import { EXAMPLE_AGENT, EXAMPLE_ROBOTS, EXAMPLE_URLS } from './example.ts';
import type { Files } from './files.ts';
import { keptActions } from './kept.ts';
import { createLinkOpener, type LinkOpener, type LinkOutcome } from './linkOpener.ts';
import type { Replace } from './replace.ts';
import { applySaved } from './savedDocument.ts';
import type { Session } from './session.ts';

/**
 * What the page opened with. `refused-link`: the address held a link the page could not open
 * (damaged, cut short): it opened the autosave or the example, and the address bar keeps the link
 * until the person changes something, so that it can still be copied and reported.
 */
export type BootSource = 'link' | 'autosave' | 'example' | 'crash' | 'refused-link';
export type { LinkOutcome };

export interface Boot extends Pick<LinkOpener, 'openFragment'> {
  /** Fills the editor and the inputs: a link, the autosave, or the example (state/restore.ts planBoot). */
  bootState(): Promise<BootSource>;
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

/** What the plan opens when no link does: the tab's own version, the newest, or nothing (the example). */
function chosenVersion(start: BootPlan['start'], own: Saved | null, newest: Saved | null): Saved | null {
  return start === 'own' ? own : start === 'newest' ? newest : null;
}

/** The warning a start with `chosen` deserves: a link that did not open is older when the tab's last save failed. */
function warningOf(plan: BootPlan, chosen: Saved): BootWarning | undefined {
  return plan.start === 'link' ? (chosen.stale || plan.warn !== undefined ? 'stale' : undefined) : plan.warn;
}

/** The example, with its test inputs: what a first visit opens with. */
function openExample(session: Pick<Session, 'load' | 'store'>): void {
  session.load({ text: EXAMPLE_ROBOTS, breaks: plainBreaks(EXAMPLE_ROBOTS) }, { history: false });
  setInputs(session.store, { agent: EXAMPLE_AGENT, urls: EXAMPLE_URLS, profile: 'documented' });
}

/** A start from a saved version (`chosen`), or the example; a link's suite goes over it. */
function openVersion(parts: BootParts, links: LinkOpener, plan: BootPlan, chosen: Saved | null): BootSource {
  const { autosaver, replace } = parts;
  // A link without its document: the document comes from the autosave or the example, the
  // test suite from the link.
  const linkSuite = plan.start === 'link' ? links.lastSuite() : null;
  if (chosen) {
    applySaved(parts, chosen);
    const warn = warningOf(plan, chosen);
    if (warn) showMessage(parts.session.store, 'warning', WARNINGS[warn]);
  } else {
    openExample(parts.session);
  }
  autosaver.opened(chosen ? chosen.edited : 0, chosen ? chosen.asOpened === true : true);
  // Over the tab's own document, the link's suite keeps the one it replaces (app/replace.ts).
  if (linkSuite) replace('suite-link', linkSuite, plan.moveSlot ? undefined : null);
  autosaver.refreshKept();
  return chosen ? 'autosave' : 'example';
}

export function createBoot(parts: BootParts): Boot {
  const { session, autosaver, replace } = parts;
  const links = createLinkOpener(parts);
  const restore = (saved: Saved) => applySaved(parts, saved);

  async function bootState(): Promise<BootSource> {
    await autosaver.ready;
    const live = await liveLoads();
    const versions = listVersions();
    // A copied tab opens with the original's document, and writes a slot of its own (state/tabSlot.ts).
    const own = versions.find((v) => v.id === autosaver.inherited())?.saved ?? null;
    // The document on screen when a page died drawing (its own tab's, or the newest) is offered,
    // not drawn again (crashRecovery.ts).
    const clear = () => session.load({ text: '', breaks: plainBreaks('') }, { history: false });
    if (recoverFromCrash(session.store, autosaver.tab, own ?? versions[0]?.saved ?? null, restore, clear, storage(), live)) {
      autosaver.refreshKept();
      return 'crash';
    }
    const address = readAddressHash(location.hash);
    const plan = planBoot({ own, reload: isReload(), unsaved: unsavedFlag() || address.unsaved, hash: address.hash, newest: versions[0] ?? null });
    let start = plan.start;
    if (start === 'link') {
      const outcome = await links.openFragment(address.hash, plan.moveSlot ? own : null);
      if (outcome === 'document') {
        if (plan.warn) showMessage(parts.session.store, 'warning', WARNINGS[plan.warn]);
        return 'link';
      }
      start = plan.fallback ?? 'example';
      const opened = openVersion(parts, links, plan, chosenVersion(start, own, versions[0]?.saved ?? null));
      return outcome === 'refused' ? 'refused-link' : opened;
    }
    return openVersion(parts, links, plan, chosenVersion(start, own, versions[0]?.saved ?? null));
  }

  const kept = keptActions({ store: session.store, applySaved: restore, replace, refreshKept: autosaver.refreshKept });
  return { bootState, openFragment: links.openFragment, watchAutosave: autosaver.watch, ...kept };
}
