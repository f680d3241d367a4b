/**
 * A file over 500 KiB, as Googlebot reads it: the verdicts come from its first 512,000 bytes,
 * everything past the cut is struck through in the editor, and a cell's details say what Google's parser
 * would answer on the whole file where that differs (issue 8 §1).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { cellDetails, expect, expectRow, grid, gridRows, openApp, openFile, setInputs, test } from './fixtures.ts';

/** 3.7 MB, 47,066 lines; Googlebot stops 66 bytes into line 6,482, which reads CUT_LINE. */
const XUEXI = gunzipSync(readFileSync(new URL('../testdata/corpus/0341_www.xuexi.cn.txt.gz', import.meta.url)));
const CUT_LINE = 'Allow: /dc8af9cc44e71a446a6c7d9e0090ae52/e43e220633a65f9b6d8b53712cba9caa.html';

test('a 3.7 MB file reads as Googlebot reads it: its first 500 KiB decide, the rest is struck through', async ({ page }) => {
  test.setTimeout(120_000);
  await openApp(page);
  await openFile(page, '0341_www.xuexi.cn.txt', XUEXI);
  await setInputs(page, { agent: 'Googlebot', urls: ['https://www.xuexi.cn/'] });
  const rows = gridRows(page);
  // The 3.7 MB file takes a while: until its check is back, the grid shows the last matrix
  // (the default crawlers) marked as updating. Wait for the one asked for.
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://www.xuexi.cn', 'Googlebot'], { timeout: 60_000 });
  await expect(page.locator('.matrix[data-stale]')).toHaveCount(0, { timeout: 60_000 });
  // The library on the whole file blocks `/` by its last line; Googlebot never reads that far.
  await expectRow(rows, 0, 'Allowed');
  await expect(page.locator('.matrix-cut')).toContainText('Googlebot reads only the first 500 KiB of this file: it stops in line 6,482');
  await rows.first().getByRole('gridcell').click();
  await expect(cellDetails(page).getByRole('heading', { level: 2 })).toHaveText('Allowed for Googlebot: no rule decides, and what no rule blocks is allowed.');
  await expect(cellDetails(page)).toContainText("Read whole, Google's parser would block this URL by line 47065.", { timeout: 30_000 });

  // Bring the line of the cut into view, as a person scrolling there would see it.
  await page.evaluate(() => {
    const { view } = window.__robotscope!;
    view.dispatch({ selection: { anchor: view.state.doc.line(6482).from }, scrollIntoView: true });
  });
  const cutLine = page.locator('[data-testid="editor"] .cm-line.cm-limit-line');
  await expect(cutLine).toHaveCount(1);
  await expect(cutLine).toHaveAttribute('title', /stops reading inside this line/);
  // Read: the first 66 characters of the line; not read: the rest of it and every later line.
  const unread = cutLine.locator('.cm-past-limit');
  await expect(unread.first()).toHaveAttribute('title', /does not read past byte 512,000/);
  // Retried: the marks of lines scrolled into view are drawn in a later frame than the line.
  await expect.poll(async () => (await unread.allInnerTexts()).join('')).toBe(CUT_LINE.slice(66));
  await expect(cutLine).toHaveText(CUT_LINE);
  const after = page.locator('[data-testid="editor"] .cm-line').filter({ has: page.locator('.cm-past-limit') });
  await expect.poll(() => after.count()).toBeGreaterThan(3);
  await expect(page.locator('[data-testid="editor"] .cm-line:not(.cm-limit-line) .cm-past-limit').first()).toHaveCSS('text-decoration-line', 'line-through');
});

test('a CRLF file reaches the 500 KiB cut by its bytes, CRs counted, not by the editor\'s text', async ({ page }) => {
  test.setTimeout(120_000);
  // 520,015 bytes with CRs; the editor's "\n" text is 468,000 and alone would read the rule.
  const raw = `User-agent: *\r\n${'# filler\r\n'.repeat(52_000)}Disallow: /late\r\n`;
  await openApp(page);
  await openFile(page, 'crlf-robots.txt', Buffer.from(raw, 'latin1'));
  await setInputs(page, { agent: 'Googlebot', urls: ['/late'] });
  const rows = gridRows(page);
  await expectRow(rows, 0, 'Allowed');
  await rows.first().getByRole('gridcell').click();
  await expect(cellDetails(page)).toContainText("Read whole, Google's parser would block this URL by line 52002.", { timeout: 30_000 });
  // The cut falls 5 bytes into line 51,200 (15 bytes, then 10 a line): marked on that line.
  await page.evaluate(() => {
    const { view } = window.__robotscope!;
    view.dispatch({ selection: { anchor: view.state.doc.line(51_200).from }, scrollIntoView: true });
  });
  const cutLine = page.locator('[data-testid="editor"] .cm-line.cm-limit-line');
  await expect(cutLine).toHaveCount(1);
  await expect.poll(async () => (await cutLine.locator('.cm-past-limit').allInnerTexts()).join('')).toBe('ler'); // '# fil' read
  const status = page.locator('.status-bar');
  await expect(status).toContainText('Google stops reading at line 51200 (500 KiB)');
  await expect(status).toContainText('CRLF · UTF-8');
});
