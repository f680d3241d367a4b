/** Runs the real `robotscope` bin in a child process, the way a person or CI would. */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { REPO_ROOT } from './conformance-cases.ts';

/**
 * Measures a child's peak memory (testdata/max-rss-probe.mjs): run the child with `nodeArgs`
 * before its script and `env` added to its environment; `maxRssBytes()` once it has exited.
 */
export interface MemoryProbe {
  nodeArgs: string[];
  env: Record<string, string>;
  maxRssBytes(): number;
}

export function memoryProbe(): MemoryProbe {
  const file = join(mkdtempSync(join(tmpdir(), 'robotscope-rss-')), 'maxrss');
  return {
    nodeArgs: ['--import', pathToFileURL(join(REPO_ROOT, 'testdata/max-rss-probe.mjs')).href],
    env: { ROBOTSCOPE_MAXRSS_FILE: file },
    maxRssBytes: () => Number(readFileSync(file, 'utf8')),
  };
}

/**
 * How tests run the command: its TypeScript sources as they are now, so a test checks the code
 * beside it, bundled once per test run by scripts/testCliBundle.ts (Vitest's global setup) and
 * run by plain Node. Outside that setup (a test file run some other way), through tsx, which
 * compiles on each run. bin/robotscope.mjs runs the compiled lib/ instead (never TypeScript at
 * run time), which package.test.ts proves on the packed package.
 */
const bundled = inject('cliEntry');
export const CLI = bundled ? [bundled] : ['--import', 'tsx', 'src/cli/main.ts'];

export interface CliRun {
  code: number | null;
  /** The signal that ended the child: SIGKILL when it outlived `limitMs`. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The child's peak memory, when RunOptions.measureMemory asked for it. */
  maxRssBytes?: number;
}

export interface RunOptions {
  /** Standard input from this file (a device such as /dev/zero included) instead of `input`. */
  stdinFile?: string;
  /**
   * Kills the child after this long, so a run that never ends (the bug under test) fails the
   * test with code null instead of hanging the suite. A bound, not a speed assertion.
   */
  limitMs?: number;
  /** Measure the child's peak memory (CliRun.maxRssBytes). */
  measureMemory?: boolean;
  /** Node's own arguments before the command's (a module preloaded with --import). */
  nodeArgs?: string[];
}

export function runCli(args: string[], input?: string | Uint8Array, options: RunOptions = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const stdinFd = options.stdinFile === undefined ? null : openSync(options.stdinFile, 'r');
    const probe = options.measureMemory ? memoryProbe() : null;
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...(probe?.nodeArgs ?? []), ...CLI, ...args], {
      cwd: REPO_ROOT,
      stdio: [stdinFd ?? 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...probe?.env },
    });
    if (stdinFd !== null) closeSync(stdinFd);
    const timer = options.limitMs === undefined ? null : setTimeout(() => child.kill('SIGKILL'), options.limitMs);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      const run: CliRun = { code, signal, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') };
      resolve(probe ? { ...run, maxRssBytes: probe.maxRssBytes() } : run);
    });
    if (child.stdin) {
      child.stdin.on('error', () => {}); // the child may exit before reading everything
      child.stdin.end(input ?? '');
    }
  });
}

/** Writes `files` into a fresh temporary directory; returns its path. */
export function tempFiles(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), 'robotscope-cli-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}
