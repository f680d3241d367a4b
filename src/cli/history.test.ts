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

/** Four versions of a file: line 2 misspelt as `Dissallow` (Google reads it, RFC 9309 does not), a comment added, then spelt again. */
const VERSIONS = [
  'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n',
  'User-agent: *\nDissallow: /private/\nDisallow: /tmp/\n',
  'User-agent: *\nDissallow: /private/\nDisallow: /tmp/\n# spring\n',
  'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n',
];
const SUBJECTS = ['first', 'misspelt', 'a comment', 'spelt again'];

/** Allowed for GPTBot in every version, but from the second on a lenient parser would block it. */
const DOUBT_VERSIONS = [
  'User-agent: *\nDisallow: /tmp/\n',
  'User-agent: *\nDisallow: /tmp/\nDissallow: /private/\n',
  'User-agent: *\nDisallow: /tmp/\nDissallow: /private/\n# spring\n',
  'User-agent: *\nDisallow: /tmp/\nDissallow: /private/\n# summer\n',
];

function misspeltRepository(versions = VERSIONS, subjects = SUBJECTS): string {
  const dir = mkdtempSync(join(tmpdir(), 'robotscope-history-'));
  execFileSync('git', ['init', '-q', '-b', 'main', dir]);
  const stream = versions.flatMap((robots, k) => [
    'commit refs/heads/main', `committer Dev <dev@example.com> ${Date.UTC(2026, k, 1) / 1000} +0000`, `data <<EOF\n${subjects[k]}\nEOF`,
    'M 100644 inline robots.txt', `data ${Buffer.byteLength(robots)}`, robots,
  ]);
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
    const reader = new VersionReader(load, 'documented');
    const answers = await Promise.all(versions.map(async (v) => versionVerdict(await reader.read(v), 'GPTBot', 'https://example.com/checkout/')));
    expect(reader.reads).toBe(190);
    const first = answers.findIndex((a) => a.verdict === 'blocked');
    expect(versions[first].label).toBe('release 120 (Dev 120)');
    expect(answers[first]).toMatchObject({ verdict: 'blocked', line: 3, rule: 'Disallow: /checkout/', tieBreak: 'only-match', crawlerRule: 'global', record: { reading: 'rfc9309', lenient: null } });
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

  it('answers each version as check does: GPTBot read by RFC 9309, a misspelt Dissallow quoted as written, readings disagree', async () => {
    const dir = misspeltRepository();
    const url = 'https://www.example.com/private/x';
    const run = await runCli(['history', join(dir, 'robots.txt'), '--url', url, '--ua', 'GPTBot']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n').map((l) => l.replace(/ {2}[0-9a-f]{10} {2}/, '  ID  '));
    // Before: "BLOCKED  line 2: Disallow: /private/" in every version, Google's reading, and "The verdict never changed".
    const doubt = '    readings disagree: Allowed (RFC 9309). A lenient parser, as Google\'s, would block it: line 2 `Dissallow: /private/`';
    expect(lines.slice(1)).toEqual([
      '2026-01-01  ID  BLOCKED  line 2: Disallow: /private/',
      '2026-02-01  ID  ALLOWED  (no rule matched)', doubt,
      '2026-03-01  ID  ALLOWED  (no rule matched)', doubt,
      '2026-04-01  ID  BLOCKED  line 2: Disallow: /private/',
      '',
      'The verdict changed 2 times:',
      '2026-02-01  ID  misspelt (Dev)',
      // The line is still there, misspelt (tester3 F7): not "was removed".
      `    BLOCKED -> ALLOWED (readings disagree): The rule \`Disallow: /private/\` (old line 2) is now spelled \`Dissallow\` (line 2), which RFC 9309 does not read (Google still does); no rule decides now; ${doubt.replace('    readings disagree:', 'readings disagree on the new version:')}`,
      '2026-04-01  ID  spelt again (Dev)',
      `    ALLOWED (readings disagree) -> BLOCKED: The rule \`Disallow: /private/\` (line 2) was spelled \`Dissallow\` (old line 2), which RFC 9309 does not read (Google did); it decides now; ${doubt.replace('    readings disagree:', 'readings disagree on the old version:')}`,
      '',
    ]);
    // Each version's answer is check's, word for word, on that version's bytes.
    for (const [k, text] of VERSIONS.entries()) {
      const check = await runCli(['check', join(tempFiles({ 'robots.txt': text }), 'robots.txt'), '--ua', 'GPTBot', url]);
      const [verdict, ...notes] = check.stdout.trimEnd().split('\n');
      const at = lines.indexOf(lines.find((l) => l.startsWith(`2026-0${k + 1}-01  ID  `))!);
      expect(`2026-0${k + 1}-01  ID  ${verdict.replace(`  ${url}  `, '  ')}`).toBe(lines[at]);
      expect(notes.map((n) => n.replace('    ', '    readings disagree: '))).toEqual(lines[at + 1] === doubt ? [doubt] : []);
      expect(notes.length).toBe(k === 1 || k === 2 ? 1 : 0);
    }
  });

  it('--json reports the choice and check\'s record per version; --bisect finds where the answer and its doubt began; --profile google forces one reading', async () => {
    const file = join(misspeltRepository(), 'robots.txt');
    const args = ['history', file, '--url', 'https://www.example.com/private/x', '--ua', 'GPTBot', '--json'];
    const report = JSON.parse((await runCli(args)).stdout);
    expect(report.profile).toBe('documented');
    expect(report.history.map((h: { verdict: string }) => h.verdict)).toEqual(['blocked', 'allowed', 'allowed', 'blocked']);
    expect(report.history[1]).toMatchObject({ reading: 'rfc9309', rule: null, lenient: { verdict: 'blocked', line: 2, rule: 'Dissallow: /private/', cause: 'lenient' } });
    // A doubt come is a change: GPTBot is allowed throughout, but from `misspelt` on a lenient parser would block it.
    const doubted = join(misspeltRepository(DOUBT_VERSIONS, ['first', 'misspelt', 'spring', 'summer']), 'robots.txt');
    const bisected = JSON.parse((await runCli([...args.slice(0, 1), doubted, ...args.slice(2), '--bisect'])).stdout);
    expect(bisected.history.map((h: { label: string; verdict: string }) => [h.label, h.verdict])).toEqual([['first (Dev)', 'allowed'], ['misspelt (Dev)', 'allowed'], ['summer (Dev)', 'allowed']]);
    expect(bisected.changes).toMatchObject([{ label: 'misspelt (Dev)', before: { lenient: null }, after: { lenient: { verdict: 'blocked', line: 3 } } }]);
    const google = JSON.parse((await runCli([...args, '--profile', 'google'])).stdout);
    expect(google.profile).toBe('google');
    expect(google.history.map((h: { verdict: string; rule: string; lenient: unknown }) => [h.verdict, h.rule, h.lenient])).toEqual([
      ['blocked', 'Disallow: /private/', null], ['blocked', 'Dissallow: /private/', null], ['blocked', 'Dissallow: /private/', null], ['blocked', 'Disallow: /private/', null],
    ]);
    expect(google.changes).toEqual([]);
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
