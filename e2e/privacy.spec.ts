/**
 * Nothing leaves the browser: a whole session (paste, test, share, reload) requests only the
 * site itself, logs no error and breaks no Content-Security-Policy. The `watch` fixture checks
 * the same after every other test; this one makes sure a session did load things to check.
 */
import { expect, fileAction, gridRows, openApp, ORIGIN, pasteText, setInputs, test } from './fixtures.ts';

// The service worker runs here as it does for a visitor: what it fetches is watched too.
test.use({ serviceWorkers: 'allow' });

test('a whole session requests nothing outside the site', async ({ page, context, watch }) => {
  const fromServiceWorker: string[] = [];
  context.on('request', (request) => { if (request.serviceWorker()) fromServiceWorker.push(request.url()); });
  await openApp(page);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await pasteText(page, 'User-agent: *\nDisallow: /private\nSitemap: https://example.com/sitemap.xml\n');
  await setInputs(page, {
    agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    urls: ['https://example.com/private', 'https://example.com/x'],
    profile: 'RFC 9309',
  });
  await expect(gridRows(page)).toHaveCount(2);
  await fileAction(page, 'Copy link');
  await page.reload();
  await expect(gridRows(page)).toHaveCount(2);

  expect(watch.requests).toBeGreaterThan(0);
  // The service worker precached the site, and fetched nothing else.
  expect(fromServiceWorker.length).toBeGreaterThan(3);
  expect(fromServiceWorker.filter((url) => !url.startsWith(`${ORIGIN}/`))).toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(watch.foreignRequests).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});

test('the Content-Security-Policy stops the page from reaching another site', async ({ page, watch }) => {
  await openApp(page);
  // This network has no outside access anyway, so the proof is the CSP's own violation event.
  const failed = await page.evaluate(() => fetch('https://example.com/beacon').then(() => false, () => true));
  expect(failed).toBe(true);
  await expect.poll(() => watch.consoleErrors.join('\n')).toMatch(/CSP violation: connect-src blocked https:\/\/example\.com/);
  // Those errors and that blocked attempt were this test's doing; nothing else may remain.
  watch.consoleErrors = watch.consoleErrors.filter((e) => !/example\.com/.test(e));
  watch.foreignRequests = watch.foreignRequests.filter((u) => u !== 'https://example.com/beacon');
});
