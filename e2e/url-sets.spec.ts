/**
 * URL sets (issue 25 §1), as a person opens them: a sitemap index with its gzipped children by
 * the file button and by a folder, Search Console and Screaming Frog exports dropped on the URL
 * area, an export's URL column chosen, bad files refused with a message while the sets and the
 * URL list stay as they were. The fixtures are eBay's (testdata/urlsets/ebay, make.mjs).
 */
import { copyFileSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { cellDetails, expect, gridRows, openApp, setCrawlers, setDoc, test, urlsText } from './fixtures.ts';
import { csvRecords } from '../src/core/urlCsv.ts';

const DIR = fileURLToPath(new URL('../testdata/urlsets/ebay/', import.meta.url));
const INDEX = ['sitemap_index.xml', 'sitemap-items-1.xml.gz', 'sitemap-items-2.xml.gz', 'sitemap-browse.xml.gz', 'sitemap-stores.xml'];
const bytes = (name: string) => readFileSync(DIR + name);

const sets = (page: Page) => page.getByRole('list', { name: 'URL sets' }).getByTestId('url-set');
const status = (page: Page) => page.locator('.url-sets-status');
const rows = (page: Page) => page.evaluate(() => window.__robotscope!.store.getState().results.matrix?.urls.length ?? -1);

async function workbench(page: Page) {
  await openApp(page);
  await setDoc(page, bytes('robots.txt').toString('utf8'));
}

/** Drops files on the element `target`, as a person drags them from the desktop. */
async function drop(page: Page, target: string, files: { name: string; data: Buffer }[]) {
  const data = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name));
    return dt;
  }, files.map((f) => ({ name: f.name, b64: f.data.toString('base64') })));
  const at = page.locator(target);
  await at.dispatchEvent('dragenter', { dataTransfer: data });
  await at.dispatchEvent('dragover', { dataTransfer: data });
  await at.dispatchEvent('drop', { dataTransfer: data });
}

