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
