/**
 * Sharing: "Copy link" puts the whole state in the URL fragment (never the query string, which
 * would reach a server); the link restores it exactly elsewhere. A broken link says so and
 * leaves the autosaved document alone.
 */
import {
  ORIGIN,
  crawlerNames,
  docText,
  expect,
  expectClean,
  openApp,
  pasteText,
  expectProfile,
  gridRows,
  setInputs,
  storageSnapshot,
  test,
  urlsField,
  waitForAutosave,
  watchContext,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

const DOC = [
  '# Shop — règles pour les robots',
  'User-agent: *',
  'Disallow: /cart',
  'Disallow: /søk?q=*',
  '',
  'User-agent: Bingbot',
  'Allow: /cart/public$',
  'Disallow: /',
  '',
  'Sitemap: https://example.com/sitemap.xml',
  '',
].join('\n');
const URLS = ['https://example.com/cart/public', 'https://example.com/søk?q=shoes', 'https://example.com/cart'];

async function copyLink(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

test('Copy link keeps the state in the fragment and restores it exactly in a new browser', async ({ page, browser }) => {
  await openApp(page);
  await pasteText(page, DOC);
  await setInputs(page, { agent: 'Bingbot', urls: URLS, profile: 'RFC 9309' });
  await expect(gridRows(page)).toHaveCount(3);
  const rowsHere = await gridRows(page).allInnerTexts();

  const link = await copyLink(page);
  const url = new URL(link);
  expect(url.origin).toBe(ORIGIN);
  expect(url.search, 'state must never be in the query string').toBe('');
  expect(url.hash.length).toBeGreaterThan(1);

  const elsewhere = await browser.newContext();
  const watch = watchContext(elsewhere);
  const other = await elsewhere.newPage();
  await openApp(other, url.hash);
  expect(await docText(other)).toBe(DOC);
  await expect.poll(() => crawlerNames(other)).toEqual(['Bingbot']);
  await expect(urlsField(other)).toHaveValue(URLS.join('\n'));
  await expectProfile(other, 'RFC 9309');
  await expect(gridRows(other)).toHaveCount(3);
  expect(await gridRows(other).allInnerTexts()).toEqual(rowsHere);
  await elsewhere.close();
  expectClean(watch);
});

test('a broken link says so and leaves the autosaved document alone', async ({ page, context }) => {
  await openApp(page);
  const before = await storageSnapshot(page);
  await pasteText(page, DOC);
  await setInputs(page, { agent: 'Bingbot', urls: URLS });
  await waitForAutosave(page, before);
  const hash = new URL(await copyLink(page)).hash;
  const truncated = hash.slice(0, Math.ceil(hash.length / 2));

  for (const fragment of ['#v1.garbage', truncated, '#section-2']) {
    await test.step(`open /${fragment}`, async () => {
      const tab = await context.newPage();
      await openApp(tab, fragment);
      const alert = tab.getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toHaveText(/\w+\W+\w+\W+\w+/); // words, not a code
      expect(await docText(tab)).toBe(DOC);
      await tab.close();
    });
  }

  await page.reload();
  await expect.poll(() => docText(page)).toBe(DOC);
});
