/**
 * A document that brought the page down must not be reopened straight into the same crash
 * (issue 12 §1: a renderer crash is native, no error handler sees it, and autosave reopened the
 * document on every reload, so the next action crashed again).
 *
 * The editor marks "drawing" in storage before it draws a change and clears the mark once the
 * frame after it has painted (app/drawGuard.ts). A mark is the page load's (its tab id and its
 * load nonce, state/tabSlot.ts): a copied tab shares the original's tab id, so the tab id alone
 * cannot tell the copy's marks from the original's.
 *
 * A mark still there when a page starts is a crash when the page that left it is dead. Each
 * page load holds a Web Lock named after its nonce for as long as it lives, and the browser
 * frees a dead page's locks (Web Locks API, "lock lifetime"), so a page starting asks which
 * loads hold one (`liveLoads`): a mark of a live page is a frame being drawn, however slowly
 * that page draws under load, and never a crash. Without Web Locks (an insecure origin, an old
 * browser) the guard falls back on time: a mark of its own tab is a crash (the crash reload
 * keeps sessionStorage), another tab's one only once older than STALE_MS. The autosaved
 * document is then kept aside under CRASHED_KEY and offered, not opened.
 */
import type { KeyValue } from './autosave.ts';
import { LOAD } from './tabSlot.ts';

const DRAWING_PREFIX = 'robotscope.drawing.v1:';
/** The document a crash left behind, kept until the person opens or discards it. */
export const CRASHED_KEY = 'robotscope.crashed.v1';
/** Without Web Locks: another tab's mark this old is a dead page's, not a frame being drawn right now. */
const STALE_MS = 10_000;
/** The Web Lock each page load holds while it lives. */
const LIFE_PREFIX = 'robotscope.live.';

function local(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The mark's key: the tab and the page load (tab ids and nonces hold no ':'). */
const markKey = (tab: string, load: string) => `${DRAWING_PREFIX}${tab}:${load}`;

/** The tab and the load a mark names (the load is '' in a mark an older build left). */
function markOf(key: string): { tab: string; load: string } {
  const rest = key.slice(DRAWING_PREFIX.length);
  const at = rest.lastIndexOf(':');
  return at < 0 ? { tab: rest, load: '' } : { tab: rest.slice(0, at), load: rest.slice(at + 1) };
}

export function markDrawing(tab: string, now = Date.now(), kv = local(), load = LOAD): void {
  try { kv?.setItem(markKey(tab, load), String(now)); } catch { /* storage off: no guard */ }
}

export function clearDrawing(tab: string, kv = local(), load = LOAD): void {
  try { kv?.removeItem(markKey(tab, load)); } catch { /* storage off */ }
}

type Locks = Pick<LockManager, 'request' | 'query'>;

function locks(): Locks | null {
  return typeof navigator === 'undefined' ? null : navigator.locks ?? null;
}

/** This page load holds its life lock until the page is gone (see above). */
export function holdLife(load = LOAD, manager = locks()): void {
  manager?.request(LIFE_PREFIX + load, () => new Promise<void>(() => { /* held while the page lives */ })).catch(() => { /* no lock: the time rule */ });
}

/** The page loads alive now (holding or asking for their life lock); null without Web Locks. */
export async function liveLoads(manager = locks()): Promise<Set<string> | null> {
  if (!manager) return null;
  try {
    const { held = [], pending = [] } = await manager.query();
    const names = [...held, ...pending].map((lock) => lock.name ?? '').filter((name) => name.startsWith(LIFE_PREFIX));
    return new Set(names.map((name) => name.slice(LIFE_PREFIX.length)));
  } catch {
    return null;
  }
}

/** Storage keys, for a KeyValue that can list them (localStorage can). */
function keys(kv: KeyValue & { length?: number; key?(i: number): string | null }): string[] {
  const out: string[] = [];
  for (let i = 0; i < (kv.length ?? 0); i++) {
    const k = kv.key?.(i);
    if (k) out.push(k);
  }
  return out;
}

/**
 * True when a page died while drawing (see above); the marks it left are removed, so one crash
 * is reported once. `live`: the loads alive now (`liveLoads`), null where nobody can tell.
 */
export function takeCrashMark(
  tab: string, now = Date.now(), kv: (KeyValue & { length?: number; key?(i: number): string | null }) | null = local(),
  live: ReadonlySet<string> | null = null, load = LOAD,
): boolean {
  if (!kv) return false;
  let crashed = false;
  try {
    for (const key of keys(kv).filter((k) => k.startsWith(DRAWING_PREFIX))) {
      const mark = markOf(key);
      if (mark.load === load) continue; // this page's own drawing
      const dead = live !== null && mark.load !== ''
        ? !live.has(mark.load)
        : mark.tab === tab || now - Number(kv.getItem(key)) >= STALE_MS;
      if (!dead) continue;
      crashed = true;
      kv.removeItem(key);
    }
  } catch {
    return false;
  }
  return crashed;
}
