/**
 * The dark theme on every surface (issue 24 §2): no control, surface or edge keeps a light
 * colour, as a person meets them with the keyboard at 1366 × 800 and on a phone: the sample, a
 * cell selected, the File, View and Export menus, the shortcuts dialog, compare. The screens
 * are written to test-results/dark/ to be looked at. Accents drawn light on purpose (the
 * explanation's verdict edge, the editor's cursor and gutter marks) are left out.
 */
import type { Page } from '@playwright/test';
import { chooseTheme, expect, gridRows, openApp, test } from './fixtures.ts';

/** Elements painted with a light background or a light edge, as "what colour where". */
const lightPaint = (page: Page) => page.evaluate(() => {
  const ACCENTS = '.cm-gutters, .cm-cursor, .cm-problems-icon, .explanation, .explain-reading, .brand-mark';
  const luminance = (c: string) => {
    const m = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(c);
    if (!m || (m[4] !== undefined && Number(m[4]) < 0.3)) return 0;
    return (0.2126 * Number(m[1]) + 0.7152 * Number(m[2]) + 0.0722 * Number(m[3])) / 255;
  };
  const out = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || el.closest(ACCENTS)) continue;
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden') continue;
    // Checkboxes are drawn by the browser in the page's color-scheme, whatever their computed colour.
    if (el.matches('input[type="checkbox"], input[type="radio"]')) continue;
    const name = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    if (luminance(s.backgroundColor) > 0.55) out.add(`background ${s.backgroundColor} on ${name}`);
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      if (parseFloat(s[`border${side}Width`]) > 0 && s[`border${side}Style`] !== 'none' && luminance(s[`border${side}Color`]) > 0.7) {
        out.add(`border ${s[`border${side}Color`]} on ${name}`);
      }
    }
  }
  return [...out];
});

async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name })).toBeVisible();
}

for (const [width, height, size] of [[1366, 800, 'wide'], [390, 844, 'phone']] as const) {
  test(`in the dark theme at ${width} px no control, surface or edge keeps a light colour`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await openApp(page);
    await chooseTheme(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const seen: Record<string, string[]> = {};
    const look = async (what: string) => {
      await page.screenshot({ path: `test-results/dark/${size}-${what}.png` });
      seen[what] = await lightPaint(page);
    };
    await look('sample');

    // A cell reached with Tab and shown with Enter; a pointer resting on another.
    const first = gridRows(page).nth(0).getByRole('gridcell').first();
    for (let i = 0; i < 60 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await gridRows(page).nth(1).getByRole('gridcell').first().hover();
    await look('selected-cell');

    for (const menu of ['File', 'View', 'Export']) {
      await openMenu(page, menu);
      await page.keyboard.press('ArrowDown');
      await look(`${menu.toLowerCase()}-menu`);
      await page.keyboard.press('Escape');
    }
    await openMenu(page, 'View');
    await page.getByRole('menu', { name: 'View' }).getByRole('menuitem', { name: /shortcuts/i }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await look('shortcuts');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByText('Compare…').click();
    await page.getByRole('button', { name: 'With a copy of this version' }).press('Enter');
    await expect(page.getByRole('button', { name: 'Close compare' }).first()).toBeVisible();
    await look('compare');
    expect(seen).toEqual({ sample: [], 'selected-cell': [], 'file-menu': [], 'view-menu': [], 'export-menu': [], shortcuts: [], compare: [] });
  });
}
