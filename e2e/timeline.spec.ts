/**
 * Several versions at once (issue 26 §3), as a person uses it: the selected URL × crawler's
 * verdict in each dated snapshot, oldest first, the version where it changed with the cause (the
 * words of `robotscope history`), and each version one click from compare.
 */
import { chooseProfile, expect, gridRows, openApp, pasteText, setCrawlers, setInputs, test, urlsField } from './fixtures.ts';

const snapshot = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

test('three snapshots: the verdict of GPTBot for /cart in each, where it changed and why, and compare from there', async ({ page }) => {
  await openApp(page);
  await pasteText(page, 'User-agent: *\nDisallow: /cart\n');
  await setCrawlers(page, ['GPTBot']);
  await setInputs(page, { urls: ['https://shop.example/cart'] });
  await page.getByText('Compare…').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Several versions (timeline)…' }).click();
  // Chosen in any order: the dates in the names order them.
  await (await chooser).setFiles([
    snapshot('robots-2024-06-01.txt', 'User-agent: *\nDisallow: /cart\n'),
    snapshot('robots-2024-01-05.txt', 'User-agent: *\nDisallow: /admin\n'),
    snapshot('robots-2024-03-01.txt', 'User-agent: *\nDisallow: /admin\n# spring\n'),
  ]);
  const panel = page.getByRole('region', { name: /GPTBot · https:\/\/shop\.example\/cart: across 3 versions/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText([
    '2024-01-05robots-2024-01-05.txtAllowed: no rule matched, and what no rule blocks is allowedCompare with this version',
    '2024-03-01robots-2024-03-01.txtAllowed: no rule matched, and what no rule blocks is allowedCompare with this version',
    // Before: the rules' Markdown backticks shown as text (tester3 F19).
    '2024-06-01robots-2024-06-01.txtBlocked by line 2: Disallow: /cartChanged here: The rule Disallow: /admin (old line 2) became Disallow: /cart (line 2)Compare with this version',
  ]);
  await expect(panel.locator('.timeline-cause code')).toHaveText(['Disallow: /admin', 'Disallow: /cart']);
  // One click from compare: the first snapshot beside the document on screen.
  await panel.getByRole('listitem').first().getByRole('button', { name: 'Compare with this version' }).click();
  await expect(page.getByRole('heading', { name: 'Compare: “robots-2024-01-05.txt” (left) → this version (right)' })).toBeVisible();
  await expect(page.getByTestId('compare-summary')).toHaveText(/^1 URL × crawler verdict change: 1 newly blocked/);
  await panel.getByRole('button', { name: 'Close versions' }).click();
  await expect(panel).toHaveCount(0);
});

test('a misspelt Dissallow: GPTBot in each version as the grid answers it, readings disagree, changed where the misspelling came; the Profile control forces Google', async ({ page }) => {
  const spelt = 'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n';
  const misspelt = 'User-agent: *\nDissallow: /private/\nDisallow: /tmp/\n\nUser-agent: Googlebot\nDisallow: /nogoogle/\n';
  await openApp(page);
  await pasteText(page, misspelt);
  await setCrawlers(page, ['GPTBot']);
  // The person pastes the URL over the list.
  await page.evaluate((t) => navigator.clipboard.writeText(t), 'https://www.example.com/private/x');
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
  const hint = "Allowed (RFC 9309). A lenient parser, as Google's, would block it: line 2 `Dissallow: /private/`";
  const cell = gridRows(page).first().getByRole('gridcell').first();
  await expect(cell).toHaveText(/^Allowed\s*readings disagree\s*no rule matched$/);
  await expect(cell.locator('.cell-readings')).toHaveAttribute('title', hint.replaceAll('`', ''));
  await page.getByText('Compare…').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Several versions (timeline)…' }).click();
  await (await chooser).setFiles([snapshot('robots-2026-01-01.txt', spelt), snapshot('robots-2026-03-01.txt', misspelt), snapshot('robots-2026-04-01.txt', `${misspelt}# april\n`)]);
  const panel = page.getByRole('region', { name: 'GPTBot · https://www.example.com/private/x: across 3 versions' });
  // Shown on the page with the rule as code, not between backticks.
  const shown = hint.replace('`Dissallow: /private/`', 'Dissallow: /private/');
  const doubt = `readings disagree: ${shown}`;
  const allowed = 'Allowed: no rule matched, and what no rule blocks is allowed';
  // Before: "Blocked by line 2: Disallow: /private/" in all three, Google's reading, a line the file does not hold, and no change;
  // then the misspelling called a removed rule (tester3 F7).
  await expect(panel.getByRole('listitem')).toHaveText([
    'robots-2026-01-01.txtBlocked by line 2: Disallow: /private/Compare with this version',
    `robots-2026-03-01.txt${allowed}${doubt}Changed here: The rule Disallow: /private/ (old line 2) is now spelled Dissallow (line 2), which RFC 9309 does not read (Google still does); no rule decides now; readings disagree on the new version: ${shown}Compare with this version`,
    `robots-2026-04-01.txt${allowed}${doubt}Compare with this version`,
  ].map((t, i) => `2026-0${[1, 3, 4][i]}-01${t}`));
  await expect(panel.locator('.timeline-cause code')).toHaveText(['Disallow: /private/', 'Dissallow', 'Dissallow: /private/']);
  await expect(panel.locator('.timeline-readings code')).toHaveText(['Dissallow: /private/', 'Dissallow: /private/']);
  // Google's reading forced for every crawler: the misspelt line blocks, quoted as written.
  await chooseProfile(page, 'Google');
  await expect(panel.getByRole('listitem')).toHaveText([
    '2026-01-01robots-2026-01-01.txtBlocked by line 2: Disallow: /private/Compare with this version',
    '2026-03-01robots-2026-03-01.txtBlocked by line 2: Dissallow: /private/Compare with this version',
    '2026-04-01robots-2026-04-01.txtBlocked by line 2: Dissallow: /private/Compare with this version',
  ]);
});
