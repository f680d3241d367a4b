/**
 * The main path at a glance (issue 24 §2): the top bar holds two menus, File and View (and
 * Compare), instead of two rows of equal buttons; each is a WAI-ARIA menu button run by the
 * keyboard alone (Enter opens on the first item, arrows move, Escape closes and gives focus
 * back); the grid starts above the fold at 1366×800 with the sample, and the page uses its
 * full height.
 */
import { docText, expect, fileAction, grid, gridRows, openApp, test, urlsField } from './fixtures.ts';

test('the top bar holds the File and View menus and Compare, nothing else to press', async ({ page }) => {
  await openApp(page);
  await expect(page.locator('header').getByRole('button')).toHaveText([/^File/, /^View/]);
  await expect(page.locator('header').getByText('Compare…')).toBeVisible();
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'File' }).getByRole('menuitem')).toHaveText([
    'New', 'Open file…', 'Example', 'Download', 'Copy link', 'Fetch a site’s robots.txt…',
  ]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'View' }).locator('[role^="menuitem"]')).toHaveText([
    'Format document', 'Keyboard shortcuts', 'Theme: System', 'Theme: Light', 'Theme: Dark',
  ]);
});

test('the menus work from the keyboard alone: Enter opens on the first item, arrows move, Escape closes and gives focus back', async ({ page }) => {
  await openApp(page);
  const file = page.getByRole('button', { name: 'File', exact: true });
  const menu = page.getByRole('menu', { name: 'File' });
  await file.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'New' })).toBeFocused();
  await expect(file).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open file…' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Fetch a site’s robots.txt…' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'New' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(file).toBeFocused();
  await expect(file).toHaveAttribute('aria-expanded', 'false');

  // ArrowUp opens on the last item; Enter chooses it: the field for the site, focused; Escape puts it away.
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Fetch a site’s robots.txt…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Site whose robots.txt to fetch')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Site whose robots.txt to fetch')).toHaveCount(0);
  await expect(file).toBeFocused();

  // Copy link by keys: the link on the clipboard opens this very text.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Enter');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('#');
  await expect(file).toBeFocused();

  // View › Theme: Dark, by keys; the menu says which theme is on.
  const view = page.getByRole('button', { name: 'View', exact: true });
  await page.keyboard.press('Tab');
  await expect(view).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitemradio', { name: 'Theme: Dark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(view).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Theme: Dark' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  // A click elsewhere closes a menu too.
  await page.keyboard.press('Enter');
  await grid(page).click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('the Compare… menu closes as File and View do: Escape gives focus back to it, a click elsewhere closes it', async ({ page }) => {
  await openApp(page);
  const compare = page.locator('details.compare-menu');
  const summary = page.getByText('Compare…');
  await summary.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'With a copy of this version' })).toBeFocused();
  await page.keyboard.press('Escape');
  // The list stayed open over the editor, focus on its first button.
  await expect(compare).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(compare).toHaveAttribute('open');
  await page.keyboard.press('Escape');
  await expect(compare).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();
  await summary.click();
  await expect(page.getByRole('button', { name: 'With a version you paste' })).toBeVisible();
  await grid(page).click({ position: { x: 5, y: 5 } });
  await expect(compare).not.toHaveAttribute('open');
  await expect(page.getByRole('button', { name: 'With a version you paste' })).toBeHidden();
  // Its buttons still work from a click.
  await summary.click();
  await page.getByRole('button', { name: 'With a copy of this version' }).click();
  await expect(page.getByRole('button', { name: 'Close compare' }).first()).toBeVisible();
});

test('File › New, then Ctrl+Z brings the text back: the menu item replaces undoably as the button did', async ({ page }) => {
  await openApp(page);
  const before = await docText(page);
  await fileAction(page, 'New');
  await expect.poll(() => docText(page)).toBe('');
  await page.locator('[data-testid="editor"] .cm-content').click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(before);
});

test('at 1366×800 the sample\'s grid starts above the fold, and the page fills the window', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await expect(gridRows(page)).toHaveCount(5);
  // The header and the first two rows, on the first screen, unscrolled.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(gridRows(page).nth(1)).toBeInViewport({ ratio: 1 });

  // With a long list, the grid takes the window's height once scrolled to, not a fixed part of it.
  await urlsField(page).fill(Array.from({ length: 200 }, (_, i) => `/page/${i}`).join('\n'));
  await expect(page.getByRole('list', { name: 'Summary per crawler' })).toContainText('of 200');
  await grid(page).evaluate((g) => g.scrollIntoView({ block: 'start' }));
  const box = (await grid(page).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(800 - 140);
  expect(box.y + box.height).toBeLessThanOrEqual(800);
});
