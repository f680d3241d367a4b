import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { RESULT_COLUMNS, RESULTS_VERSION } from '../core/index.ts';
import { NOT_UTF8_WARNING, TOO_LONG_ANSWER } from './batch.ts';
import { REPO_ROOT } from './conformance-cases.ts';
import { MAX_INPUT_BYTES } from './input.ts';
import { CLI, runCli } from './run-cli.test-helper.ts';

const ROBOTS = 'User-agent: Googlebot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n';

function jsonl(...requests: unknown[]): string {
  return requests.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';
}

async function batch(input: string, args: string[] = []) {
  const run = await runCli(['batch', ...args], input);
  const answers = run.stdout.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
  return { ...run, answers };
}

describe('robotscope batch', () => {
  it('answers a request with the record check --json and the app\'s files give, named alike, and its version (issue 24 §1)', async () => {
    const { code, answers } = await batch(jsonl({ robots: ROBOTS, ua: 'Googlebot', url: 'https://x.test/private/a?b' }));
    expect(code).toBe(0);
    expect(answers).toEqual([expect.objectContaining({ allowed: false, verdict: 'blocked', line: 2, path: '/private/a?b', rule: 'Disallow: /private' })]);
    expect(Object.keys(answers[0])).toEqual(['version', ...RESULT_COLUMNS.map((c) => c.name)]);
    expect(answers[0].version).toBe(RESULTS_VERSION);
  });

  it('says in the answer when a request line is not UTF-8, and only then (issue 28 §3)', async () => {
    const line = (robots: Buffer) => Buffer.concat([Buffer.from('{"robots":"User-agent: *\\nDisallow: /'), robots, Buffer.from('","ua":"x","url":"/a"}\n')]);
    const input = Buffer.concat([line(Buffer.from([0x61, 0xff])), line(Buffer.from('a\ufffd'))]);
    const run = await runCli(['batch'], input);
    const answers = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatchObject({ allowed: true, warning: NOT_UTF8_WARNING });
    expect(answers[1]).toMatchObject({ allowed: true });
    expect(answers[1]).not.toHaveProperty('warning');
    expect(NOT_UTF8_WARNING).toContain('not valid UTF-8');
  });

  it('reads robots_b64 as raw bytes (a partial BOM is skipped, as Google does)', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb]), Buffer.from('User-agent: foo\nDisallow: /x\n')]);
    const { answers } = await batch(jsonl({ robots_b64: bytes.toString('base64'), ua: 'foo', url: '/x' }));
    expect(answers).toEqual([expect.objectContaining({ allowed: false, line: 2 })]);
  });

  it('keeps "ua" the raw matcher and applies a named "crawler"\'s semantics (issue 8 §2)', async () => {
    const star = 'User-agent: *\nDisallow: /\n';
    const { answers } = await batch(jsonl(
      { robots: star, ua: 'AdsBot-Google', url: '/landing' },
      { robots: star, crawler: 'AdsBot-Google', url: '/landing' },
      { robots: ROBOTS, ua: 'Googlebot-Image', url: '/img.png' },
      { robots: ROBOTS, crawler: 'Googlebot-Image/1.0', url: '/img.png' },
    ));
    expect(answers[0]).toMatchObject({
      allowed: false, line: 2, path: '/landing', rule: 'Disallow: /', tieBreak: 'only-match', agent: '*', groupReason: 'fallback', groupLine: 1, crawlerRule: null,
    });
    expect(answers[1]).toMatchObject({ allowed: true, line: 0, crawler: 'AdsBot-Google', chain: ['AdsBot-Google'], crawlerRule: 'ignores-global', notes: [] });
    expect(answers[2]).toMatchObject({ allowed: false, line: 5 });
    expect(answers[3]).toMatchObject({ allowed: true, agent: 'Googlebot', chain: ['Googlebot-Image', 'Googlebot', '*'], crawlerRule: 'chain-fallback' });
  });

  it('compares the URL as given unless --encode-url or "encode_url" asks for it as a browser requests it (issue 23 §3)', async () => {
    const robots = 'User-agent: *\nDisallow: /b/Cámaras\n';
    const decoded = { robots, ua: 'Googlebot', url: 'https://www.ebay.com/b/Cámaras-digitales' };
    const encoded = { robots, ua: 'Googlebot', url: 'https://www.ebay.com/b/C%C3%A1maras-digitales' };
    const compared = '/b/C%C3%A1maras-digitales';
    // Google's raw matcher: the rule's non-ASCII is encoded, the URL's is not touched.
    const raw = await batch(jsonl(decoded, encoded, { ...decoded, encode_url: true }, { ...decoded, crawler: 'Googlebot', ua: undefined, encode_url: true }));
    expect(raw.answers[0]).toMatchObject({ allowed: true, line: 0, path: '/b/Cámaras-digitales', rule: null, tieBreak: 'no-match', agent: '*', groupReason: 'fallback', comparedAs: null });
    expect(raw.answers[1]).toMatchObject({ allowed: false, line: 2, path: '/b/C%C3%A1maras-digitales' });
    expect(raw.answers[1].comparedAs).toBeNull();
    expect(raw.answers[2]).toMatchObject({
      url: decoded.url, allowed: false, line: 2, path: '/b/C%C3%A1maras-digitales', rule: 'Disallow: /b/Cámaras', tieBreak: 'only-match', agent: '*', groupReason: 'fallback', comparedAs: compared,
    });
    expect(raw.answers[3]).toMatchObject({ allowed: false, line: 2, crawler: 'Googlebot', comparedAs: compared });
    // --encode-url for every request; "encode_url": false turns it off for one; a URL requested as written says nothing.
    const on = await batch(jsonl(decoded, { ...decoded, encode_url: false }, encoded), ['--encode-url']);
    expect(on.answers[0]).toMatchObject({ allowed: false, line: 2, comparedAs: compared });
    expect(on.answers[1]).toMatchObject({ allowed: true, path: '/b/Cámaras-digitales' });
    expect(on.answers[1].comparedAs).toBeNull();
    expect(on.answers[2]).toMatchObject({ allowed: false, line: 2 });
    expect(on.answers[2].comparedAs).toBeNull();
  });

  it('answers {"error"} for an "encode_url" that is not true or false', async () => {
    const { answers } = await batch(jsonl({ robots: ROBOTS, ua: 'Googlebot', url: '/a', encode_url: 'yes' }));
    expect(answers).toEqual([{ version: RESULTS_VERSION, error: '"encode_url" must be true or false' }]);
  });

  it('answers {"error"} for a request naming more than one of ua, uas, crawler', async () => {
    const { answers } = await batch(jsonl({ robots: ROBOTS, ua: 'a', crawler: 'b', url: '/' }, { robots: ROBOTS, crawler: 7, url: '/' }));
    expect(answers[0].error).toMatch(/exactly one of "ua".*"crawler"/);
    expect(answers[1].error).toBe('"crawler" must be a string');
  });

  it('follows a "uas" fallback chain', async () => {
    const { answers } = await batch(jsonl(
      { robots: ROBOTS, uas: ['Googlebot-Image', 'Googlebot'], url: '/img.png' },
      { robots: ROBOTS, uas: ['Googlebot-Image'], url: '/img.png' },
    ));
    expect(answers.map((a) => [a.allowed, a.line])).toEqual([[true, 0], [false, 5]]);
  });

  it('answers a malformed line with {"error"} and goes on, one answer per non-blank line', async () => {
    const input = jsonl(
      { robots: ROBOTS, ua: 'Googlebot', url: '/private' },
      '{not json',
      '',
      '   ',
      { robots: ROBOTS, url: '/x' },
      { robots: ROBOTS, robots_b64: '', ua: 'a', url: '/x' },
      { robots_b64: '***', ua: 'a', url: '/x' },
      [1, 2],
      { robots: ROBOTS, ua: 'Bingbot', url: '/public' },
    );
    const { code, answers } = await batch(input);
    expect(code).toBe(0);
    expect(answers).toHaveLength(7);
    expect(answers[0]).toMatchObject({ allowed: false, line: 2 });
    for (const a of answers.slice(1, 6)) expect(typeof a.error).toBe('string');
    expect(answers[1].error).toMatch(/^not JSON/);
    expect(answers[2].error).toContain('"ua"');
    expect(answers[6]).toMatchObject({ allowed: false, line: 5 });
  });

  it('answers in order when consecutive lines repeat one body (the parse is cached)', async () => {
    const urls = Array.from({ length: 200 }, (_, i) => (i % 2 ? `/private/${i}` : `/open/${i}`));
    const { answers } = await batch(jsonl(...urls.map((url) => ({ robots: ROBOTS, ua: 'Googlebot', url }))));
    expect(answers.map((a) => a.allowed)).toEqual(urls.map((_, i) => i % 2 === 0));
  });

  it('applies --profile and rejects an unknown one with exit 2', async () => {
    const robots = 'User-agent: *\nDisallow: /a\nAllow: /a/b\n';
    const request = jsonl({ robots, ua: 'x', url: '/a/b' });
    expect((await batch(request)).answers[0].allowed).toBe(true);
    expect((await batch(request, ['--profile', 'draft1996'])).answers[0].allowed).toBe(false);
    const bad = await batch(request, ['--profile', 'nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown profile 'nope'");
  });

  it('reads only the first 512,000 bytes under google, like Googlebot, unless --whole-file', async () => {
    const head = 'User-agent: *\n';
    const robots = `${head}#${'x'.repeat(512_000 - head.length - 2)}\nDisallow: /late\n`;
    const request = jsonl({ robots, ua: 'x', url: '/late' });
    expect((await batch(request)).answers[0]).toMatchObject({ allowed: true, line: 0 });
    expect((await batch(request, ['--whole-file'])).answers[0]).toMatchObject({ allowed: false, line: 3 });
    expect((await batch(request, ['--profile', 'rfc9309'])).answers[0]).toMatchObject({ allowed: false });
  });
});

