/**
 * A document that brought the page down must not be reopened straight into the same crash
 * (issue 12 §1: a renderer crash is native, no error handler sees it, and autosave reopened the
 * document on every reload, so the next action crashed again).
 *
 * The editor marks "drawing" in storage before it draws a change and clears the mark once the
 * frame after it has painted. A mark still there when a page starts means a page died while
 * drawing: its own tab's (the crash reload keeps sessionStorage), or another tab's that has not
 * drawn for a while (a live tab clears its mark within a frame, and a hidden or frozen tab, which
 * draws no frame, holds none: app/drawGuard.ts). The autosaved document is then
 * kept aside under CRASHED_KEY and offered, not opened.
 */
import type { KeyValue } from './autosave.ts';

const DRAWING_PREFIX = 'robotscope.drawing.v1:';
/** The document a crash left behind, kept until the person opens or discards it. */
export const CRASHED_KEY = 'robotscope.crashed.v1';
/** Another tab's mark this old is a dead page's, not a frame being drawn right now. */
const STALE_MS = 10_000;

function local(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function markDrawing(tab: string, now = Date.now(), kv = local()): void {
  try { kv?.setItem(DRAWING_PREFIX + tab, String(now)); } catch { /* storage off: no guard */ }
}

export function clearDrawing(tab: string, kv = local()): void {
  try { kv?.removeItem(DRAWING_PREFIX + tab); } catch { /* storage off */ }
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
 * is reported once.
 */
export function takeCrashMark(tab: string, now = Date.now(), kv: (KeyValue & { length?: number; key?(i: number): string | null }) | null = local()): boolean {
  if (!kv) return false;
  let crashed = false;
  try {
    for (const key of keys(kv).filter((k) => k.startsWith(DRAWING_PREFIX))) {
      const own = key === DRAWING_PREFIX + tab;
      if (!own && now - Number(kv.getItem(key)) < STALE_MS) continue;
      crashed = true;
      kv.removeItem(key);
    }
  } catch {
    return false;
  }
  return crashed;
}
