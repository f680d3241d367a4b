import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { NOTE_WORDS, RESULT_COLUMNS, RESULTS_VERSION, VERDICT_NAMES } from '../core/index.ts';
import { readCorpusFile } from '../core/corpus.test-helper.ts';
import { NOT_UTF8_WARNING, TOO_LONG_ANSWER } from './batch.ts';
import { commandNamed } from './commands.ts';
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

/**
 * A request naming a crawler is answered as check --ua NAME answers it (issue 29 §1): GPTBot by
 * RFC 9309 with Google's lenient answer beside it, bingbot as Bing, YandexBot as Yandex, and a
 * registry row that is not the operator's word says so in "notes". Batch once read every one as
 * Google: talbots' /cart "blocked by line 51" for all, xuexi's GPTBot "allowed" (Google's 500 KiB cut).
 */
describe('robotscope batch: a named crawler', () => {
  const cases = [
    { file: '0028_www.talbots.com.txt', url: 'https://www.talbots.com/cart', crawlers: ['GPTBot', 'bingbot', 'YandexBot', 'YandexImages', 'YandexVideo'] },
    { file: '0341_www.xuexi.cn.txt', url: 'https://www.xuexi.cn/private/report.html', crawlers: ['GPTBot', 'YandexBot', 'CCBot', 'AdIdxbot'] },
  ];

  /** check --json's records for `crawlers` on `bytes` (read from standard input), and batch's answers to the same requests. */
  async function bothAnswers(bytes: Uint8Array, url: string, crawlers: string[], args: string[] = []) {
    const check = await runCli(['check', '-', ...crawlers.flatMap((c) => ['--ua', c]), '--json', ...args, url], bytes);
    expect(check.stderr.replace(/^robotscope: --ua read as .*\n/gm, '')).toBe('');
    const robots = new TextDecoder().decode(bytes);
    const run = await batch(jsonl(...crawlers.map((crawler) => ({ robots, crawler, url }))), args);
    expect(run.code).toBe(0);
    return { records: JSON.parse(check.stdout).records as Record<string, unknown>[], answers: run.answers as Record<string, unknown>[] };
  }

  for (const { file, url, crawlers } of cases) {
    it(`answers ${crawlers.join(', ')} on ${file} as check --json does, field for field`, async () => {
      const { records, answers } = await bothAnswers(readCorpusFile(file), url, crawlers);
      expect(answers).toEqual(records.map((r) => ({ version: RESULTS_VERSION, ...r })));
      expect(answers.map((a) => Object.keys(a))).toEqual(crawlers.map(() => ['version', ...RESULT_COLUMNS.map((c) => c.name)]));
    }, 120_000);
  }

  it('gives each crawler its documented reading and the readings\' doubt, and the registry row\'s confidence in "notes"', async () => {
    const talbots = await bothAnswers(readCorpusFile(cases[0].file), cases[0].url, cases[0].crawlers);
    expect(talbots.answers.map((a) => [a.crawler, a.verdict, a.line, a.reading, a.lenient, a.notes])).toEqual([
      ['GPTBot', 'allowed', 0, 'rfc9309', { verdict: 'blocked', line: 51, rule: 'Disallow: /cart', cause: 'lenient' }, []],
      ['bingbot', 'allowed', 0, 'bing', { verdict: 'blocked', line: 51, rule: 'Disallow: /cart', cause: 'lenient' }, []],
      ['YandexBot', 'allowed', 0, 'yandex', null, []],
      ['YandexImages', 'allowed', 0, 'yandex', null, ['third-party']],
      ['YandexVideo', 'allowed', 0, 'yandex', null, ['unclear', 'assumed']],
    ]);
    const xuexi = await bothAnswers(readCorpusFile(cases[1].file), cases[1].url, ['GPTBot', 'YandexBot']);
    expect(xuexi.answers.map((a) => [a.crawler, a.verdict, a.line, a.reading, a.lenient, a.crawlerRule])).toEqual([
      ['GPTBot', 'blocked', 47065, 'rfc9309', { verdict: 'allowed', line: 0, rule: null, cause: 'size-limit' }, 'global'],
      ['YandexBot', 'allowed', 0, 'yandex', null, 'too-big'],
    ]);
  }, 120_000);

  it('reads every request one way when --profile says, as check --profile does', async () => {
    const { file, url } = cases[0];
    const { records, answers } = await bothAnswers(readCorpusFile(file), url, ['GPTBot', 'bingbot'], ['--profile', 'google']);
    expect(answers).toEqual(records.map((r) => ({ version: RESULTS_VERSION, ...r })));
    expect(answers.map((a) => [a.verdict, a.line, a.reading, a.lenient])).toEqual([['blocked', 51, 'google', null], ['blocked', 51, 'google', null]]);
  });

  it('says in its help what a crawler\'s answer holds, each field and code one the answer can carry, and nothing of a FILE it does not take', async () => {
    const help = (await runCli(['help', 'batch'])).stdout;
    const quoted = new Set([...commandNamed('batch')!.details.join(' ').matchAll(/"([^"]+)"/g)].map((m) => m[1]));
    const request = ['robots', 'robots_b64', 'ua', 'uas', 'crawler', 'url', 'encode_url', 'version', 'error'];
    const known = new Set([...request, ...RESULT_COLUMNS.map((c) => c.name), ...Object.values(VERDICT_NAMES), ...Object.keys(NOTE_WORDS)]);
    expect([...quoted].filter((q) => !known.has(q))).toEqual([]);
    for (const field of ['reading', 'lenient', 'notes', 'third-party', 'assumed']) expect(quoted).toContain(field);
    expect(help).not.toMatch(/FILE|raw bytes/);
    expect((await runCli(['help', 'check'])).stdout.replace(/\s+/g, ' ')).toContain('FILE is read as raw bytes; - reads standard input; an http(s):// URL is fetched');
    expect((await runCli(['help', 'fmt'])).stdout.replace(/\s+/g, ' ')).toContain('FILE is read as raw bytes; - reads standard input. Input over');
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
