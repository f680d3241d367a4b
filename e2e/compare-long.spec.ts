/**
 * The compare view with a version too long to diff as one types (state/compare.ts
 * LIVE_DIFF_MAX_CHARS): 30 MB pasted into the other version froze the page 1.7 s a key at load 5,
 * 70 s for 16 keys at load 9-13 (walk23, walk24.md), CodeMirror's merge view diffing and marking
 * one 900,000-line chunk on every key. Past the limit what edits touch is neither diffed nor
 * marked and the page says so; every key typed is kept; once both versions are short again a
 * button marks every changed line again.
 * Typed at a person's pace, with the system clipboard's Ctrl+V.
 */
import type { Page } from '@playwright/test';
import { docText, expect, test } from './fixtures.ts';
import { compareOldAndNew, left, NEW, OLD, summary } from './compareFixtures.ts';

const UNMARKED = 'Changed lines are no longer marked: the other version is longer than 1,000,000 characters, too long to diff as you type (lines marked before stay marked). The verdict changes below still compare both whole versions.';
const NOT_ALL = 'Changed lines are not all marked: a version was longer than 1,000,000 characters, and what was edited meanwhile was not diffed. Mark changed lines';

const otherText = (page: Page) => page.evaluate(() => window.__robotscope!.other!.state.doc.toString());

/** Lines of rules, a little over 1,000,000 characters, put on the system clipboard; its text back. */
function clipLong(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const lines: string[] = [];
    for (let i = 0, n = 0; n <= 1_000_000; i++) {
      const line = `Disallow: /archive/${i}/\n`;
      lines.push(line);
      n += line.length;
    }
    const text = lines.join('');
    await navigator.clipboard.writeText(text);
    return text;
  });
}

test('a version pasted past 1,000,000 characters: the page says changed lines are no longer marked, keeps every key, and marks them again when asked once it is short', async ({ page }) => {
  await compareOldAndNew(page);
  const marked = page.locator('.cm-merge-a .cm-changedLine');
  await expect(marked).not.toHaveCount(0);
  await expect(page.getByTestId('compare-unmarked')).toHaveCount(0);

  // At the end of the other version: Ctrl+V of the long text, then a line typed at a person's pace.
  await page.keyboard.press('ControlOrMeta+End');
  const long = await clipLong(page);
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByTestId('compare-unmarked')).toHaveText(UNMARKED, { timeout: 30_000 });
  await page.keyboard.type('Allow: /typed', { delay: 100 });
  await expect.poll(() => otherText(page), { timeout: 30_000 }).toBe(`${OLD}${long}Allow: /typed`);
  await expect(left(page)).toBeFocused();
  await expect(page.locator('.cm-changedLine')).toHaveCount(0);
  // The verdicts still compare both whole versions (the causes are not worked out past 300,000 characters).
  await expect(summary(page)).toHaveText('4 URL × crawler verdicts change: 2 newly blocked, 2 newly allowed (listed by kind: the causes are worked out for files up to 300,000 characters)', { timeout: 60_000 });
  expect(await docText(page)).toBe(NEW);

  // Everything in the other version replaced by a short text, typed: kept; a button offers the marks again.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('User-agent: *\nDisallow: /', { delay: 100 });
  await expect.poll(() => otherText(page), { timeout: 30_000 }).toBe('User-agent: *\nDisallow: /');
  await expect(page.getByTestId('compare-unmarked')).toHaveText(NOT_ALL);
  await expect(left(page)).toBeFocused();
  await page.getByRole('button', { name: 'Mark changed lines' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('compare-unmarked')).toHaveCount(0);
  // The button went with its note: focus is on the count, not dropped to the page's start.
  await expect(summary(page)).toBeFocused();
  await expect(marked).toHaveText(['Disallow: /']);
  expect(await otherText(page)).toBe('User-agent: *\nDisallow: /');
  expect(await docText(page)).toBe(NEW);
});
