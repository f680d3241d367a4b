/**
 * Each crawler as its operator documents (issue 29 §1): a person opens winzip's robots.txt
 * (corpus 0389), whose last group is `User-agent: ClaudeBot` / `Disalow: /`. ClaudeBot documents
 * nothing beyond RFC 9309, which reads no misspelt key: it is allowed, and the cell says that a
 * lenient parser, as Google's, would block it. Googlebot keeps Google's reading.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { overTheLimit, PERCENT } from '../src/core/doubtFiles.test-helper.ts';
import { cellDetails, crawlerField, cursorLine, pasteText, expect, grid, gridRows, openApp, openFile, setCrawlers, test, urlsField, verdictStatus } from './fixtures.ts';

const WINZIP = readFileSync(join(import.meta.dirname, '../testdata/corpus/0389_store.winzip.com.txt'));
const HINT = "Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 172 `Disalow: /`";
/** The words as plain text (the hover title, the announcement): the rule quoted bare, where the explanation writes it in backticks. */
const bare = (words: string) => words.replaceAll('`', '');

const cell = (page: Page, r: number, c: number) => gridRows(page).nth(r).getByRole('gridcell').nth(c);

/** The person keeps Googlebot, adds `crawler` typing its name, and types `urls` over the list, at a person's pace (120 ms a key). */
async function beside(page: Page, crawler: string, urls: string[]): Promise<void> {
  await setCrawlers(page, ['Googlebot']);
  const field = crawlerField(page);
  await field.click();
  await field.pressSequentially(crawler, { delay: 120 });
  await field.press('Enter');
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(urls.join('\n'), { delay: 120 });
  await expect(gridRows(page)).toHaveCount(urls.length);
}

test('winzip: ClaudeBot is allowed by RFC 9309, marked "readings disagree", explained, and found by the filter', async ({ page }) => {
  await openApp(page);
  await openFile(page, '0389_store.winzip.com.txt', WINZIP);
  await expect(page.getByLabel('Profile', { exact: true }).locator('option:checked')).toHaveText('Each crawler as documented');

  // The person keeps Googlebot, adds ClaudeBot typing its name, and types two URLs.
  await beside(page, 'ClaudeBot', ['https://store.winzip.com/', 'https://store.winzip.com/cart']);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://store.winzip.com', 'Googlebot', 'ClaudeBot']);

  const headers = await grid(page).getByRole('columnheader').allInnerTexts();
  const claude = headers.indexOf('ClaudeBot') - 1;
  const googlebot = headers.indexOf('Googlebot') - 1;
  expect(claude).toBeGreaterThanOrEqual(0);
  await expect(grid(page).getByRole('columnheader').nth(claude + 1)).toHaveAttribute('title', /read as RFC 9309 \(RFC 9309: its operator documents no other reading\)/);
  const claudeCell = cell(page, 0, claude);
  await expect(claudeCell).toHaveText(/^Allowed\s*readings disagree\s*no rule matched$/);
  await expect(claudeCell.locator('.cell-readings')).toHaveAttribute('title', bare(HINT));
  // Googlebot, read as Google: nothing to disagree about on this URL.
  await expect(cell(page, 0, googlebot).locator('.cell-readings')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Summary per crawler' })).toContainText('ClaudeBot: 0 blocked of 2; readings disagree on 2');

  // The person selects the cell, and reads it and its explanation.
  await claudeCell.click();
  await expect(verdictStatus(page)).toContainText(`ClaudeBot, https://store.winzip.com/: Allowed: no rule matched, and what no rule blocks is allowed. Readings disagree: ${bare(HINT)}`);
  const reading = page.getByTestId('explain-reading');
  await expect(reading).toContainText('ClaudeBot is read by RFC 9309, the standard: Anthropic documents no other reading.');
  // The rule shown as code, not in Markdown's backticks (before: "line 172 `Disalow: /`" as text).
  await expect(reading).toContainText(`Readings disagree. ${bare(HINT)}. Which one this crawler follows, nobody documents.`);
  await expect(reading.locator('code')).toHaveText(['Disalow: /']);
  await expect(reading).not.toContainText('`');
  await reading.getByRole('button', { name: 'line 172' }).click();
  await expect.poll(() => page.evaluate(() => {
    const { view } = window.__robotscope!;
    return view.state.doc.lineAt(view.state.selection.main.head).number;
  })).toBe(172);

  // The filter: both URLs have such a cell; the count says so, and choosing it keeps both.
  const filter = page.locator('label.filter-pill').filter({ hasText: 'Readings disagree' });
  await expect(filter).toContainText('Readings disagree 2');
  await filter.click();
  await expect(gridRows(page)).toHaveCount(2);
  await expect(page.locator('.matrix-shown')).toHaveText('Showing 2 of 2 URLs');
});

test('winzip with the page\'s six crawlers at 1366×800: the "readings disagree" mark is whole in every ClaudeBot cell, the rule giving way', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await openFile(page, '0389_store.winzip.com.txt', WINZIP);
  await expect(grid(page).getByRole('columnheader')).toHaveCount(7);
  const marks = grid(page).locator('.cell-readings');
  await expect(marks.first()).toBeVisible();
  const cut = await marks.evaluateAll((all) => all.flatMap((m) => {
    const mark = m.getBoundingClientRect();
    const cell = m.closest('[role="gridcell"]')!.getBoundingClientRect();
    return mark.right <= cell.right && mark.left >= cell.left && m.scrollWidth <= Math.ceil(mark.width) ? [] : [`${m.textContent}: ${mark.left}-${mark.right} in ${cell.left}-${cell.right}`];
  }));
  expect(cut).toEqual([]);
  expect(await marks.count()).toBeGreaterThan(0);
});

