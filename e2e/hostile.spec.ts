/**
 * Hostile content never executes (issue 12 §9). Every way text gets into the page (the robots
 * text, the URLs, the user-agent, a file's name, the fields of a shared link) is fed markup,
 * event handlers, `javascript:` URLs, an off-site image, U+202E and NULs. Each payload that ran
 * would call `__pwn(name)`; each one the page turned into markup that the CSP then stopped would
 * fire `securitypolicyviolation`; an image would be a request off the site. None may happen,
 * and the payloads must be shown as the text they are.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { encodePermalink } from '../src/state/permalink.ts';
import {
  crawlerField, crawlerNames, docText, editor, expect, expectClean, fileAction, gridRows, openApp, pasteEvent, setInputs, test, urlsText, watchContext,
} from './fixtures.ts';

/** Each payload names itself, so a failure says which one ran. */
const PAYLOADS = [
  `<script>__pwn('script')</script>`,
  `<img src=x onerror="__pwn('img-onerror')">`,
  `<img src="https://evil.example/beacon.gif">`,
  `<svg onload="__pwn('svg-onload')"></svg>`,
  `"><iframe src="javascript:__pwn('iframe')"></iframe>`,
  `javascript:__pwn('javascript-url')`,
  `</textarea><script>__pwn('textarea-break')</script>`,
  `\u202egnp.exe<b onmouseover="__pwn('bidi-b')">x</b>`,
  `nul\u0000<script>__pwn('after-nul')</script>`,
];

/** A robots.txt that puts each payload everywhere a line can hold text. */
const ROBOTS = [
  `User-agent: ${PAYLOADS[1]}`,
  'User-agent: *',
  ...PAYLOADS.map((p) => `Disallow: /${p}`),
  ...PAYLOADS.map((p) => `Allow: ${p}`),
  `Sitemap: javascript:__pwn('sitemap')`,
  `Sitemap: ${PAYLOADS[2]}`,
  `${PAYLOADS[0]}: unknown directive`,
  `# ${PAYLOADS[3]}`,
  `Disalow: ${PAYLOADS[1]}`,
  '',
].join('\n');

const URLS = [
  `javascript:__pwn('url')`,
  ...PAYLOADS.map((p) => `https://example.com/${p}`),
  PAYLOADS[2],
];

/** Made before any page script runs: the probe the payloads call, and a CSP violation log. */
function installProbes() {
  const w = window as unknown as { __pwned: string[]; __violations: string[]; __pwn(name: string): void };
  w.__pwned = [];
  w.__violations = [];
  w.__pwn = (name) => w.__pwned.push(name);
  document.addEventListener('securitypolicyviolation', (e) => {
    w.__violations.push(`${e.violatedDirective} ${e.blockedURI || '(inline)'}`);
  });
}

async function probe(page: Page): Promise<{ pwned: string[]; violations: string[]; markup: number }> {
  return page.evaluate(() => {
    const w = window as unknown as { __pwned: string[]; __violations: string[] };
    // Elements only a payload could have made: the app renders none of these (CodeMirror's
    // own empty <img class=cm-widgetBuffer> keeps the cursor right beside a widget).
    const markup = document.querySelectorAll('img:not(.cm-widgetBuffer), iframe, svg[onload], b[onmouseover], [onerror], a[href^="javascript:"], body script:not([src])').length;
    return { pwned: w.__pwned, violations: w.__violations, markup };
  });
}

async function expectNothingRan(page: Page) {
  expect(await probe(page)).toEqual({ pwned: [], violations: [], markup: 0 });
}

async function withProbes(context: BrowserContext) {
  await context.addInitScript(installProbes);
}

/** Everything a person can do that shows the text somewhere else: rows, tooltips, the problems panel. */
async function lookEverywhere(page: Page) {
  const rows = gridRows(page);
  const flagged = page.locator('#urls-flagged li');
  // A payload holding a space or a control character is no URL: listed as flagged, as text.
  await expect.poll(async () => (await rows.count()) + (await flagged.count())).toBe(URLS.length);
  for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).click();
  for (let i = 0; i < (await flagged.count()); i++) await flagged.nth(i).getByRole('button').click();
  const ruleLinks = page.locator('.rule-link');
  if (await ruleLinks.count()) await ruleLinks.first().click();
  for (const line of [1, 3, 4, 5, PAYLOADS.length + 3]) {
    await page.locator('[data-testid="editor"] .cm-line').nth(line - 1).hover();
  }
  await page.getByRole('button', { name: /errors?,|No problems/ }).click();
  await expect(page.locator('.cm-problems')).toBeVisible();
  await page.locator('.cm-problems-go').first().click();
}

