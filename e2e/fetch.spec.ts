/**
 * Fetching a site's robots.txt from the page. On a static host the page cannot (its CSP and
 * CORS), says so and offers the ways that work, and nothing leaves the browser. Served by
 * `robotscope serve`, the page fetches through its own server: the file opens with its status,
 * final URL and redirects, and a 404 or 5xx is said, the editor left alone.
 */
import { ROBOTS_BODY, startRobotsServer, type RobotsServer } from '../src/cli/robots-server.test-helper.ts';
import { FETCH_READ_BYTES } from '../src/core/fetchPolicy.ts';
import { bodyGoesOnPast, NOT_READ_FURTHER } from '../src/core/words/fetchWords.ts';
import {
  docText, editor, expect, gridRows, openApp, openFetch, setCrawlers, storageSnapshot, test, urlsField, urlsText, waitForAutosave,
} from './fixtures.ts';
import { serveApp, type ServedApp } from './serveApp.ts';

const PAST_CUT = 'A rule in the part of the body the fetch did not read (past 6,291,456 bytes)';
const CUT_WHY = 'The fetch read only the first 6,291,456 bytes of a longer body. No size is documented past which this crawler stops reading (RFC 9309 2.5 lets a crawler read more than 500 KiB), so it may read the rest, and what the rest says, nobody here can know.';
const siteField = (page: import('@playwright/test').Page) => page.getByLabel('Site whose robots.txt to fetch');

test('on a static host, Fetch says why it cannot and how to get the file, and sends nothing', async ({ page, watch }) => {
  await openApp(page);
  const before = await docText(page);
  await openFetch(page);
  await siteField(page).fill('example.com');
  const asked = page.waitForResponse((r) => r.url().includes('/api/fetch?'));
  await siteField(page).press('Enter');
  // A static host has no endpoint: its 404 page answers the address (public/404.html).
  expect((await asked).status()).toBe(404);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('served as static files, so it cannot fetch https://example.com/robots.txt');
  await expect(alert).toContainText('npx robotscope serve');
  await expect(alert.getByRole('button', { name: 'Open robots.txt in a new tab' })).toBeVisible();
  expect(await docText(page)).toBe(before);
  expect(watch.foreignRequests).toEqual([]);
  // The browser itself logs that 404 as an error; the page logs nothing of its own.
  const notFound = watch.consoleErrors.filter((m) => m.startsWith('Failed to load resource: the server responded with a status of 404'));
  expect(notFound).toHaveLength(1);
  watch.consoleErrors.splice(0, watch.consoleErrors.length, ...watch.consoleErrors.filter((m) => !notFound.includes(m)));
});

