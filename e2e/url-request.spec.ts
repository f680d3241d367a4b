/**
 * The URL is read as the crawler requests it, from the site it belongs to (issue 23 §3): a URL
 * written decoded (as browsers show it, as CMS exports write it) is checked percent-encoded and
 * the explanation says "compared as"; the list's most common origin is taken as the file's
 * site, and a URL of another site, scheme or no valid host at all is flagged, never graded.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { headerOf, textRow } from '../src/core/result/columns.test-helper.ts';
import { csvRecords } from '../src/core/urlCsv.ts';
import { expect, grid, gridRows, openApp, pasteText, setCrawlers, test, urlsField, urlsText } from './fixtures.ts';

const ROBOTS = 'User-agent: *\nDisallow: /b/Cámaras\n';

/** Pastes `lines` into the URL list with Ctrl+V, as a person pastes a CMS export. */
async function pasteUrls(page: Page, lines: string[]) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), lines.join('\n'));
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(lines.join('\n'));
}

const cell = (page: Page, r: number) => gridRows(page).nth(r).getByRole('gridcell').first();
const explanation = (page: Page) => page.getByRole('region', { name: 'Explanation' });

test('a decoded URL is checked as a crawler requests it, percent-encoded, and the explanation says "compared as"', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['Googlebot']);
  await pasteUrls(page, ['https://www.ebay.com/b/Cámaras-digitales', 'https://www.ebay.com/b/C%C3%A1maras-x', '/b/otra página', '/b/Cámaras usadas']);
  await expect(gridRows(page).getByRole('rowheader')).toHaveText([
    'https://www.ebay.com/b/Cámaras-digitales', 'https://www.ebay.com/b/C%C3%A1maras-x', '/b/otra página', '/b/Cámaras usadas',
  ]);
  await expect(cell(page, 0)).toHaveText(/^Blocked\s*line 2/);
  await expect(cell(page, 1)).toHaveText(/^Blocked\s*line 2/);
  await expect(cell(page, 2)).toHaveText(/^Allowed/);
  await expect(cell(page, 3)).toHaveText(/^Blocked\s*line 2/);
  await cell(page, 0).click();
  await expect(explanation(page)).toContainText('Compared as /b/C%C3%A1maras-digitales: the URL as a browser or crawler requests it (percent-encoded).');
  await expect(explanation(page).locator('.explain-url')).toHaveText('https://www.ebay.com/b/Cámaras-digitales is compared as /b/C%C3%A1maras-digitales.');
  // A URL written as it is requested says nothing of it.
  await cell(page, 1).click();
  await expect(explanation(page)).not.toContainText('Compared as');
});

test('a path compared as written says nothing of it; one that is not, says what it is compared as', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['Googlebot']);
  await pasteUrls(page, ['/b/otra', '/b/Cámaras']);
  await cell(page, 0).click();
  await expect(explanation(page).locator('.explain-verdict')).toHaveText('Allowed for Googlebot: no rule decides, and what no rule blocks is allowed.');
  // It said "/b/otra is compared as /b/otra.".
  await expect(explanation(page).locator('.explain-url')).toHaveCount(0);
  await cell(page, 1).click();
  await expect(explanation(page).locator('.explain-url')).toHaveText('/b/Cámaras is compared as /b/C%C3%A1maras.');
});

test("the list's most common site is the file's: URLs of another site, another scheme or no valid host are flagged, never graded", async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /\n');
  await setCrawlers(page, ['Googlebot']);
  await pasteUrls(page, [
    'https://www.ebay.com/b/a', 'https://i.ebayimg.com/images/x.jpg', 'https://www.ebay.com/b/c', 'http://www.ebay.com/b/d', 'http://[bad', 'ftp://www.ebay.com/f',
  ]);
  await expect(page.locator('#urls-count')).toHaveText('2 URLs tested · 4 not tested');
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(['https://www.ebay.com/b/a', 'https://www.ebay.com/b/c']);
  const flagged = page.locator('#urls-flagged li');
  await expect(flagged).toHaveText([
    /line 2 .*another site \(https:\/\/i\.ebayimg\.com\): this robots\.txt governs only https:\/\/www\.ebay\.com\./,
    /line 4 .*another site \(http:\/\/www\.ebay\.com\): this robots\.txt governs only https:\/\/www\.ebay\.com\./,
    /line 5 .*"\[bad" is no host a browser can open/,
    /line 6 .*a ftp: URL: web crawlers fetch http: and https: URLs/,
  ]);
  await expect(page.locator('#origin-note')).toHaveText(
    'Taken to be the robots.txt of https://www.ebay.com, the most common site in the list: a URL of another site is flagged, not tested. Type an origin to choose another.',
  );
  await expect(grid(page)).not.toContainText('ebayimg');
});

