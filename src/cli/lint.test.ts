import { beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_VERSION } from '../core/index.ts';
import { join } from 'node:path';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

// `rule-outside-group` is an error: Google ignores rules before the first user-agent line.
const WITH_ERROR = 'Disallow: /early\nUser-agent: *\nDisallow: /private\n';
// `misspelled-directive` is a warning: Google accepts `dissallow`, other crawlers may not.
const WITH_WARNING = 'User-agent: *\nDissallow: /private\n';
const CLEAN = 'User-agent: *\nDisallow: /private\n';

let dir: string;
beforeAll(() => {
  dir = tempFiles({ 'error.txt': WITH_ERROR, 'warning.txt': WITH_WARNING, 'clean.txt': CLEAN });
});

describe('robotscope lint', () => {
  it('prints FILE:LINE:COL severity code message and exits 1 when a diagnostic is an error', async () => {
    const file = join(dir, 'error.txt');
    const run = await runCli(['lint', file]);
    expect(run.code).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${file}:1:1 error rule-outside-group \\S`)));
    for (const line of lines) expect(line).toMatch(/^.+:\d+:\d+ (error|warning|info) [a-z-]+ .+$/);
  });

  it('writes one line per diagnostic whatever the file name holds: a line feed in it forges none (issue 28 §3)', async () => {
    const forged = 'x.txt:9:1 error forged-code everything is fine';
    const named = tempFiles({ [`r\n${forged}`]: WITH_WARNING });
    const file = join(named, `r\n${forged}`);
    const run = await runCli(['lint', file]);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^${named}/r\\\\u000a${forged}:2:1 warning misspelled-directive `))]);
  });

  it('says on the * group that the named groups were not compared with it, when that takes too many lookups (issue 23 §2)', async () => {
    const star = Array.from({ length: 1000 }, (_, i) => `Disallow: /s${i}/`).join('\n');
    const named = Array.from({ length: 25 }, (_, i) => `User-agent: Bot${String.fromCharCode(97 + i)}\nDisallow: /b${i}/`).join('\n\n');
    const big = tempFiles({ 'big.txt': `User-agent: *\n${star}\n\n${named}\n` });
    const run = await runCli(['lint', join(big, 'big.txt')]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => / group-parity/.test(l))).toEqual([
      `${join(big, 'big.txt')}:1:1 info group-parity-skipped Not checked whether the 25 named crawlers' groups lack rules of this "*" group: comparing each with its 1,000 Disallow rules takes 25,000 lookups, more than the 20,000 made on each change. A crawler named by a group follows only that group, never "*" (RFC 9309 2.2.1; Google, Bing and Yandex alike): check by hand that each named group has the "*" rules it needs.`,
    ]);
  });

  it('exits 0 when the diagnostics are only warnings or infos', async () => {
    const run = await runCli(['lint', join(dir, 'warning.txt')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/warning\.txt:2:1 warning misspelled-directive /);
  });

  it('prints nothing and exits 0 for a clean file', async () => {
    const run = await runCli(['lint', join(dir, 'clean.txt')]);
    expect(run).toMatchObject({ code: 0, stdout: '' });
  });

  it('prints {robotscope, version, diagnostics: [{file, code, severity, line, column, endLine, endColumn, message}]} for --json', async () => {
    const run = await runCli(['lint', '--json', join(dir, 'error.txt')]);
    expect(run.code).toBe(1);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({ robotscope: 'lint', version: RESULTS_VERSION });
    const entries = json.diagnostics;
    expect(Array.isArray(entries)).toBe(true);
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(['code', 'column', 'endColumn', 'endLine', 'file', 'line', 'message', 'severity']);
      expect(e.file).toBe(join(dir, 'error.txt'));
      expect(e.line).toBeGreaterThanOrEqual(1);
      expect(e.column).toBeGreaterThanOrEqual(1);
    }
    expect(entries).toContainEqual(expect.objectContaining({ code: 'rule-outside-group', severity: 'error', line: 1, column: 1, endLine: 1 }));
  });

  it('prints [] for a clean file with --json', async () => {
    const run = await runCli(['lint', join(dir, 'clean.txt'), '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ robotscope: 'lint', version: RESULTS_VERSION, diagnostics: [] });
  });

  it('reads standard input for - and names it <stdin>', async () => {
    const run = await runCli(['lint', '-'], WITH_ERROR);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^<stdin>:1:1 error rule-outside-group /m);
  });

  it('reads the file as each crawler is read by default (documented); --profile forces one reading for all, and then no robot is read as Yandex', async () => {
    const star = join(tempFiles({ 'star.txt': 'User-agent: *\n\nDisallow: /x\n' }), 'star.txt');
    const codes = async (...args: string[]) => JSON.parse((await runCli(['lint', '--json', ...args, star])).stdout).diagnostics.map((d: { code: string; severity: string }) => `${d.code} ${d.severity}`);
    expect(await codes()).toEqual(['blank-after-user-agent info']);
    expect(await codes('--profile', 'documented')).toEqual(['blank-after-user-agent info']);
    // Before: `--profile google` was the default's parse, and kept the note of the Yandex robots.
    expect(await codes('--profile', 'google')).toEqual([]);
    expect(await codes('--profile', 'rfc9309')).toEqual([]);
    expect(await codes('--profile', 'yandex')).toEqual(['blank-after-user-agent warning']);
  });

  it('exits 2 without a file, for an unreadable file and for an unknown profile', async () => {
    const missing = await runCli(['lint']);
    expect(missing.code).toBe(2);
    const unreadable = await runCli(['lint', join(dir, 'nope.txt')]);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toBe(`robotscope: cannot read '${join(dir, 'nope.txt')}': no such file\n`);
    const profile = await runCli(['lint', '--profile', 'baidu', join(dir, 'clean.txt')]);
    expect(profile.code).toBe(2);
    expect(profile.stderr).toContain("unknown profile 'baidu'");
  });
});
