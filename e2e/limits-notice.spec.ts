/**
 * A file so big that some views are limited says so above the editor, naming each limit that
 * applies (issue 12 §2); a small file shows no such notice.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, openApp, openFile, test } from './fixtures.ts';

test('a 3.7 MB file says what the page does not show in full: the unread part, the link', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  const notice = page.getByTestId('limits-notice');
  await expect(notice).toHaveCount(0);
  const xuexi = gunzipSync(readFileSync(new URL('../testdata/corpus/0341_www.xuexi.cn.txt.gz', import.meta.url)));
  await openFile(page, '0341_www.xuexi.cn.txt', xuexi);
  await expect(notice).toContainText('This document is 3.7 MB:', { timeout: 60_000 });
  await expect(notice).toContainText('Googlebot reads only its first 500 KiB, up to line 6,482: the rest is struck through');
  await expect(notice).toContainText('it is too big for a link (use Download to share it)');
  await expect(notice).toHaveAttribute('role', 'status');
});

test('a file with more problems than the editor lists says how many it shows, and that the rest are counted', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  // 1,500 misspelled rules, each with a NUL: two kinds past 1,000, 3,000 problems in all.
  const text = `User-agent: *\n${'Dissallow: /a\0\n'.repeat(1500)}`;
  await openFile(page, 'many.txt', Buffer.from(text));
  const notice = page.getByTestId('limits-notice');
  await expect(notice).toContainText(/^This document is \d+ KB: only the first 2,000 of its [\d,]+ problems are underlined and listed/, { timeout: 60_000 });
  await expect(notice).toContainText('kinds of problem past the first 1,000 of a kind are only counted, in a note on the last line');
});
