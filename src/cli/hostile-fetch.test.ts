/**
 * Issue 28 §2: a fetch reads what a crawler reads. Against a hostile server on 127.0.0.1 (a body
 * that never ends; a gzip bomb, 1 GiB from a megabyte of gzip members), every way in (`fetch` and
 * `check URL` on the command line, the MCP tool `fetch_robots`, `serve`'s endpoint for the page)
 * stops at FETCH_READ_BYTES (6 MiB), says that the rest was not read, and the process
 * stays under 200 MB at its peak (maxRSS of the child, testdata/max-rss-probe.mjs): a memory
 * bound, which is what "stops reading" means, not a time budget.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './conformance-cases.ts';
import { FETCH_READ_BYTES } from '../core/fetchPolicy.ts';
import { NOT_READ_FURTHER } from '../core/words/fetchWords.ts';
import { startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';
import { CLI, memoryProbe, runCli } from './run-cli.test-helper.ts';

const MEMORY_BOUND = 200 * 1024 * 1024;
/** Kills a child that never stops reading (the defect), so the test fails instead of hanging. */
const LIMIT_MS = 60_000;
const HOSTILE = ['/endless/robots.txt', '/gzip-bomb/robots.txt'];

let server: RobotsServer;
beforeAll(async () => {
  server = await startRobotsServer();
});
afterAll(() => server.close());

describe.each(HOSTILE)('a hostile body (%s)', (path) => {
  it('fetch reads to the read limit, says the rest was not read, and stays under 200 MB', async () => {
    const run = await runCli(['fetch', server.origin + path, '--json'], '', { measureMemory: true, limitMs: LIMIT_MS });
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ conclusion: 'parse', truncated: true, bytes: FETCH_READ_BYTES });
    expect(report.notes.join('\n')).toContain(NOT_READ_FURTHER);
    expect(run.maxRssBytes, 'peak memory').toBeLessThan(MEMORY_BOUND);
  }, LIMIT_MS + 10_000);

  it('check URL answers from what was read, says the rest was not read, and stays under 200 MB', async () => {
    // A URL of the fetched file's own site: one of another site is not checked (issue 23 §3).
    const run = await runCli(['check', server.origin + path, '--ua', 'Googlebot', `${server.origin}/private`], '', { measureMemory: true, limitMs: LIMIT_MS });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain(`BLOCKED  ${server.origin}/private  line 2: Disallow: /private`);
    expect(run.stdout).toContain(`# note: the body goes on past ${FETCH_READ_BYTES.toLocaleString('en')} bytes: ${NOT_READ_FURTHER}`);
    expect(run.maxRssBytes, 'peak memory').toBeLessThan(MEMORY_BOUND);
  }, LIMIT_MS + 10_000);
});

describe('mcp fetch_robots on hostile bodies', () => {
  it('stops at the read limit, says so, and the server stays under 200 MB', async () => {
    const probe = memoryProbe();
    const client = new Client({ name: 'robotscope-test', version: '0' });
    const env = { ...process.env, ...probe.env } as Record<string, string>;
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [...probe.nodeArgs, ...CLI, 'mcp', '--allow-private-network'], cwd: REPO_ROOT, env, stderr: 'pipe' }));
    try {
      for (const path of HOSTILE) {
        const result = await client.callTool({ name: 'fetch_robots', arguments: { url: server.origin + path } });
        const text = (result.content as { text: string }[])[0].text;
        expect(result.isError, text).toBeFalsy();
        expect(result.structuredContent).toMatchObject({ truncated: true, bytes: FETCH_READ_BYTES });
        expect(text).toContain(NOT_READ_FURTHER);
      }
    } finally {
      await client.close();
    }
    expect(probe.maxRssBytes()).toBeLessThan(MEMORY_BOUND);
  }, 2 * LIMIT_MS);
});

describe('serve /api/fetch on hostile bodies', () => {
  it('stops at the read limit, says so, and the server stays under 200 MB', async () => {
    const probe = memoryProbe();
    const site = mkdtempSync(join(tmpdir(), 'robotscope-site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Robotscope</title>');
    const child = spawn(process.execPath, [...probe.nodeArgs, ...CLI, 'serve', '--port', '0', '--dir', site], {
      cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...probe.env },
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const first = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
      const base = /http:\/\/127\.0\.0\.1:\d+\//.exec(first)![0];
      for (const path of HOSTILE) {
        const res = await fetch(`${base}api/fetch?url=${encodeURIComponent(server.origin + path)}`, { headers: { 'x-robotscope-fetch': '1' } });
        expect(res.status).toBe(200);
        const { report, body } = await res.json();
        expect(report).toMatchObject({ conclusion: 'parse', truncated: true, bytes: FETCH_READ_BYTES });
        expect(report.notes.join('\n')).toContain(NOT_READ_FURTHER);
        expect(Buffer.from(body, 'base64').length).toBe(FETCH_READ_BYTES);
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect(probe.maxRssBytes()).toBeLessThan(MEMORY_BOUND);
  }, 2 * LIMIT_MS);
});
