/**
 * A JSON file dropped on the page or opened with the URL sets' button goes where its content
 * says (app/jsonFiles.ts): a test suite saved with Save suite opens as a suite, an expectations
 * file is imported, an operator's IP-range file is listed with the URL sets, and any other JSON
 * is refused with a message naming the kinds the page opens. Before, every `.json` was read as an
 * IP-range file ("it was not opened") and the suite or expectations it held were lost to the person.
 * Nothing typed changes: the editor and the URL list are asserted exactly after each.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { docText, editor, expect, openApp, setCrawlers, test, urlsField, urlsText } from './fixtures.ts';

const DIR = fileURLToPath(new URL('../testdata/urlsets/', import.meta.url));
const ROBOTS = 'User-agent: *\nDisallow: /cart\n';
const sets = (page: Page) => page.getByRole('list', { name: 'URL sets' }).getByTestId('url-set');
const rangeFiles = (page: Page) => page.getByRole('list', { name: 'IP-range files' }).getByTestId('ranges-file');

/** Types the robots.txt and the URL list as a person does, key by key. */
async function typeInputs(page: Page, urls: string[]): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(ROBOTS, { delay: 120 });
  await expect.poll(() => docText(page)).toBe(ROBOTS);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  for (const [i, url] of urls.entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(url, { delay: 120 });
  }
  await expect.poll(() => urlsText(page)).toBe(urls.join('\n'));
}

/** A drop of `files` on `target`, as the browser fires it when a person drags them from their desktop. */
async function drop(page: Page, target: string, files: { name: string; text: string }[]): Promise<void> {
  const data = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'application/json' }));
    return dt;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) await page.locator(target).dispatchEvent(type, { dataTransfer: data });
}

/** An expectations file for the two URLs `startForExpectations` types, as Export expectations writes one. */
const expectations = {
  name: 'checks.json',
  text: JSON.stringify({ robotscope: 'expectations', version: 1, expectations: [{ url: '/shop', crawler: 'Googlebot', expect: 'allowed' }, { url: '/cart/1', crawler: 'Googlebot', expect: 'blocked' }] }),
};

/** Googlebot and two URLs, typed. */
async function startForExpectations(page: Page): Promise<void> {
  await openApp(page);
  await setCrawlers(page, ['Googlebot']);
  await typeInputs(page, ['/shop', '/cart/1']);
}

async function openWithSetsButton(page: Page, file: { name: string; text: string }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open sitemaps or exports…' }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) });
}

test('a test suite saved with Save suite and dropped on the page opens as the suite, not as an IP-range file', async ({ page }) => {
  await openApp(page);
  await setCrawlers(page, ['Googlebot', 'GPTBot']);
  await typeInputs(page, ['/shop', '/cart/1']);
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save suite' }).click();
  const saved = await saving;
  const suite = { name: saved.suggestedFilename(), text: await readFile((await saved.path())!, 'utf8') };
  expect(suite.name).toBe('robots-suite.json');

  // The person goes on testing other URLs, then drops the saved suite on the editor.
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('/other', { delay: 120 });
  await setCrawlers(page, ['bingbot']);
  await drop(page, '[data-testid="editor"]', [suite]);
  await expect(page.getByText('Opened the test suite robots-suite.json: 2 crawlers, 2 URL lines, 0 expectations.')).toBeVisible();
  await expect.poll(() => urlsText(page)).toBe('/shop\n/cart/1');
  await expect(page.getByRole('list', { name: 'Crawlers tested' }).getByRole('listitem')).toHaveText(['Googlebot', 'GPTBot'].map((n) => new RegExp(n)));
  expect(await docText(page)).toBe(ROBOTS);
  await expect(sets(page)).toHaveCount(0);
  await expect(rangeFiles(page)).toHaveCount(0);
  await expect(page.getByText(/IP-range file/)).toHaveCount(0);

  // The same file by the URL sets' button: a suite too.
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('/again', { delay: 120 });
  await openWithSetsButton(page, suite);
  await expect.poll(() => urlsText(page)).toBe('/shop\n/cart/1');
  expect(await docText(page)).toBe(ROBOTS);
});

