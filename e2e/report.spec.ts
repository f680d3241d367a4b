/**
 * The results read like a report (issue 24 §2), as a person uses them: a crawler's summary is a
 * filter (a toggle button, by mouse or keyboard) that combines with the filter control; the
 * exports hold what the grid shows, in its order, say so in the menu ("1 of 3 URLs", "all"),
 * come long or wide, and always list the lines of the list not tested, with why.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { RESULT_COLUMNS } from '../src/core/result/columns.ts';
import { headerOf, textRow } from '../src/core/result/columns.test-helper.ts';
import { csvRecords } from '../src/core/urlCsv.ts';
import { expect, fileAction, gridRows, openApp, pasteText, setCrawlers, test, urlsField, urlsText } from './fixtures.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nDisallow: /\n';
const URLS = ['https://example.com/', 'https://example.com/private/a', 'not a url', 'https://example.com/blog'];
/** The columns of facts of a crawler's groups, the Markdown summary gives one each (core ResultColumn.ofCrawler). */
const FACTS = RESULT_COLUMNS.filter((c) => c.ofCrawler);
const WHY = 'not a URL or a path: a URL starts with https://, a path with /.';

const chip = (page: Page, name: RegExp) => page.getByRole('list', { name: 'Summary per crawler' }).getByRole('button', { name });
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });

async function workbench(page: Page) {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['Googlebot', 'GPTBot']);
  // Pasted with Ctrl+V, as a person pastes a list.
  await page.evaluate((t) => navigator.clipboard.writeText(t), URLS.join('\n'));
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(URLS.join('\n'));
  await expect(gridRows(page)).toHaveCount(3);
}

async function downloaded(page: Page, choose: () => Promise<void>): Promise<{ name: string; text: string }> {
  const event = page.waitForEvent('download');
  await choose();
  const d = await event;
  return { name: d.suggestedFilename(), text: await readFile(await d.path(), 'utf8') };
}

const rowUrls = (page: Page) => gridRows(page).getByRole('rowheader');

test('a crawler\'s summary filters the grid, with the filter control; the exports hold those rows and say how many', async ({ page }) => {
  await workbench(page);
  const googlebot = chip(page, /^Googlebot: 1 blocked of 3/);
  await expect(googlebot).toHaveAttribute('aria-pressed', 'false');
  await googlebot.click();
  await expect(googlebot).toHaveAttribute('aria-pressed', 'true');
  await expect(rowUrls(page)).toHaveText([/\/private\/a$/]);
  await expect(page.locator('.matrix-shown')).toHaveText('Showing 1 of 3 URLs');

  await exportButton(page).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'CSV, long (one row per URL × crawler) 1 of 3 URLs',
    'CSV, wide (one row per URL, a column per crawler) 1 of 3 URLs',
    'JSON (one record per URL × crawler) 1 of 3 URLs',
    'Markdown report 1 of 3 URLs',
  ]);
  const wide = await downloaded(page, () => page.getByRole('menuitem', { name: /CSV, wide/ }).click());
  expect(wide.name).toBe('robots-matrix-wide.csv');
  expect(wide.text).toBe([
    'url,comparedAs,whyNotTested,Googlebot verdict,Googlebot line,Googlebot rule,Googlebot lenient,GPTBot verdict,GPTBot line,GPTBot rule,GPTBot lenient',
    'https://example.com/private/a,,,blocked,2,Disallow: /private,,blocked,5,Disallow: /,',
    `not a url,,"${WHY}",not tested,,,,not tested,,,`,
    '',
  ].join('\r\n'));

  // Pressed again, every URL is back; the menu says "all".
  await googlebot.click();
  await expect(googlebot).toHaveAttribute('aria-pressed', 'false');
  await expect(rowUrls(page)).toHaveCount(3);
  await exportButton(page).click();
  await expect(page.getByRole('menuitem', { name: /CSV, long/ })).toHaveText('CSV, long (one row per URL × crawler) all 3 URLs');
  await page.keyboard.press('Escape');

  // With the filter control: the crawlers disagree and GPTBot is blocked.
  await page.getByRole('radio', { name: /Crawlers disagree/ }).check();
  await chip(page, /^GPTBot: 3 blocked of 3/).click();
  await expect(rowUrls(page)).toHaveText([/example\.com\/?$/, /\/blog$/]);
  // Sorted by URL, descending: the file follows the grid's order.
  await page.getByLabel('Sort rows by').selectOption('url');
  await page.getByLabel('Reverse').check();
  await expect(rowUrls(page)).toHaveText([/\/blog$/, /example\.com\/?$/]);
  const long = await downloaded(page, async () => {
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: /CSV, long/ }).click();
  });
  // Each record by the column table's names (core result/columns.ts); a column not named is empty.
  const googlebotRow = { crawler: 'Googlebot', verdict: 'allowed', groupLine: '1', crawlerRule: 'no group names the crawler: the * group applies', chain: 'Googlebot > *', reading: 'Google' };
  const gptbotRow = { crawler: 'GPTBot', verdict: 'blocked', line: '5', rule: 'Disallow: /', groupLine: '4', crawlerRule: 'a group names the crawler', chain: 'GPTBot > *', reading: 'RFC 9309' };
  expect(csvRecords(long.text, ',')).toEqual([
    headerOf(),
    textRow({ url: 'https://example.com/blog', ...googlebotRow }),
    textRow({ url: 'https://example.com/blog', ...gptbotRow }),
    textRow({ url: 'https://example.com/', ...googlebotRow }),
    textRow({ url: 'https://example.com/', ...gptbotRow }),
    textRow({ url: 'not a url', crawler: 'Googlebot', verdict: 'not tested', reading: 'Google', whyNotTested: WHY }),
    textRow({ url: 'not a url', crawler: 'GPTBot', verdict: 'not tested', reading: 'RFC 9309', whyNotTested: WHY }),
  ]);
  expect(long.text.split('\r\n')).toHaveLength(8);
});

