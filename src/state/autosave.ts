/**
 * Autosave: the document and the test inputs survive a reload. Writes are debounced and every
 * storage call sits in try/catch: a full quota or a private window must not lose the page.
 * Before a shared link replaces a different document, that document is kept aside so the
 * person can bring it back ("nothing typed is ever lost").
 */
import { LINE_ENDINGS, PROFILES, type LineEnding, type Profile } from '../core/index.ts';

export const AUTOSAVE_KEY = 'robotscope.autosave.v1';
export const PREVIOUS_KEY = 'robotscope.previous.v1';

export interface Saved {
  /** The document with each line's own ending (documentText): its bytes, as text. */
  text: string;
  agent: string;
  urls: string;
  profile: Profile;
  /** The fragment the page had written to the address bar when this was saved. */
  hash?: string;
  /** The browser tab that saved this (see tabId). */
  tab?: string;
}

/** Storage is injected so tests run in Node. */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage or sessionStorage, or null where the browser has none or refuses access. */
function storage(area: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValue | null {
  try {
    return typeof globalThis[area] === 'undefined' ? null : globalThis[area];
  } catch {
    return null; // some browsers throw on access when storage is disabled
  }
}

export const TAB_KEY = 'robotscope.tab.v1';

/**
 * This tab's id, made on its first visit and kept in sessionStorage, which lives as long as
 * the tab and survives its reloads ('' when storage is off). An autosave carries it, so a
 * reload can tell its own tab's latest state from another tab's.
 */
export function tabId(kv = storage('sessionStorage')): string {
  try {
    if (!kv) return '';
    let id = kv.getItem(TAB_KEY);
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(36)).join('');
      kv.setItem(TAB_KEY, id);
    }
    return id;
  } catch {
    return '';
  }
}

function legacyText(text: string, eol: LineEnding): string {
  return eol === 'crlf' ? text.replace(/\n/g, '\r\n') : eol === 'cr' ? text.replace(/\n/g, '\r') : text;
}

export function readSaved(key = AUTOSAVE_KEY, kv = storage()): Saved | null {
  try {
    const raw = kv?.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Saved> & { eol?: LineEnding };
    if (typeof v.text !== 'string') return null;
    // Anything else in storage (an old version, a hand edit) falls back to the defaults.
    return {
      // Before each line kept its own ending, the text was "\n"-joined and `eol` said which
      // one ending to put back.
      text: v.eol !== undefined && LINE_ENDINGS.includes(v.eol) ? legacyText(v.text, v.eol) : v.text,
      agent: typeof v.agent === 'string' ? v.agent : 'Googlebot',
      urls: typeof v.urls === 'string' ? v.urls : '/',
      profile: v.profile !== undefined && PROFILES.includes(v.profile) ? v.profile : 'google',
      hash: typeof v.hash === 'string' ? v.hash : undefined,
      tab: typeof v.tab === 'string' ? v.tab : undefined,
    };
  } catch {
    return null;
  }
}

/** True when saved; false when storage refused (quota, disabled). */
export function writeSaved(value: Saved, key = AUTOSAVE_KEY, kv = storage()): boolean {
  try {
    if (!kv) return false;
    // JSON escapes lone surrogates (undecodable bytes), so they survive storage.
    kv.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeSaved(key: string, kv = storage()): void {
  try {
    kv?.removeItem(key);
  } catch {
    // storage refused: nothing to free
  }
}

/** Keeps the autosaved document aside before a link replaces it, unless it is the same. */
export function keepPrevious(incomingText: string, kv = storage()): Saved | null {
  const current = readSaved(AUTOSAVE_KEY, kv);
  if (!current || current.text === incomingText || current.text.trim() === '') return null;
  return writeSaved(current, PREVIOUS_KEY, kv) ? current : null;
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
