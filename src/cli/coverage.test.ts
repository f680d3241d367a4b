/**
 * `robotscope coverage` on a real site's files (testdata/urlsets/lg: lg.com's robots.txt from the
 * corpus, a sitemap index with a gzipped child, a Search Console export and a Screaming Frog
 * export), run as CI runs it.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './conformance-cases.ts';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

const lg = (name: string) => join(REPO_ROOT, 'testdata/urlsets/lg', name);
const ALL = ['--urls', lg('gsc-page-indexing.csv'), '--urls', lg('crawl-internal_all.csv'), '--sitemap', lg('sitemap_index.xml')];

describe('robotscope coverage', () => {
  it('reads a sitemap index with its gzipped child and both exports, and answers per crawler, rule and sitemap URL (issue 25 §2)', async () => {
    const run = await runCli(['coverage', lg('robots.txt'), ...ALL, '--ua', 'Googlebot,AdsBot-Google', '--json']);
    expect(run.code).toBe(0);
    const c = JSON.parse(run.stdout);
    expect(c).toMatchObject({ urls: 27, sitemapUrls: 14, notChecked: 0 });
    expect(c.crawlers).toEqual([
      { crawler: 'Googlebot', governed: true, assumed: false, allowed: 13, blocked: 14, noRule: 0 },
      // AdsBot-Google ignores `*` and reads only its own group (line 114): one URL decided.
      { crawler: 'AdsBot-Google', governed: true, assumed: false, allowed: 27, blocked: 0, noRule: 26 },
    ]);
    expect(c.rules.find((r: { line: number }) => r.line === 25)).toEqual({
      line: 25, rule: 'Disallow: /us/compare/', allow: false,
      // The sitemap's `&amp;` is read as `&`.
      decides: [{ crawler: 'Googlebot', count: 1, examples: [expect.objectContaining({ url: 'https://www.lg.com/us/compare/?products=OLED65C4PUA&OLED65G4WUA', line: 15 })] }],
    });
    expect(c.deadRules).toContainEqual({ line: 5, rule: 'Disallow: /*/support/videos/videos-tutorials-layer*' });
    expect(c.sitemapBlocked.map((b: { line: number; urls: { file: string; line: number }[] }) => [b.line, b.urls.map((u) => `${u.file.split('/').pop()}:${u.line}`)])).toEqual([
      [4, ['sitemap-us.xml.gz:21']], [20, ['sitemap-us.xml.gz:18']], [21, ['sitemap-us.xml.gz:24']], [25, ['sitemap-us.xml.gz:15']],
      [34, ['sitemap-uk.xml:8']], [40, ['sitemap-uk.xml:6']], [45, ['sitemap-uk.xml:7']],
    ]);
  });

  it('keeps an export\'s other columns with each URL (its attributes) in --json', async () => {
    const run = await runCli(['coverage', lg('robots.txt'), '--urls', lg('crawl-internal_all.csv'), '--json']);
    const rule = JSON.parse(run.stdout).rules.find((r: { line: number }) => r.line === 29);
    expect(rule.decides[0].examples).toEqual([{
      url: 'https://www.lg.com/us/products/wtb?modelName=OLED65C4PUA', file: lg('crawl-internal_all.csv'), line: 5, sitemap: false,
      attributes: { 'Content Type': 'text/html; charset=UTF-8', 'Status Code': '200', Status: 'OK', Indexability: 'Non-Indexable', 'Indexability Status': 'Blocked by robots.txt', 'Title 1': '' },
    }]);
  });

  it('prints the sitemap URLs blocked under their rule, and --fail-on sitemap-blocked exits 1', async () => {
    const run = await runCli(['coverage', lg('robots.txt'), '--sitemap', lg('sitemap_index.xml'), '--fail-on', 'sitemap-blocked']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '  Googlebot  line 25: Disallow: /us/compare/  (1 URL)\n' +
      `    https://www.lg.com/us/compare/?products=OLED65C4PUA&OLED65G4WUA  (${lg('sitemap-us.xml.gz')}:15)\n`,
    );
    const clean = await runCli(['coverage', lg('robots.txt'), '--urls', lg('gsc-page-indexing.csv'), '--fail-on', 'sitemap-blocked']);
    expect(clean.code).toBe(0);
  });

  describe('URLs of another site than the file\'s (--host)', () => {
    const sitemap = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + [
      'https://www.example.com/private/a', 'https://example.com/private/a', 'http://www.example.com/private/b', 'https://cdn.other.net/private/c', 'https://www.example.com/open',
    ].map((u) => `<url><loc>${u}</loc></url>`).join('\n') + '\n</urlset>\n';
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /private/\n', 'apex.xml': sitemap.replace('https://www.example.com/private/a', 'https://www.example.com/pub/a') });
    const on = (name: string, ...more: string[]) => ['coverage', join(dir, 'robots.txt'), '--sitemap', join(dir, name), '--ua', 'ClaudeBot', ...more];

    it('are not checked (another site), never counted as blocked, as the grid refuses them (F14)', async () => {
      const files = tempFiles({ 'mixed.xml': sitemap });
      const args = ['coverage', join(dir, 'robots.txt'), '--sitemap', join(files, 'mixed.xml'), '--ua', 'ClaudeBot', '--host', 'www.example.com'];
      const run = await runCli(args);
      expect(run.stdout).toContain('# 2 URLs (2 from sitemaps, 3 not checked (another site))\n');
      expect(run.stdout).toContain('  ClaudeBot            1 allowed · 1 blocked · 1 decided by no rule\n');
      expect(run.stdout).toContain('In the sitemap but blocked: 1\n');
      expect(run.stdout).not.toContain('cdn.other.net/private/c  (');
      expect(run.stderr).toContain('not checked: https://cdn.other.net/private/c');
      expect(JSON.parse((await runCli([...args, '--json'])).stdout)).toMatchObject({ urls: 2, notChecked: 3, otherSite: 3 });
    });

    it('never make --fail-on sitemap-blocked fail: only the file\'s own site\'s URLs are its', async () => {
      expect((await runCli(on('apex.xml', '--host', 'www.example.com', '--fail-on', 'sitemap-blocked'))).code).toBe(0);
    });

    it('are checked against the file when its site is not known (a local file, no --host), and it says so', async () => {
      const run = await runCli(on('apex.xml'));
      expect(run.stdout).toContain('# 5 URLs (5 from sitemaps)\n(the URLs name 4 sites and this file\'s site is not known, so each is checked against it: give --host to check only that site\'s URLs)\n');
      // --json says it too: before, its warnings were [] (the brief's item 5).
      expect(JSON.parse((await runCli(on('apex.xml', '--json'))).stdout).warnings).toEqual(['the URLs name 4 sites and this file\'s site is not known, so each is checked against it: give --host to check only that site\'s URLs']);
    });
  });

  it('says a crawler robots.txt does not govern in the words of the page and MCP coverage (core coverageTallyWords)', async () => {
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /drafts/\n', 'list.txt': '/drafts/1\n/news\n' });
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'list.txt'), '--ua', 'Googlebot,FeedFetcher-Google']);
    expect(run.stdout).toContain(
      'Verdicts:\n' +
      '  Googlebot            1 allowed · 1 blocked · 1 decided by no rule\n' +
      '  FeedFetcher-Google   1 allowed · 1 blocked · 1 decided by no rule (robots.txt does not govern it: what the file asks)\n\n',
    );
  });

  it('says a crawler the registry lacks, read as its operator\'s robot by its name (YandexVideo), is assumed, in its verdict line and --json', async () => {
    const dir = tempFiles({ 'robots.txt': 'User-agent: Yandex\nDisallow: /drafts/\n\nUser-agent: *\nDisallow: /\n', 'list.txt': '/drafts/1\n/news\n' });
    const args = ['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'list.txt'), '--ua', 'YandexNews,YandexVideo'];
    const run = await runCli(args);
    expect(run.stdout).toContain(
      'Verdicts:\n' +
      '  YandexNews           1 allowed · 1 blocked · 1 decided by no rule\n' +
      "  YandexVideo          1 allowed · 1 blocked · 1 decided by no rule (assumed: not in the registry, read as its operator's robot by its name)\n\n",
    );
    expect(JSON.parse((await runCli([...args, '--json'])).stdout).crawlers.map((c: { assumed: boolean }) => c.assumed)).toEqual([false, true]);
  });

  it('says which lines are no URL and checks the rest; a missing child sitemap or an unknown --fail-on is a usage error', async () => {
    const dir = tempFiles({
      'robots.txt': 'User-agent: *\nDisallow: /a\n',
      'list.txt': '/a\nnot a url\n',
      'index.xml': '<sitemapindex><sitemap><loc>https://x.test/missing.xml</loc></sitemap></sitemapindex>',
      'bomb.xml.gz': gzipSync(Buffer.from('<urlset><url><loc>/a</loc></url></urlset>')),
    });
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'list.txt'), '--sitemap', join(dir, 'bomb.xml.gz'), '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ urls: 2, sitemapUrls: 1, notChecked: 1 });
    expect(run.stderr).toContain(`not checked: not a url (${join(dir, 'list.txt')}:2)`);
    const missing = await runCli(['coverage', join(dir, 'robots.txt'), '--sitemap', join(dir, 'index.xml')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`lists https://x.test/missing.xml (line 1), not found as ${join(dir, 'missing.xml')}`);
    const bad = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'list.txt'), '--fail-on', 'blocked']);
    expect(bad).toMatchObject({ code: 2, stdout: '' });
  });

  describe('reads each crawler as its operator documents, as check does, unless --profile forces one', () => {
    // `Disalow` is Google's parser's (it forgives the misspelling), not RFC 9309's.
    const files = () => tempFiles({
      'robots.txt': 'User-agent: *\nDisalow: /private\nDisallow: /cart\n',
      'urls.txt': 'https://x.test/private/a\nhttps://x.test/cart\nhttps://x.test/\n',
      'access_log': [
        '66.249.66.1 - - [10/Oct/2026:13:55:36 +0000] "GET /private/a HTTP/1.1" 200 10 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"',
        '20.171.206.14 - - [10/Oct/2026:13:55:37 +0000] "GET /private/a HTTP/1.1" 200 10 "-" "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)"',
      ].join('\n') + '\n',
    });
    const blocked = (c: { crawlers: { crawler: string; blocked: number }[] }) => Object.fromEntries(c.crawlers.map((t) => [t.crawler, t.blocked]));
    const leaks = (c: { logs: { bots: { crawler: string; all: { blocked: number } }[] } }) => Object.fromEntries(c.logs.bots.map((b) => [b.crawler, b.all.blocked]));

    it.each([
      [[], { Googlebot: 2, GPTBot: 1 }, [{ crawler: 'Googlebot', count: 1 }]],
      [['--profile', 'google'], { Googlebot: 2, GPTBot: 2 }, [{ crawler: 'Googlebot', count: 1 }, { crawler: 'GPTBot', count: 1 }]],
      [['--profile', 'rfc9309'], { Googlebot: 1, GPTBot: 1 }, null],
    ])('coverage %j: blocked %j', async (profile, counts, line2) => {
      const dir = files();
      const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'urls.txt'), '--log', join(dir, 'access_log'), '--ua', 'Googlebot,GPTBot', ...profile, '--json']);
      expect(run.code).toBe(0);
      const c = JSON.parse(run.stdout);
      expect(blocked(c)).toEqual(counts);
      expect(leaks(c)).toEqual({ Googlebot: counts.Googlebot - 1, GPTBot: counts.GPTBot - 1 });
      const rule = c.rules.find((r: { line: number }) => r.line === 2);
      // RFC 9309 reads no rule on line 2: neither deciding nor dead.
      if (line2 === null) expect([rule, c.deadRules.find((r: { line: number }) => r.line === 2)]).toEqual([undefined, undefined]);
      else expect(rule.decides.map((d: { crawler: string; count: number }) => ({ crawler: d.crawler, count: d.count }))).toEqual(line2);
    });

    it('agrees with check URL for URL', async () => {
      const dir = files();
      const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'urls.txt'), '--ua', 'GPTBot', '--json']);
      const check = await runCli(['check', join(dir, 'robots.txt'), '--ua', 'GPTBot', '--urls', join(dir, 'urls.txt'), '--json']);
      const verdicts = JSON.parse(check.stdout).records.map((r: { verdict: string }) => r.verdict);
      expect(verdicts.filter((v: string) => v === 'blocked').length).toBe(JSON.parse(run.stdout).crawlers[0].blocked);
    });

    it('refuses an unknown --profile as a usage error', async () => {
      const dir = files();
      const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'urls.txt'), '--profile', 'bingo']);
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toContain("unknown profile 'bingo' (choose one of: documented,");
    });
  });
});

