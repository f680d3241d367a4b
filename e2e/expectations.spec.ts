/**
 * Expectations on the grid's cells (issue 9 §2): set on a cell (a key), a row and a column
 * (buttons), broken by typing a rule (the cell, the header count, the editor mark, the live
 * region), fixed again; kept by the autosave, the link and a saved test suite; exported as the
 * file the real CLI (`robotscope test --expect`) reads, and imported from one over the marks
 * already set.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  cursorLine, docText, editor, expect, expectClean, fileAction, grid, gridRows, openApp, pasteText, setCrawlers, test, urlsField, watchContext,
} from './fixtures.ts';

const SITE = [
  'User-agent: *', //         1
  'Disallow: /private/', //   2
  '', //                      3
  'User-agent: GPTBot', //    4
  'Disallow: /', //           5
  '',
].join('\n');
const URLS = ['https://example.com/', 'https://example.com/private/x', 'https://example.com/shop'];

/** The cell of URL row `r` and crawler column `c` (0-based, URL column left out), in list order. */
const cell = (page: Page, r: number, c: number) => gridRows(page).nth(r).getByRole('gridcell').nth(c);
const count = (page: Page) => page.getByTestId('expectation-count');
const controls = (page: Page) => page.getByRole('group', { name: 'Expectation' });
const announcer = (page: Page) => page.getByTestId('expectations-announcer');

async function setUp(page: Page) {
  await openApp(page);
  await pasteText(page, SITE);
  await setCrawlers(page, ['Googlebot', 'GPTBot']);
  await urlsField(page).fill(URLS.join('\n'));
  await expect(gridRows(page)).toHaveCount(3);
}

/** Selects a cell, then sets what the cell, its row or its column must be with the buttons. */
async function expectWith(page: Page, at: Locator, scope: RegExp, button: string) {
  await at.click();
  await controls(page).getByRole('combobox', { name: 'Set the expectation for' }).selectOption({ label: await optionLabel(page, scope) });
  await controls(page).getByRole('button', { name: button }).click();
}

async function optionLabel(page: Page, scope: RegExp): Promise<string> {
  const labels = await controls(page).getByRole('option').allTextContents();
  const label = labels.find((l) => scope.test(l));
  if (!label) throw new Error(`no option ${scope} among ${labels.join(' | ')}`);
  return label;
}

/** Marks the six cells: Googlebot / and /shop allowed (a key, a button), the /private/x row and the GPTBot column blocked. */
async function markSix(page: Page) {
  await cell(page, 2, 0).click();
  await page.keyboard.press('a');
  await expect(cell(page, 2, 0)).toContainText('✓ expected');
  await expectWith(page, cell(page, 1, 0), /^This URL, every crawler/, 'Must be blocked');
  await expect(controls(page)).toContainText('2 cells must be blocked.');
  await expectWith(page, cell(page, 0, 1), /^GPTBot, every URL/, 'Must be blocked');
  await expectWith(page, cell(page, 0, 0), /^This cell/, 'Must be allowed');
  await expect(count(page)).toHaveText('All 6 expectations hold');
  await expect(grid(page).locator('[data-expect]')).toHaveCount(6);
}

