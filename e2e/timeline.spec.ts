/**
 * Several versions at once (issue 26 §3), as a person uses it: the selected URL × crawler's
 * verdict in each dated snapshot, oldest first, the version where it changed with the cause (the
 * words of `robotscope history`), and each version one click from compare.
 */
import { expect, openApp, pasteText, setCrawlers, setInputs, test } from './fixtures.ts';

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
    /^2024-01-05robots-2024-01-05\.txtAllowed \(no rule matched\)Compare with this version$/,
    /^2024-03-01robots-2024-03-01\.txtAllowed \(no rule matched\)Compare with this version$/,
    /^2024-06-01robots-2024-06-01\.txtBlocked by line 2: Disallow: \/cartChanged here: The rule `Disallow: \/admin` \(old line 2\) became `Disallow: \/cart` \(line 2\)Compare with this version$/,
  ]);
  // One click from compare: the first snapshot beside the document on screen.
  await panel.getByRole('listitem').first().getByRole('button', { name: 'Compare with this version' }).click();
  await expect(page.getByRole('heading', { name: 'Compare: “robots-2024-01-05.txt” (left) → this version (right)' })).toBeVisible();
  await expect(page.getByTestId('compare-summary')).toHaveText(/^1 URL × crawler verdict change: 1 newly blocked/);
  await panel.getByRole('button', { name: 'Close versions' }).click();
  await expect(panel).toHaveCount(0);
});
