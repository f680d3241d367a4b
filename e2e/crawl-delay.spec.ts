/**
 * Crawl-delay per crawler in the grid (issue 29 §2; issue 24 §1: the result's column table): a
 * person pastes a file whose bingbot and Yandex groups set a Crawl-delay, and reads under each
 * crawler's name what it takes: the value and its line, or that it ignores it. Each line is a
 * button to the editor, under the crawler's name and in a cell's details, reached by keyboard.
 * On a phone the one crawler shown says its own. A YandexBot cell explains Clean-param with
 * each crawler read as documented (the default), not only with Yandex's reading forced.
 */
import type { Page } from '@playwright/test';
import { cellDetails, cursorLine, docText, expect, grid, gridRows, openApp, pasteText, profileSelect, setCrawlers, test, urlsField, urlsText } from './fixtures.ts';

const ROBOTS = [
  'User-agent: *', //       1
  'Disallow: /x', //        2
  '', //                    3
  'User-agent: bingbot', // 4
  'Crawl-delay: 5', //      5
  'Disallow: /y', //        6
  '', //                    7
  'User-agent: Yandex', //  8
  'Crawl-delay: 3', //      9
  'Disallow: /z', //        10
  '',
].join('\n');
const ORIGIN_HEAD = 'URL on https://www.example.com';

/** Types the URL list as a person does, a key at a time. */
async function typeUrls(page: Page, urls: string) {
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(urls, { delay: 120 });
  await expect.poll(() => urlsText(page)).toBe(urls);
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 60) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function shoot(page: Page, name: string) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => { document.documentElement.dataset.theme = t; }, theme);
    await page.screenshot({ path: `test-results/crawl-delay/${name}-${theme}.png` });
  }
  await page.evaluate(() => { document.documentElement.dataset.theme = 'light'; });
}