describe('counts of a thousand and more (walk20 §5)', () => {
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const paths = Array.from({ length: 1200 }, (_, i) => (i < 1001 ? `/private/${i}` : `/open/${i}`));
  const dir = tempFiles({
    'robots.txt': 'User-agent: *\nDisallow: /private/\n',
    'sitemap.xml': `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => `<url><loc>https://www.example.com${p}</loc></url>`).join('\n')}\n</urlset>\n`,
    'access.log': [...paths.map((p) => `66.249.66.1 - - [29/Nov/2026:10:00:00 +0000] "GET ${p} HTTP/1.1" 200 1 "-" "${googlebot}"`), 'not a request'].join('\n') + '\n',
  });

  it('are written with a thousands separator in every count of the text, as the page writes them', async () => {
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--sitemap', join(dir, 'sitemap.xml'), '--log', join(dir, 'access.log'), '--host', 'www.example.com']);
    expect(run.stdout).toContain('# 1,200 URLs (1,200 from sitemaps)\n');
    expect(run.stdout).toContain('  Googlebot            199 allowed · 1,001 blocked · 199 decided by no rule\n');
    expect(run.stdout).toContain('    Googlebot            1,001  e.g. https://www.example.com/private/0');
    expect(run.stdout).toContain('  Googlebot            1,200 requests · never fetched robots.txt · 199 allowed · 1,001 blocked (leak rate 83%)\n');
  });

  it('say one log line that is no request in the singular', async () => {
    const run = await runCli(['coverage', join(dir, 'robots.txt'), '--urls', join(dir, 'access.log'), '--host', 'www.example.com']);
    expect(run.stderr).toContain(': 1 log line is no request and was left out (--log names them)\n');
    expect(run.stdout).toContain('# 1,200 requests (0 from sitemaps)\n');
  });
});
