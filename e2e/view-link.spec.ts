/**
 * "Share the exact state with a link" (issue 24 §2): the grid's filter, sort and search travel in
 * Copy link, so "look at these blocked URLs" opens as those URLs, in that order. And a crawler
 * chip removed by mistake comes back (Undo, Ctrl+Z), by keyboard alone.
 */
import type { Page } from '@playwright/test';
import { decodePermalink } from '../src/state/permalink.ts';
import { copyLink, crawlerField, crawlerNames, docText, editor, expect, grid, gridRows, openApp, pasteText, setCrawlers, test, urlsField } from './fixtures.ts';

const DOC = ['User-agent: *', 'Disallow: /private', 'Disallow: /cart', '', 'User-agent: Bingbot', 'Disallow: /', 'Allow: /blog', ''].join('\n');
// In list order; blocked for some crawler: all but the /blog ones.
const URLS = ['/blog/a', '/pages/1', '/cart', '/private/x', '/blog/b', '/pricing', '/about', '/shop'];
const ORIGIN_FIELD = 'https://example.com';
const PACE = { delay: 120 };
/** 2,009 characters: more than the 2,000 of a search a link carries. */
const LONG_SEARCH = `/private/${'x'.repeat(2_000)}`;

/** LONG_SEARCH in the grid's search, pasted with Ctrl+V, as a person pastes a long URL to find it. */
async function pasteLongSearch(page: Page) {
  const search = page.getByLabel('Search URLs and rules');
  await page.evaluate((t) => navigator.clipboard.writeText(t), LONG_SEARCH);
  await search.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(search).toHaveValue(LONG_SEARCH);
  return search;
}

test('a filter, sort and search set by keyboard travel in Copy link: the link opens the same rows in the same order', async ({ page, context }) => {
  await openApp(page);
  await pasteText(page, DOC);
  await setCrawlers(page, ['Googlebot', 'Bingbot']);
  await page.getByLabel('Origin').fill(ORIGIN_FIELD);
  await urlsField(page).fill(URLS.join('\n'));
  await expect(gridRows(page)).toHaveCount(URLS.length);
  await expect(page.locator('.matrix[data-stale]')).toHaveCount(0);

  // The person: the search first, then back through the toolbar with Shift+Tab, each key at a person's pace.
  const search = page.getByLabel('Search URLs and rules');
  await search.focus();
  await page.keyboard.type('/p', PACE);
  await page.keyboard.press('Shift+Tab', PACE);
  await page.keyboard.press('Space', PACE); // Reverse
  await page.keyboard.press('Shift+Tab', PACE);
  await page.keyboard.press('ArrowDown', PACE); // List order -> URL
  await page.keyboard.press('Shift+Tab', PACE); // the filters, at the one chosen (All)
  await page.keyboard.press('ArrowRight', PACE); // Blocked
  await expect(page.getByRole('radio', { name: /^Blocked for some/ })).toBeChecked();
  await expect(page.getByLabel('Sort rows by')).toHaveValue('url');
  await expect(page.getByLabel('Reverse')).toBeChecked();
  // Blocked for some crawler, "/p" in the URL or in its deciding rule, by URL reversed.
  const expected = ['/private/x', '/pricing', '/pages/1'];
  const paths = (p: typeof page) => gridRows(p).evaluateAll((rows) => rows.map((r) => new URL(r.querySelector('[role="rowheader"]')!.getAttribute('title')!).pathname));
  await expect.poll(() => paths(page)).toEqual(expected);
  const rowsHere = await gridRows(page).allInnerTexts();

  const hash = new URL(await copyLink(page)).hash;
  const other = await context.newPage();
  await openApp(other, hash);
  await expect(gridRows(other)).toHaveCount(expected.length);
  await expect.poll(() => gridRows(other).allInnerTexts()).toEqual(rowsHere);
  expect(await paths(other)).toEqual(expected);
  await expect(other.getByRole('radio', { name: /^Blocked for some/ })).toBeChecked();
  await expect(other.getByLabel('Sort rows by')).toHaveValue('url');
  await expect(other.getByLabel('Reverse')).toBeChecked();
  await expect(other.getByLabel('Search URLs and rules')).toHaveValue('/p');
  await expect(other.getByText(/Showing 3 of 8 URLs/)).toBeVisible();
  await other.close();
});

/** The grid's rows as their URLs' paths, in the order shown. */
const paths = (p: Page) => gridRows(p).evaluateAll((rows) => rows.map((r) => new URL(r.querySelector('[role="rowheader"]')!.getAttribute('title')!).pathname));

