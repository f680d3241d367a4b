/**
 * Opening a link (a permalink in the address bar, at start or pasted into an open tab): its
 * document and test suite replace what is on screen through app/replace.ts, which keeps what
 * they replace; a link that carries only the test suite (its document was too big) puts the
 * suite over the document on screen; a link that is no good changes nothing and says why.
 */
import { decodeRobots } from '../core/index.ts';
import type { Saved } from '../state/autosave.ts';
import { loadBytes } from '../state/document.ts';
import { decodePermalink, type SharedState } from '../state/permalink.ts';
import { DEFAULT_VIEW } from '../state/matrixView.ts';
import {
  openView, selectMatrixCell, setCrawlers, setExpectationList, setInputs, showMessage, type RobotsStore,
} from '../state/store.ts';
import type { Replace } from './replace.ts';
import type { SavedParts } from './savedDocument.ts';

export type LinkOutcome = 'document' | 'suite' | 'refused' | 'waiting';

export interface LinkOpener {
  /**
   * Opens a link: 'document' when its document is on screen, 'suite' when it carried only the
   * test suite (the document was too big for a link), 'refused' (with a message) when it is not
   * a good link, 'waiting' while the person is asked about changes storage could not keep
   * (app/replace.ts). What it replaces (`replaces`; what is on screen when left out) is kept when
   * it holds the person's work; `null`: replace nothing (storage full: the link is the newer work).
   */
  openFragment(hash: string, replaces?: Saved | null): Promise<LinkOutcome>;
  /** The test suite of the link last opened, to apply again over a document from elsewhere. */
  lastSuite(): (() => void) | null;
}

/** What puts a link's test suite on the page. */
export function suiteOpener(store: RobotsStore, link: SharedState): () => void {
  const { agent, urls, origin, profile, crawlers, cell, expectations, view, viewNote } = link;
  return () => {
    setInputs(store, { agent, urls, origin, profile });
    // A v1 link named one crawler, its User-agent field: it opens testing that one, as before.
    setCrawlers(store, crawlers ?? [agent]);
    // A cell past the link's URLs or crawlers is simply not selected (ui MatrixPanel `selected`).
    selectMatrixCell(store, cell);
    setExpectationList(store, expectations);
    // The sender's view of the grid; a link without one (the default view, or made before links carried it) shows every row in list order.
    openView(store, view ?? DEFAULT_VIEW);
    if (viewNote) showMessage(store, 'warning', viewNote);
  };
}

export function createLinkOpener(parts: SavedParts & { replace: Replace }): LinkOpener {
  const { session, files, compare, replace } = parts;
  let suite: (() => void) | null = null;
  async function openFragment(hash: string, replaces?: Saved | null): Promise<LinkOutcome> {
    const result = await decodePermalink(hash);
    if (!result.ok) {
      showMessage(session.store, 'error', `${result.error} Nothing was changed.`);
      return 'refused';
    }
    const { bytes, fileName, other, bodyCut } = result.state;
    const openSuite = suite = suiteOpener(session.store, result.state);
    if (bytes === null) {
      // At start-up (`replaces` given) the suite goes over the document the page opens with (bootState).
      if (replaces === undefined && !replace('suite-link', openSuite)) return 'waiting';
      showMessage(session.store, 'warning', `This link carries the test suite (crawlers, URLs, profile) but not the document “${fileName}”: it was too big for a link. Open that file (Open file) to test it; the document on screen stays.`);
      return 'suite';
    }
    const loaded = loadBytes(bytes);
    // The compare view's other version, with its own endings and bytes (as the autosave keeps it).
    const linkedOther = other && { text: decodeRobots(other.bytes).text, source: other.label };
    const opened = replace('link', () => {
      session.load(loaded, { fileName, bodyCut });
      files.reportEncoding('The linked document', loaded);
      openSuite();
      if (linkedOther) compare?.restore(linkedOther);
    }, replaces);
    return opened ? 'document' : 'waiting';
  }
  return { openFragment, lastSuite: () => suite };
}
