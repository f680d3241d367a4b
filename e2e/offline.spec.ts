/**
 * Issue 12 §7: after one visit the site starts and works with no network at all, it can be
 * installed, a new version waits for the person's "Reload", and every response carries the
 * security headers of public/_headers.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseHeadersFile } from '../scripts/securityHeaders.ts';
import {
  docText, expect, expectClean, expectRow, openApp, pasteText, gridRows, setInputs, storageSnapshot, test, waitForAutosave,
  watchContext,
} from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

/** Resolves once the service worker is active, which is after it has precached every file. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('after one visit the app starts and checks URLs with no network at all', async ({ page, context, watch }) => {
  await openApp(page);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  // The network really is gone: a file the service worker did not precache cannot be had.
  const probe = `not-precached-${Date.now()}.txt`;
  const reachable = await page.evaluate((p) => fetch(`./${p}`).then(() => true, () => false), probe);
  expect(reachable).toBe(false);
  // That failed request was this test's doing.
  watch.consoleErrors = watch.consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));

  await page.reload();
  await openApp(page).catch(async () => {
    throw new Error(`the page did not start offline: ${await page.content()}`);
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The whole app, the analysis worker included, runs from the cache.
  await pasteText(page, 'User-agent: *\nDisallow: /private\nAllow: /private/ok\n');
  await setInputs(page, { urls: ['/private/x', '/private/ok/y', '/public'] });
  await expect(gridRows(page)).toHaveCount(3);
  await expectRow(gridRows(page), 0, 'Blocked', 2);
  await expectRow(gridRows(page), 1, 'Allowed', 3);
  await expectRow(gridRows(page), 2, 'Allowed', null);
  await expect(page.locator('.status-bar')).toContainText(/analysed in/);
});

test('Chromium finds the app installable', async ({ playwright, baseURL }, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every new context is.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
  const watch = watchContext(context);
  const page = context.pages()[0] ?? (await context.newPage());
  await openApp(page);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/manifest\.webmanifest$/);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
  expectClean(watch);
});

test('a new version is offered, never forced: the page reloads only when the person says so', async ({ page }) => {
  await openApp(page);
  await waitForServiceWorker(page);
  // From now on the page is served by, and under, the service worker, as on any later visit.
  await page.reload();
  await openApp(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const before = await storageSnapshot(page);
  await pasteText(page, 'User-agent: *\nDisallow: /kept\n');
  await waitForAutosave(page, before);
  await page.evaluate(() => { (window as unknown as { notReloaded: boolean }).notReloaded = true; });

  // A new build arrives: a service worker script the page did not register itself (the query
  // makes it a new script to the browser; the server sends the same file). It installs and waits.
  await page.evaluate(() => navigator.serviceWorker.register('./sw.js?next-build').then(() => undefined));

  const notice = page.getByRole('listitem').filter({ hasText: 'Update available' });
  await expect(notice).toBeVisible();
  // Still the same page and the same text: nothing reloaded by itself.
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await docText(page)).toBe('User-agent: *\nDisallow: /kept\n');

  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  await openApp(page);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/sw\.js\?next-build$/);
  await expect.poll(() => docText(page)).toBe('User-agent: *\nDisallow: /kept\n');
});

test('every response carries the security headers of public/_headers', async ({ page }) => {
  const expected = parseHeadersFile(readFileSync('public/_headers', 'utf8')).get('/*')!;
  expect(Object.keys(expected).length).toBeGreaterThan(3);
  for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/_headers']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
  }
});