describe('robotscope batch under hostile input', () => {
  const LIMIT = 120_000;
  const ok = JSON.stringify({ robots: ROBOTS, ua: 'Googlebot', url: '/private' });

  it('answers a line over 64 MiB with {"error"} and goes on with the next (no stack trace)', async () => {
    const big = Buffer.alloc(MAX_INPUT_BYTES + 1024 * 1024, 'a');
    const input = Buffer.concat([Buffer.from(ok + '\n{"robots":"'), big, Buffer.from('"}\r\n' + ok + '\n')]);
    const run = await runCli(['batch'], input, { limitMs: LIMIT });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const answers = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(answers).toHaveLength(3);
    expect(answers[0]).toMatchObject({ allowed: false, line: 2 });
    expect(answers[1]).toEqual(JSON.parse(TOO_LONG_ANSWER));
    expect(answers[1].error).toContain('longer than 64 MiB');
    expect(answers[2]).toMatchObject({ allowed: false, line: 2 });
  }, LIMIT);

  it('cat /dev/zero | batch: one line of NULs past the cap answers one error, then input ends', async () => {
    const run = await runCli(['batch'], Buffer.alloc(MAX_INPUT_BYTES + 1), { limitMs: LIMIT });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(TOO_LONG_ANSWER + '\n');
  }, LIMIT);

  it('gives each answer as soon as its request has arrived, before the input ends', async () => {
    const child = spawn(process.execPath, [...CLI, 'batch'], { cwd: REPO_ROOT });
    child.stdin.write(ok + '\n');
    const [first] = (await once(child.stdout, 'data')) as [Buffer];
    expect(JSON.parse(first.toString())).toMatchObject({ allowed: false, line: 2 });
    child.stdin.end();
    expect((await once(child, 'close'))[0]).toBe(0);
  }, LIMIT);
});
