/**
 * Yandex's robots (issue 29): Yandex documents that `User-agent: Yandex` is used by all its
 * robots and `*` by none once a Yandex group exists. A person types YandexNews into the crawler
 * field, key by key: the Yandex group decides its column, not `*`. Before, YandexNews was a token
 * the registry lacked, read by RFC 9309 with `*`, blocked everywhere, with confidence. A Yandex
 * robot the registry still lacks (YandexVideo) is read the same way, and says it is assumed.
 */
import type { Page } from '@playwright/test';
import { cellDetails, crawlerField, docText, expect, grid, gridRows, openApp, pasteText, setCrawlers, test, urlsField, urlsText, verdictStatus } from './fixtures.ts';

const ROBOTS = 'User-agent: Yandex\nDisallow: /news/drafts/\n\nUser-agent: *\nDisallow: /\n';
const URLS = 'https://example.com/news/drafts/1\nhttps://example.com/news/today';

const column = async (page: Page, name: string) => (await grid(page).getByRole('columnheader').allInnerTexts()).indexOf(name) - 1;
const cell = (page: Page, r: number, c: number) => gridRows(page).nth(r).getByRole('gridcell').nth(c);

async function typeCrawler(page: Page, name: string) {
  const field = crawlerField(page);
  await field.click();
  await field.pressSequentially(name, { delay: 120 });
  return field;
}

test('a person types YandexNews: the User-agent: Yandex group decides its cells, never *', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['Googlebot']);
  const field = await typeCrawler(page, 'YandexNews');
  await expect(page.locator('#crawler-add-hint')).toHaveText("Enter adds: YandexNews, Yandex's search crawler");
  await field.press('Enter');
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(URLS, { delay: 40 });
  await expect.poll(() => urlsText(page)).toBe(URLS);
  await expect(gridRows(page)).toHaveCount(2);
  const news = await column(page, 'YandexNews');
  const googlebot = await column(page, 'Googlebot');
  expect(news).toBeGreaterThanOrEqual(0);
  await expect(grid(page).getByRole('columnheader').nth(news + 1)).toHaveAttribute('title', /read as Yandex \(as its operator documents\)/);
  await expect(cell(page, 0, news)).toHaveText(/^Blocked.*line 2/);
  await expect(cell(page, 1, news)).toHaveText(/^Allowed/);
  // Googlebot has no Yandex group: `*` blocks it on both.
  await expect(cell(page, 1, googlebot)).toHaveText(/^Blocked.*line 5/);
  await cell(page, 1, news).click();
  const e = cellDetails(page);
  await expect(e).toContainText('No group names YandexNews; YandexNews then obeys the group naming Yandex (Yandex documents this), which applies (line 1).');
  await expect(e).toContainText('What the registry says of YandexNews is from a third party only (fornex.com/en/help/robots-txt-controlling; https://yandex.com/support/webmaster/en/robot-workings/crawl-delay.md; checked 2026-11).');
  // Nothing typed went into the file.
  expect(await docText(page)).toBe(ROBOTS);
});

test('a Yandex robot the registry lacks (YandexVideo) is read as a Yandex robot, and the page says that is assumed', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, []);
  const field = await typeCrawler(page, 'YandexVideo');
  await expect(page.locator('#crawler-add-hint')).toHaveText(/^Enter adds: "YandexVideo": no crawler in the registry has this name, .*the name is Yandex's, so it is checked as a Yandex robot, assumed: its own group, then Yandex, then \*$/);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: 'test-results/yandex-assumed-hint-1366.png' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.locator('#crawler-add-hint').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/yandex-assumed-hint-390.png' });
  await page.setViewportSize({ width: 1366, height: 800 });
  await field.press('Enter');
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(URLS, { delay: 40 });
  await expect(gridRows(page)).toHaveCount(2);
  await expect(grid(page).getByRole('columnheader').nth(1)).toHaveAttribute('title', /read as Yandex \(assumed: not in the registry, read as its operator's robot by its name\)/);
  // Every cell says its verdict rests on the assumption, in words and to a screen reader.
  const ASSUMED = "assumed: not in the registry, read as its operator's robot by its name";
  await expect(cell(page, 0, 0)).toHaveText('Blocked line 2 assumed Disallow: /news/drafts/');
  await expect(cell(page, 1, 0)).toHaveText('Allowed assumed no rule matched');
  await expect(cell(page, 0, 0).locator('.cell-assumed')).toHaveAttribute('title', ASSUMED);
  await cell(page, 0, 0).click();
  await expect(verdictStatus(page)).toHaveText(`YandexVideo, https://example.com/news/drafts/1: Blocked by line 2 (Disallow: /news/drafts/). YandexVideo is ${ASSUMED}`);
  await page.keyboard.press('ArrowDown');
  await expect(verdictStatus(page)).toHaveText(`YandexVideo, https://example.com/news/today: Allowed: no rule matched, and what no rule blocks is allowed. YandexVideo is ${ASSUMED}`);
  await expect(page.getByTestId('explain-reading')).toContainText("YandexVideo is not in the registry; its name is Yandex's, so it is read as Yandex reads robots.txt, assumed");
  await expect(cellDetails(page)).toContainText("YandexVideo is not in the registry: its name is Yandex's, so it is read as a Yandex robot, assumed: the group naming it, then Yandex, then *");
  // Whether it obeys robots.txt at all is unclear, in Yandex's own words.
  await expect(cellDetails(page)).toContainText('Whether YandexVideo obeys robots.txt is unclear (');
  await expect(cellDetails(page)).toContainText('www.yandex.com/support/webmaster/en/robot-workings/user-agent: "Some Yandex robots may ignore directives in robots.txt, including those for User-agent: Yandex.');
  // Once: it was quoted again in the note that YandexVideo is assumed.
  const times = (text: string, part: string) => text.split(part).length - 1;
  expect(times(await cellDetails(page).innerText(), 'Some Yandex robots may ignore directives')).toBe(1);
  expect(await docText(page)).toBe(ROBOTS);
});

test('the coverage of a sitemap says the assumed robot\'s counts rest on that assumption', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['YandexNews']);
  const field = await typeCrawler(page, 'YandexVideo');
  await field.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles({ name: 'sitemap.txt', mimeType: 'text/plain', buffer: Buffer.from(URLS + '\n') });
  const views = page.getByRole('region', { name: 'URL sets against the rules' });
  await expect(views).toContainText('2 URLs of the ticked sets (2 from sitemaps)');
  await expect(views.locator('.coverage-totals li')).toHaveText([
    'YandexNews: 1 allowed · 1 blocked · 1 decided by no rule',
    "YandexVideo: 1 allowed · 1 blocked · 1 decided by no rule (assumed: not in the registry, read as its operator's robot by its name)",
  ]);
  expect(await docText(page)).toBe(ROBOTS);
});
