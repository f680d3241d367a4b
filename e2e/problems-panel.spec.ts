/**
 * The problems panel (issue 23 §2): Shopify's robots.txt has 407 duplicate rules, which the lint
 * panel listed flat, two at a time. Here they are one group with its count beside the file's two
 * warnings; a severity filter hides them; "Fix all 407" removes them in one step, their
 * diagnostics go, and one undo gives back the exact text. Walked with the keyboard alone.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { applyEdits, diagnose, fixAllEdits, parseRobots } from '../src/core/index.ts';
import { cursorLine, docText, editor, expect, openApp, openFile, test } from './fixtures.ts';

const SHOPIFY = 'testdata/corpus/0347_www.shopify.com.txt';

const panelOf = (page: Page) => page.getByRole('region', { name: 'Problems' });
const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** Press `key` until `target` has focus; fail after `max` presses. */
async function pressTo(page: Page, key: string, target: Locator, max = 12) {
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

async function openShopify(page: Page): Promise<string> {
  const bytes = await readFile(SHOPIFY);
  await openApp(page);
  await openFile(page, 'robots.txt', bytes);
  await expect.poll(() => docText(page)).toBe(bytes.toString('utf8'));
  // 407 duplicate rules and the blank line after `User-agent: *` (line 34), which Yandex's help reads as ending the group.
  await expect(page.locator('.status-bar .problems')).toHaveText('0 errors, 2 warnings, 408 notes');
  return bytes.toString('utf8');
}

test('at 1366×800 the open panel lists eight problems or more beside ten lines of text; closed, the grid is back on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openShopify(page);
  const firstRow = () => page.getByRole('grid', { name: 'Results' }).locator('[data-testid="matrix-row"]').first();
  await expect(firstRow()).toBeInViewport();
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Duplicate rule 407 notes', exact: true }).click();
  const whole = async (rows: Locator, box: Locator) => rows.evaluateAll((all, b) => {
    const r = (b as HTMLElement).getBoundingClientRect();
    return all.filter((el) => { const e = el.getBoundingClientRect(); return e.height > 0 && e.top >= r.top && e.bottom <= r.bottom; }).length;
  }, await box.elementHandle());
  expect(await whole(panel.locator('.cm-problems-row'), panel.locator('.cm-problems-list'))).toBeGreaterThanOrEqual(8);
  expect(await whole(page.locator('[data-testid="editor"] .cm-line'), page.locator('[data-testid="editor"] .cm-scroller'))).toBeGreaterThanOrEqual(10);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(firstRow()).toBeInViewport();
});

