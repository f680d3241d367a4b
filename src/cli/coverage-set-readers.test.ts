/**
 * `robotscope coverage` on URL sets a person saves in ways the readers once misread without a
 * word (tester3's F1, F2, F3, F5, F9): each is read as the page reads it, or refused with a clear
 * message and exit 2; never a rule called dead on a misreading.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private/\nAllow: /private/ok/\nDisallow: /*.pdf$\n';

describe('robotscope coverage reads URL sets as saved', () => {
  it('reads a ";"-separated export by its Address column: /doc.pdf is blocked by line 4, not a dead rule', async () => {
    const csv = 'Address;Content Type;Status Code\nhttps://www.example.com/;text/html; charset=UTF-8;200\nhttps://www.example.com/doc.pdf;application/pdf;200\n';
    const dir = tempFiles({ 'robots.txt': ROBOTS, 'crawl.csv': csv });
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'crawl.csv'), '--ua', 'ClaudeBot', '--json']);
    expect(run.code).toBe(0);
    const c = JSON.parse(run.stdout);
    expect(c).toMatchObject({ urls: 2, notChecked: 0 });
    expect(c.deadRules).not.toContainEqual({ line: 4, rule: 'Disallow: /*.pdf$' });
    expect(c.rules.find((r: { line: number }) => r.line === 4).decides[0].examples[0].url).toBe('https://www.example.com/doc.pdf');
  });

  it('reads a UTF-16 sitemap (byte order mark) as the page does: its sitemap URLs, the blocked one failing --fail-on sitemap-blocked', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-16"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://www.example.com/</loc></url>\n<url><loc>https://www.example.com/private/a</loc></url>\n</urlset>\n';
    const dir = tempFiles({ 'robots.txt': ROBOTS, 'sitemap.xml': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]) });
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--sitemap', join(dir, 'sitemap.xml'), '--ua', 'Googlebot', '--json', '--fail-on', 'sitemap-blocked']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const c = JSON.parse(run.stdout);
    expect(c).toMatchObject({ urls: 2, sitemapUrls: 2, notChecked: 0 });
    expect(c.sitemapBlocked.map((b: { line: number; urls: { url: string }[] }) => [b.line, b.urls.map((u) => u.url)])).toEqual([[2, ['https://www.example.com/private/a']]]);
  });
});