/** Presses Tab (or Shift+Tab) until `target` has focus: a person reaching it by the keyboard alone. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, key: 'Tab' | 'Shift+Tab', most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the target`);
}

test('by the keyboard alone: Space presses a summary, the Export menu gives the Markdown report of those rows', async ({ page }) => {
  await workbench(page);
  const gptbot = chip(page, /^GPTBot: 3 blocked of 3/);
  const googlebot = chip(page, /^Googlebot: 1 blocked of 3/);
  await urlsField(page).focus();
  await tabTo(page, googlebot, 'Tab');
  await page.keyboard.press('Space');
  await expect(googlebot).toHaveAttribute('aria-pressed', 'true');
  // One crawler at a time: pressing GPTBot's lets Googlebot's go.
  await page.keyboard.press('Tab');
  await expect(gptbot).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(gptbot).toHaveAttribute('aria-pressed', 'true');
  await expect(googlebot).toHaveAttribute('aria-pressed', 'false');
  await expect(rowUrls(page)).toHaveCount(3);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(googlebot).toHaveAttribute('aria-pressed', 'true');
  await expect(rowUrls(page)).toHaveText([/\/private\/a$/]);

  await tabTo(page, exportButton(page), 'Shift+Tab');
  const md = await downloaded(page, async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: /Markdown/ })).toBeFocused();
    await expect(page.getByRole('menuitem', { name: /Markdown/ })).toHaveText('Markdown report 1 of 3 URLs');
    await page.keyboard.press('Enter');
  });
  expect(md.text).toBe([
    '# `robots.txt`: who can crawl what',
    '',
    "Reading: Each crawler as documented. Site: `https://example.com`, the most common in the list. The grid's 1 of 3 URLs, in its order. 1 URL × 2 crawlers: 2 blocked of 2 checks. 1 line of the list not tested (listed at the end).",
    '',
    '## Summary',
    '',
    // A column per fact of the crawler's groups (the column table's: Crawl-delay), none set here.
    `| Crawler | Blocked | Allowed | Not governed |${FACTS.map((c) => ` ${c.label} |`).join('')}`,
    `| --- | ---: | ---: | ---: |${' --- |'.repeat(FACTS.length)}`,
    `| Googlebot | 1 | 0 | 0 |${'  |'.repeat(FACTS.length)}`,
    `| GPTBot | 1 | 0 | 0 |${'  |'.repeat(FACTS.length)}`,
    '',
    '## Blocked URLs',
    '',
    '### Googlebot: 1 blocked',
    '',
    '- `https://example.com/private/a` (line 2: `Disallow: /private`)',
    '',
    '### GPTBot: 1 blocked',
    '',
    '- `https://example.com/private/a` (line 5: `Disallow: /`)',
    '',
    '## Crawlers disagree: 0 URLs',
    '',
    'None: every crawler gets the same answer for every URL.',
    '',
    '## Readings disagree: 0 checks',
    '',
    "None: every crawler read by RFC 9309 gets the same answer from a lenient parser, as Google's.",
    '',
    '## Not tested: 1 line of the list',
    '',
    `- line 3: \`not a url\`: ${WHY}`,
    '',
  ].join('\n'));
  await expect(exportButton(page)).toBeFocused();
});

test('one explanation of the selected cell: beside the grid at 1366 px, under it at 390 px; the status only read aloud', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await workbench(page);
  await gridRows(page).nth(1).getByRole('gridcell').nth(1).click();
  const explanation = page.getByRole('region', { name: 'Explanation' });
  await expect(explanation.getByRole('heading', { level: 2 })).toHaveText('Blocked for GPTBot by line 5.');
  // Said once: the explanation alone shows the verdict sentence; the status is read aloud, not shown.
  await expect(page.getByRole('region', { name: 'Explanation' })).toHaveCount(1);
  await expect(page.getByTestId('cell-head')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Blocked' })).toHaveClass(/sr-only/);
  // The deciding rule is a button that moves the editor there (the editor marks it meanwhile).
  await expect(explanation.locator('.rule-link')).toHaveText('line 5 Disallow: /');
  const gridBox = (await page.getByRole('grid', { name: 'Results' }).boundingBox())!;
  const box = (await explanation.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(gridBox.x + gridBox.width);
  expect(box.y).toBeLessThan(gridBox.y + gridBox.height);

  await page.setViewportSize({ width: 390, height: 844 });
  const narrowGrid = (await page.getByRole('grid', { name: 'Results' }).boundingBox())!;
  const under = (await explanation.boundingBox())!;
  expect(under.y).toBeGreaterThanOrEqual(narrowGrid.y + narrowGrid.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a URL list too big for a link: Copy link says so and offers a link without the URLs, which opens the document', async ({ page, browser }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['Googlebot', 'GPTBot']);
  const many = Array.from({ length: 1_001 }, (_, i) => `https://example.com/p${i}`).join('\n');
  await page.evaluate((t) => navigator.clipboard.writeText(t), many);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(many);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await fileAction(page, 'Copy link');
  await expect(page.getByText(/No link was made: the test suite is too big for a link \(more than 1,000 URL lines/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy link without URLs' }).click();
  await expect(page.getByText('Copied a link without the URL list: it carries the document, the crawlers and the profile. Use Save suite to share the URLs.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/#/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // The person's list is as it was.
  expect(await urlsText(page)).toBe(many);

  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.locator('[data-testid="editor"] .cm-content')).toContainText('Disallow: /private');
  await expect.poll(() => urlsText(other)).toBe('');
  await other.close();
});

test('the wide CSV says where readings disagree, as the grid\'s cell does: ClaudeBot "allowed" beside what a lenient parser answers', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /private\n\nUser-agent: ClaudeBot\nDisalow: /\n');
  await setCrawlers(page, ['ClaudeBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://example.com/blog', { delay: 100 });
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page).first().getByRole('gridcell')).toHaveText(/^Allowed\s*readings disagree/);
  const wide = await downloaded(page, async () => {
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: /CSV, wide/ }).click();
  });
  // Before, the row read "allowed" alone: the doubt the cell shows was lost in the spreadsheet.
  expect(csvRecords(wide.text, ',')).toEqual([
    ['url', 'comparedAs', 'whyNotTested', 'ClaudeBot verdict', 'ClaudeBot line', 'ClaudeBot rule', 'ClaudeBot lenient'],
    ['https://example.com/blog', '', '', 'allowed', '', '', 'Blocked by line 5: Disalow: /'],
  ]);
});

test('the exports name each crawler as its chip and the grid do: the default Bingbot as bingbot, a typed GOOGLEBOT as Googlebot', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await page.evaluate((t) => navigator.clipboard.writeText(t), URLS.join('\n'));
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => urlsText(page)).toBe(URLS.join('\n'));
  const defaults = ['Googlebot', 'bingbot', 'GPTBot', 'ClaudeBot', 'PerplexityBot', '*'];
  const names = async () => ({
    chips: await page.getByRole('list', { name: 'Crawlers tested' }).locator('.chip-token').allTextContents(),
    grid: (await page.getByRole('grid', { name: 'Results' }).getByRole('columnheader').allTextContents()).slice(1),
  });
  await expect.poll(names).toEqual({ chips: defaults, grid: defaults });
  const json = await downloaded(page, async () => {
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: /^JSON/ }).click();
  });
  const { records } = JSON.parse(json.text) as { records: { crawler: string }[] };
  expect([...new Set(records.map((r) => r.crawler))]).toEqual(defaults);

  // Typed in other capitals: the chip, the grid and the wide CSV's header say the registry's spelling.
  const field = page.getByLabel('Crawlers', { exact: true });
  for (let n = defaults.length; n > 0; n--) {
    await field.focus();
    await page.keyboard.press('Backspace');
  }
  for (const typed of ['GOOGLEBOT', 'gptbot']) {
    await field.click();
    await page.keyboard.type(typed, { delay: 120 });
    await page.keyboard.press('Enter');
  }
  await expect.poll(names).toEqual({ chips: ['Googlebot', 'GPTBot'], grid: ['Googlebot', 'GPTBot'] });
  const wide = await downloaded(page, async () => {
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: /^CSV, wide/ }).click();
  });
  // After the URL's own columns, each crawler's, headed "<crawler> <column>".
  const header = csvRecords(wide.text, ',')[0];
  const perCrawler = RESULT_COLUMNS.filter((c) => c.scope === 'cell' && c.wide === 'crawler').map((c) => c.name);
  expect(header.slice(-2 * perCrawler.length)).toEqual(['Googlebot', 'GPTBot'].flatMap((n) => perCrawler.map((c) => `${n} ${c}`)));
  const md = await downloaded(page, async () => {
    await exportButton(page).click();
    await page.getByRole('menuitem', { name: /^Markdown/ }).click();
  });
  expect(md.text).toContain('| Googlebot |');
  expect(md.text).toContain('| GPTBot |');
  expect(md.text).not.toMatch(/GOOGLEBOT|gptbot/);
});
