/**
 * Pasting a robots.txt shows what Google ignores or can't read: rules before any user-agent
 * line (RFC 9309 2.2.1; Google drops them) and characters that don't belong in the file.
 */
import { docText, editor, expect, openApp, pasteEvent, pasteText, test } from './fixtures.ts';

test('a pasted file marks the rules outside any group', async ({ page }) => {
  await openApp(page);
  await pasteText(
    page,
    ['Disallow: /before-any-group', 'Allow: /also-before', '', 'User-agent: *', 'Disallow: /private', ''].join('\n'),
  );

  const lines = page.locator('.cm-line');
  await expect(page.locator('.cm-line.cm-out-of-group')).toHaveCount(2);
  await expect(lines.nth(0)).toHaveClass(/\bcm-out-of-group\b/);
  await expect(lines.nth(1)).toHaveClass(/\bcm-out-of-group\b/);
  await expect(lines.nth(4)).not.toHaveClass(/\bcm-out-of-group\b/);
});

test('a pasted file marks each invalid character', async ({ page }) => {
  await openApp(page);
  const text = [
    'User-agent: *',
    'Disallow: /no-break\u00a0space',
    'Disallow: /control\u0001char',
    'Disallow: /replacement\ufffdchar',
    'Allow: /fine',
    '',
  ].join('\n');
  await pasteText(page, text);

  const marks = page.locator('.cm-invalid-char');
  await expect(marks).toHaveCount(3);
  for (const line of [1, 2, 3]) await expect(page.locator('.cm-line').nth(line).locator('.cm-invalid-char')).toHaveCount(1);
  await expect(page.locator('.cm-line').nth(4).locator('.cm-invalid-char')).toHaveCount(0);
});

test('NUL and undecodable bytes pasted into the file are marked, not dropped', async ({ page }) => {
  await openApp(page);
  // The system clipboard can't carry NUL or a lone surrogate, so this paste is a paste event.
  const text = 'User-agent: *\nDisallow: /nul\u0000here\nDisallow: /byte\udce9here\nDisallow: /bell\u0007x\n';
  await pasteEvent(page, text);
  await expect.poll(() => docText(page)).toBe(text);
  await expect(page.locator('.cm-invalid-char')).toHaveCount(3);
});

test('typing a rule before the first group marks its line as it is typed', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /x\n');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('Disallow: /early');
  await page.keyboard.press('Escape'); // close the completion list, if any, so Enter is a newline
  await page.keyboard.press('Enter');
  await expect(page.locator('.cm-line').nth(0)).toHaveClass(/\bcm-out-of-group\b/);
  await expect(page.locator('.cm-line.cm-out-of-group')).toHaveCount(1);
});