test('an expectations file and another JSON by the URL sets’ button and by a drop: imported, or refused with what the page opens; an IP-range file still listed', async ({ page }) => {
  await startForExpectations(page);
  await openWithSetsButton(page, expectations);
  await expect(page.getByText('2 expectations imported from checks.json.')).toBeVisible();
  await expect(page.locator('[data-expect]')).toHaveCount(2);

  const other = { name: 'package.json', text: '{\n  "name": "shop",\n  "version": "1.0.0"\n}\n' };
  const refused = '“package.json” is JSON of no kind Robotscope opens: a test suite (made by Save suite), an expectations file (made by Export expectations) or an operator\'s IP-range file ({"prefixes": [{"ipv4Prefix": …}]}, as Google and OpenAI publish them). Nothing was changed.';
  await drop(page, '[data-testid="editor"]', [other]);
  await expect(page.getByText(refused)).toBeVisible();
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByText(refused).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/json-refused-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
  await openWithSetsButton(page, other);
  await expect(page.getByText(refused)).toBeVisible();
  expect(await docText(page)).toBe(ROBOTS);
  expect(await urlsText(page)).toBe('/shop\n/cart/1');
  await expect(sets(page)).toHaveCount(0);
  await expect(page.locator('[data-expect]')).toHaveCount(2);

  // Google's published file, dropped on the URL area, is an IP-range file as before.
  await drop(page, '[data-drop="urls"]', [{ name: 'googlebot.json', text: readFileSync(DIR + 'lg/googlebot.json', 'utf8') }]);
  await expect(rangeFiles(page)).toHaveCount(1);
  await expect(rangeFiles(page).getByRole('combobox', { name: 'IP ranges googlebot.json · 303 prefixes · for' })).toHaveValue('Googlebot');
  expect(await urlsText(page)).toBe('/shop\n/cart/1');
});

/** A file picked with one of the page's own buttons, as a person does in the file chooser. */
async function openWithButton(page: Page, button: 'Open suite' | 'Import expectations', file: { name: string; text: string }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) });
}

test('Open suite and Import expectations open what the file is: an expectations file picked with Open suite is imported, a suite picked with Import expectations opens', async ({ page }) => {
  await startForExpectations(page);
  await openWithButton(page, 'Open suite', expectations);
  await expect(page.getByText('2 expectations imported from checks.json.')).toBeVisible();
  await expect(page.locator('[data-expect]')).toHaveCount(2);
  await expect(page.getByText(/not a Robotscope test suite/)).toHaveCount(0);
  expect(await urlsText(page)).toBe('/shop\n/cart/1');

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save suite' }).click();
  const saved = await saving;
  const suite = { name: saved.suggestedFilename(), text: await readFile((await saved.path())!, 'utf8') };
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('/other', { delay: 120 });
  await openWithButton(page, 'Import expectations', suite);
  await expect(page.getByText('Opened the test suite robots-suite.json: 1 crawler, 2 URL lines, 2 expectations.')).toBeVisible();
  await expect.poll(() => urlsText(page)).toBe('/shop\n/cart/1');
  await expect(page.getByText(/is not an expectations file/)).toHaveCount(0);

  // An operator's IP-range file picked with either goes to the URL sets; the text typed stays.
  await openWithButton(page, 'Open suite', { name: 'googlebot.json', text: readFileSync(DIR + 'lg/googlebot.json', 'utf8') });
  await expect(rangeFiles(page)).toHaveCount(1);
  expect(await docText(page)).toBe(ROBOTS);
  expect(await urlsText(page)).toBe('/shop\n/cart/1');
});

test('a file that is no expectations file is said to be in words, naming what was asked for and the limit (walk23): binary data, a broken one picked with Open suite, one too big', async ({ page }) => {
  await startForExpectations(page);
  const message = (text: string) => page.locator('.message-text').filter({ hasText: text });
  // A screenshot saved as .json: before, JSON's error quoted its bytes ("Unexpected token '�' …").
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from('IHDR'), Buffer.alloc(3000, 0x9c)]);
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import expectations' }).click();
  await (await chooser).setFiles({ name: 'checks.json', mimeType: 'application/json', buffer: png });
  await expect(message('checks.json is')).toHaveText('checks.json is not an expectations file Robotscope reads: it is mostly binary data, not JSON text. Nothing was changed.');

  // Cut short, picked with Open suite: before, "is not an expectations file", though a suite was asked for.
  await openWithButton(page, 'Open suite', { name: 'broken.json', text: '{"expectations": [' });
  await expect(message('broken.json is')).toHaveText(/^broken\.json is not a test suite: it starts as an expectations file, and Robotscope cannot read it as one: not JSON \(.+\)\. Nothing was changed\.$/);

  // 17 MB: before, "it is 17,000,000 bytes", the limit unsaid.
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open suite' }).click();
  const big = Buffer.alloc(17_000_000, 0x20);
  big.write('{"expectations": [');
  await (await chooser).setFiles({ name: 'big.json', mimeType: 'application/json', buffer: big });
  await expect(message('big.json is')).toHaveText('big.json is not a test suite: it starts as an expectations file, and Robotscope cannot read it as one: it is 17,000,000 bytes, over the 16,777,216 bytes (16 MB) an expectations file may have. Nothing was changed.');

  await expect(page.locator('[data-expect]')).toHaveCount(0);
  expect(await urlsText(page)).toBe('/shop\n/cart/1');
  expect(await docText(page)).toBe(ROBOTS);
});
