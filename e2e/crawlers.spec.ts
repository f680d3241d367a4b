/**
 * A crawler named in the User-agent field is checked with what its operator documents
 * (issue 8 §2, §3): AdsBot-Google ignores the * group, Applebot obeys the Googlebot group,
 * presets come from the crawler registry, and a pasted header says which token it was read as.
 */
import { agentField, expect, expectRow, openApp, pasteText, resultRows, setInputs, test, verdictStatus } from './fixtures.ts';

test('AdsBot-Google ignores a * group that disallows everything: Allowed, and the row says why', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /\n');
  await setInputs(page, { agent: 'AdsBot-Google', urls: ['https://example.com/landing'] });
  await expectRow(resultRows(page), 0, 'Allowed', null);
  await expect(resultRows(page).first()).toContainText('AdsBot-Google ignores the * group, and no group names it: allowed.');
  await expect(verdictStatus(page)).toContainText('AdsBot-Google ignores the * group');
  // Any other crawler gets the * group.
  await setInputs(page, { agent: 'Googlebot' });
  await expectRow(resultRows(page), 0, 'Blocked', 2);
});

test('a preset picked from the registry fills the field; Applebot obeys the Googlebot group', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n');
  await setInputs(page, { urls: ['https://example.com/page'] });
  const presets = page.getByLabel('Pick a crawler');
  await expect(presets.locator('optgroup[label="Ads"] option', { hasText: 'AdsBot-Google — Google' }).first()).toBeAttached();
  await expect(presets.locator('option', { hasText: 'Storebot-Google — Google (unverified, 2026-11)' })).toBeAttached();
  await presets.selectOption('Applebot');
  await expect(agentField(page)).toHaveValue('Applebot');
  await expectRow(resultRows(page), 0, 'Allowed', 2);
  await expect(resultRows(page).first()).toContainText('No group names Applebot; it obeys the Googlebot group then (Apple documents it)');
});

test('a pasted header shows the token it was read as, and why', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /\n');
  await setInputs(page, { agent: 'CCBot/2.0 (https://commoncrawl.org/faq/)', urls: ['/'] });
  await expect(page.locator('#agent-read-why')).toContainText("read as CCBot, Common Crawl's ai-training/dataset crawler");
  await setInputs(page, { agent: 'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)' });
  await expect(page.locator('#agent-read-why')).toContainText('"SemrushBot": no crawler in the registry has this name');
});
