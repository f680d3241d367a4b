/** `robotscope test`: the CI gate, run as CI runs it (the real bin, exit codes, a JUnit file). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

const ROBOTS = [
  'User-agent: *', //           1
  'Disallow: /check', //        2
  '', //                        3
  'User-agent: GPTBot', //      4
  'Disallow: /', //             5
  '',
].join('\n');

const HOLDING = [
  { url: 'https://shop.test/', crawler: 'Googlebot', expect: 'allowed' },
  { url: 'https://shop.test/', crawler: 'GPTBot', expect: 'blocked' },
];
const BREAKING = [...HOLDING, { url: 'https://shop.test/checkout/<a&b>', crawler: 'Googlebot', expect: 'allowed' }];

/** `robotscope test` run on a robots.txt and expectations written to a fresh folder: the folder, the arguments and the run. */
async function testOf(robots: string, expectations: object[]) {
  const files = tempFiles({ 'r.txt': robots, 'e.json': JSON.stringify(expectations) });
  const args = ['test', join(files, 'r.txt'), '--expect', join(files, 'e.json')];
  return { files, args, run: await runCli(args) };
}

let dir: string;
beforeAll(() => {
  dir = tempFiles({
    'robots.txt': ROBOTS,
    'staging.txt': 'User-agent: *\nDisallow: /\n',
    'holding.json': JSON.stringify({ robotscope: 'expectations', version: 1, expectations: HOLDING }),
    'breaking.json': JSON.stringify(BREAKING),
    'bad.json': '{"expectations": [{"url": "/", "crawler": "*", "expect": "maybe"}]}',
    'no-url.json': JSON.stringify([...HOLDING, { url: 'shop.test/checkout', crawler: 'Googlebot', expect: 'allowed' }, { url: 'ftp://shop.test/a', crawler: 'Googlebot', expect: 'allowed' }]),
  });
});

const at = (name: string) => join(dir, name);

