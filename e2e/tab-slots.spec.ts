/**
 * Each tab writes its own version (state/tabSlot.ts, issue 28 §1). A copied tab (window.open of
 * the page, "Duplicate tab") starts with the original's sessionStorage and must move to a slot
 * of its own; a tab whose page died without pagehide (a crash, a discarded tab) comes back with
 * its claim still standing, and must keep its slot: no live page holds it. Before, such a tab
 * was taken for a copy, and every crash or discard left one more version under Kept documents.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { LIST_SUFFIX } from '../src/state/autosave.ts';
import { docText, editor, expect, openApp, storageSnapshot, test, waitForAutosave } from './fixtures.ts';

const SLOT_PREFIX = 'robotscope.doc.v2.';
const bringBacks = (page: Page) => page.locator('.kept').getByRole('button', { name: /^Bring back/ });

/** The versions stored in this browser (one per slot). */
/** A version's URL list is stored beside it, under its key + LIST_SUFFIX: not a version of its own. */
const versionCount = (page: Page) =>
  page.evaluate(([prefix, suffix]) => Object.keys(localStorage).filter((k) => k.startsWith(prefix) && !k.endsWith(suffix)).length, [SLOT_PREFIX, LIST_SUFFIX]);

const tabStorage = (page: Page) => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));

/** Types at the end of the document, a key at a time, and waits for the autosave. */
async function typeAtEnd(page: Page, text: string) {
  const before = await storageSnapshot(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text, { delay: 120 });
  await waitForAutosave(page, before);
}

async function startWith(page: Page, text: string) {
  await openApp(page);
  const before = await storageSnapshot(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text, { delay: 120 });
  await expect.poll(() => docText(page)).toBe(text);
  await waitForAutosave(page, before);
}

/** The renderer killed while idle: no pagehide, no unload, nothing written on the way out. */
async function crash(context: BrowserContext, page: Page) {
  const crashed = page.waitForEvent('crash');
  const cdp = await context.newCDPSession(page);
  void cdp.send('Page.crash').catch(() => { /* no answer from a dead page */ });
  await crashed;
}

/**
 * The same tab coming back (Chromium's reload of a crashed or discarded tab): a new page with
 * the dead one's sessionStorage, as the browser keeps it for the tab.
 */
async function reopenTab(context: BrowserContext, storage: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((entries) => {
    if (sessionStorage.length > 0) return; // the tab's own reloads keep what it has
    for (const [k, v] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(k, v);
  }, storage);
  await openApp(page);
  return page;
}

test('a tab whose page crashed comes back to its own slot: no extra version is kept', async ({ context, page }) => {
  const text = '# my work\nDisallow: /mine';
  await startWith(page, text);
  expect(await versionCount(page)).toBe(1);
  const storage = await tabStorage(page);
  await crash(context, page);

  const again = await reopenTab(context, storage);
  await expect.poll(() => docText(again)).toBe(text);
  await typeAtEnd(again, '\n# after the crash');
  expect(await versionCount(again)).toBe(1);
  await expect(bringBacks(again)).toHaveCount(0);
  // A second death and return: still one version, holding the latest work.
  const storage2 = await tabStorage(again);
  await crash(context, again);
  const third = await reopenTab(context, storage2);
  await expect.poll(() => docText(third)).toBe(`${text}\n# after the crash`);
  expect(await versionCount(third)).toBe(1);
  await expect(bringBacks(third)).toHaveCount(0);
});

test('a copy of a live tab still gets a slot of its own; the original keeps its own', async ({ context, page }) => {
  await startWith(page, '# tab A');
  const [copy] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => { window.open(location.href); })]);
  await expect(editor(copy)).toBeVisible();
  await expect.poll(() => docText(copy)).toBe('# tab A');
  await typeAtEnd(copy, '\n# in the copy');
  await typeAtEnd(page, '\n# in the original');
  expect(await versionCount(page)).toBe(2);
  await page.reload();
  await expect.poll(() => docText(page)).toBe('# tab A\n# in the original');
  await copy.reload();
  await expect.poll(() => docText(copy)).toBe('# tab A\n# in the copy');
  expect(await versionCount(page)).toBe(2);
});

/**
 * A live page that is slow to paint (a busy machine, a long task) keeps its "drawing" mark a while.
 * The page holds the frame back the way a busy renderer does, while staying visible.
 */
async function holdFrames(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __paint?: () => void };
    const held: FrameRequestCallback[] = [];
    const raf = window.requestAnimationFrame;
    window.requestAnimationFrame = (fn) => { held.push(fn); return 0; };
    w.__paint = () => {
      window.requestAnimationFrame = raf;
      held.splice(0).forEach((fn) => raf(fn));
    };
  });
}

test('a page that starts while a live tab is slow to paint is not told of a crash, nor is its copy (they share a tab id)', async ({ context, page }) => {
  test.setTimeout(90_000);
  await startWith(page, '# tab A');
  const [copy] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => { window.open(location.href); })]);
  await copy.waitForFunction(() => window.__robotscope?.view);
  await expect.poll(() => docText(copy)).toBe('# tab A');
  await typeAtEnd(copy, '\n# in the copy');
  // The original draws a change whose frame does not come yet: its mark stands, it is alive.
  await holdFrames(page);
  await page.evaluate(() => {
    const { view } = window.__robotscope!;
    view.dispatch({ changes: { from: view.state.doc.length, insert: '\n# drawn slowly' } });
  });
  const marks = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('robotscope.drawing.')).length);
  await expect.poll(marks).toBe(1);

  // Longer than the guard once waited for another tab's frame (STALE_MS, 10 s): alive all the same.
  await page.waitForTimeout(11_000);
  const other = await context.newPage();
  await openApp(other);
  await expect(other.getByText(/stopped unexpectedly/)).toHaveCount(0);
  await expect.poll(() => docText(other)).not.toBe('');
  // The copy starts again while the original's mark stands, under the tab id they share.
  await copy.reload();
  await copy.waitForFunction(() => window.__robotscope?.view);
  await expect.poll(() => docText(copy)).toBe('# tab A\n# in the copy');
  await expect(copy.getByText(/stopped unexpectedly/)).toHaveCount(0);

  await page.evaluate(() => (window as unknown as { __paint: () => void }).__paint());
  await expect.poll(marks).toBe(0);
  await expect.poll(() => docText(page)).toBe('# tab A\n# drawn slowly');
});
