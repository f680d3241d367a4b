/**
 * Autosave: "nothing typed is ever lost". Every document the person had is a version in
 * localStorage, one key each, until they discard it:
 *
 * - each tab writes only its own slot, so two tabs never write over each other, and an old tab
 *   closed last cannot put its older state over a newer tab's work;
 * - when a shared link (or a document brought back) replaces the tab's document, the tab moves
 *   to a new slot and the old one stays where it is: kept aside, with nothing copied, so a full
 *   storage cannot lose it;
 * - a version carries the time of its last edit (not of its last write), so "newest" means
 *   the work most recently done.
 *
 * Storage is injected (KeyValue) so the logic runs in Node tests; every call sits in
 * try/catch: a full quota or a private window must not take the page down.
 */
import { isReadingChoice, LINE_ENDINGS, readExpectationList, type Expectation, type LineEnding, type ReadingChoice } from '../core/index.ts';
import { countText } from '../core/words/countText.ts';
import { packView } from './linkView.ts';
import { readView } from './linkViewRead.ts';
import type { MatrixViewOptions } from './matrixView.ts';

export const SLOT_PREFIX = 'robotscope.doc.v2.';
/**
 * A version's URL list is stored apart, under its key with this suffix, as the list's text
 * itself: the autosave writes it only when the list changed (issue 24 §3: with 100,000 URLs,
 * every pause in typing in the editor serialised and stored 3 MB of URLs again). The version
 * says so with `urlsApart`; a version saved before keeps its `urls` inside, and is read as ever.
 */
export const LIST_SUFFIX = '#urls';
/**
 * The person's URL list that URL sets replaced (state SetsSlice.replaced), while the page offers
 * it back: stored apart as the list is, and with it (`replacedApart`), so a reload can still give
 * it back and typing in the editor never stores it again.
 */
export const REPLACED_SUFFIX = '#replaced';
/** Before versions: one autosave and one kept-aside document (read once, then moved). */
export const LEGACY_AUTOSAVE_KEY = 'robotscope.autosave.v1';
export const LEGACY_PREVIOUS_KEY = 'robotscope.previous.v1';

export interface Saved {
  /** The document with each line's own ending (documentText): its bytes, as text. */
  text: string;
  agent: string;
  /** The workbench's crawlers and origin (issue 11); left out by saves made before them. */
  crawlers?: string[];
  origin?: string;
  /** The expectations on the grid's cells (issue 9 §2); left out by saves made before them. */
  expectations?: Expectation[];
  urls: string;
  profile: ReadingChoice;
  /** The fragment the page had written to the address bar when this was saved. */
  hash?: string;
  /** The browser tab that saved this (see tabId). */
  tab?: string;
  /** When the person last changed it (ms since 1970); 0 when unknown. */
  edited: number;
  /** Set when a later change could not be saved: this is not the newest work. */
  stale?: boolean;
  /** What made the tab leave it (app/keptWords.ts says each): what replaced it, or a crash it caused. */
  leftFor?: LeftFor;
  /** The document's file name (Download saves under it); left out by saves made before it. */
  fileName?: string;
  /**
   * Set while it is exactly as it was opened from a file, the example or New: nothing in it is
   * the person's own work, so a replacement need not keep it (app/replace.ts).
   */
  asOpened?: true;
  /**
   * The compare view's other version (issue 9 §1), when it was open: its text (each line with
   * its own ending) and where it came from; left out otherwise and by saves made before it.
   */
  compare?: { text: string; source: string };
  /**
   * The grid's filter, sort and search (F18: a reload showed every row in list order, while the
   * address bar's link, opened, showed the view). Stored as a link packs it (linkView.ts), the
   * search whole; left out when it is the default and by saves made before it.
   */
  view?: MatrixViewOptions;
  /**
   * Set while the document is a fetched body cut short, the mark kept through edits and cleared
   * by any other load (state DocumentSlice.bodyCut, f3775cd): a reload must not drop the doubt
   * of the crawlers that read on (fetch-cut). Left out otherwise and by saves made before it.
   */
  bodyCut?: true;
  /** The person's URL list the sets' URLs replaced, offered back with Undo (REPLACED_SUFFIX); left out otherwise. */
  replaced?: string;
}