test('a sitemap index opened with its gzipped children by the file button: one set, its counts, its URLs in the grid', async ({ page }) => {
  await workbench(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles(INDEX.map((name) => DIR + name));
  await expect(sets(page)).toHaveCount(1);
  await expect(sets(page).first()).toHaveText(/sitemap_index\.xml\s*sitemap index · 5 files · 660 URLs/);
  await expect(status(page)).toHaveText('1 URL set, 660 URLs; the grid tests those ticked.');
  await expect(sets(page).first().getByRole('checkbox')).toBeChecked();
  await expect.poll(() => rows(page)).toBe(660);
  const urls = (await urlsText(page)).split('\n');
  expect(urls).toHaveLength(660);
  expect(urls[0]).toMatch(/^https:\/\/www\.ebay\.com\/itm\//);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: 'test-results/url-sets-index.png' });
});

test('a Search Console export saved as UTF-16 (Excel\'s "Unicode Text") opened by the file button: the same 140 URLs as the UTF-8 file', async ({ page }) => {
  await workbench(page);
  const csv = bytes('gsc-pages.csv').toString('utf8');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles({ name: 'gsc-pages-unicode.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${csv}`, 'utf16le') });
  await expect(sets(page)).toHaveCount(1);
  await expect(sets(page).first()).toContainText('gsc-pages-unicode.csvexport · 140 URLs');
  await expect(sets(page).first().getByLabel('URL column')).toHaveValue('Top pages');
  const gscUrls = csv.trim().split('\n').slice(1).map((row) => row.split(',')[0]);
  await expect.poll(() => urlsText(page)).toBe(gscUrls.join('\n'));
  await expect.poll(() => rows(page)).toBe(140);
});

test('Search Console and Screaming Frog exports dropped on the URL area: two sets, ticked apart or together', async ({ page }) => {
  await workbench(page);
  await drop(page, '[data-testid="urls-editor"]', [{ name: 'gsc-pages.csv', data: bytes('gsc-pages.csv') }, { name: 'internal_all.csv', data: bytes('internal_all.csv') }]);
  await expect(sets(page)).toHaveCount(2);
  await expect(sets(page).nth(0)).toContainText('gsc-pages.csvexport · 140 URLs');
  await expect(sets(page).nth(1)).toContainText('internal_all.csvexport · 240 URLs');
  await expect(sets(page).nth(0).getByLabel('URL column')).toHaveValue('Top pages');
  await expect(sets(page).nth(1).getByLabel('URL column')).toHaveValue('Address');
  // 20 pages are in both: the list holds 380 lines, the grid tests 360 URLs.
  await expect.poll(async () => (await urlsText(page)).split('\n').length).toBe(380);
  await expect(page.locator('#urls-count')).toHaveText(/^360 URLs tested · 20 duplicates tested once/);
  await expect.poll(() => rows(page)).toBe(360);
  // Untick the crawl: the grid tests the Search Console pages alone.
  await sets(page).nth(1).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => rows(page)).toBe(140);
  const gscUrls = bytes('gsc-pages.csv').toString('utf8').trim().split('\n').slice(1).map((row) => row.split(',')[0]);
  expect(await urlsText(page)).toBe(gscUrls.join('\n'));
  await page.setViewportSize({ width: 390, height: 800 });
  await sets(page).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/url-sets-narrow.png' });
});

test('LG’s sitemap index dropped with its gzipped child and its UK sitemap: one set of 14 URLs, each rule’s single blocked URL counted as one', async ({ page }) => {
  await openApp(page);
  const LG = fileURLToPath(new URL('../testdata/urlsets/lg/', import.meta.url));
  await setDoc(page, readFileSync(LG + 'robots.txt', 'utf8'));
  await drop(page, '[data-testid="urls-editor"]', ['sitemap_index.xml', 'sitemap-us.xml.gz', 'sitemap-uk.xml'].map((name) => ({ name, data: readFileSync(LG + name) })));
  await expect(sets(page)).toHaveCount(1);
  await expect(sets(page).first()).toHaveText(/sitemap_index\.xml\s*sitemap index · 3 files · 14 URLs/);
  await expect.poll(() => rows(page)).toBe(14);
  const views = page.getByRole('region', { name: 'URL sets against the rules' });
  await expect(views).toContainText('14 URLs of the ticked sets (14 from sitemaps)');
  // LG's Disallow: /*/support/product-help/doc* on line 4 blocks one sitemap URL: “1 URL”, as the CLI says it.
  await views.getByRole('button', { name: '1 URL: Disallow: /*/support/product-help/doc* for Googlebot' }).click();
  await expect(views.getByRole('region', { name: 'URLs Disallow: /*/support/product-help/doc* decides for Googlebot' })).toContainText(/^1 URL line 4 decides for Googlebot:/);
  await page.getByRole('tab', { name: 'In the sitemap but blocked' }).click();
  await expect(views).toContainText('Googlebot · line 4 Disallow: /*/support/product-help/doc* · 1 URL');
  await expect(views).not.toContainText(/\b1 URLs\b/);
});

test('a text sitemap dropped: a sitemap set, its URLs counted among the sitemap URLs and the blocked one listed under its rule', async ({ page }) => {
  await workbench(page);
  const text = 'https://www.ebay.com/itm/a/1\nhttps://www.ebay.com/b/x/2/bn_3?_sop=12\n\nhttps://www.ebay.com/str/shop\n';
  await drop(page, '[data-testid="urls-editor"]', [{ name: 'sitemap.txt', data: Buffer.from(text) }]);
  await expect(sets(page).first()).toHaveText(/sitemap\.txt\s*sitemap · 3 URLs/);
  const views = page.getByRole('region', { name: 'URL sets against the rules' });
  await expect(views).toContainText('3 URLs of the ticked sets (3 from sitemaps)');
  await page.getByRole('tab', { name: 'In the sitemap but blocked' }).click();
  await expect(views).toContainText('Googlebot · line 71 Disallow: /b/*_sop= · 1 URL');
});

test('an export’s other columns filter the grid: “non-indexable” typed in the search keeps the crawl’s 404 pages, each showing its row', async ({ page }) => {
  await workbench(page);
  await drop(page, '[data-testid="urls-editor"]', [{ name: 'gsc-pages.csv', data: bytes('gsc-pages.csv') }, { name: 'internal_all.csv', data: bytes('internal_all.csv') }]);
  await expect.poll(() => rows(page)).toBe(360);
  const search = page.getByLabel('Search URLs and rules');
  await expect(search).toHaveAttribute('placeholder', 'Search URLs, rules and set columns');
  await search.click();
  await page.keyboard.type('non-indexable', { delay: 120 });
  await expect(search).toHaveValue('non-indexable');
  // Screaming Frog's Indexability column says Non-Indexable on its 20 pages that answered 404; no URL or rule holds the words.
  const expected = bytes('internal_all.csv').toString('utf8').split('\n').filter((row) => row.includes('"Non-Indexable"')).map((row) => JSON.parse(row.split(',')[0]) as string);
  expect(expected).toHaveLength(20);
  await expect(page.getByText('Showing 20 of 360 URLs')).toBeVisible();
  // A window tall enough for the grid to draw all 20 rows (it draws those in view).
  await page.setViewportSize({ width: 1366, height: 2000 });
  await expect(gridRows(page)).toHaveCount(20);
  const shown = await gridRows(page).evaluateAll((rs) => rs.map((r) => r.querySelector('[role="rowheader"]')?.getAttribute('title')));
  expect(shown.sort()).toEqual([...expected].sort());
  await gridRows(page).first().getByRole('gridcell').first().click();
  await expect(cellDetails(page).getByTestId('cell-sources')).toContainText('Indexability Non-Indexable');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await search.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/url-sets-column-search-${width}.png` });
  }
  // The crawl unticked, its columns are searched no more: no URL of Search Console's holds the words.
  await sets(page).nth(1).getByRole('checkbox').click();
  await expect.poll(() => rows(page)).toBe(140);
  await expect(page.getByText('No URL matches “non-indexable” with this filter.')).toBeVisible();
});

test('a crawl export\'s own columns go into the exports: filtered by “non-indexable”, the wide CSV heads Status Code, Indexability … beside the verdicts (walk20 §6)', async ({ page }) => {
  await openApp(page);
  await setDoc(page, 'User-agent: *\nDisallow: /itm/pokemon\n');
  await setCrawlers(page, ['Googlebot']);
  await drop(page, '[data-testid="urls-editor"]', [{ name: 'internal_all.csv', data: bytes('internal_all.csv') }]);
  await expect.poll(() => rows(page)).toBe(240);
  const search = page.getByLabel('Search URLs and rules');
  await search.click();
  await page.keyboard.type('non-indexable', { delay: 120 });
  await expect(page.getByText('Showing 20 of 240 URLs')).toBeVisible();
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: /^CSV, wide/ }).click();
  const file = await event;
  expect(file.suggestedFilename()).toBe('robots-matrix-wide.csv');
  const text = await readFile(await file.path(), 'utf8');
  const lines = text.split('\r\n');
  // Before, the file stopped at whyNotTested and the verdicts: the crawl's columns, which the search had just used, were gone.
  expect(lines[0]).toBe('url,comparedAs,whyNotTested,Content Type,Status Code,Status,Indexability,Indexability Status,Title 1,Googlebot verdict,Googlebot line,Googlebot rule,Googlebot lenient');
  // The first 404 of the crawl (its line 11), blocked by the rule typed.
  expect(lines[1]).toBe('https://www.ebay.com/itm/pokemon-star-canon/429238807512,,,text/html; charset=utf-8,404,Not Found,Non-Indexable,Client Error,pokemon-star-canon | eBay,blocked,2,Disallow: /itm/pokemon,');
  const records = csvRecords(text, ',');
  expect(records).toHaveLength(1 + 20);
  expect(new Set(records.slice(1).map((r) => `${r[4]} ${r[6]}`))).toEqual(new Set(['404 Non-Indexable']));
});

test('a folder holding the index, its children, robots.txt and a script: the sitemaps are read, the rest left alone', async ({ page }) => {
  await workbench(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a folder…' }).click();
  await (await chooser).setFiles(DIR);
  await expect(sets(page)).toHaveCount(5);
  // In name order, each named by its path in the folder; the site's server logs are sets too (issue 25 §1).
  await expect(sets(page).locator('.url-set-name')).toHaveText(['ebay/access.log', 'ebay/access.log.1.gz', 'ebay/gsc-pages.csv', 'ebay/internal_all.csv', 'ebay/sitemap_index.xml']);
  await expect(sets(page)).toContainText([
    'server log · 337 requests · 5 bots · 2 lines not read', 'server log · 71 requests · 5 bots · 2 lines not read',
    'export · 140 URLs', 'export · 240 URLs', 'sitemap index · 5 files · 660 URLs',
  ]);
});

test('an export without a URL header: its URL column chosen by keyboard', async ({ page }) => {
  await workbench(page);
  const tsv = 'Landing page\tSessions\n/itm/a/1\t12\n/b/x/2/bn_3?_sop=12\t3\n';
  await drop(page, '[data-testid="urls-editor"]', [{ name: 'analytics.tsv', data: Buffer.from(tsv) }]);
  await expect(page.locator('.message-text', { hasText: 'analytics.tsv' })).toContainText('choose its URL column among “Landing page”, “Sessions”');
  await expect(sets(page).first()).toContainText('export · 0 URLs');
  const column = sets(page).first().getByLabel('URL column');
  await column.focus();
  await column.selectOption('Landing page');
  await expect(sets(page).first()).toContainText('export · 2 URLs');
  await expect.poll(() => urlsText(page)).toBe('/itm/a/1\n/b/x/2/bn_3?_sop=12');
});

test('a broken gzip and an .xml that holds no XML are refused with a message; the sets and the URL list are kept', async ({ page }) => {
  await workbench(page);
  await drop(page, '[data-testid="urls-editor"]', [{ name: 'gsc-pages.csv', data: bytes('gsc-pages.csv') }]);
  await expect.poll(() => rows(page)).toBe(140);
  const before = await urlsText(page);
  const gz = bytes('sitemap-items-1.xml.gz');
  await drop(page, 'body', [{ name: 'sitemap-2.xml', data: Buffer.from('Not found\n') }]);
  await expect(page.getByText(/“sitemap-2\.xml” is named as XML but holds no XML \(it starts “Not found”\): it was not opened\./)).toBeVisible();
  await drop(page, 'body', [{ name: 'sitemap-items-1.xml.gz', data: gz.subarray(0, gz.length >> 1) }]);
  await expect(page.getByText(/“sitemap-items-1\.xml\.gz” is not readable gzip data \(.+\): it was not opened\./)).toBeVisible();
  await expect(sets(page)).toHaveCount(1);
  expect(await urlsText(page)).toBe(before);
  // A robots.txt dropped on the editor still opens there.
  await drop(page, '[data-testid="editor"]', [{ name: 'robots.txt', data: Buffer.from('User-agent: *\nDisallow: /x\n') }]);
  await expect(page.locator('[data-testid="editor"] .cm-content')).toContainText('Disallow: /x');
});

test('the coverage views: the rule that blocks most, its URLs with their source, the directories, the sitemap URLs blocked', async ({ page }) => {
  await workbench(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles(INDEX.map((name) => DIR + name));
  const views = page.getByRole('region', { name: 'URL sets against the rules' });
  await expect(views).toContainText('660 URLs of the ticked sets (660 from sitemaps)');
  await expect(views.locator('.coverage-totals li').first()).toHaveText('Googlebot: 613 allowed · 47 blocked · 613 decided by no rule');
  // The rule that blocks most comes first: eBay's Disallow: /b/*_sop= on line 71 for Googlebot.
  await expect(views.locator('.coverage-table tbody tr').first().locator('th')).toHaveText('line 71 Disallow: /b/*_sop=');
  await views.getByRole('button', { name: '31 URLs: Disallow: /b/*_sop= for Googlebot' }).click();
  const listed = page.getByRole('region', { name: 'URLs Disallow: /b/*_sop= decides for Googlebot' });
  await expect(listed).toContainText('31 URLs line 71 decides for Googlebot');
  await expect(listed.locator('li').first()).toContainText(/\/b\/.+\?_sop=12 sitemap-browse\.xml\.gz:\d+/);
  await page.getByRole('tab', { name: 'By directory' }).click();
  await expect(views.locator('.coverage-dir summary').first()).toContainText('/ 660 URLs — Googlebot 613 allowed · 47 blocked');
  await page.getByRole('tab', { name: 'In the sitemap but blocked' }).click();
  await expect(views).toContainText('Googlebot · line 71 Disallow: /b/*_sop= · 31 URLs');
  await page.setViewportSize({ width: 1366, height: 800 });
  await views.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/url-sets-coverage.png' });
});

test('hreflang alternates: a sitemap opened with the box ticked gives its alternates too, each with its language', async ({ page }) => {
  await workbench(page);
  const LG = fileURLToPath(new URL('../testdata/urlsets/lg/sitemap-hreflang.xml', import.meta.url));
  const box = page.getByRole('checkbox', { name: 'With hreflang alternates' });
  await expect(box).not.toBeChecked();
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles(LG);
  await expect(sets(page).first()).toHaveText(/sitemap-hreflang\.xml\s*sitemap · 3 URLs/);
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles(LG);
  await expect(sets(page)).toHaveCount(2);
  await expect(sets(page).nth(1)).toHaveText(/sitemap-hreflang\.xml\s*sitemap · 11 URLs/);
  // The alternates are in the URL list after the sets' own URLs: the UK page of the TV is one.
  await expect.poll(async () => (await urlsText(page)).split('\n')).toContain('https://www.lg.com/uk/tvs/lg-oled65c46la');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/url-sets-hreflang-${width}.png` });
  }
});

