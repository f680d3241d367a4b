/** `robotscope history` (issue 26 §3): since when, and by which commit, a URL is blocked; each version read once. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { versionVerdict } from '../core/index.ts';
import { gitVersions, snapshotVersions, VersionReader } from './history.ts';
import { runCli, tempFiles } from './run-cli.test-helper.ts';

/**
 * A repository of 200 commits made with `git fast-import` (one process, not 200): robots.txt
 * changes at every commit (a comment line), commit 120 adds `Disallow: /checkout/`, commit 150
 * renames the file, and commits 60-69 touch only another file.
 */
function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'robotscope-history-'));
  execFileSync('git', ['init', '-q', '-b', 'main', dir]);
  const stream: string[] = [];
  for (let k = 1; k <= 200; k++) {
    const blocked = k >= 120 ? 'Disallow: /checkout/\n' : '';
    const robots = `User-agent: *\nDisallow: /admin/\n${blocked}# release ${k < 60 || k >= 70 ? k : 59}\n`;
    const path = k >= 150 ? 'site/robots.txt' : 'robots.txt';
    stream.push('commit refs/heads/main', `committer Dev ${k} <dev@example.com> ${1_700_000_000 + k * 86_400} +0000`, `data <<EOF\nrelease ${k}\nEOF`);
    if (k === 150) stream.push('D robots.txt');
    stream.push(`M 100644 inline ${path}`, `data ${Buffer.byteLength(robots)}`, robots);
    stream.push('M 100644 inline other.txt', `data <<EOF\n${k}\nEOF`, '');
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: stream.join('\n') + '\n' });
  return dir;
}

let repo: string;
beforeAll(() => { repo = repository(); }, 60_000);

describe('robotscope history', () => {
  it('follows the file through a rename, oldest first, and reads each distinct version once', async () => {
    const { versions, load } = await gitVersions(join(repo, 'site/robots.txt'), repo);
    // 200 commits, less the ten that left robots.txt as it was (60-69 write "release 59" again).
    expect(versions).toHaveLength(190);
    expect(versions[0].label).toBe('release 1 (Dev 1)');
    const reader = new VersionReader(load, 'google');
    const answers = await Promise.all(versions.map(async (v) => versionVerdict(await reader.parsed(v), 'GPTBot', 'https://example.com/checkout/')));
    expect(reader.reads).toBe(190);
    const first = answers.findIndex((a) => a.verdict === 'blocked');
    expect(versions[first].label).toBe('release 120 (Dev 120)');
    expect(answers[first]).toEqual({ verdict: 'blocked', line: 3, rule: 'Disallow: /checkout/', tieBreak: 'only-match', crawlerRule: 'global' });
  });

  it('prints each version, then the commit where the URL became blocked with its cause', async () => {
    const run = await runCli(['history', join(repo, 'site/robots.txt'), '--url', 'https://example.com/checkout/', '--ua', 'GPTBot']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`https://example.com/checkout/ for GPTBot in ${join(repo, 'site/robots.txt')}: 190 versions, oldest first`);
    expect(lines).toHaveLength(1 + 190 + 1 + 1 + 2 + 1);
    // Before: "ALLOWED  (no rule)"; now why, in the words check and the grid use.
    expect(lines[1]).toMatch(/^\S+ {2}[0-9a-f]{10} {2}ALLOWED {2}\(no rule matched\)$/);
    expect(lines.slice(-4)).toEqual([
      'The verdict changed 1 time:',
      expect.stringMatching(/^2024-03-13 {2}[0-9a-f]{10} {2}release 120 \(Dev 120\)$/),
      '    ALLOWED -> BLOCKED: The rule `Disallow: /checkout/` (line 3) is new in the `*` group (line 1)',
      '',
    ]);
  });

  it('--bisect finds the same commit reading about log2 of the versions', async () => {
    const run = await runCli(['history', join(repo, 'site/robots.txt'), '--url', 'https://example.com/checkout/', '--ua', 'GPTBot', '--bisect', '--json']);
    const report = JSON.parse(run.stdout);
    expect(report.read).toBeLessThanOrEqual(Math.ceil(Math.log2(190)) + 2);
    expect(report.changes).toHaveLength(1);
    expect(report.changes[0]).toMatchObject({ label: 'release 120 (Dev 120)', before: { verdict: 'allowed' }, after: { verdict: 'blocked', line: 3 } });
  });

  it('reads a folder of dated snapshots in date order', async () => {
    const dir = tempFiles({
      'robots-2024-03-01.txt': 'User-agent: *\nDisallow: /cart\n',
      'robots-2024-01-05.txt': 'User-agent: *\n',
      'notes.md': 'not a snapshot',
    });
    const { versions } = await snapshotVersions(dir);
    expect(versions.map((v) => v.date)).toEqual(['2024-01-05', '2024-03-01']);
    const run = await runCli(['history', dir, '--url', 'https://e.com/cart', '--ua', 'Googlebot']);
    expect(run.stdout).toContain('2024-03-01  robots-2024-03-01.txt\n    ALLOWED -> BLOCKED: The rule `Disallow: /cart` (line 2) is new in the `*` group (line 1)\n');
  });

  it('refuses several crawlers, saying so, rather than following one of them', async () => {
    const dir = tempFiles({ 'robots-2024-01-05.txt': 'User-agent: GPTBot\nDisallow: /\n' });
    for (const ua of [['--ua', 'GPTBot', '--ua', 'Googlebot'], ['--ua', 'GPTBot,Googlebot']]) {
      const run = await runCli(['history', dir, '--url', 'https://e.com/', ...ua]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe('robotscope: history: follows one crawler at a time, and --ua names 2 (GPTBot, Googlebot): run it once for each\n');
    }
  });

  it('exits 2 with why on a folder that is no repository and holds no snapshot', async () => {
    const dir = tempFiles({ 'robots.txt': 'User-agent: *\n' });
    writeFileSync(join(dir, 'x'), '');
    const run = await runCli(['history', join(dir, 'robots.txt'), '--url', '/', '--ua', 'Googlebot']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/is no git repository with that file/);
  });
});
