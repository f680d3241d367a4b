/**
 * A crawler named as a chip is checked with what its operator documents
 * (issue 8 §2, §3): AdsBot-Google ignores the * group, Applebot obeys the Googlebot group,
 * presets come from the crawler registry, and a pasted header says which token it was read as.
 */
import {
  cellDetails, crawlerField, crawlerNames, expect, expectRow, grid, gridRows, openApp, pasteText, setCrawlers, setInputs, test, verdictStatus,
} from './fixtures.ts';

test('AdsBot-Google ignores a * group that disallows everything: Allowed, and the row says why', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /\n');
  await setInputs(page, { agent: 'AdsBot-Google', urls: ['https://example.com/landing'] });
  await expectRow(gridRows(page), 0, 'Allowed', null);
  await gridRows(page).first().getByRole('gridcell').click();
  await expect(verdictStatus(page)).toContainText('AdsBot-Google, https://example.com/landing: Allowed');
  // The heading says no rule decides; the groups say why none applies (the explanation says each fact once).
  await expect(cellDetails(page)).toContainText('AdsBot-Google ignores the * group (Google documents this), and no group names it: everything is allowed.');
  await expect(cellDetails(page)).toContainText('The * group (line 1) does not apply to it.');
  // Any other crawler gets the * group.
  await setInputs(page, { agent: 'Googlebot' });
  await expectRow(gridRows(page), 0, 'Blocked', 2);
});

test('Diffbot does not follow Allow lines: Blocked where only an Allow lets other crawlers in, and the details say why', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n');
  await setCrawlers(page, ['Googlebot', 'Diffbot']);
  await setInputs(page, { urls: ['https://example.com/wp-admin/admin-ajax.php'] });
  const cells = gridRows(page).first().getByRole('gridcell');
  await expect(cells.nth(0)).toContainText('Allowed');
  await expect(cells.nth(1)).toContainText('Blocked');
  await cells.nth(1).click();
  await expect(verdictStatus(page)).toContainText('Diffbot, https://example.com/wp-admin/admin-ajax.php: Blocked by line 2');
  await expect(cellDetails(page)).toContainText('Diffbot documents that Diffbot does not follow Allow lines: Allow line 3 matched but was set aside');
  await expect(cellDetails(page)).toContainText('Allow lines match, but this crawler does not follow them: only the Disallow lines decide.');
});

test('a preset picked from the registry adds its chip; Applebot obeys the Googlebot group', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n');
  await setCrawlers(page, []);
  await setInputs(page, { urls: ['https://example.com/page'] });
  const presets = page.getByLabel('Pick a crawler');
  await expect(presets.locator('optgroup[label="Ads"] option', { hasText: 'AdsBot-Google — Google' }).first()).toBeAttached();
  await expect(presets.locator('option', { hasText: 'Storebot-Google — Google (unverified, 2026-11)' })).toBeAttached();
  await presets.selectOption('Applebot');
  await expect.poll(() => crawlerNames(page)).toEqual(['Applebot']);
  await expectRow(gridRows(page), 0, 'Allowed', 2);
  await gridRows(page).first().getByRole('gridcell').click();
  await expect(cellDetails(page)).toContainText('No group names Applebot; Applebot then obeys the group naming Googlebot (Apple documents this)');
});

test('a pasted header shows the token it was read as, and why', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /\n');
  await setInputs(page, { urls: ['/'] });
  await crawlerField(page).fill('CCBot/2.0 (https://commoncrawl.org/faq/)');
  await expect(page.locator('#crawler-add-hint')).toContainText("Enter adds: CCBot, Common Crawl's ai-training/dataset crawler");
  await crawlerField(page).fill('Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)');
  await expect(page.locator('#crawler-add-hint')).toContainText('"SemrushBot": no crawler in the registry has this name');
  // Added, the chip shows the token read, and says it came from a header.
  await crawlerField(page).press('Enter');
  await expect(page.getByRole('list', { name: 'Crawlers tested' }).getByRole('listitem').last()).toHaveText(/^SemrushBot\s*from a header/);
});