test.describe('served by robotscope serve', () => {
  let serve: ServedApp;
  let base = '';
  let robots: RobotsServer;

  test.beforeAll(async () => {
    robots = await startRobotsServer();
    serve = await serveApp();
    base = serve.base;
  });

  test.afterAll(async () => {
    serve?.stop();
    await robots?.close();
  });

  /** A new tab of the served page that fetches /past-cut/robots.txt (7 MiB, its one rule past the cut), typed at a person's pace. */
  async function fetchPastCut(browser: import('@playwright/test').Browser) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await expect(editor(page)).toBeVisible();
    await openFetch(page);
    await siteField(page).click();
    await page.keyboard.type(`${robots.origin}/past-cut/robots.txt`, { delay: 120 });
    await page.keyboard.press('Enter');
    return { context, page };
  }

  test('Fetch opens the live file with its status and redirects; a 404 leaves the editor alone', async ({ browser }) => {
    const context = await browser.newContext();
    const foreign: string[] = [];
    context.on('request', (r) => { if (!r.url().startsWith(base) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url()); });
    const page = await context.newPage();
    await page.goto(base);
    await expect(editor(page)).toBeVisible();
    await openFetch(page);
    await siteField(page).fill(`${robots.origin}/chain/1/robots.txt`);
    await page.getByRole('button', { name: 'Fetch' }).click();
    await expect.poll(() => docText(page)).toBe(ROBOTS_BODY);
    await expect(page.getByText(`Fetched ${robots.origin}/chain/0/robots.txt after 1 redirect`)).toBeVisible();
    await expect(page.getByText('status 200')).toBeVisible();

    await siteField(page).fill(`${robots.origin}/gone/robots.txt`);
    await page.getByRole('button', { name: 'Fetch' }).click();
    await expect(page.getByRole('alert')).toContainText('status 404: there is no robots.txt, so everything is allowed');
    expect(await docText(page)).toBe(ROBOTS_BODY);
    // The page itself asked only its own server; the server did the fetching.
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('a person who Tabs to another button while the file is fetched keeps the focus there: the file does not take it into the editor (review23 L2)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await expect(editor(page)).toBeVisible();
    // The server's answer is held until the person has moved on: a slow site.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    let asked = false;
    await page.route(/\/api\/fetch\?/, async (route) => { asked = true; await held; await route.continue(); });
    await openFetch(page);
    await siteField(page).click();
    await page.keyboard.type(`${robots.origin}/chain/0/robots.txt`, { delay: 120 });
    await page.getByRole('button', { name: 'Fetch', exact: true }).click();
    await expect.poll(() => asked).toBe(true);
    await page.keyboard.press('Tab');
    const moved = await page.evaluate(() => ({ tag: document.activeElement?.tagName, label: document.activeElement?.textContent }));
    // Another button (else the focus would never be taken, and this proves nothing).
    expect(moved.tag).toBe('BUTTON');
    expect(moved.label).not.toBe('Fetch');
    release();
    await expect.poll(() => docText(page)).toBe(ROBOTS_BODY);
    // Before, the editor took the focus, and the Enter or Space meant for that button typed into the file.
    await expect(editor(page)).not.toBeFocused();
    expect(await page.evaluate(() => ({ tag: document.activeElement?.tagName, label: document.activeElement?.textContent }))).toEqual(moved);
    await context.close();
  });

  test('Fetch names a redirect target it cannot follow, and says no "Fetched" after refusing a binary body (issue 28 §3)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await expect(editor(page)).toBeVisible();
    const before = await docText(page);
    await openFetch(page);
    await siteField(page).fill(`${robots.origin}/ftp/robots.txt`);
    await siteField(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('status 302 redirects to “ftp://files.example.com/robots.txt”, which is no http(s) URL a crawler can follow');

    await siteField(page).fill(`${robots.origin}/image/robots.txt`);
    await siteField(page).press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'does not look like a robots.txt' })).toBeVisible();
    await expect(page.getByText(/^Fetched /)).toHaveCount(0);
    expect(await docText(page)).toBe(before);
    await context.close();
  });

  // Issue 28 §2: an endless body or a gzip bomb was read to 64 MiB, sent to the page whole, and
  // froze the tab for seconds before it was refused. Now it opens up to FETCH_READ_BYTES (6 MiB).
  for (const [what, path] of [['an endless body', '/endless/robots.txt'], ['a gzip bomb', '/gzip-bomb/robots.txt']]) {
    test(`Fetch of ${what} stops at the read limit, says so, and keys typed meanwhile land`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(base);
      await expect(editor(page)).toBeVisible();
      const urlsBefore = await urlsText(page);
      await openFetch(page);
      await siteField(page).fill(`${robots.origin}${path}`);
      await siteField(page).press('Enter');
      // Typed while the page fetches: every key lands where it was typed.
      await urlsField(page).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n/typed', { delay: 120 });
      await expect(page.getByText(NOT_READ_FURTHER)).toBeVisible();
      await expect(page.getByText(`Fetched ${robots.origin}${path}: status 200`)).toContainText(`${FETCH_READ_BYTES.toLocaleString('en')} bytes read`);
      const text = await docText(page);
      expect(text.startsWith(ROBOTS_BODY)).toBe(true);
      expect(new TextEncoder().encode(text).length).toBe(FETCH_READ_BYTES);
      expect(await urlsText(page)).toBe(`${urlsBefore}\n/typed`);
      await context.close();
    });
  }

  // A body longer than a fetch reads, whose one rule for /late lies past the cut (7 MiB): the
  // page answered "Allowed" for GPTBot as surely as for Googlebot, though GPTBot, read by RFC
  // 9309, reads on and would block /late. Now its cell says readings disagree, and why.
  test('Fetch of a body past the read limit marks the answers of a crawler that reads on: readings disagree', async ({ browser }) => {
    const { context, page } = await fetchPastCut(browser);
    await expect(page.getByText(`Fetched ${robots.origin}/past-cut/robots.txt: status 200`)).toContainText(`${FETCH_READ_BYTES.toLocaleString('en')} bytes read. ${bodyGoesOnPast(FETCH_READ_BYTES)}.`);
    await setCrawlers(page, ['Googlebot', 'GPTBot']);
    await urlsField(page).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('/late\n/private', { delay: 120 });
    const cells = gridRows(page).getByRole('gridcell');
    await expect(cells).toHaveText([
      /^Allowed\s*no rule matched$/, /^Allowed\s*readings disagree\s*no rule matched$/,
      /^Blocked\s*line 2\s*Disallow: \/private$/, /^Blocked\s*line 2\s*readings disagree\s*Disallow: \/private$/,
    ]);
    await expect(cells.nth(1).locator('.cell-readings')).toHaveAttribute('title', `Allowed (RFC 9309). ${PAST_CUT} may block it. ${CUT_WHY}`);
    await expect(cells.nth(0).locator('.cell-readings')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Summary per crawler' })).toContainText('GPTBot: 1 blocked of 2; readings disagree on 2');
    await cells.nth(1).click();
    await expect(page.getByTestId('explain-reading')).toContainText(`Readings disagree. Allowed (RFC 9309). ${PAST_CUT} may block it. ${CUT_WHY}`);
    // An edit leaves the rest of the site's file unread: the doubt stays.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('# edited', { delay: 120 });
    await expect.poll(() => docText(page).then((t) => t.endsWith('# edited'))).toBe(true);
    // The grid shows the matrix checked on the edited text.
    await expect.poll(() => page.evaluate(() => {
      const s = window.__robotscope!.store.getState();
      return s.results.matrix?.docVersion === s.doc.version;
    }), { timeout: 30_000 }).toBe(true);
    await expect(cells.nth(1)).toHaveText(/^Allowed\s*readings disagree\s*no rule matched$/);
    await context.close();
  });

  // Before, the mark that the body was cut lived only in the page: after a reload (or in the
  // address bar's link) GPTBot's "Allowed" for /late was certain again.
  test('a fetched body cut short, cut down by hand, keeps its doubt through a reload and in the address bar\'s link', async ({ browser }) => {
    const { context, page } = await fetchPastCut(browser);
    await expect(page.getByText(`Fetched ${robots.origin}/past-cut/robots.txt: status 200`)).toBeVisible();
    await setCrawlers(page, ['Googlebot', 'GPTBot']);
    await urlsField(page).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('/late', { delay: 120 });
    // 6 MiB is more than a browser autosaves: the person keeps the two rules and deletes the comments after them.
    const before = await storageSnapshot(page);
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('ArrowDown', { delay: 120 });
    await page.keyboard.press('ArrowDown', { delay: 120 });
    await page.keyboard.press('Shift+ControlOrMeta+End');
    await page.keyboard.press('Delete');
    await expect.poll(() => docText(page)).toBe(ROBOTS_BODY);
    const cells = gridRows(page).getByRole('gridcell');
    // Cut down below 500 KiB, even Googlebot's reading reads past the text into the part not fetched.
    const doubted = [/^Allowed\s*readings disagree\s*no rule matched$/, /^Allowed\s*readings disagree\s*no rule matched$/];
    await expect(cells).toHaveText(doubted);
    await waitForAutosave(page, before);

    await page.reload();
    await expect.poll(() => docText(page)).toBe(ROBOTS_BODY);
    await expect(cells).toHaveText(doubted);
    await expect(cells.nth(1).locator('.cell-readings')).toHaveAttribute('title', `Allowed (RFC 9309). ${PAST_CUT} may block it. ${CUT_WHY}`);

    // The link in the address bar carries the mark: a new tab opened at it says the same.
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#v2\./);
    const other = await context.newPage();
    await other.goto(`${base}${await page.evaluate(() => location.hash)}`);
    await expect.poll(() => docText(other)).toBe(ROBOTS_BODY);
    await expect(gridRows(other).getByRole('gridcell')).toHaveText(doubted);
    await context.close();
  });

  test('Fetch over typed work keeps it: closed and reopened, it is offered under Kept documents (issue 28 §1)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await expect(editor(page)).toBeVisible();
    const before = await storageSnapshot(page);
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('# my typed work', { delay: 120 });
    await waitForAutosave(page, before);
    await openFetch(page);
    await siteField(page).fill(`${robots.origin}/chain/0/robots.txt`);
    await page.getByRole('button', { name: 'Fetch' }).click();
    await expect.poll(() => docText(page)).toBe(ROBOTS_BODY);
    await expect.soft(page.getByText('The document you had is kept')).toBeVisible();
    await page.close();
    const again = await context.newPage();
    await again.goto(base);
    await again.locator('.kept').getByRole('button', { name: 'Bring back “# my typed work”' }).click();
    await expect.poll(() => docText(again)).toBe('# my typed work');
    await context.close();
  });

  test('after a fetch that finds no file (404, a redirect to nowhere) or a server error (503), the grid shows what crawlers do, not the old text\'s verdicts', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    await expect(editor(page)).toBeVisible();
    await openFetch(page);
    const fetchFrom = async (path: string) => {
      await siteField(page).fill(`${robots.origin}${path}`);
      await page.getByRole('button', { name: 'Fetch' }).click();
    };
    await fetchFrom('/ok/robots.txt');
    await expect.poll(() => docText(page)).toBe(ROBOTS_BODY);
    // The file governs the site it was fetched from: paths are tested there.
    await expect(page.getByLabel('Origin')).toHaveValue(robots.origin);
    await setCrawlers(page, ['Googlebot']);
    await urlsField(page).fill('/private/a\n/public');
    const cells = gridRows(page).getByRole('gridcell');
    await expect(cells).toHaveText([/^Blocked\s*line 2/, /^Allowed\s*no rule matched/]);

    await fetchFrom('/gone/robots.txt');
    await expect(page.getByRole('alert')).toContainText('status 404: there is no robots.txt, so everything is allowed');
    await expect(cells).toHaveText([/^Allowed\s*no robots\.txt/, /^Allowed\s*no robots\.txt/]);
    await expect(page.getByTestId('no-file')).toContainText(`These verdicts are ${robots.origin}/gone/robots.txt's: status 404`);
    await cells.first().click();
    await expect(page.getByRole('region', { name: 'Explanation' })).toContainText('No file was read: status 404');
    expect(await docText(page)).toBe(ROBOTS_BODY);

    await fetchFrom('/broken/robots.txt');
    await expect(cells).toHaveText([/^Blocked\s*robots\.txt unreachable/, /^Blocked\s*robots\.txt unreachable/]);
    await expect(page.getByTestId('no-file')).toContainText('status 503 (server error): everything is disallowed');
    expect(await docText(page)).toBe(ROBOTS_BODY);

    // A redirect that does not say where is no file, as Google reads it: everything allowed (issue 28 §3).
    await fetchFrom('/nowhere/robots.txt');
    await expect(page.getByRole('alert')).toContainText('status 302: the server redirected without saying where (no Location header); Google treats this as no robots.txt, so everything is allowed');
    await expect(cells).toHaveText([/^Allowed\s*no robots\.txt/, /^Allowed\s*no robots\.txt/]);
    await expect(page.getByTestId('no-file')).toContainText(`These verdicts are ${robots.origin}/nowhere/robots.txt's: status 302`);
    expect(await docText(page)).toBe(ROBOTS_BODY);

    // Editing the text makes it what is tested again.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('# edited', { delay: 120 });
    await expect(cells).toHaveText([/^Blocked\s*line 2/, /^Allowed\s*no rule matched/]);
    await expect(page.getByTestId('no-file')).toHaveCount(0);
    expect(await docText(page)).toBe(`${ROBOTS_BODY}# edited`);
    await context.close();
  });
});
