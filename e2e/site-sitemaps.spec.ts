/**
 * A fetched robots.txt's own sitemaps opened as URL sets (issue 25 §3), as a person does it
 * through `robotscope serve`: Fetch a site whose robots.txt names a sitemap index (a gzipped
 * child and a plain one) and a plain sitemap; the "Fetched" note offers to open them, nothing is
 * fetched until that is chosen (by the keyboard); then each arrives through /api/sitemap, the
 * index with its children, listed as URL sets with their counts, tested in the grid and counted
 * in the coverage. The page asks only its own server.
 */
import type { Page } from '@playwright/test';
import { SITE_SITEMAPS, startRobotsServer, type RobotsServer } from '../src/cli/robots-server.test-helper.ts';
import { docText, editor, expect, openFetch, test, urlsText } from './fixtures.ts';
import { serveApp, type ServedApp } from './serveApp.ts';

const sets = (page: Page) => page.getByRole('list', { name: 'URL sets' }).getByTestId('url-set');
const views = (page: Page) => page.getByRole('region', { name: 'URL sets against the rules' });
const rows = (page: Page) => page.evaluate(() => window.__robotscope!.store.getState().results.matrix?.urls.length ?? -1);

let serve: ServedApp;
let robots: RobotsServer;

test.beforeAll(async () => {
  robots = await startRobotsServer();
  // The stub site is on the loopback, which serve's sitemap fetches refuse unless told.
  serve = await serveApp(['--allow-private-network']);
});

test.afterAll(async () => {
  serve?.stop();
  await robots?.close();
});

test('Fetch offers the site\'s sitemaps; chosen by the keyboard, the index with its gzipped child and the plain sitemap open as URL sets', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const foreign: string[] = [];
  const asked: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes('/api/sitemap?')) asked.push(new URL(r.url()).searchParams.get('url')!);
    if (!r.url().startsWith(serve.base) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url());
  });
  const page = await context.newPage();
  await page.goto(serve.base);
  await expect(editor(page)).toBeVisible();
  await openFetch(page);
  await page.keyboard.type(`${robots.origin}/site/robots.txt`, { delay: 120 });
  await page.keyboard.press('Enter');
  const offer = page.getByRole('button', { name: 'Open its 2 sitemaps as URL sets' });
  await expect(offer).toBeVisible();
  await expect(page.getByText(/^Fetched http:\/\/127\.0\.0\.1:\d+\/site\/robots\.txt: status 200, .* It lists 2 sitemaps\.$/)).toBeVisible();
  expect(await docText(page)).toContain(`Sitemap: ${robots.origin}${SITE_SITEMAPS.index}`);
  // Offered, not fetched.
  expect(asked).toEqual([]);
  await page.screenshot({ path: 'test-results/site-sitemaps-offer.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/site-sitemaps-offer-narrow.png' });
  await page.setViewportSize({ width: 1366, height: 800 });

  // The keyboard reaches the offer from the site field, and Enter takes it.
  for (let tabs = 0; tabs < 80 && !(await offer.evaluate((b) => b === document.activeElement)); tabs++) await page.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(sets(page)).toHaveCount(2);
  await expect(sets(page).nth(0)).toHaveText(/sitemap_index\.xml\s*sitemap index · 3 files · 7 URLs/);
  await expect(sets(page).nth(1)).toHaveText(/pages\.xml\s*sitemap · 3 URLs/);
  await expect(page.locator('.url-sets-status')).toHaveText('2 URL sets, 10 URLs; the grid tests those ticked.');
  await sets(page).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/site-sitemaps-sets.png' });
  expect(asked).toEqual([`${robots.origin}${SITE_SITEMAPS.index}`, `${robots.origin}/site/pages.xml`, `${robots.origin}/site/products.xml.gz`, `${robots.origin}/site/categories.xml`]);
  // The grid tests the sets' URLs, and the coverage counts them as sitemap URLs.
  await expect.poll(() => rows(page)).toBe(10);
  const urls = (await urlsText(page)).split('\n');
  expect(urls).toEqual([
    ...[...SITE_SITEMAPS.children['/site/products.xml.gz'], ...SITE_SITEMAPS.children['/site/categories.xml']].map((p) => robots.origin + p),
    ...SITE_SITEMAPS.plain['/site/pages.xml'].map((p) => robots.origin + p),
  ]);
  await expect(views(page)).toContainText('10 URLs of the ticked sets (10 from sitemaps)');
  await page.getByRole('tab', { name: 'In the sitemap but blocked' }).click();
  await expect(views(page)).toContainText(`${robots.origin}/private/p/5`);
  await expect(views(page)).toContainText(`${robots.origin}/private/team`);
  await expect(page.getByRole('alert')).not.toContainText('could not be fetched');
  await page.screenshot({ path: 'test-results/site-sitemaps-result.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await sets(page).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/site-sitemaps-result-narrow.png' });
  expect(foreign).toEqual([]);
  await context.close();
});
