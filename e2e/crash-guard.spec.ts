/**
 * A crash is not repeated (issue 12 §1): when the renderer dies while the editor draws, the
 * next start does not draw that document again; it keeps it and offers it. The crash is real
 * (DevTools' Page.crash while a change waits for its frame); the reload that follows is the
 * same tab's, as Chromium's own reload of a crashed tab keeps sessionStorage.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { docText, expect, openApp, pasteText, storageSnapshot, test, waitForAutosave } from './fixtures.ts';

const TAB_KEY = 'robotscope.tab.v1';
const DOC = 'User-agent: *\nDisallow: /crashy\n';

/** Kill the renderer while a document change is drawn (the frame after it never comes). */
async function crashWhileDrawing(context: BrowserContext, page: Page) {
  const crashed = page.waitForEvent('crash');
  const cdp = await context.newCDPSession(page);
  void page.evaluate(() => {
    const { view } = window.__robotscope!;
    view.dispatch({ changes: { from: 0, insert: '# one more line\n' } });
    const start = performance.now();
    while (performance.now() - start < 5000) { /* the frame waits */ }
  }).catch(() => { /* the page dies under it */ });
  await page.waitForTimeout(500);
  void cdp.send('Page.crash').catch(() => { /* no answer from a dead page */ });
  await crashed;
}

/** The same tab coming back: a new page holding the crashed one's sessionStorage tab id. */
async function reopenTab(context: BrowserContext, tab: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(([key, id]) => sessionStorage.setItem(key, id), [TAB_KEY, tab]);
  await openApp(page);
  return page;
}

test('after a crash the document is kept and offered, not drawn again', async ({ context, page }) => {
  await openApp(page);
  const before = await storageSnapshot(page);
  await pasteText(page, DOC);
  await waitForAutosave(page, before);
  const tab = await page.evaluate((key) => sessionStorage.getItem(key) ?? '', TAB_KEY);
  await crashWhileDrawing(context, page);

  const again = await reopenTab(context, tab);
  await expect(again.getByText(/stopped unexpectedly last time/)).toBeVisible();
  expect(await docText(again)).toBe('');
  await again.getByRole('button', { name: 'Open it anyway' }).click();
  await expect.poll(() => docText(again)).toBe(DOC);

  // Opened on purpose, it is the person's document again: a reload brings it back as usual.
  await again.reload();
  await expect.poll(() => docText(again)).toBe(DOC);
  await expect(again.getByText(/stopped/)).toHaveCount(0);
});

test('a normal reload is not taken for a crash', async ({ page }) => {
  await openApp(page);
  const before = await storageSnapshot(page);
  await pasteText(page, DOC);
  await waitForAutosave(page, before);
  await page.reload();
  await expect.poll(() => docText(page)).toBe(DOC);
  await expect(page.getByText(/stopped unexpectedly/)).toHaveCount(0);
});

/**
 * What a browser does to a tab a person leaves in the background: `document.visibilityState` is
 * 'hidden' (after a `visibilitychange`) and no animation frame comes until it is shown again.
 * Headless Chromium keeps every page visible, so the test does it in the page.
 */
async function hideTab(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shown?: () => void };
    const held: FrameRequestCallback[] = [];
    const raf = window.requestAnimationFrame;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    window.requestAnimationFrame = (fn) => { held.push(fn); return 0; };
    document.dispatchEvent(new Event('visibilitychange'));
    w.__shown = () => {
      delete (document as { visibilityState?: unknown }).visibilityState;
      delete (document as { hidden?: unknown }).hidden;
      window.requestAnimationFrame = raf;
      document.dispatchEvent(new Event('visibilitychange'));
      held.splice(0).forEach((fn) => raf(fn));
    };
  });
}

async function showTab(page: Page) {
  await page.evaluate(() => (window as unknown as { __shown: () => void }).__shown());
}

test('a tab left in the background is paused, not crashed: a tab opened later opens its work (issue 28 §3)', async ({ context, page }) => {
  test.setTimeout(90_000);
  await openApp(page);
  const before = await storageSnapshot(page);
  await pasteText(page, DOC);
  await waitForAutosave(page, before);
  await hideTab(page);
  // Drawn in the background (a worker's late answer, a change that came in): its frame waits.
  const background = await storageSnapshot(page);
  await page.evaluate(() => {
    const { view } = window.__robotscope!;
    view.dispatch({ changes: { from: view.state.doc.length, insert: '# in the background\n' } });
  });
  await waitForAutosave(page, background);
  // Longer than the guard waits for another tab's frame (state/crashGuard.ts STALE_MS, 10 s).
  await page.waitForTimeout(11_000);

  const other = await context.newPage();
  await openApp(other);
  await expect.poll(() => docText(other)).toBe(`${DOC}# in the background\n`);
  await expect(other.getByText(/stopped unexpectedly/)).toHaveCount(0);

  await showTab(page);
  await expect.poll(() => docText(page)).toBe(`${DOC}# in the background\n`);
  await expect(page.getByText(/stopped unexpectedly/)).toHaveCount(0);
});
