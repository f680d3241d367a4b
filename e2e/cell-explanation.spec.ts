/**
 * The selected cell's explanation says each fact once (issue 24 §2, "one explanation"): a person
 * moves through the grid with the arrow keys and reads it. A verdict no rule decided is said by
 * the heading alone (no "No rule matched" under it, no second "what no rule blocks is allowed"
 * in the matching rules); Crawl-delay is the cell's record column in the details, never a
 * section of its own beside it.
 */
import type { Page } from '@playwright/test';
import { cellDetails, expect, gridRows, openApp, pasteText, setCrawlers, test, urlsField, urlsText } from './fixtures.ts';

const ROBOTS = 'User-agent: *\nCrawl-delay: 10\nDisallow: /x\n\nUser-agent: Yandex\nCrawl-delay: 3\nDisallow: /z\n';

/** How often `needle` occurs in the explanation as a person reads it. */
async function times(page: Page, needle: string): Promise<number> {
  const text = await cellDetails(page).innerText();
  return text.split(needle).length - 1;
}

test('moving through the grid by keyboard, the explanation says "no rule decides" and the Crawl-delay once each', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['bingbot', 'YandexBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://www.example.com/a\nhttps://www.example.com/x/1', { delay: 120 });
  await expect.poll(() => urlsText(page)).toBe('https://www.example.com/a\nhttps://www.example.com/x/1');
  await expect(gridRows(page)).toHaveCount(2);

  // The grid's one tab stop, reached with Tab from the URL list.
  const first = gridRows(page).nth(0).getByRole('gridcell').first();
  for (let i = 0; i < 40 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  // Enter shows why (gridKeys.ts cellLineKey).
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const e = cellDetails(page);
  // bingbot, /a: no rule of the * group matches.
  await expect(e.getByRole('heading', { level: 2 })).toHaveText('Allowed for bingbot: no rule decides, and what no rule blocks is allowed.');
  await expect(e.locator('.row-rule')).toHaveCount(0);
  await expect(e).toContainText('No rule of these groups matches this path.');
  expect(await times(page, 'what no rule blocks is allowed')).toBe(1);
  await expect(e).not.toContainText('No rule matched');
  // Crawl-delay: the record's column, once; bingbot takes the * group's.
  await expect(e.locator('dd[data-column="crawlDelay"]')).toHaveText('10 (line 2)');
  await expect(e.getByRole('heading', { name: 'Crawl-delay' })).toHaveCount(0);
  await expect(e).not.toContainText('Crawl-delay: 10 s');

  // YandexBot, /a: its own group; Yandex ignores its Crawl-delay, said once.
  await page.keyboard.press('ArrowRight');
  await expect(gridRows(page).nth(0).getByRole('gridcell').nth(1)).toBeFocused();
  await expect(e.getByRole('heading', { level: 2 })).toHaveText('Allowed for YandexBot: no rule decides, and what no rule blocks is allowed.');
  await expect(e.locator('dd[data-column="crawlDelay"]')).toHaveText('ignored by this crawler (line 6: 3)');
  await expect(e).not.toContainText('ignores Crawl-delay under this reading');

  // bingbot, /x/1: decided by line 3, the rule a button to it, named once under the heading.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await expect(gridRows(page).nth(1).getByRole('gridcell').first()).toBeFocused();
  await expect(e.getByRole('heading', { level: 2 })).toHaveText('Blocked for bingbot by line 3.');
  await expect(e.locator('.row-rule')).toHaveText('line 3 Disallow: /x');
  expect(await times(page, 'what no rule blocks is allowed')).toBe(0);
});
