/**
 * The workbench's explanation, exports and test suites (issue 11 §3, §4), as a person uses
 * them: select a cell and read why, with line numbers that move the editor; export the matrix
 * and read the files back; save a test suite, open an empty page and open it there.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { headerOf, textRow } from '../src/core/result/columns.test-helper.ts';
import { csvRecords } from '../src/core/urlCsv.ts';
import { cursorLine, expect, expectClean, openApp, ORIGIN, setDoc, test, watchContext, urlsText } from './fixtures.ts';

const ROBOTS = ['User-agent: *', 'Dissallow: /private', '', 'User-agent: Googlebot', 'Allow: /', 'Disallow: /cart', ''].join('\n');
const URLS = ['https://example.com/private/x#top', 'https://example.com/cart', 'https://example.com/'];
const CRAWLERS = ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', 'PerplexityBot', '*'];

const grid = (page: Page) => page.getByRole('grid', { name: 'Results' });
const explanation = (page: Page) => page.getByRole('region', { name: 'Explanation' });

/** The cell of URL `row` (0-based) and crawler `crawler` of the grid on screen. */
function cell(page: Page, row: number, crawler: string) {
  return grid(page).getByRole('row').nth(row + 1).getByRole('gridcell').nth(CRAWLERS.indexOf(crawler));
}

async function workbench(page: Page) {
  await openApp(page);
  await setDoc(page, ROBOTS);
  await page.getByLabel('URLs', { exact: true }).fill(URLS.join('\n'));
  // The matrix of these URLs is in (the store the page shows it from).
  await page.waitForFunction((n) => window.__robotscope?.store.getState().results.matrix?.urls.length === n, URLS.length);
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const event = page.waitForEvent('download');
  await click();
  const d = await event;
  return { name: d.suggestedFilename(), text: await readFile(await d.path(), 'utf8') };
}

test('a selected cell is explained in words, with line numbers that move the editor', async ({ page }) => {
  await workbench(page);
  await expect(grid(page).getByRole('row')).toHaveCount(1 + URLS.length);
  await cell(page, 0, 'GPTBot').click();
  const panel = explanation(page);
  // Each crawler as documented (the default): GPTBot documents nothing beyond RFC 9309, which
  // reads no `Dissallow`, so `User-agent: *` and `User-agent: Googlebot` make one group and its
  // `Allow: /` decides; Google's lenient answer is said beside it (issue 29 §1).
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Allowed for GPTBot by line 5.');
  await expect(panel).toContainText("A lenient parser, as Google's, would block it");
  // Google's reading for every crawler: the misspelled rule counts.
  await page.getByLabel('Profile', { exact: true }).selectOption('google');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Blocked for GPTBot by line 2.');
  await expect(panel).toContainText('No group names GPTBot, so the * group applies (line 1).');
  await expect(panel).toContainText('https://example.com is dropped');
  await expect(panel).toContainText('The fragment #top is cut');
  await expect(panel.getByRole('table')).toContainText('Disallow: /private');
  await expect(panel).toContainText('RFC 9309 reads no misspelled keys: line 2 does not count there.');

  await panel.getByRole('heading', { level: 2 }).getByRole('button', { name: 'line 2' }).click();
  await expect.poll(() => cursorLine(page)).toBe(2);

  // Another cell: Googlebot's own group sets the * rules aside.
  await cell(page, 1, 'Googlebot').click();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Blocked for Googlebot by line 6.');
  await expect(panel).toContainText('A group names this crawler, so the * rules (line 1) do not apply.');
  await panel.getByRole('button', { name: 'line 4' }).first().click();
  await expect.poll(() => cursorLine(page)).toBe(4);
});