test('expectations set on a cell, a row and a column turn red as a rule breaks one, and recover', async ({ page }) => {
  await setUp(page);
  await markSix(page);
  await expect(cell(page, 1, 1)).toContainText('expected');
  await expect(cell(page, 1, 1)).toHaveAttribute('data-expect', 'blocked');

  // A staging rule typed into the * group blocks /shop for Googlebot.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type('\nDisallow: /shop');
  await expect(count(page)).toHaveText('1 of 6 expectations fails');
  await expect(count(page)).toHaveClass(/is-failing/);
  const broken = cell(page, 2, 0);
  await expect(broken).toHaveClass(/has-failing-expectation/);
  await expect(broken).toContainText('Blocked');
  await expect(broken).toContainText('✗ expected allowed');
  const mark = page.locator('.cm-brokenExpectation');
  await expect(mark).toHaveCount(1);
  await expect(mark).toContainText('Disallow: /shop');
  await expect(page.locator('.cm-brokenExpectationNote')).toHaveText('Breaks an expectation: Googlebot must be allowed https://example.com/shop');
  await expect(announcer(page)).toHaveText('Expectation now fails: Googlebot must be allowed https://example.com/shop (blocked by line 3). 1 of 6 expectations fails.');

  // The mark is a diagnostic too, reached from the keyboard as the file's problems are: F8 from
  // the top goes to the rule and its tooltip says what it breaks; the problems panel lists it.
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('F8');
  await expect.poll(() => cursorLine(page)).toBe(3);
  await expect(page.locator('.cm-tooltip-lint')).toContainText('Breaks an expectation: Googlebot must be allowed https://example.com/shop');
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('button', { name: 'Breaks an expectation 1 error', exact: true })).toBeFocused();
  await expect(problems.locator('.cm-problems-go').filter({ hasText: 'Breaks an expectation: Googlebot must be allowed https://example.com/shop' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(problems).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^No problems; 1 rule breaks an expectation$/ })).toBeVisible();

  // The filter keeps the row of the failing one.
  // It counts URLs, and says so beside the header's count of expectations.
  await expect(page.locator('.filter-pill').filter({ hasText: 'Expectations fail' })).toHaveText('Expectations fail on 1 URL');
  await page.getByRole('radio', { name: 'Expectations fail on 1 URL' }).check();
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page).first().getByRole('rowheader')).toHaveText('https://example.com/shop');
  await page.screenshot({ path: 'test-results/expectations-failing.png', fullPage: true });
  await page.getByRole('radio', { name: /^All \d/ }).check();

  // Fixed: the line removed again.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect.poll(() => docText(page)).toBe(SITE);
  await expect(count(page)).toHaveText('All 6 expectations hold');
  await expect(page.locator('.cm-brokenExpectation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^No problems$/ })).toBeVisible();
  await expect(cell(page, 2, 0)).not.toHaveClass(/has-failing-expectation/);
  await expect(announcer(page)).toHaveText('All 6 expectations hold again.');

  // Delete on a cell clears its expectation; the worker is not asked again for it.
  await cell(page, 0, 0).click();
  await page.keyboard.press('Delete');
  await expect(count(page)).toHaveText('All 5 expectations hold');
  await expect(cell(page, 0, 0)).not.toHaveAttribute('data-expect');
});

test('an expectation that holds only as the crawler\'s reading has it is unsure, as robotscope test says UNSURE', async ({ page }) => {
  await openApp(page);
  // GPTBot is read by RFC 9309: `Disalow` is no rule to it, a lenient parser, as Google's, blocks /a.
  await pasteText(page, 'User-agent: *\nDisalow: /a\nDisallow: /b\n');
  await setCrawlers(page, ['Googlebot', 'GPTBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((t) => navigator.clipboard.writeText(t), 'https://www.example.com/a\nhttps://www.example.com/b');
  await page.keyboard.press('ControlOrMeta+V');
  await expect(gridRows(page)).toHaveCount(2);
  await cell(page, 0, 1).click();
  await page.keyboard.press('a');
  await expect(cell(page, 0, 1)).toContainText('? expected');
  await expect(controls(page)).toContainText("This cell must be allowed: it holds only as its crawler's reading has it.");
  await expect(count(page)).toHaveText("The expectation holds; 1 holds only as its crawler's reading has it (readings disagree)");
  // Googlebot's /b, blocked by a rule every reading reads: it simply holds.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('b');
  await expect(cell(page, 1, 0)).toContainText('✓ expected');
  await expect(count(page)).toHaveText("All 2 expectations hold; 1 holds only as its crawler's reading has it (readings disagree)");
});

test('expectations survive a reload, travel in the link, and export the file the CLI reads', async ({ page, browser }) => {
  await setUp(page);
  await markSix(page);
  await page.reload();
  await expect(count(page)).toHaveText('All 6 expectations hold');
  await expect(grid(page).locator('[data-expect]')).toHaveCount(6);

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await fileAction(page, 'Copy link');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const elsewhere = await browser.newContext();
  const watch = watchContext(elsewhere);
  const other = await elsewhere.newPage();
  await openApp(other, link.hash);
  await expect(count(other)).toHaveText('All 6 expectations hold');
  await expect(cell(other, 1, 1)).toHaveAttribute('data-expect', 'blocked');
  await expect(cell(other, 2, 0)).toHaveAttribute('data-expect', 'allowed');
  await elsewhere.close();
  expectClean(watch);

  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export expectations' }).click();
  const file = await event;
  expect(file.suggestedFilename()).toBe('robots-expectations.json');
  const text = await readFile(await file.path(), 'utf8');
  expect(JSON.parse(text)).toMatchObject({ robotscope: 'expectations', version: 1 });
  // Each crawler as documented (issue 29 §1) is no one profile: the file names none, and `robotscope test` reads it so by default.
  expect(JSON.parse(text)).not.toHaveProperty('profile');
  expect(JSON.parse(text).expectations).toHaveLength(6);

  // The real CLI reads the file: all hold on this robots.txt; the staging rule fails one.
  const dir = mkdtempSync(join(tmpdir(), 'robotscope-expect-'));
  writeFileSync(join(dir, 'expect.json'), text);
  writeFileSync(join(dir, 'robots.txt'), SITE);
  writeFileSync(join(dir, 'staging.txt'), SITE.replace('Disallow: /private/', 'Disallow: /private/\nDisallow: /shop'));
  const cli = (robots: string) => {
    try {
      return { code: 0, out: execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'test', join(dir, robots), '--expect', join(dir, 'expect.json')], { encoding: 'utf8' }) };
    } catch (e) {
      const err = e as { status: number; stdout: string };
      return { code: err.status, out: err.stdout };
    }
  };
  expect(cli('robots.txt')).toEqual({ code: 0, out: 'All 6 expectations hold\n' });
  const staging = cli('staging.txt');
  expect(staging.code).toBe(1);
  expect(staging.out).toContain('FAIL  Googlebot  https://example.com/shop  expected allowed, got blocked by line 3: Disallow: /shop');
});

