/**
 * Issue 12 §1: a UTF-16 file (read as UTF-8 bytes, as Google reads it: a NUL in every other
 * character) killed the renderer on the next whole-document change. Its hundreds of invalid-
 * character marks were stretched over the new text and nested in one another. Each flow here
 * crashed on the old code; `page.on('crash')` catches it, since no JS error is ever thrown.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { docText, editor, expect, fileAction, openApp, pasteEvent, test } from './fixtures.ts';

/** 25 `Disallow: /x` lines as UTF-16LE with a BOM and CRLF: 350 NULs (23 lines did not crash). */
const SYNTHETIC = Buffer.from('\ufeff' + 'Disallow: /x\r\n'.repeat(25), 'utf16le');
const OTHER = Buffer.from('User-agent: *\nDisallow: /private\n');

async function openFile(page: Page, name: string, bytes: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await fileAction(page, 'Open file…');
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: bytes });
}

/** The page, watched for a renderer crash (which no error handler in the page can see). */
async function watchedApp(page: Page): Promise<{ crashed: () => boolean }> {
  let crashed = false;
  page.on('crash', () => { crashed = true; });
  await openApp(page);
  return { crashed: () => crashed };
}

/** The UTF-16 file open and analysed: every NUL drawn with its mark. */
async function openMarked(page: Page, name: string, bytes: Buffer) {
  await openFile(page, name, bytes);
  const nuls = bytes.filter((b) => b === 0).length;
  await expect(page.locator('.cm-invalid-char')).not.toHaveCount(0);
  expect(nuls).toBeGreaterThan(300);
  // No mark is ever drawn inside another one (that nesting is what crashed).
  await expect(page.locator('.cm-invalid-char .cm-invalid-char')).toHaveCount(0);
}

const decoded = (bytes: Buffer) => bytes.toString('latin1').replace(/\r\n?/g, '\n');

test('opening another file after a UTF-16 file does not crash the page', async ({ page }) => {
  const app = await watchedApp(page);
  await openMarked(page, 'utf16.txt', SYNTHETIC);
  await openFile(page, 'other.txt', OTHER);
  await expect.poll(() => docText(page)).toBe(OTHER.toString());
  await expect(page.locator('.cm-invalid-char')).toHaveCount(0);
  expect(app.crashed()).toBe(false);
});

test('pasting over a UTF-16 file and undoing the paste does not crash the page', async ({ page }) => {
  const app = await watchedApp(page);
  await openMarked(page, 'utf16.txt', SYNTHETIC);
  const before = await docText(page);
  expect(before.length).toBeGreaterThan(700);
  await pasteEvent(page, 'User-agent: *\nDisallow: /\n');
  await expect.poll(() => docText(page)).toBe('User-agent: *\nDisallow: /\n');
  await editor(page).press('ControlOrMeta+z');
  await expect.poll(() => docText(page)).toBe(before);
  await expect(page.locator('.cm-invalid-char .cm-invalid-char')).toHaveCount(0);
  expect(app.crashed()).toBe(false);
});

test('corpus 0009 (UTF-16LE, CRLF) then 0010 open one after another', async ({ page }) => {
  const app = await watchedApp(page);
  const usps = await readFile('testdata/corpus/0009_store.usps.com.txt');
  const wsop = await readFile('testdata/corpus/0010_www.wsop.com.txt');
  await openMarked(page, '0009_store.usps.com.txt', usps);
  // Bytes with a NUL in every other character, kept as they are (only the line breaks differ).
  expect((await docText(page)).replace(/[\udc80-\udcff]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xdc00)).replace(/\r\n?/g, '\n'))
    .toBe(decoded(usps));
  await openFile(page, '0010_www.wsop.com.txt', wsop);
  // 0010 is Latin-1: compare line by line up to its first non-ASCII byte.
  const lines = wsop.toString('latin1').split(/\r\n?|\n/);
  await expect.poll(async () => (await docText(page)).split('\n').length).toBe(lines.length);
  expect((await docText(page)).startsWith(lines.slice(0, 5).join('\n'))).toBe(true);
  await editor(page).press('ControlOrMeta+z');
  await expect.poll(async () => (await docText(page)).length).toBeGreaterThan(300);
  expect(app.crashed()).toBe(false);
});
