/**
 * Review16 §10 on a Node built with small ICU, past `check` (7431ae9): TextDecoder there has no
 * Shift_JIS, GBK, Big5, EUC-KR or EUC-JP decoder, so a file in one of them is not read in its
 * encoding and a crawler's answer lacks the "readings disagree" the page gives, and the lint names
 * no such encoding. `batch`, `lint` and `review` said nothing of it, nor did the MCP tools: now the
 * CLI says it once on standard error, and each MCP answer carries it as a note, in the words of
 * core noDecoderWords. testdata/small-icu.mjs, preloaded, is small ICU's TextDecoder.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noDecoderWords } from '../core/index.ts';
import { REPO_ROOT } from './conformance-cases.ts';
import { CLI, runCli, tempFiles } from './run-cli.test-helper.ts';

const PRELOAD = ['--import', pathToFileURL(join(REPO_ROOT, 'testdata/small-icu.mjs')).href];
const SMALL_ICU = { nodeArgs: PRELOAD };
const GBK_PATH = join(REPO_ROOT, 'testdata/encodings/gbk.txt');
const GBK = readFileSync(GBK_PATH);
const LACKING = ['gbk', 'big5', 'euc-kr', 'euc-jp'];
const ANSWERS = noDecoderWords(LACKING);
const LINT = noDecoderWords(LACKING, 'lint');

describe('the note\'s words', () => {
  it('say what differs: the answers\' doubt, or the encodings the lint names', () => {
    expect(ANSWERS).toBe('this Node has no GBK, Big5, EUC-KR or EUC-JP decoder (it was built with small ICU), so the file is not read in those encodings here: where the page and a Node with full ICU say "readings disagree" for a crawler not read as Google, this may give its answer without that doubt, or with another.');
    expect(LINT).toBe('this Node has no GBK, Big5, EUC-KR or EUC-JP decoder (it was built with small ICU), so the file is not read in those encodings here: where the page and a Node with full ICU say the bytes read as those encodings, this may name another or none.');
    expect(noDecoderWords(['shift_jis'])).toContain('no Shift_JIS decoder');
  });
});

describe('robotscope batch, lint and review on a Node built with small ICU', () => {
  it('batch says it once on stderr, however many requests ask of the file; its answers are unchanged', async () => {
    const line = (url: string) => JSON.stringify({ robots_b64: GBK.toString('base64'), crawler: 'GPTBot', url });
    const input = [line('https://e.com/管理/x'), line('https://e.com/x'), line('https://e.com/y')].join('\n') + '\n';
    const small = await runCli(['batch'], input, SMALL_ICU);
    expect(small.stderr).toBe(`robotscope: note: ${ANSWERS}\n`);
    expect(small.stdout.trim().split('\n')).toHaveLength(3);
    // With the decoders, the same requests: no note, and the doubt the page gives.
    const full = await runCli(['batch'], input);
    expect(full.stderr).toBe('');
    expect(full.stdout).toContain('double-byte');
    expect(small.stdout).not.toContain('double-byte');
  });

  it('lint says it once on stderr, in the lint\'s words; nothing where the decoders are, nor for a UTF-8 file', async () => {
    const small = await runCli(['lint', GBK_PATH], undefined, SMALL_ICU);
    expect(small.stderr).toBe(`robotscope: note: ${LINT}\n`);
    expect((await runCli(['lint', GBK_PATH])).stderr).toBe('');
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\nDisallow: /管理/\n' });
    expect((await runCli(['lint', join(dir, 'robots.txt')], undefined, SMALL_ICU)).stderr).toBe('');
  });

  it('review says it once on stderr for its two files', async () => {
    // The new version: the GBK bytes with one rule changed, byte for byte.
    const newer = join(tempFiles({ 'new.txt': Buffer.from(GBK.toString('latin1').replace('/private', '/other'), 'latin1') }), 'new.txt');
    const small = await runCli(['review', GBK_PATH, newer, '--ua', 'GPTBot', 'https://e.com/管理/x', 'https://e.com/private'], undefined, SMALL_ICU);
    expect(small.stderr).toBe(`robotscope: note: ${ANSWERS}\n`);
    expect((await runCli(['review', GBK_PATH, newer, '--ua', 'GPTBot', 'https://e.com/private'])).stderr).toBe('');
  });
});

describe('robotscope mcp on a Node built with small ICU', () => {
  let client: Client;
  let server: Server;
  let url = '';
  let site = '';

  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(GBK));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    url = `${site}/robots.txt`;
    client = new Client({ name: 'robotscope-test', version: '0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [...PRELOAD, ...CLI, 'mcp', '--allow-private-network'], cwd: REPO_ROOT, stderr: 'pipe' }));
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  const said = async (name: string, args: Record<string, unknown>): Promise<string> => {
    const result = await client.callTool({ name, arguments: args });
    const blocks = result.content as { type: string; text: string }[];
    expect(result.isError, blocks.map((b) => b.text).join('\n')).toBeFalsy();
    return blocks[0].text;
  };

  it('each tool that reads the file says so in its answer: check_urls, explain_url, diff_robots, test_expectations, coverage, and lint_robots in the lint\'s words', async () => {
    const note = `note: ${ANSWERS}`;
    expect(await said('check_urls', { robots_url: url, crawlers: ['GPTBot'], urls: [`${site}/管理/x`] })).toContain(note);
    expect(await said('explain_url', { robots_url: url, crawler: 'GPTBot', url: `${site}/管理/x` })).toContain(note);
    expect(await said('diff_robots', { old_robots_url: url, new_robots_txt: 'User-agent: *\nDisallow: /\n', crawlers: ['GPTBot'], urls: [`${site}/x`] })).toContain(note);
    expect(await said('test_expectations', { robots_url: url, expectations: [{ crawler: 'GPTBot', url: `${site}/private`, expect: 'blocked' }] })).toContain(note);
    expect(await said('coverage', { robots_url: url, crawlers: ['GPTBot'], urls: [`${site}/x`] })).toContain(note);
    const lint = await said('lint_robots', { robots_url: url });
    expect(lint).toContain(`note: ${LINT}`);
    expect(lint).not.toContain(note);
  }, 60_000);

  it('says nothing of a UTF-8 file', async () => {
    expect(await said('check_urls', { robots_txt: 'User-agent: *\nDisallow: /管理/\n', crawlers: ['GPTBot'], urls: ['https://e.com/x'] })).not.toContain('decoder');
  });
});