test('a sitemap cut short, an export whose quote never closes and a cut .gz log are each said as they are, what can be read opened', async ({ page }) => {
  await workbench(page);
  const cut = '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://www.ebay.com/b/a</loc></url>\n<url><loc>https://www.ebay.com/b/b</loc></url>\n<url><loc>https://www.eb';
  const csv = '"Address","Status\nhttps://www.ebay.com/x,"200\n';
  const line = (i: number) => `66.249.66.1 - - [29/Nov/2026:10:00:00 +0000] "GET /p/${i} HTTP/1.1" 200 512 "-" "Googlebot/2.1"\n`;
  const log = gzipSync(Array.from({ length: 5000 }, (_, i) => line(i)).join(''));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles([
    { name: 'sitemap-cut.xml', mimeType: 'application/xml', buffer: Buffer.from(cut) },
    { name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    { name: 'requests.gz', mimeType: 'application/gzip', buffer: log.subarray(0, log.length >> 1) },
  ]);
  await expect(page.getByText('The sitemap “sitemap-cut.xml” ends before </urlset>: only the first 2 URLs were read. The rest is missing (a download or a gzip cut short): dead rules and blocked sitemap URLs are counted on the part read. Fetch it again to read it all.', { exact: true })).toBeVisible();
  await expect(page.getByText('“broken.csv” is not well-formed CSV: the quoted field that starts on line 1 does not close as CSV closes one (a " inside a field is written ""). So that it swallows no row after it, each line was read as one row: check the rows from line 1.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^“requests\.gz” is not readable gzip data \(.+\): it was not opened\. Download it again, or open the server log unzipped\.$/)).toBeVisible();
  await expect(sets(page)).toHaveCount(2);
  await expect.poll(() => rows(page)).toBe(3);
});

test('a sitemap declared ISO-8859-1 (gzipped) is read in Latin-1; one with no declaration has its undecodable line said and not tested (tester3 F4)', async ({ page }) => {
  await workbench(page);
  const xml = (declaration: string, path: string) => Buffer.from(`${declaration}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://www.ebay.com/${path}</loc></url>\n</urlset>\n`, 'latin1');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles([
    { name: 'latin1.xml.gz', mimeType: 'application/gzip', buffer: gzipSync(xml('<?xml version="1.0" encoding="ISO-8859-1"?>', 'b/café')) },
    { name: 'undeclared.xml', mimeType: 'application/xml', buffer: xml('<?xml version="1.0"?>', 'b/crème') },
  ]);
  await expect(sets(page)).toHaveCount(2);
  await expect(page.getByText('“undeclared.xml” holds bytes that are not UTF-8 on 1 line (the first is line 3), shown as �: the URLs there are not tested, as the site\'s own URL cannot be known from them. Save the file as UTF-8, or declare a sitemap\'s encoding (<?xml version="1.0" encoding="ISO-8859-1"?>), then open it again.', { exact: true })).toBeVisible();
  await expect.poll(() => urlsText(page)).toBe('https://www.ebay.com/b/café\nhttps://www.ebay.com/b/cr\ufffdme');
  await expect(page.locator('#urls-count')).toHaveText(/^1 URL tested · 1 not tested/);
  await expect(gridRows(page)).toHaveCount(1);
  await expect(gridRows(page).first()).toContainText('https://www.ebay.com/b/café');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: 'test-results/url-sets-latin1.png' });
});

test('opening sets over a typed URL list says it was replaced, and Undo gives it back; an export without a URL column leaves it (tester3 F10)', async ({ page }) => {
  await openApp(page);
  const before = await urlsText(page);
  const urls = page.locator('[data-testid="urls-editor"] .cm-content');
  await urls.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/my/hand/typed', { delay: 120 });
  const typed = `${before}\n/my/hand/typed`;
  await expect.poll(() => urlsText(page)).toBe(typed);
  const n = typed.split('\n').filter((l) => l.trim() !== '').length;
  const open = async (files: { name: string; mimeType: string; buffer: Buffer }[]) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
    await (await chooser).setFiles(files);
  };
  await open([{ name: 'noaddress.csv', mimeType: 'text/csv', buffer: Buffer.from('Foo,Bar\n1,2\n') }]);
  await expect(page.locator('.message-text', { hasText: 'noaddress.csv' })).toContainText('choose its URL column among “Foo”, “Bar”');
  await expect(sets(page).first().getByRole('checkbox')).not.toBeChecked();
  expect(await urlsText(page)).toBe(typed);
  await expect(gridRows(page)).toHaveCount(n);

  await open([{ name: 'sitemap-stores.xml', mimeType: 'application/xml', buffer: bytes('sitemap-stores.xml') }]);
  const replaced = page.getByText(`The ${n} URLs the URL list held were replaced by the URLs of the ticked sets: Undo, or untick every set, to test them again.`, { exact: true });
  await expect(replaced).toBeVisible();
  await expect.poll(() => urlsText(page)).not.toBe(typed);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: 'test-results/url-sets-replaced.png' });
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => urlsText(page)).toBe(typed);
  await expect(replaced).toHaveCount(0);
  await expect(sets(page).nth(1).getByRole('checkbox')).not.toBeChecked();
  await expect(gridRows(page)).toHaveCount(n);

  // Ticked again by keyboard, then closed: the typed list comes back once no set is ticked.
  await sets(page).nth(1).getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(replaced).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: 'test-results/url-sets-replaced-390.png' });
  await sets(page).nth(1).getByRole('button', { name: /^Close/ }).click();
  await expect.poll(() => urlsText(page)).toBe(typed);
  await expect(replaced).toHaveCount(0);
});

