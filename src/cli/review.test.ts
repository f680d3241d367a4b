/** `robotscope review` (issue 26 §2): the Markdown a pull request gets, and its exit code as a CI gate. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_VERSION } from '../core/index.ts';
import { REPO_ROOT } from './conformance-cases.ts';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

let dir: string;
beforeAll(() => {
  const ebay = readFileSync(join(REPO_ROOT, 'testdata/corpus/0299_ebay.com.txt'), 'utf8');
  const lines = ebay.split('\n');
  lines.splice(lines.indexOf('Allow: /signin/$'), 1);
  lines.splice(lines.indexOf('User-agent: *'), 0, 'User-agent: Googlebot', 'Disallow: /private/', '');
  dir = tempFiles({
    'old.txt': ebay,
    'new.txt': lines.join('\n'),
    'urls.txt': 'https://www.ebay.com/itm/1\nhttps://www.ebay.com/private/x\n',
    'expect.json': JSON.stringify({ expectations: [{ url: 'https://www.ebay.com/signin/', crawler: 'GPTBot', expect: 'allowed' }] }),
    'holds.json': JSON.stringify([{ url: 'https://www.ebay.com/itm/1', crawler: 'Googlebot', expect: 'allowed' }]),
    'staging.txt': 'User-agent: *\nDisallow: /\n',
    'production.txt': 'User-agent: *\nDisallow: /cart\n',
    'declared.txt': 'Disallow: /  # staging blocks everything\n',
  });
});
const at = (name: string) => join(dir, name);

describe('robotscope review', () => {
  it('prints the Markdown review and exits 1 when an expectation now fails', async () => {
    const run = await runCli(['review', at('old.txt'), at('new.txt'), '--ua', 'Googlebot', '--urls', at('urls.txt'), '--expect', at('expect.json')]);
    expect(run.stdout.split('\n').slice(0, 3)).toEqual([
      `## robots.txt review: \`${at('old.txt')}\` → \`${at('new.txt')}\``,
      '',
      '**Unsafe:** 1 expectation fails (1 newly); URLs newly blocked: 1 for Googlebot, 1 for GPTBot.',
    ]);
    expect(run.stdout).toContain('#### 1. Googlebot now reads the Googlebot group (line 18) instead of the `*` group (old line 18)');
    expect(run.stdout).toContain('| GPTBot | `https://www.ebay.com/signin/` | allowed | blocked | line 477: `Disallow: /signin/` |');
    expect(run.stdout).toContain('```diff\n@@ -15,6 +15,9 @@');
    expect(run.code).toBe(1);
  });

  it('exits 0 when every expectation holds, and --json carries the same verdict', async () => {
    const args = ['review', at('old.txt'), at('new.txt'), '--ua', 'GPTBot', '--expect', at('holds.json'), '--urls', at('urls.txt')];
    const run = await runCli(args);
    expect(run.stdout).toContain('**Safe:** no expectation fails (1 holds);');
    expect(run.code).toBe(0);
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    expect(json).toMatchObject({ robotscope: 'review', version: RESULTS_VERSION, verdict: 'safe', expectations: { total: 1, newlyFailing: 0 } });
  });

  it('gives, under --json, a crawler robots.txt does not govern allowed null and governed false on each side (issue 27 §3)', async () => {
    const json = JSON.parse((await runCli(['review', at('staging.txt'), at('production.txt'), '--ua', 'FeedFetcher-Google', '--json', 'https://e.com/cart'])).stdout);
    const changes = json.causes.flatMap((c: { changes: { before: object; after: object }[] }) => c.changes);
    expect(changes.map((c: { before: object; after: object }) => [c.before, c.after])).toMatchObject([
      [{ allowed: null, governed: false, verdict: 'not governed', line: 2, rule: 'Disallow: /' }, { allowed: null, governed: false, verdict: 'not governed', line: 2, rule: 'Disallow: /cart' }],
    ]);
  });

  it('reports a declared difference apart: staging against production says only what else differs', async () => {
    const run = await runCli(['review', at('staging.txt'), at('production.txt'), '--ua', 'Googlebot', '--declared', at('declared.txt'), 'https://e.com/a', 'https://e.com/cart']);
    expect(run.stdout).toContain('**Unchecked:** no expectations given; no verdict changes.');
    expect(run.stdout).toContain('### Declared differences');
    expect(run.stdout).toContain('— *staging blocks everything*:');
    expect(run.code).toBe(0);
  });

  it.each([
    [['review', 'old.txt'], /give OLD and NEW/],
    [['review', 'a', 'b', '/x'], /name crawlers with --ua/],
    [['review', 'a', 'b', '--ua', 'Googlebot'], /give URLs to compare/],
  ])('exits 2 on bad usage: %j', async (args, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('exits 2 on a declared file that is not rules', async () => {
    const files = tempFiles({ 'bad.txt': 'User-agent: *\n' });
    const run = await runCli(['review', at('staging.txt'), at('production.txt'), '--ua', 'Googlebot', '--declared', join(files, 'bad.txt'), '/a']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/line 1: "User-agent: \*" is no rule/);
  });
});
