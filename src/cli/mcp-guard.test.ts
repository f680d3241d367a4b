/**
 * Issue 27 §4: `robotscope mcp` started as an agent's host starts it, with no flag, fetches no
 * loopback address, whichever tool asks, and says why in a tool error.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './conformance-cases.ts';
import { CLI } from './run-cli.test-helper.ts';
import { startRobotsServer, type RobotsServer } from './robots-server.test-helper.ts';

let client: Client;
let server: RobotsServer;
let requests = 0;

beforeAll(async () => {
  server = await startRobotsServer({ onRequest: () => requests++ });
  client = new Client({ name: 'robotscope-test', version: '0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [...CLI, 'mcp'], cwd: REPO_ROOT, stderr: 'pipe' }));
}, 60_000);

afterAll(async () => {
  await client?.close();
  await server?.close();
});

const textOf = (r: unknown) => ((r as { content: { text: string }[] }).content).map((c) => c.text).join('\n');

describe('robotscope mcp without --allow-private-network', () => {
  it('refuses fetch_robots on http://127.0.0.1:…, sending no request', async () => {
    const r = await client.callTool({ name: 'fetch_robots', arguments: { url: `${server.origin}/ok/robots.txt` } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('127.0.0.1 is a loopback, link-local or private address');
    expect(textOf(r)).toContain('--allow-private-network');
    expect(requests).toBe(0);
  });

  it('refuses a name that resolves to the loopback, and a robots_url of every tool', async () => {
    const byName = await client.callTool({ name: 'fetch_robots', arguments: { url: server.otherHost + '/ok/robots.txt' } });
    expect(byName.isError).toBe(true);
    expect(textOf(byName)).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
    const check = await client.callTool({ name: 'check_urls', arguments: { robots_url: `${server.origin}/ok/robots.txt`, urls: ['/private'] } });
    expect(check.isError).toBe(true);
    const link = await client.callTool({ name: 'lint_robots', arguments: { robots_url: 'http://169.254.169.254/latest/meta-data/' } });
    expect(textOf(link)).toContain('169.254.169.254 is a loopback, link-local or private address');
    expect(requests).toBe(0);
  });
});
