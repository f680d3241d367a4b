/**
 * The release workbench's grid (issue 11 §2): several crawlers as chips, thousands of URLs
 * pasted, each cell's verdict in words with its deciding line, summaries per crawler, filters,
 * sort, search, keyboard navigation, and lines of the URL list that are no URL flagged in place.
 */
import { unlinkSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  crawlerChips, crawlerField, cursorLine, expect, expectRow, grid, gridRows, openApp, pasteText, setCrawlers, test, urlsField, verdictStatus, urlsText,
} from './fixtures.ts';

const SITE = [
  'User-agent: *', //            1
  'Disallow: /private/', //      2
  'Allow: /private/open', //     3
  '', //                         4
  'User-agent: GPTBot', //       5
  'Disallow: /', //              6
  '', //                         7
  'User-agent: Googlebot', //    8
  'Disallow: /nogoogle', //      9
].join('\n');

const URLS = ['https://example.com/', 'https://example.com/private/x', 'https://example.com/private/open/y', 'https://example.com/nogoogle/z'];

async function setUp(page: Page, crawlers = ['Googlebot', 'GPTBot', 'Bingbot'], urls = URLS) {
  await openApp(page);
  await pasteText(page, SITE);
  await setCrawlers(page, crawlers);
  await urlsField(page).fill(urls.join('\n'));
  await expect(gridRows(page)).toHaveCount(urls.length);
}

/** The cell of row `r` (in the order shown) and crawler column `c` (0-based, URL column left out). */
const cell = (page: Page, r: number, c: number) => gridRows(page).nth(r).getByRole('gridcell').nth(c);