test('a test suite saved to a file carries the expectations to another browser', async ({ page, browser }) => {
  await setUp(page);
  await markSix(page);
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save suite' }).click();
  const saved = await event;
  const text = await readFile(await saved.path(), 'utf8');
  expect(JSON.parse(text).expectations).toHaveLength(6);

  const elsewhere = await browser.newContext();
  const watch = watchContext(elsewhere);
  const other = await elsewhere.newPage();
  await openApp(other);
  await pasteText(other, SITE);
  await expect(count(other)).toHaveCount(0);
  const chooser = other.waitForEvent('filechooser');
  await other.getByRole('button', { name: 'Open suite' }).click();
  await (await chooser).setFiles({ name: saved.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(count(other)).toHaveText('All 6 expectations hold');
  await expect(grid(other).locator('[data-expect]')).toHaveCount(6);
  await expect(cell(other, 1, 1)).toHaveAttribute('data-expect', 'blocked');
  await elsewhere.close();
  expectClean(watch);
});

test('importing an expectations file keeps the marks set, says what it replaced, and offers the file\'s alone; a bad file changes nothing', async ({ page }) => {
  await setUp(page);
  await markSix(page);
  const importFile = async (name: string, text: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import expectations' }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  };
  await importFile('bad.json', '{"expectations": [{"url": "/", "crawler": "Googlebot", "expect": "maybe"}]}');
  await expect(page.getByRole('alert')).toContainText('bad.json is not an expectations file Robotscope reads: expectation 1: "expect" must be "allowed" or "blocked" (got "maybe"). Nothing was changed.');
  await expect(count(page)).toHaveText('All 6 expectations hold');

  // One cell the file names had a mark (GPTBot /, blocked): the file's replaces it; the five others stay.
  await importFile('ci.json', JSON.stringify({ robotscope: 'expectations', version: 1, expectations: [
    { url: 'https://example.com/', crawler: 'GPTBot', expect: 'allowed' },
    { url: 'https://example.com/elsewhere', crawler: 'Googlebot', expect: 'allowed' },
  ] }));
  const note = page.locator('.message-info', { hasText: 'imported from ci.json' });
  await expect(note).toContainText('2 expectations imported from ci.json: 1 new, 1 replaced yours on the same cell (1 now expects otherwise); the 5 others you had are kept. 1 expectation is not tested: its URL or crawler is not in the test suite.');
  await expect(count(page)).toHaveText('1 of 6 expectations fails; 1 not tested (URL or crawler not in the suite)');
  await expect(cell(page, 0, 1)).toContainText('✗ expected allowed');
  await expect(cell(page, 2, 0)).toHaveAttribute('data-expect', 'allowed');
  await expect(grid(page).locator('[data-expect]')).toHaveCount(6);

  // The file's alone, as the CLI reads it: one click.
  await note.getByRole('button', { name: 'Use only the file’s' }).click();
  await expect(count(page)).toHaveText('The expectation fails; 1 not tested (URL or crawler not in the suite)');
  await expect(cell(page, 0, 1)).toContainText('✗ expected allowed');
  await expect(grid(page).locator('[data-expect]')).toHaveCount(1);
});

test('an expectation that fails where no rule decides is counted in the status bar, not said only by its cell (new-user walk)', async ({ page }) => {
  await setUp(page);
  // Googlebot may fetch / because no rule blocks it: no line decides, so the editor has nothing to mark.
  await cell(page, 0, 0).click();
  await page.keyboard.press('b');
  await expect(cell(page, 0, 0)).toContainText('✗ expected blocked');
  await expect(count(page)).toHaveText('The expectation fails');
  await expect(page.locator('.cm-brokenExpectation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^No problems$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^1 expectation fails where no rule decides$/ })).toBeVisible();
  // It holds again: the count goes.
  await page.keyboard.press('a');
  await expect(count(page)).toHaveText('The expectation holds');
  await expect(page.getByRole('button', { name: /^No problems$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /where no rule decides/ })).toHaveCount(0);
});

test('the count of failures no rule decides takes the person to each failing cell, by the keyboard alone (F8 has no line to reach)', async ({ page }, info) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await setUp(page);
  // Googlebot may fetch / and /shop: no rule blocks either. Both expected blocked: two failures with no line.
  await cell(page, 0, 0).click();
  await page.keyboard.press('b');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 2, 0)).toBeFocused();
  await page.keyboard.press('b');
  await expect(cell(page, 2, 0)).toContainText('✗ expected blocked');
  await expect(count(page)).toHaveText('2 of 2 expectations fail');
  // The person is in the editor, at its start.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  const go = page.getByRole('button', { name: '2 expectations fail where no rule decides' });
  const toCount = async () => {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'No problems', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(go).toBeFocused();
    await page.keyboard.press('Enter');
  };
  // Enter: the first failing cell, selected, focused, and said; Enter again from the count: the next; then round.
  await toCount();
  await expect(cell(page, 0, 0)).toBeFocused();
  await expect(cell(page, 0, 0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.verdict-banner')).toContainText('Googlebot');
  await page.screenshot({ path: info.outputPath('unmarked-first-1366.png') });
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await toCount();
  await expect(cell(page, 2, 0)).toBeFocused();
  await expect(cell(page, 2, 0)).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 0, 0)).toHaveAttribute('aria-selected', 'false');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await toCount();
  await expect(cell(page, 0, 0)).toBeFocused();
  // Nothing typed anywhere: the text is as pasted.
  expect(await docText(page)).toBe(SITE);
});

/** 1366×800, the set-up, and (/, Googlebot), which no rule blocks, expected blocked: the status bar's count of one failure no rule decides. */
async function blockedWhereNoRuleDecides(page: Page) {
  await page.setViewportSize({ width: 1366, height: 800 });
  await setUp(page);
  await cell(page, 0, 0).click();
  await page.keyboard.press('b');
  await expect(cell(page, 0, 0)).toContainText('✗ expected blocked');
  return page.getByRole('button', { name: '1 expectation fails where no rule decides' });
}

test('the count of failures no rule decides, pressed while the search hides the failing row, says so and takes no focus, then or later (review20 H1)', async ({ page }) => {
  const go = await blockedWhereNoRuleDecides(page);
  const search = page.getByRole('searchbox', { name: 'Search URLs and rules' });
  await search.click();
  await page.keyboard.type('shop', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(1);
  await go.click();
  // Nothing moves: the page says what hides the cell.
  await expect(page.locator('.message-info', { hasText: 'The failing cell (https://example.com/ for Googlebot) is hidden by the search “shop”' })).toBeVisible();
  await expect(go).toBeFocused();
  // The person goes back to the search and edits it, a key at a time: the row comes back as they type.
  await search.click();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(3);
  await page.keyboard.type('cart', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(0);
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('cart');
  // The expectation is as the person set it.
  await search.fill('');
  await expect(search).toBeFocused();
  await expect(cell(page, 0, 0)).toContainText('✗ expected blocked');
  await expect(go).toBeVisible();
  expect(await docText(page)).toBe(SITE);
});

test('the count of failures no rule decides, with the failing row hidden by a crawler\'s summary chosen as a filter: said, and "Show all URLs" brings it back; focus never taken later (review20 H1)', async ({ page }) => {
  const go = await blockedWhereNoRuleDecides(page);
  // Only the URLs Googlebot is blocked from: /private/x.
  const chip = page.getByRole('button', { name: /^Googlebot: 1 blocked of 3/ });
  await chip.click();
  await expect(gridRows(page)).toHaveCount(1);
  await go.click();
  const note = page.locator('.message-info', { hasText: 'The failing cell (https://example.com/ for Googlebot) is hidden by showing only the URLs Googlebot is blocked from' });
  await expect(note).toBeVisible();
  await expect(go).toBeFocused();
  // Showing every URL again later brings the row back with focus left where the person put it.
  await chip.click();
  await expect(gridRows(page)).toHaveCount(3);
  await expect(chip).toBeFocused();
  await page.keyboard.press('b');
  await expect(chip).toBeFocused();
  await expect(cell(page, 0, 0)).toContainText('✗ expected blocked');
  await chip.click();
  await expect(gridRows(page)).toHaveCount(1);
  await go.click();
  await note.getByRole('button', { name: 'Show all URLs' }).click();
  await expect(gridRows(page)).toHaveCount(3);
  await expect(cell(page, 0, 0)).toHaveAttribute('aria-selected', 'true');
  // The row shown, the count goes to the cell at once.
  await go.click();
  await expect(cell(page, 0, 0)).toBeFocused();
  await expect(cell(page, 0, 0)).toContainText('✗ expected blocked');
  expect(await docText(page)).toBe(SITE);
});

test('the count of failures no rule decides goes first to the failing cell the person can see, then to the one the search hides (s21)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await setUp(page);
  // Googlebot may fetch / and /shop, no rule deciding: both expected blocked, two failures with no line.
  await cell(page, 0, 0).click();
  await page.keyboard.press('b');
  await cell(page, 2, 0).click();
  await page.keyboard.press('b');
  await expect(count(page)).toHaveText('2 of 2 expectations fail');
  // Then reads why GPTBot is blocked from /shop: the cell selected is none of the failures, so the walk starts afresh.
  await cell(page, 2, 1).click();
  await expect(page.locator('.verdict-banner')).toContainText('GPTBot');
  const go = page.getByRole('button', { name: '2 expectations fail where no rule decides' });
  // The person searches for the shop, a key at a time: / leaves the grid, /shop stays.
  const search = page.getByRole('searchbox', { name: 'Search URLs and rules' });
  await search.click();
  await page.keyboard.type('shop', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page).first()).toContainText('https://example.com/shop');
  const note = page.locator('.message-info', { hasText: 'The failing cell (https://example.com/ for Googlebot) is hidden by the search “shop”' });
  // First press: the failure on screen, focused in the grid, nothing said of the hidden one.
  await go.click();
  await expect(cell(page, 0, 0)).toBeFocused();
  await expect(cell(page, 0, 0)).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 0, 0)).toContainText('✗ expected blocked');
  await expect(note).toHaveCount(0);
  await expect(search).toHaveValue('shop');
  // Next press: the hidden one, selected and said; the search as the person typed it.
  await go.click();
  await expect(note).toBeVisible();
  await expect(go).toBeFocused();
  await expect(search).toHaveValue('shop');
  await expect(gridRows(page)).toHaveCount(1);
  // And round again to the one on screen.
  await go.click();
  await expect(cell(page, 0, 0)).toBeFocused();
  await expect(cell(page, 0, 0)).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('shop');
  expect(await docText(page)).toBe(SITE);
});