test('a crawler robots.txt does not govern is "Not governed" in its cell, its details and its explanation, never Blocked', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /private/\n');
  await setInputs(page, { agent: 'FeedFetcher-Google', urls: ['https://example.com/private/a'] });
  // The grid shows the sample's crawlers until the worker answers for the one chosen (slow under load).
  await expect(gridRows(page).first().getByRole('gridcell')).toHaveCount(1);
  await expect(gridRows(page).first().getByRole('gridcell')).toContainText('Not governed');
  await gridRows(page).first().getByRole('gridcell').click();
  await expect(cellDetails(page).getByRole('heading', { level: 2 })).toHaveText(/^Not governed: /);
  await expect(cellDetails(page)).toContainText('Google says robots.txt does not govern FeedFetcher-Google');
  await expect(page.getByRole('region', { name: 'Explanation' }).getByRole('heading', { level: 2 }))
    .toHaveText('Not governed: robots.txt does not govern FeedFetcher-Google; the file would block it by line 2.');
});

test('a list of crawlers pasted with Ctrl+V adds each of them, not one chip tested as the first name', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /cgi-bin\n\nUser-agent: Yandex\nDisallow: /photos/\n');
  await setInputs(page, { urls: ['https://example.com/photos/a.jpg'] });
  await setCrawlers(page, ['Googlebot']);
  await page.evaluate(() => navigator.clipboard.writeText('Googlebot-Image, YandexImages'));
  await crawlerField(page).click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(crawlerField(page)).toHaveValue('Googlebot-Image, YandexImages');
  await expect(page.locator('#crawler-add-hint')).toHaveText('Enter adds: 2 crawlers, Googlebot-Image, YandexImages');
  await page.keyboard.press('Enter');
  // Before, one chip "Googlebot-Image, YandexImages", a column named Googlebot-Image, and YandexImages lost.
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'Googlebot-Image', 'YandexImages']);
  await expect(crawlerField(page)).toHaveValue('');
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://example.com', 'Googlebot', 'Googlebot-Image', 'YandexImages']);
  await expect(gridRows(page).first().getByRole('gridcell').nth(2)).toHaveText(/^Blocked\s*line 5\s*Disallow: \/photos\/$/);
  // A list holding a name that is no crawler adds nothing, and says which.
  await page.evaluate(() => navigator.clipboard.writeText('GPTBot, Disallow: /x'));
  await page.keyboard.press('ControlOrMeta+V');
  await page.keyboard.press('Enter');
  await expect(page.locator('#crawler-add-hint')).toHaveText(/^Not added: Disallow: \/x: a robots\.txt Disallow: line/);
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'Googlebot-Image', 'YandexImages']);
});

test('a crawler typed again is not added, and the hint says it is already tested rather than "Enter adds"', async ({ page }) => {
  await openApp(page);
  await setCrawlers(page, ['Googlebot', 'Bingbot']);
  const field = crawlerField(page);
  await field.click();
  // Typed as a person types it, the registry's completion list open under the field.
  await field.pressSequentially('bingbot', { delay: 120 });
  await page.keyboard.press('Enter');
  // Before, Enter did nothing the eye could see: the hint still said "Enter adds: bingbot, …".
  await expect(page.locator('#crawler-add-hint')).toHaveText('bingbot is already in the list (as Bingbot).');
  // A hint, not an error: the field is not announced as invalid (it was, aria-invalid and an
  // alert), and the words are read aloud politely, as "Added …" is.
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('#crawler-add-hint')).not.toHaveAttribute('role');
  await expect(page.locator('#crawler-add-hint')).not.toHaveClass(/field-error/);
  await expect(page.locator('#crawler-add-note')).toHaveAttribute('aria-live', 'polite');
  await expect(page.locator('#crawler-add-note')).toHaveText('bingbot is already in the list (as Bingbot).');
  await expect(field).toHaveValue('bingbot');
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'Bingbot']);
  // Typing on clears it, and what is new is added.
  await field.press('ControlOrMeta+A');
  await field.pressSequentially('GPTBot', { delay: 120 });
  await expect(page.locator('#crawler-add-hint')).toHaveText(/^Enter adds: GPTBot/);
  await page.keyboard.press('Enter');
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'Bingbot', 'GPTBot']);
});

