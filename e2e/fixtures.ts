/**
 * Shared pieces of the e2e flows: a `test` whose every browser context is watched for requests
 * leaving the site, console errors, uncaught errors and CSP violations (checked after each
 * test), and helpers for the few things a locator can't say (the editor's exact text, the cursor).
 */
import { readFile } from 'node:fs/promises';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export { expect };

/** The site under test, on the port e2e/run.mjs or playwright.config.ts picked (e2e/port.mjs). */
export const ORIGIN = `http://127.0.0.1:${process.env.ROBOTSCOPE_E2E_PORT}`;

/** What a watched context saw that a private, self-contained page must never do. */
export interface Watch {
  foreignRequests: string[];
  consoleErrors: string[];
  pageErrors: string[];
  requests: number;
}

/** Only the site itself, and URLs that never touch the network. */
function isOwnUrl(url: string): boolean {
  return url.startsWith(`${ORIGIN}/`) || url.startsWith('data:') || url.startsWith('blob:');
}

/**
 * A CSP violation fires `securitypolicyviolation` in the page; turn it into a console error so
 * the console check catches it with its details.
 */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
  });
}

export function watchContext(context: BrowserContext): Watch {
  const watch: Watch = { foreignRequests: [], consoleErrors: [], pageErrors: [], requests: 0 };
  context.on('request', (request) => {
    watch.requests++;
    if (!isOwnUrl(request.url())) watch.foreignRequests.push(request.url());
  });
  context.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
  });
  context.on('weberror', (error) => watch.pageErrors.push(String(error.error())));
  void context.addInitScript(reportCspViolations);
  return watch;
}

export function expectClean(watch: Watch) {
  expect(watch.foreignRequests, `requests that left ${ORIGIN}`).toEqual([]);
  expect(watch.pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(watch.consoleErrors, 'console errors (CSP violations included)').toEqual([]);
}

/**
 * `watch` is automatic: every test's context is checked after the test. A test that opens more
 * contexts watches them with `watchContext` and checks them with `expectClean` itself.
 */
export const test = base.extend<{ watch: Watch }>({
  watch: [
    async ({ context }, use) => {
      const watch = watchContext(context);
      await use(watch);
      expectClean(watch);
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    await use(context);
  },
});

// ---------------------------------------------------------------------------------------------
// The page

export const editor = (page: Page) => page.locator('[data-testid="editor"] .cm-content');
/** The URL list's editor content (a CodeMirror view named by its label). */
export const urlsField = (page: Page) => page.getByLabel('URLs', { exact: true });
export const profileSelect = (page: Page) => page.getByLabel('Profile', { exact: true });
/** The field that adds a crawler chip (a token or a whole User-Agent header, then Enter). */
export const crawlerField = (page: Page) => page.getByLabel('Crawlers', { exact: true });
export const crawlerChips = (page: Page) => page.getByRole('list', { name: 'Crawlers tested' }).getByRole('listitem');
/** The crawlers as the person named them (a chip shows the token read from a header). */
export const crawlerNames = (page: Page) => crawlerChips(page).evaluateAll((chips) => chips.map((c) => c.getAttribute('data-name')));
export const grid = (page: Page) => page.getByRole('grid', { name: 'Results' });
/** The results grid's URL rows, as shown (filtered, sorted); the header row left out. */
export const gridRows = (page: Page) => grid(page).locator('[data-testid="matrix-row"]');
/** The selected cell's one explanation (worker `explain`): its deciding rule, notes, details and why. */
export const cellDetails = (page: Page) => page.getByRole('region', { name: 'Explanation' });
export const verdictStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /\b(Allowed|Blocked)\b/ });

/**
 * Chooses an item of the File or View menu (issue 24 §2) the way a person does: the menu's
 * button, then the item ("Open file…", "Copy link", "Format document").
 */
export async function menuAction(page: Page, menu: 'File' | 'View', item: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menu', { name: menu }).getByRole('menuitem', { name: item, exact: true }).click();
}

export const fileAction = (page: Page, item: string) => menuAction(page, 'File', item);

