/**
 * Issue 12 §6: when every try of the analysis worker throws or hangs, the page says the document
 * was not analysed and why; it never shows "Checking…" forever or "No problems" for a document
 * nobody read. The worker script is swapped for a broken one on the wire: the app is unchanged.
 */
import type { Page } from '@playwright/test';
import { docText, editor, expect, openApp, gridRows, test } from './fixtures.ts';
import { mark, settled } from './settle.mjs';

/** Serve `body` in place of the built robots worker. */
async function breakWorker(page: Page, body: string) {
  await page.route(/\/assets\/robots\.worker-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body }));
}

const banner = (page: Page) => page.locator('.verdict-banner');
const problems = (page: Page) => page.getByLabel('Document summary').locator('button.problems');

async function expectNotAnalysed(page: Page, why: RegExp) {
  await expect(banner(page)).toContainText(/^Not analysed: /, { timeout: 30_000 });
  await expect(banner(page)).toContainText(why);
  await expect(problems(page)).toHaveText('Not analysed');
  await expect(gridRows(page)).toHaveCount(0);
}

test('a worker that throws on every document: the page says it was not analysed, and why', async ({ page }) => {
  await breakWorker(page, `self.onmessage = (e) => self.postMessage({
    type: 'failure', seq: e.data.seq, docVersion: e.data.docVersion, message: 'Error: broken on purpose' });`);
  await openApp(page);
  await expectNotAnalysed(page, /the analysis failed \(Error: broken on purpose\)/);
  await expect(page.getByText('No problems')).toHaveCount(0);
});

test('a worker that never answers: after the watchdog gives up, the page says so', async ({ page }) => {
  test.setTimeout(90_000);
  await breakWorker(page, 'self.onmessage = () => {};');
  await openApp(page);
  await expect(banner(page)).toHaveText('Checking…');
  await expect(problems(page)).toHaveText('Checking…');
  await expectNotAnalysed(page, /failed 2 times in a row/);
});

/**
 * Appended to the built robots worker: each worker's first parse takes SLOW_MS (twice the
 * watchdog's allowance for a small document, client.ts defaultTimeout: 5 s and a little), and
 * says it is working every 250 ms meanwhile, as the real worker does on a big document under a
 * busy machine (worker/heartbeat.ts, issue 23).
 */
const SLOW_MS = 12_000;
const SLOW_FIRST_PARSE = `
;{
  const answer = self.onmessage;
  let first = true;
  self.onmessage = (event) => {
    const r = event.data;
    if (first && (r.type === 'update' || r.type === 'edit')) {
      first = false;
      const start = performance.now();
      let said = start;
      while (performance.now() - start < ${SLOW_MS}) {
        if (performance.now() - said < 250) continue;
        said = performance.now();
        self.postMessage({ type: 'alive', seq: r.seq, docId: r.docId, docVersion: r.docVersion });
      }
    }
    answer.call(self, event);
  };
}`;

test('a worker slower than its allowance but saying it is working is waited for: analysed, what was typed too (issue 23)', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  await page.route(/\/assets\/robots\.worker-[\w-]+\.js$/, async (route) => {
    const built = await route.fetch();
    await route.fulfill({ response: built, body: (await built.text()) + SLOW_FIRST_PARSE });
  });
  await openApp(page);
  const before = await mark(page);
  const start = await docText(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  const typed = '\n# typed while the worker works';
  await page.keyboard.type(typed, { delay: 120 });
  expect(await settled(page, before, start.length + typed.length)).toMatchObject({ outcome: 'analysed' });
  expect(await docText(page)).toBe(start + typed);
  await expect(banner(page)).not.toContainText('Not analysed');
  // The watchdog never spoke: no worker restarted, nothing said about it.
  expect(await page.evaluate(() => window.__robotscope!.store.getState().ui.messages.map((m) => m.text))).toEqual([]);
});
