/**
 * The package people install: `npm pack` (which compiles lib/ and builds the site first), the
 * tarball installed into an empty folder, and everything used from there: the command, the
 * engine's API with its types, the robots-parser drop-in. Nothing of the repository is
 * reachable from that folder, so this proves what a user gets.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
let dir = '';
/** What `npx robotscope` runs in the consumer's folder. */
const BIN = 'node_modules/.bin/robotscope';

function run(command: string, args: string[], options: { input?: string } = {}): { code: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(command, args, { cwd: dir, encoding: 'utf8', input: options.input, stdio: ['pipe', 'pipe', 'pipe'], timeout: 120_000 });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'robotscope-pkg-'));
  // Vitest sets NODE_ENV=test, and a `vite build` under it makes React's development bundle
  // (1,144 kB instead of 912): the packed site, and the repository's own dist/ that
  // `npm run bench:browser` then measures without --build. Pack as a person does.
  const env = { ...process.env };
  delete env.NODE_ENV;
  execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 });
}, 480_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('the packed package, installed into an empty folder', () => {
  it('ships compiled JavaScript, types and the site, and no TypeScript sources or loader', () => {
    const installed = join(dir, 'node_modules', 'robotscope');
    expect(existsSync(join(installed, 'lib', 'core', 'index.js'))).toBe(true);
    expect(existsSync(join(installed, 'lib', 'core', 'index.d.ts'))).toBe(true);
    expect(existsSync(join(installed, 'lib', 'compat', 'robotsParser.d.ts'))).toBe(true);
    expect(existsSync(join(installed, 'dist', 'index.html'))).toBe(true);
    // The site is React's production build: the development build greets with a DevTools banner.
    const scripts = readdirSync(join(installed, 'dist', 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts) expect(readFileSync(join(installed, 'dist', 'assets', f), 'utf8')).not.toContain('Download the React DevTools');
    expect(existsSync(join(installed, 'src'))).toBe(false);
    expect(existsSync(join(dir, 'node_modules', 'tsx'))).toBe(false);
    expect(existsSync(join(dir, 'node_modules', 'react'))).toBe(false);
  });

  it('gives a robotscope command that checks, lints and helps', () => {
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /private\n');
    const help = run(BIN, ['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage:');
    const check = run(BIN, ['check', 'robots.txt', '--ua', 'Googlebot', 'https://e.com/private', 'https://e.com/']);
    expect(check.code).toBe(1);
    expect(check.stdout).toMatch(/BLOCKED\s+https:\/\/e\.com\/private\s+line 2: Disallow: \/private/);
    expect(check.stdout).toMatch(/ALLOWED\s+https:\/\/e\.com\//);
    const version = run(BIN, ['--version']);
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });

  it('serves the MCP tools from the installed command', async () => {
    const client = new Client({ name: 'package-test', version: '0' });
    await client.connect(new StdioClientTransport({ command: join(dir, BIN), args: ['mcp'], cwd: dir, stderr: 'pipe' }));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('check_urls');
      const result = await client.callTool({ name: 'check_urls', arguments: { robots_txt: 'User-agent: *\nDisallow: /a\n', urls: ['/a'] } });
      expect(JSON.stringify(result.structuredContent)).toContain('"allowed":false');
    } finally {
      await client.close();
    }
  });

  it('serves the packed site with robotscope serve', async () => {
    const { spawn } = await import('node:child_process');
    const { createInterface } = await import('node:readline');
    const child = spawn(join(dir, BIN), ['serve', '--port', '0'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const first = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
      const base = /http:\/\/127\.0\.0\.1:\d+\//.exec(first)![0];
      const page = await fetch(base);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('exports the engine and the robots-parser drop-in as ESM', () => {
    const script = [
      "import { parseRobots, checkUrl, diagnose } from 'robotscope';",
      "import robotsParser from 'robotscope/robots-parser';",
      "const parsed = parseRobots('User-agent: *\\nDissallow: /a\\n');",
      "const r = checkUrl(parsed, 'Googlebot', 'https://e.com/a');",
      "const codes = diagnose(parsed).map((d) => d.code);",
      "const rp = robotsParser('https://e.com/robots.txt', 'User-agent: *\\nDisallow: /b\\n');",
      "console.log(JSON.stringify({ allowed: r.allowed, line: r.line, codes, b: rp.isAllowed('https://e.com/b', 'Googlebot'), c: rp.isAllowed('https://e.com/c') }));",
    ].join('\n');
    writeFileSync(join(dir, 'use.mjs'), script);
    const out = run('node', ['use.mjs']);
    expect(out.stderr).toBe('');
    const answer = JSON.parse(out.stdout);
    expect(answer).toMatchObject({ allowed: false, line: 2, b: false, c: true });
    expect(answer.codes).toContain('misspelled-directive');
  });

  it('type-checks a TypeScript consumer against the shipped declarations', () => {
    writeFileSync(join(dir, 'use.ts'), [
      "import { parseRobots, checkUrl, type CheckResult } from 'robotscope';",
      "import robotsParser from 'robotscope/robots-parser';",
      "const result: CheckResult = checkUrl(parseRobots('User-agent: *'), 'Googlebot', '/');",
      "const allowed: boolean | undefined = robotsParser('https://e.com/robots.txt', '').isAllowed('https://e.com/');",
      'export const line: number = result.line;',
      'export { allowed };',
      // A wrong type must be caught, or the check proves nothing.
      "// @ts-expect-error: line is a number",
      "export const wrong: string = result.line;",
    ].join('\n'));
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    // No @types/node and no DOM: the declarations must stand on the language alone.
    const compilerOptions = { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2023'], types: [] };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['use.ts'] }));
    const out = run('node', [tsc, '-p', 'tsconfig.json']);
    expect(out.stdout + out.stderr).toBe('');
    expect(out.code).toBe(0);
  });
});