test('a reload shows the filter and sort the address bar\'s link holds, and keeps a key typed just before it (F18)', async ({ page, context }) => {
  await openApp(page);
  await pasteText(page, DOC);
  await setCrawlers(page, ['Googlebot', 'Bingbot']);
  await page.getByLabel('Origin').fill(ORIGIN_FIELD);
  await urlsField(page).fill(URLS.join('\n'));
  await expect(gridRows(page)).toHaveCount(URLS.length);

  // From the search, back to the sort (over Reverse) and the filters, at a person's pace.
  await page.getByLabel('Search URLs and rules').focus();
  await page.keyboard.press('Shift+Tab', PACE);
  await page.keyboard.press('Shift+Tab', PACE);
  await page.keyboard.press('ArrowDown', PACE); // List order -> URL
  await page.keyboard.press('Shift+Tab', PACE);
  await page.keyboard.press('ArrowRight', PACE); // All -> Blocked
  // Blocked for some crawler (all but /blog), by URL.
  const expected = ['/about', '/cart', '/pages/1', '/pricing', '/private/x', '/shop'];
  await expect.poll(() => paths(page)).toEqual(expected);
  // A key typed in the editor, and the reload at once: before any autosave or link could follow.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# kept', PACE);
  await page.reload();

  await expect.poll(() => docText(page)).toBe(`${DOC}# kept`);
  await expect(page.getByRole('radio', { name: /^Blocked for some/ })).toBeChecked();
  await expect(page.getByLabel('Sort rows by').locator('option:checked')).toHaveText('URL');
  await expect.poll(() => paths(page)).toEqual(expected);
  await expect(page.getByText(/Showing 6 of 8 URLs/)).toBeVisible();
  // The link in the address bar may have been written before '# kept' was typed: the autosave,
  // newer, won; the page then writes the link of what it shows, which a new tab opens the same.
  const linkDoc = async () => {
    const link = await decodePermalink(await page.evaluate(() => location.hash));
    return link.ok && link.state.bytes ? new TextDecoder().decode(link.state.bytes) : null;
  };
  await expect.poll(linkDoc).toBe(`${DOC}# kept`);
  const other = await context.newPage();
  await openApp(other, await page.evaluate(() => location.hash));
  await expect.poll(() => docText(other)).toBe(`${DOC}# kept`);
  await expect(other.getByRole('radio', { name: /^Blocked for some/ })).toBeChecked();
  await expect(other.getByLabel('Sort rows by').locator('option:checked')).toHaveText('URL');
  await expect.poll(() => paths(other)).toEqual(expected);
  await other.close();
});

test('a search too long for a link is said to be left out by Copy link, and the rest of the view travels', async ({ page, context }) => {
  await openApp(page);
  await pasteText(page, DOC);
  await setCrawlers(page, ['Googlebot', 'Bingbot']);
  await urlsField(page).fill(URLS.join('\n'));
  await expect(gridRows(page)).toHaveCount(URLS.length);
  const search = await pasteLongSearch(page);
  await page.getByRole('radio', { name: /^Blocked for some/ }).check();

  const hash = new URL(await copyLink(page)).hash;
  // Before, it was dropped from the link and nothing said so.
  await expect(page.getByText('The link leaves out the search: 2,009 characters, more than the 2,000 a link carries.')).toBeVisible();
  await expect(search).toHaveValue(LONG_SEARCH);
  const other = await context.newPage();
  await openApp(other, hash);
  await expect(other.getByRole('radio', { name: /^Blocked for some/ })).toBeChecked();
  await expect(other.getByLabel('Search URLs and rules')).toHaveValue('');
  await other.close();
});

test('a crawler chip removed by keyboard comes back with Ctrl+Z, or with Undo, in its place', async ({ page }) => {
  await openApp(page);
  await setCrawlers(page, ['Googlebot', 'bingbot', 'GPTBot']);
  const field = crawlerField(page);
  const columns = () => grid(page).getByRole('columnheader');
  await expect(columns()).toHaveCount(4);

  // From the field, back to bingbot's ×: Shift+Tab twice (GPTBot's, then bingbot's).
  await field.focus();
  await page.keyboard.press('Shift+Tab', PACE);
  await page.keyboard.press('Shift+Tab', PACE);
  await expect(page.getByRole('button', { name: 'Remove bingbot' })).toBeFocused();
  await page.keyboard.press('Delete', PACE);
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'GPTBot']);
  const offer = page.getByTestId('crawler-undo');
  await expect(offer).toContainText('Removed bingbot');
  await expect(columns()).toHaveCount(3);
  // Focus went to the chip in its place; Ctrl+Z there puts bingbot back where it was.
  await page.keyboard.press('Control+z', PACE);
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'bingbot', 'GPTBot']);
  await expect(columns()).toHaveCount(4);
  await expect(offer).toHaveCount(0);

  // Backspace in the empty field removes the last; the Undo offered after the field brings it back.
  await field.focus();
  await page.keyboard.press('Backspace', PACE);
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'bingbot']);
  await page.keyboard.press('Tab', PACE); // the presets
  await page.keyboard.press('Tab', PACE); // Undo
  await expect(offer.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter', PACE);
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'bingbot', 'GPTBot']);
  await expect(field).toBeFocused();

  // Nothing left to undo: Ctrl+Z changes nothing; with text typed it undoes the typing, not a chip.
  await page.keyboard.press('Control+z', PACE);
  await page.keyboard.type('Yan', PACE);
  await page.keyboard.press('Control+z', PACE);
  expect(await crawlerNames(page)).toEqual(['Googlebot', 'bingbot', 'GPTBot']);
});