/** Why a version was left (kept aside): what replaced it, or the crash it caused. */
export const LEFT_FOR = ['new', 'example', 'file', 'link', 'suite-link', 'suite', 'restore', 'crash'] as const;
export type LeftFor = (typeof LEFT_FOR)[number];

export interface Version {
  id: string;
  saved: Saved;
}

/** Storage is injected so tests run in Node. */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** localStorage or sessionStorage, or null where the browser has none or refuses access. */
export function storage(area: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValue | null {
  try {
    return typeof globalThis[area] === 'undefined' ? null : globalThis[area];
  } catch {
    return null; // some browsers throw on access when storage is disabled
  }
}

function legacyText(text: string, eol: LineEnding): string {
  return eol === 'crlf' ? text.replace(/\n/g, '\r\n') : eol === 'cr' ? text.replace(/\n/g, '\r') : text;
}

/**
 * A stored value read back; anything else in storage (a hand edit, garbage) is null. `apart`
 * reads what is stored apart under the key with a suffix (LIST_SUFFIX, REPLACED_SUFFIX), when the
 * value says it is.
 */
export function parseSaved(raw: string | null, apart: (suffix: string) => string | null = () => null): Saved | null {
  try {
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Saved> & { eol?: LineEnding; urlsApart?: boolean; replacedApart?: boolean };
    if (typeof v.text !== 'string') return null;
    if (v.urlsApart === true) v.urls = apart(LIST_SUFFIX) ?? undefined;
    const replaced = v.replacedApart === true ? apart(REPLACED_SUFFIX) : null;
    return {
      // Before each line kept its own ending, the text was "\n"-joined and `eol` said which
      // one ending to put back.
      text: v.eol !== undefined && LINE_ENDINGS.includes(v.eol) ? legacyText(v.text, v.eol) : v.text,
      agent: typeof v.agent === 'string' ? v.agent : 'Googlebot',
      crawlers: Array.isArray(v.crawlers) && v.crawlers.every((c) => typeof c === 'string') ? v.crawlers : undefined,
      origin: typeof v.origin === 'string' ? v.origin : undefined,
      expectations: v.expectations === undefined ? undefined : listOrNone(v.expectations),
      urls: typeof v.urls === 'string' ? v.urls : '/',
      profile: isReadingChoice(v.profile) ? v.profile : 'documented',
      hash: typeof v.hash === 'string' ? v.hash : undefined,
      tab: typeof v.tab === 'string' ? v.tab : undefined,
      edited: typeof v.edited === 'number' && Number.isFinite(v.edited) ? v.edited : 0,
      stale: v.stale === true ? true : undefined,
      leftFor: LEFT_FOR.find((l) => l === v.leftFor),
      fileName: typeof v.fileName === 'string' && v.fileName !== '' ? v.fileName : undefined,
      asOpened: v.asOpened === true ? true : undefined,
      compare: typeof v.compare?.text === 'string' && typeof v.compare.source === 'string' ? { text: v.compare.text, source: v.compare.source } : undefined,
      // A part not understood (a hand edit) is left out, as a link's is; a sort column or summary
      // past the crawlers is no harm (state/matrixView.ts rowOrder takes none).
      bodyCut: v.bodyCut === true ? true : undefined,
      view: v.view === undefined ? undefined : readView(v.view, null, true).view,
      replaced: replaced ?? undefined,
    };
  } catch {
    return null;
  }
}

/** A stored list read back; a hand-edited one that is not valid is dropped, not half-read. */
function listOrNone(value: unknown): Expectation[] | undefined {
  const read = readExpectationList(value);
  return read.ok ? read.value : undefined;
}

/** The saved state under `key` (any key: a version's, or the crash guard's CRASHED_KEY). */
export function readSaved(key: string, kv = storage()): Saved | null {
  try {
    return parseSaved(kv?.getItem(key) ?? null, (suffix) => kv?.getItem(key + suffix) ?? null);
  } catch {
    return null;
  }
}

/**
 * No browser keeps more than 5 Mi characters of localStorage for a site: Chromium's 10 MiB are
 * counted as UTF-16, two bytes a character (measured in Debian's Chromium 156: a 4 Mi character
 * value is kept, 5 Mi is refused), Firefox and Safari keep 5 MiB. A longer text is refused before
 * it is serialised, which for a 10 MB document cost a 64-85 ms main-thread task, only to be
 * refused (issue 12 §2).
 */
export const MAX_STORABLE_CHARS = 5 * 1024 * 1024;

/** The parts of a version that take the room, as a message names them, and how to keep each. */
const PARTS = {
  text: { name: 'the document', keep: 'Use Download to keep it.' },
  urls: { name: 'the URL list', keep: 'Use Save suite to keep the URL list, and Download to keep the document.' },
  // Download saves the document on screen, never the other version, which only the person can keep (walk23).
  compare: {
    name: "the compare view's other version",
    keep: 'Use Download to keep the document; Download does not save the other version: to keep it, keep the file it came from, or click in it, select all, copy it and save it in a file.',
  },
} as const;

/** The characters of each part of a version that was not saved. */
export type SavedSizes = Record<keyof typeof PARTS, number>;

/**
 * Why a version of these sizes was not saved, as the page says it (issue 28 §3: a URL list too
 * big to store was blamed on the document). Past MAX_STORABLE_CHARS in all, the biggest part is
 * named; within it, storage itself refused (full with other versions, or turned off).
 */
export function notSavedMessage(sizes: SavedSizes): string {
  const total = sizes.text + sizes.urls + sizes.compare;
  if (total <= MAX_STORABLE_CHARS) return 'This browser would not autosave your work: its storage is full or turned off. Use Download to keep the document.';
  const biggest = (Object.keys(PARTS) as (keyof typeof PARTS)[]).reduce((a, b) => (sizes[b] > sizes[a] ? b : a));
  return `This browser would not autosave your work: ${PARTS[biggest].name} (${countText(sizes[biggest])} characters) is too big for its storage, `
    + `which keeps at most ${countText(MAX_STORABLE_CHARS)} characters for this site. ${PARTS[biggest].keep}`;
}

/**
 * True when saved; false when storage refused (quota, disabled). `listStored`: the key already
 * holds this URL list and this list replaced (the caller wrote them last), so only the rest is written.
 */
export function writeSaved(value: Saved, key: string, kv = storage(), listStored = false): boolean {
  try {
    const { urls, view, ...rest } = value;
    if (!kv || value.text.length > MAX_STORABLE_CHARS || urls.length > MAX_STORABLE_CHARS) return false;
    // The list the sets replaced only serves an Undo after a reload: where it and the list on
    // screen will not fit together, the document and the list on screen are stored without it.
    const replaced = storedReplaced(value);
    delete rest.replaced;
    // The lists first: a version never names a list that is not stored (a full storage refuses it).
    if (!listStored) {
      kv.setItem(key + LIST_SUFFIX, urls);
      if (replaced === undefined) kv.removeItem(key + REPLACED_SUFFIX);
      else kv.setItem(key + REPLACED_SUFFIX, replaced);
    }
    // JSON escapes lone surrogates (undecodable bytes), so they survive storage.
    kv.setItem(key, JSON.stringify({ ...rest, view: view && packView(view, true), urlsApart: true, replacedApart: replaced !== undefined || undefined }));
    return true;
  } catch {
    return false;
  }
}

/** The list the sets replaced as a version stores it: left out where it and the URL list would not fit together. */
export function storedReplaced(value: Pick<Saved, 'urls' | 'replaced'>): string | undefined {
  const { urls, replaced } = value;
  return replaced !== undefined && urls.length + replaced.length <= MAX_STORABLE_CHARS ? replaced : undefined;
}

export function removeSaved(key: string, kv = storage()): void {
  try {
    kv?.removeItem(key);
    kv?.removeItem(key + LIST_SUFFIX);
    kv?.removeItem(key + REPLACED_SUFFIX);
  } catch {
    // storage refused: nothing to free
  }
}

export const readVersion = (id: string, kv = storage()) => readSaved(SLOT_PREFIX + id, kv);
export const writeVersion = (id: string, value: Saved, kv = storage(), listStored = false) => writeSaved(value, SLOT_PREFIX + id, kv, listStored);
export const removeVersion = (id: string, kv = storage()) => removeSaved(SLOT_PREFIX + id, kv);

/** Every stored version, the most recently edited first. Old single-slot saves move in first. */
export function listVersions(kv = storage()): Version[] {
  if (!kv) return [];
  migrateLegacy(kv);
  const out: Version[] = [];
  try {
    for (let i = 0; i < kv.length; i++) {
      const key = kv.key(i);
      if (!key?.startsWith(SLOT_PREFIX) || key.endsWith(LIST_SUFFIX) || key.endsWith(REPLACED_SUFFIX)) continue;
      const saved = parseSaved(kv.getItem(key), (suffix) => kv.getItem(key + suffix));
      if (saved) out.push({ id: key.slice(SLOT_PREFIX.length), saved });
    }
  } catch {
    // storage refused while reading: offer what was read
  }
  return out.sort((a, b) => b.saved.edited - a.saved.edited);
}

/** The two keys of the single-slot autosave become versions; removed only once copied. */
function migrateLegacy(kv: KeyValue): void {
  for (const [key, id, leftFor] of [[LEGACY_AUTOSAVE_KEY, 'v1'], [LEGACY_PREVIOUS_KEY, 'v1-kept', 'link']] as const) {
    let raw: string | null = null;
    try { raw = kv.getItem(key); } catch { return; }
    const saved = parseSaved(raw);
    if (!saved) continue;
    if (writeVersion(id, { ...saved, leftFor: leftFor ?? saved.leftFor }, kv)) {
      try { kv.removeItem(key); } catch { /* left for next time */ }
    }
  }
}

/**
 * Same document and inputs: one of them is enough to offer. A fetched body cut short is not the
 * same content as the same text read whole: its crawlers that read on are in doubt (bodyCut).
 */
export function sameContent(a: Saved, b: Saved): boolean {
  return a.text === b.text && a.agent === b.agent && a.urls === b.urls && a.profile === b.profile && (a.bodyCut === true) === (b.bodyCut === true) &&
    (a.origin ?? '') === (b.origin ?? '') && String(a.crawlers ?? [a.agent]) === String(b.crawlers ?? [b.agent]) &&
    JSON.stringify(a.expectations ?? []) === JSON.stringify(b.expectations ?? []) &&
    // The person's list the sets replaced is work too: a copy holding it is not the same as one without.
    (a.replaced ?? '') === (b.replaced ?? '');
}

/**
 * The versions to offer besides the tab's current document: all but the tab's own slot and
 * those identical to what is on screen, each content once (its newest copy), newest first.
 */
export function versionsToOffer(all: readonly Version[], ownId: string, current: Saved | null): Version[] {
  const out: Version[] = [];
  for (const v of all) {
    if (v.id === ownId || v.saved.text.trim() === '') continue;
    if (current && sameContent(v.saved, current)) continue;
    if (out.some((o) => sameContent(o.saved, v.saved))) continue;
    out.push(v);
  }
  return out;
}

export interface Debounced<T> {
  (value: T): void;
  flush(): void;
}

export function debounce<T>(fn: (value: T) => void, ms: number): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: T | undefined;
  let waiting = false;
  const run = () => {
    timer = null;
    if (waiting) { waiting = false; fn(last as T); }
  };
  const d = ((value: T) => {
    last = value;
    waiting = true;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
  }) as Debounced<T>;
  d.flush = () => { if (timer) clearTimeout(timer); run(); };
  return d;
}