test('robots text, URLs and user-agent full of markup show as text and never run', async ({ page, context }) => {
  await withProbes(context);
  await openApp(page);
  await pasteEvent(page, ROBOTS);
  await expect.poll(() => docText(page)).toBe(ROBOTS);
  // A whole User-Agent header that carries markup is a crawler: its chip shows the header as text.
  await setInputs(page, { agent: `Mozilla/5.0 (compatible; Evilbot/1.0; +https://x.test/${PAYLOADS[1]})`, urls: URLS });
  // Markup alone is no crawler name: refused, saying why, and the typed text stays as text.
  const field = crawlerField(page);
  await field.fill(PAYLOADS[1]);
  await field.press('Enter');
  await expect(page.locator('#crawler-add-hint')).toHaveText(/^Not added: no crawler name/);
  await expect(field).toHaveValue(PAYLOADS[1]);
  await lookEverywhere(page);

  // Shown as the text it is: the row or the flagged line names the URL with its markup, the
  // problems panel the key.
  await expect(gridRows(page).getByRole('rowheader').filter({ hasText: 'script' }).first()).toHaveText(`https://example.com/${PAYLOADS[0]}`);
  // A space is part of a URL (requested as %20), so the markup URL is a row too.
  await expect(gridRows(page).getByRole('rowheader').filter({ hasText: 'onerror' }).first()).toHaveText(`https://example.com/${PAYLOADS[1]}`);
  await expect(page.locator('#urls-flagged')).toContainText(PAYLOADS[2]);
  await expect(page.locator('.cm-problems')).toContainText('<script>');
  await expectNothingRan(page);
});

test('a file whose name is markup is named as text in every message and download', async ({ page, context }) => {
  await withProbes(context);
  await openApp(page);
  const open = async (name: string, bytes: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await fileAction(page, 'Open file…');
    await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: bytes });
  };
  // Binary: refused with the name in an error. Latin-1: opened, with the name in a warning.
  const refused = `${PAYLOADS[1]}.txt`;
  await open(refused, Buffer.alloc(512, 0));
  await expect(page.getByRole('alert')).toContainText(refused);
  const latin1 = `${PAYLOADS[0]}\u202etxt.exe`;
  await open(latin1, Buffer.concat([Buffer.from('User-agent: *\nDisallow: /caf'), Buffer.from([0xe9]), Buffer.from('\n')]));
  await expect(page.locator('.messages')).toContainText(latin1);

  const download = page.waitForEvent('download');
  await fileAction(page, 'Download');
  // The browser makes a safe file name of it; the page itself runs nothing.
  expect((await download).suggestedFilename()).not.toMatch(/[<>/\\]/);
  await expectNothingRan(page);
});

test('a shared link whose every field is hostile opens as text and runs nothing', async ({ page, context, browser }) => {
  const fragment = await encodePermalink({
    bytes: new TextEncoder().encode(ROBOTS),
    agent: PAYLOADS[0],
    urls: URLS.join('\n'),
    profile: 'google',
  });
  const elsewhere = await browser.newContext();
  const watch = watchContext(elsewhere);
  await withProbes(elsewhere);
  const other = await elsewhere.newPage();
  await openApp(other, `#${fragment}`);
  await expect.poll(() => docText(other)).toBe(ROBOTS);
  await expect.poll(() => crawlerNames(other)).toEqual([PAYLOADS[0]]);
  await expect.poll(() => urlsText(other)).toBe(URLS.join('\n'));
  await lookEverywhere(other);
  await expectNothingRan(other);

  // A fragment that is itself markup, or a javascript: URL, is refused as text.
  for (const foreign of [`#${PAYLOADS[1]}`, `#v1.${PAYLOADS[0]}`, `#javascript:__pwn('fragment')`]) {
    await other.goto(`/${foreign}`);
    await expect(other.getByRole('alert')).toContainText(/link/i);
    await expectNothingRan(other);
  }
  await elsewhere.close();
  expectClean(watch);

  // The page this test started on stays untouched by all of it.
  await withProbes(context);
  await openApp(page);
  await expect(editor(page)).toBeVisible();
  await expectNothingRan(page);
});

test('the probes work: under this CSP injected markup is caught, so a clean run means something', async ({ browser }) => {
  // A context of its own, unwatched: this test makes the violations the others must not see.
  const context = await browser.newContext();
  await withProbes(context);
  const page = await context.newPage();
  await openApp(page);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  // 'self' and one hash per inline script of index.html (the theme before the first paint, the
  // example's text in the frame), no more: every other script must come from the site's files.
  // Counted in the HTML as served: the frame's script is gone once React drew the page.
  const html = await (await page.request.get('/')).text();
  const inline = (html.match(/<script>/g) ?? []).length;
  expect(inline).toBeGreaterThan(0);
  expect(csp).toMatch(new RegExp(`script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){${inline}}(;|$)`));
  expect(csp).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe-(inline|eval)/);
  await page.evaluate((html) => {
    const div = document.createElement('div');
    div.innerHTML = html;
    document.body.append(div);
  }, PAYLOADS[1]);
  await expect.poll(async () => (await probe(page)).violations.length).toBeGreaterThan(0);
  const seen = await probe(page);
  expect(seen.pwned).toEqual([]); // the CSP stopped the handler
  expect(seen.markup).toBe(1); // and the detector sees the element
  await context.close();
});
