/**
 * The page's exports fed back to the CLI: a person who exports the grid (Export › CSV long, CSV
 * wide, JSON; state/exports.ts) and hands the file to `robotscope check --urls` gets its URLs,
 * each once, and the same answers as with the URLs typed. Before, each line of the file was read
 * as a URL: the header and every row were refused as no URL (exit 2, nothing checked).
 * (At the top of src/: the test needs the page's export code and the CLI, two layers apart.)
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRobots, parsesOf } from './core/index.ts';
import { checkMatrix } from './worker/checkMatrix.ts';
import { exportCsv, exportJson, exportWideCsv } from './state/exports.ts';
import { runCli, tempFiles } from './cli/run-cli.test-helper.ts';

const ROBOTS = 'User-agent: *\nDisallow: /admin\nDisallow: /*?q=\n\nUser-agent: GPTBot\nDisallow: /\n';
// A comma and a quote (quoted in the CSVs), a letter outside ASCII, a path.
const URLS = ['https://x.test/', 'https://x.test/admin/a,b "q"', 'https://x.test/b/Cámaras?q=1', '/shop/item'];
const CRAWLERS = ['Googlebot', 'GPTBot', 'ClaudeBot'];
const META = { fileName: 'robots.txt', profile: 'documented' as const };

function grid() {
  const parsed = parseRobots(ROBOTS);
  return { docVersion: 1, inputsVersion: 1, urls: URLS, ...checkMatrix(parsed, CRAWLERS, URLS, { choice: 'documented', parses: parsesOf(ROBOTS, parsed) }) };
}

const text = (f: { parts: string[] }) => f.parts.join('');

describe('robotscope check --urls with a file the page exported', () => {
  const data = grid();
  const files = { 'robots.txt': ROBOTS };
  const exports = { csv: exportCsv(data, META), wide: exportWideCsv(data, META), json: exportJson(data, META) };
  const dir = tempFiles({ ...files, ...Object.fromEntries(Object.values(exports).map((f) => [f.name, text(f)])) });
  const check = (...args: string[]) => runCli(['check', join(dir, 'robots.txt'), '--ua', 'Googlebot', '--ua', 'GPTBot', ...args]);

  it.each(Object.keys(exports) as (keyof typeof exports)[])('reads the URLs of the %s export, each once, and answers as for the URLs typed', async (kind) => {
    const name = exports[kind].name;
    expect(name).toMatch(/^robots-matrix(-wide)?\.(csv|json)$/);
    const [typed, exported] = await Promise.all([check(...URLS), check('--urls', join(dir, name))]);
    expect(typed.code).toBe(1);
    expect(exported.stderr).toBe('');
    expect([exported.code, exported.stdout]).toEqual([typed.code, typed.stdout]);
    const json = JSON.parse((await check('--urls', join(dir, name), '--json')).stdout) as { records: { url: string; crawler: string }[] };
    expect(json.records.map((r) => `${r.crawler} ${r.url}`)).toEqual(URLS.flatMap((url) => ['Googlebot', 'GPTBot'].map((c) => `${c} ${url}`)));
  });

  it('refuses a .json file that is no results file, saying what it reads', async () => {
    const other = tempFiles({ 'robots.txt': ROBOTS, 'list.json': '{"urls": ["https://x.test/"]}' });
    const run = await runCli(['check', join(other, 'robots.txt'), '--ua', 'Googlebot', '--urls', join(other, 'list.json')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('list.json: no "records" list; a list that opens with { is read as a results file (the page\'s Export › JSON, or check --json), with a "records" list of {"url": …}');
  });
});

// review22 H1 and M1: what a file holds decides how it is read, never its name, and every form gives each URL once.
describe('robotscope check --urls: a list is read by what it holds', () => {
  const robots = 'User-agent: *\nDisallow: /*,\n';
  const list = '# my list\nhttps://x.test/p?ids=1,2\n\nhttps://x.test/q\n';
  const dir = tempFiles({ 'robots.txt': robots, 'list.txt': list, 'list.csv': list, 'list.tsv': list });
  const check = (...args: string[]) => runCli(['check', join(dir, 'robots.txt'), '--ua', 'Googlebot', ...args]);

  it('keeps a URL holding a comma whole, and skips # lines, in a list named .csv or .tsv as in a .txt', async () => {
    const runs = await Promise.all(['list.txt', 'list.csv', 'list.tsv'].map((name) => check('--urls', join(dir, name))));
    expect(runs[0].code).toBe(1);
    expect(runs[0].stdout).toContain('BLOCKED  https://x.test/p?ids=1,2');
    expect(runs[0].stdout).not.toContain('NOT CHECKED');
    expect(runs[0].stdout).not.toMatch(/ids=1\s/);
    for (const run of runs) expect([run.code, run.stdout, run.stderr]).toEqual([runs[0].code, runs[0].stdout, '']);
  });

  it('gives each URL once, whether listed a line each, in a CSV export or in a results file, and typed as well', async () => {
    const urls = ['https://x.test/q', 'https://x.test/p?ids=1,2', 'https://x.test/q'];
    const forms = tempFiles({
      'robots.txt': robots,
      'list.txt': urls.join('\n'),
      'export.csv': `url,status\n${urls.map((u) => `"${u}",200`).join('\n')}\n`,
      'results.json': JSON.stringify({ robotscope: 1, records: urls.map((url) => ({ url })) }),
    });
    const runs = await Promise.all(['list.txt', 'export.csv', 'results.json'].map((name) =>
      runCli(['check', join(forms, 'robots.txt'), '--ua', 'Googlebot', 'https://x.test/q', '--urls', join(forms, name), '--json'])));
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect((JSON.parse(run.stdout) as { records: { url: string }[] }).records.map((r) => r.url)).toEqual(['https://x.test/q', 'https://x.test/p?ids=1,2']);
    }
  });

  it('reads a header naming a URL column as an export whatever the name, and refuses a row the header cannot hold', async () => {
    const files = tempFiles({
      'robots.txt': robots,
      'crawl.txt': 'Address,Status Code\n"https://x.test/p?ids=1,2",200\n',
      'hand.csv': 'url\nhttps://x.test/q\nhttps://x.test/p?ids=1,2\n',
    });
    const crawl = await runCli(['check', join(files, 'robots.txt'), '--ua', 'Googlebot', '--urls', join(files, 'crawl.txt')]);
    expect([crawl.code, crawl.stderr]).toEqual([1, '']);
    expect(crawl.stdout).toContain('BLOCKED  https://x.test/p?ids=1,2');
    const hand = await runCli(['check', join(files, 'robots.txt'), '--ua', 'Googlebot', '--urls', join(files, 'hand.csv')]);
    expect([hand.code, hand.stdout]).toEqual([2, '']);
    expect(hand.stderr).toContain('hand.csv: line 3 has more cells than its header, so the URL read there may be cut at a comma or be the text of another cell');
  });
});
