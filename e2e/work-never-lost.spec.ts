/**
 * Work is never lost (issue 28 §1): every way the page replaces a document the person edited
 * keeps the one they had, and every tab writes its own version. Each test does what a person
 * does, then closes the tab and comes back (a new page in the same browser: the closed tab's
 * sessionStorage is gone, localStorage stays) and finds the work offered under "Kept documents".
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  copyLink, docText, editor, expect, expectClean, fileAction, openApp, openFile, ORIGIN, setDoc, storageSnapshot, test, urlsField, urlsText, waitForAutosave, watchContext,
} from './fixtures.ts';

const TYPED = 'User-agent: *\nDisallow: /my-typed-work';
const kept = (page: Page) => page.locator('.kept');
const bringBack = (page: Page, name: string) => kept(page).getByRole('button', { name: `Bring back “${name}”` });

/** Types each line the way a person does, a key at a time; Escape closes a completion before Enter. */
async function typeLines(page: Page, lines: string[]) {
  for (const [i, line] of lines.entries()) {
    if (i > 0) {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
    }
    await page.keyboard.type(line, { delay: 120 });
  }
}

/** The typed work over the whole example, and its autosave. */
async function typeWork(page: Page, lines = TYPED.split('\n')) {
  const before = await storageSnapshot(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await typeLines(page, lines);
  await expect.poll(() => docText(page)).toBe(lines.join('\n'));
  await waitForAutosave(page, before);
}

/** Closes the tab and comes back to the page in a new one. */
async function reopen(context: BrowserContext, page: Page): Promise<Page> {
  await page.close();
  const again = await context.newPage();
  await openApp(again);
  return again;
}

/** The typed work is offered, and Bring back puts it on screen exactly. */
async function expectOffered(page: Page, name: string, text: string) {
  await expect(bringBack(page, name)).toBeVisible();
  await bringBack(page, name).click();
  await expect.poll(() => docText(page)).toBe(text);
}

const DROPPED = '# dropped file\nUser-agent: *\nDisallow: /dropped\n';
const OPENED = '# opened file\nUser-agent: *\nDisallow: /opened\n';

const replacements: { name: string; act(page: Page): Promise<void>; shows: RegExp | string }[] = [
  { name: 'Example', act: (p) => fileAction(p, 'Example'), shows: /^# Welcome to Robotscope/ },
  { name: 'New', act: (p) => fileAction(p, 'New'), shows: '' },
  { name: 'Open file', act: (p) => openFile(p, 'other.txt', Buffer.from(OPENED)), shows: OPENED },
  {
    name: 'a dropped file',
    async act(p) {
      const data = await p.evaluateHandle((text) => {
        const dt = new DataTransfer();
        dt.items.add(new File([text], 'dropped.txt', { type: 'text/plain' }));
        return dt;
      }, DROPPED);
      await p.dispatchEvent('.test-pane', 'drop', { dataTransfer: data });
    },
    shows: DROPPED,
  },
];

for (const { name, act, shows } of replacements) {
  test(`${name} over typed work keeps it: closed and reopened, it is offered under Kept documents`, async ({ page, context }) => {
    await openApp(page);
    await typeWork(page);
    await act(page);
    if (typeof shows === 'string') await expect.poll(() => docText(page)).toBe(shows);
    else await expect.poll(() => docText(page)).toMatch(shows);
    // Soft: what the page says is checked, and the test goes on to what is kept.
    await expect.soft(page.locator('.message-info', { hasText: 'The document you had is kept' })).toBeVisible();
    const again = await reopen(context, page);
    await expectOffered(again, 'User-agent: *', TYPED);
  });
}

test('a file opened and not edited is not kept twice over: Example over it leaves nothing to offer', async ({ page }) => {
  await openApp(page);
  await openFile(page, 'other.txt', Buffer.from(OPENED));
  await expect.poll(() => docText(page)).toBe(OPENED);
  await fileAction(page, 'Example');
  await expect.poll(() => docText(page)).toMatch(/^# Welcome/);
  await expect(kept(page)).toHaveCount(0);
});

/** A document too big for a link: 4,000 rules with paths that do not compress (about 100 KB). */
function bigDocument(): string {
  let seed = 12345;
  const lines = ['# too big for a link', 'User-agent: *'];
  for (let i = 0; i < 4000; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    lines.push(`Disallow: /${seed.toString(36)}${(seed ^ 0x5bd1e995).toString(36)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The link another browser makes of a document too big for a link: it carries only its test suite. */
async function suiteOnlyLink(browser: Browser): Promise<string> {
  const elsewhere = await browser.newContext();
  const watch = watchContext(elsewhere);
  await elsewhere.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  const maker = await elsewhere.newPage();
  await openApp(maker);
  await setDoc(maker, bigDocument());
  await urlsField(maker).fill('/from-the-link');
  const link = await copyLink(maker);
  await expect(maker.getByText('so the link carries only the test suite')).toBeVisible();
  await elsewhere.close();
  expectClean(watch);
  return link.slice(link.indexOf('#'));
}

/** A URL of the person's own typed into the URL list, and its autosave. */
async function typeUrl(page: Page) {
  const before = await storageSnapshot(page);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('/my-typed-url', { delay: 120 });
  await waitForAutosave(page, before);
}

test('a link that carries only a test suite keeps the suite it replaced: reopened, it comes back', async ({ page, context, browser }) => {
  const hash = await suiteOnlyLink(browser);
  await openApp(page);
  await typeWork(page);
  await typeUrl(page);
  await page.evaluate((h) => { location.hash = h; }, hash);
  await expect.poll(() => urlsText(page)).toBe('/from-the-link');
  expect(await docText(page)).toBe(TYPED);
  await expect.soft(page.getByText('The test suite you had is kept')).toBeVisible();
  const again = await reopen(context, page);
  await expect(kept(again).getByText(/kept when a shared link replaced its test suite/)).toBeVisible();
  await expectOffered(again, 'User-agent: *', TYPED);
  await expect.poll(() => urlsText(again)).toBe('/my-typed-url');
});

test('a test suite file opened over typed URLs keeps them: reopened, they come back', async ({ page, context }) => {
  await openApp(page);
  await typeWork(page);
  await typeUrl(page);
  const suite = { format: 'robotscope-suite', version: 1, profile: 'google', crawlers: ['Googlebot'], origin: '', urls: ['/from-the-suite'] };
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open suite' }).click();
  await (await chooser).setFiles({ name: 'release-suite.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(suite)) });
  await expect.poll(() => urlsText(page)).toBe('/from-the-suite');
  await expect.soft(page.getByText('The test suite you had is kept')).toBeVisible();
  const again = await reopen(context, page);
  await expect(kept(again).getByText(/kept when you opened a test suite over it/)).toBeVisible();
  await expectOffered(again, 'User-agent: *', TYPED);
  await expect.poll(() => urlsText(again)).toBe('/my-typed-url');
});

test('a duplicated tab writes its own version: the work of both tabs is there after both close', async ({ page, context }) => {
  await openApp(page);
  await typeWork(page, ['# tab A', 'Disallow: /a']);
  const [copy] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => { window.open(location.href); })]);
  await expect(editor(copy)).toBeVisible();
  await expect.poll(() => docText(copy)).toBe('# tab A\nDisallow: /a');
  await typeWork(copy, ['# tab B', 'Disallow: /b']);
  // The first tab types last: on main it wrote over the copy's work.
  const before = await storageSnapshot(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# more in A', { delay: 120 });
  await waitForAutosave(page, before);
  await copy.close();
  const again = await reopen(context, page);
  await expect.poll(() => docText(again)).toBe('# tab A\nDisallow: /a\n# more in A');
  await expectOffered(again, '# tab B', '# tab B\nDisallow: /b');
});

test('a reload keeps the file name: Download saves it under the name it was opened with', async ({ page, context }) => {
  await openApp(page);
  await openFile(page, 'shop-robots.txt', Buffer.from(OPENED));
  await expect.poll(() => docText(page)).toBe(OPENED);
  const before = await storageSnapshot(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('# edited', { delay: 120 });
  await waitForAutosave(page, before);
  await page.reload();
  await expect.poll(() => docText(page)).toBe(`${OPENED}# edited`);
  const saved = page.waitForEvent('download');
  await fileAction(page, 'Download');
  expect((await saved).suggestedFilename()).toBe('shop-robots.txt');
  // Kept over, closed and reopened: brought back, it has its name still.
  await fileAction(page, 'Example');
  const again = await reopen(context, page);
  await expectOffered(again, '# opened file', `${OPENED}# edited`);
  const download = again.waitForEvent('download');
  await fileAction(again, 'Download');
  expect((await download).suggestedFilename()).toBe('shop-robots.txt');
});

/** Fills this site's localStorage for real, to the last character the browser takes. */
function fillLocalStorage() {
  let size = 1 << 20;
  for (let i = 0; size >= 1; i++) {
    try {
      localStorage.setItem(`filler.${i}`, 'x'.repeat(size));
    } catch {
      size = Math.floor(size / 2);
    }
  }
}

test('storage full: a link does not open over changes that could not be kept until they are downloaded', async ({ page, browser }) => {
  const elsewhere = await browser.newContext();
  await elsewhere.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  const maker = await elsewhere.newPage();
  await openApp(maker);
  await setDoc(maker, '# shared\nUser-agent: *\nDisallow: /s\n');
  const link = await copyLink(maker);
  await elsewhere.close();

  await openApp(page);
  await typeWork(page);
  await page.evaluate(fillLocalStorage);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# typed once storage was full', { delay: 120 });
  await expect(page.getByText('would not autosave')).toBeVisible();
  await page.evaluate((h) => { location.hash = h; }, link.slice(link.indexOf('#')));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('could not be kept');
  await expect(alert).toContainText('Only the version you had before is kept');
  await expect(page.getByText('The document you had is kept')).toHaveCount(0);
  expect(await docText(page)).toBe(`${TYPED}\n# typed once storage was full`);
  const saved = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Download it, then open' }).click();
  const file = await saved;
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await file.path())).toString()).toBe(`${TYPED}\n# typed once storage was full`);
  await expect.poll(() => docText(page)).toBe('# shared\nUser-agent: *\nDisallow: /s\n');
  await expect(bringBack(page, 'User-agent: *')).toBeVisible();
});