test('several crawlers: every URL × crawler cell says its verdict in words and its deciding line', async ({ page }) => {
  await setUp(page);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://example.com', 'Googlebot', 'GPTBot', 'bingbot']);
  await expect(cell(page, 0, 0)).toHaveText(/^Allowed\s*no rule matched$/);
  await expect(cell(page, 1, 0)).toHaveText(/^Allowed\s*no rule matched$/); // Googlebot's own group has no /private/ rule
  await expect(cell(page, 1, 1)).toHaveText(/^Blocked\s*line 6\s*Disallow: \/$/);
  await expect(cell(page, 1, 2)).toHaveText(/^Blocked\s*line 2\s*Disallow: \/private\/$/);
  await expect(cell(page, 2, 2)).toHaveText(/^Allowed\s*line 3\s*Allow: \/private\/open$/);
  await expect(cell(page, 3, 0)).toHaveText(/^Blocked\s*line 9/);
  // Both lines of a cell are drawn inside it: a margin meant for the explanation's head once
  // pushed every cell's rule below its box, where the row clips it.
  const box = (await cell(page, 1, 2).boundingBox())!;
  const rule = (await cell(page, 1, 2).locator('.cell-rule').boundingBox())!;
  expect(rule.y + rule.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  await expect(page.getByRole('list', { name: 'Summary per crawler' }).getByRole('listitem')).toHaveText([
    'Googlebot: 1 blocked of 4', 'GPTBot: 4 blocked of 4', 'bingbot: 1 blocked of 4',
  ]);
});

test('crawler chips: Enter adds a token or a whole header (shown as its token), Backspace and Delete remove', async ({ page }) => {
  await setUp(page, ['Googlebot']);
  const field = page.getByLabel('Crawlers', { exact: true });
  await field.fill('Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)');
  await expect(page.locator('#crawler-add-hint')).toContainText("GPTBot, OpenAI's");
  await field.press('Enter');
  await expect(crawlerChips(page)).toHaveText([/^Googlebot/, /^GPTBot\s*from a header/]);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://example.com', 'Googlebot', 'GPTBot']);
  await expect(cell(page, 0, 1)).toHaveText(/^Blocked\s*line 6/);

  // Backspace in the empty field removes the last chip; Delete on a chip's button removes it.
  await field.press('Backspace');
  await expect(crawlerChips(page)).toHaveText([/^Googlebot/]);
  await page.getByRole('button', { name: 'Remove Googlebot' }).press('Delete');
  await expect(crawlerChips(page)).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(verdictStatus(page).or(page.getByRole('status').filter({ hasText: 'Add a crawler' }))).toContainText('Add a crawler to test.');
});

test('Backspace in the crawler field removes the last chip and the person goes on typing there: the next name and Enter add it, no other chip goes', async ({ page }) => {
  await setUp(page, ['Googlebot', 'GPTBot', 'Bingbot']);
  const field = page.getByLabel('Crawlers', { exact: true });
  await field.click();
  await page.keyboard.press('Backspace');
  await expect(crawlerChips(page)).toHaveText([/^Googlebot/, /^GPTBot/]);
  await expect(field).toBeFocused();
  // Before, the next frame moved focus to GPTBot's remove button: the name went nowhere and
  // Enter removed GPTBot.
  await page.keyboard.type('ClaudeBot', { delay: 120 });
  await page.keyboard.press('Enter');
  await expect(crawlerChips(page)).toHaveText([/^Googlebot/, /^GPTBot/, /^ClaudeBot/]);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
});

test('Backspace held to erase a crawler name being typed stops at the empty field: no chip goes with the repeats', async ({ page }) => {
  await setUp(page, ['Googlebot', 'GPTBot', 'Bingbot']);
  const field = page.getByLabel('Crawlers', { exact: true });
  await field.click();
  await page.keyboard.type('Applebot', { delay: 100 });
  // Held: one press, then the keyboard's repeats (keydown with repeat set), past the 8 letters.
  for (let i = 0; i < 11; i++) await page.keyboard.down('Backspace');
  await page.keyboard.up('Backspace');
  await expect(field).toHaveValue('');
  // The repeats past the text removed bingbot, GPTBot and Googlebot, one a repeat.
  await expect(crawlerChips(page)).toHaveText([/^Googlebot/, /^GPTBot/, /^bingbot/]);
  await expect(field).toBeFocused();
  // A press of its own on the empty field still removes the last.
  await page.keyboard.press('Backspace');
  await expect(crawlerChips(page)).toHaveText([/^Googlebot/, /^GPTBot/]);
});

test('10,000 pasted URLs: every one tested, summaries counted, and the DOM stays small', async ({ page }) => {
  await setUp(page);
  // Every 100th URL is under /private/open: Allow wins it, except under the 1996 draft, which has no Allow.
  const dir = (i: number) => (i % 4 === 0 ? 'private' : i % 100 === 1 ? 'private/open' : 'page');
  const urls = Array.from({ length: 10_000 }, (_, i) => `https://example.com/${dir(i)}/${i}`);
  await page.evaluate((t) => navigator.clipboard.writeText(t), urls.join('\n'));
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.locator('#urls-count')).toContainText('10,000 URLs tested', { timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Summary per crawler' })).toContainText('bingbot: 2,500 blocked of 10,000', { timeout: 30_000 });
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '10001');
  // 30,000 cells: the other profiles are not asked at once, and the filter says so rather than "0".
  await expect(page.locator('.filter-pill.is-off')).toContainText('not compared');
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  expect(elements).toBeLessThan(5000);

  // The last row is one key away, and still no more rows are drawn.
  await cell(page, 0, 0).click();
  await page.keyboard.press('ControlOrMeta+End');
  await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
  await expect(page.locator('[role="row"]:has(:focus) [role="rowheader"]')).toHaveText('https://example.com/page/9999');
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(5000);

  // Chosen, the filter asks for them: the 100 /private/open URLs, where the draft has no Allow.
  await page.getByRole('radio', { name: /^Profiles disagree/ }).check();
  await expect(page.locator('.filter-pill.is-on .filter-count')).toHaveText('100', { timeout: 30_000 });
  await expect(page.locator('.matrix-shown')).toHaveText('Showing 100 of 10,000 URLs');
  await expect(gridRows(page).first().getByRole('rowheader')).toHaveText('https://example.com/private/open/1');

  // The list is an editor with its own undo: Ctrl+Z in the field brings back the list the paste replaced.
  // Clicked where a person clicks, inside the field's box: the text of 10,000 lines inside it is
  // some 190,000 px tall, so its middle lies far outside the box, under the results.
  await page.getByTestId('urls-editor').click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => urlsText(page)).toBe(URLS.join('\n'));
  await expect(page.locator('.matrix-shown')).toHaveText(/ of 4 URLs$/, { timeout: 30_000 });
});

