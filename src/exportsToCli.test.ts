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
    expect(run.stderr).toContain('list.json: no "records" list; a .json list is a results file (the page\'s Export › JSON, or check --json), with a "records" list of {"url": …}');
  });
});
