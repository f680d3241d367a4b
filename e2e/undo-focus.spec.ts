/**
 * Ctrl+Z undoes where the person is. Chromium sends its own undo, pressed outside any text field
 * (a grid cell, a button), to the editor edited last, and the editor ran it: the person who typed
 * a comment, marked a cell "must be allowed" with A and pressed Ctrl+Z to take the mark back lost
 * the comment instead, out of sight, and Ctrl+Shift+Z did not bring it back. The same for the
 * URL list. In the editor itself Ctrl+Z still undoes the typing.
 */
import { cellDetails, docText, editor, expect, fileAction, gridRows, openApp, test, urlsField, urlsText } from './fixtures.ts';

test('Ctrl+Z on the grid or a button leaves the robots.txt and the URL list as typed; in the editor it undoes', async ({ page }) => {
  await openApp(page);
  const sample = await docText(page);

  // The person types a comment at the end of the file, at a person's pace.
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# checked by Ana', { delay: 100 });
  await expect.poll(() => docText(page)).toBe(`${sample}\n# checked by Ana`);

  // A cell: they mark it "must be allowed" with A, then press Ctrl+Z on the cell.
  const cell = gridRows(page).first().getByRole('gridcell').first();
  await cell.click();
  await expect(cellDetails(page)).toContainText('Blocked for Googlebot');
  await page.keyboard.press('a');
  await expect(cell).toHaveClass(/has-failing-expectation/);
  await page.keyboard.press('ControlOrMeta+Z');
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await page.keyboard.press('ControlOrMeta+Y');
  await expect(cell).toBeFocused();
  expect(await docText(page)).toBe(`${sample}\n# checked by Ana`);

  // The URL list edited last: a URL typed, then Ctrl+Z on the Save suite button.
  const urls = await urlsText(page);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n/cart', { delay: 100 });
  await expect.poll(() => urlsText(page)).toBe(`${urls}\n/cart`);
  await page.getByRole('button', { name: 'Save suite' }).focus();
  await page.keyboard.press('ControlOrMeta+Z');
  expect(await urlsText(page)).toBe(`${urls}\n/cart`);
  expect(await docText(page)).toBe(`${sample}\n# checked by Ana`);

  // In the editor, Ctrl+Z undoes the typing, as before (its last stretch at least: typing that
  // paused for over half a second is two steps of the history).
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).not.toBe(`${sample}\n# checked by Ana`);
  const undone = await docText(page);
  expect(undone.startsWith(sample) && '\n# checked by Ana'.startsWith(undone.slice(sample.length))).toBe(true);
});

test('Ctrl+Z in the URL list undoes what was typed there, never the list the page opened with', async ({ page }) => {
  for (const start of ['the example', 'the autosave'] as const) {
    if (start === 'the example') await openApp(page);
    else {
      await page.reload();
      await expect(urlsField(page)).toBeVisible();
    }
    const opened = await urlsText(page);
    expect(opened).toContain('/private/');
    // The person types a path at the end of the list at a person's pace, then presses Ctrl+Z
    // more often than they typed: the first presses take the path back, the rest do nothing
    // (before, the next one put "/" in place of the whole list).
    await urlsField(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n/cart', { delay: 100 });
    await expect.poll(() => urlsText(page)).toBe(`${opened}\n/cart`);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => urlsText(page)).toBe(opened);
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await urlsText(page)).toBe(opened);
    await expect(gridRows(page)).toHaveCount(opened.split('\n').length);
  }
});

test('File › Example replaces the typed text; Ctrl+Z right after brings it back, by keyboard or by mouse; on a cell it still edits nothing', async ({ page }) => {
  await openApp(page);
  const sample = await docText(page);
  const typed = `${sample}\n# checked by Ana`;

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# checked by Ana', { delay: 100 });
  await expect.poll(() => docText(page)).toBe(typed);

  // By keyboard: focus on the File menu, Enter, down to Example, Enter.
  const file = page.getByRole('button', { name: 'File', exact: true });
  await file.focus();
  await page.keyboard.press('Enter');
  const example = page.getByRole('menu', { name: 'File' }).getByRole('menuitem', { name: 'Example', exact: true });
  await expect(page.getByRole('menu', { name: 'File' }).getByRole('menuitem', { name: 'New', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown', { delay: 100 });
  await page.keyboard.press('ArrowDown', { delay: 100 });
  await expect(example).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => docText(page)).toBe(sample);
  // The replacement is one step of the history, and the typing is there behind it, whole.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(typed);
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect.poll(() => docText(page)).toBe(sample);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(typed);

  // By mouse, the same.
  await fileAction(page, 'Example');
  await expect.poll(() => docText(page)).toBe(sample);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(() => docText(page)).toBe(typed);

  // Example again, then a cell takes the focus: Ctrl+Z there still leaves the robots.txt alone.
  await fileAction(page, 'Example');
  await expect.poll(() => docText(page)).toBe(sample);
  const cell = gridRows(page).first().getByRole('gridcell').first();
  await cell.click();
  await expect(cell).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Z');
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(cell).toBeFocused();
  expect(await docText(page)).toBe(sample);
});
