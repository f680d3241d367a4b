/**
 * Testing URLs: one row per URL with the verdict in words and the deciding line; the selected
 * row's rule is highlighted in the editor and announced; the crawler and the profile change
 * the answer the way Google, RFC 9309 and the 1996 draft do.
 */
import {
  crawlerNames,
  cursorLine,
  expect,
  expectRow,
  openApp,
  pasteText,
  gridRows,
  setInputs,
  test,
  verdictStatus,
} from './fixtures.ts';

const SITE = [
  'User-agent: *',
  'Disallow: /private',
  'Allow: /private/open',
  '',
  'User-agent: Googlebot',
  'Disallow: /nogoogle',
  '',
].join('\n');

test('each URL gets a row with its verdict and deciding line', async ({ page }) => {
  await openApp(page);
  await pasteText(page, SITE);
  await setInputs(page, {
    agent: 'Bingbot',
    urls: ['https://example.com/private/x', '', 'https://example.com/private/open/y', 'https://example.com/public'],
  });

  const rows = gridRows(page);
  await expect(rows).toHaveCount(3); // the blank line is no URL
  await expectRow(rows, 0, 'Blocked', 2);
  await expectRow(rows, 1, 'Allowed', 3);
  await expectRow(rows, 2, 'Allowed', null);
});

test('the selected row highlights and announces its deciding rule', async ({ page }) => {
  await openApp(page);
  await pasteText(page, SITE);
  await setInputs(page, { agent: 'Bingbot', urls: ['https://example.com/private/x', 'https://example.com/private/open/y'] });
  const rows = gridRows(page);
  await expect(rows).toHaveCount(2);

  await rows.nth(0).getByText('Blocked').click();
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-winning-rule')).toHaveCount(1);
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-winning-rule')).toHaveText('Disallow: /private');
  await expect(verdictStatus(page)).toContainText('Blocked');

  await rows.nth(1).getByText('Allowed').click();
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-winning-rule')).toHaveCount(1);
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-winning-rule')).toHaveText('Allow: /private/open');
  await expect(verdictStatus(page)).toContainText('Allowed');
  await expect(verdictStatus(page)).not.toContainText('Blocked');
});

test("clicking a cell's deciding line moves the editor cursor to that line", async ({ page }) => {
  await openApp(page);
  await pasteText(page, SITE);
  await setInputs(page, { agent: 'Googlebot', urls: ['https://example.com/nogoogle/page'] });
  await expectRow(gridRows(page), 0, 'Blocked', 6);

  await gridRows(page).nth(0).getByRole('button', { name: 'line 6' }).click();
  await expect.poll(() => cursorLine(page)).toBe(6);
});

test('the crawler picks its own group, else the * group', async ({ page }) => {
  await openApp(page);
  await pasteText(page, SITE);
  const rows = gridRows(page);
  await setInputs(page, { agent: 'Googlebot', urls: ['https://example.com/private/x', 'https://example.com/nogoogle'] });
  await expectRow(rows, 0, 'Allowed', null); // Googlebot's own group ignores the * group
  await expectRow(rows, 1, 'Blocked', 6);

  await setInputs(page, { agent: 'Bingbot' });
  await expectRow(rows, 0, 'Blocked', 2);
  await expectRow(rows, 1, 'Allowed', null);
});

test('a full User-Agent header is reduced to its product token', async ({ page }) => {
  await openApp(page);
  await pasteText(page, SITE);
  await setInputs(page, {
    agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    urls: ['https://example.com/private/x', 'https://example.com/nogoogle'],
  });
  const rows = gridRows(page);
  await expectRow(rows, 0, 'Allowed', null);
  await expectRow(rows, 1, 'Blocked', 6);

  // The token is shown in the page, outside the editor and the field itself.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest('.cm-editor, select, option, datalist, textarea')) continue;
          if (/\bGooglebot\b/.test(node.textContent ?? '') && parent.checkVisibility()) return true;
        }
        return false;
      }),
    )
    .toBe(true);
  expect(await crawlerNames(page)).toEqual([expect.stringMatching(/^Mozilla\/5\.0/)]);
});

test('profiles: /robots.txt is blocked by Disallow: / for Google, always allowed by RFC 9309', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /\n');
  await setInputs(page, { agent: 'Googlebot', urls: ['https://example.com/robots.txt'], profile: 'Google' });
  const rows = gridRows(page);
  await expectRow(rows, 0, 'Blocked', 2);

  await setInputs(page, { profile: 'RFC 9309' });
  await expectRow(rows, 0, 'Allowed');
});

test('profiles: the 1996 draft takes the first matching rule, the others the longest', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /a\nAllow: /a/b\n');
  await setInputs(page, { agent: 'Googlebot', urls: ['https://example.com/a/b/c'], profile: 'Google' });
  const rows = gridRows(page);
  await expectRow(rows, 0, 'Allowed', 3);

  await setInputs(page, { profile: '1996 draft' });
  await expectRow(rows, 0, 'Blocked', 2);

  await setInputs(page, { profile: 'RFC 9309' });
  await expectRow(rows, 0, 'Allowed', 3);
});
