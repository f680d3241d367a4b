/**
 * The URL sets against the rules as a person uses them (issue 25 §2): a sitemap index opened by
 * the file button, then a rule hovered in the editor shows what it decides among the set's URLs
 * (the hover docs' tooltip, one tooltip); a selected cell says where its URL came from; a set's
 * verdicts pinned as expectations fail as a rule is typed; each view exported as CSV and JSON and
 * the downloaded file read back. The fixtures are eBay's (testdata/urlsets/ebay, make.mjs).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { cellDetails, docText, editor, expect, gridRows, hoverOn, openApp, setDoc, test } from './fixtures.ts';

const DIR = fileURLToPath(new URL('../testdata/urlsets/ebay/', import.meta.url));
const INDEX = ['sitemap_index.xml', 'sitemap-items-1.xml.gz', 'sitemap-items-2.xml.gz', 'sitemap-browse.xml.gz', 'sitemap-stores.xml'];
const views = (page: Page) => page.getByRole('region', { name: 'URL sets against the rules' });

/** eBay's robots.txt, and its sitemap index with the gzipped children opened by the file button. */
async function openSitemaps(page: Page) {
  await openApp(page);
  await setDoc(page, readFileSync(DIR + 'robots.txt', 'utf8'));
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles(INDEX.map((name) => DIR + name));
  await expect(views(page)).toContainText('660 URLs of the ticked sets (660 from sitemaps)');
  await expect(views(page)).not.toHaveAttribute('data-stale');
}

/** Drops files on the element `target`, as a person drags them from the desktop. */
async function drop(page: Page, target: string, names: string[]) {
  const data = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name));
    return dt;
  }, names.map((name) => ({ name, b64: readFileSync(DIR + name).toString('base64') })));
  const at = page.locator(target);
  for (const type of ['dragenter', 'dragover', 'drop']) await at.dispatchEvent(type, { dataTransfer: data });
}

/**
 * Scrolls the editor with the mouse wheel until its 1-based line `line` is wholly in sight, as a
 * person scrolls to it: down while it is below, back up if a turn went past it. Turns of 200 px
 * skipped over it once a note above the editor left it less than 200 px in sight (the proof of
 * 2026-11-30: line 71 passed, the wheel then ran on to line 543).
 */
async function scrollTo(page: Page, line: number) {
  const scroller = page.locator('[data-testid="editor"] .cm-scroller');
  await scroller.scrollIntoViewIfNeeded();
  const box = (await scroller.boundingBox())!;
  const inSight = { top: Math.max(box.y, 0), bottom: Math.min(box.y + box.height, page.viewportSize()!.height) };
  await page.mouse.move(box.x + box.width / 2, (inSight.top + inSight.bottom) / 2);
  // -1: the line is above what is in sight, 1: below, 0: wholly in sight.
  const where = () => page.evaluate((l) => {
    const { view } = window.__robotscope!;
    const block = view.lineBlockAt(view.state.doc.line(l).from);
    const [top, bottom] = [view.documentTop + block.top, view.documentTop + block.bottom];
    const s = view.scrollDOM.getBoundingClientRect();
    return top < Math.max(s.top, 0) ? -1 : bottom > Math.min(s.bottom, innerHeight) ? 1 : 0;
  }, line);
  const step = Math.max(20, Math.floor((inSight.bottom - inSight.top) / 3));
  for (let i = 0, w = await where(); i < 400 && w !== 0; i++, w = await where()) await page.mouse.wheel(0, w * step);
  expect(await where()).toBe(0);
}

