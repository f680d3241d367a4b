import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './conformance-cases.ts';
import { runCli } from './run-cli.test-helper.ts';

describe('robotscope (no command)', () => {
  it('prints the usage for --help, -h and no arguments, exit 0', async () => {
    for (const args of [['--help'], ['-h'], []]) {
      const run = await runCli(args);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Usage:');
      expect(run.stdout).toContain('robotscope check FILE --ua CRAWLER');
    }
  });

  it("says that each crawler is read as its operator documents, the default, not every one as Google's parser reads", async () => {
    const run = await runCli(['--help']);
    const head = run.stdout.slice(0, run.stdout.indexOf('Usage:')).replace(/\s+/g, ' ');
    expect(head).toContain('as each crawler reads them: as its operator documents');
    expect(head).not.toMatch(/the way Google's parser reads/);
  });

  it('prints the package version for --version', async () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toBe(pkg.version);
  });

  it('rejects an unknown command with exit 2 and a message', async () => {
    const run = await runCli(['frobnicate']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^robotscope: unknown command 'frobnicate'/);
    expect(run.stdout).toBe('');
  });

  it('rejects an unknown top-level flag with exit 2', async () => {
    const run = await runCli(['--frobnicate']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown option '--frobnicate'");
  });
});
