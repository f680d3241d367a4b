/**
 * The compare view (issue 9 §1) as a person uses it: the new version in the editor, the old one
 * pasted beside it, exactly the verdicts that change, an edit on one side followed by the list,
 * a change selected from the keyboard marking its rule in both editors, axe in both themes,
 * closing back to one editor with the text as it was typed. The comparison carried by a reload,
 * a link and the autosave: compare-links.spec.ts.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { generateRobotsTxt } from '../bench/generate.ts';
import { docText, expect, gridRows, openApp, pasteText, setCrawlers, setDoc, setInputs, test } from './fixtures.ts';
import { changes, compareOldAndNew, left, NEW, OLD, right, summary } from './compareFixtures.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Compare… › With a copy of this version, from the keyboard: Enter on the menu, Tab to the item, Enter. */
async function compareWithCopyByKeys(page: Page) {
  await page.getByText('Compare…').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'With a copy of this version' })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('two pasted versions: exactly the verdicts that change, updated as one side is edited', async ({ page }) => {
  await compareOldAndNew(page);
  await expect(summary(page)).toHaveText('4 URL × crawler verdicts change: 2 newly blocked, 2 newly allowed (of 6 compared), from 2 causes');
  await expect(changes(page).getByRole('option')).toHaveCount(4);
  expect(await changes(page).getByRole('option').evaluateAll((o) => o.map((e) => e.getAttribute('aria-label')))).toEqual([
    'Newly blocked: Googlebot /checkout/: Allowed by line 2: Allow: /checkout/ → Blocked by line 2: Disallow: /check',
    'Newly blocked: GPTBot /checkout/: Allowed by line 2: Allow: /checkout/ → Blocked by line 2: Disallow: /check',
    'Newly allowed: Googlebot /private/x: Blocked by line 3: Disallow: /private → Allowed by line 3: Allow: /private',
    'Newly allowed: GPTBot /private/x: Blocked by line 3: Disallow: /private → Allowed by line 3: Allow: /private',
  ]);
  // Grouped by cause, in core's words (the same as `robotscope diff`).
  await expect(changes(page).locator('.compare-cause')).toHaveText([
    // Both lines were edited in place: each rule became the one now on its line.
    'The rule Allow: /checkout/ (old line 2) became Disallow: /check (line 2)',
    'The rule Disallow: /private (old line 3) became Allow: /private (line 3)',
  ]);
  // The count is said once it settles.
  await expect(page.getByRole('status').filter({ hasText: 'verdicts change' })).toHaveText('4 URL × crawler verdicts change: 2 newly blocked, 2 newly allowed (of 6 compared), from 2 causes');

  // Typed on the right: a longer Disallow blocks /private/x again, by another rule than before.
  await right(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Disallow: /private/x\n');
  await expect(summary(page)).toHaveText('2 URL × crawler verdicts change: 2 newly blocked, 0 newly allowed (of 6 compared), from 1 cause; 2 keep their verdict but are decided by another rule');
  expect(await changes(page).getByRole('option').evaluateAll((o) => o.map((e) => e.getAttribute('aria-label')))).toEqual([
    'Newly blocked: Googlebot /checkout/: Allowed by line 2: Allow: /checkout/ → Blocked by line 2: Disallow: /check',
    'Newly blocked: GPTBot /checkout/: Allowed by line 2: Allow: /checkout/ → Blocked by line 2: Disallow: /check',
    'Same verdict, decided by another rule: Googlebot /private/x: Blocked by line 3: Disallow: /private → Blocked by line 4: Disallow: /private/x',
    'Same verdict, decided by another rule: GPTBot /private/x: Blocked by line 3: Disallow: /private → Blocked by line 4: Disallow: /private/x',
  ]);

  // Typed on the left: the old version gets the same rules, and nothing changes any more.
  await left(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('User-agent: *\nDisallow: /check\nAllow: /private\nDisallow: /private/x\n');
  await expect(summary(page)).toHaveText('No verdict changes (6 URL × crawler pairs compared)');
  await expect(changes(page)).toHaveCount(0);
});

test("eBay's file with a Googlebot group added and an Allow removed: the headline counts real changes, the first cause names Googlebot's new group (issue 26 §1)", async ({ page }) => {
  const ebay = readFileSync(new URL('../testdata/corpus/0299_ebay.com.txt', import.meta.url), 'utf8');
  const lines = ebay.split('\n');
  lines.splice(lines.indexOf('Allow: /signin/$'), 1);
  lines.splice(lines.indexOf('User-agent: *'), 0, 'User-agent: Googlebot', 'Disallow: /private/', '');
  await openApp(page);
  await pasteText(page, lines.join('\n'));
  await setCrawlers(page, ['Googlebot', 'Googlebot-Image', 'Applebot', 'GPTBot']);
  await setInputs(page, { urls: ['/signin/', '/itm/1', '/b/shoes_kw', '/private/x', '/act/x'].map((p) => `https://www.ebay.com${p}`) });
  await page.getByText('Compare…').click();
  await page.getByRole('button', { name: 'With a version you paste' }).click();
  await expect(left(page)).toBeFocused();
  await page.evaluate((t) => navigator.clipboard.writeText(t), ebay);
  await page.keyboard.press('ControlOrMeta+V');
  await expect(summary(page)).toHaveText(
    '10 URL × crawler verdicts change: 4 newly blocked, 6 newly allowed (of 20 compared), from 2 causes; 3 keep their verdict but are decided by another rule; 2 are decided by the same rule on another line (moved, not a change)',
  );
  await expect(changes(page).locator('.compare-cause').first()).toHaveText(
    'Googlebot now reads the Googlebot group (line 18) instead of the * group (old line 18); Googlebot-Image and Applebot fall back to it',
  );
  await expect(changes(page).locator('.compare-cause code').first()).toHaveText('*');
  await expect(changes(page).locator('.compare-cause-counts').first()).toHaveText('9 verdicts change (3 newly blocked, 6 newly allowed) for 3 crawlers; 3 verdicts kept but decided by another rule');
  await expect(changes(page).getByRole('option').first()).toHaveAttribute('aria-description', /^Googlebot now reads the Googlebot group/);
  // A click on the cause selects its first change and marks the cause on both sides: the group
  // Googlebot read before (left) and the one it reads now (right).
  await changes(page).locator('.compare-heading').first().click();
  await expect(changes(page).getByRole('option', { selected: true })).toHaveAttribute('aria-label', /^Newly blocked: Googlebot https:\/\/www\.ebay\.com\/private\/x/);
  await expect(changes(page)).toBeFocused();
  await expect(page.locator('.cm-merge-a .cm-cause-line')).toHaveText(['User-agent: *']);
  await expect(page.locator('.cm-merge-b .cm-cause-line')).toHaveText(['User-agent: Googlebot']);
  // The second cause, from the keyboard: the removed Allow is marked on the left, nothing on the right.
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowDown');
  await expect(changes(page).getByRole('option', { selected: true })).toHaveAttribute('aria-description', /^The rule Allow: \/signin\/\$/);
  await expect(page.locator('.cm-merge-a .cm-cause-line')).toHaveText(['Allow: /signin/$']);
  await expect(page.locator('.cm-merge-b .cm-cause-line')).toHaveCount(0);
  // A move is no cause: the last change (the same rule on another line) marks nothing.
  await page.keyboard.press('End');
  await expect(page.locator('.cm-merge-a .cm-cause-line')).toHaveCount(0);

  // The same comparison as a pull-request review (issue 26 §2), in the words of `robotscope review`.
  await page.getByRole('button', { name: 'Copy review (Markdown)' }).click();
  await expect(page.getByText(/^Copied the review as Markdown \([\d,]+ characters\)/)).toBeVisible();
  const review = await page.evaluate(() => navigator.clipboard.readText());
  expect(review.split('\n').slice(0, 3)).toEqual([
    '## robots.txt review: `the version you paste` → `this version`',
    '',
    '**Unchecked:** no expectations given; URLs newly blocked: 1 for Googlebot, 1 for Googlebot-Image, 1 for Applebot, more for 1 other crawler; URLs newly allowed: 2 for Googlebot, 2 for Googlebot-Image, 2 for Applebot.',
  ]);
  expect(review).toContain('#### 1. Googlebot now reads the Googlebot group (line 18) instead of the `*` group (old line 18); Googlebot-Image and Applebot fall back to it');
  expect(review).toContain('-Allow: /signin/$');
});

test('a change on which readings disagree says so, as the grid\'s cell does (lg.com\'s /%75s/compare/ for GPTBot)', async ({ page }) => {
  await compareOldAndNew(page, { old: 'User-agent: *\nAllow: /\n', now: 'User-agent: *\nAllow: /\nDisallow: /us/compare/\n', crawlers: ['GPTBot'], urls: ['https://www.lg.com/%75s/compare/'] });
  await expect(summary(page)).toHaveText('1 URL × crawler verdict change: 1 newly blocked, 0 newly allowed (of 1 compared), from 1 cause');
  const option = changes(page).getByRole('option');
  // GPTBot is read by RFC 9309, which reads %75 as u; Google's matcher compares it as written.
  await expect(option.locator('.compare-side')).toHaveText(['Allowed by line 2: Allow: /', 'readings disagree Blocked by line 3: Disallow: /us/compare/']);
  await expect(option).toHaveAttribute('aria-label', DOUBTED_CHANGE);
  await expect(option.locator('.cell-readings')).toHaveAttribute('title', DOUBTED_CHANGE.slice(DOUBTED_CHANGE.indexOf('readings disagree')));
});

test('a rule misspelt in this version: the cause says so in every crawler\'s own reading, the sides in the grid\'s words, the review names the file (tester3 F7, F12)', async ({ page }) => {
  const v1 = 'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n\nUser-agent: AdsBot-Google\nDisallow: /private/\n';
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n');
  await setCrawlers(page, ['Googlebot', 'GPTBot', 'AdsBot-Google']);
  await setInputs(page, { urls: ['https://www.example.com/private/x'] });
  await page.getByText('Compare…').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'With a file…' }).click();
  await (await chooser).setFiles({ name: 'v1.txt', mimeType: 'text/plain', buffer: Buffer.from(v1) });
  await expect(page.getByRole('heading', { name: 'Compare: “v1.txt” (left) → this version (right)' })).toBeVisible();
  await expect(summary(page)).toHaveText('1 URL × crawler verdict change: 0 newly blocked, 1 newly allowed (of 3 compared), from 1 cause');
  // The person misspells line 2's key, typing over it.
  await right(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('s', { delay: 120 });
  await expect(right(page)).toContainText('Dissallow: /private/');
  await expect(summary(page)).toHaveText('2 URL × crawler verdicts change: 0 newly blocked, 2 newly allowed (of 3 compared), from 2 causes');
  // Before: "The rules of the * group (line 1) changed", every crawler's groups read as Google's.
  await expect(changes(page).locator('.compare-cause')).toHaveText([
    'AdsBot-Google: no group names it any more, and it ignores *, so everything is allowed (before: the AdsBot-Google group (old line 5))',
    'The rule Disallow: /private/ (old line 2) is now spelled Dissallow (line 2), which RFC 9309 does not read (Google still does); no rule decides now',
  ]);
  await expect(changes(page).locator('.compare-cause').nth(1).locator('code')).toHaveText(['Disallow: /private/', 'Dissallow']);
  // Each side as the grid's cell says it: no more "Allowed: no rule matches" for AdsBot-Google.
  await expect(changes(page).getByRole('option').locator('.compare-side')).toHaveText([
    'Blocked by line 6: Disallow: /private/', 'Allowed: AdsBot-Google ignores the * group, and no group names it',
    'Blocked by line 2: Disallow: /private/', 'readings disagree Allowed: no rule matched, and what no rule blocks is allowed',
  ]);
  await page.getByRole('button', { name: 'Copy review (Markdown)' }).click();
  await expect(page.getByText(/^Copied the review as Markdown/)).toBeVisible();
  const review = await page.evaluate(() => navigator.clipboard.readText());
  // Before: "## robots.txt review: `“v1.txt”` → `this version`".
  expect(review.split('\n')[0]).toBe('## robots.txt review: `v1.txt` → `this version`');
  expect(review).toContain('#### 2. The rule `Disallow: /private/` (old line 2) is now spelled `Dissallow` (line 2), which RFC 9309 does not read (Google still does); no rule decides now');
});

const DOUBTED_CHANGE = 'Newly blocked: GPTBot https://www.lg.com/%75s/compare/: Allowed by line 2: Allow: / → Blocked by line 3: Disallow: /us/compare/; ' +
  "readings disagree on the new version: Blocked (RFC 9309). A parser that compares the URL's %-escapes as written, as Google's does, would allow it: line 2 Allow: /. " +
  "RFC 9309 (2.2.2) puts the URL's path and the rule in one form before comparing (an escape's hex digits in capitals, %e3 as %E3; an escaped unreserved character as itself, %70 as p); " +
  "Google's parser compares the URL's path as written: which this crawler does, nobody documents.";

test('a change selected from the keyboard marks its deciding rule in both editors; closing keeps the text', async ({ page }) => {
  await compareOldAndNew(page);
  await expect(summary(page)).toHaveText(/^4 URL × crawler verdicts change/);
  await changes(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(changes(page).getByRole('option', { selected: true })).toHaveAttribute('aria-label', /^Newly blocked: Googlebot \/checkout\//);
  await expect(page.locator('.cm-merge-a .cm-winning-rule')).toHaveText('Allow: /checkout/');
  await expect(page.locator('.cm-merge-b .cm-winning-rule')).toHaveText('Disallow: /check');
  await page.keyboard.press('End');
  await expect(changes(page).getByRole('option', { selected: true })).toHaveAttribute('aria-label', /^Newly allowed: GPTBot \/private\/x/);
  await expect(page.locator('.cm-merge-a .cm-winning-rule')).toHaveText('Disallow: /private');
  await expect(page.locator('.cm-merge-b .cm-winning-rule')).toHaveText('Allow: /private');

  await right(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  // One input event: one undo step, however slowly a loaded machine types.
  await page.keyboard.insertText('# kept');
  await page.getByRole('button', { name: 'Close compare' }).first().click();
  await expect(page.locator('.cm-mergeView')).toHaveCount(0);
  expect(await docText(page)).toBe(`${NEW}# kept`);
  // The undo history came back with the text.
  await page.locator('.cm-content').first().click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(NEW);
});

test('from the keyboard, "With a copy of this version" puts the cursor in this version, so a rule typed is read as new; Close compare puts it back in the editor', async ({ page }) => {
  await openApp(page);
  await pasteText(page, NEW);
  await setCrawlers(page, ['Googlebot']);
  await setInputs(page, { urls: ['/public/a', '/private/x'] });
  await compareWithCopyByKeys(page);
  // Focus went to the page's start with the menu: the next Tab reached the other version (the
  // copy, side a), and a rule added there read as removed.
  await expect(right(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Disallow: /public/\n', { delay: 60 });
  await expect(summary(page)).toHaveText(/^1 URL × crawler verdicts? changes?: 1 newly blocked, 0 newly allowed \(of 2 compared\)/);
  await expect(changes(page).getByRole('option').first()).toContainText('Googlebot /public/a');
  expect(await docText(page)).toBe(`${NEW}Disallow: /public/\n`);
  expect(await page.evaluate(() => window.__robotscope!.other!.state.doc.toString())).toBe(NEW);

  await page.getByRole('button', { name: 'Close compare' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.cm-mergeView')).toHaveCount(0);
  await expect(page.locator('[data-testid="editor"] .cm-content')).toBeFocused();
  // The cursor where it was: the next key goes on from the rule typed.
  await page.keyboard.type('# x', { delay: 60 });
  expect(await docText(page)).toBe(`${NEW}Disallow: /public/\n# x`);
});

test('keys typed in the URL field while the comparison\'s code loads stay there: the opened comparison takes no focus from them (review19 H1)', async ({ page }) => {
  // The merge view's code held back 3 s, as over a slow link on a first visit.
  await page.route(/steadyMergeView|unifiedPair|merge/i, async (route) => {
    if (route.request().resourceType() === 'script') await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await openApp(page);
  const before = await docText(page);
  const urls = await page.evaluate(() => window.__robotscope!.urls.state.doc.toString());
  await page.getByText('Compare…').click();
  await page.getByRole('button', { name: 'With a copy of this version' }).click();
  await page.getByTestId('urls-editor').click({ position: { x: 80, y: 10 } });
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nhttps://example.com/abcdefghijklmnopqrstuvwxyz0123456789', { delay: 150 });
  await expect(page.locator('.cm-mergeView')).toHaveCount(1);
  // Focus went to this version when the merge view came: the rest of the URL went into robots.txt.
  expect(await docText(page)).toBe(before);
  expect(await page.evaluate(() => window.__robotscope!.urls.state.doc.toString())).toBe(`${urls}\nhttps://example.com/abcdefghijklmnopqrstuvwxyz0123456789`);
  await expect(page.getByLabel('URLs', { exact: true })).toBeFocused();
});

test('in compare, a cell selected in the grid brings its deciding rule into view in the merge view (issue 24 §2)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await setDoc(page, readFileSync(new URL('../testdata/corpus/0299_ebay.com.txt', import.meta.url), 'latin1'));
  await setCrawlers(page, ['Googlebot']);
  await setInputs(page, { urls: ['https://www.ebay.com/itm/1', 'https://www.ebay.com/sch/i.html?_nkw=lens'] });
  await page.getByText('Compare…').click();
  await page.getByRole('button', { name: 'With a copy of this version' }).click();
  await expect(page.locator('.cm-mergeView')).toBeVisible();
  // Line 465 of 1,606: far below the merge view's first screen. The merge view scrolls both
  // sides as one; each side's own scroller never does.
  const cell = gridRows(page).nth(1).getByRole('gridcell');
  await cell.click();
  await expect(cell).toContainText('Blocked line 465');
  const winning = page.locator('.cm-merge-b .cm-winning-rule');
  await expect(winning).toHaveText(/^Disallow: \/sch\//);
  await expect.poll(() => winning.evaluate((line) => {
    const box = line.getBoundingClientRect();
    const scroller = line.closest('.cm-mergeView')!.getBoundingClientRect();
    return box.top >= scroller.top && box.bottom <= scroller.bottom;
  })).toBe(true);
  await expect(winning).toBeInViewport();
});

test('on a phone, compare is one editor: this version with the other\'s lines where they differ; the other version, pasted and edited, above it (issue 24 §2)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await pasteText(page, NEW);
  await setCrawlers(page, ['Googlebot', 'GPTBot']);
  await setInputs(page, { urls: ['/checkout/', '/private/x', '/public'] });
  // The Compare menu from the keyboard.
  await page.getByText('Compare…').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'With a version you paste' }).focus();
  await page.keyboard.press('Enter');
  // The other version's own editor is open (it is empty) and has focus: a paste goes there.
  const other = page.locator('.cm-unifiedOther .cm-content');
  await expect(other).toBeFocused();
  await page.evaluate((t) => navigator.clipboard.writeText(t), OLD);
  await page.keyboard.press('ControlOrMeta+V');
  await expect.poll(() => page.evaluate(() => window.__robotscope!.other!.state.doc.toString())).toBe(OLD);
  await expect(page.locator('.cm-mergeView')).toHaveCount(0);
  await expect(page.locator('.compare-labels')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Compare: the version you paste → this version (its lines shown where they differ)' })).toBeVisible();
  // One editor for the two: the lines only the other version has, shown in this one.
  const unified = page.locator('.cm-unifiedCompare > .cm-editor');
  await expect(unified.locator('.cm-deletedChunk .cm-deletedLine')).toHaveText(['Allow: /checkout/', 'Disallow: /private']);
  await expect(unified.locator('.cm-line.cm-changedLine')).toHaveText(['Disallow: /check', 'Allow: /private']);
  await expect(summary(page)).toHaveText('4 URL × crawler verdicts change: 2 newly blocked, 2 newly allowed (of 6 compared), from 2 causes');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Typed into this version: the verdicts and the lines shown follow.
  await unified.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Disallow: /private/x\n', { delay: 120 });
  await expect.poll(() => docText(page)).toBe(`${NEW}Disallow: /private/x\n`);
  await expect(summary(page)).toHaveText('2 URL × crawler verdicts change: 2 newly blocked, 0 newly allowed (of 6 compared), from 1 cause; 2 keep their verdict but are decided by another rule');
  await expect(unified.locator('.cm-line.cm-changedLine')).toHaveText(['Disallow: /check', 'Allow: /private', 'Disallow: /private/x']);

  // Typed into the other version: what this one shows of it follows, as its verdicts do.
  await other.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('# old\n', { delay: 120 });
  await expect.poll(() => page.evaluate(() => window.__robotscope!.other!.state.doc.toString())).toBe(`# old\n${OLD}`);
  await expect(unified.locator('.cm-deletedChunk .cm-deletedLine')).toHaveText(['# old', 'Allow: /checkout/', 'Disallow: /private']);
  await expect(summary(page)).toHaveText(/^2 URL × crawler verdicts change/);

  // At 360 px, still no sideways scroll.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Close compare' }).first().click();
  await expect(page.locator('.cm-unifiedCompare')).toHaveCount(0);
  expect(await docText(page)).toBe(`${NEW}Disallow: /private/x\n`);
});

test('typing in the middle of a long file: the two sides are aligned once per key, not set and undone', async ({ page }) => {
  test.setTimeout(120_000);
  // The benchmark's 500 KiB file (bench/compare.mjs): 20,000 lines, some long enough to wrap, so
  // the lines neither editor has drawn are estimates, a little different on each side.
  await openApp(page);
  await setCrawlers(page, ['Googlebot', 'GPTBot']);
  await setDoc(page, generateRobotsTxt());
  await setInputs(page, { urls: ['/private/staging/x', '/263/'] });
  await expect(page.getByTestId('matrix-row')).toHaveCount(2);
  await page.getByText('Compare…').click();
  await page.getByRole('button', { name: 'With a copy of this version' }).click();
  await expect(summary(page)).toHaveText(/^No verdict changes \(4 URL × crawler pairs compared\)/);
  const middle = await page.evaluate(() => {
    const view = window.__robotscope!.view;
    const line = view.state.doc.line(Math.ceil(view.state.doc.lines / 2));
    view.dispatch({ selection: { anchor: line.to } });
    view.focus();
    return line.number;
  });
  await page.keyboard.press('Enter');
  await expect(page.locator('.cm-merge-b .cm-changedLine')).toHaveCount(1);
  // Every spacer the merge view puts in or takes out, or resizes, from here on.
  await page.evaluate(() => {
    const count = { spacers: 0 };
    const isSpacer = (n: Node) => n instanceof HTMLElement && n.classList.contains('cm-mergeSpacer');
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') count.spacers += isSpacer(r.target) ? 1 : 0;
        else count.spacers += [...r.addedNodes, ...r.removedNodes].filter(isSpacer).length;
      }
    }).observe(document.querySelector('.cm-mergeView')!, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
    (window as unknown as { spacerCount: typeof count }).spacerCount = count;
  });
  const typed = 'Disallow: /b/';
  for (const key of typed) {
    await page.keyboard.type(key);
    // Two frames: the key's own and the one the merge view measures in.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await expect(right(page)).toContainText(typed);
  expect(await page.evaluate((n) => window.__robotscope!.view.state.doc.line(n).text, middle + 1)).toBe(typed);
  // Before editor/steadyMergeView.ts: 26 spacer changes for these 13 keys (each put a 1.4 px spacer
  // above the viewport's top and took it out again); after: none, the typed line stays one line high.
  expect(await page.evaluate(() => (window as unknown as { spacerCount: { spacers: number } }).spacerCount.spacers)).toBeLessThan(typed.length / 2);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the compare view with a selected change, ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await compareOldAndNew(page);
    await expect(summary(page)).toHaveText(/^4 URL × crawler verdicts change/);
    await changes(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.cm-merge-b .cm-winning-rule')).toHaveCount(1);
    await page.screenshot({ path: `test-results/compare-${theme}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('both versions are read by the page\'s one analysis worker: opening compare starts none, and both sides give verdicts (issue 24 §1)', async ({ page }) => {
  // Counts the workers the page starts, by the name it gives them (worker/client.ts: 'robots').
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { startedWorkers: string[] }).startedWorkers = started;
    const Real = window.Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(options?.name ?? '');
      }
    };
  });
  const robotsWorkers = () => page.evaluate(() => (window as unknown as { startedWorkers: string[] }).startedWorkers.filter((n) => n === 'robots').length);
  await compareOldAndNew(page);
  // Verdicts on both sides: the list of changes needs each side's matrix for the same inputs.
  await expect(summary(page)).toHaveText('4 URL × crawler verdicts change: 2 newly blocked, 2 newly allowed (of 6 compared), from 2 causes');
  expect(await robotsWorkers()).toBe(1);
  // An edit of the left side is answered by the same worker.
  await left(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Disallow: /public\n', { delay: 120 });
  await expect(summary(page)).toHaveText(/^6 URL × crawler verdicts change/);
  // Closed and opened again: still the one worker.
  await page.getByRole('button', { name: 'Close compare' }).first().click();
  await page.getByText('Compare…').click();
  await page.getByRole('button', { name: 'With a copy of this version' }).click();
  await expect(summary(page)).toHaveText('No verdict changes (6 URL × crawler pairs compared)');
  expect(await robotsWorkers()).toBe(1);
});

test('in the wide compare the status bar says which version it counts: this one, on the right; each edit counted there, the other version\'s never (newuser s19 §8)', async ({ page }, info) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openApp(page);
  await pasteText(page, NEW);
  const bar = page.getByLabel('Document summary');
  const counts = (lines: number, rules: number, groups: number) =>
    `${lines} line${lines === 1 ? '' : 's'} · ${rules} rule${rules === 1 ? '' : 's'} · ${groups} group${groups === 1 ? '' : 's'}`;
  await expect(bar.locator('span').first()).toHaveText(/^\d+ lines · \d+ rules? · \d+ groups?$/);
  const first = await bar.locator('span').first().textContent();
  const [before, rules, groups] = /^(\d+) lines · (\d+) rules? · (\d+) groups?$/.exec(first!)!.slice(1).map(Number);
  await compareWithCopyByKeys(page);
  await expect(right(page)).toBeFocused();
  await expect(page.locator('.compare-labels span')).toHaveText(['Other version', 'This version']);
  await expect(bar.locator('.status-side')).toHaveText('This version (right):');
  await expect(bar.locator('span').nth(1)).toHaveText(counts(before, rules, groups));
  // A rule typed on the right is counted; one typed on the left is not this bar's.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Disallow: /public/\n', { delay: 60 });
  await expect(bar.locator('span').nth(1)).toHaveText(counts(before + 1, rules + 1, groups));
  await left(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Disallow: /a/\nDisallow: /b/\n', { delay: 60 });
  await expect.poll(() => page.evaluate(() => window.__robotscope!.other!.state.doc.toString())).toBe(`${NEW}Disallow: /a/\nDisallow: /b/\n`);
  await expect(bar.locator('span').nth(1)).toHaveText(counts(before + 1, rules + 1, groups));
  await page.screenshot({ path: info.outputPath('compare-status-1366.png') });
  await page.getByRole('button', { name: 'Close compare' }).first().click();
  await expect(bar.locator('.status-side')).toHaveCount(0);
  await expect(bar.locator('span').first()).toHaveText(counts(before + 1, rules + 1, groups));
});

test('a UTF-16 file compared "With a file…" is said to be, in the words File › Open file says it in (walk23: the NULs were compared, nothing said)', async ({ page }) => {
  await openApp(page);
  const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('User-agent: *\r\nDisallow: /old/\r\n', 'utf16le')]);
  const sentence = '“old.txt” is UTF-16LE. Google reads robots.txt as UTF-8 bytes, so it sees the text shown (with NUL bytes between letters) and most rules will not work. Save the file as UTF-8.';
  await page.getByText('Compare…').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'With a file…' }).click();
  await (await chooser).setFiles({ name: 'old.txt', mimeType: 'text/plain', buffer: bytes });
  await expect(page.getByRole('heading', { name: 'Compare: “old.txt” (left) → this version (right)' })).toBeVisible();
  await expect(page.locator('.message-text').filter({ hasText: 'is UTF-16LE' })).toHaveText(sentence);

  // The same bytes by File › Open file: the same sentence (the compared file's is taken away, as a file opened takes the last file's).
  await page.getByRole('button', { name: 'Close compare' }).first().click();
  const opening = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menu', { name: 'File' }).getByRole('menuitem', { name: 'Open file…' }).click();
  await (await opening).setFiles({ name: 'old.txt', mimeType: 'text/plain', buffer: bytes });
  await expect(page.locator('.message-text').filter({ hasText: 'is UTF-16LE' })).toHaveText(sentence);
});
