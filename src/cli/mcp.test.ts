/**
 * `robotscope mcp`, driven by the SDK's own client over stdio, the way an AI agent's host runs
 * it: the tools it lists, and each tool's answers on text and on a fetched robots.txt. The
 * robots.txt server of these tests listens on the loopback, so the server under test is started
 * with --allow-private-network (mcp-guard.test.ts checks the default refuses it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './conformance-cases.ts';
import { startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';
import { CLI, runCli } from './run-cli.test-helper.ts';
import { readCorpusFile } from '../core/corpus.test-helper.ts';
import { yandexFileOf } from '../core/doubtFiles.test-helper.ts';

let client: Client;
let server: RobotsServer;

beforeAll(async () => {
  server = await startRobotsServer({ files: { '/gbk/robots.txt': GBK } });
  client = new Client({ name: 'robotscope-test', version: '0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [...CLI, 'mcp', '--allow-private-network'], cwd: REPO_ROOT, stderr: 'pipe' }));
}, 60_000);

afterAll(async () => {
  await client?.close();
  await server?.close();
});

/**
 * A tool's structured answer; fails the test on a tool error. The client has already checked it
 * against the tool's outputSchema (it throws otherwise); the JSON text block must say the same.
 */
async function call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown> & { said: string }> {
  const result = await client.callTool({ name, arguments: args });
  const blocks = result.content as { type: string; text: string }[];
  const text = blocks.map((c) => c.text).join('\n');
  expect(result.isError, text).toBeFalsy();
  expect(result.structuredContent).toBeDefined();
  expect(JSON.parse(blocks[blocks.length - 1].text)).toEqual(result.structuredContent);
  return { ...(result.structuredContent as Record<string, unknown>), said: blocks[0].text };
}

/** Review16 §2: `Disallow: /管理/` saved in GBK (testdata/encodings/gbk.txt). */
const GBK = new Uint8Array(readFileSync(join(REPO_ROOT, 'testdata/encodings/gbk.txt')));

const ROBOTS = 'User-agent: *\nDisallow: /private\n\nUser-agent: Googlebot\nDisallow: /nogoogle\n';