test('filters, sort and search choose and order the rows', async ({ page }) => {
  await setUp(page);
  const urlsShown = () => gridRows(page).getByRole('rowheader').allInnerTexts();
  await page.getByRole('radio', { name: /^Crawlers disagree/ }).check();
  // /private/open/y: GPTBot blocked, the others allowed; / likewise; /private/x and /nogoogle/z too.
  expect(await urlsShown()).toEqual(URLS);
  // GPTBot is blocked from every URL, the others from some: the filters say what they count (walk20 §7).
  await expect(page.locator('label.filter-pill').nth(1)).toHaveText('Blocked for some 4');
  await expect(page.locator('label.filter-pill').nth(2)).toHaveText('Blocked for none 0');
  await page.getByRole('radio', { name: /^Blocked for some/ }).check();
  expect(await urlsShown()).toEqual(URLS);
  await page.getByLabel('Sort rows by').selectOption({ label: 'Verdict for bingbot' });
  await expect.poll(urlsShown).toEqual(['https://example.com/private/x', 'https://example.com/', 'https://example.com/private/open/y', 'https://example.com/nogoogle/z']);
  // By the deciding line: no rule first (list order among them), then line 2, then line 3.
  await page.getByLabel('Sort rows by').selectOption({ label: 'Deciding line for bingbot' });
  await expect.poll(urlsShown).toEqual(['https://example.com/', 'https://example.com/nogoogle/z', 'https://example.com/private/x', 'https://example.com/private/open/y']);
  await page.getByLabel('Sort rows by').selectOption({ label: 'Verdict for bingbot' });
  await page.getByLabel('Reverse').check();
  await expect.poll(urlsShown).toEqual(['https://example.com/', 'https://example.com/private/open/y', 'https://example.com/nogoogle/z', 'https://example.com/private/x']);
  await page.getByLabel('Sort rows by').selectOption({ label: 'URL' });
  await expect.poll(urlsShown).toEqual([...URLS].sort().reverse());
  await page.getByLabel('Search URLs and rules').fill('allow: /private/open');
  await expect.poll(urlsShown).toEqual(['https://example.com/private/open/y']);
  await page.getByLabel('Search URLs and rules').fill('nothing like it');
  await expect(page.getByText('No URL matches “nothing like it” with this filter.')).toBeVisible();
  await page.getByLabel('Search URLs and rules').fill('');
  await page.getByRole('radio', { name: /^Blocked for none/ }).check();
  await expect(gridRows(page)).toHaveCount(0);
});

test('keyboard: arrows, Home/End, PageUp/PageDown move the one tab stop; the cell is announced and its rule marked', async ({ page }) => {
  await setUp(page);
  await cell(page, 0, 0).click();
  await expect(page.locator('[role="grid"] [tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 1, 2)).toBeFocused();
  await expect(verdictStatus(page)).toHaveText('bingbot, https://example.com/private/x: Blocked by line 2 (Disallow: /private/)');
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-winning-rule')).toHaveText('Disallow: /private/');
  await page.keyboard.press('Home');
  await expect(gridRows(page).nth(1).getByRole('rowheader')).toBeFocused();
  await page.keyboard.press('End');
  await expect(cell(page, 1, 2)).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(cell(page, 3, 2)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(verdictStatus(page)).toHaveText('GPTBot, https://example.com/nogoogle/z: Blocked by line 6 (Disallow: /)');
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-winning-rule')).toHaveText('Disallow: /');
  await page.keyboard.press('PageUp');
  await expect(cell(page, 0, 1)).toBeFocused();
  // Enter marks the deciding line, focus staying in the grid; F2 goes to it in the editor, and
  // the grid's tab stop stays where it was.
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 1)).toBeFocused();
  await page.keyboard.press('F2');
  await expect.poll(() => cursorLine(page)).toBe(6);
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('[role="grid"] [tabindex="0"]')).toHaveCount(1);
});

/**
 * Where the focused cell is drawn, and the boxes it must lie in to be seen: the window, and the
 * grid's scroll box clear of its sticky header row and of the sticky URL cell of its row.
 */
