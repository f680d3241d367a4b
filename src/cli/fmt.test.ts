import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

const UNTIDY = 'user-agent:a\r\ndisallow :/a   # old\r\nUSER-AGENT: b\r\n\r\n\r\nallow:/b\r\n';
const TIDY = 'User-agent: a\r\nDisallow: /a # old\r\n\r\nUser-agent: b\r\n\r\nAllow: /b\r\n';

describe('robotscope fmt', () => {
  it('prints the formatted file, each line keeping its CRLF, and exits 0', async () => {
    const dir = tempFiles({ 'robots.txt': UNTIDY });
    const run = await runCli(['fmt', join(dir, 'robots.txt')]);
    expect(run).toMatchObject({ code: 0, stdout: TIDY, stderr: '' });
  });

  it('keeps bytes that are not UTF-8 as they are', async () => {
    const latin1 = Uint8Array.from([...Buffer.from('user-agent:*\ndisallow:/caf'), 0xe9, 0x0a]);
    const dir = tempFiles({ 'l.txt': latin1 });
    await runCli(['fmt', '--write', join(dir, 'l.txt')]);
    expect([...readFileSync(join(dir, 'l.txt'))]).toEqual([...Buffer.from('User-agent: *\nDisallow: /caf'), 0xe9, 0x0a]);
  });

  it('--check exits 1 and names a file that is not formatted, 0 for a formatted one', async () => {
    const dir = tempFiles({ 'untidy.txt': UNTIDY, 'tidy.txt': TIDY });
    const untidy = await runCli(['fmt', '--check', join(dir, 'untidy.txt')]);
    expect(untidy.code).toBe(1);
    expect(untidy.stdout).toMatch(/untidy\.txt: not formatted/);
    expect(await runCli(['fmt', '--check', join(dir, 'tidy.txt')])).toMatchObject({ code: 0, stdout: '' });
  });

  it('--write rewrites the file in place', async () => {
    const dir = tempFiles({ 'robots.txt': UNTIDY });
    const run = await runCli(['fmt', '--write', join(dir, 'robots.txt')]);
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe(TIDY);
  });

  it('exits 2 on bad usage: no file, both flags, --write on standard input, a missing file', async () => {
    expect((await runCli(['fmt'])).code).toBe(2);
    expect((await runCli(['fmt', '--check', '--write', 'x.txt'])).code).toBe(2);
    expect((await runCli(['fmt', '--write', '-'], 'User-agent: *\n')).code).toBe(2);
    const missing = await runCli(['fmt', '/nonexistent/robots.txt']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no such file/);
  });
});
