/**
 * The language service as a person meets it: hovering a key, a user-agent and a pattern shows
 * what they mean; typing at the start of a line or after `User-agent:` offers completions
 * (issue 10 §2, §3). Screenshots of the tooltips go to test-results/ for review.
 */
import { docText, editor, expect, hoverOn, openApp, pasteText, test } from './fixtures.ts';

const DOC = ['User-agent: Googlebot/2.1', 'Disallow: /shop/*.pdf$', '', 'User-agent: *', 'Crawl-delay: 5', 'Allow: /', ''].join('\n');

test('hovering a key, a user-agent and a pattern explains each', async ({ page }, info) => {
  await openApp(page);
  await pasteText(page, DOC);

  const key = await hoverOn(page, 4, 'Crawl-delay');
  await expect(key.locator('.cm-rtHoverTitle')).toHaveText('Crawl-delay');
  await expect(key).toContainText('Google ignores it');
  await expect(key).toContainText('Yes: bingbot');
  await page.screenshot({ path: info.outputPath('hover-key.png') });
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-testid="editor"] .cm-tooltip .cm-rtHover')).toHaveCount(0);

  const agent = await hoverOn(page, 0, 'Googlebot');
  await expect(agent.locator('.cm-rtHoverTitle')).toHaveText('User-agent: Googlebot');
  await expect(agent).toContainText('("/2.1") is dropped');
  await expect(agent).toContainText('Falls back to it when no group names them');
  await page.screenshot({ path: info.outputPath('hover-agent.png') });
  await page.mouse.move(0, 0);

  const pattern = await hoverOn(page, 1, '.pdf');
  await expect(pattern).toContainText('Any path that starts with "/shop/" and ends in ".pdf"');
  await expect(pattern).toContainText('✓ /shop/.pdf');
  await page.screenshot({ path: info.outputPath('hover-pattern.png') });
});

test('completion offers directives with a snippet and crawlers by purpose', async ({ page }, info) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\n');
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Dis');
  const list = page.locator('[data-testid="editor"] .cm-tooltip-autocomplete');
  await expect(list.getByRole('option', { name: /Disallow/ })).toBeVisible();
  await page.screenshot({ path: info.outputPath('complete-directive.png') });
  // Nothing is chosen until the person moves in the list (issue 23 §1): then Enter accepts.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The key and its colon only: a `/` put in for the person stayed on Escape, and blocks every URL.
  expect(await docText(page)).toBe('User-agent: *\nDisallow: ');
  await page.keyboard.type('/private/');
  expect(await docText(page)).toBe('User-agent: *\nDisallow: /private/');

  await page.keyboard.press('Enter');
  await page.keyboard.type('User-agent: GPT');
  await expect(list.getByRole('option', { name: /GPTBot/ })).toBeVisible();
  await expect(list).toContainText('AI training');
  await expect(list).toContainText('OpenAI');
  await page.screenshot({ path: info.outputPath('complete-agent.png') });
  await page.keyboard.press('ArrowDown');
  await expect(list.locator('[aria-selected="true"]')).toContainText('GPTBot');
  await page.keyboard.press('Tab');
  expect(await docText(page)).toBe('User-agent: *\nDisallow: /private/\nUser-agent: GPTBot');
});
