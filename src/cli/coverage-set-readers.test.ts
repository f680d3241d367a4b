/**
 * `robotscope coverage` on URL sets a person saves in ways the readers once misread without a
 * word (tester3's F1, F2, F3, F5, F9): each is read as the page reads it, or refused with a clear
 * message and exit 2; never a rule called dead on a misreading.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private/\nAllow: /private/ok/\nDisallow: /*.pdf$\n';

describe('robotscope coverage reads URL sets as saved', () => {
  // review22 H1, s23: --urls was read as CSV by its name, so a list named .csv had each URL cut at its first comma.
  it('reads --urls by what it holds, never its name: a list named .csv keeps a URL holding a comma whole', async () => {
    const robots = 'User-agent: *\nDisallow: /*,\n';
    const list = '# my list\nhttps://www.example.com/p?ids=1,2\nhttps://www.example.com/q\n';
    const dir = tempFiles({ 'robots.txt': robots, 'urls.csv': list, 'urls.txt': list });
    const runs = await Promise.all(['urls.csv', 'urls.txt'].map((name) => runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, name), '--ua', 'Googlebot', '--json'])));
    for (const run of runs) {
      expect(run.code).toBe(0);
      const c = JSON.parse(run.stdout);
      expect(c).toMatchObject({ urls: 2, notChecked: 1 });
      expect(c.deadRules).toEqual([]);
      expect(c.rules.find((r: { line: number }) => r.line === 2).decides[0].examples.map((e: { url: string }) => e.url)).toEqual(['https://www.example.com/p?ids=1,2']);
    }
  });

  // review23 M2: a crawl dump saved without its header is tested a line a URL: said, by check and coverage alike.
  it('says a header-less --urls file whose every line has the same cells may be an export saved without its header', async () => {
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /a$\n', 'dump.csv': 'https://www.example.com/a,200,OK\nhttps://www.example.com/b,404,Gone\n' });
    const words = 'each line has 3 cells split by a comma and there is no header row, so each line was read whole, as one URL';
    const check = await runCli(['check', join(dir, 'robots.txt'), '--ua', 'Googlebot', '--urls', join(dir, 'dump.csv')]);
    expect(check.stderr).toContain(`robotscope: warning: --urls ${join(dir, 'dump.csv')}: ${words}`);
    expect(check.stdout).toContain('ALLOWED  https://www.example.com/a,200,OK');
    const coverage = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'dump.csv'), '--json']);
    expect(JSON.parse(coverage.stdout).warnings).toEqual([expect.stringContaining(`“${join(dir, 'dump.csv')}”: ${words}`)]);
  });

  it('reads --urls with a header naming its URL column as an export whatever its name, and says a row wider than the header', async () => {
    const dir = tempFiles({
      'robots.txt': ROBOTS,
      'gsc.txt': 'URL,Last crawled\nhttps://www.example.com/doc.pdf,2026-11-02\n"https://www.example.com/a,b",2026-11-03\n',
      'wide.csv': 'URL,Last crawled\nhttps://www.example.com/,2026-11-02\nhttps://www.example.com/doc.pdf?x=1,2,2026-11-03\n',
    });
    const read = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'gsc.txt'), '--ua', 'Googlebot', '--json']);
    expect(read.stderr).toBe('');
    const c = JSON.parse(read.stdout);
    expect(c).toMatchObject({ urls: 2, notChecked: 0 });
    expect(c.rules.find((r: { line: number }) => r.line === 4).decides[0].examples.map((e: { url: string; attributes: unknown }) => [e.url, e.attributes])).toEqual([['https://www.example.com/doc.pdf', { 'Last crawled': '2026-11-02' }]]);
    const wide = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'wide.csv'), '--json']);
    expect(wide.stderr).toContain(`robotscope: warning: “${join(dir, 'wide.csv')}”: line 3 has more cells than its header: an unquoted comma inside a cell.`);
    expect(JSON.parse(wide.stdout).warnings).toEqual([expect.stringContaining('so if it is inside a URL that URL was cut there: check that line')]);
  });

  // csv23 left: check --urls refused the export coverage read; now one reader decides for both.
  it('reads an export whose row is wider than its header after its URL column in check as in coverage, saying the line; refuses one whose URL column is not the first in both', async () => {
    const sf = 'Address;Content Type;Status Code\nhttps://www.example.com/;text/html; charset=UTF-8;200\nhttps://www.example.com/doc.pdf;application/pdf;200\n';
    const cut = 'Status,URL\n200,https://www.example.com/\n200,https://www.example.com/doc.pdf?x=1,2\n';
    const dir = tempFiles({ 'robots.txt': ROBOTS, 'crawl.csv': sf, 'cut.csv': cut });
    const said = 'line 2 has more cells than its header: an unquoted semicolon inside a cell. The rows were read as they split, so if it is inside a URL that URL was cut there: check that line, and quote the cell ("…")';
    const check = await runCli(['check', join(dir, 'robots.txt'), '--ua', 'ClaudeBot', '--urls', join(dir, 'crawl.csv')]);
    expect(check.stderr).toBe(`robotscope: warning: --urls ${join(dir, 'crawl.csv')}: ${said}\n`);
    expect(check.stdout).toContain('BLOCKED  https://www.example.com/doc.pdf');
    const coverage = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'crawl.csv'), '--ua', 'ClaudeBot', '--json']);
    expect(JSON.parse(coverage.stdout).warnings).toEqual([`“${join(dir, 'crawl.csv')}”: ${said}.`]);

    const refused = 'line 3 has more cells than its header, so the URL read there may be cut at a comma or be the text of another cell; in a CSV, quote a cell that holds one ("…"), or drop the header line to list one URL a line';
    const checkCut = await runCli(['check', join(dir, 'robots.txt'), '--ua', 'ClaudeBot', '--urls', join(dir, 'cut.csv')]);
    expect([checkCut.code, checkCut.stdout]).toEqual([2, '']);
    expect(checkCut.stderr).toContain(`--urls ${join(dir, 'cut.csv')}: ${refused}`);
    const coverageCut = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'cut.csv'), '--ua', 'ClaudeBot']);
    expect([coverageCut.code, coverageCut.stdout]).toEqual([2, '']);
    expect(coverageCut.stderr).toContain(`--urls ${join(dir, 'cut.csv')}: ${refused}`);
  });

  // csv23 left: coverage read a results file's lines as URLs, each not checked; check --urls read its records' URLs.
  it('reads a results file (check --json, the page\'s Export › JSON) as check --urls reads it: its records\' URLs', async () => {
    const dir = tempFiles({ 'robots.txt': ROBOTS });
    // Two crawlers: a record per URL × crawler, each URL taken once (review24 Medium: 4 URLs counted for 2).
    const results = await runCli(['check', join(dir, 'robots.txt'), '--ua', 'Googlebot', '--ua', 'GPTBot', '--json', 'https://www.example.com/private/a', 'https://www.example.com/doc.pdf']);
    const lineOf = (url: string) => results.stdout.split('\n').findIndex((l) => l.includes(JSON.stringify(url))) + 1;
    const files = tempFiles({ 'robots.txt': ROBOTS, 'results.json': results.stdout, 'broken.json': '{"records": 3}' });
    const run = await runCli(['coverage', join(files, 'robots.txt'), '--urls', join(files, 'results.json'), '--ua', 'Googlebot', '--json']);
    expect(run.stderr).toBe('');
    const c = JSON.parse(run.stdout);
    expect(c).toMatchObject({ urls: 2, notChecked: 0 });
    expect(c.rules.find((r: { line: number }) => r.line === 2).decides[0].examples.map((e: { url: string }) => e.url)).toEqual(['https://www.example.com/private/a']);
    expect(c.rules.find((r: { line: number }) => r.line === 4).decides[0].examples.map((e: { url: string }) => e.url)).toEqual(['https://www.example.com/doc.pdf']);
    const examples = c.rules.flatMap((r: { decides: { examples: { url: string; line: number }[] }[] }) => r.decides.flatMap((d) => d.examples));
    for (const e of examples) expect(e.line, e.url).toBe(lineOf(e.url));
    const check = await runCli(['check', join(files, 'robots.txt'), '--ua', 'Googlebot', '--urls', join(files, 'broken.json')]);
    const coverage = await runCli(['coverage', join(files, 'robots.txt'), '--urls', join(files, 'broken.json')]);
    expect([check.code, coverage.code]).toEqual([2, 2]);
    const words = 'no "records" list; a list that opens with { is read as a results file';
    expect(check.stderr).toContain(`--urls ${join(files, 'broken.json')}: ${words}`);
    expect(coverage.stderr).toContain(`--urls ${join(files, 'broken.json')}: ${words}`);
  });

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

  it('says a sitemap cut short is read in part, on standard error and in --json, and --fail-on sitemap-blocked fails on it', async () => {
    const cut = '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://www.example.com/</loc></url>\n<url><loc>https://www.exa';
    const dir = tempFiles({ 'robots.txt': ROBOTS, 'sitemap.xml': cut });
    const args = ['coverage', join(dir, 'robots.txt'), '--sitemap', join(dir, 'sitemap.xml')];
    const words = `The sitemap “${join(dir, 'sitemap.xml')}” ends before </urlset>: only the first 1 URL was read.`;
    const text = await runCli(args);
    expect(text.code).toBe(0);
    expect(text.stderr).toContain(`robotscope: warning: ${words}`);
    expect(text.stdout).toContain(`# 1 URL (1 from sitemaps)\n# ${words}`);
    const json = await runCli([...args, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ warnings: [expect.stringContaining(words)], sitemapsCut: 1 });
    expect((await runCli([...args, '--fail-on', 'sitemap-blocked'])).code).toBe(1);
  });

  it('refuses a server log whose gzip is cut short with a clear message and exit 2, as the page refuses it, not an internal error', async () => {
    const line = (i: number) => `66.249.66.1 - - [29/Nov/2026:10:00:00 +0000] "GET /p/${i} HTTP/1.1" 200 512 "-" "Googlebot/2.1"\n`;
    const gz = gzipSync(Array.from({ length: 5000 }, (_, i) => line(i)).join(''));
    const dir = tempFiles({ 'robots.txt': ROBOTS, 'access.log.gz': gz.subarray(0, gz.length >> 1) });
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--log', join(dir, 'access.log.gz'), '--host', 'www.example.com']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`robotscope: coverage: cannot unzip '${join(dir, 'access.log.gz')}': unexpected end of file\n`);
  });

  it('says an export\'s quote CSV cannot close is malformed at its line, and checks the rows it would have swallowed', async () => {
    const dir = tempFiles({ 'robots.txt': ROBOTS, 'broken.csv': '"Address","Status\nhttps://www.example.com/private/x,"200\n' });
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'broken.csv'), '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`robotscope: warning: “${join(dir, 'broken.csv')}” is not well-formed CSV: the quoted field that starts on line 1`);
    const c = JSON.parse(run.stdout);
    expect(c).toMatchObject({ urls: 1, notChecked: 0, sitemapsCut: 0 });
    expect(c.rules.find((r: { line: number }) => r.line === 2).decides[0].examples[0].url).toBe('https://www.example.com/private/x');
  });

  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  const cafe = (declaration: string) => `${declaration}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://www.example.com/</loc></url>\n<url><loc>https://www.example.com/blog/café</loc></url>\n</urlset>\n`;

  it('reads a gzipped sitemap declared ISO-8859-1 in Latin-1: /blog/café is tested as /blog/caf%C3%A9, not /blog/caf%EF%BF%BD (F4)', async () => {
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /blog/café\n', 'sitemap.xml.gz': gzipSync(latin1(cafe('<?xml version="1.0" encoding="ISO-8859-1"?>'))) });
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--sitemap', join(dir, 'sitemap.xml.gz'), '--ua', 'Googlebot', '--json']);
    expect(run.stderr).toBe('');
    const c = JSON.parse(run.stdout);
    expect(c).toMatchObject({ urls: 2, notChecked: 0, warnings: [] });
    expect(c.sitemapBlocked[0].urls.map((u: { url: string }) => u.url)).toEqual(['https://www.example.com/blog/café']);
  });

  it('says which line of an undeclared Latin-1 sitemap is not UTF-8, and does not check its URL (F4)', async () => {
    const dir = tempFiles({ 'robots.txt': ROBOTS, 'sitemap.xml': latin1(cafe('<?xml version="1.0"?>')) });
    const file = join(dir, 'sitemap.xml');
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--sitemap', file, '--json']);
    expect(run.stderr).toContain(`robotscope: warning: “${file}” holds bytes that are not UTF-8 on 1 line (the first is line 4), shown as �`);
    expect(run.stderr).toContain(`robotscope: not checked: https://www.example.com/blog/caf� (${file}:4): holds �, which stands for bytes that were not read as text`);
    expect(JSON.parse(run.stdout)).toMatchObject({ urls: 1, notChecked: 1 });
  });

  it('tests a list line that holds "�" of its own as a browser requests it, and refuses only the line of bytes not UTF-8 (review16 §5)', async () => {
    // Line 1: a "�" written in UTF-8 (EF BF BD); line 3: a Latin-1 é. Before, line 1 was "not checked: holds �"
    // and the warning counted 2 lines, the first line 1.
    const list = Uint8Array.from([...Buffer.from('https://e.com/\ufffd-real\nhttps://e.com/ok\nhttps://e.com/caf'), 0xe9, 0x0a]);
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /%EF%BF%BD\n', 'urls.txt': list });
    const file = join(dir, 'urls.txt');
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', file, '--host', 'e.com', '--ua', 'Googlebot', '--json']);
    expect(run.stderr.split('\n').filter((l) => l !== '')).toEqual([
      expect.stringMatching(new RegExp(`^robotscope: warning: “${file}” holds bytes that are not UTF-8 on 1 line \\(the first is line 3\\), shown as �`)),
      `robotscope: not checked: https://e.com/caf\ufffd (${file}:3): holds �, which stands for bytes that were not read as text (a file read in another encoding than it was saved in): the URL the site has is not known, so it is not tested.`,
    ]);
    const c = JSON.parse(run.stdout);
    expect(c).toMatchObject({ urls: 2, notChecked: 1 });
    expect(c.rules.find((r: { line: number }) => r.line === 2).decides[0].examples[0].url).toBe('https://e.com/%EF%BF%BD-real');
  });
});
