/**
 * Issue 12 §2: small links that unpack into huge states (millions of URL lines, a 60 MB line, a
 * megabyte user-agent) are refused before any work, and the page says what was refused. Each
 * link is built here the way an attacker would, with Node's deflate.
 */
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { crawlerChips, crawlerNames, docText, expect, openApp, test, urlsText } from './fixtures.ts';

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
