/**
 * The editor's commands as a person uses them (issue 10 §4, §7): Ctrl+. on a misspelt key,
 * Shift+Alt+F, the theme switch (remembered), the shortcut list on "?", New without losing work.
 */
import {
  chooseTheme, cursorLine, docText, download, editor, expect, fileAction, menuAction, openApp, openFile, pasteText, test,
} from './fixtures.ts';

test('Ctrl+. at a misspelt key offers its fix, and Enter applies it', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDissallow: /private\n');
  await expect(page.locator('.cm-lintRange').first()).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ControlOrMeta+.');
  const fix = page.locator('.cm-quickFix', { hasText: 'Write "Disallow"' });
  await expect(fix).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => docText(page)).toBe('User-agent: *\nDisallow: /private\n');
  await expect(page.locator('.cm-quickFixes')).toHaveCount(0);
  await expect(editor(page)).toBeFocused();
});

test('Ctrl+. on two crawlers on one User-agent line writes a line each, losing neither', async ({ page }) => {
  await openApp(page);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  for (const line of ['User-agent: Googlebot bingbot # search', 'Disallow: /private']) {
    await page.keyboard.type(line, { delay: 120 });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
  }
  await expect.poll(() => docText(page)).toBe('User-agent: Googlebot bingbot # search\nDisallow: /private\n');
  await expect(page.locator('.status-bar .problems')).toHaveText('0 errors, 1 warning, 0 notes');
  await page.keyboard.press('ControlOrMeta+Home');
  // Into "Googlebot", past "User-agent: ".
  for (let i = 0; i < 14; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ControlOrMeta+.');
  // The only fix offered keeps both crawlers: never "Write "Googlebot"", which dropped bingbot.
  await expect(page.locator('.cm-quickFix')).toHaveText(['Write 2 User-agent lines, one per crawler']);
  await expect(page.locator('.cm-quickFix')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => docText(page)).toBe('User-agent: Googlebot\nUser-agent: bingbot # search\nDisallow: /private\n');
  await expect(page.locator('.status-bar .problems')).toHaveText('No problems');
});

test('Shift+Alt+F formats the document; Ctrl+Z undoes it in one step', async ({ page }) => {
  await openApp(page);
  const untidy = 'user-agent:a\ndisallow :/a\nUSER-AGENT: b\n\n\n\nallow:/b\n';
  await pasteText(page, untidy);
  await page.keyboard.press('Shift+Alt+F');
  await expect.poll(() => docText(page)).toBe('User-agent: a\nDisallow: /a\n\nUser-agent: b\n\nAllow: /b\n');
  await expect(page.locator('.message-text', { hasText: 'Formatted: no verdict changes.' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(untidy);
  await menuAction(page, 'View', 'Format document');
  await expect.poll(() => docText(page)).toContain('User-agent: a\nDisallow: /a\n');
});

test('the theme switch turns the page dark and is remembered after a reload', async ({ page }) => {
  await openApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await chooseTheme(page, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bg = await page.locator('[data-testid="editor"] .cm-editor').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).toBe('rgb(27, 31, 39)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Theme: Dark' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { name: 'Theme: System' })).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'View', exact: true })).toBeFocused();
});

test('the crawler chips box is dark in the dark theme: its field, its chips and their words', async ({ page }) => {
  await openApp(page);
  await chooseTheme(page, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const colours = (selector: string) => page.locator(selector).first().evaluate((el) => {
    const s = getComputedStyle(el);
    return { bg: s.backgroundColor, border: s.borderTopColor, text: s.color };
  });
  // The page's raised panel, border and text colours (dark.css): nothing light is left.
  expect(await colours('.chips-box')).toMatchObject({ bg: 'rgb(36, 42, 52)', border: 'rgb(75, 84, 102)' });
  expect((await colours('.chips-box input')).text).toBe('rgb(230, 233, 239)');
  expect(await colours('.chip')).toMatchObject({ bg: 'rgb(36, 49, 80)', text: 'rgb(230, 233, 239)' });
  expect((await colours('.chip')).border).not.toBe('rgb(201, 214, 245)');
});

test('the page follows a dark system theme until a theme is picked', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await chooseTheme(page, 'light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('"?" outside the editor opens the shortcut list; Escape closes it', async ({ page }) => {
  await openApp(page);
  // Not drawn until asked for (issue 24 §3: its 112 elements and words load on first use).
  await expect(page.locator('dialog')).toHaveCount(0);
  await page.locator('h1').click();
  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  for (const key of ['Ctrl+F', 'F8', 'Ctrl+Shift+M', 'Ctrl+.', 'Shift+Alt+F', 'PageUp / PageDown', 'Home / End']) {
    await expect(sheet.getByText(key, { exact: false }).first()).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // Typed in the editor, "?" is text.
  await editor(page).click();
  await page.keyboard.type('?');
  await expect(sheet).toBeHidden();
  // Asked for again, from the View menu: the same list.
  await page.locator('h1').click();
  await menuAction(page, 'View', 'Keyboard shortcuts');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('New empties the editor with a hint, and Ctrl+Z brings the old document back', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /keep\n');
  await fileAction(page, 'New');
  await expect.poll(() => docText(page)).toBe('');
  await expect(page.locator('[data-testid="editor"] .cm-placeholder')).toContainText('drop a file');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe('User-agent: *\nDisallow: /keep\n');
  await fileAction(page, 'Example');
  await expect.poll(() => docText(page)).toContain('Welcome to Robotscope');
  expect(await cursorLine(page)).toBe(1);
});

test('a file dragged over the page shows the drop zone', async ({ page }) => {
  await openApp(page);
  const data = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['User-agent: *\nDisallow: /dropped\n'], 'robots.txt', { type: 'text/plain' }));
    return dt;
  });
  await page.dispatchEvent('.test-pane', 'dragenter', { dataTransfer: data });
  await expect(page.getByTestId('drop-zone')).toBeVisible();
  await page.dispatchEvent('.test-pane', 'drop', { dataTransfer: data });
  await expect(page.getByTestId('drop-zone')).toHaveCount(0);
  await expect.poll(() => docText(page)).toBe('User-agent: *\nDisallow: /dropped\n');
});

