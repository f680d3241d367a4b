/**
 * The files a crawler asks the site for, as `npm start` serves them (issue 24 §3): /robots.txt is
 * the site's own (public/robots.txt), and a path the site does not have gets 404.html with status
 * 404 — before, both were the app's index.html with 200, so Lighthouse's SEO audit read HTML as
 * the robots.txt.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

test('/robots.txt is the robots.txt the site ships, as plain text', async ({ request }) => {
  // A browser's navigation asks for HTML first: the answer must still be the file.
  const response = await request.get('/robots.txt', { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toBe(await readFile('public/robots.txt', 'utf8'));
});

test('a path the site does not have is answered with the 404 page and status 404', async ({ page, request }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found · Robotscope');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Robotscope' })).toHaveAttribute('href', '/');
  // The security headers of every other answer (public/_headers) hold for this one too.
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  for (const path of ['/missing.html', '/assets/missing.js', '/robots']) {
    expect((await request.get(path, { headers: { Accept: 'text/html' } })).status(), path).toBe(404);
  }
});

test('the app itself is still at / and at /index.html', async ({ request }) => {
  for (const path of ['/', '/index.html', '/?x=1']) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    // The app's root, holding its static frame until React draws the page (issue 24 §3).
    expect(await response.text(), path).toMatch(/<div id="root">\s*<div class="app results-below shell">/);
  }
});
