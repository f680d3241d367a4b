import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './conformance-cases.ts';
import { MAX_INPUT_BYTES, MAX_INPUT_LABEL, STDIN_CLOSED } from './input.ts';
import { CLI, runCli, tempFiles } from './run-cli.test-helper.ts';

// Each run is killed after LIMIT: a command that never ends fails with code null instead of
// hanging the suite. Reading 64 MiB of /dev/zero takes well under a second.
const LIMIT = 60_000;
const REFUSED = `is larger than ${MAX_INPUT_LABEL}, the most robotscope reads`;
const hasDevices = existsSync('/dev/zero') && existsSync('/dev/urandom');

describe.runIf(hasDevices)('robotscope reads at most 64 MiB of input', () => {
  it('check /dev/zero: refused with exit 2 once 64 MiB is read, instead of growing without end', async () => {
    const run = await runCli(['check', '/dev/zero', '--ua', 'Googlebot', 'https://x.test/'], undefined, { limitMs: LIMIT });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toBe(`robotscope: '/dev/zero' ${REFUSED} (Google reads only the first 500 KiB of a robots.txt)\n`);
  }, LIMIT);

  it('check - < /dev/zero: standard input that never ends is refused the same way', async () => {
    const run = await runCli(['check', '-', '--ua', 'Googlebot', 'https://x.test/'], undefined, { stdinFile: '/dev/zero', limitMs: LIMIT });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`robotscope: standard input ${REFUSED}`);
  }, LIMIT);

  it('lint /dev/urandom: refused with exit 2', async () => {
    const run = await runCli(['lint', '/dev/urandom'], undefined, { limitMs: LIMIT });
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toContain(`'/dev/urandom' ${REFUSED}`);
  }, LIMIT);
});

describe('robotscope refuses a regular file over 64 MiB before reading it', () => {
  it('exit 2 for a file one byte over the cap (sparse: no disk or time spent)', async () => {
    const file = join(tempFiles({ 'huge.txt': '' }), 'huge.txt');
    truncateSync(file, MAX_INPUT_BYTES + 1);
    const run = await runCli(['lint', file], undefined, { limitMs: LIMIT });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`'${file}' ${REFUSED}`);
  }, LIMIT);

  it('says that the file is a directory when given one', async () => {
    const dir = tempFiles({});
    const run = await runCli(['lint', dir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`robotscope: cannot read '${dir}': is a directory\n`);
  });

  it('names the cap in --help', async () => {
    expect((await runCli(['--help'])).stdout.replace(/\s+/g, ' ')).toContain(`over ${MAX_INPUT_LABEL} is refused (exit 2)`);
    expect(MAX_INPUT_BYTES).toBe(64 * 1024 * 1024);
  });
});

/** `robotscope ARGS` from a shell, with standard input as `redirect` leaves it (`<&-` closes it). */
function inShell(args: string, redirect: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('/bin/sh', ['-c', `exec "${process.execPath}" ${CLI.join(' ')} ${args} ${redirect}`], { cwd: REPO_ROOT }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

// Linux tells a closed standard input from /dev/null (input.ts stdinWasClosed); elsewhere it reads as empty.
describe.runIf(existsSync('/proc/self/fdinfo/0'))('a closed standard input (issue 28 §3)', () => {
  it('check - <&-: says that standard input is closed (exit 2) instead of reading an empty file', async () => {
    const run = await inShell('check - --ua Googlebot https://x.test/', '<&-');
    expect(run).toMatchObject({ code: 2, stdout: '', stderr: `robotscope: ${STDIN_CLOSED}\n` });
  });

  it('batch <&-: the same', async () => {
    const run = await inShell('batch', '<&-');
    expect(run).toMatchObject({ code: 2, stderr: `robotscope: ${STDIN_CLOSED}\n` });
  });

  it('check - </dev/null: an empty file, as before: everything allowed', async () => {
    const run = await inShell('check - --ua Googlebot https://x.test/', '</dev/null');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('ALLOWED');
  });
});
