/** Work survives a reload: the document and the test inputs are autosaved in localStorage. */
import {
  crawlerNames,
  docText,
  editor,
  expect,
  expectRow,
  openApp,
  pasteText,
  expectProfile,
  gridRows,
  setInputs,
  storageSnapshot,
  test,
  urlsField,
  urlsText,
  waitForAutosave,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

const TEXT = 'User-agent: *\nDisallow: /a\nAllow: /a/b\n# typed by hand';

async function expectRestored(page: Page) {
  await expect(editor(page)).toBeVisible();
  await expect.poll(() => docText(page)).toBe(TEXT);
  await expect.poll(() => crawlerNames(page)).toEqual(['ExampleBot']);
  await expect.poll(() => urlsText(page)).toBe('https://example.com/a/b/c');
  await expectProfile(page, '1996 draft');
  await expectRow(gridRows(page), 0, 'Blocked', 2);
}

test('reload keeps the document, the crawler, the URLs and the profile', async ({ page, context }) => {
  await openApp(page);
  const before = await storageSnapshot(page);
  await pasteText(page, 'User-agent: *\nDisallow: /a\nAllow: /a/b\n');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# typed by hand');
  await setInputs(page, { agent: 'ExampleBot', urls: ['https://example.com/a/b/c'], profile: '1996 draft' });
  await expectRow(gridRows(page), 0, 'Blocked', 2);
  await waitForAutosave(page, before);

  await page.reload();
  await expectRestored(page);

  // The address bar may carry the state in its fragment; a new tab at the bare address has
  // only localStorage to go on.
  const tab = await context.newPage();
  await openApp(tab);
  await expectRestored(tab);
});

test('a URL list too big to autosave is named as what is too big, not the document (issue 28 §3)', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /a\n');
  await setInputs(page, { agent: 'Googlebot' });
  // 5.5 million characters of URLs: past the 5 Mi characters a browser keeps for a site.
  const urls = Array.from({ length: 120_000 }, (_, i) => `https://example.com/a/some/long/path/${String(i).padStart(8, '0')}`).join('\n');
  expect(urls.length).toBeGreaterThan(5 * 1024 * 1024);
  await page.evaluate((t) => navigator.clipboard.writeText(t), urls);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => page.evaluate(() => window.__robotscope!.store.getState().inputs.urls.length), { timeout: 60_000 }).toBe(urls.length);
  const message = page.getByText('would not autosave');
  await expect(message).toContainText(`the URL list (${urls.length.toLocaleString('en')} characters) is too big for its storage`, { timeout: 60_000 });
  // Before: "would not autosave the document (it is too big for its storage, ...)".
  await expect(message).not.toContainText(/autosave the document|the document \(/);
});
