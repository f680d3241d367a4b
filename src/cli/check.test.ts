import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RESULT_COLUMNS, RESULTS_VERSION } from '../core/index.ts';
import { overTheLimit, PERCENT, yandexFileOf } from '../core/doubtFiles.test-helper.ts';
import { runCli, tempFiles } from './run-cli.test-helper.ts';
import { REPO_ROOT } from './conformance-cases.ts';

// Line numbers matter: the deciding line is reported (Google's matching_line()).
const ROBOTS = [
  '# test file', //                   1
  'User-agent: Googlebot', //         2
  'Disallow: /private', //            3
  'Allow: /private/public', //        4
  '', //                              5
  'User-agent: *', //                 6
  'Disallow: /', //                   7
  '',
].join('\n');

let file: string;
beforeAll(() => {
  file = join(tempFiles({ 'robots.txt': ROBOTS }), 'robots.txt');
});

describe('robotscope check', () => {
  it('gives a Yandex robot the User-agent: Yandex group, never * (Yandex: "User-agent: Yandex # will be used by all Yandex bots"; issue 29)', async () => {
    const robots = join(tempFiles({ 'robots.txt': 'User-agent: Yandex\nDisallow: /private/\n\nUser-agent: *\nDisallow: /\n' }), 'robots.txt');
    const mobile = await runCli(['check', robots, '--ua', 'YandexMobileBot', 'https://x.test/private/a', 'https://x.test/about']);
    const fallback = '    No group names YandexMobileBot; it obeys the Yandex group then (Yandex documents it), and one names Yandex.\n';
    expect(mobile.stdout).toBe(
      'BLOCKED  https://x.test/private/a  line 2: Disallow: /private/  (group of Yandex)\n' + fallback +
      'ALLOWED  https://x.test/about      (no rule matched)  (group of Yandex)\n' + fallback,
    );
    expect(mobile.stderr).toBe('');
    const json = JSON.parse((await runCli(['check', robots, '--ua', 'YandexMobileBot', '--json', 'https://x.test/about'])).stdout);
    expect(json.records[0]).toMatchObject({ verdict: 'allowed', reading: 'yandex', crawlerRule: 'chain-fallback', chain: ['YandexMobileBot', 'Yandex'] });
    // A Yandex robot the registry lacks: the same group, and the answer says it is assumed.
    const video = await runCli(['check', robots, '--ua', 'YandexVideo', '--json', 'https://x.test/about']);
    expect(JSON.parse(video.stdout).records[0]).toMatchObject({ verdict: 'allowed', reading: 'yandex', crawlerRule: 'chain-fallback', notes: ['unclear', 'assumed'] });
    expect(video.stderr).toMatch(/^robotscope: --ua read as "YandexVideo": no crawler in the registry has this name, .*the name is Yandex's, so it is checked as a Yandex robot, assumed: its own group, then Yandex, then \*\n$/);
    const text = (await runCli(['check', robots, '--ua', 'YandexVideo', 'https://x.test/about'])).stdout;
    expect(text).toContain('YandexVideo is not in the registry: its name is Yandex\'s, so it is read as a Yandex robot, assumed');
  });

  it('says under facebookexternalhit\'s answer that Meta says it might bypass robots.txt for security or integrity checks (registry bypasses); before, the registry held it as a note shown nowhere', async () => {
    const robots = join(tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /private/\n' }), 'robots.txt');
    const run = await runCli(['check', robots, '--ua', 'facebookexternalhit', 'https://x.test/private/a']);
    expect(run.stdout).toBe('BLOCKED  https://x.test/private/a  line 2: Disallow: /private/\n    Meta says facebookexternalhit might bypass robots.txt when performing security or integrity checks: then this file\'s verdict may not hold.\n');
  });

  it('reads ClaudeBot by RFC 9309, as nothing else is documented, and says Google\'s lenient parser would block it (issue 29 §1, corpus 0389)', async () => {
    const winzip = join(import.meta.dirname, '../../testdata/corpus/0389_store.winzip.com.txt');
    const run = await runCli(['check', winzip, '--ua', 'ClaudeBot', 'https://store.winzip.com/']);
    expect(run.stdout).toBe(
      'ALLOWED  https://store.winzip.com/  (no rule matched)\n' +
      '    Allowed (RFC 9309). A lenient parser, as Google\'s, would block it: line 172 `Disalow: /`\n',
    );
    expect(run.code).toBe(0);
    const json = JSON.parse((await runCli(['check', winzip, '--ua', 'ClaudeBot', '--json', 'https://store.winzip.com/'])).stdout);
    expect(json.records[0]).toMatchObject({ verdict: 'allowed', reading: 'rfc9309', line: 0, lenient: { verdict: 'blocked', line: 172, rule: 'Disalow: /', cause: 'lenient' } });
    // One reading forced for every crawler: Google's, as before this issue.
    const forced = await runCli(['check', winzip, '--ua', 'ClaudeBot', '--profile', 'google', 'https://store.winzip.com/']);
    expect(forced.stdout).toBe('BLOCKED  https://store.winzip.com/  line 172: Disalow: /\n');
    const forcedJson = JSON.parse((await runCli(['check', winzip, '--ua', 'ClaudeBot', '--profile', 'google', '--json', 'https://store.winzip.com/'])).stdout);
    expect(forcedJson.records[0]).toMatchObject({ verdict: 'blocked', reading: 'google', lenient: null });
  });

  it('says where a BOM before GPTBot\'s group, or a file in UTF-16 (corpus 0009), leaves a crawler not read as Google unsure (issue 29)', async () => {
    // Before, GPTBot was BLOCKED with no doubt, though a parser that keeps the BOM reads no group for it.
    const bom = join(tempFiles({ 'r.txt': Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private\n')]) }), 'r.txt');
    const run = await runCli(['check', bom, '--ua', 'GPTBot,bingbot', 'https://example.com/a', 'https://example.com/private']);
    expect(run.stdout).toBe(
      'BLOCKED  GPTBot   https://example.com/a        line 2: Disallow: /\n' +
      '    Blocked (RFC 9309). A parser that reads the byte order mark as part of the first line would allow it (no rule decides there).\n' +
      // bingbot's chain is bingbot, msnbot, * (Bing's 2010 post): the group is named, as for every chained crawler.
      'ALLOWED  bingbot  https://example.com/a        (no rule matched)  (group of *)\n' +
      // Blocked either way (line 2, or line 5 of the * group): no doubt.
      'BLOCKED  GPTBot   https://example.com/private  line 2: Disallow: /\n' +
      'BLOCKED  bingbot  https://example.com/private  line 5: Disallow: /private  (group of *)\n',
    );
    const usps = join(import.meta.dirname, '../../testdata/corpus/0009_store.usps.com.txt');
    const json = JSON.parse((await runCli(['check', usps, '--ua', 'Googlebot,GPTBot', '--json', 'https://store.usps.com/store/cart/x'])).stdout);
    expect(json.records.map((r: { crawler: string; verdict: string; lenient: unknown }) => [r.crawler, r.verdict, r.lenient])).toEqual([
      ['Googlebot', 'allowed', null],
      ['GPTBot', 'allowed', { verdict: 'blocked', line: 13, rule: 'Disallow: /store/cart/', cause: 'utf-16' }],
    ]);
    // One reading forced for all: RFC 9309 says nothing of a BOM either (before: no doubt); Google's parser skips it.
    const forced = await runCli(['check', bom, '--ua', 'GPTBot', '--profile', 'rfc9309', 'https://example.com/a']);
    expect(forced.stdout).toBe(
      'BLOCKED  https://example.com/a  line 2: Disallow: /\n' +
      '    Blocked (RFC 9309). A parser that reads the byte order mark as part of the first line would allow it (no rule decides there).\n',
    );
    expect((await runCli(['check', bom, '--ua', 'GPTBot', '--profile', 'google', 'https://example.com/a'])).stdout).toBe('BLOCKED  https://example.com/a  line 2: Disallow: /\n');
  });

  it('reads bingbot as Bing documents, and says where Google\'s lenient parser answers otherwise: Bing documents nothing of what it forgives', async () => {
    const robots = join(tempFiles({ 'r.txt': 'User-agent: *\nDisalow: /private\n' }), 'r.txt');
    const run = await runCli(['check', robots, '--ua', 'bingbot', 'https://example.com/private/x']);
    expect(run.stdout).toBe(
      'ALLOWED  https://example.com/private/x  (no rule matched)  (group of *)\n' +
      '    Allowed (Bing). A lenient parser, as Google\'s, would block it: line 2 `Disalow: /private`\n',
    );
    const yandex = await runCli(['check', robots, '--ua', 'YandexBot', 'https://example.com/private/x']);
    expect(yandex.stdout).toBe('ALLOWED  https://example.com/private/x  (no rule matched)  (group of *)\n');
  });

  it('says bingbot\'s answer is in doubt where its Crawl-delay-only group joins the * group below (Bing does not document where its user-agent lines end)', async () => {
    // Before: "BLOCKED  https://example.com/page  line 5: Disallow: /" and nothing more.
    const robots = join(tempFiles({ 'r.txt': 'User-agent: bingbot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /\n' }), 'r.txt');
    const run = await runCli(['check', robots, '--ua', 'bingbot', 'https://example.com/page']);
    expect(run.stdout).toBe(
      'BLOCKED  https://example.com/page  line 5: Disallow: /  (group of bingbot)\n' +
      '    Blocked (Bing). A parser that ends a list of user-agent lines at a Crawl-delay or another line that is no rule, giving the lines above it a group of their own, would allow it (no rule decides there).' +
      " Bing's reading runs user-agent lines on past such a line to the next Allow or Disallow, as Google's parser does and RFC 9309 (2.2.4) has it, so the crawlers named above it get the rules of the group below." +
      " Bing honours Crawl-delay as part of a crawler's group, but whether a Crawl-delay closes the user-agent lines above it, Bing does not document.\n",
    );
    const json = JSON.parse((await runCli(['check', robots, '--ua', 'bingbot,Googlebot', '--json', 'https://example.com/page'])).stdout);
    expect(json.records.map((r: { crawler: string; verdict: string; lenient: unknown }) => [r.crawler, r.verdict, r.lenient])).toEqual([
      ['bingbot', 'blocked', { verdict: 'allowed', line: 0, rule: null, cause: 'group-break' }],
      ['Googlebot', 'blocked', null],
    ]);
  });

  it('says YandexBot\'s answer is in doubt where a blank line stands between its User-agent line and its rules (Yandex\'s help and its library part)', async () => {
    // Before: "BLOCKED  https://example.com/page  line 3: Disallow: /" and nothing more.
    const robots = join(tempFiles({ 'r.txt': 'User-agent: YandexBot\n\nDisallow: /\n' }), 'r.txt');
    const run = await runCli(['check', robots, '--ua', 'YandexBot', 'https://example.com/page']);
    expect(run.stdout).toContain('BLOCKED  https://example.com/page  line 3: Disallow: /');
    expect(run.stdout).toContain("    Blocked (Yandex). Yandex's help, which takes a blank line after User-agent as the end of the group (the robots named above it then get no rule), would allow it (no rule decides there).");
    expect(run.stdout).toContain('gives a blank line after User-agent as its likely cause (error-dictionary/robots-txt)');
    const json = JSON.parse((await runCli(['check', robots, '--ua', 'YandexBot,Googlebot', '--json', 'https://example.com/page'])).stdout);
    expect(json.records.map((r: { crawler: string; verdict: string; lenient: unknown }) => [r.crawler, r.verdict, r.lenient])).toEqual([
      ['YandexBot', 'blocked', { verdict: 'allowed', line: 0, rule: null, cause: 'blank-line' }],
      ['Googlebot', 'allowed', null],
    ]);
  });

  it('says GPTBot\'s answer is in doubt where a Crawl-delay stands between its user-agent line and Applebot\'s (tester3 F16)', async () => {
    // Before: "lenient": null for GPTBot, where bingbot in the same place was in doubt.
    const robots = join(tempFiles({ 'r.txt': 'User-agent: GPTBot\nCrawl-delay: 5\nUser-agent: Applebot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n' }), 'r.txt');
    const json = JSON.parse((await runCli(['check', robots, '--ua', 'GPTBot,Applebot', '--json', 'https://www.example.com/'])).stdout);
    expect(json.records.map((r: { crawler: string; verdict: string; line: number; lenient: unknown }) => [r.crawler, r.verdict, r.line, r.lenient])).toEqual([
      ['GPTBot', 'blocked', 4, { verdict: 'allowed', line: 0, rule: null, cause: 'group-break' }],
      ['Applebot', 'blocked', 4, null],
    ]);
  });

  it('says a file in Latin-1 bytes leaves GPTBot, bingbot and YandexBot unsure where a rule with such bytes decides (tester3 F13), and Googlebot sure', async () => {
    // Before: ALLOWED with no doubt line for every crawler.
    const latin1 = join(import.meta.dirname, '../../testdata/encodings/latin1-rule.txt');
    const url = 'https://www.opentext.com/Notre-soci%C3%A9t%C3%A9/Press-Releases/Red-Oxygen-Press-Kit1';
    const run = await runCli(['check', latin1, '--ua', 'GPTBot', url]);
    expect(run.stdout).toBe(
      `ALLOWED  ${url}  (no rule matched)\n` +
      '    Allowed (RFC 9309). A parser that decodes the file as Windows-1252 would block it: line 3 `Disallow: /Notre-société/Press-Releases/Red-Oxygen-Press-Kit*`\n',
    );
    const json = JSON.parse((await runCli(['check', latin1, '--ua', 'Googlebot,GPTBot,bingbot,YandexBot', '--json', url])).stdout);
    const doubt = { verdict: 'blocked', line: 3, rule: 'Disallow: /Notre-société/Press-Releases/Red-Oxygen-Press-Kit*', cause: 'windows-1252' };
    expect(json.records.map((r: { crawler: string; verdict: string; lenient: unknown }) => [r.crawler, r.verdict, r.lenient])).toEqual([
      ['Googlebot', 'allowed', null], ['GPTBot', 'allowed', doubt], ['bingbot', 'allowed', doubt], ['YandexBot', 'allowed', doubt],
    ]);
  });

  it('keeps Google\'s reading for Googlebot: a misspelt Disallow still blocks it, with no hint (issue 29 §1)', async () => {
    const robots = join(tempFiles({ 'r.txt': 'User-agent: *\nDisalow: /private\n' }), 'r.txt');
    const run = await runCli(['check', robots, '--ua', 'Googlebot', 'https://example.com/private/x']);
    expect(run.stdout).toBe('BLOCKED  https://example.com/private/x  line 2: Disalow: /private\n');
    expect(run.code).toBe(1);
  });

  it('never checks a line that is no URL or path as `/`: it says why and exits 2 (issue 23 §3)', async () => {
    const run = await runCli(['check', file, '--ua', 'Googlebot', '/private/a', 'not a url', 'http://[bad']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe(
      'NOT CHECKED  not a url  (not a URL or a path: a URL starts with https://, a path with /.)\n' +
      'NOT CHECKED  http://[bad  ("[bad" is no host a browser can open, so no crawler requests this URL: check the part after //.)\n',
    );
  });

  it('checks a URL as a browser requests it, percent-encoded, and says "compared as" (issue 23 §3)', async () => {
    const robots = join(tempFiles({ 'r.txt': 'User-agent: *\nDisallow: /b/Cámaras\n' }), 'r.txt');
    const run = await runCli(['check', robots, '--ua', 'Googlebot', 'https://www.ebay.com/b/Cámaras-digitales', 'https://www.ebay.com/b/x']);
    expect(run.stdout).toBe(
      'BLOCKED  https://www.ebay.com/b/Cámaras-digitales  line 2: Disallow: /b/Cámaras\n' +
      '    compared as /b/C%C3%A1maras-digitales: the URL as a browser or crawler requests it (percent-encoded)\n' +
      'ALLOWED  https://www.ebay.com/b/x                  (no rule matched)\n',
    );
    expect(run.code).toBe(1);
    const json = JSON.parse((await runCli(['check', robots, '--ua', 'Googlebot', '--json', '/b/Cámaras x'])).stdout);
    expect(json.records[0]).toMatchObject({ url: '/b/Cámaras x', verdict: 'blocked', allowed: false, path: '/b/C%C3%A1maras%20x', comparedAs: '/b/C%C3%A1maras%20x' });
  });

  it('says /robots.txt itself is always allowed under RFC 9309 (2.2.2), not that no rule matched; Google\'s reading blocks it by its rule', async () => {
    const robots = join(tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /\n' }), 'robots.txt');
    const url = 'https://example.com/robots.txt';
    const rfc = await runCli(['check', robots, '--ua', 'SomeBot', '--profile', 'rfc9309', url]);
    expect(rfc.stdout).toBe(`ALLOWED  ${url}  (/robots.txt itself is always allowed)\n`);
    expect(rfc.code).toBe(0);
    const json = JSON.parse((await runCli(['check', robots, '--ua', 'SomeBot', '--profile', 'rfc9309', '--json', url])).stdout);
    expect(json.records[0]).toMatchObject({ verdict: 'allowed', line: 0, rule: null, tieBreak: 'robots-txt', reading: 'rfc9309' });
    // GPTBot is read by RFC 9309 by default; no group names it and there is no * group: still the exception decides.
    const none = join(tempFiles({ 'robots.txt': 'User-agent: Foo\nDisallow: /\n' }), 'robots.txt');
    expect((await runCli(['check', none, '--ua', 'GPTBot', url])).stdout).toBe(`ALLOWED  ${url}  (/robots.txt itself is always allowed)\n`);
    // Google's matcher has no such exception (robots.cc): its rule decides.
    const google = await runCli(['check', robots, '--ua', 'Googlebot', url]);
    expect(google.stdout).toBe(`BLOCKED  ${url}  line 2: Disallow: /\n`);
  });

  it('exits 0 and names no rule when nothing matched', async () => {
    const run = await runCli(['check', file, '--ua', 'Googlebot', 'https://x.test/public']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ALLOWED {2}https:\/\/x\.test\/public {2}\(no rule matched\)\n$/);
  });

  it('exits 1 and names the deciding line and rule when a URL is blocked', async () => {
    const run = await runCli(['check', file, '--ua', 'Googlebot', 'https://x.test/private/a']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^BLOCKED {2}https:\/\/x\.test\/private\/a {2}line 3: Disallow: \/private\n$/);
  });

  it('prints one line per URL, in order, and exits 1 when any is blocked', async () => {
    const urls = ['https://x.test/private/public/p', 'https://x.test/private/b'];
    const run = await runCli(['check', file, '--ua', 'googlebot', ...urls]);
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^ALLOWED .*line 4: Allow: \/private\/public$/);
    expect(lines[1]).toMatch(/^BLOCKED .*line 3: Disallow: \/private$/);
  });

  it('checks each crawler of a repeated or comma-separated --ua, as diff and coverage do, each answer naming its crawler', async () => {
    // Read as a raw token chain, `--ua GPTBot --ua Googlebot` answered Googlebot's "allowed"
    // alone, exit 0, naming neither: GPTBot, which the * group blocks, was never asked about.
    const repeated = await runCli(['check', file, '--ua', 'GPTBot', '--ua', 'Googlebot', 'https://x.test/private/public', 'https://x.test/img.png']);
    expect(repeated.stdout).toBe(
      'BLOCKED  GPTBot     https://x.test/private/public  line 7: Disallow: /\n' +
      'ALLOWED  Googlebot  https://x.test/private/public  line 4: Allow: /private/public\n' +
      'BLOCKED  GPTBot     https://x.test/img.png         line 7: Disallow: /\n' +
      'ALLOWED  Googlebot  https://x.test/img.png         (no rule matched)\n',
    );
    expect(repeated.code).toBe(1);
    const commas = await runCli(['check', file, '--ua', 'GPTBot,Googlebot', 'https://x.test/private/public', 'https://x.test/img.png']);
    expect(commas).toEqual(repeated);
    // Each keeps its documented semantics: Googlebot-Image obeys the Googlebot group.
    const json = JSON.parse((await runCli(['check', file, '--ua', 'Googlebot-Image,AdsBot-Google', '--json', 'https://x.test/private/a'])).stdout);
    expect(json.records).toMatchObject([
      { crawler: 'Googlebot-Image', verdict: 'blocked', line: 3, crawlerRule: 'chain-fallback', chain: ['Googlebot-Image', 'Googlebot', '*'] },
      { crawler: 'AdsBot-Google', verdict: 'allowed', line: 0, crawlerRule: 'ignores-global' },
    ]);
  });

  it('reads a --urls list saved as UTF-16 with its byte order mark (Excel\'s "Unicode Text", Windows PowerShell\'s >)', async () => {
    // Before, read as UTF-8: "holds a control character" for every line, nothing checked, exit 2.
    const list = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('https://x.test/private/a\r\nhttps://x.test/private/public\r\n', 'utf16le')]);
    const urls = join(tempFiles({ 'urls.txt': list }), 'urls.txt');
    const run = await runCli(['check', file, '--ua', 'Googlebot', '--urls', urls]);
    expect(run.stdout).toBe(
      'BLOCKED  https://x.test/private/a       line 3: Disallow: /private\n' +
      'ALLOWED  https://x.test/private/public  line 4: Allow: /private/public\n',
    );
    expect(run.code).toBe(1);
  });

  it('reads one --ua as the app reads its User-agent field: a known crawler keeps its fallback', async () => {
    const image = await runCli(['check', file, '--ua', 'Googlebot-Image', '--json', 'https://x.test/img.png']);
    expect(image.code).toBe(0);
    expect(JSON.parse(image.stdout).records[0].agent).toBe('Googlebot');
    const header = await runCli(['check', file, '--ua', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'https://x.test/private/a']);
    expect(header.code).toBe(1);
    expect(header.stdout).toContain('line 3: Disallow: /private');
  });

  it('answers at once for an --ua of 80,000 letters with no "/" (the regex reader took 7.3 s; issue 12 §2)', async () => {
    const run = await runCli(['check', file, '--ua', 'a'.repeat(80_000), 'https://x.test/private/a']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('line 7: Disallow: /');
  });

  it('checks a crawler named once with its documented semantics; --json gives the chain tried (issue 8 §2)', async () => {
    const star = join(tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /\n' }), 'robots.txt');
    const ads = await runCli(['check', star, '--ua', 'AdsBot-Google', 'https://x.test/landing']);
    expect(ads.code).toBe(0);
    expect(ads.stdout).toBe('ALLOWED  https://x.test/landing  (AdsBot-Google ignores the * group, and no group names it: allowed.)\n');
    const json = await runCli(['check', file, '--ua', 'Googlebot-Image', '--json', 'https://x.test/img.png', 'https://x.test/private/a']);
    const results = JSON.parse(json.stdout).records;
    expect(results.map((r: { chain: string[] }) => r.chain)).toEqual([['Googlebot-Image', 'Googlebot', '*'], ['Googlebot-Image', 'Googlebot', '*']]);
    expect(results[1]).toMatchObject({ crawler: 'Googlebot-Image', verdict: 'blocked', line: 3, crawlerRule: 'chain-fallback', agent: 'Googlebot' });
  });

  it('says on standard error which token it read from a header that names no known crawler, and why', async () => {
    const run = await runCli(['check', file, '--ua', 'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)', 'https://x.test/a']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('robotscope: --ua read as "SemrushBot": no crawler in the registry has this name, so it is checked as written, read as the product named after "compatible;"\n');
    const known = await runCli(['check', file, '--ua', 'Googlebot', 'https://x.test/a']);
    expect(known.stderr).toBe('');
  });

  it('says what the registry adds: robots.txt does not govern Feedfetcher', async () => {
    const run = await runCli(['check', file, '--ua', 'FeedFetcher-Google; (+http://www.google.com/feedfetcher.html)', 'https://x.test/feed.xml']);
    // Neither allowed nor blocked by the file, as the app's grid says: never counted as blocked.
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^NOT GOVERNED {2}https:\/\/x\.test\/feed\.xml {2}line 7: Disallow: \/\n {4}Google says robots.txt does not govern FeedFetcher-Google/);
    // With a URL the file blocks for a governed crawler, the exit says so.
    const both = await runCli(['check', file, '--ua', 'SomeBot', 'https://x.test/feed.xml']);
    expect(both.code).toBe(1);
  });

  it('prints the records of the app\'s files for --json: every column of core RESULT_COLUMNS, named alike, with a version (issue 24 §1)', async () => {
    const urls = ['https://x.test/private/a', 'https://x.test/ok'];
    const run = await runCli(['check', file, '--ua', 'Googlebot', '--json', ...urls]);
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ robotscope: 'check', version: RESULTS_VERSION });
    const results = json.records;
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      url: urls[0], crawler: 'Googlebot', verdict: 'blocked', allowed: false, line: 3, rule: 'Disallow: /private', groupLine: 2, path: '/private/a',
      groupReason: 'named', tieBreak: 'only-match', crawlerRule: 'own-group', reading: 'google', notes: [],
    });
    expect(results[1]).toMatchObject({ url: urls[1], verdict: 'allowed', allowed: true, line: 0, rule: null });
    expect(Object.keys(results[0])).toEqual(RESULT_COLUMNS.map((c) => c.name));
  });

  it('reads the file from standard input for -', async () => {
    const run = await runCli(['check', '-', '--ua', 'Bingbot', 'https://x.test/anything'], ROBOTS);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('line 7: Disallow: /');
  });

  it('exits 2 with a clear message when the file cannot be read', async () => {
    const run = await runCli(['check', 'no-such-robots.txt', '--ua', 'Googlebot', 'https://x.test/']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("robotscope: cannot read 'no-such-robots.txt': no such file\n");
    expect(run.stdout).toBe('');
  });

  it('--profile yandex and --profile bing answer as those crawlers document (issue 29 §2)', async () => {
    // Yandex: an empty Disallow is Allow: /, as long as Disallow: /, and Allow wins the tie; Bing (Google's matcher) blocks.
    const robots = join(tempFiles({ 'y.txt': 'User-agent: *\nDisallow:\nDisallow: /\n' }), 'y.txt');
    const yandex = await runCli(['check', robots, '--ua', 'YandexBot', '--profile', 'yandex', 'https://x.test/a']);
    expect(yandex.stdout).toMatch(/^ALLOWED {2}https:\/\/x\.test\/a {2}line 2: Disallow:/);
    const bing = await runCli(['check', robots, '--ua', 'bingbot', '--profile', 'bing', 'https://x.test/a']);
    expect(bing.stdout).toMatch(/^BLOCKED {2}https:\/\/x\.test\/a {2}line 3: Disallow: \//);
  });

  it('exits 2 for an unknown profile', async () => {
    const run = await runCli(['check', file, '--ua', 'Googlebot', '--profile', 'baidu', 'https://x.test/']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown profile 'baidu'");
  });

  it('exits 2 without --ua, without a URL, or with an unknown flag', async () => {
    for (const args of [
      ['check', file, 'https://x.test/'],
      ['check', file, '--ua', 'Googlebot'],
      ['check', file, '--ua', 'Googlebot', '--verbose', 'https://x.test/'],
      ['check'],
    ]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(/^robotscope: /);
    }
  });

  it('applies the chosen profile (draft1996: the first matching rule decides)', async () => {
    const robots = 'User-agent: *\nDisallow: /a\nAllow: /a/b\n';
    const google = await runCli(['check', '-', '--ua', 'x', 'https://x.test/a/b'], robots);
    const draft = await runCli(['check', '-', '--ua', 'x', '--profile', 'draft1996', 'https://x.test/a/b'], robots);
    expect(google.code).toBe(0);
    expect(draft.code).toBe(1);
  });

  it('reads a file over 500 KiB as Googlebot does, the first 512,000 bytes; --whole-file reads all of it', async () => {
    // The cut falls right after `Disallow: /priv` (line 3); line 4 is never read.
    const head = 'User-agent: *\n';
    const robots = `${head}#${'x'.repeat(512_000 - head.length - 17)}\nDisallow: /private\nDisallow: /late\n`;
    const cut = await runCli(['check', '-', '--ua', 'Googlebot', 'https://x.test/privacy', 'https://x.test/late'], robots);
    expect(cut.code).toBe(1);
    const lines = cut.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe("# Googlebot's verdicts: the file is over 500 KiB and Googlebot reads only its first 512,000 bytes (--whole-file reads it all)");
    // The deciding line as Googlebot read it: cut short, not the whole line of the file.
    expect(lines[1]).toMatch(/^BLOCKED .*line 3: Disallow: \/priv$/);
    expect(lines[2]).toMatch(/^ALLOWED .*\(no rule matched\)/);
    const whole = await runCli(['check', '-', '--ua', 'Googlebot', '--whole-file', '--json', 'https://x.test/privacy', 'https://x.test/late'], robots);
    expect(JSON.parse(whole.stdout).records.map((v: { allowed: boolean; line: number }) => [v.allowed, v.line])).toEqual([[true, 0], [false, 4]]);
  });

  it('bingbot and GPTBot on `Disallow: /%70rivate`: each answer hangs on how %-escapes are compared, said so (issue 29)', async () => {
    // Before: bingbot "ALLOWED" with nothing more; GPTBot's doubt put down to "a lenient parser".
    const run = await runCli(['check', '-', '--ua', 'bingbot', '--ua', 'GPTBot', 'https://x.test/private'], PERCENT);
    const why = ' RFC 9309 (2.2.2) puts the URL\'s path and the rule in one form before comparing (an escape\'s hex digits in capitals, %e3 as %E3; an escaped unreserved character as itself, %70 as p); Google\'s parser compares the URL\'s path as written: which this crawler does, nobody documents.';
    expect(run.stdout.split('\n').filter((l) => l.startsWith('    '))).toEqual([
      `    Allowed (Bing). A parser that puts %-escapes in one form before comparing (%e3 as %E3, %70 as p), as RFC 9309 (2.2.2) has it, would block it: line 2 \`Disallow: /%70rivate\`.${why}`,
      `    Blocked (RFC 9309). A parser that compares the URL's %-escapes as written, as Google's does, would allow it (no rule decides there).${why}`,
    ]);
    const json = JSON.parse((await runCli(['check', '-', '--ua', 'bingbot', '--json', 'https://x.test/private'], PERCENT)).stdout);
    expect(json.records[0].lenient).toEqual({ verdict: 'blocked', line: 2, rule: 'Disallow: /%70rivate', cause: 'percent-encoding' });
  });

  it('YandexBot on a robots.txt over 500 KB (corpus 0055, 852,930 bytes): allowed, Yandex\'s words quoted; between 500,000 and 512,000 bytes in doubt', async () => {
    // Before: "BLOCKED ... line 5", with no doubt.
    const oracle = join(import.meta.dirname, '../../testdata/corpus/0055_docs.oracle.com.txt');
    const run = await runCli(['check', oracle, '--ua', 'YandexBot', 'https://docs.oracle.com/cds/x']);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd()).toBe(
      'ALLOWED  https://docs.oracle.com/cds/x  (The file is over 500 KB, so YandexBot takes the site as open and every URL is allowed: ' +
      'Yandex\'s help says "Yandex robots correctly process robots.txt, if: The file size doesn\'t exceed 500 KB." and ' +
      '"If the file doesn\'t meet the requirements, the site is considered open for indexing." (https://yandex.com/support/webmaster/en/controlling-robot/robots-txt).)',
    );
    const json = JSON.parse((await runCli(['check', '-', '--ua', 'YandexBot', '--json', 'https://x.test/private/a'], yandexFileOf(505_000))).stdout);
    expect(json.records[0]).toMatchObject({ allowed: false, line: 2, lenient: { verdict: 'allowed', line: 0, rule: null, cause: 'size-unit' } });
  });

  it('Applebot on corpus 0055 (docs.oracle.com), the cut inside line 19134: Googlebot\'s answer, in doubt, as Apple documents no size limit; Googlebot not', async () => {
    // Before: "BLOCKED  Applebot ... line 19134: Disallow: /html/E" with no doubt mark, as Googlebot.
    const oracle = join(import.meta.dirname, '../../testdata/corpus/0055_docs.oracle.com.txt');
    const url = 'https://docs.oracle.com/html/E99999_01/x';
    const run = await runCli(['check', oracle, '--ua', 'Applebot', '--ua', 'Googlebot', url]);
    expect(run.stdout.split('\n').slice(1, 4)).toEqual([
      `BLOCKED  Applebot   ${url}  line 19134: Disallow: /html/E  (group of *)`,
      '    Blocked (Google). A crawler that reads on past the first 500 KiB, the whole file, would allow it (no rule decides there). ' +
      'Google documents that its own crawlers read only the first 500 KiB (512,000 bytes); this crawler\'s operator documents that it follows ' +
      'Googlebot\'s rules, not that it stops there, and RFC 9309 (2.5) lets a crawler read more.',
      `BLOCKED  Googlebot  ${url}  line 19134: Disallow: /html/E`,
    ]);
    const json = JSON.parse((await runCli(['check', oracle, '--ua', 'Applebot', '--json', url])).stdout);
    expect(json.records[0]).toMatchObject({ allowed: false, line: 19134, rule: 'Disallow: /html/E', lenient: { verdict: 'allowed', line: 0, rule: null, cause: 'whole-file' } });
  });

  it('GPTBot, read by RFC 9309, on a file over 500 KiB: the answer past the cut is in doubt for the size limit, quoted as read there (issue 29)', async () => {
    // Before: "A lenient parser, as Google's, would block it: line 5 `Disallow: /private-docs/`", the whole line, the wrong cause.
    const { text, cutLine } = overTheLimit();
    const run = await runCli(['check', '-', '--ua', 'GPTBot', 'https://x.test/privacy', 'https://x.test/beyond'], text);
    const lines = run.stdout.trimEnd().split('\n');
    const why = ' RFC 9309 (2.5) has a crawler read at least the first 500 KiB (512,000 bytes) and lets it read more: how far this crawler reads, nobody documents.';
    expect(lines[1]).toBe(`    Allowed (RFC 9309). A crawler that reads only the first 500 KiB of the file, as Googlebot does, would block it: line ${cutLine}, read only as far as byte 512,000, \`Disallow: /priv\`.${why}`);
    expect(lines[2]).toMatch(new RegExp(`^BLOCKED .*line ${cutLine + 1}: Disallow: /beyond$`));
    expect(lines[3]).toBe(`    Blocked (RFC 9309). A crawler that reads only the first 500 KiB of the file, as Googlebot does, would allow it (no rule decides there).${why}`);
    const json = JSON.parse((await runCli(['check', '-', '--ua', 'GPTBot', '--json', 'https://x.test/privacy'], text)).stdout);
    expect(json.records[0].lenient).toEqual({ verdict: 'blocked', line: cutLine, rule: 'Disallow: /priv', cause: 'size-limit' });
  });
});


describe('robotscope check, a robots.txt in GBK (review16 §2)', () => {
  it('gives GPTBot the doubt that a parser decoding the file as Chinese text blocks /管理/ by line 4, and Googlebot none', async () => {
    const gbk = join(REPO_ROOT, 'testdata/encodings/gbk.txt');
    const run = await runCli(['check', gbk, '--ua', 'GPTBot,Googlebot', 'https://e.com/管理/x']);
    expect(run.stdout.split('\n').filter((l) => !l.includes('compared as'))).toEqual([
      'ALLOWED  GPTBot     https://e.com/管理/x  (no rule matched)',
      '    Allowed (RFC 9309). A parser that decodes the file as Chinese, Japanese or Korean text (GBK, Big5, EUC-KR or EUC-JP) would block it: line 4 `Disallow: /管理/`',
      'ALLOWED  Googlebot  https://e.com/管理/x  (no rule matched)',
      '',
    ]);
  });
});

describe('robotscope check --urls, a list holding "�" of its own (review16 §5)', () => {
  it('checks that URL as a browser requests it (%EF%BF%BD); before, it was not checked as "bytes that were not read as text"', async () => {
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /%EF%BF%BD\n', 'urls.txt': 'https://e.com/\ufffd-real\nhttps://e.com/ok\n' });
    const run = await runCli(['check', join(dir, 'robots.txt'), '--ua', 'Googlebot', '--urls', join(dir, 'urls.txt')]);
    expect([run.code, run.stdout]).toEqual([1, 'BLOCKED  https://e.com/%EF%BF%BD-real  line 2: Disallow: /%EF%BF%BD\nALLOWED  https://e.com/ok              (no rule matched)\n']);
  });
});

describe('robotscope check on a Node built with small ICU (review16 §10)', () => {
  const SMALL_ICU = { nodeArgs: ['--import', pathToFileURL(join(REPO_ROOT, 'testdata/small-icu.mjs')).href] };
  const NOTE = 'robotscope: note: this Node has no GBK, Big5, EUC-KR or EUC-JP decoder (it was built with small ICU), so the file is not read in those encodings here: where the page and a Node with full ICU say "readings disagree" for a crawler not read as Google, this may give its answer without that doubt, or with another.\n';

  it('says once, for all the answers, that it cannot read a GBK file as the page does; before, it gave other words than the page without a word', async () => {
    const gbk = join(REPO_ROOT, 'testdata/encodings/gbk.txt');
    const run = await runCli(['check', gbk, '--ua', 'GPTBot,bingbot', 'https://e.com/管理/x', 'https://e.com/x'], undefined, SMALL_ICU);
    expect(run.stderr).toBe(NOTE);
    expect(run.stdout).not.toContain('readings disagree');
  });

  it('says nothing of a UTF-8 file there, nor of the GBK file where the decoders are', async () => {
    expect((await runCli(['check', join(REPO_ROOT, 'testdata/encodings/gbk.txt'), '--ua', 'GPTBot', 'https://e.com/x'])).stderr).toBe('');
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /管理/\n' });
    expect((await runCli(['check', join(dir, 'robots.txt'), '--ua', 'GPTBot', 'https://e.com/x'], undefined, SMALL_ICU)).stderr).toBe('');
  });
});