test('removing an earlier crawler leaves the selected cell and the verdict sort on their crawler, not on the next one', async ({ page }) => {
  await openApp(page);
  await pasteText(page, DOC);
  await setCrawlers(page, ['Googlebot', 'bingbot', 'GPTBot']);
  await page.getByLabel('Origin').fill(ORIGIN_FIELD);
  await urlsField(page).fill(URLS.join('\n'));
  await expect(gridRows(page)).toHaveCount(URLS.length);
  await expect(page.locator('.matrix[data-stale]')).toHaveCount(0);
  const sort = page.getByLabel('Sort rows by');
  await sort.selectOption({ label: 'Verdict for GPTBot' });
  // The person picks GPTBot's answer for /cart.
  const cartRow = gridRows(page).filter({ has: page.locator('[role="rowheader"][title$="/cart"]') });
  await cartRow.getByRole('gridcell').nth(2).click();
  const selectedCrawler = async () => {
    const col = await grid(page).locator('[role="gridcell"][aria-selected="true"]').getAttribute('aria-colindex');
    return (await grid(page).locator(`[role="columnheader"][aria-colindex="${col}"]`).innerText()).split('\n')[0];
  };
  await expect.poll(selectedCrawler).toBe('GPTBot');

  // Googlebot's × by keyboard: from the field, back over GPTBot's and bingbot's.
  await crawlerField(page).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab', PACE);
  await expect(page.getByRole('button', { name: 'Remove Googlebot' })).toBeFocused();
  await page.keyboard.press('Delete', PACE);
  await expect.poll(() => crawlerNames(page)).toEqual(['bingbot', 'GPTBot']);
  await expect(sort.locator('option:checked')).toHaveText('Verdict for GPTBot');
  await expect.poll(selectedCrawler).toBe('GPTBot');
  await expect(page.getByRole('region', { name: 'Explanation' })).toContainText('GPTBot');

  // Undo: Googlebot back in its place, the cell and the sort where they were.
  await page.keyboard.press('Control+z', PACE);
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'bingbot', 'GPTBot']);
  await expect(sort.locator('option:checked')).toHaveText('Verdict for GPTBot');
  await expect.poll(selectedCrawler).toBe('GPTBot');
});

test('the address bar leaves out a search too long for a link and says so in Copy link\'s words; nine keys shorter, it carries it', async ({ page, context }) => {
  await openApp(page);
  await pasteText(page, DOC);
  await setCrawlers(page, ['Googlebot', 'Bingbot']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), URLS.join('\n'));
  await page.getByTestId('urls-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(gridRows(page)).toHaveCount(URLS.length);
  const hashNow = () => page.evaluate(() => location.hash);
  // The view alone changes: the address bar follows it (before, it kept the link of before).
  const search = await pasteLongSearch(page);
  const note = page.locator('#search-link-note');
  await expect(note).toHaveText('The link leaves out the search: 2,009 characters, more than the 2,000 a link carries.');
  await expect(search).toHaveAttribute('aria-describedby', 'search-link-note');
  await page.screenshot({ path: 'test-results/search-link-note.png' });
  const leftOut = await hashNow();
  const other = await context.newPage();
  await openApp(other, leftOut);
  await expect(gridRows(other)).toHaveCount(URLS.length);
  await expect(other.getByLabel('Search URLs and rules')).toHaveValue('');
  await other.close();

  // Nine keys back at a person's pace: 2,000 characters, which a link carries; the note goes.
  await search.press('End');
  for (let i = 0; i < 9; i++) await page.keyboard.press('Backspace', { delay: 120 });
  await expect(search).toHaveValue(LONG_SEARCH.slice(0, 2_000));
  await expect(note).toHaveCount(0);
  await expect(search).not.toHaveAttribute('aria-describedby');
  const carried = await hashNow();
  expect(carried).not.toBe(leftOut);
  const again = await context.newPage();
  await openApp(again, carried);
  await expect(again.getByLabel('Search URLs and rules')).toHaveValue(LONG_SEARCH.slice(0, 2_000));
  await again.close();
});
