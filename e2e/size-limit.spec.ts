/**
 * A file over 500 KiB, as Googlebot reads it: the verdicts come from its first 512,000 bytes,
 * everything past the cut is struck through in the editor, and a cell's details say what Google's parser
 * would answer on the whole file where that differs (issue 8 §1).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { cellDetails, crawlerField, expect, expectRow, grid, gridRows, openApp, openFile, setCrawlers, setInputs, test, urlsField, verdictStatus } from './fixtures.ts';

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

test('the banner over a 3.7 MB file is true of every crawler shown; a Yandex cell says the site is open, not where Googlebot stops', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await openFile(page, '0341_www.xuexi.cn.txt', XUEXI);
  const field = crawlerField(page);
  await field.click();
  await field.pressSequentially('YandexBot', { delay: 120 });
  await field.press('Enter');
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://www.xuexi.cn/private/report.html', { delay: 40 });
  const names = ['Googlebot', 'bingbot', 'GPTBot', 'ClaudeBot', 'PerplexityBot', '*', 'YandexBot'];
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://www.xuexi.cn', ...names], { timeout: 60_000 });
  await expect(gridRows(page)).toHaveCount(1, { timeout: 60_000 });
  await expect(page.locator('.matrix[data-stale]')).toHaveCount(0, { timeout: 60_000 });
  // Before: "... These verdicts are Googlebot's.", over five columns blocked by line 47065 and one allowed as the site open.
  await expect(page.locator('.matrix-cut')).toHaveText(
    'Googlebot reads only the first 500 KiB of this file: it stops in line 6,482, and no rule after it decides anything for it. ' +
    "The other columns are their crawlers' own readings. bingbot, GPTBot, ClaudeBot, PerplexityBot and * are each read whole; " +
    'RFC 9309 (2.5) lets a crawler stop at 500 KiB, so where stopping there would change an answer, readings disagree. ' +
    'The file is over 500 KB, so YandexBot takes the site as open: every URL is allowed.',
  );
  const cells = gridRows(page).first().getByRole('gridcell');
  await expect(cells.nth(1)).toHaveText(/^Blocked line 47065\s*readings disagree/);
  await expect(cells.nth(names.indexOf('YandexBot'))).toHaveText('Allowedthe file is over 500 KB, so YandexBot takes the site as open');
  await page.screenshot({ path: 'test-results/bigfile-banner-1366.png' });
  await cells.nth(names.indexOf('YandexBot')).click();
  const e = cellDetails(page);
  // Before: "Allowed for YandexBot: no rule decides, ...", and a part on Googlebot's cut.
  await expect(e.getByRole('heading', { level: 2 })).toHaveText('Allowed for YandexBot: the file is over 500 KB, so YandexBot takes the site as open.');
  await expect(verdictStatus(page)).toHaveText('YandexBot, https://www.xuexi.cn/private/report.html: Allowed: the file is over 500 KB, so YandexBot takes the site as open');
  await expect(e.getByRole('heading', { level: 3 })).toContainText(['Groups', 'Where these rules come from'], { ignoreCase: true });
  await expect(e.getByRole('heading', { level: 3, name: '500 KiB' })).toHaveCount(0);
  await expect(e).not.toContainText('Googlebot reads its first 512,000 bytes');
  // Before: "No rule of these groups matches this path.", of a file Yandex reads no group of.
  await expect(e).toContainText('No rule is read: the file is over 500 KB, so YandexBot takes the site as open.');
  await expect(e).not.toContainText('No rule of these groups');
  await page.screenshot({ path: 'test-results/bigfile-yandex-1366.png' });
  // On a phone the grid shows one crawler at a time: the banner speaks of the one shown.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.matrix-cut')).toHaveText(
    "Googlebot reads only the first 500 KiB of this file, up to line 6,482; no column shown is read that way. This column is its crawler's own reading. " +
    'The file is over 500 KB, so YandexBot takes the site as open: every URL is allowed.',
  );
  await page.locator('.matrix-cut').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/bigfile-banner-390.png' });
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

test('Applebot follows Googlebot\'s rules but is not documented to stop at 500 KiB: where the cut decides, its cell says readings disagree (corpus 0055)', async ({ page }) => {
  test.setTimeout(120_000);
  // 513,030 bytes, the cut in line 56,889: `Disallow: /late` lies past it, in the * group Applebot falls back to.
  const raw = `User-agent: *\n${'# filler\n'.repeat(57_000)}Disallow: /late\n`;
  await openApp(page);
  await openFile(page, 'applebot-robots.txt', Buffer.from(raw, 'latin1'));
  await setCrawlers(page, ['Googlebot', 'Applebot']);
  await setInputs(page, { urls: ['https://example.com/late'] });
  await expect(grid(page).getByRole('columnheader')).toHaveText(['URL on https://example.com', 'Googlebot', 'Applebot'], { timeout: 60_000 });
  await expect(page.locator('.matrix[data-stale]')).toHaveCount(0, { timeout: 60_000 });
  const cells = gridRows(page).first().getByRole('gridcell');
  // Before: Applebot "Allowed" as Googlebot, with no doubt mark.
  await expect(cells.nth(0)).toHaveText(/^Allowed/);
  await expect(cells.nth(0)).not.toContainText('readings disagree');
  await expect(cells.nth(1)).toHaveText(/^Allowed.*readings disagree/);
  await expect(page.locator('.matrix-cut')).toHaveText(
    'Googlebot reads only the first 500 KiB of this file: it stops in line 56,889, and no rule after it decides anything for it. ' +
    "The other column is its crawler's own reading. Applebot is read as Google reads, up to the same cut; its operator does not say it stops there, " +
    'so where reading on would change its answer, readings disagree.',
  );
  await cells.nth(1).click();
  await expect(cellDetails(page)).toContainText(
    'Readings disagree. Allowed (Google). A crawler that reads on past the first 500 KiB, the whole file, would block it: line 57002 Disallow: /late. ' +
    "Google documents that its own crawlers read only the first 500 KiB (512,000 bytes); this crawler's operator documents that it follows Googlebot's rules, " +
    'not that it stops there, and RFC 9309 (2.5) lets a crawler read more.',
    { timeout: 30_000 },
  );
  // The rule is quoted as code, not in Markdown backticks (b6ff5ea).
  await expect(cellDetails(page).locator('code', { hasText: 'Disallow: /late' }).first()).toBeVisible();
});