test('Export gives CSV, JSON and a Markdown report of the matrix, read back and checked', async ({ page }) => {
  await workbench(page);
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });

  const csv = await downloaded(page, async () => {
    await exportButton.click();
    await page.getByRole('menuitem', { name: /CSV, long/ }).click();
  });
  expect(csv.name).toBe('robots-matrix.csv');
  const records = csvRecords(csv.text, ',');
  expect(records[0]).toEqual(headerOf());
  expect(records).toHaveLength(1 + URLS.length * CRAWLERS.length);
  // GPTBot read by RFC 9309 (each crawler as documented): `Dissallow` is no rule, so the `*` and
  // Googlebot lines make one group; Google's lenient parser reads it, and blocks (issue 29 §1).
  expect(records.find((r) => r[0] === URLS[0] && r[1] === 'GPTBot')).toEqual(textRow({
    url: URLS[0], crawler: 'GPTBot', verdict: 'allowed', line: '5', rule: 'Allow: /', groupLine: '1', crawlerRule: 'no group names the crawler: the * group applies', chain: 'GPTBot > *', reading: 'RFC 9309',
    lenient: 'Blocked by line 2: Dissallow: /private',
  }));
  expect(records.find((r) => r[0] === URLS[1] && r[1] === 'Googlebot')).toEqual(textRow({
    url: URLS[1], crawler: 'Googlebot', verdict: 'blocked', line: '6', rule: 'Disallow: /cart', groupLine: '4', crawlerRule: 'a group names the crawler', chain: 'Googlebot > *', reading: 'Google',
  }));

  // The keyboard: ArrowDown opens the menu on its first item; Enter on the third is JSON.
  const json = await downloaded(page, async () => {
    await exportButton.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /CSV, long/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: /JSON/ })).toBeFocused();
    await page.keyboard.press('Enter');
  });
  const parsed = JSON.parse(json.text) as { version: number; records: { url: string; crawler: string; verdict: string; line: number; groupLine: number; lenient: unknown }[] };
  expect(parsed.version).toBe(4);
  expect(parsed.records.find((r) => r.url === URLS[0] && r.crawler === 'GPTBot')?.lenient).toEqual({ verdict: 'blocked', line: 2, rule: 'Dissallow: /private', cause: 'lenient' });
  expect(parsed.records).toHaveLength(URLS.length * CRAWLERS.length);
  expect(parsed.records.find((r) => r.url === URLS[1] && r.crawler === 'Googlebot')).toMatchObject({ verdict: 'blocked', line: 6, groupLine: 4 });
  expect(parsed.records.filter((r) => r.verdict === 'blocked')).toHaveLength(records.filter((r) => r[2] === 'blocked').length);
  await expect(exportButton).toBeFocused();

  const md = await downloaded(page, async () => {
    await exportButton.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: /Markdown/ })).toBeFocused();
    await page.keyboard.press('Enter');
  });
  expect(md.name).toBe('robots-matrix.md');
  // The reading by its name in the words table, not its code (`documented`).
  expect(md.text).toContain('\n\nReading: Each crawler as documented. ');
  expect(md.text).toContain('| Googlebot | 1 | 2 | 0 |');
  expect(md.text).toContain('| GPTBot | 1 | 2 | 0 |');
  // Each crawler as documented: all six read `Dissallow` as no rule, so they agree.
  expect(md.text).toContain('## Crawlers disagree: 0 URLs');
  // Where a crawler read by RFC 9309 would be answered otherwise by Google's lenient parser.
  expect(md.text).toContain([
    '### GPTBot: 2\n',
    "- `https://example.com/private/x#top`: Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 2 `Dissallow: /private`",
    "- `https://example.com/cart`: Blocked (RFC 9309). A lenient parser, as Google's, would allow it (no rule decides there).\n",
  ].join('\n'));
  // Google's reading for all: Googlebot's own group allows /private/x and blocks /cart, the `*` rules the reverse.
  await page.getByLabel('Profile', { exact: true }).selectOption('google');
  const mdGoogle = await downloaded(page, async () => {
    await exportButton.click();
    await page.getByRole('menuitem', { name: /Markdown/ }).click();
  });
  expect(mdGoogle.text).toContain('## Crawlers disagree: 2 URLs');
  expect(mdGoogle.text).not.toContain('Readings disagree');

  // Escape closes the menu and gives focus back.
  await exportButton.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(exportButton).toBeFocused();
});

test('a test suite saved to a file opens again on an empty page', async ({ page, browser }) => {
  await workbench(page);
  await page.getByLabel('Profile', { exact: true }).selectOption('rfc9309');
  // Crawlers other than a new page's: a whole User-Agent header among them.
  const crawlers = ['GPTBot', 'Mozilla/5.0 (compatible; ClaudeBot/1.0)', '*'];
  await page.evaluate((list) => {
    const { store } = window.__robotscope!;
    store.setState((s) => ({ inputs: { ...s.inputs, crawlers: list, version: s.inputs.version + 1 } }));
  }, crawlers);
  const saved = await downloaded(page, () => page.getByRole('button', { name: 'Save suite' }).click());
  expect(JSON.parse(saved.text)).toMatchObject({ format: 'robotscope-suite', version: 1, profile: 'rfc9309', crawlers, urls: URLS });

  // A new browser profile: nothing saved, nothing in the address.
  const context = await browser.newContext({ baseURL: ORIGIN });
  const watch = watchContext(context);
  const empty = await context.newPage();
  await openApp(empty);
  const crawlersOf = () => empty.evaluate(() => window.__robotscope!.store.getState().inputs.crawlers);
  expect(await crawlersOf()).not.toEqual(crawlers);
  await expect(empty.getByLabel('Profile', { exact: true })).toHaveValue('documented');
  await expect.poll(() => urlsText(empty)).not.toBe(URLS.join('\n'));

  const chooser = empty.waitForEvent('filechooser');
  await empty.getByRole('button', { name: 'Open suite' }).click();
  await (await chooser).setFiles({ name: saved.name, mimeType: 'application/json', buffer: Buffer.from(saved.text) });
  await expect.poll(() => urlsText(empty)).toBe(URLS.join('\n'));
  await expect(empty.getByLabel('Profile', { exact: true })).toHaveValue('rfc9309');
  await expect.poll(crawlersOf).toEqual(crawlers);

  // A file that is not a suite changes nothing and says why.
  const again = empty.waitForEvent('filechooser');
  await empty.getByRole('button', { name: 'Open suite' }).click();
  await (await again).setFiles({ name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(ROBOTS) });
  await expect(empty.getByText('robots.txt: This file is not a Robotscope test suite: it is not JSON.', { exact: false })).toBeVisible();
  await expect.poll(() => urlsText(empty)).toBe(URLS.join('\n'));
  await context.close();
  expectClean(watch);
});