function focusedCellBoxes() {
  const cell = document.activeElement as HTMLElement;
  const g = cell.closest<HTMLElement>('[role="grid"]')!;
  const box = g.getBoundingClientRect();
  const head = g.querySelector('[role="rowgroup"]')!.getBoundingClientRect();
  const url = cell.parentElement!.firstElementChild!.getBoundingClientRect();
  const c = cell.getBoundingClientRect();
  return {
    cell: `${cell.closest('[role="row"]')!.getAttribute('aria-rowindex')}/${cell.getAttribute('aria-colindex')}`,
    // Half a pixel either way: a box is laid out on fractions of a pixel and drawn on whole ones.
    inWindow: c.left >= -0.5 && c.top >= -0.5 && c.right <= innerWidth + 0.5 && c.bottom <= innerHeight + 0.5,
    inGrid: c.left >= url.right - 0.5 && c.top >= head.bottom - 0.5 &&
      c.right <= box.left + g.clientLeft + g.clientWidth + 0.5 && c.bottom <= box.top + g.clientTop + g.clientHeight + 0.5,
    gridOverflows: g.scrollWidth > g.clientWidth && g.scrollHeight > g.clientHeight,
  };
}

test('keyboard at 1366×800 with six crawlers: the cell arrows move to is scrolled into view, sideways and down', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await pasteText(page, SITE);
  await setCrawlers(page, []);
  const crawlers = ['Googlebot', 'YandexImages', 'bingbot', 'GPTBot', 'AdsBot-Google-Mobile', 'CCBot'];
  for (const name of crawlers) {
    await crawlerField(page).click();
    await page.keyboard.type(name, { delay: 120 });
    await page.keyboard.press('Enter');
  }
  await expect(crawlerChips(page)).toHaveCount(crawlers.length);
  const urls = Array.from({ length: 40 }, (_, i) => `https://example.com/private/${i + 1}`);
  await page.evaluate((t) => navigator.clipboard.writeText(t), urls.join('\n'));
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(gridRows(page).first()).toBeVisible();
  await expect.poll(() => urlsText(page)).toBe(urls.join('\n'));

  await cell(page, 0, 0).click();
  await expect(cell(page, 0, 0)).toBeFocused();
  const at = await page.evaluate(focusedCellBoxes);
  expect(at).toEqual({ cell: '2/2', inWindow: true, inGrid: true, gridOverflows: true });
  // A move among cells already in view scrolls nothing.
  const still = await page.evaluate(() => [scrollX, scrollY, document.querySelector('[role="grid"]')!.scrollLeft]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => [scrollX, scrollY, document.querySelector('[role="grid"]')!.scrollLeft])).toEqual(still);
  for (let i = 0; i < crawlers.length - 1; i++) await page.keyboard.press('ArrowRight');
  await expect(verdictStatus(page)).toHaveText('CCBot, https://example.com/private/1: Blocked by line 2 (Disallow: /private/)');
  expect(await page.evaluate(focusedCellBoxes)).toEqual({ cell: '2/7', inWindow: true, inGrid: true, gridOverflows: true });
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
  await expect(verdictStatus(page)).toHaveText('CCBot, https://example.com/private/31: Blocked by line 2 (Disallow: /private/)');
  expect(await page.evaluate(focusedCellBoxes)).toEqual({ cell: '32/7', inWindow: true, inGrid: true, gridOverflows: true });
  await page.keyboard.press('Home');
  expect(await page.evaluate(focusedCellBoxes)).toMatchObject({ cell: '32/1', inWindow: true });
  await page.keyboard.press('End');
  expect(await page.evaluate(focusedCellBoxes)).toEqual({ cell: '32/7', inWindow: true, inGrid: true, gridOverflows: true });
});

test('clicking a cell\'s "line N" moves the editor cursor to that line', async ({ page }) => {
  await setUp(page);
  await cell(page, 3, 0).getByRole('button', { name: 'line 9' }).click();
  await expect.poll(() => cursorLine(page)).toBe(9);
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-winning-rule')).toHaveText('Disallow: /nogoogle');
});