test('under each crawler\'s name the grid says its Crawl-delay: the value and line, or "ignored"; each line a button the keyboard reaches', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['Googlebot', 'bingbot', 'YandexBot']);
  await typeUrls(page, 'https://www.example.com/a');
  await expect(gridRows(page)).toHaveCount(1);
  // Googlebot reads the * group, which sets none (and Google ignores it): nothing under its name.
  await expect(grid(page).getByRole('columnheader')).toHaveText([
    ORIGIN_HEAD, 'Googlebot', 'bingbot Crawl-delay: 5 (line 5)', 'YandexBot Crawl-delay: ignored by this crawler (line 9: 3)',
  ]);
  await shoot(page, 'wide');

  // bingbot's cell, by keyboard from the URL list: its details say the Crawl-delay once, the line a button.
  await tabTo(page, gridRows(page).nth(0).getByRole('gridcell').first());
  await page.keyboard.press('ArrowRight');
  const bing = gridRows(page).nth(0).getByRole('gridcell').nth(1);
  await expect(bing).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bing).toHaveAttribute('aria-selected', 'true');
  const details = cellDetails(page);
  await expect(details.getByRole('heading', { level: 2 })).toHaveText('Allowed for bingbot: no rule decides, and what no rule blocks is allowed.');
  await expect(details.locator('dd[data-column="crawlDelay"]')).toHaveText('5 (line 5)');
  expect((await details.innerText()).split('5 (line 5)').length - 1).toBe(1);
  await shoot(page, 'wide-selected');
  expect(await cursorLine(page)).toBe(11);
  await tabTo(page, details.locator('dd[data-column="crawlDelay"]').getByRole('button', { name: 'line 5' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => cursorLine(page)).toBe(5);

  // The line under YandexBot's name: from the editor, Ctrl+End, then Tab on to it and Enter.
  await page.keyboard.press('ControlOrMeta+End');
  await expect.poll(() => cursorLine(page)).toBe(11);
  await tabTo(page, grid(page).getByRole('columnheader').nth(3).getByRole('button', { name: 'line 9' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => cursorLine(page)).toBe(9);
  // The file is as pasted: moving to a line changes no byte.
  await expect.poll(() => docText(page)).toBe(ROBOTS);
});

test('a crawler that honours Crawl-delay while no group it reads sets one says so, under its name and once in its cell\'s details', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /x\n\nUser-agent: Yandex\nCrawl-delay: 3\nDisallow: /z\n');
  await setCrawlers(page, ['bingbot', 'YandexBot']);
  await typeUrls(page, 'https://www.example.com/a');
  await expect(grid(page).getByRole('columnheader')).toHaveText([
    ORIGIN_HEAD, 'bingbot Crawl-delay: none set (this crawler honours it)', 'YandexBot Crawl-delay: ignored by this crawler (line 5: 3)',
  ]);
  await tabTo(page, gridRows(page).nth(0).getByRole('gridcell').first());
  await page.keyboard.press('Enter');
  const details = cellDetails(page);
  await expect(details.locator('dd[data-column="crawlDelay"]')).toHaveText('none set (this crawler honours it)');
  expect((await details.innerText()).split('none set (this crawler honours it)').length - 1).toBe(1);
});

test('on a phone the one crawler shown says its Crawl-delay under its name, and the switcher changes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['Googlebot', 'bingbot', 'YandexBot']);
  await typeUrls(page, 'https://www.example.com/a');
  const headers = grid(page).getByRole('columnheader');
  await expect(headers).toHaveText([ORIGIN_HEAD, 'Googlebot']);
  const switcher = page.getByLabel('Crawler shown');
  await switcher.focus();
  await page.keyboard.press('ArrowDown');
  await expect(headers).toHaveText([ORIGIN_HEAD, 'bingbot Crawl-delay: 5 (line 5)']);
  await page.keyboard.press('ArrowDown');
  await expect(headers).toHaveText([ORIGIN_HEAD, 'YandexBot Crawl-delay: ignored by this crawler (line 9: 3)']);
  // The whole value wraps inside the column: nothing cut, no sideways scroll.
  const fact = headers.nth(1).locator('.matrix-fact');
  expect(await fact.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // "(" stays with its button: "(line 9:" is one word when the value wraps.
  const glued = fact.locator('.line-glue');
  await expect(glued).toHaveText('(line 9:');
  expect((await glued.boundingBox())!.height).toBeLessThan(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await grid(page).scrollIntoViewIfNeeded();
  await shoot(page, 'phone');
});

test('a YandexBot cell explains Clean-param with each crawler read as documented: what Yandex strips, the URL it keeps, the utm_* left', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: Yandex\nDisallow: /private\nClean-param: ref&utm_medium /some_dir/get_book.pl\n');
  await setCrawlers(page, ['YandexBot', 'Googlebot']);
  await typeUrls(page, 'https://www.example.com/some_dir/get_book.pl?ref=site_1&book_id=123&utm_medium=cpc&utm_source=mail');
  await expect(profileSelect(page)).toHaveValue('documented');
  await tabTo(page, gridRows(page).nth(0).getByRole('gridcell').first());
  await page.keyboard.press('Enter');
  const e = cellDetails(page);
  await expect(e.getByRole('heading', { level: 2 })).toContainText('for YandexBot');
  await expect(e.getByRole('heading', { name: 'Clean-param' })).toBeVisible();
  await expect(e).toContainText('Yandex strips ref, utm_medium (line 3) and treats this URL as https://www.example.com/some_dir/get_book.pl?book_id=123&utm_source=mail.');
  await expect(e).toContainText('utm_source: no Clean-param line names it, so Yandex keeps it in the URL; add it to a Clean-param line to merge the copies.');
  // Googlebot's cell of the same URL: Google reads no Clean-param.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(e.getByRole('heading', { level: 2 })).toContainText('for Googlebot');
  await expect(e.getByRole('heading', { name: 'Clean-param' })).toHaveCount(0);
});

test('Applebot, read as Google because Apple documents following Googlebot\'s groups, is not said to ignore Crawl-delay: Apple documents nothing of it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await pasteText(page, 'User-agent: *\nCrawl-delay: 5\nDisallow: /x\n');
  await setCrawlers(page, ['Googlebot']);
  // The person adds Applebot, typing its name at a person's pace.
  const field = page.getByLabel('Crawlers', { exact: true });
  await field.click();
  await field.pressSequentially('Applebot', { delay: 120 });
  await field.press('Enter');
  await typeUrls(page, 'https://www.example.com/a');
  await expect(gridRows(page)).toHaveCount(1);
  // Before: "Applebot Crawl-delay: ignored by this crawler (line 2: 5)", Google's word for Google's crawlers.
  await expect(grid(page).getByRole('columnheader')).toHaveText([
    ORIGIN_HEAD, 'Googlebot Crawl-delay: ignored by this crawler (line 2: 5)', 'Applebot Crawl-delay: 5 (line 2); whether this crawler honours it is not documented',
  ]);
  await gridRows(page).first().getByRole('gridcell').nth(1).click();
  await expect(cellDetails(page).locator('dd[data-column="crawlDelay"]')).toHaveText('5 (line 2); whether this crawler honours it is not documented');
});
