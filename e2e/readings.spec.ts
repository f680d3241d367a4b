/**
 * The bing and yandex readings in the app (issue 29 §2): a person picks "Yandex" in the Profile
 * control with the keyboard, and the explanation of a cell shows the URL Yandex keeps after
 * Clean-param, the utm_* parameters no line names, Crawl-delay as Yandex takes it, and where
 * each rule of the reading comes from.
 */
import type { Page } from '@playwright/test';
import { chooseProfile, expect, gridRows, openApp, pasteText, profileSelect, setCrawlers, test, urlsField, urlsText } from './fixtures.ts';

const ROBOTS = 'User-agent: Yandex\nDisallow: /private\nClean-param: ref /some_dir/get_book.pl\nCrawl-delay: 5\n';
const URL = 'https://www.example.com/some_dir/get_book.pl?ref=site_1&book_id=123&utm_source=mail';

const cell = (page: Page, r: number) => gridRows(page).nth(r).getByRole('gridcell').first();
const explanation = (page: Page) => page.getByRole('region', { name: 'Explanation' });

test('the Yandex reading, chosen with the keyboard: a cell\'s explanation shows the URL after Clean-param and where each rule comes from', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['YandexBot']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), URL);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(URL);
  await profileSelect(page).focus();
  await page.keyboard.type('Yandex', { delay: 120 });
  await expect(profileSelect(page)).toHaveValue('yandex');
  await expect(cell(page, 0)).toHaveText(/^Allowed/);
  await cell(page, 0).click();
  const e = explanation(page);
  await expect(e).toContainText('Yandex strips ref (line 3) and treats this URL as https://www.example.com/some_dir/get_book.pl?book_id=123&utm_source=mail.');
  await expect(e).toContainText('utm_source: no Clean-param line names it, so Yandex keeps it in the URL');
  await expect(e.locator('dd[data-column="crawlDelay"]')).toHaveText('ignored by this crawler (line 4: 5)');
  await expect(e.getByRole('heading', { name: 'Where these rules come from' })).toBeVisible();
  await expect(e.locator('.explain-sources li')).toContainText([
    /User-agent: Yandex by every Yandex robot.*documented by the operator; https:\/\/yandex\.com\/support\/webmaster\/en\/robot-workings\/user-agent\.md/,
    /sorted by URL prefix length.*documented by the operator/,
    /compared as the URL gives it.*assumed: nobody documents it/,
    /Crawl-delay.*documented by the operator/,
    /Clean-param: p0\[&p1&…\] \[path\].*documented by the operator; https:\/\/yandex\.com\/support\/webmaster\/en\/robot-workings\/clean-param\.md/,
  ]);
  // The same cell under Google's reading: no Clean-param, no sources (Google's library is its own text).
  await profileSelect(page).focus();
  await page.keyboard.type('Google', { delay: 120 });
  await expect(profileSelect(page)).toHaveValue('google');
  await cell(page, 0).click();
  await expect(e).not.toContainText('Clean-param');
  await expect(e.getByRole('heading', { name: 'Where these rules come from' })).toHaveCount(0);
});

