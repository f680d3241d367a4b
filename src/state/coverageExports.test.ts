import { describe, expect, it } from 'vitest';
import { coverage, crawlerFor, logCoverage, logsRecord, parseRobots, readAccessLog, readIpRanges, RESULTS_VERSION, type CoverageUrl, type IpRange } from '../core/index.ts';
import { directoryTree } from '../worker/directories.ts';
import { coverageExport } from './coverageExports.ts';
import type { SetCoverageView } from './store.ts';

const at = (url: string, file: string, line: number, sitemap: boolean): CoverageUrl => ({ url, file, line, attributes: {}, sitemap });
const urls = [
  at('https://x.test/cart?a=1', 'sitemap.xml', 3, true), at('https://x.test/cart/2', 'sitemap.xml', 4, true),
  at('https://x.test/shop/a', 'sitemap.xml', 5, true), at('https://x.test/search?q="1"', 'crawl.csv', 2, false),
];
const robots = parseRobots('User-agent: *\nDisallow: /cart\nDisallow: /old/\n\nUser-agent: Googlebot\nDisallow: /search\n');
const crawlers = ['Googlebot', 'GPTBot'];
const core = coverage(robots, crawlers.map(crawlerFor), urls);
/** The view as the sets worker makes it: core coverage, the directory tree, the blocked lists whole. */
const view: SetCoverageView = {
  ...core, notChecked: 1, otherSite: 0, unit: 'urls',
  sitemapBlocked: core.sitemapBlocked.map((b) => ({ ...b, count: b.urls.length })),
  directories: directoryTree(['/cart', '/cart/2', '/shop/a', '/search'], Int32Array.from([1, 1, 1, 1]), [
    { allowed: Uint8Array.from([1, 1, 1, 0]) },
    { allowed: Uint8Array.from([0, 0, 1, 1]) },
  ]),
};
const meta = { fileName: 'robots.txt', profile: 'documented' as const };
const text = (f: { parts: string[] }) => f.parts.join('');

describe('the coverage views as files (issue 25 §2)', () => {
  it('rule coverage as CSV: one row per rule and crawler with its count and examples, the dead rules with none', () => {
    const f = coverageExport('rules', 'csv', view, meta);
    expect(f.name).toBe('robots-rule-coverage.csv');
    expect(text(f)).toBe([
      'line,rule,crawler,count,examples',
      'Disallow: /cart,GPTBot,2,https://x.test/cart?a=1 https://x.test/cart/2'.replace(/^/, '2,'),
      '6,Disallow: /search,Googlebot,1,"https://x.test/search?q=""1"""',
      '3,Disallow: /old/,,0,',
      '',
    ].join('\r\n'));
  });

  it('rule coverage as JSON: robotscope coverage --json’s document and fields, the view’s part', () => {
    const f = coverageExport('rules', 'json', view, meta);
    expect(f.name).toBe('robots-rule-coverage.json');
    expect(JSON.parse(text(f))).toEqual({
      robotscope: 'coverage', version: RESULTS_VERSION, file: 'robots.txt', profile: 'documented',
      urls: 4, sitemapUrls: 3, notChecked: 1, otherSite: 0, crawlers: core.crawlers, rules: core.rules, deadRules: core.deadRules,
    });
  });

  it('by directory: one row per directory and crawler, allowed and blocked counted, the tree in the JSON', () => {
    const f = coverageExport('directories', 'csv', view, meta);
    expect(f.name).toBe('robots-by-directory.csv');
    const rows = text(f).split('\r\n');
    expect(rows.slice(0, 3)).toEqual(['path,crawler,urls,allowed,blocked', '/,Googlebot,4,3,1', '/,GPTBot,4,2,2']);
    expect(rows).toContain('/cart/,GPTBot,1,0,1');
    expect(JSON.parse(text(coverageExport('directories', 'json', view, meta))).directories).toEqual(view.directories);
  });

  it('in the sitemap but blocked: one row per blocked URL and crawler, named as the result records, with its file and line', () => {
    const f = coverageExport('sitemap', 'csv', view, meta);
    expect(f.name).toBe('robots-sitemap-blocked.csv');
    expect(text(f)).toBe([
      'url,crawler,verdict,line,rule,file,fileLine',
      'https://x.test/cart?a=1,GPTBot,blocked,2,Disallow: /cart,sitemap.xml,3',
      'https://x.test/cart/2,GPTBot,blocked,2,Disallow: /cart,sitemap.xml,4',
      '',
    ].join('\r\n'));
    const json = JSON.parse(text(coverageExport('sitemap', 'json', view, meta)));
    expect(json.sitemapBlocked).toEqual(core.sitemapBlocked);
    expect(json).not.toHaveProperty('rules');
  });

  it('each view as Markdown: the CSV’s header and rows as a table under the view’s name, text in code spans', () => {
    const f = coverageExport('rules', 'markdown', view, meta);
    expect(f.name).toBe('robots-rule-coverage.md');
    expect(f.type).toBe('text/markdown;charset=utf-8');
    expect(text(f).split('\n')).toEqual([
      '# Rule coverage: `robots.txt`', '',
      '| line | rule | crawler | count | examples |',
      '| --- | --- | --- | --- | --- |',
      '| 2 | `Disallow: /cart` | `GPTBot` | 2 | `https://x.test/cart?a=1 https://x.test/cart/2` |',
      '| 6 | `Disallow: /search` | `Googlebot` | 1 | `https://x.test/search?q="1"` |',
      '| 3 | `Disallow: /old/` |  | 0 |  |',
      '',
    ]);
    expect(text(coverageExport('sitemap', 'markdown', view, meta))).toContain('| `https://x.test/cart/2` | `GPTBot` | `blocked` | 2 | `Disallow: /cart` | `sitemap.xml` | 4 |\n');
  });
});