test('the outline lists the groups, marks the first crawler’s, and a click moves the editor there', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: Bingbot\nDisallow: /b\n\nUser-agent: Googlebot\nUser-agent: Googlebot-News\nDisallow: /a\nAllow: /a/ok\n');
  await page.locator('.outline summary').click();
  const groups = page.locator('.outline-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toContainText('Bingbot');
  await expect(groups.nth(0)).toContainText('1 rule · lines 1–2');
  await expect(groups.nth(1)).toContainText('2 rules · lines 4–7');
  await expect(groups.nth(1)).toHaveClass(/applies/);
  await expect(groups.nth(0)).not.toHaveClass(/applies/);
  await groups.nth(1).click();
  await expect.poll(() => cursorLine(page)).toBe(4);
  // The fold keeps both user-agent lines and says how many lines it hides.
  await page.keyboard.press('ControlOrMeta+Shift+BracketLeft');
  await expect(page.locator('.cm-foldPlaceholder')).toHaveText('… 2 lines hidden');
  await expect(page.locator('[data-testid="editor"] .cm-line', { hasText: 'User-agent: Googlebot-News' })).toBeVisible();
});

test('Ctrl+. on a group written twice moves its rules into the first; Ctrl+Z puts them back', async ({ page }) => {
  await openApp(page);
  const twice = 'User-agent: Googlebot\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n\nUser-agent: googlebot\n# shop\nDisallow: /shop/\n';
  await pasteText(page, twice);
  await expect(page.locator('.cm-lintRange').first()).toBeVisible();
  await page.evaluate(() => {
    const { view } = window.__robotscope!;
    view.dispatch({ selection: { anchor: view.state.doc.line(7).from + 3 } });
  });
  await page.keyboard.press('ControlOrMeta+.');
  const fix = page.locator('.cm-quickFix', { hasText: 'Move its rules into the group on line 1' });
  await expect(fix).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => docText(page)).toBe('User-agent: Googlebot\nDisallow: /a\n# shop\nDisallow: /shop/\n\nUser-agent: *\nDisallow: /b\n');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(twice);
});

test('a UTF-16 file converts to UTF-8 with Ctrl+., keeping its CRLF; Ctrl+Z gives the UTF-16 bytes back', async ({ page }, info) => {
  await openApp(page);
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('User-agent: *\r\nDisallow: /privé\r\n', 'utf16le')]);
  await openFile(page, 'robots.txt', utf16);
  const meta = page.locator('.status-meta');
  await expect(meta).toContainText('UTF-16LE');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ControlOrMeta+.');
  const fix = page.locator('.cm-quickFix', { hasText: 'Convert the file from UTF-16LE to UTF-8' });
  await expect(fix).toBeVisible();
  await page.screenshot({ path: info.outputPath('convert-utf16-menu.png') });
  await fix.click();
  await expect.poll(() => docText(page)).toBe('User-agent: *\nDisallow: /privé\n');
  await expect(meta).toContainText('CRLF · UTF-8');
  expect((await download(page)).toString('latin1')).toBe(Buffer.from('User-agent: *\r\nDisallow: /privé\r\n').toString('latin1'));
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(meta).toContainText('UTF-16LE');
  expect((await download(page)).equals(utf16)).toBe(true);
});

test('a file with mixed line endings gets one with Ctrl+., and the status bar says so', async ({ page }) => {
  await openApp(page);
  await openFile(page, 'robots.txt', Buffer.from('User-agent: *\r\nDisallow: /a\nDisallow: /b\r\nAllow: /c\r\n'));
  const meta = page.locator('.status-meta');
  await expect(meta).toContainText('Mixed: 3 CRLF, 1 LF');
  await editor(page).click();
  await page.evaluate(() => {
    const { view } = window.__robotscope!;
    view.dispatch({ selection: { anchor: view.state.doc.line(2).from + 2 } });
  });
  await page.keyboard.press('ControlOrMeta+.');
  const fix = page.locator('.cm-quickFix', { hasText: 'Make every line end in CRLF' });
  await expect(fix).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(meta).toContainText('CRLF · UTF-8');
  await expect(meta).not.toContainText('Mixed');
  expect((await download(page)).toString()).toBe('User-agent: *\r\nDisallow: /a\r\nDisallow: /b\r\nAllow: /c\r\n');
});
