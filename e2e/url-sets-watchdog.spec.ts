/**
 * The URL-sets worker's watchdog (issue 25, worker/setsClient.ts), in a real browser: a sets
 * worker that stops answering is ended, the page says so, nothing typed is lost, the sets opened
 * before are given to the next worker, and the next file opened is read.
 *
 * Playwright cannot run code inside the sets worker (worker.evaluate did not reach it), and the
 * app holds no switch to make it hang. So the hang is made on the wire, as e2e/unanalysed.spec.ts
 * makes the analysis worker's: the first sets worker's script is the built one with a few lines
 * added that drop the second file opened (the worker then says nothing, as a hung one does); every
 * later fetch of the script (the worker the watchdog starts next) gets the built file untouched.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { docText, editor, expect, openApp, setDoc, test } from './fixtures.ts';
import { readFileSync } from 'node:fs';

const DIR = fileURLToPath(new URL('../testdata/urlsets/ebay/', import.meta.url));
const ROBOTS = readFileSync(DIR + 'robots.txt', 'utf8');
const sets = (page: Page) => page.getByRole('list', { name: 'URL sets' }).getByTestId('url-set');
const status = (page: Page) => page.locator('.url-sets-status');
const rows = (page: Page) => page.evaluate(() => window.__robotscope!.store.getState().results.matrix?.urls.length ?? -1);

/** Appended to the first sets worker's script: its second `open` is never answered. */
const HANG_ON_SECOND_OPEN = `
;{
  const answer = self.onmessage;
  let opens = 0;
  self.onmessage = (event) => {
    if (event.data.type === 'open' && ++opens === 2) return;
    answer.call(self, event);
  };
}`;

/** The number of times the sets worker's script was fetched: one per worker started. */
async function hangFirstSetsWorker(page: Page): Promise<() => number> {
  let fetched = 0;
  await page.route(/\/assets\/sets\.worker-[\w-]+\.js$/, async (route) => {
    if (++fetched > 1) return route.continue();
    const built = await route.fetch();
    await route.fulfill({ response: built, body: (await built.text()) + HANG_ON_SECOND_OPEN });
  });
  return () => fetched;
}

async function openSets(page: Page, names: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles(names.map((n) => DIR + n));
}

test('a sets worker that stops answering: the page says so, keeps what was typed and the sets, and reads the next file', async ({ page }) => {
  // The watchdog allows 30 s of silence while a file is read (setsTimeout): a hang detector, not a budget.
  test.setTimeout(4 * 60_000);
  const workers = await hangFirstSetsWorker(page);
  await openApp(page);
  await setDoc(page, ROBOTS);
  await openSets(page, ['gsc-pages.csv']);
  await expect(sets(page)).toHaveCount(1);
  await expect.poll(() => rows(page)).toBe(140);

  // The second file goes to a worker that will never answer; meanwhile the person types.
  await openSets(page, ['internal_all.csv']);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  const typed = '\n# typed while the sets worker hangs';
  await page.keyboard.type(typed, { delay: 120 });

  const said = page.getByText('The URL sets could not be read: the worker reading URL sets stopped (it gave no answer for 30 s); '
    + 'it was started again, and the sets opened before are kept.');
  await expect(said).toBeVisible({ timeout: 120_000 });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: 'test-results/url-sets-watchdog-1366.png' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: 'test-results/url-sets-watchdog-390.png' });
  await page.setViewportSize({ width: 1366, height: 800 });
  expect(await docText(page)).toBe(ROBOTS + typed);
  await expect(sets(page)).toHaveCount(1);
  await expect(sets(page).first()).toContainText('gsc-pages.csvexport · 140 URLs');
  expect(await rows(page)).toBe(140);
  expect(workers()).toBe(2);

  // Recovered: the next worker holds the first set again and reads the file that was lost.
  await openSets(page, ['internal_all.csv']);
  await expect(sets(page)).toHaveCount(2);
  await expect(sets(page).nth(1)).toContainText('internal_all.csvexport · 240 URLs');
  // Both ticked: the grid's URLs are read from the new worker, the first set's among them (given again, not reopened).
  await expect(status(page)).toHaveText(/^2 URL sets, [\d,]+ URLs; the grid tests those ticked\.$/);
  await expect.poll(() => rows(page)).toBeGreaterThan(240);
  expect(await docText(page)).toBe(ROBOTS + typed);
  expect(workers()).toBe(2);
});
