import { beforeEach, describe, expect, it } from 'vitest';
import { listVersions, readSaved, type Saved } from '../state/autosave.ts';
import { CRASHED_KEY, markDrawing } from '../state/crashGuard.ts';
import { memoryStorage } from '../state/memoryStorage.test-helper.ts';
import { createRobotsStore } from '../state/store.ts';
import { recoverFromCrash } from './crashRecovery.ts';

const store = createRobotsStore();
const saved = (text: string, edited: number): Saved => ({ text, agent: 'Googlebot', urls: '/', profile: 'google', edited });
const FIRST = saved('# first\nUser-agent: *\nDisallow: /a\n', 1000);
const SECOND = saved('# second\nUser-agent: *\nDisallow: /b\n', 2000);

/** Starts a page after its renderer died drawing `onScreen`; what it opened and whether it cleared. */
function startAfterCrash(kv: ReturnType<typeof memoryStorage>, onScreen: Saved) {
  // The load that died drew under its own nonce; the browser lists no live load but this one.
  markDrawing('tab', Date.now(), kv, 'dead-load');
  const opened: Saved[] = [];
  let cleared = false;
  const crashed = recoverFromCrash(store, 'tab', onScreen, (s) => opened.push(s), () => { cleared = true; }, kv, new Set());
  return { crashed, cleared, opened };
}

const offered = () => store.getState().ui.messages.at(-1);

describe('recoverFromCrash', () => {
  beforeEach(() => store.setState((s) => ({ ui: { ...s.ui, messages: [] } })));

  it('keeps the document on screen at a crash and offers it instead of drawing it', () => {
    const kv = memoryStorage();
    const start = startAfterCrash(kv, FIRST);
    expect(start).toMatchObject({ crashed: true, cleared: true, opened: [] });
    expect(readSaved(CRASHED_KEY, kv)?.text).toBe(FIRST.text);
    offered()!.actions[0].run();
    expect(start.opened.map((s) => s.text)).toEqual([FIRST.text]);
    expect(readSaved(CRASHED_KEY, kv)).toBeNull();
  });

  it('a second crash before the first document was opened keeps both: the first moves to the kept documents', () => {
    const kv = memoryStorage();
    startAfterCrash(kv, FIRST);
    // The person leaves the first one aside, writes another document, and that one crashes too.
    startAfterCrash(kv, SECOND);
    expect(readSaved(CRASHED_KEY, kv)?.text).toBe(SECOND.text);
    const kept = listVersions(kv).filter((v) => v.saved.text === FIRST.text);
    expect(kept).toHaveLength(1);
    expect(kept[0].saved.leftFor).toBe('crash');
  });

  it('the same document crashing again is kept once', () => {
    const kv = memoryStorage();
    startAfterCrash(kv, FIRST);
    startAfterCrash(kv, FIRST);
    expect(readSaved(CRASHED_KEY, kv)?.text).toBe(FIRST.text);
    expect(listVersions(kv)).toEqual([]);
  });

  it('when storage refuses to move the earlier document, it stays where it was and nothing is overwritten', () => {
    const kv = memoryStorage();
    startAfterCrash(kv, FIRST);
    const full = memoryStorage(10);
    for (const [k, v] of kv.data) full.data.set(k, v);
    startAfterCrash(full, SECOND);
    expect(readSaved(CRASHED_KEY, full)?.text).toBe(FIRST.text);
  });
});
