/**
 * Search and completion load when the editor first has the focus, else a few seconds after the
 * first analysis (issue 24 §3, src/editor/lateLoad.ts). Their
 * chunk is held back here until the test lets it through, so each key is pressed while they are
 * still on their way, as on a slow phone: the key must not be lost (Ctrl+F must not open the
 * browser's find bar), what is typed meanwhile stays exactly as typed, and it works once they came.
 */
import type { Page } from '@playwright/test';
import { docText, editor, expect, openApp, pasteText, test } from './fixtures.ts';

/** Holds the late chunk until `release()`; `asked()` says whether the page asked for it yet. */
async function holdLateChunk(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let asked = false;
  await page.route(/\/assets\/late-[\w-]+\.js$/, async (route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  return { release, asked: () => asked };
}

const completionList = (page: Page) => page.locator('[data-testid="editor"] .cm-tooltip-autocomplete');

test('a word typed before completion came gets its list once it came, and the text stays as typed', async ({ page }) => {
  const late = await holdLateChunk(page);
  await openApp(page);
  await pasteText(page, 'User-agent: *\n');
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('Dis', { delay: 120 });
  await expect.poll(late.asked).toBe(true);
  await expect(completionList(page)).toHaveCount(0);
  expect(await docText(page)).toBe('User-agent: *\nDis');
  late.release();
  await expect(completionList(page).getByRole('option', { name: /Disallow/ })).toBeVisible();
  // A person's next key, 120 ms on: CodeMirror ignores the list's keys for its first 75 ms
  // (autocompletion's interactionDelay), and this list opened the moment the chunk came.
  await page.waitForTimeout(120);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.type('/private/', { delay: 120 });
  expect(await docText(page)).toBe('User-agent: *\nDisallow: /private/');
});

test('Ctrl+F pressed before search came opens its panel once it came, never the browser’s find', async ({ page }) => {
  const late = await holdLateChunk(page);
  await openApp(page);
  const before = await docText(page);
  // Not during the page's start: not with the first verdicts drawn and the page idle since (two idle
  // callbacks: the start's own idle work runs in the first); lateLoad.ts asks a few seconds later.
  await expect(page.locator('[data-testid="matrix-row"] [role="gridcell"]').first()).not.toBeEmpty();
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(late.asked()).toBe(false);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+F');
  await expect.poll(late.asked).toBe(true);
  const search = page.locator('[data-testid="editor"] .cm-search');
  await expect(search).toHaveCount(0);
  late.release();
  await expect(search).toBeVisible();
  await expect(search.getByRole('textbox', { name: /find/i }).or(search.locator('input[name="search"]'))).toBeFocused();
  await page.keyboard.type('Disallow', { delay: 120 });
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => {
    const { state } = window.__robotscope!.view;
    return state.sliceDoc(state.selection.main.from, state.selection.main.to);
  })).toBe('Disallow');
  expect(await docText(page)).toBe(before);
});
