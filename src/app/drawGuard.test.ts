/**
 * The crash guard's marks as a tab lives (issue 28 §3): a tab that is hidden or frozen draws no
 * frame, so it holds no "drawing" mark another tab could take for a crash; shown again, it marks
 * the drawing it still owes; a visible tab that stops drawing leaves its mark.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../state/memoryStorage.test-helper.ts';
import { takeCrashMark } from '../state/crashGuard.ts';

/** The browser around the guard: a document whose visibility the test sets, frames the test runs. */
function fakeBrowser() {
  const page = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const frames: (() => void)[] = [];
  const local = memoryStorage();
  vi.stubGlobal('document', doc);
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', memoryStorage());
  return {
    local,
    marks: () => [...local.data.keys()].filter((k) => k.startsWith('robotscope.drawing.')),
    /** What a tab opened a minute later concludes. */
    crashSeenByAnotherTab: () => takeCrashMark('another-tab', Date.now() + 60_000, local),
    show(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    lifecycle: (type: 'freeze' | 'resume') => doc.dispatchEvent(new Event(type)),
    leave: () => page.dispatchEvent(new Event('pagehide')),
    /** The browser draws a frame: rAF callbacks, then the tasks they queued. */
    async frame() {
      frames.splice(0).forEach((fn) => fn());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('the crash guard while a tab is paused', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  let guard: typeof import('./drawGuard.ts');
  let unwatch: () => void;

  beforeEach(async () => {
    vi.resetModules();
    browser = fakeBrowser();
    guard = await import('./drawGuard.ts');
    unwatch = guard.watchDrawing();
  });

  afterEach(() => {
    unwatch();
    vi.unstubAllGlobals();
  });

  it('a visible tab marks a drawing until its frame, and one that never comes is a crash', async () => {
    guard.beginDrawing();
    expect(browser.marks()).toHaveLength(1);
    await browser.frame();
    expect(browser.marks()).toEqual([]);
    guard.beginDrawing();
    expect(browser.crashSeenByAnotherTab()).toBe(true);
  });

  it('a hidden tab that takes in a change holds no mark: another tab opened later sees no crash', async () => {
    browser.show('hidden');
    guard.beginDrawing(); // a worker answer drawn in the background: its frame waits for the tab
    expect(browser.marks()).toEqual([]);
    expect(browser.crashSeenByAnotherTab()).toBe(false);
  });

  it('a drawing under way when the tab is hidden is unmarked, and marked again when it is shown, until its frame', async () => {
    guard.beginDrawing();
    browser.show('hidden');
    expect(browser.marks()).toEqual([]);
    browser.show('visible');
    expect(browser.marks()).toHaveLength(1);
    await browser.frame();
    expect(browser.marks()).toEqual([]);
  });

  it('a frozen tab holds no mark until it resumes', async () => {
    guard.beginDrawing();
    browser.lifecycle('freeze');
    expect(browser.crashSeenByAnotherTab()).toBe(false);
    browser.lifecycle('resume');
    expect(browser.marks()).toHaveLength(1);
    await browser.frame();
    expect(browser.marks()).toEqual([]);
  });

  it('a page being left holds no mark, whatever it was drawing', () => {
    guard.beginDrawing();
    browser.leave();
    guard.beginDrawing();
    expect(browser.marks()).toEqual([]);
  });
});
