/**
 * robotscope check: each crawler read as its operator documents, and where its answer is in
 * doubt (another reading, a BOM, the size limit, bytes in another encoding). The command's
 * input, output and exits: check.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { overTheLimit, PERCENT, yandexFileOf } from '../core/doubtFiles.test-helper.ts';
import { runCli, tempFiles } from './run-cli.test-helper.ts';
import { REPO_ROOT } from './conformance-cases.ts';

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
    // Before: "takes a blank line after User-agent", naming none.
    expect(run.stdout).toContain("    Blocked (Yandex). Yandex's help, which takes the blank line after User-agent, line 2, as the end of the group (the robots named above it then get no rule), would allow it (no rule decides there).");
    expect(run.stdout).toContain('gives a blank line after User-agent as its likely cause (error-dictionary/robots-txt)');
    const json = JSON.parse((await runCli(['check', robots, '--ua', 'YandexBot,Googlebot', '--json', 'https://example.com/page'])).stdout);
    expect(json.records.map((r: { crawler: string; verdict: string; lenient: unknown }) => [r.crawler, r.verdict, r.lenient])).toEqual([
      ['YandexBot', 'blocked', { verdict: 'allowed', line: 0, rule: null, cause: 'blank-line', blankLine: 2 }],
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

describe('robotscope on a robots.txt with Hong Kong letters (HKSCS), review19 M1', () => {
  const hk = join(REPO_ROOT, 'testdata/encodings/big5-hkscs.txt');

  it('lint names Big5 (before: GBK alone, here and on the page), and check reads the file as Big5 for GPTBot\'s doubt', async () => {
    const lint = await runCli(['lint', hk]);
    expect(lint.stdout).toContain('read as Chinese, Japanese or Korean text in GBK or Big5, and which one, the bytes do not tell');
    const run = await runCli(['check', hk, '--ua', 'GPTBot', 'https://e.com/喺度/x', 'https://e.com/𨋢/x']);
    // Before, GBK's reading alone (濚 for 喺度): both URLs allowed, sure.
    expect(run.stdout.split('\n').filter((l) => l.startsWith('    Allowed'))).toEqual([
      '    Allowed (RFC 9309). A parser that decodes the file as Chinese, Japanese or Korean text (GBK, Big5, EUC-KR or EUC-JP) would block it: line 3 `Disallow: /喺度/`',
      '    Allowed (RFC 9309). A parser that decodes the file as Chinese, Japanese or Korean text (GBK, Big5, EUC-KR or EUC-JP) would block it: line 4 `Disallow: /𨋢/`',
    ]);
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