test('Googlebot keeps Google\'s reading: `Disalow: /private` still blocks /private/x', async ({ page }) => {
  await openApp(page);
  await openFile(page, 'robots.txt', Buffer.from('User-agent: *\nDisalow: /private\n'));
  await setCrawlers(page, ['Googlebot', 'ClaudeBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://example.com/private/x', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(1);
  const headers = await grid(page).getByRole('columnheader').allInnerTexts();
  await expect(cell(page, 0, headers.indexOf('Googlebot') - 1)).toHaveText(/^Blocked\s*line 2\s*Disalow: \/private$/);
  await expect(cell(page, 0, headers.indexOf('ClaudeBot') - 1)).toHaveText(/^Allowed\s*readings disagree/);
});

test('bingbot: Bing documents its groups, not what its parser forgives, so `Disalow:` leaves its verdict in doubt; YandexBot documents it', async ({ page }) => {
  await openApp(page);
  await openFile(page, 'robots.txt', Buffer.from('User-agent: *\nDisalow: /private\n'));
  await setCrawlers(page, ['bingbot', 'YandexBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://example.com/private/x', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(1);
  const headers = await grid(page).getByRole('columnheader').allInnerTexts();
  const bing = cell(page, 0, headers.indexOf('bingbot') - 1);
  await expect(bing).toHaveText(/^Allowed\s*readings disagree\s*no rule matched$/);
  await expect(bing.locator('.cell-readings')).toHaveAttribute('title', "Allowed (Bing). A lenient parser, as Google's, would block it: line 2 Disalow: /private");
  // Yandex's help documents that a key it does not know is not read: nothing in doubt.
  await expect(cell(page, 0, headers.indexOf('YandexBot') - 1)).toHaveText(/^Allowed\s*no rule matched/);
  await expect(cell(page, 0, headers.indexOf('YandexBot') - 1).locator('.cell-readings')).toHaveCount(0);

  await bing.click();
  const reading = page.getByTestId('explain-reading');
  await expect(reading).toContainText("Readings disagree. Allowed (Bing). A lenient parser, as Google's, would block it: line 2 Disalow: /private. Which one this crawler follows, nobody documents.");
  await expect(reading.locator('code')).toHaveText(['Disalow: /private']);
  await expect(page.getByText("Keys are read as written, case aside: Google's misspellings are Google's own. (assumed: nobody documents it; RFC 9309 2.2)")).toBeVisible();
});

test('YandexImages, typed by a person, obeys the Yandex group as every Yandex robot does, not * (yandex.com robot-workings/user-agent)', async ({ page }) => {
  await openApp(page);
  await openFile(page, 'robots.txt', Buffer.from('User-agent: *\nDisallow: /cgi-bin\n\nUser-agent: Yandex\nDisallow: /photos/\n'));
  await setCrawlers(page, ['Googlebot']);
  const field = crawlerField(page);
  await field.click();
  await field.pressSequentially('YandexImages', { delay: 120 });
  await field.press('Enter');
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://example.com/photos/a.jpg\nhttps://example.com/cgi-bin/x', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(2);
  const headers = await grid(page).getByRole('columnheader').allInnerTexts();
  const yandex = headers.findIndex((h) => h.startsWith('YandexImages')) - 1;
  const googlebot = headers.indexOf('Googlebot') - 1;
  // Before, an unknown token: Allowed by * for /photos/, Blocked by line 2 for /cgi-bin/.
  await expect(cell(page, 0, yandex)).toHaveText(/^Blocked\s*line 5\s*Disallow: \/photos\/$/);
  await expect(cell(page, 1, yandex)).toHaveText(/^Allowed\s*no rule matched$/);
  await expect(cell(page, 1, googlebot)).toHaveText(/^Blocked\s*line 2\s*Disallow: \/cgi-bin$/);
  await cell(page, 0, yandex).click();
  await expect(page.getByTestId('explain-reading')).toContainText('YandexImages is read as Yandex reads robots.txt');
});

test('a file over 500 KiB: GPTBot\'s answer past the cut is in doubt for the size limit, not leniency, quoting the rule as read there (issue 29)', async ({ page }) => {
  const { text, cutLine } = overTheLimit();
  await openApp(page);
  await openFile(page, 'robots.txt', Buffer.from(text));
  await beside(page, 'GPTBot', ['https://example.com/privacy', 'https://example.com/beyond']);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://example.com', 'Googlebot', 'GPTBot']);
  const why = ' RFC 9309 (2.5) has a crawler read at least the first 500 KiB (512,000 bytes) and lets it read more: how far this crawler reads, nobody documents.';
  const privacy = `Allowed (RFC 9309). A crawler that reads only the first 500 KiB of the file, as Googlebot does, would block it: line ${cutLine}, read only as far as byte 512,000, \`Disallow: /priv\``;
  // Before: "A lenient parser, as Google's, would block it: line 5 `Disallow: /private-docs/`".
  const gpt = cell(page, 0, 1);
  await expect(gpt).toHaveText(/^Allowed\s*readings disagree\s*no rule matched$/);
  await expect(gpt.locator('.cell-readings')).toHaveAttribute('title', `${bare(privacy)}.${why}`);
  await expect(cell(page, 1, 1).locator('.cell-readings')).toHaveAttribute('title',
    `Blocked (RFC 9309). A crawler that reads only the first 500 KiB of the file, as Googlebot does, would allow it (no rule decides there).${why}`);

  await gpt.click();
  await expect(page.getByTestId('explain-reading')).toContainText(`Readings disagree. ${bare(privacy)}.${why}`);
});

test('`Disallow: /%70rivate`: bingbot\'s answer hangs on how %-escapes are compared, which Bing does not document, and the cell says so (issue 29)', async ({ page }) => {
  await openApp(page);
  // The person pastes the file over the example: bingbot's group, then GPTBot's.
  await pasteText(page, PERCENT);
  await setCrawlers(page, ['bingbot', 'GPTBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://example.com/private', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(1);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://example.com', 'bingbot', 'GPTBot']);
  const why = ' RFC 9309 (2.2.2) puts the URL\'s path and the rule in one form before comparing (an escape\'s hex digits in capitals, %e3 as %E3; an escaped unreserved character as itself, %70 as p); Google\'s parser compares the URL\'s path as written: which this crawler does, nobody documents.';
  const bing = 'Allowed (Bing). A parser that puts %-escapes in one form before comparing (%e3 as %E3, %70 as p), as RFC 9309 (2.2.2) has it, would block it: line 2 `Disallow: /%70rivate`';
  // Before: bingbot "Allowed" with no doubt; GPTBot's put down to "a lenient parser, as Google's".
  await expect(cell(page, 0, 0)).toHaveText(/^Allowed\s*readings disagree\s*no rule matched$/);
  await expect(cell(page, 0, 0).locator('.cell-readings')).toHaveAttribute('title', `${bare(bing)}.${why}`);
  await expect(cell(page, 0, 1).locator('.cell-readings')).toHaveAttribute('title',
    `Blocked (RFC 9309). A parser that compares the URL's %-escapes as written, as Google's does, would allow it (no rule decides there).${why}`);
  await cell(page, 0, 0).click();
  await expect(page.getByTestId('explain-reading')).toContainText(`Readings disagree. ${bare(bing)}.${why}`);
});

test('bingbot named only for a Crawl-delay, then `User-agent: *` / `Disallow: /`: blocked, marked "readings disagree", explained with its lines (issue 29)', async ({ page }) => {
  await openApp(page);
  // The person pastes the file over the example: a group slowing bingbot, then one closing the site to all.
  await pasteText(page, 'User-agent: bingbot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /\n');
  await setCrawlers(page, ['bingbot', 'Googlebot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://example.com/page', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(1);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://example.com', 'bingbot Crawl-delay: 5 (line 2)', 'Googlebot Crawl-delay: ignored by this crawler (line 2: 5)']);
  const why = " Bing's reading runs user-agent lines on past such a line to the next Allow or Disallow, as Google's parser does and RFC 9309 (2.2.4) has it, so the crawlers named above it get the rules of the group below. Bing honours Crawl-delay as part of a crawler's group, but whether a Crawl-delay closes the user-agent lines above it, Bing does not document.";
  const bing = 'Blocked (Bing). A parser that ends a list of user-agent lines at a Crawl-delay or another line that is no rule, giving the lines above it a group of their own, would allow it (no rule decides there).';
  // Before: bingbot "Blocked, line 5" with no doubt.
  await expect(cell(page, 0, 0)).toHaveText(/^Blocked line 5\s*readings disagree\s*Disallow: \/$/);
  await expect(cell(page, 0, 0).locator('.cell-readings')).toHaveAttribute('title', `${bing}${why}`);
  await expect(cell(page, 0, 1).locator('.cell-readings')).toHaveCount(0);
  await cell(page, 0, 0).click();
  const reading = page.getByTestId('explain-reading');
  await expect(reading).toContainText(`Readings disagree. ${bing}${why}`);
  const joined = page.locator('p', { hasText: 'Its user-agent list runs on to User-agent: *' });
  await expect(joined).toHaveText('Its user-agent list runs on to User-agent: * (line 4): one group, so the rules written for * apply to bingbot too.');

  // Tester3 F16: the same break before Applebot's group. GPTBot documents no reading (RFC 9309, whose
  // 2.2.4 runs the list on), but which parser it uses nobody documents. Before: "Blocked" and no doubt.
  await pasteText(page, 'User-agent: GPTBot\nCrawl-delay: 5\nUser-agent: Applebot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n');
  await setCrawlers(page, ['GPTBot', 'Applebot']);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://example.com', /^GPTBot/, /^Applebot/]);
  await expect(cell(page, 0, 0)).toHaveText(/^Blocked line 4\s*readings disagree\s*Disallow: \/$/);
  await expect(cell(page, 0, 0).locator('.cell-readings')).toHaveAttribute('title', /^Blocked \(RFC 9309\)\. A parser that ends a list of user-agent lines at a Crawl-delay .* Which parser this crawler uses, its operator does not document\.$/);
  await expect(cell(page, 0, 1).locator('.cell-readings')).toHaveCount(0);

  // Review16 §3: a user-agent value that is no product token. The doubt's own quotes (the token's
  // characters, `GPTBot*`) are bare in the title and code in the explanation; before, backticks in both.
  await pasteText(page, 'User-agent: GPTBot*\nDisallow: /\n');
  await expect(cell(page, 0, 0)).toHaveText(/^Blocked line 2\s*readings disagree\s*Disallow: \/$/);
  const token = "RFC 9309 (2.2.1) allows only letters, - and _ in a product token; Google's parser reads a user-agent value up to the first other character (GPTBot* as GPTBot): which this crawler does, nobody documents.";
  await expect(cell(page, 0, 0).locator('.cell-readings')).toHaveAttribute('title',
    `Blocked (RFC 9309). A parser that matches a user-agent line only by a value that is a product token (letters, - and _) would allow it (no rule decides there). ${token}`);
  await cell(page, 0, 0).click();
  const explained = page.getByTestId('explain-reading');
  await expect(explained).toContainText(`Readings disagree. Blocked (RFC 9309). A parser that matches a user-agent line only by a value that is a product token (letters, - and _) would allow it (no rule decides there). ${token}`);
  await expect(explained.locator('code')).toHaveText(['-', '_', '-', '_', 'GPTBot*', 'GPTBot']);
});

test('a blank line after `User-agent: YandexBot`: blocked as Yandex\'s library reads it, marked "readings disagree", explained from Yandex\'s help, counted and filtered; the lint says it (review of issue 29)', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: YandexBot\n\nDisallow: /private\n');
  await setCrawlers(page, ['YandexBot', 'Googlebot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://example.com/private\nhttps://example.com/open', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(2);
  // Before: "takes a blank line after User-agent", naming none.
  const help = "Blocked (Yandex). Yandex's help, which takes the blank line after User-agent, line 2, as the end of the group (the robots named above it then get no rule), would allow it (no rule decides there).";
  // Before: YandexBot "Blocked, line 3" with no doubt.
  await expect(cell(page, 0, 0)).toHaveText(/^Blocked line 3\s*readings disagree\s*Disallow: \/private$/);
  await expect(cell(page, 0, 0).locator('.cell-readings')).toHaveAttribute('title', new RegExp(`^${help.replace(/[().]/g, '\\$&')} .*"No User-agent directive in front of rule".* Which of the two Yandex's robots do, Yandex does not document\\.$`));
  await expect(cell(page, 1, 0).locator('.cell-readings')).toHaveCount(0);
  await expect(cell(page, 0, 1).locator('.cell-readings')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Summary per crawler' })).toContainText('YandexBot: 1 blocked of 2; readings disagree on 1');
  await expect(page.locator('label.filter-pill').filter({ hasText: 'Readings disagree' })).toContainText('Readings disagree 1');
  await cell(page, 0, 0).click();
  await expect(page.getByTestId('explain-reading')).toContainText(`Readings disagree. ${help} Yandex's reading skips a blank line between User-agent and the rules below it`);
  // The blank line is a button to it.
  await page.getByTestId('explain-reading').getByRole('button', { name: 'line 2', exact: true }).click();
  await expect.poll(() => cursorLine(page)).toBe(2);
  // The lint on line 2: a warning, the group naming a Yandex robot.
  await expect(page.locator('.status-bar .problems')).toHaveText('0 errors, 1 warning, 0 notes');
});

test('a robots.txt saved as UTF-16 (corpus 0009, store.usps.com), then one in Latin-1 bytes: Googlebot allowed and sure; GPTBot allowed with "readings disagree", explained by the file\'s encoding', async ({ page }) => {
  const USPS = readFileSync(join(import.meta.dirname, '../testdata/corpus/0009_store.usps.com.txt'));
  const UTF16 = "Allowed (RFC 9309). A parser that decodes the file as UTF-16 would block it: line 13 `Disallow: /store/cart/`";
  await openApp(page);
  await openFile(page, '0009_store.usps.com.txt', USPS);
  await setCrawlers(page, ['Googlebot', 'GPTBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://store.usps.com/store/cart/x\nhttps://store.usps.com/x', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(2);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://store.usps.com', 'Googlebot', 'GPTBot']);
  // Google's parser reads bytes: a NUL after every letter, no rule. Sure: its parser is published.
  await expect(cell(page, 0, 0)).toHaveText(/^Allowed\s*no rule matched$/);
  await expect(cell(page, 0, 0).locator('.cell-readings')).toHaveCount(0);
  await expect(cell(page, 0, 1)).toHaveText(/^Allowed\s*readings disagree\s*no rule matched$/);
  await expect(cell(page, 0, 1).locator('.cell-readings')).toHaveAttribute('title', bare(UTF16));
  // /x: no line blocks it either way.
  await expect(cell(page, 1, 1).locator('.cell-readings')).toHaveCount(0);

  await cell(page, 0, 1).click();
  const reading = page.getByTestId('explain-reading');
  await expect(reading).toContainText(`Readings disagree. ${bare(UTF16)}. This file is UTF-16, not UTF-8. Google reads it as bytes, meets a NUL after every character and so finds no rules at all. Which one this crawler follows, nobody documents.`);
  // Line 13 of the file as the editor shows it, its bytes: the decoded file's line 7.
  await reading.getByRole('button', { name: 'line 13' }).click();
  await expect.poll(() => page.evaluate(() => {
    const { view } = window.__robotscope!;
    return view.state.doc.lineAt(view.state.selection.main.head).number;
  })).toBe(13);

  // Tester3 F13: a file in Latin-1 bytes (as corpus 0005, opentext.com). Before, every cell was
  // "Allowed, no rule matched" with no doubt, though the page itself reads the bytes as Windows-1252.
  const LATIN1 = readFileSync(join(import.meta.dirname, '../testdata/encodings/latin1-rule.txt'));
  const CP1252 = 'Allowed (RFC 9309). A parser that decodes the file as Windows-1252 would block it: line 3 `Disallow: /Notre-société/Press-Releases/Red-Oxygen-Press-Kit*`';
  await openFile(page, 'latin1-rule.txt', LATIN1);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://www.opentext.com/Notre-société/Press-Releases/Red-Oxygen-Press-Kit1\nhttps://www.opentext.com/news/x', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(2);
  await expect(cell(page, 0, 0)).toHaveText(/^Allowed\s*no rule matched$/);
  await expect(cell(page, 0, 0).locator('.cell-readings')).toHaveCount(0);
  await expect(cell(page, 0, 1)).toHaveText(/^Allowed\s*readings disagree\s*no rule matched$/);
  await expect(cell(page, 0, 1).locator('.cell-readings')).toHaveAttribute('title', bare(CP1252));
  await expect(cell(page, 1, 1).locator('.cell-readings')).toHaveCount(0);
  await expect(page.locator('label.filter-pill').filter({ hasText: 'Readings disagree' })).toContainText('Readings disagree 1');
  await cell(page, 0, 1).click();
  await expect(page.getByTestId('explain-reading')).toContainText(`Readings disagree. ${bare(CP1252)}. This file is not UTF-8: its bytes read as Windows-1252 (Latin-1) text.`);
});

test('a UTF-8 byte order mark before GPTBot\'s group: GPTBot blocked with "readings disagree" where that group decides, Googlebot and bingbot sure', async ({ page }) => {
  const robots = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n')]);
  const BOM = 'Blocked (RFC 9309). A parser that reads the byte order mark as part of the first line would allow it (no rule decides there).';
  await openApp(page);
  await openFile(page, 'robots.txt', robots);
  await setCrawlers(page, ['Googlebot', 'GPTBot', 'bingbot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://example.com/a\nhttps://example.com/private', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(2);
  await expect(cell(page, 0, 1)).toHaveText(/^Blocked\s*line 2\s*readings disagree\s*Disallow: \/$/);
  await expect(cell(page, 0, 1).locator('.cell-readings')).toHaveAttribute('title', BOM);
  // Blocked either way (by line 2, or the * group's line 5); the * group is read alike by all.
  await expect(cell(page, 1, 1).locator('.cell-readings')).toHaveCount(0);
  for (const c of [0, 2]) for (const r of [0, 1]) await expect(cell(page, r, c).locator('.cell-readings')).toHaveCount(0);
  const filter = page.locator('label.filter-pill').filter({ hasText: 'Readings disagree' });
  await expect(filter).toContainText('Readings disagree 1');
  await cell(page, 0, 1).click();
  await expect(page.getByTestId('explain-reading')).toContainText(`Readings disagree. ${BOM} The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line and miss that directive. Which one this crawler follows, nobody documents.`);
});

test('/robots.txt itself, read by RFC 9309: the cell, what is announced and the explanation all say it is always allowed; Googlebot, read as Google, is blocked by the rule', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /\n');
  await beside(page, 'GPTBot', ['https://example.com/robots.txt', 'https://example.com/a']);
  const headers = await grid(page).getByRole('columnheader').allInnerTexts();
  const gpt = headers.indexOf('GPTBot') - 1;
  const googlebot = headers.indexOf('Googlebot') - 1;
  expect(Math.min(gpt, googlebot)).toBeGreaterThanOrEqual(0);
  await expect(cell(page, 0, gpt)).toHaveText(/^Allowed\s*\/robots\.txt itself is always allowed$/);
  await expect(cell(page, 1, gpt)).toHaveText(/^Blocked\s*line 2\s*Disallow: \/$/);
  // Google's matcher has no such exception: its rule decides.
  await expect(cell(page, 0, googlebot)).toHaveText(/^Blocked\s*line 2\s*Disallow: \/$/);
  await cell(page, 0, gpt).click();
  await expect(verdictStatus(page)).toHaveText('GPTBot, https://example.com/robots.txt: Allowed: /robots.txt itself is always allowed');
  await expect(cellDetails(page)).toContainText('/robots.txt itself is always allowed (RFC 9309 2.2.2).');
  await expect(cellDetails(page)).not.toContainText('no rule matched');
});

/** The cell of `crawler` on the only row: its header's place, Googlebot kept beside it. */
async function cellOf(page: Page, crawler: string) {
  const headers = await grid(page).getByRole('columnheader').allInnerTexts();
  expect(headers.indexOf(crawler)).toBeGreaterThan(0);
  return cell(page, 0, headers.indexOf(crawler) - 1);
}

test('dzen.ru: AdsBot-Google ignores the * group that disallows /news/top; its cell and what is announced say so, as the explanation does, not that no rule matched', async ({ page }) => {
  await openApp(page);
  await openFile(page, '0379_dzen.ru.txt', readFileSync(join(import.meta.dirname, '../testdata/corpus/0379_dzen.ru.txt')));
  await beside(page, 'AdsBot-Google', ['https://dzen.ru/news/top']);
  const why = 'AdsBot-Google ignores the * group, and no group names it';
  const ads = await cellOf(page, 'AdsBot-Google');
  await expect(ads).toHaveText(new RegExp(`^Allowed\\s*${why.replace(/[*]/g, '\\*')}$`));
  await expect(await cellOf(page, 'Googlebot')).toHaveText(/^Blocked\s*line 140\s*Disallow: \/news\/top$/);
  await ads.click();
  await expect(verdictStatus(page)).toHaveText(`AdsBot-Google, https://dzen.ru/news/top: Allowed: ${why}`);
  // The explanation is headed with the same reason (before: "no rule decides, and what no rule blocks is allowed"), and gives it in its own, longer sentence.
  await expect(cellDetails(page).getByRole('heading', { level: 2 })).toHaveText(`Allowed for AdsBot-Google: ${why}.`);
  await expect(cellDetails(page)).toContainText('AdsBot-Google ignores the * group (Google documents this), and no group names it: everything is allowed.');
});
