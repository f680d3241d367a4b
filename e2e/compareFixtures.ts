/** The compare view's two versions and how a test opens them side by side (compare.spec.ts, compare-links.spec.ts). */
import type { Page } from '@playwright/test';
import { expect, openApp, pasteText, setCrawlers, setInputs } from './fixtures.ts';

export const OLD = 'User-agent: *\nAllow: /checkout/\nDisallow: /private\n';
export const NEW = 'User-agent: *\nDisallow: /check\nAllow: /private\n';

export const left = (page: Page) => page.locator('.cm-merge-a .cm-content');
export const right = (page: Page) => page.locator('.cm-merge-b .cm-content');
export const changes = (page: Page) => page.getByRole('listbox', { name: 'Verdicts that change' });
export const summary = (page: Page) => page.getByTestId('compare-summary');

/** The new version in the editor, the old one pasted into the compare view's left side. */
export async function compareOldAndNew(page: Page, { old = OLD, now = NEW, crawlers = ['Googlebot', 'GPTBot'], urls = ['/checkout/', '/private/x', '/public'] } = {}) {
  await openApp(page);
  await pasteText(page, now);
  await setCrawlers(page, crawlers);
  await setInputs(page, { urls });
  await page.getByText('Compare…').click();
  await page.getByRole('button', { name: 'With a version you paste' }).click();
  await expect(left(page)).toBeFocused();
  await page.evaluate((t) => navigator.clipboard.writeText(t), old);
  await page.keyboard.press('ControlOrMeta+V');
  await expect(left(page)).toContainText(old.split('\n')[1]);
}