test('on a phone (390 px, one crawler at a time) the count of failures no rule decides shows the failing cell\'s crawler and focuses the cell (s21)', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setUp(page);
  const shownCrawler = page.getByRole('combobox', { name: 'Crawler shown' });
  await expect(shownCrawler.locator('option:checked')).toHaveText('Googlebot (1 of 2)');
  // (/, Googlebot), which no rule blocks, expected blocked.
  await cell(page, 0, 0).click();
  await page.keyboard.press('b');
  await expect(cell(page, 0, 0)).toContainText('✗ expected blocked');
  // The person looks at GPTBot's column: Googlebot's failing cell is off screen.
  await shownCrawler.selectOption({ label: 'GPTBot (2 of 2)' });
  await expect(shownCrawler.locator('option:checked')).toHaveText('GPTBot (2 of 2)');
  await expect(page.getByRole('grid').getByRole('columnheader', { name: /GPTBot/ })).toBeVisible();
  await expect(page.getByRole('grid').getByText('✗ expected blocked')).toHaveCount(0);
  const go = page.getByRole('button', { name: '1 expectation fails where no rule decides' });
  await go.click();
  // The column is Googlebot's again and the failing cell has focus.
  await expect(shownCrawler.locator('option:checked')).toHaveText('Googlebot (1 of 2)');
  await expect(cell(page, 0, 0)).toBeFocused();
  await expect(cell(page, 0, 0)).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 0, 0)).toContainText('✗ expected blocked');
  await expect(cell(page, 0, 0)).toBeInViewport();
  await page.screenshot({ path: info.outputPath('unmarked-phone-390.png') });
  expect(await docText(page)).toBe(SITE);
});
