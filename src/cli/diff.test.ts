/** `robotscope diff`: the verdicts that change between two versions, run as CI runs it. */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

let dir: string;
beforeAll(() => {
  dir = tempFiles({
    'old.txt': 'User-agent: *\nDisallow: /checkout/\n',
    'new.txt': 'User-agent: *\nDisallow: /check\nAllow: /checkout/public\n',
    'same.txt': 'User-agent: *\nDisallow: /checkout/\n# only a comment more\n',
    'encoded.txt': 'User-agent: *\nDisallow: /b/Cámaras\n',
    'urls.txt': '# the release\n/checkout/\n\n/checker\r\n/checkout/public\n/\n',
  });
});
const at = (name: string) => join(dir, name);

describe('robotscope diff', () => {
  it('never compares a line that is no URL or path as `/`: it says why and exits 2 (issue 23 §3)', async () => {
    const run = await runCli(['diff', at('old.txt'), at('new.txt'), '--ua', 'Googlebot', '/checkout/', 'checkout', 'http://[bad']);
    expect(run.stdout).toBe(
      'NOT CHECKED  checkout  (not a URL or a path: a URL starts with https://, a path with /.)\n' +
      'NOT CHECKED  http://[bad  ("[bad" is no host a browser can open, so no crawler requests this URL: check the part after //.)\n',
    );
    expect(run.code).toBe(2);
  });

  it('lists only the changed verdicts, with the deciding rule on each side, and exits 1', async () => {
    const run = await runCli(['diff', at('old.txt'), at('new.txt'), '--ua', 'Googlebot', '--urls', at('urls.txt')]);
    expect(run.stdout).toBe([
      '3 URL × crawler verdicts change: 1 newly blocked, 1 newly allowed, 1 decided by another line (of 4 compared)',
      'LINE CHANGED   Googlebot  /checkout/  Blocked by line 2: Disallow: /checkout/ -> Blocked by line 2: Disallow: /check',
      'NEWLY BLOCKED  Googlebot  /checker  Allowed (no rule) -> Blocked by line 2: Disallow: /check',
      'NEWLY ALLOWED  Googlebot  /checkout/public  Blocked by line 2: Disallow: /checkout/ -> Allowed by line 3: Allow: /checkout/public',
      '',
    ].join('\n'));
    expect(run.code).toBe(1);
  });

  it('compares each URL as a browser requests it, percent-encoded, and says "compared as" (issue 23 §3)', async () => {
    const run = await runCli(['diff', at('old.txt'), at('encoded.txt'), '--ua', 'Googlebot', '/b/Cámaras-digitales']);
    expect(run.stdout).toContain(
      'NEWLY BLOCKED  Googlebot  /b/Cámaras-digitales  Allowed (no rule) -> Blocked by line 2: Disallow: /b/Cámaras\n' +
      '    compared as /b/C%C3%A1maras-digitales: the URL as a browser or crawler requests it (percent-encoded)\n',
    );
  });

  it('exits 0 and says so when no verdict changes', async () => {
    const run = await runCli(['diff', at('old.txt'), at('same.txt'), '--ua', 'Googlebot', '--ua', 'GPTBot', '/checkout/', '/']);
    expect(run.stdout).toBe('No verdict changes (4 URL × crawler pairs compared)\n');
    expect(run.code).toBe(0);
  });

  it('applies each crawler its own semantics: AdsBot-Google ignores the * group', async () => {
    const files = tempFiles({ 'a.txt': 'User-agent: *\nAllow: /\n', 'b.txt': 'User-agent: *\nDisallow: /\n' });
    const run = await runCli(['diff', join(files, 'a.txt'), join(files, 'b.txt'), '--ua', 'Googlebot,AdsBot-Google', '--json', '/landing']);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ compared: 2, newlyBlocked: 1, newlyAllowed: 0 });
    expect(report.changes.map((c: { crawler: string }) => c.crawler)).toEqual(['Googlebot']);
    expect(run.code).toBe(1);
  });

  it('says a crawler robots.txt does not govern is not governed on both sides, never newly blocked', async () => {
    const files = tempFiles({ 'a.txt': 'User-agent: *\nAllow: /\n', 'b.txt': 'User-agent: *\nDisallow: /\n' });
    const run = await runCli(['diff', join(files, 'a.txt'), join(files, 'b.txt'), '--ua', 'FeedFetcher-Google', '/feed']);
    expect(run.stdout).toBe([
      '1 URL × crawler verdict change: 0 newly blocked, 0 newly allowed, 1 decided by another line (of 1 compared)',
      'LINE CHANGED   FeedFetcher-Google  /feed  Not governed (line 2 would apply: Allow: /) -> Not governed (line 2 would apply: Disallow: /)',
      '',
    ].join('\n'));
  });

  it.each([
    [['diff', 'old.txt'], /give OLD and NEW/],
    [['diff', 'a', 'b', '/x'], /--ua CRAWLER is required/],
    [['diff', 'a', 'b', '--ua', 'Googlebot'], /give URLs to compare/],
  ])('exits 2 on bad usage: %j', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('exits 2 when a file cannot be read', async () => {
    const run = await runCli(['diff', at('old.txt'), at('missing.txt'), '--ua', 'Googlebot', '/']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/cannot read/);
  });
});