/** View › Theme: System, Light or Dark. */
export async function chooseTheme(page: Page, theme: 'system' | 'light' | 'dark') {
  await page.getByRole('button', { name: 'View', exact: true }).click();
  const label = `Theme: ${theme[0].toUpperCase()}${theme.slice(1)}`;
  await page.getByRole('menu', { name: 'View' }).getByRole('menuitemradio', { name: label }).click();
}

/** File › Fetch: the field for the site, shown. */
export async function openFetch(page: Page) {
  await fileAction(page, 'Fetch a site’s robots.txt…');
  await expect(page.getByLabel('Site whose robots.txt to fetch')).toBeFocused();
}

/** "Copy link", and the link it put on the clipboard. */
export async function copyLink(page: Page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await fileAction(page, 'Copy link');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Open the app (optionally at a fragment) and wait until the editor is there. */
export async function openApp(page: Page, fragment = '') {
  await page.goto(`/${fragment}`);
  await expect(editor(page)).toBeVisible();
  await page.waitForFunction(() => window.__robotscope?.view);
}

/**
 * The editor's exact text. JSON keeps lone surrogates (escaped bytes) intact across the
 * page boundary, which a plain string return value would not.
 */
export async function docText(page: Page): Promise<string> {
  await pageReady(page);
  return JSON.parse(await page.evaluate(() => JSON.stringify(window.__robotscope!.view.state.doc.toString())));
}

/**
 * The page's editors are there: after a reload, `load` comes before React has put them up, and
 * an evaluate in between throws (expect.poll does not retry a throw). Timer polling, not frames:
 * a test may hold a page's frames back.
 */
async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__robotscope?.view, undefined, { polling: 50 });
}

/** The URL list's exact text, as its editor holds it. */
export async function urlsText(page: Page): Promise<string> {
  await pageReady(page);
  return page.evaluate(() => window.__robotscope!.urls.state.doc.toString());
}

/**
 * Replace the whole document in one transaction: for documents too large to type or paste in a
 * reasonable time. Every test that uses it still types or pastes real keystrokes afterwards.
 */
export async function setDoc(page: Page, text: string) {
  await page.evaluate((json) => {
    const { view } = window.__robotscope!;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: JSON.parse(json) } });
  }, JSON.stringify(text));
}

/** A real paste: the text goes on the system clipboard, then Ctrl+V over the whole document. */
export async function pasteText(page: Page, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => docText(page)).toBe(text.replace(/\r\n?/g, '\n'));
}

/**
 * A paste event carrying `text` (`repeat` times over), dispatched on the editor the way the
 * browser does on Ctrl+V: for text the system clipboard can't carry faithfully (NUL, lone
 * surrogates) or would take minutes to (megabytes).
 */
export async function pasteEvent(page: Page, text: string, repeat = 1) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate(
    ({ json, repeat }) => {
      const data = new DataTransfer();
      data.setData('text/plain', (JSON.parse(json) as string).repeat(repeat));
      const target = document.querySelector('[data-testid="editor"] .cm-content')!;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { json: JSON.stringify(text), repeat },
  );
}

/** Move the mouse onto the middle of `word` on line `line` (0-based), where CodeMirror draws it; its hover tooltip. */
export async function hoverOn(page: Page, line: number, word: string) {
  const at = await page.evaluate(([l, w]) => {
    const { view } = window.__robotscope!;
    const ln = view.state.doc.line(Number(l) + 1);
    const pos = ln.from + ln.text.indexOf(String(w)) + Math.floor(String(w).length / 2);
    const c = view.coordsAtPos(pos)!;
    return { x: c.left + 1, y: (c.top + c.bottom) / 2 };
  }, [line, word]);
  await page.mouse.move(at.x, at.y);
  const tip = page.locator('[data-testid="editor"] .cm-tooltip .cm-rtHover');
  await expect(tip).toBeVisible();
  return tip;
}