test('Shopify: 407 duplicate rules in one group, fixed in one step; one undo restores the exact text', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  const original = await openShopify(page);
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const panel = panelOf(page);
  for (const name of ['0 errors', '2 warnings', '408 notes']) {
    await expect(panel.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  // Worst first: the two warnings' groups are open, the 407 notes one row until asked; the notes in the order of their first line.
  const group = panel.getByRole('button', { name: 'Duplicate rule 407 notes', exact: true });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.locator('.cm-problems-toggle')).toHaveText([/User-agent is not a product token/, /Missing colon/, /Blank line after User-agent/, /Duplicate rule/]);
  await expect(panel.locator('.cm-problems-toggle').first()).toBeFocused();
  await page.screenshot({ path: 'test-results/problems-panel-shopify.png' });

  // Down to the group, open it: 407 rows, the first of them shows its line and focus stays here.
  await pressTo(page, 'ArrowDown', group);
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const duplicates = panel.locator('.cm-problems-go', { hasText: 'This rule repeats line' });
  await expect(duplicates).toHaveCount(407);
  await page.keyboard.press('ArrowDown');
  await expect(duplicates.first()).toBeFocused();
  const line = Number((await duplicates.first().locator('.cm-problems-line').textContent())!.replace('Line ', ''));
  await page.keyboard.press('Enter');
  await expect.poll(() => cursorLine(page)).toBe(line);
  await expect(duplicates.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('button', { name: `Remove this line (line ${line})` })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('End');
  await expect(duplicates.last()).toBeFocused();
  await page.screenshot({ path: 'test-results/problems-panel-shopify-open.png' });
  // Tab leaves the list in one press, whatever its length: one button of it is in the tab order.
  expect(await panel.locator('.cm-problems-list button[tabindex="0"]').count()).toBe(1);
  await page.keyboard.press('Tab');
  expect(await panel.locator('.cm-problems-list').evaluate((el) => el.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(duplicates.last()).toBeFocused();

  // Fix all: every fix against the same text, in one transaction.
  const expected = applyEdits(original, fixAllEdits(diagnose(parseRobots(original)), 'duplicate-rule')!);
  expect(expected.split('\n').length).toBe(original.split('\n').length - 407);
  await page.keyboard.press('Home');
  await expect(panel.locator('.cm-problems-toggle').first()).toBeFocused();
  await pressTo(page, 'ArrowDown', group);
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('button', { name: 'Fix all 407: Duplicate rule', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => docText(page)).toBe(expected);
  await expect(group).toHaveCount(0);
  await expect(page.locator('.status-bar .problems')).toHaveText('0 errors, 2 warnings, 1 note');
  await expect(panel.getByRole('button', { name: '1 note', exact: true })).toBeVisible();
  await expect(panel.locator('.cm-problems-toggle')).toHaveCount(3);

  // Undo straight from the panel, where Fix all left focus: every byte back, then redo.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(original);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => docText(page)).toBe(expected);

  // Escape back to the editor; one undo restores every byte.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(editor(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(original);
  await expect(page.locator('.status-bar .problems')).toHaveText('0 errors, 2 warnings, 408 notes');
});

test('the severity filter hides a severity and says how many it has; a click on a problem shows its line', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openShopify(page);
  await page.locator('.status-bar .problems').click();
  const panel = panelOf(page);
  const notes = panel.getByRole('button', { name: '408 notes', exact: true });
  await notes.click();
  await expect(notes).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.locator('.cm-problems-toggle')).toHaveText([/User-agent is not a product token/, /Missing colon/]);
  await page.screenshot({ path: 'test-results/problems-panel-narrow.png', fullPage: true });
  await panel.getByRole('button', { name: '2 warnings', exact: true }).click();
  await expect(panel.locator('.cm-problems-empty')).toHaveText('None of the severities chosen above.');
  await notes.click();
  await panel.getByRole('button', { name: 'Duplicate rule 407 notes' }).click();
  const last = panel.locator('.cm-problems-go').last();
  const line = Number((await last.locator('.cm-problems-line').textContent())!.replace('Line ', ''));
  await last.click();
  await expect.poll(() => cursorLine(page)).toBe(line);
  await page.screenshot({ path: 'test-results/problems-panel-narrow-open.png', fullPage: true });
});

test('a file too big to compare its named groups with "*" says so in the panel, once, instead of keeping silent', async ({ page }) => {
  const star = Array.from({ length: 1000 }, (_, i) => `Disallow: /s${i}/`).join('\n');
  const named = Array.from({ length: 25 }, (_, i) => `User-agent: Bot${String.fromCharCode(97 + i)}\nDisallow: /b${i}/`).join('\n\n');
  const text = `User-agent: *\n${star}\n\n${named}\n`;
  await openApp(page);
  await openFile(page, 'robots.txt', Buffer.from(text));
  await expect.poll(() => docText(page)).toBe(text);
  await expect(page.locator('.status-bar .problems')).toHaveText('0 errors, 0 warnings, 1 note');
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const panel = panelOf(page);
  const group = panel.getByRole('button', { name: 'Named groups not compared with the * group 1 note', exact: true });
  await expect(panel.locator('.cm-problems-toggle')).toHaveText([/Named groups not compared with the \* group/]);
  await pressTo(page, 'ArrowDown', group);
  if ((await group.getAttribute('aria-expanded')) === 'false') await page.keyboard.press('Enter');
  const entry = panel.locator('.cm-problems-go');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Not checked whether the 25 named crawlers\' groups lack rules of this "*" group: comparing each with its 1,000 Disallow rules takes 25,000 lookups');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => cursorLine(page)).toBe(1);
  expect(await docText(page)).toBe(text);
});

test('on a 390 px phone a problem\'s words take the row\'s width, its fix under them, and the URL tester keeps its height', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await page.locator('.status-bar .problems').click();
  const panel = panelOf(page);
  const item = panel.locator('.cm-problems-item').filter({ has: page.locator('.cm-problems-fix') }).first();
  await expect(item).toBeVisible();
  const row = (await item.boundingBox())!;
  const words = (await item.locator('.cm-problems-message').boundingBox())!;
  const fix = (await item.locator('.cm-problems-fix').boundingBox())!;
  // Beside the fix the words had some 75 of the row's 330 px ("This Disallo…").
  expect(words.width).toBeGreaterThan(row.width * 0.6);
  expect(fix.y).toBeGreaterThanOrEqual(words.y + words.height - 1);
  // Stacked under the editor, the URL tester is not squeezed into a box of its own to scroll.
  const pane = await page.locator('.test-pane').evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(pane).toBeLessThanOrEqual(1);
  await page.screenshot({ path: 'test-results/problems-panel-phone-sample.png', fullPage: true });
});
