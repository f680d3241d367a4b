/**
 * Issue 12 §6: when every try of the analysis worker throws or hangs, the page says the document
 * was not analysed and why; it never shows "Checking…" forever or "No problems" for a document
 * nobody read. The worker script is swapped for a broken one on the wire: the app is unchanged.
 */
import type { Page } from '@playwright/test';
import { expect, openApp, gridRows, test } from './fixtures.ts';

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