test('URL lines that are no URL are flagged in place, saying why, and never tested; duplicates counted', async ({ page }) => {
  await setUp(page, ['Googlebot'], ['https://example.com/a']);
  await urlsField(page).fill([
    'https://example.com/a', 'not a url', '#frag', '/private/', '/private/',
    '203.0.113.9 - - [22/Nov/2026:10:00:00 +0000] "GET /private/log HTTP/1.1" 200 512',
  ].join('\n'));
  await expect(page.locator('#urls-count')).toHaveText('2 URLs tested · 1 duplicate tested once · 3 not tested');
  const flagged = page.locator('#urls-flagged li');
  await expect(flagged).toHaveCount(3);
  await expect(flagged.nth(0)).toContainText('line 2 not a url: not a URL or a path');
  await expect(flagged.nth(1)).toContainText('line 3 #frag: only a fragment');
  await expect(flagged.nth(2)).toContainText('line 6');
  await expect(flagged.nth(2)).toContainText('server log line, not a URL: paste the path it requested (/private/log)');
  await expect(urlsField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(['https://example.com/a', '/private/']);
  // The button selects the line in the field, to mend it.
  await flagged.nth(1).getByRole('button', { name: 'line 3' }).click();
  await expect(urlsField(page)).toBeFocused();
  expect(await page.evaluate(() => {
    const { state } = window.__robotscope!.urls;
    return state.sliceDoc(state.selection.main.from, state.selection.main.to);
  })).toBe('#frag');
  // In the field itself, the flagged lines are marked where they are, and a hover says why.
  await expect(page.locator('[data-testid="urls-editor"] .cm-line.cm-url-flagged')).toHaveText(['not a url', '#frag', /GET \/private\/log/]);
  await page.locator('[data-testid="urls-editor"] .cm-line.cm-url-flagged').first().hover({ position: { x: 12, y: 6 } });
  await expect(page.locator('[data-testid="urls-editor"] .cm-url-why')).toHaveText(/^Not tested: not a URL or a path/);

  // With an origin, paths are joined to it and a URL of another site is flagged.
  await page.getByLabel('Origin').fill('https://shop.example.com');
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(['https://shop.example.com/private/']);
  await expect(page.locator('#urls-flagged')).toContainText('another site (https://example.com)');
});

test('at 390 px a short list of lines not tested shows whole, no scroll inside its box', async ({ page }, info) => {
  // newuser s19 §8: three lines, two shown, the third behind an inner scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await setUp(page, ['Googlebot'], ['https://www.example.com/a']);
  const list = 'https://www.example.com/private/x\nhttps://example.com/tmp/a\nnot a url\nhttps://shop.example.org/cart?id=1';
  await page.evaluate((t) => navigator.clipboard.writeText(t), list);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(list);
  const box = page.locator('#urls-flagged');
  await expect(box.locator('.url-flagged-title')).toHaveText('3 lines are not tested:');
  await expect(box.locator('li')).toHaveCount(3);
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('flagged-390.png') });
  // The box is as tall as what it holds: nothing scrolls inside it, the last line inside its bottom edge.
  const fit = await box.evaluate((el) => ({
    inner: el.scrollHeight - el.clientHeight,
    last: el.querySelector('li:last-child')!.getBoundingClientRect().bottom - el.getBoundingClientRect().bottom,
  }));
  expect(fit.inner).toBe(0);
  expect(fit.last).toBeLessThanOrEqual(0);
  await expect(box.locator('li').last()).toBeInViewport({ ratio: 1 });
});

test('the heading over the lines not tested is true of each: a URL of another site is not called "not a URL"', async ({ page }) => {
  await setUp(page, ['Googlebot'], ['https://www.example.com/a']);
  const list = 'https://www.example.com/private/x\n/search?q=1\nhttps://example.com/tmp/a\nnot a url';
  await page.evaluate((t) => navigator.clipboard.writeText(t), list);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(list);
  await expect(page.locator('#urls-count')).toHaveText('2 URLs tested · 2 not tested');
  await expect(page.locator('#urls-flagged .url-flagged-title')).toHaveText('2 lines are not tested:');
  await expect(page.locator('#urls-flagged li')).toHaveText([
    'line 3 https://example.com/tmp/a: another site (https://example.com): this robots.txt governs only https://www.example.com.',
    'line 4 not a url: not a URL or a path: a URL starts with https://, a path with /.',
  ]);
  // One line left, of another site: the heading still says only what is true of it.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect.poll(() => urlsText(page)).toBe('https://www.example.com/private/x\n/search?q=1\nhttps://example.com/tmp/a');
  await expect(page.locator('#urls-flagged .url-flagged-title')).toHaveText('1 line is not tested:');
  await expect(page.locator('#urls-flagged li')).toHaveText([
    'line 3 https://example.com/tmp/a: another site (https://example.com): this robots.txt governs only https://www.example.com.',
  ]);
});

