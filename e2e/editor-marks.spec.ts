/**
 * Pasting a robots.txt shows what Google ignores or can't read: rules before any user-agent
 * line (RFC 9309 2.2.1; Google drops them) and characters that don't belong in the file.
 */
import { docText, editor, expect, openApp, pasteEvent, pasteText, setDoc, test } from './fixtures.ts';

test('a pasted file marks the rules outside any group', async ({ page }) => {
  await openApp(page);
  await pasteText(
    page,
    ['Disallow: /before-any-group', 'Allow: /also-before', '', 'User-agent: *', 'Disallow: /private', ''].join('\n'),
  );

  const lines = page.locator('[data-testid="editor"] .cm-line');
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-out-of-group')).toHaveCount(2);
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
  for (const line of [1, 2, 3]) await expect(page.locator('[data-testid="editor"] .cm-line').nth(line).locator('.cm-invalid-char')).toHaveCount(1);
  await expect(page.locator('[data-testid="editor"] .cm-line').nth(4).locator('.cm-invalid-char')).toHaveCount(0);
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
  await expect(page.locator('[data-testid="editor"] .cm-line').nth(0)).toHaveClass(/\bcm-out-of-group\b/);
  await expect(page.locator('[data-testid="editor"] .cm-line.cm-out-of-group')).toHaveCount(1);
});

test('the analysis restyles the NUL labels of a UTF-16 file read as bytes in place, not by drawing them again', async ({ page }) => {
  await openApp(page);
  // Every label removed from the editor from here on (issue 12 §2: 0009's analysis redrew all
  // 384 of its labels, and the layout of the editor, in the task that delivered it).
  await page.evaluate(() => {
    const w = window as unknown as { __removedLabels: number };
    w.__removedLabels = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.removedNodes) {
          if (n instanceof HTMLElement) w.__removedLabels += (n.matches('.cm-rtChar') ? 1 : 0) + n.querySelectorAll('.cm-rtChar').length;
        }
      }
    }).observe(document.querySelector('[data-testid="editor"] .cm-content')!, { childList: true, subtree: true });
  });
  const line = 'D\0i\0s\0a\0l\0l\0o\0w\0:\0 \0/\0x\0';
  await setDoc(page, `User-agent: *\n${line}\n${line}\n`);
  // Drawn first as labels (the worker has not spoken yet), then called invalid by the analysis.
  await expect(page.locator('.cm-rtChar.cm-invalid-char')).toHaveCount(24);
  await expect(page.locator('.cm-rtChar').first()).toHaveAttribute('title', /^Invalid character: control character NUL/);
  expect(await page.evaluate(() => (window as unknown as { __removedLabels: number }).__removedLabels)).toBe(0);
});