/** Open a file the way a person does: the Open file button and the file chooser. */
export async function openFile(page: Page, name: string, bytes: Buffer, mimeType = 'text/plain') {
  const chooser = page.waitForEvent('filechooser');
  await fileAction(page, 'Open file…');
  await (await chooser).setFiles({ name, mimeType, buffer: bytes });
}

/** Click Download and read back the file the browser saved. */
export async function download(page: Page): Promise<Buffer> {
  const event = page.waitForEvent('download');
  await fileAction(page, 'Download');
  return readFile(await (await event).path());
}

/** 1-based line of the main cursor. */
export async function cursorLine(page: Page): Promise<number> {
  return page.evaluate(() => {
    const { view } = window.__robotscope!;
    return view.state.doc.lineAt(view.state.selection.main.head).number;
  });
}

/** Replace the crawler chips the way a person does: Backspace them away, type each name and Enter. */
export async function setCrawlers(page: Page, names: string[]) {
  const field = crawlerField(page);
  for (let n = await crawlerChips(page).count(); n > 0; n--) {
    await field.focus();
    await field.press('Backspace');
    await expect(crawlerChips(page)).toHaveCount(n - 1);
  }
  for (const name of names) {
    await field.fill(name);
    await field.press('Enter');
  }
  await expect(crawlerChips(page)).toHaveCount(names.length);
}

/**
 * Fill the test inputs the way a person does: `agent` makes it the one crawler (its grid
 * column), the URLs are typed into the list, the profile picked.
 */
export async function setInputs(page: Page, inputs: { agent?: string; urls?: string[]; profile?: string }) {
  if (inputs.agent !== undefined) await setCrawlers(page, [inputs.agent]);
  if (inputs.urls !== undefined) await urlsField(page).fill(inputs.urls.join('\n'));
  if (inputs.profile !== undefined) await chooseProfile(page, inputs.profile);
}

/** The profile option whose label starts with `name` ("RFC 9309", or "RFC 9309 (the standard)"). */
function profileOption(page: Page, name: string): Locator {
  return profileSelect(page).locator('option').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(name)}\\b`) });
}

export async function chooseProfile(page: Page, name: string) {
  const value = await profileOption(page, name).getAttribute('value');
  await profileSelect(page).selectOption(value ?? name);
}

export async function expectProfile(page: Page, name: string) {
  await expect(profileSelect(page).locator('option:checked')).toHaveText(new RegExp(`^\\s*${escapeRegExp(name)}\\b`));
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Row `index` says `verdict` in words and names the deciding line `line`; `null`: no rule
 * decided, so the row names no rule line (it may still name the group's lines); left out: not
 * checked. The deciding line is written "line N" next to the rule's text.
 */
export async function expectRow(
  rows: Locator,
  index: number,
  verdict: 'Allowed' | 'Blocked',
  line?: number | null,
) {
  const row = rows.nth(index);
  await expect(row).toContainText(verdict, { useInnerText: true });
  await expect(row).not.toContainText(verdict === 'Allowed' ? 'Blocked' : 'Allowed', { useInnerText: true });
  if (line === null) await expect(row).not.toContainText(/\bline \d+\W*(allow|disallow)\s*:/i, { useInnerText: true });
  else if (line !== undefined) await expect(row).toContainText(new RegExp(`\\bline ${line}(?!\\d)`), { useInnerText: true });
}

/** Everything the app keeps in localStorage, as one comparable string. */
export async function storageSnapshot(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
}

/**
 * Wait until autosave has written something new since `before` and stopped writing (no change
 * for a second): a person who reloads right after typing expects it saved, but the test must
 * not depend on how autosave is scheduled.
 */
export async function waitForAutosave(page: Page, before: string) {
  let last = '';
  let stableSince = 0;
  await expect
    .poll(
      async () => {
        const now = await storageSnapshot(page);
        if (now !== last) {
          last = now;
          stableSince = Date.now();
        }
        return now !== before && Date.now() - stableSince >= 1000;
      },
      { intervals: [100], timeout: 15_000, message: 'autosave wrote the state to localStorage' },
    )
    .toBe(true);
}
