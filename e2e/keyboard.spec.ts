/**
 * The whole flow with the keyboard alone (WCAG 2.1.1, 2.4.7): into the editor with Tab (and a
 * visible focus ring), type, out again (Escape, then Tab: CodeMirror keeps Tab for itself only
 * when indentWithTab is bound, which it is not), fill the URLs, walk the results grid, jump to the
 * deciding rule, and work the problems panel (Ctrl+Shift+M, arrows, a fix, Escape) and F8.
 * No mouse event is sent. The grid's keys never reach the editor: only F2 moves there (issue 23
 * §1). And the problems that appear while typing are announced, once.
 */
import type { Page } from '@playwright/test';
import { EXAMPLE_ROBOTS } from '../src/app/example.ts';
import { cursorLine, docText, expect, openApp, gridRows, test } from './fixtures.ts';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? `${el.tagName.toLowerCase()}#${el.id}.${[...el.classList].join('.')}` : '';
  });

/** Press Tab until the focused element matches `want`; fail after `max` presses. */
async function tabTo(page: Page, want: RegExp, max = 20) {
  for (let i = 0; i < max; i++) {
    if (want.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  expect(await focused(page)).toMatch(want);
}

/** Type a line the way a person does: Escape first closes any completion offered for it. */
async function typeLine(page: Page, line: string) {
  await page.keyboard.type(line);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
}

test('the whole flow works with the keyboard alone', async ({ page }) => {
  await openApp(page);
  await page.locator('body').focus();

  // Into the editor: the ring is drawn around it.
  await tabTo(page, /^div#\.cm-content/);
  // The ring is a layer over the editor (an outline would go under its sticky gutters).
  const ring = await page.locator('[data-testid="editor"] .cm-editor').evaluate((el) => {
    const s = getComputedStyle(el, '::after');
    return `${s.borderLeftStyle} ${s.borderLeftWidth}`;
  });
  expect(ring).toBe('solid 2px');
  await page.screenshot({ path: 'test-results/keyboard-focus-ring.png' });

  // Type a file over the example; the typo has a quick fix.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await typeLine(page, 'User-agent: *');
  await typeLine(page, 'Disallow: /private');
  await typeLine(page, 'Dissallow: /tmp');
  await expect.poll(() => docText(page)).toBe('User-agent: *\nDisallow: /private\nDissallow: /tmp\n');

  // Out of the editor, to the URLs.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  expect(await focused(page)).not.toMatch(/\.cm-content/);
  await tabTo(page, /^div#urls\.cm-content/);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('/public\n/private/a');
  await expect(gridRows(page)).toHaveCount(2);

  // The results grid: one cell is the tab stop, arrows move, Enter marks the deciding line and
  // F2 jumps to it.
  await tabTo(page, /^div#\.matrix-cell/);
  await page.keyboard.press('ArrowDown');
  const cell = gridRows(page).nth(1).getByRole('gridcell').first();
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  await expect(cell).toBeFocused();
  await expect(cell).toHaveAttribute('tabindex', '0');
  await page.keyboard.press('Enter');
  await expect(cell).toBeFocused();
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-winning-rule')).toHaveText('Disallow: /private');
  await page.keyboard.press('F2');
  await expect(page.locator('[data-testid="editor"] .cm-content')).toBeFocused();
  expect(await cursorLine(page)).toBe(2);

  // The problems panel: opened from the editor with focus on its list, the typo fixed from its row.
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const panel = page.getByRole('region', { name: 'Problems' });
  await expect(panel.getByRole('button', { name: 'Misspelled directive 1 warning', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('button', { name: /^Line 3 'Dissallow'/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('button', { name: 'Write "Disallow" (line 3)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => docText(page)).toBe('User-agent: *\nDisallow: /private\nDisallow: /tmp\n');
  await expect(panel.locator('.cm-problems-empty')).toHaveText('No problems in this file.');

  // Escape goes back to the editor and closes the panel; F8 walks to the next diagnostic.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.locator('[data-testid="editor"] .cm-content')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await typeLine(page, 'User-agent: *');
  await typeLine(page, 'Disallow: /a');
  await typeLine(page, 'Crawl-delay: 5');
  await page.keyboard.press('ControlOrMeta+Home');
  // F8 walks the diagnostics the editor holds: wait for those of the new text (the Crawl-delay
  // line's note), or F8 can run before the analysis and move nowhere.
  await expect(page.locator('.status-bar .problems')).toHaveText('0 errors, 0 warnings, 1 note');
  await page.keyboard.press('F8');
  await expect.poll(() => cursorLine(page)).toBe(3);
  await page.keyboard.press('Shift+F8');
  await expect.poll(() => cursorLine(page)).toBe(3);
  await page.keyboard.press('ControlOrMeta+Shift+M');
  await expect(panel.getByRole('button', { name: /^Directive with no effect on crawling 1 note$/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.locator('[data-testid="editor"] .cm-content')).toBeFocused();
});

test('Escape closes the problem F8 shows, whose tooltip stood over the lines above and the top bar; the text and the cursor stay', async ({ page }) => {
  await openApp(page);
  const content = page.locator('[data-testid="editor"] .cm-content');
  await content.focus();
  await page.keyboard.press('ControlOrMeta+Home');
  await expect(page.locator('.status-bar .problems')).toHaveText('1 error, 1 warning, 3 notes');
  const before = await docText(page);
  // The sample's line 2 stands before any User-agent line; then its Googlebot group (lines 4 to 9) lacks the * group's rules.
  await page.keyboard.press('F8');
  const tip = page.locator('[data-testid="editor"] .cm-tooltip-hover');
  await expect(tip).toContainText('This Disallow rule stands before any User-agent line');
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
  await page.keyboard.press('F8');
  await expect(tip).toContainText('Google gives Googlebot only the group that names it');
  // The note's text is the whole group: moving inside it kept the tooltip up.
  await page.keyboard.press('ArrowDown');
  await expect(tip).toHaveCount(1);
  const line = await cursorLine(page);
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
  await expect(content).toBeFocused();
  expect(await cursorLine(page)).toBe(line);
  expect(await docText(page)).toBe(before);
});

test('a keyboard walk through the grid and back changes no byte of the file: Enter shows why, F2 edits', async ({ page }) => {
  await openApp(page);
  await page.locator('body').focus();
  await expect(gridRows(page)).toHaveCount(5);
  const winning = page.locator('[data-testid="editor"] .cm-line.cm-winning-rule');
  const content = page.locator('[data-testid="editor"] .cm-content');
  // The first cell: Googlebot on /private/report.html, blocked by line 6 of the sample (past
  // the toolbar, the editor, the crawler chips and the URLs).
  await tabTo(page, /^div#\.matrix-cell/, 80);
  const cell = gridRows(page).nth(0).getByRole('gridcell').first();
  await expect(cell).toBeFocused();
  // The sequence that once typed "b" into line 6 (`bDissallow: /private/`): the grid keeps its letters.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('b');
  expect(await docText(page)).toBe(EXAMPLE_ROBOTS);
  await expect(cell).toHaveAttribute('data-expect', 'blocked');
  // Enter showed why: the deciding line is marked, and focus stayed in the grid.
  await expect(winning).toHaveText('Dissallow: /private/     # misspelled, but Google accepts it');
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  await expect(cell).toBeFocused();
  await page.keyboard.press('a');
  await expect(cell).toHaveAttribute('data-expect', 'allowed');
  await page.keyboard.press('Delete');
  await expect(cell).not.toHaveAttribute('data-expect');
  await expect(cell).toContainText('Blocked');
  expect(await docText(page)).toBe(EXAMPLE_ROBOTS);
  // F2 is the key that goes to the editor, on the deciding line.
  await page.keyboard.press('F2');
  await expect(content).toBeFocused();
  expect(await cursorLine(page)).toBe(6);
  // And back: Escape, Tab to the grid, whose tab stop is still the cell.
  await page.keyboard.press('Escape');
  await tabTo(page, /^div#\.matrix-cell/, 80);
  await expect(cell).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(gridRows(page).nth(1).getByRole('gridcell').first()).toBeFocused();
  await expect(winning).toHaveText('Allow: /private/press-kit/');
  expect(await docText(page)).toBe(EXAMPLE_ROBOTS);
});

test('problems that appear while typing are announced once the typing stops', async ({ page }) => {
  await openApp(page);
  const region = page.getByTestId('problems-announcer');
  await expect(region).toHaveAttribute('role', 'status');
  await expect(page.locator('.status-bar')).toContainText(/analysed in/);
  // Every text the region takes, in order.
  await region.evaluate((el) => {
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    new MutationObserver(() => said.push(el.textContent ?? '')).observe(el, { childList: true, subtree: true, characterData: true });
  });
  await page.locator('[data-testid="editor"] .cm-content').focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  // Each letter of a new key makes an unknown key; none of those is said.
  await page.keyboard.type('Noindx: /a', { delay: 40 });
  await expect(region).toContainText(/Problems in the document: .*\(was .*\)\./);
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));
  expect(said).toHaveLength(1);
});
