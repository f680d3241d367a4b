/**
 * robotscope check: its input (a file, standard input, --urls, --ua), its output (lines, --json)
 * and its exits. Each crawler's reading and the doubts on its answer: checkReadings.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { RESULT_COLUMNS, RESULTS_VERSION } from '../core/index.ts';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

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
});

describe('robotscope check --urls, a list holding "�" of its own (review16 §5)', () => {
  it('checks that URL as a browser requests it (%EF%BF%BD); before, it was not checked as "bytes that were not read as text"', async () => {
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /%EF%BF%BD\n', 'urls.txt': 'https://e.com/\ufffd-real\nhttps://e.com/ok\n' });
    const run = await runCli(['check', join(dir, 'robots.txt'), '--ua', 'Googlebot', '--urls', join(dir, 'urls.txt')]);
    expect([run.code, run.stdout]).toEqual([1, 'BLOCKED  https://e.com/%EF%BF%BD-real  line 2: Disallow: /%EF%BF%BD\nALLOWED  https://e.com/ok              (no rule matched)\n']);
  });
});
