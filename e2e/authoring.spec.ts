/**
 * Writing a robots.txt as a person does (issue 23 §1): every key pressed at a person's pace
 * (120 ms apart), so the completion list opens under the typing, and the exact text checked
 * after. Completion never takes the Enter that ends a line: Enter accepts an option only when
 * the person moved to it in the list and it differs from what is typed.
 */
import type { Page } from '@playwright/test';
import { docText, editor, expect, openApp, test } from './fixtures.ts';

/** A person's pace: the completion list has time to open between keys. */
const PACE = 120;
const list = (page: Page) => page.locator('[data-testid="editor"] .cm-tooltip-autocomplete');

/** A fresh, empty editor with the cursor in it, by the keyboard. */
async function emptyEditor(page: Page) {
  await openApp(page);
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect.poll(() => docText(page)).toBe('');
}

/** Types each line and ends it with Enter, key by key; `''` is a blank line. */
async function typeLines(page: Page, lines: readonly string[]) {
  for (const line of lines) {
    await page.keyboard.type(line, { delay: PACE });
    await page.keyboard.press('Enter', { delay: PACE });
  }
}

const FILE = [
  'User-agent: GPTBot',
  'Disallow: /',
  '',
  'User-agent: Googlebot',
  'Disallow: /tmp/',
  '',
  'User-agent: *',
  'Allow: /',
  'Disallow: /private/',
  'Sitemap: https://www.example.com/sitemap.xml',
];

test('a three-group file typed at a person\'s pace comes out exactly as typed', async ({ page }) => {
  test.setTimeout(120_000);
  await emptyEditor(page);
  // The list really is open when Enter comes: the case that glued lines together.
  await page.keyboard.type('User-agent: GPTBot', { delay: PACE });
  await expect(list(page).getByRole('option', { name: /GPTBot/ })).toBeVisible();
  await page.keyboard.press('Enter', { delay: PACE });
  await typeLines(page, FILE.slice(1));
  await expect.poll(() => docText(page)).toBe(`${FILE.join('\n')}\n`);
});

test('Enter after "User-agent: *" ends the line, and so does Enter after a path the list offers', async ({ page }) => {
  await emptyEditor(page);
  await typeLines(page, ['User-agent: *', 'Allow: /', 'Disallow: /shop/', 'Disallow: /sh']);
  await expect.poll(() => docText(page)).toBe('User-agent: *\nAllow: /\nDisallow: /shop/\nDisallow: /sh\n');
});

test('Enter and Tab accept only an option the person moved to', async ({ page }, info) => {
  await emptyEditor(page);
  await page.keyboard.type('User-agent: GPT', { delay: PACE });
  const gpt = list(page).getByRole('option', { name: /GPTBot/ });
  await expect(gpt).toBeVisible();
  // Nothing is chosen until the person moves in the list.
  await expect(list(page).locator('[aria-selected="true"]')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('complete-nothing-chosen.png') });
  await page.keyboard.press('ArrowDown', { delay: PACE });
  await expect(list(page).locator('[aria-selected="true"]')).toHaveCount(1);
  const chosen = (await list(page).locator('[aria-selected="true"] .cm-completionLabel').textContent())!;
  await page.keyboard.press('Enter', { delay: PACE });
  await expect.poll(() => docText(page)).toBe(`User-agent: ${chosen}`);
  await page.keyboard.press('Enter', { delay: PACE });
  await page.keyboard.type('Disa', { delay: PACE });
  await expect(list(page).getByRole('option', { name: /Disallow/ })).toBeVisible();
  await page.keyboard.press('ArrowDown', { delay: PACE });
  await page.keyboard.press('Tab', { delay: PACE });
  await page.keyboard.type('/private/', { delay: PACE });
  await expect.poll(() => docText(page)).toBe(`User-agent: ${chosen}\nDisallow: /private/`);
});

test('Tab with the list open and nothing chosen leaves the editor and changes nothing: `Disallow: /` stays', async ({ page }) => {
  await emptyEditor(page);
  await typeLines(page, ['User-agent: *', 'Disallow: /search']);
  // The file's own paths are offered after `Disallow: /`; none is chosen.
  await page.keyboard.type('Disallow: /', { delay: PACE });
  await expect(list(page).getByRole('option', { name: '/search' })).toBeVisible();
  await expect(list(page).locator('[aria-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('Tab', { delay: PACE });
  await expect(editor(page)).not.toBeFocused();
  await expect(list(page)).toHaveCount(0);
  expect(await docText(page)).toBe('User-agent: *\nDisallow: /search\nDisallow: /');
});

test('Tab after a crawler typed in full leaves the editor, the text as typed', async ({ page }) => {
  await emptyEditor(page);
  await page.keyboard.type('User-agent: GPTBot', { delay: PACE });
  await expect(list(page).getByRole('option', { name: /GPTBot/ })).toBeVisible();
  await page.keyboard.press('Tab', { delay: PACE });
  await expect(editor(page)).not.toBeFocused();
  expect(await docText(page)).toBe('User-agent: GPTBot');
});

test('"User-agent: GPT" offers the crawlers whose name holds GPT, not Google-InspectionTool; the section headers read as headers', async ({ page }, info) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await emptyEditor(page);
  await page.keyboard.type('User-agent: GPT', { delay: PACE });
  const labels = list(page).locator('li[role="option"] .cm-completionLabel');
  await expect(labels).toHaveText(['GPTBot', 'ChatGPT-User']);
  // Each section its header, styled apart from the options under it: not an option to choose.
  const headers = list(page).locator('completion-section');
  await expect(headers).toHaveText(['AI training', 'User-triggered']);
  const look = (el: Element) => { const s = getComputedStyle(el); return { transform: s.textTransform, weight: s.fontWeight, size: parseFloat(s.fontSize), cursor: s.cursor }; };
  const header = await headers.first().evaluate(look);
  const option = await list(page).locator('li[role="option"]').first().evaluate(look);
  expect(header).toMatchObject({ transform: 'uppercase', weight: '700', cursor: 'default' });
  expect(option).toMatchObject({ transform: 'none', cursor: 'pointer' });
  expect(header.size).toBeLessThan(option.size);
  // What is typed is marked in each label.
  await expect(list(page).locator('li[role="option"]').nth(1).locator('.cm-completionMatchedText')).toHaveText('GPT');
  await page.screenshot({ path: info.outputPath('complete-gpt.png') });
  // One more key: the list follows it, and Backspace; a key that no crawler holds closes it; Ctrl+Space asks again.
  await page.keyboard.type('B', { delay: PACE });
  await expect(labels).toHaveText(['GPTBot']);
  await page.keyboard.press('Backspace', { delay: PACE });
  await expect(labels).toHaveText(['GPTBot', 'ChatGPT-User']);
  await page.keyboard.type('x', { delay: PACE });
  await expect(list(page)).toHaveCount(0);
  await page.keyboard.press('Backspace', { delay: PACE });
  await page.keyboard.press('Control+Space', { delay: PACE });
  await expect(labels).toHaveText(['GPTBot', 'ChatGPT-User']);
  // Nothing chosen, nothing taken: the text is as typed.
  expect(await docText(page)).toBe('User-agent: GPT');
  await page.keyboard.press('ArrowDown', { delay: PACE });
  await page.keyboard.press('ArrowDown', { delay: PACE });
  await page.keyboard.press('Enter', { delay: PACE });
  await expect.poll(() => docText(page)).toBe('User-agent: ChatGPT-User');
});
