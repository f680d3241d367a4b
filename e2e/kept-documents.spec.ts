/**
 * Nothing typed is lost, and the person is told (issue 12 §4): one test per way the single-slot
 * autosave used to lose work silently. Every version stays until the person discards it; the
 * page offers the others under "Kept documents" by name and time.
 */
import type { Browser, Page } from '@playwright/test';
import { decodePermalink } from '../src/state/permalink.ts';
import { readAddressHash } from '../src/state/restore.ts';
import {
  docText, editor, expect, expectClean, fileAction, openApp, openFile, ORIGIN, pasteText, setDoc, storageSnapshot, test, waitForAutosave, watchContext,
} from './fixtures.ts';

const MINE = '# my own document\nUser-agent: *\nDisallow: /mine\n';
const LINK1 = '# first shared link\nUser-agent: *\nDisallow: /one\n';
const LINK2 = '# second shared link\nUser-agent: *\nDisallow: /two\n';

/** The fragments of shared links to these documents, made with Copy link in another browser. */
async function makeLinks(browser: Browser, texts: string[]): Promise<string[]> {
  const elsewhere = await browser.newContext();
  const watch = watchContext(elsewhere);
  await elsewhere.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  const maker = await elsewhere.newPage();
  await openApp(maker);
  const out: string[] = [];
  for (const text of texts) {
    await setDoc(maker, text);
    await maker.evaluate(() => navigator.clipboard.writeText(''));
    await fileAction(maker, 'Copy link');
    await expect.poll(() => maker.evaluate(() => navigator.clipboard.readText())).not.toBe('');
    const link = await maker.evaluate(() => navigator.clipboard.readText());
    out.push(link.slice(link.indexOf('#')));
  }
  await elsewhere.close();
  expectClean(watch);
  return out;
}

const kept = (page: Page) => page.locator('.kept');

async function expectKept(page: Page, names: string[]) {
  for (const name of names) await expect(kept(page).getByText(name, { exact: true })).toBeVisible();
}

/** A link pasted into the address bar of an open tab. */
async function followLink(page: Page, hash: string, text: string) {
  await page.evaluate((h) => { location.hash = h; }, hash);
  await expect.poll(() => docText(page)).toBe(text);
}

async function typeAtEnd(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

/**
 * A document too big for a link (its fragment would pass 32,000 characters): 4,000 rules with
 * paths that do not compress, about 100 KB, with a line of our own at the end.
 */
function bigDocument(marker: string): Buffer {
  let seed = 12345;
  const lines = ['User-agent: *'];
  for (let i = 0; i < 4000; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    lines.push(`Disallow: /${seed.toString(36)}${(seed ^ 0x5bd1e995).toString(36)}`);
  }
  return Buffer.from(`${lines.join('\n')}\n${marker}`);
}

async function openBig(page: Page, marker: string) {
  await openFile(page, 'big.txt', bigDocument(marker));
  await expect.poll(async () => (await docText(page)).endsWith(marker)).toBe(true);
  // Only the autosave can keep it (the toolbar's note; the notice above the editor says it too).
  await expect(page.locator('#link-too-big')).toHaveText('Too big for a link: use Download');
}

/** The person's own document, typed in and autosaved. */
async function startWithMine(page: Page) {
  await openApp(page);
  const before = await storageSnapshot(page);
  await pasteText(page, MINE);
  await waitForAutosave(page, before);
}

const endsWith = async (page: Page, text: string) => (await docText(page)).endsWith(text);

test('two shared links in a row keep both earlier documents, through a reload, until brought back', async ({ page, browser }) => {
  const [link1, link2] = await makeLinks(browser, [LINK1, LINK2]);
  await startWithMine(page);
  await followLink(page, link1, LINK1);
  await followLink(page, link2, LINK2);
  await expectKept(page, ['# my own document', '# first shared link']);
  await page.reload();
  await expect.poll(() => docText(page)).toBe(LINK2);
  await expectKept(page, ['# my own document', '# first shared link']);
  await kept(page).getByRole('button', { name: 'Bring back “# my own document”' }).click();
  await expect.poll(() => docText(page)).toBe(MINE);
  await expectKept(page, ['# second shared link', '# first shared link']);
});

test('after the own tab is closed, two links opened in new tabs still leave the own document offered', async ({ page, context, browser }) => {
  const [link1, link2] = await makeLinks(browser, [LINK1, LINK2]);
  await startWithMine(page);
  await page.close();
  const first = await context.newPage();
  await openApp(first, link1);
  const second = await context.newPage();
  await openApp(second, link2);
  expect(await docText(second)).toBe(LINK2);
  await expectKept(second, ['# my own document']);
  await second.reload();
  await expectKept(second, ['# my own document']);
});

test('one link, then two reloads without bringing back: the own document is still offered', async ({ page, browser }) => {
  const [link1] = await makeLinks(browser, [LINK1]);
  await startWithMine(page);
  await followLink(page, link1, LINK1);
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect.poll(() => docText(page)).toBe(LINK1);
    await expectKept(page, ['# my own document']);
  }
  await kept(page).getByRole('button', { name: 'Bring back “# my own document”' }).click();
  await expect.poll(() => docText(page)).toBe(MINE);
});