test('hovering a rule shows what it decides among the ticked sitemap URLs, with examples and their file and line', async ({ page }) => {
  await openSitemaps(page);
  // Line 71, eBay's Disallow: /b/*_sop= (the rule that blocks most of the set).
  await scrollTo(page, 71);
  const tip = await hoverOn(page, 70, '_sop=');
  await expect(tip.locator('.cm-rtHoverTitle')).toHaveText('Disallow /b/*_sop=');
  const sets = tip.locator('section').filter({ hasText: 'URL sets (660 URLs ticked)' });
  // The crawlers that read eBay's * group are told the same: said once. bingbot, read as Bing, has a group of its own.
  await expect(sets.locator('p').first()).toHaveText('Googlebot, GPTBot, ClaudeBot, PerplexityBot, *: blocks 31 URLs, e.g.');
  await expect(sets.locator('p').nth(1)).toHaveText(/^· https:\/\/www\.ebay\.com\/b\/.+_sop=12 \(sitemap-browse\.xml\.gz:\d+\)$/);
  await expect(sets.locator('p').last()).toHaveText('Decides none for bingbot.');
  // The hover docs stay in the same tooltip: one tooltip on the page.
  await expect(tip).toContainText('Examples (checked by the matcher)');
  await expect(page.locator('.cm-tooltip')).toHaveCount(1);
  await page.setViewportSize({ width: 1366, height: 800 });
  // A glance, not a page: one example per group of crawlers, the tooltip within half the screen's height (it took 473 px).
  await expect(sets.locator('p')).toHaveCount(3);
  const box = (await tip.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(400);
  await page.screenshot({ path: 'test-results/set-coverage-hover.png' });
});

test('hovering a rule\'s Disallow keyword shows the rule\'s coverage of the ticked sets, then the keyword\'s docs (issue 25 §2)', async ({ page }) => {
  await openSitemaps(page);
  await scrollTo(page, 71);
  const tip = await hoverOn(page, 70, 'Disallow');
  await expect(tip.locator('.cm-rtHoverTitle')).toHaveText('Disallow');
  await expect(tip.locator('.cm-rtHoverHeading')).toHaveText(['URL sets (660 URLs ticked)', 'What it does', 'Defined in', 'Google', 'Honoured by (crawler registry)']);
  const sets = tip.locator('section').filter({ hasText: 'URL sets (660 URLs ticked)' });
  await expect(sets.locator('p').first()).toHaveText('Googlebot, GPTBot, ClaudeBot, PerplexityBot, *: blocks 31 URLs, e.g.');
  await expect(sets.locator('p').last()).toHaveText('Decides none for bingbot.');
  await expect(page.locator('.cm-tooltip')).toHaveCount(1);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: 'test-results/set-coverage-keyword-hover.png' });
  await page.setViewportSize({ width: 390, height: 800 });
  await scrollTo(page, 71);
  const narrow = await hoverOn(page, 70, 'Disallow');
  // At 390 px the coverage is in view without scrolling the tooltip.
  const box = (await narrow.boundingBox())!;
  const first = (await narrow.locator('section').filter({ hasText: 'URL sets (660 URLs ticked)' }).locator('p').first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(box.y + box.height);
  await page.screenshot({ path: 'test-results/set-coverage-keyword-hover-390.png' });
});

test('a selected cell says which set, file and line its URL came from, with the export row’s columns', async ({ page }) => {
  await openApp(page);
  await setDoc(page, readFileSync(DIR + 'robots.txt', 'utf8'));
  await drop(page, '[data-testid="urls-editor"]', ['gsc-pages.csv', 'internal_all.csv']);
  await expect(page.getByRole('list', { name: 'URL sets' }).getByTestId('url-set')).toHaveCount(2);
  // A search page in both exports: Search Console's line 122, the crawl's line 202 (a 404 there).
  const url = 'https://www.ebay.com/sch/i.html?_nkw=drill+drill+vintage';
  await page.getByLabel('Search URLs and rules').pressSequentially('drill+drill+vintage', { delay: 120 });
  await expect(gridRows(page)).toHaveCount(1);
  await gridRows(page).first().getByRole('gridcell').first().click();
  await expect(cellDetails(page).locator('.explain-url code').first()).toHaveText(url);
  const from = cellDetails(page).getByTestId('cell-sources');
  await expect(from.locator('li')).toHaveText([
    /^gsc-pages\.csv, line 122 · Clicks \d+ · Impressions \d+ · CTR [\d.]+% · Position [\d.]+$/,
    'internal_all.csv, line 202 · Content Type text/html; charset=utf-8 · Status Code 404 · Status Not Found · Indexability Non-Indexable · Indexability Status Client Error · Title 1 i.html?_nkw=drill+drill+vintage | eBay',
  ]);
  // Untick the crawl: only Search Console's row is its source now.
  await page.getByRole('list', { name: 'URL sets' }).getByTestId('url-set').nth(1).getByRole('checkbox').click();
  await expect(from.locator('li')).toHaveText([/^gsc-pages\.csv, line 122 ·/]);
  await page.setViewportSize({ width: 1366, height: 800 });
  await cellDetails(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/set-coverage-source.png' });
  await page.setViewportSize({ width: 390, height: 800 });
  await cellDetails(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/set-coverage-source-narrow.png' });
});

test('"sitemap URLs must stay allowed for Googlebot": pinned from the view, they fail as a rule that blocks some is typed', async ({ page }) => {
  await openSitemaps(page);
  const count = page.getByTestId('expectation-count');
  await page.getByRole('tab', { name: 'In the sitemap but blocked' }).click();
  await views(page).getByLabel('Crawler').selectOption('Googlebot');
  await views(page).getByRole('button', { name: 'Sitemap URLs allowed for Googlebot must stay allowed' }).click();
  // Googlebot may crawl 613 of the 660 sitemap URLs: those are pinned, the 47 blocked are not.
  await expect(page.getByText(/^Pinned 613 expectations: the sitemap URLs of sitemap_index\.xml allowed now must stay allowed for 1 crawler/)).toBeVisible();
  await expect(count).toHaveText('All 613 expectations hold');
  // A Disallow typed below line 71, in the group Googlebot reads, blocks the item pages.
  await scrollTo(page, 71);
  await editor(page).locator('.cm-line').filter({ hasText: /^Disallow: \/b\/\*_sop=$/ }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Disallow: /itm/', { delay: 120 });
  expect((await docText(page)).split('\n').slice(70, 72)).toEqual(['Disallow: /b/*_sop=', 'Disallow: /itm/']);
  await expect(count).toHaveText(/^\d+ of 613 expectations fail$/);
  const failing = Number((await count.textContent())!.split(' ')[0]);
  // The 400 item pages of the sitemaps, less the 16 other rules already blocked (not pinned: they were not allowed).
  expect(failing).toBe(384);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: 'test-results/set-coverage-pinned.png' });
});

test('a set’s verdicts pinned from its row: every crawler’s, all holding', async ({ page }) => {
  await openSitemaps(page);
  await page.getByRole('button', { name: 'Pin the verdicts of sitemap_index.xml as expectations' }).click();
  // 660 URLs × 6 crawlers.
  await expect(page.getByTestId('expectation-count')).toHaveText('All 3,960 expectations hold');
  // The row's buttons stay together on its first line, beside the set's name, wide or narrow (Close went to a line of its own).
  const row = page.getByRole('list', { name: 'URL sets' }).getByTestId('url-set');
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await row.scrollIntoViewIfNeeded();
    const [name, pin, close] = await Promise.all([row.locator('.url-set-name'), row.getByRole('button', { name: /^Pin the verdicts/ }), row.getByRole('button', { name: /^Close/ })].map(async (l) => (await l.boundingBox())!));
    expect(Math.abs(pin.y - close.y)).toBeLessThan(2);
    expect(pin.y).toBeLessThan(name.y + name.height);
    expect(close.x).toBeGreaterThan(pin.x);
    await page.screenshot({ path: `test-results/set-coverage-pin-${width}.png` });
  }
});

