/**
 * A fetched robots.txt is answered as the same bytes opened from disk, for every crawler. A
 * fetch used to stop a little past Googlebot's 500 KiB: xuexi.cn's 3.7 MB file, served over
 * HTTP, then had GPTBot "ALLOWED (no rule matched)" with no doubt, while the file on disk blocks
 * it by its last line, 47,065 (the size-limit reading in doubt). Googlebot's answers, cut by the
 * engine itself (googlebotView.ts), stay what they were.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCorpusFile } from '../core/corpus.test-helper.ts';
import { REPO_ROOT } from './conformance-cases.ts';
import { startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';
import { CLI, runCli } from './run-cli.test-helper.ts';

const XUEXI = readCorpusFile('0341_www.xuexi.cn.txt');
const CRAWLERS = ['GPTBot', 'CCBot', 'bingbot', 'YandexBot', 'Googlebot'];

let server: RobotsServer;
let onDisk = '';
let fetched = '';
let page = '';
beforeAll(async () => {
  server = await startRobotsServer({ files: { '/xuexi/robots.txt': XUEXI } });
  onDisk = join(mkdtempSync(join(tmpdir(), 'robotscope-xuexi-')), 'robots.txt');
  writeFileSync(onDisk, XUEXI);
  fetched = `${server.origin}/xuexi/robots.txt`;
  page = `${server.origin}/private/report.html`;
});
afterAll(() => server.close());

/** check --json's records for `crawler` on `file` (a path or a URL). */
async function records(file: string, crawler: string): Promise<Record<string, unknown>[]> {
  const run = await runCli(['check', file, '--ua', crawler, '--json', page]);
  return JSON.parse(run.stdout).records;
}

describe('a fetched file over 500 KiB (xuexi.cn, 3.7 MB)', () => {
  it.each(CRAWLERS)('check URL --ua %s gives the records check FILE gives: verdict, line and doubt', async (crawler) => {
    expect(XUEXI.length).toBeGreaterThan(3_700_000);
    expect(await records(fetched, crawler)).toEqual(await records(onDisk, crawler));
  });

  it('blocks GPTBot by line 47065, with the 500 KiB reading in doubt, and says of no cut', async () => {
    const run = await runCli(['check', fetched, '--ua', 'GPTBot', page]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`# ${fetched}: status 200, text/plain, ${XUEXI.length.toLocaleString('en')} bytes\n`);
    expect(run.stdout).toContain(`BLOCKED  ${page}  line 47065: Disallow: /\n`);
    expect(run.stdout).toContain('A crawler that reads only the first 500 KiB of the file, as Googlebot does, would allow it');
    expect(run.stdout).not.toContain('the body goes on past');
    const [gptbot] = await records(fetched, 'GPTBot');
    expect(gptbot).toMatchObject({ verdict: 'blocked', line: 47065, lenient: { verdict: 'allowed', cause: 'size-limit' } });
  });

  it('leaves Googlebot\'s answer as its first 512,000 bytes give it: allowed, no rule matched', async () => {
    const [googlebot] = await records(fetched, 'Googlebot');
    expect(googlebot).toMatchObject({ verdict: 'allowed', line: 0 });
  });

  it('mcp check_urls with robots_url gives the records check FILE gives; fetch_robots says its text is Googlebot\'s part', async () => {
    const client = new Client({ name: 'robotscope-test', version: '0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [...CLI, 'mcp', '--allow-private-network'], cwd: REPO_ROOT, stderr: 'pipe' }));
    try {
      const result = await client.callTool({ name: 'check_urls', arguments: { robots_url: fetched, crawlers: CRAWLERS, urls: [page] } });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      const expected = (await Promise.all(CRAWLERS.map((c) => records(onDisk, c)))).flat();
      const { verdicts } = result.structuredContent as { verdicts: unknown[] };
      expect(verdicts).toEqual(expected.map((r) => ({ ...r, why: expect.any(String) })));
      const fetchedRobots = await client.callTool({ name: 'fetch_robots', arguments: { url: fetched } });
      expect(fetchedRobots.structuredContent).toMatchObject({ bytes: XUEXI.length, truncated: false });
      expect((fetchedRobots.content as { text: string }[])[0].text).toContain(`note: the text is Googlebot's part, its first 512,000 bytes of ${XUEXI.length.toLocaleString('en')} read; other crawlers read on`);
    } finally {
      await client.close();
    }
  }, 60_000);
});
