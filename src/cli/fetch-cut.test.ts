/**
 * A robots.txt longer than a fetch reads (FETCH_READ_BYTES, 6 MiB) whose one rule for /late lies
 * past the cut, at 7 MiB, served from 127.0.0.1. A crawler that reads a file whole (RFC 9309's
 * reading, Bing's) would block /late; the fetch never sees that rule, so its answer "allowed" is
 * no answer anyone can be sure of: `check` (text and --json), `batch` (`body_cut`) and the MCP
 * tools say readings disagree (doubt cause `fetch-cut`), for those crawlers only. Googlebot reads
 * 500 KiB and Yandex takes a file that big as open: their answers stand. The process stays under
 * 200 MB, as hostile-fetch.test.ts holds every fetch.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './conformance-cases.ts';
import { FETCH_READ_BYTES } from '../core/fetchPolicy.ts';
import { bodyGoesOnPast } from '../core/words/fetchWords.ts';
import { startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';
import { CLI, runCli } from './run-cli.test-helper.ts';

const MEMORY_BOUND = 200 * 1024 * 1024;
const LIMIT_MS = 60_000;
const PATH = '/past-cut/robots.txt';
const WHY = 'The fetch read only the first 6,291,456 bytes of a longer body. No size is documented past which this crawler stops reading (RFC 9309 2.5 lets a crawler read more than 500 KiB), so it may read the rest, and what the rest says, nobody here can know.';
const DOUBT = { verdict: 'blocked', line: 0, rule: null, cause: 'fetch-cut' };

let server: RobotsServer;
beforeAll(async () => {
  server = await startRobotsServer();
});
afterAll(() => server.close());

describe('check of a fetched robots.txt whose deciding rule lies past the cut', () => {
  it('says readings disagree for the crawlers that read on, not for Googlebot or YandexBot, under 200 MB', async () => {
    const late = `${server.origin}/late`;
    const run = await runCli(['check', server.origin + PATH, '--ua', 'GPTBot', '--ua', 'Googlebot', '--ua', 'Bingbot', '--ua', 'YandexBot', late], '', { measureMemory: true, limitMs: LIMIT_MS });
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContain(`# note: ${bodyGoesOnPast(FETCH_READ_BYTES)}`);
    const after = (head: string) => lines[lines.indexOf(head) + 1];
    expect(after(`ALLOWED  GPTBot     ${late}  (no rule matched)`)).toBe(`    Allowed (RFC 9309). A rule in the part of the body the fetch did not read (past 6,291,456 bytes) may block it. ${WHY}`);
    // bingbot's chain is bingbot, msnbot, *: check names the group that applied.
    expect(after(`ALLOWED  bingbot    ${late}  (no rule matched)  (group of *)`)).toBe(`    Allowed (Bing). A rule in the part of the body the fetch did not read (past 6,291,456 bytes) may block it. ${WHY}`);
    expect(after(`ALLOWED  Googlebot  ${late}  (no rule matched)`)).toBe(`ALLOWED  bingbot    ${late}  (no rule matched)  (group of *)`);
    expect(lines.filter((l) => l.includes('may block it'))).toHaveLength(2);
    expect(run.maxRssBytes, 'peak memory').toBeLessThan(MEMORY_BOUND);
  }, LIMIT_MS + 10_000);

  it('--json gives each record of a crawler that reads on the other answer, cause fetch-cut', async () => {
    const run = await runCli(['check', server.origin + PATH, '--ua', 'GPTBot', '--ua', 'Googlebot', '--ua', 'YandexBot', `${server.origin}/late`, '--json'], '', { limitMs: LIMIT_MS });
    expect(run.code, run.stderr).toBe(0);
    const records = JSON.parse(run.stdout).records;
    expect(records.map((r: { crawler: string; verdict: string; lenient: unknown }) => [r.crawler, r.verdict, r.lenient])).toEqual([
      ['GPTBot', 'allowed', DOUBT], ['Googlebot', 'allowed', null], ['YandexBot', 'allowed', null],
    ]);
  }, LIMIT_MS + 10_000);
});

describe('diff and review of a change to a fetched robots.txt cut short', () => {
  it('review keeps the fetch-cut doubt on the same changes diff lists, in --json and in Markdown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'robotscope-cut-'));
    const old = join(dir, 'old.txt');
    writeFileSync(old, 'User-agent: *\nDisallow: /late\n');
    const late = `${server.origin}/late`;
    const args = [old, server.origin + PATH, '--ua', 'GPTBot', '--ua', 'Googlebot', late];
    const diff = await runCli(['diff', ...args, '--json'], '', { limitMs: LIMIT_MS });
    const review = await runCli(['review', ...args, '--json'], '', { limitMs: LIMIT_MS });
    const markdown = await runCli(['review', ...args], '', { limitMs: LIMIT_MS });
    rmSync(dir, { recursive: true });
    expect(diff.code, diff.stderr).toBe(1);
    expect(review.code, review.stderr).toBe(1); // unsafe: the new file adds errors (past 500 KiB)
    const changes = (run: typeof diff) => JSON.parse(run.stdout).causes.flatMap((c: { changes: unknown[] }) => c.changes);
    const listed = changes(review);
    expect(listed).toEqual(changes(diff));
    // Before, review read the fetched body as whole: GPTBot's "allowed" was as certain as Googlebot's.
    expect(listed.map((c: { crawler: string; after: { lenient: unknown } }) => [c.crawler, c.after.lenient])).toEqual([['GPTBot', DOUBT], ['Googlebot', null]]);
    expect(markdown.stdout).toContain('| Changes on which readings disagree (listed under their cause) | 1 |');
  }, 3 * LIMIT_MS + 10_000);
});

describe('batch with body_cut', () => {
  it('answers a body said to be cut with the doubt, and the same body read whole without it', async () => {
    const ask = (cut: boolean) => JSON.stringify({ robots: 'User-agent: *\nDisallow: /private\n', crawler: 'GPTBot', url: 'https://example.com/late', ...(cut ? { body_cut: true } : {}) });
    const run = await runCli(['batch'], `${ask(true)}\n${ask(false)}\n`);
    expect(run.code, run.stderr).toBe(0);
    const [cut, whole] = run.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(cut).toMatchObject({ verdict: 'allowed', lenient: DOUBT });
    expect(whole).toMatchObject({ verdict: 'allowed', lenient: null });
    const bad = await runCli(['batch'], `${JSON.stringify({ robots: '', crawler: 'GPTBot', url: '/x', body_cut: 'yes' })}\n`);
    expect(JSON.parse(bad.stdout).error).toBe('"body_cut" must be true or false');
  });
});

describe('mcp check_urls with robots_url', () => {
  it('gives the crawler that reads on the doubt, and Googlebot none', async () => {
    const client = new Client({ name: 'robotscope-test', version: '0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [...CLI, 'mcp', '--allow-private-network'], cwd: REPO_ROOT, stderr: 'pipe' }));
    try {
      const result = await client.callTool({ name: 'check_urls', arguments: { robots_url: server.origin + PATH, crawlers: ['GPTBot', 'Googlebot'], urls: ['/late'] } });
      const text = (result.content as { text: string }[])[0].text;
      expect(result.isError, text).toBeFalsy();
      expect(text).toContain(`A rule in the part of the body the fetch did not read (past 6,291,456 bytes) may block it. ${WHY}`);
      const records = (result.structuredContent as { verdicts: { crawler: string; lenient: unknown }[] }).verdicts;
      expect(records.map((r) => [r.crawler, r.lenient])).toEqual([['GPTBot', DOUBT], ['Googlebot', null]]);
    } finally {
      await client.close();
    }
  }, LIMIT_MS + 10_000);
});
