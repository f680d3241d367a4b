/** Runs the real `robotscope` bin in a child process, the way a person or CI would. */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './conformance-cases.ts';

export interface CliRun {
  code: number | null;
  /** The signal that ended the child: SIGKILL when it outlived `limitMs`. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Standard input from this file (a device such as /dev/zero included) instead of `input`. */
  stdinFile?: string;
  /**
   * Kills the child after this long, so a run that never ends (the bug under test) fails the
   * test with code null instead of hanging the suite. A bound, not a speed assertion.
   */
  limitMs?: number;
}

export function runCli(args: string[], input?: string | Uint8Array, options: RunOptions = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const stdinFd = options.stdinFile === undefined ? null : openSync(options.stdinFile, 'r');
    const child = spawn(process.execPath, ['bin/robotscope.mjs', ...args], {
      cwd: REPO_ROOT,
      stdio: [stdinFd ?? 'pipe', 'pipe', 'pipe'],
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
      resolve({ code, signal, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') });
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