test('a .csv list opens its URL column', async ({ page }) => {
  await setUp(page, ['Googlebot']);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  await (await chooser).setFiles({
    name: 'crawl.csv', mimeType: 'text/csv',
    buffer: Buffer.from('"Address","Status Code"\n"https://example.com/private/a","200"\n"https://example.com/b","200"\n'),
  });
  await expect.poll(() => urlsText(page)).toBe('https://example.com/private/a\nhttps://example.com/b');
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(['https://example.com/private/a', 'https://example.com/b']);
});

// review22 H1, s23: the page read a file named .csv as CSV, so a list's URL holding a comma was cut at it and the cut URL tested.
test('a list named .csv with no header keeps a URL holding a comma whole, as the CLI reads it; a row wider than its header is refused where its URL column is not the first, else read and said', async ({ page }) => {
  await setUp(page, ['Googlebot']);
  const list = 'https://example.com/p?ids=1,2\n# my list\nhttps://example.com/nogoogle/x\n';
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  await (await chooser).setFiles({ name: 'urls.csv', mimeType: 'text/csv', buffer: Buffer.from(list) });
  await expect(page.locator('#urls-count')).toContainText('Opened “urls.csv”.');
  await expect.poll(() => urlsText(page)).toBe(list);
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(['https://example.com/p?ids=1,2', 'https://example.com/nogoogle/x']);
  await expectRow(gridRows(page), 0, 'Allowed', null);
  await expectRow(gridRows(page), 1, 'Blocked', 9);
  await expect(page.locator('#urls-flagged li')).toHaveCount(1);
  await expect(page.locator('#urls-flagged li')).toContainText('line 2 # my list');

  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  await (await chooser).setFiles({ name: 'export.txt', mimeType: 'text/plain', buffer: Buffer.from('status,url\n200,https://example.com/\n200,https://example.com/q?ids=1,2\n') });
  await expect(page.locator('#urls-count')).toContainText('“export.txt”: line 3 has more cells than its header, so the URL read there may be cut at a comma or be the text of another cell; in a CSV, quote a cell that holds one ("…"), or drop the header line to list one URL a line. The list was not changed.');
  expect(await urlsText(page)).toBe(list);

  // A crawl export re-saved by a spreadsheet, "; " unquoted after the URL: read, and the line said, as check and coverage --urls do (csv23 left).
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  await (await chooser).setFiles({ name: 'crawl.csv', mimeType: 'text/csv', buffer: Buffer.from('Address;Content Type;Status Code\nhttps://example.com/;text/html; charset=UTF-8;200\nhttps://example.com/nogoogle/x;text/html;200\n') });
  await expect(page.locator('#urls-count')).toContainText('Opened “crawl.csv” (its URL column): line 2 has more cells than its header: an unquoted semicolon inside a cell. The rows were read as they split, so if it is inside a URL that URL was cut there: check that line, and quote the cell ("…").');
  await expect.poll(() => urlsText(page)).toBe('https://example.com/\nhttps://example.com/nogoogle/x');

  // review23 M2: a crawl dump saved without its header is tested a line a URL, and the note says so.
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  await (await chooser).setFiles({ name: 'dump.csv', mimeType: 'text/csv', buffer: Buffer.from('https://example.com/a,200,OK\nhttps://example.com/b,404,Gone\n') });
  await expect(page.locator('#urls-count')).toContainText('Opened “dump.csv”: each line has 3 cells split by a comma and there is no header row, so each line was read whole, as one URL');
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(['https://example.com/a,200,OK', 'https://example.com/b,404,Gone']);
});

test('a list moved or deleted after it was chosen: said under the field, the list kept', async ({ page }, testInfo) => {
  await setUp(page, ['Googlebot']);
  const before = await urlsText(page);
  const path = testInfo.outputPath('urls.txt');
  writeFileSync(path, 'https://example.com/private/a\n');
  // The list's reader is loaded on its first use: held until the file is gone, so the read comes after.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  let readerAsked = false;
  await page.route(/\/assets\/textFile-/, async (route) => { readerAsked = true; await held; await route.continue(); });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  await (await chooser).setFiles(path);
  unlinkSync(path);
  release();
  await expect(page.locator('#urls-count')).toContainText('“urls.txt” could not be read (');
  await expect(page.locator('#urls-count')).toContainText('): it was not opened.');
  expect(await urlsText(page)).toBe(before);
  // The reader was held, so the file was gone when it was read (a chunk named otherwise would let the read race the unlink).
  expect(readerAsked).toBe(true);
});