describe('robotscope test', () => {
  it('never checks an expectation whose URL is no URL or path as `/`: it says why and exits 2 (issue 23 §3)', async () => {
    const run = await runCli(['test', at('robots.txt'), '--expect', at('no-url.json')]);
    expect(run.stdout).toBe(
      'NOT CHECKED  shop.test/checkout  (no scheme: write https://shop.test/checkout (or the path alone, starting with /).)\n' +
      'NOT CHECKED  ftp://shop.test/a  (a ftp: URL: web crawlers fetch http: and https: URLs, and robots.txt rules are tested for those.)\n',
    );
    expect(run.code).toBe(2);
  });

  it('exits 0 and says so when every expectation holds', async () => {
    const run = await runCli(['test', at('robots.txt'), '--expect', at('holding.json')]);
    expect(run.stdout).toBe('All 2 expectations hold\n');
    expect(run.code).toBe(0);
  });

  it('exits 1 with one line per failing expectation: what was expected, what decided instead', async () => {
    const run = await runCli(['test', at('robots.txt'), '--expect', at('breaking.json')]);
    expect(run.stdout).toBe(
      'FAIL  Googlebot  https://shop.test/checkout/<a&b>  expected allowed, got blocked by line 2: Disallow: /check\n' +
      '    compared as /checkout/%3Ca&b%3E: the URL as a browser or crawler requests it (percent-encoded)\n' +
      '1 of 3 expectations fails\n',
    );
    expect(run.code).toBe(1);
  });

  it('checks each URL as a browser requests it, percent-encoded, and says "compared as" (issue 23 §3)', async () => {
    const file = join(tempFiles({
      'r.txt': 'User-agent: *\nDisallow: /b/Cámaras\n',
      'e.json': JSON.stringify([{ url: 'https://www.ebay.com/b/Cámaras-digitales', crawler: 'Googlebot', expect: 'allowed' }]),
    }), 'r.txt');
    const run = await runCli(['test', file, '--expect', file.replace(/r\.txt$/, 'e.json')]);
    expect(run.stdout).toBe(
      'FAIL  Googlebot  https://www.ebay.com/b/Cámaras-digitales  expected allowed, got blocked by line 2: Disallow: /b/Cámaras\n' +
      '    compared as /b/C%C3%A1maras-digitales: the URL as a browser or crawler requests it (percent-encoded)\n' +
      'The expectation fails\n',
    );
  });

  it('catches a staging "Disallow: /" shipped to production', async () => {
    const run = await runCli(['test', at('staging.txt'), '--expect', at('holding.json')]);
    expect(run.stdout).toContain('FAIL  Googlebot  https://shop.test/  expected allowed, got blocked by line 2: Disallow: /');
    expect(run.code).toBe(1);
  });

  it('writes a JUnit report a CI system reads: one test case per expectation, failures marked', async () => {
    const out = at('report.xml');
    const run = await runCli(['test', at('robots.txt'), '--expect', at('breaking.json'), '--junit', out]);
    expect(run.code).toBe(1);
    const xml = readFileSync(out, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'testcase' }).parse(xml);
    const suite = doc.testsuites.testsuite;
    expect(suite).toMatchObject({ tests: '3', failures: '1' });
    expect(suite.testcase.map((c: { name: string }) => c.name)).toEqual([
      'Googlebot must be allowed: https://shop.test/',
      'GPTBot must be blocked: https://shop.test/',
      'Googlebot must be allowed: https://shop.test/checkout/<a&b>',
    ]);
    expect(suite.testcase[2].failure.message).toBe('expected allowed, got blocked by line 2: Disallow: /check');
    expect(suite.testcase[0].failure).toBeUndefined();
  });

  it('keeps the report well-formed whatever bytes the robots.txt holds', async () => {
    // It fails (a browser requests `<>` as %3C%3E, which the rule's raw `<>` does not match),
    // and its report holds a C1 control and `]]>`. A C0 control such as U+0001 in a URL is
    // refused, never checked.
    const files = tempFiles({ 'r.txt': 'User-agent: *\nDisallow: /\u0085]]></x>\n# \u0001\n', 'e.json': '[{"url": "/\\u0085]]></x>", "crawler": "*", "expect": "blocked"}]' });
    const out = join(files, 'r.xml');
    const run = await runCli(['test', join(files, 'r.txt'), '--expect', join(files, 'e.json'), '--junit', out]);
    expect(run.code).toBe(1);
    const xml = readFileSync(out, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('/\\u0085]]&gt;&lt;/x&gt;');
  });

  it('names no test case with a raw bidi override or C1 control (issue 28 §3)', async () => {
    const files = tempFiles({ 'r.txt': 'User-agent: *\nDisallow: /\n', 'e.json': '[{"url": "/gpj.\u202eexe", "crawler": "Google\u009bbot", "expect": "allowed"}]' });
    const out = join(files, 'r.xml');
    await runCli(['test', join(files, 'r.txt'), '--expect', join(files, 'e.json'), '--junit', out]);
    const xml = readFileSync(out, 'utf8');
    expect(xml).not.toMatch(/[\u202e\u0080-\u009f]/);
    expect(xml).toContain('name="Google\\u009bbot must be allowed: /gpj.\\u202eexe"');
  });

  it('gives every result as JSON with --json', async () => {
    const run = await runCli(['test', at('robots.txt'), '--expect', at('breaking.json'), '--json']);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ profile: 'documented', total: 3, failed: 1 });
    expect(report.results[2]).toMatchObject({ pass: false, got: 'blocked', line: 2, rule: 'Disallow: /check', chain: ['Googlebot', '*'] });
  });

  it('says a failing expectation on /robots.txt read by RFC 9309 got allowed because /robots.txt itself is always allowed, not that no rule matched', async () => {
    const files = tempFiles({
      'r.txt': 'User-agent: *\nDisallow: /\n',
      'e.json': JSON.stringify([{ url: '/robots.txt', crawler: 'GPTBot', expect: 'blocked' }, { url: '/robots.txt', crawler: 'Googlebot', expect: 'blocked' }]),
    });
    const run = await runCli(['test', join(files, 'r.txt'), '--expect', join(files, 'e.json'), '--junit', join(files, 'out.xml')]);
    expect(run.stdout).toBe('FAIL  GPTBot  /robots.txt  expected blocked, got allowed (/robots.txt itself is always allowed)\n1 of 2 expectations fails\n');
    expect(readFileSync(join(files, 'out.xml'), 'utf8')).toContain('got allowed (/robots.txt itself is always allowed)');
  });

  it('says a failing expectation for AdsBot-Google got allowed because it ignores the * group and no group names it, as check says, not that no rule matched', async () => {
    const files = tempFiles({
      'r.txt': 'User-agent: *\nDisallow: /news/top\n',
      'e.json': JSON.stringify([{ url: 'https://dzen.ru/news/top', crawler: 'AdsBot-Google', expect: 'blocked' }]),
    });
    const why = 'AdsBot-Google ignores the * group, and no group names it';
    const run = await runCli(['test', join(files, 'r.txt'), '--expect', join(files, 'e.json'), '--junit', join(files, 'out.xml')]);
    expect(run.stdout).toBe(`FAIL  AdsBot-Google  https://dzen.ru/news/top  expected blocked, got allowed (${why})\nThe expectation fails\n`);
    expect(readFileSync(join(files, 'out.xml'), 'utf8')).toContain(`got allowed (${why})`);
    const check = await runCli(['check', join(files, 'r.txt'), '--ua', 'AdsBot-Google', 'https://dzen.ru/news/top']);
    expect(check.stdout).toBe(`ALLOWED  https://dzen.ru/news/top  (${why}: allowed.)\n`);
  });

  it('checks as --profile says, else as the file says, else as Google: a misspelled key counts for Google alone', async () => {
    const files = tempFiles({
      'r.txt': 'User-agent: *\nDissallow: /private\n',
      'any.json': JSON.stringify([{ url: '/private', crawler: 'Googlebot', expect: 'blocked' }]),
      'rfc.json': JSON.stringify({ robotscope: 'expectations', version: 1, profile: 'rfc9309', expectations: [{ url: '/private', crawler: 'Googlebot', expect: 'blocked' }] }),
    });
    const run = (...args: string[]) => runCli(['test', join(files, 'r.txt'), ...args]);
    expect((await run('--expect', join(files, 'any.json'))).code).toBe(0);
    const rfc = await run('--expect', join(files, 'any.json'), '--profile', 'rfc9309');
    expect(rfc.stdout).toBe('FAIL  Googlebot  /private  expected blocked, got allowed (no rule matched)\nThe expectation fails\n');
    expect(rfc.code).toBe(1);
    expect((await run('--expect', join(files, 'rfc.json'))).code).toBe(1);
    expect((await run('--expect', join(files, 'rfc.json'), '--profile', 'google')).code).toBe(0);
    const bad = await run('--expect', join(files, 'any.json'), '--profile', 'baidu');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/profile/);
  });

  it('says UNSURE where an expectation holds only as the crawler reads a UTF-16 file\'s bytes (corpus 0009): the file is UTF-16, and what GPTBot does with it nobody documents', async () => {
    // Before, GPTBot's "allowed" held in silence: read as bytes the file has no rule; decoded as UTF-16, line 13 blocks.
    const files = tempFiles({
      'e.json': JSON.stringify([
        { url: 'https://store.usps.com/store/cart/x', crawler: 'GPTBot', expect: 'allowed' },
        { url: 'https://store.usps.com/store/cart/x', crawler: 'Googlebot', expect: 'allowed' },
      ]),
    });
    const run = await runCli(['test', join(import.meta.dirname, '../../testdata/corpus/0009_store.usps.com.txt'), '--expect', join(files, 'e.json')]);
    expect(run.stdout).toBe(
      'UNSURE  GPTBot  https://store.usps.com/store/cart/x  holds (allowed) only as its reading has it\n' +
      '    Allowed (RFC 9309). A parser that decodes the file as UTF-16 would block it: line 13 `Disallow: /store/cart/`\n' +
      "All 2 expectations hold; 1 holds only as its crawler's reading has it (readings disagree)\n",
    );
    expect(run.code).toBe(0);
  });

  it('says which expectations hang on a reading nobody documents, held or not, as check says it (issue 29 §1)', async () => {
    // Before, ClaudeBot's "allowed" held in silence and bingbot's failure named no other answer,
    // though `check` says "Allowed (RFC 9309). A lenient parser, as Google's, would block it".
    const { files, args, run } = await testOf('User-agent: *\nDisalow: /\n', [
      { url: '/', crawler: 'ClaudeBot', expect: 'allowed' },
      { url: '/', crawler: 'bingbot', expect: 'blocked' },
      { url: '/', crawler: 'Googlebot', expect: 'blocked' },
    ]);
    expect(run.stdout).toBe(
      'UNSURE  ClaudeBot  /  holds (allowed) only as its reading has it\n' +
      '    Allowed (RFC 9309). A lenient parser, as Google\'s, would block it: line 2 `Disalow: /`\n' +
      'FAIL  bingbot  /  expected blocked, got allowed (no rule matched)\n' +
      '    Allowed (Bing). A lenient parser, as Google\'s, would block it: line 2 `Disalow: /`\n' +
      "1 of 3 expectations fails; 1 holds only as its crawler's reading has it (readings disagree)\n",
    );
    expect(run.code).toBe(1);
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    expect(json.results.map((r: { lenient: unknown }) => r.lenient)).toEqual([
      ...[1, 2].map(() => ({ verdict: 'blocked', line: 2, rule: 'Disalow: /', cause: 'lenient', cutShort: false })), null,
    ]);
    const out = join(files, 'junit.xml');
    await runCli([...args, '--junit', out]);
    const xml = readFileSync(out, 'utf8');
    expect(xml).toContain('<system-out>Readings disagree. Allowed (RFC 9309). A lenient parser, as Google&apos;s, would block it: line 2 `Disalow: /`</system-out>');
    expect(xml).toContain('crawler chain: bingbot -&gt; msnbot -&gt; *\nReadings disagree. Allowed (Bing).');
  });

  it('says an expectation on a crawler the registry lacks, read as its operator\'s robot by its name (YandexVideo), rests on that assumption, held or not', async () => {
    // Before, "YandexVideo must be blocked" held in silence, though YandexVideo is read as a Yandex robot only by its name.
    const { files, args, run } = await testOf('User-agent: Yandex\nDisallow: /drafts/\n\nUser-agent: *\nDisallow: /\n', [
      { url: '/drafts/1', crawler: 'YandexVideo', expect: 'blocked' },
      { url: '/news', crawler: 'YandexVideo', expect: 'blocked' },
      { url: '/drafts/1', crawler: 'YandexNews', expect: 'blocked' },
    ]);
    const note = "    YandexVideo is assumed: not in the registry, read as its operator's robot by its name\n";
    expect(run.stdout).toBe(
      'UNSURE  YandexVideo  /drafts/1  holds (blocked by line 2: Disallow: /drafts/) only as its reading has it\n' + note +
      'FAIL  YandexVideo  /news  expected blocked, got allowed (no rule matched)\n' + note +
      "1 of 3 expectations fails; 1 holds for a crawler assumed: not in the registry, read as its operator's robot by its name\n",
    );
    expect(run.code).toBe(1);
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    expect(json.results.map((r: { assumed: boolean }) => r.assumed)).toEqual([true, true, false]);
    const out = join(files, 'junit.xml');
    await runCli([...args, '--junit', out]);
    const xml = readFileSync(out, 'utf8');
    expect(xml).toContain('<system-out>YandexVideo is assumed: not in the registry, read as its operator&apos;s robot by its name</system-out>');
    expect(xml).toContain('crawler chain: YandexVideo -&gt; Yandex -&gt; *\nYandexVideo is assumed: not in the registry');
  });

  it.each([
    [['test', 'robots.txt'], /--expect EXPECTATIONS.json is required/],
    [['test', '--expect', 'x.json'], /give exactly one FILE/],
  ])('exits 2 on bad usage: %j', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('exits 2 with a clear message on an unreadable or malformed expectations file', async () => {
    const missing = await runCli(['test', at('robots.txt'), '--expect', at('nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read/);
    const bad = await runCli(['test', at('robots.txt'), '--expect', at('bad.json')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/expectation 1: "expect" must be "allowed" or "blocked" \(got "maybe"\)/);
    const unreadable = await runCli(['test', at('missing.txt'), '--expect', at('holding.json')]);
    expect(unreadable.code).toBe(2);
  });
});
