import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-helper.ts';

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
  it('answers a robots text request with verdict, line, path, rule and reason', async () => {
    const { code, answers } = await batch(jsonl({ robots: ROBOTS, ua: 'Googlebot', url: 'https://x.test/private/a?b' }));
    expect(code).toBe(0);
    expect(answers).toEqual([expect.objectContaining({ allowed: false, line: 2, path: '/private/a?b', rule: '/private' })]);
    expect(answers[0]).toHaveProperty('reason');
  });

  it('reads robots_b64 as raw bytes (a partial BOM is skipped, as Google does)', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb]), Buffer.from('User-agent: foo\nDisallow: /x\n')]);
    const { answers } = await batch(jsonl({ robots_b64: bytes.toString('base64'), ua: 'foo', url: '/x' }));
    expect(answers).toEqual([expect.objectContaining({ allowed: false, line: 2 })]);
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
});