test('a crawler already in the list, typed twice in a row, is said twice: the second time goes into the live region as new words', async ({ page }) => {
  await openApp(page);
  await setCrawlers(page, ['Googlebot', 'Bingbot']);
  const note = page.locator('#crawler-add-note');
  await expect(note).toHaveAttribute('aria-live', 'polite');
  // What a screen reader reads of a polite live region: the words added to it (a node, or a text changed).
  await note.evaluate((el) => {
    const heard: string[] = [];
    Object.assign(window, { heard });
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData' && r.target.textContent) heard.push(r.target.textContent);
        for (const n of r.addedNodes) if (n.textContent) heard.push(n.textContent);
      }
    }).observe(el, { childList: true, subtree: true, characterData: true });
  });
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  const SAID = 'bingbot is already in the list (as Bingbot).';
  const field = crawlerField(page);
  await field.click();
  await field.pressSequentially('bingbot', { delay: 120 });
  await page.keyboard.press('Enter');
  await expect.poll(heard).toEqual([SAID]);
  // Again, as a person who missed it: the text selected, typed over at 120 ms a key, Enter.
  await field.press('ControlOrMeta+A');
  await field.pressSequentially('bingbot', { delay: 120 });
  await expect(page.locator('#crawler-add-hint')).toHaveText(/^Enter adds: bingbot/);
  await page.keyboard.press('Enter');
  // Before, the same words set again changed nothing in the page: nothing more was heard.
  await expect.poll(heard).toEqual([SAID, SAID]);
  await expect(note).toHaveText(SAID);
  await expect(page.locator('#crawler-add-hint')).toHaveText(SAID);
  await expect.poll(() => crawlerNames(page)).toEqual(['Googlebot', 'Bingbot']);
});

/**
 * Meta says facebookexternalhit "might bypass robots.txt when performing security or integrity
 * checks" (registry `bypasses`, from its crawler page). The registry held that fact as a note for
 * its keepers, shown nowhere: the person who picks that crawler, points at its chip or reads its
 * cell was told a plain "Blocked". Now the chip's title and the option that picks it say so, and so
 * does the cell's explanation, in the one sentence (core bypassWords).
 */
test('facebookexternalhit: the chip, the preset and the cell\'s explanation say Meta may bypass robots.txt for security or integrity checks', async ({ page }) => {
  const bypass = 'Meta says facebookexternalhit might bypass robots.txt when performing security or integrity checks: then this file\'s verdict may not hold.';
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /private/\n');
  await setCrawlers(page, []);
  await setInputs(page, { urls: ['https://example.com/private/a'] });
  const presets = page.getByLabel('Pick a crawler');
  await expect(presets.locator('option', { hasText: 'facebookexternalhit — Meta' })).toHaveAttribute('title', bypass);
  await presets.selectOption('facebookexternalhit');
  await expect.poll(() => crawlerNames(page)).toEqual(['facebookexternalhit']);
  const chip = page.getByRole('list', { name: 'Crawlers tested' }).getByRole('listitem').first();
  await expect(chip).toHaveAttribute('title', new RegExp(`\\n${bypass.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expectRow(gridRows(page), 0, 'Blocked', 2);
  await gridRows(page).first().getByRole('gridcell').click();
  await expect(cellDetails(page)).toContainText(bypass);
  // A crawler whose operator says no such thing gets no such words.
  await setInputs(page, { agent: 'GPTBot' });
  await expectRow(gridRows(page), 0, 'Blocked', 2);
  await gridRows(page).first().getByRole('gridcell').click();
  await expect(verdictStatus(page)).toContainText('GPTBot, https://example.com/private/a: Blocked');
  await expect(cellDetails(page)).not.toContainText('might bypass robots.txt');
});