describe('the logs against the rules as files (issue 25 §2)', () => {
  const log = readAccessLog([
    '66.249.66.1 - - [28/Nov/2026:06:25:01 +0000] "GET /robots.txt HTTP/1.1" 200 9 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"',
    '66.249.66.1 - - [28/Nov/2026:06:25:02 +0000] "GET /search?q=1 HTTP/1.1" 200 9 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"',
    '203.0.113.9 - - [28/Nov/2026:06:25:03 +0000] "GET /shop/a HTTP/1.1" 200 9 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"',
    '203.0.113.9 - - [28/Nov/2026:06:25:04 +0000] "GET /shop/b HTTP/1.1" 200 9 "-" "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36"',
  ].join('\n'), { file: 'access.log', origin: 'https://x.test' });
  const ranges = [{ name: 'googlebot.json', crawlers: ['Googlebot'], ranges: (readIpRanges('{"prefixes":[{"ipv4Prefix":"66.249.64.0/19"}]}') as { ranges: IpRange[] }).ranges }];
  const logs = { ...logCoverage(robots, log.requests, ranges), files: ['access.log'], notRead: 0, sites: 0 };
  const withLogs: SetCoverageView = { ...view, logs };

  it('as CSV: per bot all its requests, then verified and spoofed apart where a range file speaks for it', () => {
    const f = coverageExport('logs', 'csv', withLogs, meta);
    expect(f.name).toBe('robots-logs.csv');
    expect(text(f)).toBe([
      'crawler,ip,requests,robotsTxt,allowed,blocked,leakRate',
      'Googlebot,all,3,1,1,1,0.5', 'Googlebot,verified,2,1,0,1,1', 'Googlebot,spoofed,1,0,1,0,0', '',
    ].join('\r\n'));
  });

  it('as JSON: robotscope coverage --json’s logs record, each bot with its leak rate', () => {
    const json = JSON.parse(text(coverageExport('logs', 'json', withLogs, meta)));
    expect(json.logs).toEqual(JSON.parse(JSON.stringify(logsRecord(logs))));
    expect(json.logs.bots[0]).toMatchObject({ crawler: 'Googlebot', leakRate: 0.5 });
    expect(text(coverageExport('logs', 'markdown', withLogs, meta))).toContain('| `Googlebot` | `spoofed` | 1 | 0 | 1 | 0 | 0 |\n');
  });
});
