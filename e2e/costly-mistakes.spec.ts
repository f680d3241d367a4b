/**
 * The costly mistakes are shouted (issue 23 §2): on walmart.com's real robots.txt, the usual
 * GPTBot lines appended after `User-agent: Slurp` / `Crawl-delay: 5` join that group, so its
 * `Disallow: /` blocks AdsBot-Google, Mediapartners-Google and Slurp too. A warning names them and
 * its quick fix gives them their verdicts back, changing nothing but the line it adds.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { docText, editor, expect, gridRows, hoverOn, openApp, openFile, setCrawlers, test, urlsField } from './fixtures.ts';

const WALMART = new URL('../testdata/corpus/0300_walmart.com.txt', import.meta.url);
const SNIPPET = '\nUser-agent: GPTBot\nDisallow: /\n';
const CRAWLERS = ['AdsBot-Google', 'Mediapartners-Google', 'Slurp', 'GPTBot'];

const cell = (page: Page, r: number, c: number) => gridRows(page).nth(r).getByRole('gridcell').nth(c);

async function expectVerdicts(page: Page, row: number, verdicts: ('Allowed' | 'Blocked')[]) {
  for (const [c, verdict] of verdicts.entries()) await expect(cell(page, row, c), CRAWLERS[c]).toHaveText(new RegExp(`^${verdict}`));
}

test.use({ viewport: { width: 1366, height: 800 } });

test('walmart.com + the GPTBot lines: a warning names the crawlers that joined, and its fix gives them their verdicts back', async ({ page }) => {
  const original = await readFile(WALMART, 'utf8');
  await openApp(page);
  await openFile(page, 'robots.txt', Buffer.from(original));
  await expect.poll(() => docText(page)).toBe(original);
  await setCrawlers(page, CRAWLERS);
  await urlsField(page).fill('https://www.walmart.com/ip/123');
  await expect(gridRows(page)).toHaveCount(1);
  await expectVerdicts(page, 0, ['Allowed', 'Allowed', 'Allowed', 'Allowed']);

  // The person appends the usual lines at the end of the file: Ctrl+End, then a real paste.
  await page.evaluate((t) => navigator.clipboard.writeText(t), SNIPPET);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => docText(page)).toBe(original + SNIPPET);
  // Google's reading: the Disallow: / now belongs to the group that began at AdsBot-Google.
  await expectVerdicts(page, 0, ['Blocked', 'Blocked', 'Blocked', 'Blocked']);

  const gptLine = (original + SNIPPET).split('\n').indexOf('User-agent: GPTBot');
  const tip = await hoverOn(page, gptLine, 'GPTBot');
  await expect(tip).toContainText('One group with Adsbot-Google, Mediapartners-Google, Slurp');
  await expect(tip).not.toContainText('None');
  await page.screenshot({ path: 'test-results/joined-group-hover.png' });
  await page.mouse.move(0, 0);

  // The problems panel, keyboard only: down to the warning, right to its fix, Enter.
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const panel = page.getByRole('region', { name: 'Problems' });
  const warning = panel.locator('.cm-problems-go', { hasText: 'does not start a new group' });
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText('its rules apply to AdsBot-Google, Mediapartners-Google and Slurp as well as to GPTBot');
  await expect(warning).toContainText('The group began on line 105');
  await page.screenshot({ path: 'test-results/joined-group-warning.png' });
  for (let i = 0; i < 12 && !(await warning.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(warning).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('button', { name: `End the group above with "Disallow:" (line ${gptLine + 1})` })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect.poll(() => docText(page)).toBe(original + 'Disallow:\n' + SNIPPET);
  await expectVerdicts(page, 0, ['Allowed', 'Allowed', 'Allowed', 'Blocked']);
  await expect(panel.locator('.cm-problems-go', { hasText: 'does not start a new group' })).toHaveCount(0);
});

test('on a phone-wide page the joined-group warning reads whole in the problems panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openApp(page);
  await openFile(page, 'robots.txt', Buffer.from((await readFile(WALMART, 'utf8')) + SNIPPET));
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const warning = page.getByRole('region', { name: 'Problems' }).locator('.cm-problems-go', { hasText: 'does not start a new group' });
  await expect(warning).toContainText('AdsBot-Google, Mediapartners-Google and Slurp as well as to GPTBot');
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/joined-group-warning-390.png' });
});

test('User-agent: Yandex with Disallow: /, typed at a person\'s pace, is noted as shutting Yandex\'s search crawlers out, as bingbot is', async ({ page }) => {
  await openApp(page);
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect.poll(() => docText(page)).toBe('');
  for (const line of ['User-agent: Yandex', 'Disallow: /', '', 'User-agent: bingbot', 'Disallow: /']) {
    await page.keyboard.type(line, { delay: 120 });
    await page.keyboard.press('Enter', { delay: 120 });
  }
  await expect.poll(() => docText(page)).toBe('User-agent: Yandex\nDisallow: /\n\nUser-agent: bingbot\nDisallow: /\n');
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const notes = page.getByRole('region', { name: 'Problems' }).locator('.cm-problems-go', { hasText: 'This blocks every URL for' });
  // Before, bingbot's was the only one: the group every Yandex robot obeys said nothing.
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText('This blocks every URL for YandexBot, YandexImages, YandexMobileBot, YandexNews and YandexMedia: the search crawlers of Yandex, so the site drops out of their search results. Often meant, for a search engine a site does not want; check that it is.');
  await expect(notes.nth(1)).toContainText('This blocks every URL for bingbot: the search crawler of Microsoft, so the site drops out of its search results. Often meant, for a search engine a site does not want; check that it is.');
});
