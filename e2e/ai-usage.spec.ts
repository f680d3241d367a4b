/**
 * AI-usage lines read to their texts (issue 29 §3): a person pastes a file with Content-Signal,
 * Content-Usage and License lines, types a URL, and the explanation of a cell says what each
 * means for that crawler and URL (draft-ietf-aipref-attach-05, draft-ietf-aipref-vocab-07,
 * contentsignals.org, RSL 1.0) and which lines Lighthouse's robots-txt audit reports.
 */
import { expect, gridRows, openApp, pasteText, setCrawlers, test, urlsField, urlsText } from './fixtures.ts';

const ROBOTS = [
  'License: https://rsl.example.org/terms.xml',
  'User-agent: *',
  'Content-Signal: search=yes, ai-train=no',
  'Content-Usage: train-ai=y',
  'Content-Usage: /blog/ train-ai=n, train-ai=y',
  'Content-Usage: /blog/ train-ai=n, search="y"',
  'Disallow: /never/',
].join('\n');

test('the explanation says what each AI-usage line means for the crawler and URL, and which lines Lighthouse reports', async ({ page }) => {
  await openApp(page);
  await pasteText(page, ROBOTS);
  await setCrawlers(page, ['GPTBot']);
  await urlsField(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('https://www.example.com/blog/a\nhttps://www.example.com/never/a', { delay: 120 });
  await expect.poll(() => urlsText(page)).toBe('https://www.example.com/blog/a\nhttps://www.example.com/never/a');
  const e = page.getByRole('region', { name: 'Explanation' });
  await gridRows(page).nth(0).getByRole('gridcell').first().click();
  await expect(e).toContainText('Content-Signal of GPTBot\'s group (line 3): search allowed, AI input (answers built from the page) no preference stated, AI training not allowed.');
  // Line 5 keeps its last train-ai (y); line 6's quoted "y" states nothing; n wins between them.
  await expect(e).toContainText('Content-Usage (lines 5, 6) for GPTBot at this URL, by the longest path matching this URL, /blog/: AI training (train-ai) not allowed, search (search) no preference stated; lines of the same length combine, an n winning, and their order means nothing.');
  await expect(e).toContainText('GPTBot trains AI models (the registry), so for this page Content-Signal ai-train: not allowed; Content-Usage train-ai: not allowed.');
  await expect(e).toContainText('License (RSL), for the whole file whatever its group (line 1): https://rsl.example.org/terms.xml (on another host, which RSL allows).');
  await expect(e).toContainText('Lighthouse 13.4.1\'s robots-txt audit reports line 1 (License), line 4 (Content-Usage), line 5 (Content-Usage), line 6 (Content-Usage) as "Unknown directive", an error that fails the audit; it accepts Content-Signal.');
  await gridRows(page).nth(1).getByRole('gridcell').first().click();
  await expect(e).toContainText('Content-Usage (line 4): no usage preference applies, as GPTBot may not crawl this URL (draft-ietf-aipref-attach-05 §3.1).');
});