test('a URL typed with a \\ after the host is not tested, and says what a browser opens instead, not that no browser can', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /b\n');
  await setCrawlers(page, ['Googlebot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('https://www.ebay.com\\b\\c', { delay: 120 });
  await expect.poll(() => urlsText(page)).toBe('https://www.ebay.com\\b\\c');
  await expect(page.locator('#urls-count')).toHaveText('0 URLs tested · 1 not tested');
  // Before: '"www.ebay.com\\b\\c" is no host a browser can open', though a browser opens it as /b/c.
  await expect(page.locator('#urls-flagged li')).toHaveText([
    /line 1 .*a \\ after the host, which a browser reads as \/ \(it opens https:\/\/www\.ebay\.com\/b\/c\): write the URL with \/\.$/,
  ]);
});

test('the exports say of each line what the grid says: another site, a bad host and ftp: not tested with why; a decoded URL with the path compared', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['Googlebot']);
  await pasteUrls(page, ['https://www.ebay.com/b/Cámaras-digitales', 'https://i.ebayimg.com/images/x.jpg', 'https://www.ebay.com/b/c', 'http://[bad', 'ftp://www.ebay.com/f']);
  await expect(page.locator('#urls-count')).toHaveText('2 URLs tested · 3 not tested');
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(['https://www.ebay.com/b/Cámaras-digitales', 'https://www.ebay.com/b/c']);
  // The keyboard: Export, ArrowDown opens the menu on CSV, Enter downloads it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /CSV, long/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const csv = await readFile(await (await download).path(), 'utf8');
  // Each record by the column table's names (core result/columns.ts); a column not named is empty.
  const decided = { crawler: 'Googlebot', groupLine: '1', crawlerRule: 'no group names the crawler: the * group applies', chain: 'Googlebot > *', reading: 'Google' };
  const notTested = (url: string, whyNotTested: string) => textRow({ url, crawler: 'Googlebot', verdict: 'not tested', reading: 'Google', whyNotTested });
  expect(csvRecords(csv, ',')).toEqual([
    headerOf(),
    textRow({ ...decided, url: 'https://www.ebay.com/b/Cámaras-digitales', verdict: 'blocked', line: '2', rule: 'Disallow: /b/Cámaras', comparedAs: '/b/C%C3%A1maras-digitales' }),
    notTested('https://i.ebayimg.com/images/x.jpg', 'another site (https://i.ebayimg.com): this robots.txt governs only https://www.ebay.com.'),
    textRow({ ...decided, url: 'https://www.ebay.com/b/c', verdict: 'allowed' }),
    notTested('http://[bad', '"[bad" is no host a browser can open, so no crawler requests this URL: check the part after //.'),
    notTested('ftp://www.ebay.com/f', 'a ftp: URL: web crawlers fetch http: and https: URLs, and robots.txt rules are tested for those.'),
  ]);
  expect(csv.split('\r\n')).toHaveLength(7);
});

test('the crawler field refuses a robots.txt line, loose words or a sitemap line, saying why, and keeps the text', async ({ page }) => {
  await openApp(page);
  await setCrawlers(page, ['Googlebot']);
  const field = page.getByLabel('Crawlers', { exact: true });
  const hint = page.locator('#crawler-add-hint');
  for (const [typed, why] of [
    ['Disallow: /checkout/', 'Not added: a robots.txt Disallow: line, not a crawler'],
    ['hello world', 'Not added: "hello world" is neither a crawler\'s name (one word, as Googlebot) nor a User-Agent header'],
    ['sitemap: https://example.com/s.xml', 'Not added: a robots.txt sitemap: line, not a crawler'],
  ]) {
    // Select all and type over it (Backspace in the empty field would remove a chip).
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed, { delay: 40 });
    await page.keyboard.press('Enter');
    await expect(hint).toContainText(why);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue(typed);
    await expect(page.getByRole('list', { name: 'Crawlers tested' }).getByRole('listitem')).toHaveCount(1);
  }
  // A real name is added as before, and the refusal goes with the text that caused it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('GPTBot', { delay: 40 });
  await expect(field).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Crawlers tested' }).getByRole('listitem')).toHaveText([/^Googlebot/, /^GPTBot/]);
  // The sample's Googlebot group sets a Crawl-delay Google ignores: its header says so under the name.
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://www.example.com', 'Googlebot Crawl-delay: ignored by this crawler (line 9: 10)', 'GPTBot']);
});
