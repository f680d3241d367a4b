/**
 * Keeping the address bar current and copying the link. The fragment is rewritten with
 * `history.replaceState` (no history entry per keystroke, no hashchange, no request). While
 * comparing, the link carries both versions when they fit (issue 9 §1); when they do not, it
 * carries this version, and the page says the other was left out.
 */
import { encodePermalinkNow, encodePermalinkWithin, LINK_LIMITS, MAX_FRAGMENT_CHARS, overLinkLimits, type OtherVersion } from '../state/permalink.ts';
import { debounce } from '../state/autosave.ts';
import { searchTooLong } from '../state/linkView.ts';
import { UNSAVED_MARK } from '../state/restore.ts';
import { savedStateChanged, setUi, showMessage, type RobotsState, type RobotsStore } from '../state/store.ts';
import type { CompareHooks } from './compareHooks.ts';
import type { Session } from './session.ts';
import { countText } from '../core/words/countText.ts';

const SUITE_ONLY = 'The document is too big for a link (links stop working past 32,000 characters), so the link carries only the test suite (crawlers, URLs, profile): share the file with it (Download), and open it after the link.';
/** No link at all: the test suite alone does not fit (`why`: what is over, from suiteRefusal). */
export const suiteTooBig = (why: string) => `No link was made: the test suite is too big for a link (${why}). Use Save suite to share the crawlers and URLs, and Download for the file.`;
/** Said after "Copy link without URLs" (issue 24 §2): what the link leaves out, and how to share it. */
export const WITHOUT_URLS = 'Copied a link without the URL list: it carries the document, the crawlers and the profile. Use Save suite to share the URLs.';
export const WITHOUT_OTHER = 'The link carries this version but not the other version of the comparison: the two together are too long for a link (links stop working past 32,000 characters). Whoever opens it sees this version alone, not the comparison.';

/** A fragment made of the current state, and what it had to leave out. */
export interface Made {
  fragment: string;
  /** False: the document did not fit, the link carries the test suite alone. */
  withDocument: boolean;
  /** True: comparing, and the other version did not fit beside the document. */
  otherLeftOut: boolean;
}

export interface Links {
  /**
   * The current state's fragment (without '#'): with the document when it fits in a link, else
   * the test suite alone (`withDocument` false); null when even that would be too long.
   */
  currentFragment(): Promise<Made | null>;
  /**
   * The fragment this page last put in the address bar ('' when none). The autosave keeps it:
   * a reload that finds it there is this page's own state coming back, not a shared link.
   */
  lastWrittenHash(): string;
  scheduleAddressBar(): void;
  /**
   * Puts the current state in the address bar at once, uncompressed (permalink.ts
   * encodePermalinkNow), for when storage is full and the address bar is the only copy: a reload
   * right after a keystroke comes before the compressed one (debounced, then awaited) is
   * written. False, and the address bar as it was, when the state does not fit a link that way.
   */
  writeAddressBarNow(): boolean;
  /**
   * The autosave failed (true) or works again (false): while it fails, the fragment in the
   * address bar ends with UNSAVED_MARK (state/restore.ts), so a reload knows it holds newer work.
   */
  markUnsaved(on: boolean): void;
  watchAddressBar(): () => void;
  /** `withoutUrls`: a link with no URL list (offered when the list is too big for a link, issue 24 §2). */
  copyLink(options?: { withoutUrls?: boolean }): Promise<void>;
}