test('closing an old idle tab after a newer one does not put the old state over the newer work', async ({ page, context }) => {
  await openApp(page);
  let before = await storageSnapshot(page);
  await openBig(page, '# opened in the old tab');
  await waitForAutosave(page, before);
  const newer = await context.newPage();
  await openApp(newer);
  await expect.poll(() => endsWith(newer, '# opened in the old tab')).toBe(true);
  before = await storageSnapshot(newer);
  await typeAtEnd(newer, '\n# newer work');
  await waitForAutosave(newer, before);
  await newer.close();
  await page.close(); // the old idle tab, last
  const next = await context.newPage();
  await openApp(next);
  await expect.poll(() => endsWith(next, '# opened in the old tab\n# newer work')).toBe(true);
});

test('two tabs typing in turns each get their own work back on reload', async ({ page, context }) => {
  // Two 100 KB documents, six autosaves and two reloads: 26-32 s on a quiet machine, past the
  // default 60 s when the machine is busy (CI run with a benchmark beside it).
  test.setTimeout(150_000);
  const other = await context.newPage();
  for (const [tab, name] of [[page, 'A'], [other, 'B']] as const) {
    await openApp(tab);
    const before = await storageSnapshot(tab);
    await openBig(tab, `# tab ${name}`);
    await waitForAutosave(tab, before);
  }
  for (const turn of [1, 2]) {
    for (const [tab, name] of [[page, 'A'], [other, 'B']] as const) {
      const before = await storageSnapshot(tab);
      await typeAtEnd(tab, `\n# ${name}${turn}`);
      await waitForAutosave(tab, before);
    }
  }
  await page.reload();
  await expect.poll(() => endsWith(page, '# tab A\n# A1\n# A2')).toBe(true);
  await other.reload();
  await expect.poll(() => endsWith(other, '# tab B\n# B1\n# B2')).toBe(true);
});

/** Storage refuses every write (or those longer than `over` characters), as a full quota does. */
function fillStorage(over: number) {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    if (value.length > over) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return setItem.call(this, key, value);
  };
}

test('storage full: a reload opens the newer state from the address bar and says the autosave failed', async ({ page }) => {
  await startWithMine(page);
  await page.addInitScript(fillStorage, -1);
  await page.evaluate(fillStorage, -1);
  const url = page.url();
  await typeAtEnd(page, '# typed once storage was full');
  await expect(page.getByText('would not autosave')).toBeVisible();
  // The address bar holds the newer state, to the last key: its fragment is written a moment
  // after the typing stops (encoded off the main thread), so wait for that, not for any change.
  await expect.poll(async () => {
    const address = readAddressHash(new URL(page.url()).hash);
    // Written while the autosave fails, the fragment carries the mark that tells a reload so.
    const link = address.unsaved ? await decodePermalink(address.hash) : null;
    return link?.ok && link.state.bytes ? new TextDecoder().decode(link.state.bytes) : null;
  }).toBe(`${MINE}# typed once storage was full`);
  expect(page.url()).not.toBe(url);
  await page.reload();
  await expect.poll(() => docText(page)).toBe(`${MINE}# typed once storage was full`);
  await expect(page.getByText('Your latest changes could not be autosaved')).toBeVisible();
});

/**
 * Storage full, keys typed at a person's pace, and a reload before the address bar's debounced
 * copy (400 ms) could follow the last of them; `beforeReload` may do what the browser did.
 */
async function reloadAtOnceAfterTyping(page: Page, beforeReload: () => Promise<unknown> = async () => {}) {
  await startWithMine(page);
  await page.addInitScript(fillStorage, -1);
  await page.evaluate(fillStorage, -1);
  await typeAtEnd(page, '# typed once storage was full');
  await expect(page.getByText('would not autosave')).toBeVisible();
  await page.keyboard.type('\n# and then', { delay: 120 });
  await beforeReload();
  await page.reload();
  await expect.poll(() => docText(page)).toBe(`${MINE}# typed once storage was full\n# and then`);
  await expect(page.getByText('Your latest changes could not be autosaved')).toBeVisible();
}

test('storage full: a reload at once after the last key still brings that key back', async ({ page }) => {
  await reloadAtOnceAfterTyping(page);
});

test('storage full: a reload that loses history.state still brings the last key back, from the address bar\'s mark', async ({ page }) => {
  // On a loaded machine Chromium reloaded with the newest address but history.state null (the
  // state is synced to the browser later than the URL): the flag kept there was lost and the
  // page opened the older save. Dropping the state before the reload does the same at once.
  await reloadAtOnceAfterTyping(page, () => page.evaluate(() => history.replaceState(null, '', location.href)));
});

test('a document too big to autosave: a reload shows the older save and says it is older', async ({ page, context }) => {
  await startWithMine(page);
  await page.addInitScript(fillStorage, 100_000);
  await page.evaluate(fillStorage, 100_000);
  await openBig(page, '# too big to keep');
  await expect(page.getByText('would not autosave')).toBeVisible();
  await page.reload();
  await expect.poll(() => docText(page)).toBe(MINE);
  await expect(page.getByText('This is the last version this browser could autosave')).toBeVisible();
  // Open file kept the own document aside, whole (issue 28 §1): another tab opens it as the
  // newest version, with nothing later to warn of.
  const other = await context.newPage();
  await openApp(other);
  await expect.poll(() => docText(other)).toBe(MINE);
  await expect(other.getByText('This is the last version this browser could autosave')).toHaveCount(0);
});