/** Clicks an export button and reads back the file the browser saved: its name and text. */
async function exported(page: Page, name: string): Promise<{ name: string; text: string }> {
  const event = page.waitForEvent('download');
  await views(page).getByRole('button', { name }).click();
  const d = await event;
  return { name: d.suggestedFilename(), text: await readFile(await d.path(), 'utf8') };
}

test('each coverage view exported as CSV and JSON: the files hold what the view shows, every blocked sitemap URL too', async ({ page }) => {
  await openSitemaps(page);
  const rules = await exported(page, 'Export Rule coverage as CSV');
  expect(rules.name).toBe('robots-rule-coverage.csv');
  const rows = rules.text.split('\r\n');
  expect(rows[0]).toBe('line,rule,crawler,count,examples');
  expect(rows).toContainEqual(expect.stringMatching(/^71,Disallow: \/b\/\*_sop=,Googlebot,31,https:\/\/www\.ebay\.com\/b\/\S+ \S+ \S+$/));
  const rulesJson = JSON.parse((await exported(page, 'Export Rule coverage as JSON')).text);
  expect(rulesJson).toMatchObject({ robotscope: 'coverage', version: 4, file: 'robots.txt', urls: 660, sitemapUrls: 660, notChecked: 0 });
  expect(rulesJson.crawlers[0]).toEqual({ crawler: 'Googlebot', governed: true, assumed: false, allowed: 613, blocked: 47, noRule: 613 });

  await page.getByRole('tab', { name: 'By directory' }).click();
  const dirs = await exported(page, 'Export By directory as CSV');
  expect(dirs.name).toBe('robots-by-directory.csv');
  expect(dirs.text.split('\r\n').slice(0, 2)).toEqual(['path,crawler,urls,allowed,blocked', '/,Googlebot,660,613,47']);

  await page.getByRole('tab', { name: 'In the sitemap but blocked' }).click();
  const blocked = JSON.parse((await exported(page, 'Export In the sitemap but blocked as JSON')).text);
  const googlebot = blocked.sitemapBlocked.filter((b: { crawler: string }) => b.crawler === 'Googlebot');
  // Every one of Googlebot's 47 blocked sitemap URLs, each with its file and line.
  expect(googlebot.reduce((n: number, b: { urls: unknown[] }) => n + b.urls.length, 0)).toBe(47);
  expect(googlebot.find((b: { line: number }) => b.line === 71).urls[0]).toMatchObject({ url: expect.stringContaining('_sop=12'), file: 'sitemap-browse.xml.gz', line: expect.any(Number) });
  const csv = (await exported(page, 'Export In the sitemap but blocked as CSV')).text.split('\r\n');
  expect(csv[0]).toBe('url,crawler,verdict,line,rule,file,fileLine');
  expect(csv.filter((r) => /,Googlebot,blocked,/.test(r))).toHaveLength(47);
  await page.setViewportSize({ width: 1366, height: 800 });
  await views(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/set-coverage-exports.png' });
  await page.setViewportSize({ width: 390, height: 800 });
  await views(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/set-coverage-exports-narrow.png' });
});

test('a sitemap\'s URLs of another site than the file\'s are not checked (another site), never counted as blocked, as the grid refuses them (F14)', async ({ page }) => {
  await openApp(page);
  await setDoc(page, 'User-agent: *\nDisallow: /private/\nDisallow: /search\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles(fileURLToPath(new URL('../testdata/urlsets/origins/sitemap.xml', import.meta.url)));
  await expect(views(page)).not.toHaveAttribute('data-stale');
  await expect(views(page).locator('p.hint').first()).toHaveText('3 URLs of the ticked sets (3 from sitemaps, 3 not checked (another site))');
  await expect(views(page)).toContainText('Googlebot');
  await expect(views(page)).not.toContainText('cdn.other.net');
});