function baseUrl(): string {
  return location.href.replace(/#.*$/, '');
}

/**
 * The other version as a link carries it: a label longer than a link holds is cut, not refused.
 * Null when not comparing, or when the other version is too big for a link: one longer in
 * characters than a link holds in bytes is found so without encoding it (CompareHooks.length).
 */
function otherForLink(compare: LinkedOther | undefined): OtherVersion | null {
  const chars = compare?.length() ?? null;
  const other = chars !== null && chars <= LINK_LIMITS.otherBytes ? compare!.linked() : null;
  if (!other || other.bytes.length > LINK_LIMITS.otherBytes) return null;
  const max = LINK_LIMITS.otherLabelChars;
  return other.label.length <= max ? other : { bytes: other.bytes, label: `${other.label.slice(0, max - 1)}…` };
}

type LinkedOther = Pick<CompareHooks, 'linked' | 'length' | 'watch'>;

/** `compare`: the compare view's other version and its changes (app/compare.ts hooks). */
export function createLinks(session: Session, compare?: LinkedOther): Links {
  const { store } = session;
  const bar = addressBar();
  const fragment = (withoutUrls = false) => fragmentOf(session, compare, withoutUrls);

  async function syncAddressBar(): Promise<void> {
    const stale = bar.ticket();
    const link = await fragment();
    if (stale()) return; // a newer state is already being encoded
    sayWhatFits(store, link);
    bar.write(link?.fragment ?? null);
  }
  const scheduleAddressBar = debounce<void>(() => { void syncAddressBar(); }, 400);

  const links: Links = {
    currentFragment: () => fragment(),
    lastWrittenHash: () => bar.written(),
    scheduleAddressBar: () => scheduleAddressBar(),
    writeAddressBarNow() {
      const now = fragmentNow(session, compare);
      if (now === null) return false;
      // An encoding still under way is of an older state: it must not write over this one.
      bar.ticket();
      bar.write(now);
      return true;
    },
    markUnsaved: (on) => bar.markUnsaved(on),
    watchAddressBar() {
      // The grid's view travels in the link too (linkView.ts): a filter or search changed alone is written as well.
      const unsubscribe = store.subscribe((s, prev) => {
        if (savedStateChanged(s, prev) || s.view !== prev.view) scheduleAddressBar();
      });
      // The comparison opening, closing, or its other version edited.
      const unwatchCompare = compare?.watch(() => scheduleAddressBar());
      return () => { unsubscribe(); unwatchCompare?.(); };
    },
    async copyLink(options) {
      const withoutUrls = options?.withoutUrls === true;
      const made = await fragment(withoutUrls);
      await copyMade(store, bar, made, withoutUrls, () => void links.copyLink({ withoutUrls: true }));
    },
  };
  return links;
}

/** The test suite a link carries; `withoutUrls`: with no URL list, so no selected cell either. */
function suiteOf(state: RobotsState, withoutUrls = false) {
  const { doc, inputs } = state;
  return {
    agent: inputs.agent, urls: withoutUrls ? '' : inputs.urls, origin: inputs.origin, profile: inputs.profile, crawlers: inputs.crawlers,
    cell: withoutUrls ? null : inputs.cell, fileName: doc.fileName, bodyCut: doc.bodyCut || undefined,
    expectations: [...inputs.expectations],
    // The grid's filter, sort and search, as the selected cell: what the sender was looking at.
    view: state.view,
  };
}

/** The current state's fragment, as Links.currentFragment says. */
async function fragmentOf(session: Session, compare: LinkedOther | undefined, withoutUrls: boolean): Promise<Made | null> {
  const { doc } = session.store.getState();
  const suite = suiteOf(session.store.getState(), withoutUrls);
  // A link the page would refuse to open is not made (permalink.ts LINK_LIMITS).
  if (suiteRefusal(suite) !== null) return null;
  // Each character is at least a byte: past the limit without encoding anything.
  const bytes = doc.length > LINK_LIMITS.documentBytes ? null : session.bytes();
  if (bytes && bytes.length <= LINK_LIMITS.documentBytes) {
    // Made within the length a link can have: a document too big is found so early, not
    // after compressing all of it (permalink.ts encodePermalinkWithin).
    const comparing = (compare?.length() ?? null) !== null;
    const other = otherForLink(compare);
    const both = other && await encodePermalinkWithin({ ...suite, bytes, other }, MAX_FRAGMENT_CHARS);
    if (both) return { fragment: both, withDocument: true, otherLeftOut: false };
    const fragment = await encodePermalinkWithin({ ...suite, bytes }, MAX_FRAGMENT_CHARS);
    if (fragment !== null) return { fragment, withDocument: true, otherLeftOut: comparing };
  }
  // The document does not fit: the link still carries the test suite (issue 11 §4), and the
  // page says the document is left out (linkTooBig), which leaves out both versions.
  const fragment = await encodePermalinkWithin({ ...suite, bytes: null }, MAX_FRAGMENT_CHARS);
  return fragment === null ? null : { fragment, withDocument: false, otherLeftOut: false };
}

/** The current state's fragment made at once, uncompressed (Links.writeAddressBarNow); null when it does not fit. */
function fragmentNow(session: Session, compare: LinkedOther | undefined): string | null {
  const state = session.store.getState();
  // Each character is at least a byte: too long for a link of stored bytes, without encoding
  // anything; so is a test suite past a link's limits (1,000,000 URLs were encoded on every
  // keystroke, 300 ms each, only to be found too long).
  if (state.doc.length > MAX_FRAGMENT_CHARS || suiteRefusal(suiteOf(state)) !== null) return null;
  const suite = { ...suiteOf(state), bytes: session.bytes() };
  const other = otherForLink(compare);
  return (other && encodePermalinkNow({ ...suite, other }, MAX_FRAGMENT_CHARS)) || encodePermalinkNow(suite, MAX_FRAGMENT_CHARS);
}

/**
 * The address bar's fragment as this page wrote it, with UNSAVED_MARK after it while the
 * autosave fails; and tickets, so that an encoding overtaken by a newer state writes nothing.
 */
function addressBar() {
  let written = '';
  let unsaved = false;
  let latest = 0;
  const show = () => {
    const mark = unsaved && written !== '' ? UNSAVED_MARK : '';
    history.replaceState(history.state, '', `${baseUrl()}${written}${mark}`);
  };
  return {
    written: () => written,
    write(fragment: string | null): void {
      written = fragment === null ? '' : `#${fragment}`;
      show();
    },
    markUnsaved(on: boolean): void {
      if (on === unsaved) return;
      unsaved = on;
      if (written !== '') show();
    },
    /** Begins an encoding: the function says whether another began (or was written) since. */
    ticket(): () => boolean {
      const mine = ++latest;
      return () => mine !== latest;
    },
  };
}

/**
 * What the page says of a link: the document left out, the grid's search left out (the note by
 * the search field, LINK_VIEW_WORDS.searchLeftOut), or (no link at all) why the test suite does
 * not fit, which it returns. A null link says nothing of the document, which may be small:
 * 10,000 URLs do not fit.
 */
function sayWhatFits(store: RobotsStore, link: Made | null): string | null {
  const suiteTooBigWhy = link === null ? (suiteRefusal(suiteOf(store.getState())) ?? `its fragment passes ${countText(MAX_FRAGMENT_CHARS)} characters`) : null;
  const { search } = store.getState().view;
  setUi(store, {
    linkTooBig: link !== null && !link.withDocument, linkSuiteTooBig: suiteTooBigWhy, linkWithoutOther: link?.otherLeftOut ?? false,
    linkSearchLeftOut: link !== null && searchTooLong(search) ? search.length : null,
  });
  return suiteTooBigWhy;
}

/** Copies the link `made` and says what it leaves out; with none, says why and offers one without the URLs when that fits. */
async function copyMade(store: RobotsStore, bar: ReturnType<typeof addressBar>, made: Made | null, withoutUrls: boolean, copyWithoutUrls: () => void): Promise<void> {
  // A link without the URLs is a copy on request: the address bar keeps saying what fits of the whole state.
  const why = withoutUrls ? null : sayWhatFits(store, made);
  if (made === null) {
    // The list is what is too big: offer the link without it, when that fits.
    const without = !withoutUrls && suiteRefusal(suiteOf(store.getState(), true)) === null
      ? { label: 'Copy link without URLs', run: copyWithoutUrls }
      : undefined;
    showMessage(store, 'error', suiteTooBig(why ?? 'the URL list is too long'), without);
    return;
  }
  const link = `${baseUrl()}#${made.fragment}`;
  if (!withoutUrls) bar.write(made.fragment);
  if (withoutUrls) showMessage(store, 'info', WITHOUT_URLS);
  else if (!made.withDocument) showMessage(store, 'info', SUITE_ONLY);
  else if (made.otherLeftOut) showMessage(store, 'info', WITHOUT_OTHER);
  // The link carries the rest of the view (linkView.ts packView); a search left out is said by
  // the note by the search field, as for the address bar (sayWhatFits), not a second time here.
  if (await writeClipboard(link)) {
    setUi(store, { copied: true });
    setTimeout(() => setUi(store, { copied: false }), 2500);
  } else {
    showMessage(store, 'info', 'The browser did not let the page copy. The link is in the address bar: copy it from there.');
  }
}

/** Puts `text` on the clipboard; false when the browser refuses (then the page says where to copy from). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return legacyCopy(text);
  }
}

/** For browsers (or insecure origins) without the async clipboard API. */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

type Suite = { agent: string; urls: string; origin: string; crawlers: readonly string[]; fileName: string; expectations: readonly unknown[] };

/** Why the test suite alone cannot go in a link the page would open (permalink.ts LINK_LIMITS), or null. */
export function suiteRefusal(suite: Suite): string | null {
  const over = overLinkLimits({ documentBytes: 0, ...suite });
  if (over !== null) return over;
  if (suite.crawlers.length > LINK_LIMITS.crawlers) return `${countText(suite.crawlers.length)} crawlers (at most ${countText(LINK_LIMITS.crawlers)})`;
  if (suite.crawlers.some((c) => c.length > LINK_LIMITS.agentChars)) return `a crawler name of more than ${countText(LINK_LIMITS.agentChars)} characters`;
  if (suite.fileName.length > LINK_LIMITS.fileNameChars) return `a file name of ${countText(suite.fileName.length)} characters (at most ${countText(LINK_LIMITS.fileNameChars)})`;
  if (suite.origin.length > LINK_LIMITS.agentChars) return `an origin of ${countText(suite.origin.length)} characters (at most ${countText(LINK_LIMITS.agentChars)})`;
  if (suite.expectations.length > LINK_LIMITS.expectations) return `${countText(suite.expectations.length)} expectations (at most ${countText(LINK_LIMITS.expectations)})`;
  return null;
}
