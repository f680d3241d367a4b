/**
 * Sharing: "Copy link" puts the whole state in the URL fragment (never the query string, which
 * would reach a server); the link restores it exactly elsewhere. A broken link says so and
 * leaves the autosaved document alone.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  chooseProfile, copyLink, crawlerNames, docText, expect, expectClean, expectProfile, fileAction, grid, gridRows, openApp, openFile, ORIGIN, pasteText, profileSelect, setCrawlers, setDoc, setInputs, storageSnapshot, test, urlsField, urlsText, waitForAutosave, watchContext,
} from './fixtures.ts';

const DOC = [
  '# Shop — règles pour les robots',
  'User-agent: *',
  'Disallow: /cart',
  'Disallow: /søk?q=*',
  '',
  'User-agent: Bingbot',
  'Allow: /cart/public$',
  'Disallow: /',
  '',
  'Sitemap: https://example.com/sitemap.xml',
  '',
].join('\n');
const URLS = ['https://example.com/cart/public', 'https://example.com/søk?q=shoes', 'https://example.com/cart'];

test('Copy link keeps the state in the fragment and restores it exactly in a new browser', async ({ page, browser }) => {
  await openApp(page);
  await pasteText(page, DOC);
  await setInputs(page, { agent: 'Bingbot', urls: URLS, profile: 'RFC 9309' });
  await expect(gridRows(page)).toHaveCount(3);
  // The verdicts of what was asked, not the last matrix while the new one is checked.
  await expect(page.locator('.matrix[data-stale]')).toHaveCount(0);
  const rowsHere = await gridRows(page).allInnerTexts();

  const link = await copyLink(page);
  const url = new URL(link);
  expect(url.origin).toBe(ORIGIN);
  expect(url.search, 'state must never be in the query string').toBe('');
  expect(url.hash.length).toBeGreaterThan(1);

  const elsewhere = await browser.newContext();
  const watch = watchContext(elsewhere);
  const other = await elsewhere.newPage();
  await openApp(other, url.hash);
  expect(await docText(other)).toBe(DOC);
  await expect.poll(() => crawlerNames(other)).toEqual(['Bingbot']);
  await expect.poll(() => urlsText(other)).toBe(URLS.join('\n'));
  await expectProfile(other, 'RFC 9309');
  await expect(gridRows(other)).toHaveCount(3);
  await expect.poll(() => gridRows(other).allInnerTexts()).toEqual(rowsHere);
  await elsewhere.close();
  expectClean(watch);
});

test('a broken link says so and leaves the autosaved document alone', async ({ page, context }) => {
  await openApp(page);
  const before = await storageSnapshot(page);
  await pasteText(page, DOC);
  await setInputs(page, { agent: 'Bingbot', urls: URLS });
  await waitForAutosave(page, before);
  const hash = new URL(await copyLink(page)).hash;
  const truncated = hash.slice(0, Math.ceil(hash.length / 2));

  for (const fragment of ['#v1.garbage', truncated, '#section-2']) {
    await test.step(`open /${fragment}`, async () => {
      const tab = await context.newPage();
      await openApp(tab, fragment);
      const alert = tab.getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toHaveText(/\w+\W+\w+\W+\w+/); // words, not a code
      expect(await docText(tab)).toBe(DOC);
      // The link stays in the address bar, to be copied and reported: it was written over with the
      // autosaved document's link as soon as the verdicts came (the address bar is written 400 ms
      // after a change; a second and a half is well past it).
      await expect(gridRows(tab).first()).toBeVisible();
      await tab.waitForTimeout(1500);
      expect(new URL(tab.url()).hash).toBe(fragment);
      await tab.close();
    });
  }

  await page.reload();
  await expect.poll(() => docText(page)).toBe(DOC);
});

test('a link of a format no Robotscope made (v0) is not called newer; one past ours is (issue 28 §3)', async ({ page, context }) => {
  await openApp(page);
  const before = await storageSnapshot(page);
  await pasteText(page, DOC);
  await waitForAutosave(page, before);
  for (const [fragment, words] of [
    ['#v0.AAAA', "This link's format (v0) is not one Robotscope has ever made: it reads v1 and v2 links."],
    ['#v3.AAAA', 'This link was made by a newer Robotscope (format v3); this version reads v1 and v2 links.'],
  ]) {
    const tab = await context.newPage();
    await openApp(tab, fragment);
    await expect(tab.getByRole('alert')).toContainText(words);
    expect(await docText(tab)).toBe(DOC);
    await tab.close();
  }
});

test('a v2 link carries the whole test: crawlers, URLs, origin, the selected cell, profile and file name', async ({ page, browser }) => {
  await openApp(page);
  await openFile(page, 'shop-robots.txt', Buffer.from(DOC));
  await expect.poll(() => docText(page)).toBe(DOC);
  await setCrawlers(page, ['Googlebot', 'GPTBot', 'Bingbot']);
  await urlsField(page).fill(['/cart/public', '/cart', '/søk?q=shoes'].join('\n'));
  await page.getByLabel('Origin').fill('https://example.com');
  await chooseProfile(page, 'RFC 9309');
  await expect(gridRows(page)).toHaveCount(3);
  // Row 2 (/cart), column Bingbot: blocked by Bingbot's own "Disallow: /".
  const cell = grid(page).locator('[data-testid="matrix-row"]').nth(1).getByRole('gridcell').nth(2);
  await cell.click();
  await expect(cell).toHaveAttribute('aria-selected', 'true');
  // The verdicts of what was asked, not the last matrix while the new one is checked.
  await expect(page.locator('.matrix[data-stale]')).toHaveCount(0);
  const rowsHere = await gridRows(page).allInnerTexts();

  const hash = new URL(await copyLink(page)).hash;
  expect(hash.startsWith('#v2.')).toBe(true);
  const elsewhere = await browser.newContext({ acceptDownloads: true });
  const watch = watchContext(elsewhere);
  const other = await elsewhere.newPage();
  await openApp(other, hash);
  expect(await docText(other)).toBe(DOC);
  await expect.poll(() => crawlerNames(other)).toEqual(['Googlebot', 'GPTBot', 'Bingbot']);
  await expect.poll(() => urlsText(other)).toBe('/cart/public\n/cart\n/søk?q=shoes');
  await expect(other.getByLabel('Origin')).toHaveValue('https://example.com');
  await expectProfile(other, 'RFC 9309');
  await expect(gridRows(other)).toHaveCount(3);
  await expect.poll(() => gridRows(other).allInnerTexts()).toEqual(rowsHere);
  const selected = grid(other).locator('[role="gridcell"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveText(/Blocked/);
  await expect(other.locator('.cm-winning-rule')).toHaveText('Disallow: /');
  const saved = other.waitForEvent('download');
  await fileAction(other, 'Download');
  expect((await saved).suggestedFilename()).toBe('shop-robots.txt');
  await elsewhere.close();
  expectClean(watch);
});

test('a document too big for a link: the link carries the test suite and says to open the file', async ({ page, browser }) => {
  await openApp(page);
  // Random paths do not compress: some 120 KB that no 32,000-character link can hold.
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const lines = ['User-agent: *', 'Disallow: /private'];
  for (let i = 0; i < 4000; i++) lines.push(`Disallow: /${Math.floor(rnd() * 36 ** 8).toString(36)}${Math.floor(rnd() * 36 ** 8).toString(36)}`);
  const big = `${lines.join('\n')}\n`;
  await setDoc(page, big);
  await setCrawlers(page, ['Googlebot', 'ClaudeBot']);
  await urlsField(page).fill('/private/a\n/public');
  await expect(gridRows(page)).toHaveCount(2);
  await fileAction(page, 'Copy link');
  await expect(page.getByText(/carries only the test suite/)).toBeVisible();
  const hash = await page.evaluate(() => location.hash);
  expect(hash.startsWith('#v2.')).toBe(true);
  expect(hash.length).toBeLessThan(2000);

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await openApp(other, hash);
  await expect(other.getByText(/carries the test suite .* but not the document/)).toBeVisible();
  await expect.poll(() => crawlerNames(other)).toEqual(['Googlebot', 'ClaudeBot']);
  await expect.poll(() => urlsText(other)).toBe('/private/a\n/public');
  // The document is not in the link: the page keeps its own (here the example), not a guess.
  expect(await docText(other)).not.toContain('Disallow: /private\nDisallow: /');
  await openFile(other, 'robots.txt', Buffer.from(big));
  await expect.poll(() => docText(other)).toBe(big);
  await expect(gridRows(other)).toHaveCount(2);
  await expect(gridRows(other).first()).toContainText('Blocked');
  await elsewhere.close();
});

test('every stored v1 link opens as it did: its document, its one crawler, its URLs and profile', async ({ browser }) => {
  const { links } = JSON.parse(readFileSync(new URL('../testdata/permalink/v1-links.json', import.meta.url), 'utf8')) as {
    links: { what: string; fragment: string; bytesBase64: string; agent: string; urls: string; profile: string }[];
  };
  const context = await browser.newContext({ acceptDownloads: true });
  for (const link of links) {
    await test.step(link.what, async () => {
      const page = await context.newPage();
      await openApp(page, link.fragment);
      await expect.poll(() => crawlerNames(page)).toEqual([link.agent]);
      await expect.poll(() => urlsText(page)).toBe(link.urls);
      await expect(profileSelect(page)).toHaveValue(link.profile);
      const saved = page.waitForEvent('download');
      await fileAction(page, 'Download');
      const bytes = await readFile(await (await saved).path());
      expect(bytes.toString('base64')).toBe(link.bytesBase64);
      await page.close();
    });
  }
  await context.close();
});
