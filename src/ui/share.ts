/**
 * Keeping the address bar current and copying the link. The fragment is rewritten with
 * `history.replaceState` (no history entry per keystroke, no hashchange, no request).
 */
import { documentBytes } from '../state/document.ts';
import { encodePermalinkWithin, LINK_LIMITS, MAX_FRAGMENT_CHARS, overLinkLimits } from '../state/permalink.ts';
import { debounce } from '../state/autosave.ts';
import { setUi, showMessage, store, type RobotsState } from '../state/store.ts';


const TOO_BIG = 'This document is too big for a link (links stop working past 32,000 characters). Use Download to share the file instead.';

/** The current state's fragment (without '#'), or null when it would be too long. */
export async function currentFragment(s: RobotsState = store.getState()): Promise<string | null> {
  // Each character is at least a byte: past the limit without encoding anything.
  if (s.doc.text.length > LINK_LIMITS.documentBytes) return null;
  const bytes = documentBytes(s.doc.text, s.doc.breaks);
  // A link the page would refuse to open is not made (permalink.ts LINK_LIMITS).
  if (overLinkLimits({ documentBytes: bytes.length, agent: s.inputs.agent, urls: s.inputs.urls })) return null;
  return encodePermalinkWithin({ bytes, agent: s.inputs.agent, urls: s.inputs.urls, profile: s.inputs.profile }, MAX_FRAGMENT_CHARS);
}

function baseUrl(): string {
  return location.href.replace(/#.*$/, '');
}

let latest = 0;
let writtenHash = '';

/**
 * The fragment this page last put in the address bar ('' when none). The autosave keeps it:
 * a reload that finds it there is this page's own state coming back, not a shared link.
 */
export function lastWrittenHash(): string {
  return writtenHash;
}

function writeAddressBar(fragment: string | null): void {
  writtenHash = fragment === null ? '' : `#${fragment}`;
  history.replaceState(history.state, '', `${baseUrl()}${writtenHash}`);
}

async function syncAddressBar(): Promise<void> {
  const ticket = ++latest;
  const fragment = await currentFragment();
  if (ticket !== latest) return; // a newer state is already being encoded
  setUi({ linkTooBig: fragment === null });
  writeAddressBar(fragment);
}

export const scheduleAddressBar = debounce<void>(() => { void syncAddressBar(); }, 400);

export function watchAddressBar(): () => void {
  return store.subscribe((s, prev) => {
    if (s.doc.version !== prev.doc.version || s.inputs.version !== prev.inputs.version) scheduleAddressBar();
  });
}

export async function copyLink(): Promise<void> {
  const fragment = await currentFragment();
  if (fragment === null) {
    setUi({ linkTooBig: true });
    showMessage('error', TOO_BIG);
    return;
  }
  const link = `${baseUrl()}#${fragment}`;
  writeAddressBar(fragment);
  if (await writeClipboard(link)) {
    setUi({ copied: true });
    setTimeout(() => setUi({ copied: false }), 2500);
  } else {
    showMessage('info', 'The browser did not let the page copy. The link is in the address bar: copy it from there.');
  }
}

async function writeClipboard(text: string): Promise<boolean> {
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

export { TOO_BIG };