/** The person adds `/my/hand/typed` at the end of the URL list, and opens the stores' sitemap over it: the list they typed. */
async function typeThenOpenSet(page: Page): Promise<string> {
  const before = await urlsText(page);
  await page.locator('[data-testid="urls-editor"] .cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/my/hand/typed', { delay: 120 });
  const typed = `${before}\n/my/hand/typed`;
  await expect.poll(() => urlsText(page)).toBe(typed);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles([{ name: 'sitemap-stores.xml', mimeType: 'application/xml', buffer: bytes('sitemap-stores.xml') }]);
  await expect(sets(page)).toHaveCount(1);
  await expect.poll(() => urlsText(page)).not.toBe(typed);
  return typed;
}

const replacedNote = (page: Page) => page.locator('.message-text', { hasText: 'the URL list held were replaced' });

test('a list edited after the sets replaced the typed one: the note and its Undo go, and unticking the set leaves the edits (review15 §7.3)', async ({ page }) => {
  await openApp(page);
  await typeThenOpenSet(page);
  await expect(replacedNote(page)).toBeVisible();
  const fromSets = await urlsText(page);
  // The person adds a URL of their own under the sitemap's (the list is taller than its field: a click on its first line).
  await page.locator('[data-testid="urls-editor"] .cm-line').first().click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/edited', { delay: 120 });
  const edited = `${fromSets}\n/edited`;
  await expect.poll(() => urlsText(page)).toBe(edited);
  // Undo would have put the typed list over the edit, without a word: it is gone with its note.
  await expect(replacedNote(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
  await sets(page).first().getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(sets(page).first().getByRole('checkbox')).not.toBeChecked();
  await expect.poll(() => urlsText(page)).toBe(edited);
  await expect(replacedNote(page)).toHaveCount(0);
});

test('the typed list the sets replaced survives a reload with its note, and Undo gives it back (review15 §7.3)', async ({ page }) => {
  await openApp(page);
  const typed = await typeThenOpenSet(page);
  const n = typed.split('\n').filter((l) => l.trim() !== '').length;
  await expect(replacedNote(page)).toBeVisible();
  const fromSets = await urlsText(page);
  await page.reload();
  const again = page.getByText(`The ${n} URLs the URL list held were replaced by the URLs of URL sets: Undo to test them again.`, { exact: true });
  await expect(again).toBeVisible();
  await expect.poll(() => urlsText(page)).toBe(fromSets);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => urlsText(page)).toBe(typed);
  await expect(again).toHaveCount(0);
  // Given back, it is the list a second reload keeps, with no note.
  await page.reload();
  await expect.poll(() => urlsText(page)).toBe(typed);
  await expect(replacedNote(page)).toHaveCount(0);
});

test('a file moved or deleted after it was chosen, among others: said by name, the files chosen with it open', async ({ page }, testInfo) => {
  await workbench(page);
  // A person picks two sitemaps from a synced folder, and one is moved away before the page reads it.
  const dir = testInfo.outputPath('chosen');
  mkdirSync(dir, { recursive: true });
  copyFileSync(DIR + 'sitemap-stores.xml', join(dir, 'sitemap-stores.xml'));
  copyFileSync(DIR + 'sitemap-stores.xml', join(dir, 'moved.xml'));
  // The URL-sets worker starts on the first file opened; its script is held until the file is gone,
  // so the page's reads come after the move, as they do for a slow disk or a big first file.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  let workerAsked = false;
  await page.context().route(/sets\.worker/, async (route) => { workerAsked = true; await held; await route.continue(); });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles([join(dir, 'sitemap-stores.xml'), join(dir, 'moved.xml')]);
  unlinkSync(join(dir, 'moved.xml'));
  release();
  await expect(page.getByRole('alert')).toContainText('“moved.xml” could not be read (');
  await expect(page.getByRole('alert')).toContainText('it was not opened.');
  await expect(sets(page)).toHaveCount(1);
  await expect(sets(page).first()).toContainText('sitemap-stores.xml');
  expect(workerAsked).toBe(true);
});