describe('robotscope mcp', () => {
  it('lists its tools, each with an output schema and read-only, open-world annotations (issue 27 §4)', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'check_urls', 'coverage', 'diff_robots', 'explain_url', 'fetch_robots', 'format_robots', 'lint_robots', 'list_crawlers', 'lookup_crawler', 'sitemap_blocked', 'test_expectations',
    ]);
    for (const t of tools) {
      expect((t.description ?? '').length, t.name).toBeGreaterThan(20);
      expect(t.outputSchema, t.name).toMatchObject({ type: 'object' });
      expect(Object.keys(t.outputSchema!.properties ?? {}).length, t.name).toBeGreaterThan(0);
      expect(t.annotations, t.name).toMatchObject({ readOnlyHint: true, openWorldHint: !['list_crawlers', 'lookup_crawler'].includes(t.name) });
    }
  });

  it('checks URLs for several crawlers, with the deciding line and why', async () => {
    const r = await call('check_urls', { robots_txt: ROBOTS, crawlers: ['Googlebot', 'GPTBot'], urls: ['https://e.com/private', 'https://e.com/nogoogle'] });
    const verdicts = r.verdicts as { crawler: string; url: string; allowed: boolean; line: number; why: string }[];
    expect(verdicts.map((v) => [v.crawler, v.url, v.allowed, v.line])).toEqual([
      ['Googlebot', 'https://e.com/private', true, 0],
      ['Googlebot', 'https://e.com/nogoogle', false, 5],
      ['GPTBot', 'https://e.com/private', false, 2],
      ['GPTBot', 'https://e.com/nogoogle', true, 0],
    ]);
    expect(verdicts[1].why).toContain('Disallow: /nogoogle');
    expect(r.said).toContain('BLOCKED GPTBot https://e.com/private');
  });

  it('gives Google\'s lenient answer where a crawler read by RFC 9309 gets another, in the record and the words (issue 29 §1)', async () => {
    const r = await call('check_urls', { robots_txt: 'User-agent: ClaudeBot\nDisalow: /\n', crawlers: ['ClaudeBot', 'Googlebot'], urls: ['https://e.com/a'] });
    const verdicts = r.verdicts as { crawler: string; verdict: string; reading: string; lenient: unknown }[];
    expect(verdicts.map((v) => [v.crawler, v.verdict, v.reading, v.lenient])).toEqual([
      ['ClaudeBot', 'allowed', 'rfc9309', { verdict: 'blocked', line: 2, rule: 'Disalow: /', cause: 'lenient' }],
      ['Googlebot', 'allowed', 'google', null],
    ]);
    expect(r.said).toContain("A lenient parser, as Google's, would block it: line 2 `Disalow: /`");
  });

  it('says YandexBot is unsure where a blank line stands after its User-agent line, and explains why (Yandex\'s help and its library part)', async () => {
    const robots = 'User-agent: YandexBot\n\nDisallow: /\n';
    const r = await call('check_urls', { robots_txt: robots, crawlers: ['YandexBot'], urls: ['https://e.com/a'] });
    const verdicts = r.verdicts as { crawler: string; verdict: string; lenient: unknown }[];
    expect(verdicts.map((v) => [v.crawler, v.verdict, v.lenient])).toEqual([['YandexBot', 'blocked', { verdict: 'allowed', line: 0, rule: null, cause: 'blank-line', blankLine: 2 }]]);
    expect(r.said).toContain("Yandex's help, which takes the blank line after User-agent, line 2, as the end of the group");
    const e = JSON.stringify((await call('explain_url', { robots_txt: robots, crawler: 'YandexBot', url: 'https://e.com/a' })).explanation);
    expect(e).toContain('No User-agent directive in front of rule');
    expect(e).toContain("Yandex's help, which takes the blank line after User-agent, line 2, as the end of the group");
  });

  it('says bingbot is unsure where its Crawl-delay-only group joins the * group below, and explains which lines and why (issue 29)', async () => {
    const robots = 'User-agent: bingbot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /\n';
    const r = await call('check_urls', { robots_txt: robots, crawlers: ['bingbot', 'Googlebot'], urls: ['https://e.com/a'] });
    const verdicts = r.verdicts as { crawler: string; verdict: string; lenient: unknown }[];
    expect(verdicts.map((v) => [v.crawler, v.verdict, v.lenient])).toEqual([
      ['bingbot', 'blocked', { verdict: 'allowed', line: 0, rule: null, cause: 'group-break' }],
      ['Googlebot', 'blocked', null],
    ]);
    expect(r.said).toContain('Blocked (Bing). A parser that ends a list of user-agent lines at a Crawl-delay or another line that is no rule, giving the lines above it a group of their own, would allow it (no rule decides there).');
    const e = JSON.stringify((await call('explain_url', { robots_txt: robots, crawler: 'bingbot', url: 'https://e.com/a' })).explanation);
    expect(e).toContain('Its user-agent list runs on to User-agent: * (');
    expect(e).toContain("whether a Crawl-delay closes the user-agent lines above it, Bing does not document.");
  });

  it('says GPTBot is unsure where a robots.txt in GBK decodes to the rule, as check and the page say; Googlebot sure (review16 §2)', async () => {
    const args = { robots_url: `${server.origin}/gbk/robots.txt`, crawlers: ['GPTBot', 'Googlebot'], urls: [`${server.origin}/管理/x`] };
    const r = await call('check_urls', args);
    const verdicts = r.verdicts as { crawler: string; verdict: string; lenient: unknown }[];
    expect(verdicts.map((v) => [v.crawler, v.verdict, v.lenient])).toEqual([
      ['GPTBot', 'allowed', { verdict: 'blocked', line: 4, rule: 'Disallow: /管理/', cause: 'double-byte' }],
      ['Googlebot', 'allowed', null],
    ]);
    expect(r.said).toContain('Allowed (RFC 9309). A parser that decodes the file as Chinese, Japanese or Korean text (GBK, Big5, EUC-KR or EUC-JP) would block it: line 4 `Disallow: /管理/`');
  });

  it('says a crawler not read as Google is unsure where a BOM before its group decides, and explains why (issue 29)', async () => {
    const robots = '\ufeffUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /\n';
    const r = await call('check_urls', { robots_txt: robots, crawlers: ['ClaudeBot', 'Googlebot'], urls: ['https://e.com/a'] });
    const verdicts = r.verdicts as { crawler: string; verdict: string; lenient: unknown }[];
    expect(verdicts.map((v) => [v.crawler, v.verdict, v.lenient])).toEqual([
      ['ClaudeBot', 'blocked', { verdict: 'allowed', line: 0, rule: null, cause: 'bom' }],
      ['Googlebot', 'blocked', null],
    ]);
    expect(r.said).toContain('Blocked (RFC 9309). A parser that reads the byte order mark as part of the first line would allow it (no rule decides there).');
    const e = await call('explain_url', { robots_txt: robots, crawler: 'ClaudeBot', url: 'https://e.com/a' });
    expect(JSON.stringify(e.explanation)).toContain('The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line and miss that directive. Which one this crawler follows, nobody documents.');
  });

  /**
   * check_urls answers each crawler as check --ua NAME does, the same record (batch's too:
   * batch.test.ts). xuexi's 3.7 MB is over what a call takes (MAX_ROBOTS_CHARS): its first 7,000
   * lines and its last, `Disallow: /`, keep it over Googlebot's 512,000 bytes.
   */
  const xuexi = new TextDecoder().decode(readCorpusFile('0341_www.xuexi.cn.txt')).split('\n').slice(0, 7_000).join('\n') + '\nDisallow: /\n';
  for (const { name, robots, url, crawlers, doubts } of [
    {
      name: 'talbots', robots: new TextDecoder().decode(readCorpusFile('0028_www.talbots.com.txt')), url: 'https://www.talbots.com/cart',
      crawlers: ['GPTBot', 'bingbot', 'YandexBot', 'YandexImages', 'YandexVideo'], doubts: ['lenient', 'lenient', null, null, null],
    },
    { name: 'xuexi cut', robots: xuexi, url: 'https://www.xuexi.cn/private/report.html', crawlers: ['GPTBot', 'YandexBot', 'CCBot'], doubts: ['size-limit', null, 'size-limit'] },
  ]) {
    it(`answers ${crawlers.join(', ')} on ${name} with the records check --json gives`, async () => {
      const check = await runCli(['check', '-', ...crawlers.flatMap((c) => ['--ua', c]), '--json', url], robots);
      const r = await call('check_urls', { robots_txt: robots, crawlers, urls: [url] });
      const records = JSON.parse(check.stdout).records as { lenient: { cause: string } | null }[];
      expect(r.verdicts).toEqual(records.map((v) => ({ ...v, why: expect.any(String) })));
      expect(records.map((v) => v.lenient?.cause ?? null)).toEqual(doubts);
    });
  }

  it('gives a crawler robots.txt does not govern allowed null and governed false, with the verdict "not governed" (issue 27 §3)', async () => {
    const r = await call('check_urls', { robots_txt: ROBOTS, crawlers: ['FeedFetcher-Google', 'GPTBot'], urls: ['https://e.com/private'] });
    const verdicts = r.verdicts as { crawler: string; verdict: string; allowed: boolean | null; governed: boolean | null; line: number }[];
    expect(verdicts.map((v) => [v.crawler, v.verdict, v.allowed, v.governed, v.line])).toEqual([
      ['FeedFetcher-Google', 'not governed', null, false, 2],
      ['GPTBot', 'blocked', false, true, 2],
    ]);
  });

  it('gives a crawler robots.txt does not govern allowed null and governed false in explain_url and in diff_robots\' sides too (issue 27 §3)', async () => {
    const feed = await call('explain_url', { robots_txt: ROBOTS, crawler: 'FeedFetcher-Google', url: 'https://e.com/private' });
    expect(feed).toMatchObject({ verdict: 'not governed', allowed: null, governed: false, line: 2 });
    const bot = await call('explain_url', { robots_txt: ROBOTS, crawler: 'GPTBot', url: 'https://e.com/private' });
    expect(bot).toMatchObject({ verdict: 'blocked', allowed: false, governed: true, line: 2 });
    const diff = await call('diff_robots', {
      old_robots_txt: 'User-agent: *\nAllow: /\n', new_robots_txt: 'User-agent: *\nDisallow: /\n', crawlers: ['FeedFetcher-Google', 'GPTBot'], urls: ['https://e.com/feed'],
    });
    const sides = (diff.changes as { crawler: string; before: object; after: object }[]).map((c) => [c.crawler, c.before, c.after]);
    expect(sides.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toMatchObject([
      ['FeedFetcher-Google', { allowed: null, governed: false, verdict: 'not governed', line: 2, rule: 'Allow: /' }, { allowed: null, governed: false, verdict: 'not governed', line: 2, rule: 'Disallow: /' }],
      ['GPTBot', { allowed: true, governed: true, verdict: 'allowed', line: 2, rule: 'Allow: /' }, { allowed: false, governed: true, verdict: 'blocked', line: 2, rule: 'Disallow: /' }],
    ]);
  });

  it('checks a URL as a browser requests it, percent-encoded, and says "compared as" (issue 23 §3)', async () => {
    const r = await call('check_urls', { robots_txt: 'User-agent: *\nDisallow: /b/Cámaras\n', urls: ['https://www.ebay.com/b/Cámaras-digitales'] });
    const v = (r.verdicts as { allowed: boolean; comparedAs: string; why: string }[])[0];
    expect(v).toMatchObject({ allowed: false, comparedAs: '/b/C%C3%A1maras-digitales' });
    expect(r.said).toContain('compared as /b/C%C3%A1maras-digitales');
  });

  it('never checks a URL that is no URL, or of another site than the fetched file, as `/`: a tool error says which (issue 23 §3)', async () => {
    const bad = await client.callTool({ name: 'check_urls', arguments: { robots_url: `${server.origin}/ok/robots.txt`, urls: ['/private', 'https://other.test/private', 'not a url'] } });
    expect(bad.isError).toBe(true);
    const text = JSON.stringify(bad.content);
    expect(text).toContain('2 of the URLs cannot be checked, so nothing was');
    expect(text).toContain(`https://other.test/private (another site (https://other.test): this robots.txt governs only ${server.origin}.)`);
    expect(text).toContain('not a url (not a URL or a path');
    const diff = await client.callTool({ name: 'diff_robots', arguments: { old_robots_txt: 'User-agent: *\n', new_robots_txt: 'User-agent: *\nDisallow: /\n', urls: ['ftp://e.com/a'] } });
    expect(diff.isError).toBe(true);
    expect(JSON.stringify(diff.content)).toContain('ftp://e.com/a (a ftp: URL');
  });

  it('reads a whole User-Agent header as its crawler', async () => {
    const r = await call('check_urls', { robots_txt: ROBOTS, crawlers: ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'], urls: ['/nogoogle'] });
    expect((r.verdicts as { allowed: boolean; chain: string[] }[])[0]).toMatchObject({ allowed: false, verdict: 'blocked', chain: ['Googlebot', '*'] });
  });

  it('checks a robots.txt fetched by URL, and says what a 5xx means', async () => {
    const ok = await call('check_urls', { robots_url: `${server.origin}/ok/robots.txt`, urls: ['/private'] });
    expect((ok.verdicts as { allowed: boolean; line: number }[])[0]).toMatchObject({ allowed: false, line: 2 });
    const broken = await call('check_urls', { robots_url: `${server.origin}/broken/robots.txt`, urls: ['/anything'] });
    expect((broken.verdicts as { allowed: boolean; why: string }[])[0]).toMatchObject({ allowed: false });
    expect(broken.said).toContain('503');
  });

  it('lints with codes and positions', async () => {
    const r = await call('lint_robots', { robots_txt: 'Dissallow: /x\nUser-agent: *\n' });
    const codes = (r.diagnostics as { code: string; line: number }[]).map((d) => d.code);
    expect(codes).toContain('misspelled-directive');
  });

  it('diffs two versions verdict by verdict', async () => {
    const r = await call('diff_robots', {
      old_robots_txt: 'User-agent: *\nDisallow: /checkout/\n',
      new_robots_txt: 'User-agent: *\nDisallow: /check\nAllow: /checkout/public\n',
      crawlers: ['Googlebot'],
      urls: ['https://e.com/checkout/', 'https://e.com/checker', 'https://e.com/checkout/public', 'https://e.com/'],
    });
    expect(r).toMatchObject({ compared: 4, newlyBlocked: 1, newlyAllowed: 1 });
    expect(r.said).toContain('https://e.com/checker: Allowed (no rule matched) -> Blocked by line 2: Disallow: /check');
    // Each change under its cause (issue 26 §1), the same words as `robotscope diff`.
    expect(r.said).toContain('1. The rule `Disallow: /check` (line 2) is new in the `*` group (line 1): 1 verdict change (1 newly blocked) for Googlebot; 1 verdict kept but decided by another rule');
    expect((r.causes as { kind: string }[]).map((c) => c.kind)).toEqual(['rule-added', 'rule-added']);
  });

  it('fetches a robots.txt and lists crawlers', async () => {
    const f = await call('fetch_robots', { url: `${server.origin}/chain/2/robots.txt` });
    expect(f).toMatchObject({ status: 200, conclusion: 'parse' });
    expect(f.redirects).toHaveLength(2);
    // A redirect without a Location is no robots.txt, as Google reads it (issue 28 §3).
    const nowhere = await call('fetch_robots', { url: `${server.origin}/nowhere/robots.txt` });
    expect(nowhere).toMatchObject({ status: 302, conclusion: 'allow-all' });
    expect(nowhere.reason).toBe('status 302: the server redirected without saying where (no Location header); Google treats this as no robots.txt, so everything is allowed');
    expect(nowhere.said).toContain('the server redirected without saying where');
    const checked = await call('check_urls', { robots_url: `${server.origin}/nowhere/robots.txt`, urls: [`${server.origin}/private`], crawlers: ['Googlebot'] });
    expect(JSON.stringify(checked)).toContain('"allowed":true');
    expect(JSON.stringify(checked)).not.toContain('"allowed":false');
    const c = await call('list_crawlers', { purpose: 'ads' });
    expect((c.crawlers as { token: string }[]).map((x) => x.token)).toContain('AdsBot-Google');
  });

  it('tests expectations as robotscope test does, failures first', async () => {
    const r = await call('test_expectations', {
      robots_txt: ROBOTS,
      expectations: [
        { url: 'https://e.com/public', crawler: 'Googlebot', expect: 'allowed' },
        { url: 'https://e.com/nogoogle', crawler: 'Googlebot', expect: 'allowed' },
      ],
    });
    expect(r).toMatchObject({ profile: 'documented', total: 2, failed: 1, unlisted: 0 });
    expect((r.results as { url: string; pass: boolean; line: number }[])[0]).toMatchObject({ url: 'https://e.com/nogoogle', pass: false, line: 5 });
    expect(r.said).toContain('FAIL Googlebot https://e.com/nogoogle: expected allowed, got blocked by line 5: Disallow: /nogoogle');
  });

  it('says, as robotscope test does, how many expectations hold only as their crawlers\' readings have it', async () => {
    const r = await call('test_expectations', {
      robots_txt: 'User-agent: *\nDisalow: /typo\nDisallow: /private\n',
      expectations: [
        { url: 'https://e.com/typo', crawler: 'GPTBot', expect: 'allowed' },
        { url: 'https://e.com/private', crawler: 'GPTBot', expect: 'blocked' },
      ],
    });
    expect(r).toMatchObject({ total: 2, failed: 0, unsure: { disagree: 1, assumed: 0 } });
    expect(r.said.split('\n')[0]).toBe('All 2 expectations hold; 1 holds only as its crawler\'s reading has it (readings disagree)');
  });

  it('formats a robots.txt as robotscope fmt does', async () => {
    const r = await call('format_robots', { robots_txt: 'user-agent:*\ndisallow:/x\nuser-agent: GPTBot\ndisallow: /\n' });
    expect(r).toMatchObject({ changed: true, refused: null, text: 'User-agent: *\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /\n' });
    const same = await call('format_robots', { robots_txt: 'User-agent: *\nDisallow: /x\n' });
    expect(same).toMatchObject({ changed: false, text: null });
  });

  it('explains a verdict in the app\'s words', async () => {
    const r = await call('explain_url', { robots_txt: ROBOTS, crawler: 'Googlebot-Image', url: 'https://e.com/nogoogle/a.png' });
    expect(r).toMatchObject({ verdict: 'blocked', line: 5, rule: 'Disallow: /nogoogle', crawlerRule: 'chain-fallback', decidedBy: 'Googlebot', compared: '/nogoogle/a.png' });
    const sections = r.explanation as { heading: string; sentences: string[] }[];
    expect(sections[0]).toEqual({ heading: 'Verdict', sentences: ['Blocked for Googlebot-Image by line 5.', 'https://e.com/nogoogle/a.png is compared as /nogoogle/a.png.'] });
    expect(sections.find((s) => s.heading === 'Groups')!.sentences[0]).toMatch(/^No group names Googlebot-Image; Googlebot-Image then obeys the group naming Googlebot/);
    expect(r.said).toContain('Matching rules:\n  line 5: Disallow: /nogoogle, length 9, decides.');
  });

  it('reads a User-Agent header or a token as its registry row', async () => {
    const header = await call('lookup_crawler', { crawler: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)' });
    expect(header).toMatchObject({ token: 'GPTBot', known: true, crawler: { token: 'GPTBot', operator: 'OpenAI' } });
    const feed = await call('lookup_crawler', { crawler: 'FeedFetcher-Google' });
    expect(feed).toMatchObject({ known: true, crawler: { robots: 'no' } });
    const unknown = await call('lookup_crawler', { crawler: 'MadeUpBot/1.0' });
    expect(unknown).toMatchObject({ token: 'MadeUpBot', known: false, crawler: null, chain: ['MadeUpBot'] });
    // A Yandex robot the registry lacks: not known, read as a Yandex robot, assumed (as the page and check --ua read it).
    const video = await call('lookup_crawler', { crawler: 'YandexVideo' });
    expect(video).toMatchObject({ token: 'YandexVideo', known: false, crawler: { confidence: 'assumed', reading: 'yandex' }, chain: ['YandexVideo', 'Yandex'] });
  });

  it('answers Yandex\'s robots allowed on a robots.txt over 500 KB, quoting Yandex\'s words; in doubt between 500,000 and 512,000 bytes', async () => {
    // Before: blocked by line 2, with no doubt.
    const r = await call('explain_url', { robots_txt: yandexFileOf(600_000), crawler: 'YandexBot', url: 'https://e.com/private/a' });
    expect(r).toMatchObject({ verdict: 'allowed', line: 0, crawlerRule: 'too-big' });
    expect(JSON.stringify(r.explanation)).toContain('If the file doesn\'t meet the requirements, the site is considered open for indexing.');
    // The verdict says why, as check's answer does; where Googlebot's 500 KiB cut falls is not YandexBot's (before: "no rule decides", and a Googlebot-only part).
    const parts = r.explanation as { heading: string; sentences: string[] }[];
    expect(parts[0]).toEqual({ heading: 'Verdict', sentences: ['Allowed for YandexBot: the file is over 500 KB, so YandexBot takes the site as open.', 'https://e.com/private/a is compared as /private/a.'] });
    expect(parts.map((p) => p.heading)).not.toContain('500 KiB');
    const band = await call('check_urls', { robots_txt: yandexFileOf(505_000), crawlers: ['YandexBot'], urls: ['https://e.com/private/a'] });
    expect((band.verdicts as { verdict: string; lenient: unknown }[]).map((v) => [v.verdict, v.lenient])).toEqual([
      ['blocked', { verdict: 'allowed', line: 0, rule: null, cause: 'size-unit' }],
    ]);
  });

  it('answers a Yandex robot by the User-agent: Yandex group, never * (issue 29)', async () => {
    const r = await call('check_urls', { robots_txt: 'User-agent: Yandex\nDisallow: /news/\n\nUser-agent: *\nDisallow: /\n', crawlers: ['YandexNews', 'YandexVideo'], urls: ['https://e.com/a'] });
    const records = r.verdicts as { crawler: string; verdict: string; reading: string; crawlerRule: string; notes: string[] }[];
    expect(records.map((x) => [x.crawler, x.verdict, x.reading, x.crawlerRule, x.notes])).toEqual([
      ['YandexNews', 'allowed', 'yandex', 'chain-fallback', ['third-party']],
      ['YandexVideo', 'allowed', 'yandex', 'chain-fallback', ['unclear', 'assumed']],
    ]);
  });

  it('answers a bad call with a tool error, and keeps serving', async () => {
    const bad = await client.callTool({ name: 'check_urls', arguments: { urls: ['/'] } });
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toContain('exactly one of robots_txt and robots_url');
    const still = await call('lint_robots', { robots_txt: 'User-agent: *\nDisallow: /\n' });
    expect(Array.isArray(still.diagnostics)).toBe(true);
  });
});
