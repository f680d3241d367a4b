/** `robotscope diff`: the verdicts that change between two versions, run as CI runs it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_VERSION } from '../core/index.ts';
import { REPO_ROOT } from './conformance-cases.ts';
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

  it('lists the changed verdicts under their cause, with the deciding rule on each side, and exits 1 (issue 26 §1)', async () => {
    const run = await runCli(['diff', at('old.txt'), at('new.txt'), '--ua', 'Googlebot', '--urls', at('urls.txt')]);
    expect(run.stdout).toBe([
      '2 URL × crawler verdicts change: 1 newly blocked, 1 newly allowed (of 4 compared), from 2 causes; 1 keeps its verdict but is decided by another rule',
      '',
      '1. The rule `Disallow: /check` (line 2) is new in the `*` group (line 1)',
      '   1 verdict change (1 newly blocked) for Googlebot; 1 verdict kept but decided by another rule',
      '   NEWLY BLOCKED  Googlebot  /checker  Allowed (no rule matched) -> Blocked by line 2: Disallow: /check',
      '   OTHER RULE     Googlebot  /checkout/  Blocked by line 2: Disallow: /checkout/ -> Blocked by line 2: Disallow: /check',
      '',
      '2. The rule `Allow: /checkout/public` (line 3) is new in the `*` group (line 1)',
      '   1 verdict change (1 newly allowed) for Googlebot',
      '   NEWLY ALLOWED  Googlebot  /checkout/public  Blocked by line 2: Disallow: /checkout/ -> Allowed by line 3: Allow: /checkout/public',
      '',
    ].join('\n'));
    expect(run.code).toBe(1);
  });

  it('counts a rule that only moved apart and exits 0; --moves lists and counts it (issue 26 §1)', async () => {
    const files = tempFiles({ 'a.txt': 'User-agent: *\nDisallow: /a\n', 'b.txt': '# a comment above\nUser-agent: *\nDisallow: /a\n' });
    const args = ['diff', join(files, 'a.txt'), join(files, 'b.txt'), '--ua', 'GPTBot', '/a', '/b'];
    const run = await runCli(args);
    expect(run.stdout).toBe([
      'No verdict changes (2 URL × crawler pairs compared); 1 is decided by the same rule on another line (moved, not a change)',
      '',
      '1 moved (the same rule on another line) not listed: --moves lists them',
      '',
    ].join('\n'));
    expect(run.code).toBe(0);
    const listed = await runCli([...args, '--moves']);
    expect(listed.stdout).toContain('MOVED          GPTBot  /a  Blocked by line 2: Disallow: /a -> Blocked by line 3: Disallow: /a\n');
    expect(listed.code).toBe(1);
  });

  it("names Googlebot's new group as the first cause on eBay's file, in text and JSON (issue 26 §1)", async () => {
    const ebay = readFileSync(join(REPO_ROOT, 'testdata/corpus/0299_ebay.com.txt'), 'utf8');
    const lines = ebay.split('\n');
    lines.splice(lines.indexOf('Allow: /signin/$'), 1);
    lines.splice(lines.indexOf('User-agent: *'), 0, 'User-agent: Googlebot', 'Disallow: /private/', '');
    const files = tempFiles({ 'old.txt': ebay, 'new.txt': lines.join('\n') });
    const args = ['diff', join(files, 'old.txt'), join(files, 'new.txt'), '--ua', 'Googlebot', '--ua', 'Applebot', '--ua', 'GPTBot',
      'https://www.ebay.com/signin/', 'https://www.ebay.com/act/x', 'https://www.ebay.com/private/x'];
    const run = await runCli(args);
    expect(run.stdout.split('\n').slice(0, 4)).toEqual([
      '5 URL × crawler verdicts change: 3 newly blocked, 2 newly allowed (of 9 compared), from 2 causes; 2 keep their verdict but are decided by another rule; 1 is decided by the same rule on another line (moved, not a change)',
      '',
      '1. Googlebot now reads the Googlebot group (line 18) instead of the `*` group (old line 18); Applebot falls back to it',
      '   4 verdicts change (2 newly blocked, 2 newly allowed) for 2 crawlers; 2 verdicts kept but decided by another rule',
    ]);
    expect(run.stdout).toContain('2. The rule `Allow: /signin/$` (old line 474) was removed; `Disallow: /signin/` (line 477) decides now\n   1 verdict change (1 newly blocked) for GPTBot\n');
    expect(run.code).toBe(1);
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    expect(json).toMatchObject({ robotscope: 'diff', version: RESULTS_VERSION, verdictChanges: 5, moved: 1 });
    expect(json.causes[0]).toMatchObject({ kind: 'group-switch', before: { decidedBy: '*', groupLines: [18] }, after: { decidedBy: 'Googlebot', groupLines: [18] } });
  });

  it('compares each URL as a browser requests it, percent-encoded, and says "compared as" (issue 23 §3)', async () => {
    const run = await runCli(['diff', at('old.txt'), at('encoded.txt'), '--ua', 'Googlebot', '/b/Cámaras-digitales']);
    expect(run.stdout).toContain(
      'NEWLY BLOCKED  Googlebot  /b/Cámaras-digitales  Allowed (no rule matched) -> Blocked by line 2: Disallow: /b/Cámaras\n' +
      '    compared as /b/C%C3%A1maras-digitales: the URL as a browser or crawler requests it (percent-encoded)\n',
    );
  });

  it('says why no rule decides a side as check does: AdsBot-Google ignores the * group once no group names it (before: "Allowed (no rule)")', async () => {
    const files = tempFiles({ 'ads.txt': 'User-agent: AdsBot-Google\nDisallow: /news/\n\nUser-agent: *\nDisallow: /news/top\n', 'star.txt': 'User-agent: *\nDisallow: /news/top\n' });
    const run = await runCli(['diff', join(files, 'ads.txt'), join(files, 'star.txt'), '--ua', 'AdsBot-Google', 'https://dzen.ru/news/top']);
    expect(run.stdout).toContain('NEWLY ALLOWED  AdsBot-Google  https://dzen.ru/news/top  Blocked by line 2: Disallow: /news/ -> Allowed (AdsBot-Google ignores the * group, and no group names it)\n');
    const check = await runCli(['check', join(files, 'star.txt'), '--ua', 'AdsBot-Google', 'https://dzen.ru/news/top']);
    expect(check.stdout).toBe('ALLOWED  https://dzen.ru/news/top  (AdsBot-Google ignores the * group, and no group names it: allowed.)\n');
  });

  it('says a misspelt rule is misspelt, not removed, in text and JSON (tester3 F7)', async () => {
    const files = tempFiles({ 'v1.txt': 'User-agent: *\nDisallow: /private/\n', 'v3.txt': 'User-agent: *\nDissallow: /private/\n' });
    const args = ['diff', join(files, 'v1.txt'), join(files, 'v3.txt'), '--ua', 'GPTBot', 'https://www.example.com/private/x'];
    const sentence = 'The rule `Disallow: /private/` (old line 2) is now spelled `Dissallow` (line 2), which RFC 9309 does not read (Google still does); no rule decides now';
    expect((await runCli(args)).stdout.split('\n')[2]).toBe(`1. ${sentence}`);
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    expect(json.causes.map((c: { kind: string; sentence: string }) => [c.kind, c.sentence])).toEqual([['rule-unread', sentence]]);
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
    expect(report.causes.flatMap((c: { changes: { crawler: string }[] }) => c.changes.map((x) => x.crawler))).toEqual(['Googlebot']);
    expect(run.code).toBe(1);
  });

  it('says a crawler robots.txt does not govern is not governed on both sides, never newly blocked', async () => {
    const files = tempFiles({ 'a.txt': 'User-agent: *\nAllow: /\n', 'b.txt': 'User-agent: *\nDisallow: /\n' });
    const run = await runCli(['diff', join(files, 'a.txt'), join(files, 'b.txt'), '--ua', 'FeedFetcher-Google', '/feed']);
    expect(run.stdout).toBe([
      'No verdict changes (1 URL × crawler pairs compared); 1 keeps its verdict but is decided by another rule',
      '',
      '1. The rule `Allow: /` (old line 2) became `Disallow: /` (line 2)',
      '   1 verdict kept but decided by another rule, for FeedFetcher-Google',
      '   OTHER RULE     FeedFetcher-Google  /feed  Not governed (line 2 would apply: Allow: /) -> Not governed (line 2 would apply: Disallow: /)',
      '',
    ].join('\n'));
  });

  it('gives, under --json, a crawler robots.txt does not govern allowed null and governed false on each side, as the records do (issue 27 §3)', async () => {
    const files = tempFiles({ 'a.txt': 'User-agent: *\nAllow: /\n', 'b.txt': 'User-agent: *\nDisallow: /\n' });
    const run = await runCli(['diff', join(files, 'a.txt'), join(files, 'b.txt'), '--ua', 'FeedFetcher-Google,GPTBot', '--json', '/feed']);
    const changes = JSON.parse(run.stdout).causes.flatMap((c: { changes: { crawler: string; before: object; after: object }[] }) => c.changes);
    expect(changes.map((c: { crawler: string; before: object; after: object }) => [c.crawler, c.before, c.after])).toMatchObject([
      ['FeedFetcher-Google', { allowed: null, governed: false, verdict: 'not governed', line: 2, rule: 'Allow: /' }, { allowed: null, governed: false, verdict: 'not governed', line: 2, rule: 'Disallow: /' }],
      ['GPTBot', { allowed: true, governed: true, verdict: 'allowed', line: 2, rule: 'Allow: /' }, { allowed: false, governed: true, verdict: 'blocked', line: 2, rule: 'Disallow: /' }],
    ]);
  });

  it('says where readings disagree on a side, as check does, and review counts the same change (lg.com, %75s)', async () => {
    // GPTBot is read by RFC 9309, which decodes %75 to u; Google's matcher compares it as written.
    const files = tempFiles({ 'old.txt': 'User-agent: *\nAllow: /\n', 'new.txt': 'User-agent: *\nAllow: /\nDisallow: /us/compare/\n' });
    const url = 'https://www.lg.com/%75s/compare/';
    const args = [join(files, 'old.txt'), join(files, 'new.txt'), '--ua', 'GPTBot', url];
    const [text, json, check, review] = await Promise.all([
      runCli(['diff', ...args]), runCli(['diff', ...args, '--json']), runCli(['check', join(files, 'new.txt'), '--ua', 'GPTBot', url, '--json']), runCli(['review', ...args]),
    ]);
    expect(text.stdout.split('\n').slice(4, 6)).toEqual([
      `   NEWLY BLOCKED  GPTBot  ${url}  Allowed by line 2: Allow: / -> Blocked by line 3: Disallow: /us/compare/`,
      "    readings disagree on the new version: Blocked (RFC 9309). A parser that compares the URL's %-escapes as written, as Google's does, would allow it: line 2 `Allow: /`. " +
        "RFC 9309 (2.2.2) puts the URL's path and the rule in one form before comparing (an escape's hex digits in capitals, %e3 as %E3; an escaped unreserved character as itself, %70 as p); " +
        "Google's parser compares the URL's path as written: which this crawler does, nobody documents.",
    ]);
    // Each side is the record check gives: the same fields, the new side the very same record.
    const [change] = JSON.parse(json.stdout).causes[0].changes;
    const [record] = JSON.parse(check.stdout).records;
    expect(change.after).toEqual(record);
    expect(Object.keys(change.before)).toEqual(Object.keys(record));
    expect([change.comparedAs, change.before.lenient, change.after.lenient.cause]).toEqual([null, null, 'percent-encoding']);
    // The review compares what diff compares: one change, marked.
    expect(review.stdout).toContain('| Verdicts that change | 1: 1 newly blocked, 0 newly allowed |');
    expect(review.stdout).toContain('| Changes on which readings disagree (listed under their cause) | 1 |');
    expect(review.stdout).toContain(`| GPTBot | \`${url}\` | Allowed by line 2: \`Allow: /\` | Blocked by line 3: \`Disallow: /us/compare/\` (readings disagree) |`);
    expect(review.stdout).toContain(`- GPTBot \`${url}\`: readings disagree on the new version: Blocked (RFC 9309). A parser that compares the URL's %-escapes as written, as Google's does, would allow it: line 2 \`Allow: /\`.`);
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
