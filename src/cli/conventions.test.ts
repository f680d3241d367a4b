/**
 * Issue 27 §3: the command line follows the conventions a person and a script expect. Each
 * command's own help; a URL list from a file or standard input; several files linted in one
 * run; --fail-on; exit codes that tell a verdict from bad usage; JSON errors under --json;
 * colour on a terminal only; a crawler robots.txt does not govern is neither allowed nor blocked.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_VERSION } from '../core/index.ts';
import { COMMANDS } from './commands.ts';
import { REPO_ROOT } from './conformance-cases.ts';
import { CLI, runCli, tempFiles } from './run-cli.test-helper.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private\n';
let dir: string;
const at = (name: string) => join(dir, name);

beforeAll(() => {
  dir = tempFiles({
    'robots.txt': ROBOTS,
    'warning.txt': 'User-agent: *\nDissallow: /private\n',
    'error.txt': 'Disallow: /early\nUser-agent: *\n',
    'urls.txt': '# pages\nhttps://e.com/private\n\nhttps://e.com/public\n',
    'expect.json': '[{"url": "https://e.com/private", "crawler": "Googlebot", "expect": "allowed"}]',
  });
});

describe('help', () => {
  it('robotscope help CMD and CMD --help print that command\'s help, its every option included', async () => {
    for (const args of [['help', 'check'], ['check', '--help'], ['check', 'robots.txt', '-h']]) {
      const run = await runCli(args);
      expect(run.code, args.join(' ')).toBe(0);
      expect(run.stdout).toMatch(/^Usage: robotscope check FILE --ua CRAWLER/);
      for (const option of ['--ua CRAWLER', '--urls LIST', '--profile P', '--json', '--whole-file', '--fail-on blocked|none', '-h, --help']) expect(run.stdout).toContain(option);
      expect(run.stdout).not.toContain('robotscope lint');
    }
  });

  it('robotscope --help lists every command with its summary; help of no such command is a usage error', async () => {
    const run = await runCli(['--help']);
    for (const c of COMMANDS) {
      expect(run.stdout.replace(/\n +/g, ' ')).toContain(`robotscope ${c.usage}`);
      expect(run.stdout).toMatch(new RegExp(`\\n  ${c.name} +${c.summary.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
    const bad = await runCli(['help', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("help: no command 'nope'");
  });

  it('every line of every help fits 80 columns', async () => {
    for (const c of COMMANDS) {
      const run = await runCli(['help', c.name]);
      for (const line of run.stdout.split('\n')) expect(line.length, `${c.name}: ${line}`).toBeLessThanOrEqual(80);
    }
  });
});

describe('check --urls', () => {
  it('checks the URLs of a list, after those given as arguments, blank lines and comments skipped', async () => {
    const run = await runCli(['check', at('robots.txt'), '--ua', 'Googlebot', '--urls', at('urls.txt'), 'https://e.com/first']);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').map((l) => l.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'ALLOWED https://e.com/first', 'BLOCKED https://e.com/private', 'ALLOWED https://e.com/public', '',
    ]);
  });

  it('reads the list from standard input for -, and refuses - for both the file and the list', async () => {
    const run = await runCli(['check', at('robots.txt'), '--ua', 'Googlebot', '--urls', '-'], 'https://e.com/private\n');
    expect(run.stdout).toMatch(/^BLOCKED\s+https:\/\/e\.com\/private/);
    const both = await runCli(['check', '-', '--ua', 'Googlebot', '--urls', '-'], ROBOTS);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('cannot both be - (standard input)');
  });
});

describe('lint FILE...', () => {
  it('reports each file, named on each of its lines; exit 1 when any has an error', async () => {
    const run = await runCli(['lint', at('warning.txt'), at('error.txt'), at('robots.txt')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${at('warning.txt')}:2:1 warning misspelled-directive`);
    expect(run.stdout).toContain(`${at('error.txt')}:1:1 error rule-outside-group`);
    const json = await runCli(['lint', at('warning.txt'), at('error.txt'), '--json']);
    const entries = (JSON.parse(json.stdout) as { diagnostics: { file: string; code: string }[] }).diagnostics;
    expect(entries.map((e) => [e.file, e.code])).toContainEqual([at('error.txt'), 'rule-outside-group']);
    expect(entries.map((e) => [e.file, e.code])).toContainEqual([at('warning.txt'), 'misspelled-directive']);
  });

  it('says which file cannot be read, still lints the others, and exits 2', async () => {
    const run = await runCli(['lint', at('missing.txt'), at('warning.txt')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`cannot read '${at('missing.txt')}': no such file`);
    expect(run.stdout).toContain(`${at('warning.txt')}:2:1 warning`);
  });
});

describe('--fail-on', () => {
  it('chooses what exits 1: lint warnings, or nothing; a value the command does not take is a usage error', async () => {
    expect((await runCli(['lint', at('warning.txt')])).code).toBe(0);
    expect((await runCli(['lint', at('warning.txt'), '--fail-on', 'warning'])).code).toBe(1);
    expect((await runCli(['lint', at('error.txt'), '--fail-on', 'none'])).code).toBe(0);
    expect((await runCli(['check', at('robots.txt'), '--ua', 'Googlebot', '/private', '--fail-on', 'none'])).code).toBe(0);
    expect((await runCli(['check', at('robots.txt'), '--ua', 'Googlebot', '/private', '--fail-on', 'blocked'])).code).toBe(1);
    expect((await runCli(['test', at('robots.txt'), '--expect', at('expect.json'), '--fail-on', 'none'])).code).toBe(0);
    expect((await runCli(['test', at('robots.txt'), '--expect', at('expect.json')])).code).toBe(1);
    const bad = await runCli(['check', at('robots.txt'), '--ua', 'Googlebot', '/', '--fail-on', 'warning']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("check: --fail-on takes blocked, none, not 'warning'");
  });
});

describe('errors under --json', () => {
  it('are JSON on standard output, with the exit code, and said on standard error', async () => {
    const run = await runCli(['check', at('missing.txt'), '--ua', 'Googlebot', '/', '--json']);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({ version: RESULTS_VERSION, error: { message: `cannot read '${at('missing.txt')}': no such file`, exit: 2 } });
    expect(run.stderr).toContain('no such file');
    const usage = await runCli(['lint', '--frobnicate', '--json']);
    expect(JSON.parse(usage.stdout).error).toMatchObject({ exit: 2, message: expect.stringContaining("unknown option '--frobnicate'") });
    const network = await runCli(['lint', 'http://127.0.0.1:9/robots.txt', '--json']);
    expect(network.code).toBe(4);
    expect(JSON.parse(network.stdout).error.exit).toBe(4);
    // Without --json, standard output stays empty.
    expect((await runCli(['check', at('missing.txt'), '--ua', 'Googlebot', '/'])).stdout).toBe('');
  });
});

describe('a crawler robots.txt does not govern', () => {
  it('is "not governed" in the JSON record, allowed null and governed false, and reads NOT GOVERNED, never counted as blocked', async () => {
    const run = await runCli(['check', at('robots.txt'), '--ua', 'FeedFetcher-Google', 'https://e.com/private', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).records[0]).toMatchObject({ url: 'https://e.com/private', verdict: 'not governed', allowed: null, governed: false, line: 2 });
    const googlebot = await runCli(['check', at('robots.txt'), '--ua', 'Googlebot', 'https://e.com/private', '--json']);
    expect(JSON.parse(googlebot.stdout).records[0]).toMatchObject({ verdict: 'blocked', allowed: false, governed: true });
    const text = await runCli(['check', at('robots.txt'), '--ua', 'FeedFetcher-Google', 'https://e.com/private']);
    expect(text.stdout).toMatch(/^NOT GOVERNED\s+https:\/\/e\.com\/private/);
  });
});

describe('colour', () => {
  /** Runs the command on a pseudo-terminal (util-linux script), as a person at a terminal does. */
  const onTerminal = (args: string[], env: Record<string, string | undefined> = {}) => {
    const command = ['node', ...CLI, ...args].map((a) => `'${a}'`).join(' ');
    // A person's terminal: Node's hasColors() says 2 colours (none) wherever CI is set, as it is
    // when this suite runs in CI, so the terminal run leaves CI out.
    const run = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: REPO_ROOT, env: { ...process.env, TERM: 'xterm-256color', NO_COLOR: undefined, CI: undefined, ...env }, encoding: 'utf8' });
    return run.stdout;
  };

  it('colours verdicts and severities on a terminal, not when NO_COLOR is set, never into a pipe', async () => {
    const shown = onTerminal(['check', at('robots.txt'), '--ua', 'Googlebot', '/private', '/public']);
    expect(shown).toContain('\x1b[31mBLOCKED\x1b[39m');
    expect(shown).toContain('\x1b[32mALLOWED\x1b[39m');
    expect(onTerminal(['lint', at('warning.txt')])).toContain('\x1b[33mwarning\x1b[39m');
    expect(onTerminal(['check', at('robots.txt'), '--ua', 'Googlebot', '/private'], { NO_COLOR: '1' })).not.toContain('\x1b[');
    const piped = await runCli(['check', at('robots.txt'), '--ua', 'Googlebot', '/private']);
    expect(piped.stdout).not.toContain('\x1b');
  });
});