test('an image opened by mistake with Open a list is refused, saying so where it is seen, and the list is kept', async ({ page }) => {
  // The laptop screen the walk used: the note under the list is below the test pane's fold there.
  await page.setViewportSize({ width: 1366, height: 800 });
  await setUp(page, ['Googlebot']);
  const before = await urlsText(page);
  // A screenshot picked instead of the list beside it: PNG's signature and header, NULs among them.
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from('IHDR'), Buffer.alloc(2000, 0x3c), Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  await (await chooser).setFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('#urls-count')).toContainText('“screenshot.png” is binary data, not a sitemap, a text list or a CSV export: it was not opened.');
  // Before, the sentence was in the page but scrolled out of the pane: nothing on screen changed.
  await expect(page.locator('#urls-count')).toBeInViewport();
  expect(await urlsText(page)).toBe(before);
  await expect(gridRows(page)).toHaveCount(URLS.length);

  // The person scrolls the pane back up, and picks the same file again (review23 L4): the same
  // sentence again, brought into view again (before, the scroll ran only when the sentence changed).
  await page.locator('.url-field .field-head').hover();
  for (let i = 0; i < 6; i++) {
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(100);
  }
  await expect(page.locator('#urls-count')).not.toBeInViewport();
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  await (await again).setFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: png });
  await expect(page.locator('#urls-count')).toBeInViewport();
  await expect(page.locator('#urls-count')).toContainText('“screenshot.png” is binary data, not a sitemap, a text list or a CSV export: it was not opened.');
  expect(await urlsText(page)).toBe(before);
});

test('a list saved as "Unicode Text" (UTF-16 with its byte order mark, as Excel and Windows PowerShell write it) opens as its URLs', async ({ page }) => {
  await setUp(page, ['Googlebot']);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  const list = 'https://example.com/private/a\r\nhttps://example.com/caf\u00e9\r\n';
  // Before, read as UTF-8: a NUL between letters, both lines flagged and no URL tested.
  await (await chooser).setFiles({ name: 'urls.txt', mimeType: 'text/plain', buffer: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(list, 'utf16le')]) });
  await expect.poll(() => urlsText(page)).toBe('https://example.com/private/a\nhttps://example.com/caf\u00e9\n');
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(['https://example.com/private/a', 'https://example.com/caf\u00e9']);
  await expect(page.locator('#urls-flagged li')).toHaveCount(0);
});

test('a list saved as UTF-16 without a byte order mark (iconv -t UTF-16LE, some Windows exporters) opens as its URLs, each with its verdict (review20 L2)', async ({ page }) => {
  await setUp(page, ['Googlebot']);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a list (.txt, .csv)…' }).click();
  const urls = ['https://example.com/nogoogle/report.html', 'https://example.com/caf\u00e9', 'https://example.com/'];
  // Before, refused as "binary data, not a sitemap, a text list or a CSV export": a NUL after every letter.
  await (await chooser).setFiles({ name: 'urls.txt', mimeType: 'text/plain', buffer: Buffer.from(`${urls.join('\r\n')}\r\n`, 'utf16le') });
  await expect(page.locator('#urls-count')).toContainText('Opened “urls.txt”.');
  await expect.poll(() => urlsText(page)).toBe(`${urls.join('\n')}\n`);
  await expect(gridRows(page).getByRole('rowheader')).toHaveText(urls);
  await expect(page.locator('#urls-flagged li')).toHaveCount(0);
  await expectRow(gridRows(page), 0, 'Blocked', 9);
  await expectRow(gridRows(page), 1, 'Allowed', null);
  await expectRow(gridRows(page), 2, 'Allowed', null);
});

test('on a phone (390 px) the results fit the screen: only the grid scrolls sideways, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setUp(page, ['Googlebot', 'GPTBot', 'Bingbot', 'ClaudeBot', 'PerplexityBot']);
  await expect(page.getByRole('list', { name: 'Summary per crawler' }).getByRole('listitem')).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  for (const name of ['Export expectations', 'Import expectations']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: 'test-results/matrix-390.png', fullPage: true });
});
