/**
 * Issue 12 §2: small links that unpack into huge states (millions of URL lines, a 60 MB line, a
 * megabyte user-agent) are refused before any work, and the page says what was refused. Each
 * link is built here the way an attacker would, with Node's deflate.
 */
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { fnv1a } from '../src/state/permalink.ts';
import { crawlerChips, crawlerNames, docText, expect, gridRows, openApp, test, urlsText } from './fixtures.ts';

function hostileLink(header: { a: string; u: string }, doc: Buffer): string {
  const head = Buffer.from(JSON.stringify({ ...header, p: 'google', n: doc.length, h: 0 }));
  const size = Buffer.alloc(4);
  size.writeUInt32BE(head.length);
  return `#v1.${deflateRawSync(Buffer.concat([size, head, doc]), { level: 9 }).toString('base64url')}`;
}

async function expectRefused(page: Page, link: string, what: RegExp) {
  await openApp(page, link);
  await expect(page.getByText(/more than Robotscope opens from a link; it was not opened/)).toBeVisible();
  await expect(page.getByText(what)).toBeVisible();
  // The page works on: the example, untouched inputs, verdicts.
  expect(await docText(page)).toMatch(/^# /);
  // The chips are drawn a task after the editor (issue 24 §3): read them once they are there.
  await expect(crawlerChips(page).first()).toBeVisible();
  expect((await crawlerNames(page)).join('\n')).not.toMatch(/aaaa/);
  expect((await urlsText(page)).split('\n').length).toBeLessThan(50);
}

test('a link that unpacks to a 60 MB line is refused', async ({ page }) => {
  const doc = Buffer.alloc(60 * 1024 * 1024, 'a');
  const link = hostileLink({ a: 'Googlebot', u: '/' }, doc);
  expect(link.length).toBeLessThan(100_000);
  await expectRefused(page, link, /once unpacked/);
});

test('a link holding 300,000 URL lines is refused', async ({ page }) => {
  await expectRefused(page, hostileLink({ a: 'Googlebot', u: '/\n'.repeat(300_000) }, Buffer.from('User-agent: *\n')), /test inputs/);
});

test('a small link whose header holds a 1 MB user-agent is refused', async ({ page }) => {
  const link = hostileLink({ a: 'a'.repeat(1_000_000), u: '/' }, Buffer.from('User-agent: *\n'));
  expect(link.length).toBeLessThan(2000);
  await expectRefused(page, link, /MB of test inputs/);
});

test('a link whose view of the grid is broken or unknown opens all the same, says what it left out, and keeps the rest of the view', async ({ page }) => {
  const doc = Buffer.from('User-agent: *\nDisallow: /private\n');
  const header = {
    a: 'Googlebot', u: '/private/a\n/public\n/private/b', p: 'documented', n: doc.length, h: fnv1a(doc), c: ['Googlebot'], s: null, f: 'robots.txt', d: 1,
    // A filter of a newer Robotscope, a sort column past the link's one crawler, a part no version reads; a good search.
    w: { f: 'soft-404', q: 'private', o: 'verdict', c: 7, zz: { deep: [1, 2] } },
  };
  const head = Buffer.from(JSON.stringify(header));
  const size = Buffer.alloc(4);
  size.writeUInt32BE(head.length);
  await openApp(page, `#v2.${deflateRawSync(Buffer.concat([size, head, doc])).toString('base64url')}`);
  expect(await docText(page)).toBe('User-agent: *\nDisallow: /private\n');
  await expect(page.getByText(/This link opened, but part of its view of the results was not understood and was left out: the filter “soft-404”.*the crawler to sort by.*a part named “zz”/)).toBeVisible();
  await expect(page.getByLabel('Search URLs and rules')).toHaveValue('private');
  await expect(page.getByRole('radio', { name: /^All \d/ })).toBeChecked();
  await expect(gridRows(page)).toHaveCount(2);
});