test('Crawl-delay in a cell\'s details follows each crawler\'s reading: bingbot takes the * group\'s, YandexBot ignores its own', async ({ page }) => {
  await openApp(page);
  // bingbot's own group replaces * "except Crawl-Delay"; Yandex has ignored Crawl-delay since 2018.
  await pasteText(page, 'User-agent: *\nCrawl-delay: 10\nDisallow: /x\n\nUser-agent: bingbot\nDisallow: /y\n\nUser-agent: Yandex\nCrawl-delay: 3\nDisallow: /z\n');
  await setCrawlers(page, ['bingbot', 'YandexBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://www.example.com/a', { delay: 120 });
  await expect.poll(() => urlsText(page)).toBe('https://www.example.com/a');
  await expect(profileSelect(page)).toHaveValue('documented');
  const cells = gridRows(page).nth(0).getByRole('gridcell');
  const delay = page.getByRole('region', { name: 'Explanation' }).locator('dd[data-column="crawlDelay"]');
  await cells.nth(0).click();
  await expect(delay).toHaveText('10 (line 2)');
  await cells.nth(1).click();
  await expect(delay).toHaveText('ignored by this crawler (line 9: 3)');
});

test('the Bing reading, chosen with the keyboard: a cell\'s explanation cites Bing\'s own pages for one file per host and for Crawl-delay', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: bingbot\nHost: www.example.com\nCrawl-delay: 5\nDisallow: /private\n');
  await setCrawlers(page, ['bingbot']);
  const url = 'https://www.example.com/private/x';
  await page.evaluate((t) => navigator.clipboard.writeText(t), url);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(url);
  await profileSelect(page).focus();
  await page.keyboard.type('Bing', { delay: 120 });
  await expect(profileSelect(page)).toHaveValue('bing');
  await expect(cell(page, 0)).toHaveText(/^Blocked/);
  await cell(page, 0).click();
  const e = explanation(page);
  await expect(e.getByRole('heading', { name: 'Where these rules come from' })).toBeVisible();
  const sources = e.locator('.explain-sources li');
  // Bing's 2012 post says a file governs its own host, with no fallback: documented, not assumed.
  await expect(sources.filter({ hasText: 'its own host only' })).toHaveText(/documented by the operator; https:\/\/blogs\.bing\.com\/webmaster\/2012\/05\/03\/to-crawl-or-not-to-crawl-that-is-bingbots-question, "Where does BingBot look for my robots\.txt file\?"/);
  // Crawl-delay is Bing's Crawl Control help page and 2009 Crawl-delay post; the 2008 joint REP list has no Crawl-delay.
  await expect(sources.filter({ hasText: 'Crawl-delay is honoured' })).toHaveText(/takes precedence over the crawl pattern set in Bing Webmaster Tools\. \(documented by the operator; https:\/\/www\.bing\.com\/webmaster\/help\/crawl-control-55a30303, "Crawl Control"; https:\/\/blogs\.bing\.com\/webmaster\/August-2009\/Crawl-delay-and-the-Bing-crawler,-MSNBot, introduction/);
  await expect(sources.filter({ hasText: 'The longest matching rule decides' })).toHaveText(/assumed: nobody documents it/);
});

test('each crawler as documented: bingbot\'s reading is named in one line above the groups, and its pages and quotes wait under "Where these rules come from"', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: bingbot\nDisallow: /private\n');
  await setCrawlers(page, ['bingbot']);
  const url = 'https://www.example.com/private/x';
  await page.evaluate((t) => navigator.clipboard.writeText(t), url);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(url);
  await expect(profileSelect(page)).toHaveValue('documented');
  await cell(page, 0).click();
  const e = explanation(page);
  // Before, the page's reading line held some 600 characters of Bing's pages and quotes, ahead of the rule that decides.
  await expect(e.getByTestId('explain-reading')).toHaveText('bingbot is read as Bing reads robots.txt, as Microsoft documents (sources below).');
  const sources = e.locator('.explain-sources li');
  await expect(sources.first()).toHaveText(/^bingbot read as Bing reads robots\.txt \(documented by the operator; .*blogs\.bing\.com/);
  // The groups and the deciding rule come before the sources.
  const headings = await e.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.indexOf('Matching rules')).toBeLessThan(headings.indexOf('Where these rules come from'));
});

test('a blank line after User-agent: * is a note for the Yandex robots while each crawler is read as documented; forced to another reading for all, none', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\n\nDisallow: /private\n');
  const problems = page.locator('.status-bar .problems');
  await expect(profileSelect(page)).toHaveValue('documented');
  await expect(problems).toHaveText('0 errors, 0 warnings, 1 note');
  // Google's reading forced for all parses the file as documented does; before, its note stayed, though no robot was read as Yandex.
  await chooseProfile(page, 'Google');
  await expect(profileSelect(page)).toHaveValue('google');
  await expect(problems).toHaveText('No problems');
  await chooseProfile(page, 'RFC 9309');
  await expect(problems).toHaveText('No problems');
  // Yandex's forced for all: every robot reads the * group as Yandex, a warning.
  await chooseProfile(page, 'Yandex');
  await expect(problems).toHaveText('0 errors, 1 warning, 0 notes');
  await chooseProfile(page, 'Each crawler');
  await expect(profileSelect(page)).toHaveValue('documented');
  await expect(problems).toHaveText('0 errors, 0 warnings, 1 note');
});
