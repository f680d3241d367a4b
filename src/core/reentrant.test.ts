/**
 * The core keeps no state between calls but what belongs to one parse: checks and diagnoses of
 * several parses, crawlers and sites, interleaved in any order, answer exactly as each would
 * alone. (The worker answers several documents in turn; the CLI and the tests interleave parses.)
 */
import { describe, expect, it } from 'vitest';
import { checkUrl, diagnose, parseRobots, type CheckResult, type Profile } from './index.ts';

/** Enough checks per crawler to pass from the scan to the rule index (lookup/ruleLookup.ts). */
const ROUNDS = 40;

const FILE_A = [
  'User-agent: Googlebot',
  'Disallow: /private/',
  'Allow: /private/index.html',
  'Disallow: /*.pdf$',
  'Allow: /*/public/',
  '',
  'User-agent: *',
  'Disallow: /',
  'Allow: /shop/',
  'Disallow: /shop/cart',
  ...Array.from({ length: 12 }, (_, k) => `Disallow: /*?sort${k}=`),
].join('\n');

const FILE_B = [
  'User-agent: Bingbot',
  'Disallow: /shop/',
  'Allow: /private/',
  '',
  'User-agent: *',
  'Disallow: /private/',
  'Allow: /private/index',
  'Disallow: /*.pdf',
  'Allow: /*.pdf$',
].join('\n');

const PATHS = ['/', '/private/', '/private/index.html', '/private/a.pdf', '/x/public/a', '/shop/', '/shop/cart?x=1', '/a?sort3=1', '/b.pdf'];
const ORIGINS = ['https://a.example', 'http://b.example:8080', '//c.example', ''];

interface Job {
  text: string;
  profile: Profile;
  agent: string | string[];
}

/** URL i of a run: origins and paths in turn, so consecutive checks change site. */
function url(i: number): string {
  return ORIGINS[i % ORIGINS.length] + PATHS[i % PATHS.length] + (i % 5 === 0 ? '#top' : '');
}

function alone(job: Job): CheckResult[] {
  const parsed = parseRobots(job.text, { profile: job.profile });
  return Array.from({ length: ROUNDS }, (_, i) => checkUrl(parsed, job.agent, url(i)));
}

/** Every job's checks, one from each job in turn, each job on its own parse. */
function interleaved(jobs: Job[]): CheckResult[][] {
  const parses = jobs.map((j) => parseRobots(j.text, { profile: j.profile }));
  const out: CheckResult[][] = jobs.map(() => []);
  for (let i = 0; i < ROUNDS; i++) {
    jobs.forEach((job, k) => out[k].push(checkUrl(parses[k], job.agent, url(i))));
  }
  return out;
}

describe('checks do not depend on the checks of other parses, crawlers or sites', () => {
  it('two files, two crawlers and four origins interleaved answer as each does alone', () => {
    const jobs: Job[] = [
      { text: FILE_A, profile: 'google', agent: 'Googlebot' },
      { text: FILE_B, profile: 'google', agent: 'Bingbot' },
      { text: FILE_A, profile: 'google', agent: 'SomeBot' },
      { text: FILE_B, profile: 'google', agent: ['Googlebot-Image', 'Googlebot'] },
    ];
    const together = interleaved(jobs);
    jobs.forEach((job, k) => expect(together[k], JSON.stringify(job.agent)).toEqual(alone(job)));
    // The runs did real work: both verdicts occur, and from several deciding lines.
    const lines = new Set(together.flat().map((r) => r.line));
    expect(new Set(together.flat().map((r) => r.allowed))).toEqual(new Set([true, false]));
    expect(lines.size).toBeGreaterThan(5);
  });

  it('one text parsed under two profiles, checked in turn, answers as each profile alone', () => {
    const jobs: Job[] = (['google', 'rfc9309', 'draft1996'] as const).map((profile) => ({ text: FILE_B, profile, agent: 'SomeBot' }));
    const together = interleaved(jobs);
    jobs.forEach((job, k) => expect(together[k], job.profile).toEqual(alone(job)));
    // draft1996 takes the first matching rule, google the longest: they differ on /private/index.html.
    expect(url(2)).toContain('/private/index.html');
    expect([together[0][2].allowed, together[2][2].allowed]).toEqual([true, false]);
  });

  it('two crawlers checked in turn on one parse answer as each does alone', () => {
    const parsed = parseRobots(FILE_A);
    const both = Array.from({ length: ROUNDS }, (_, i) => [checkUrl(parsed, 'Googlebot', url(i)), checkUrl(parsed, 'SomeBot', url(i))]);
    expect(both.map((b) => b[0])).toEqual(alone({ text: FILE_A, profile: 'google', agent: 'Googlebot' }));
    expect(both.map((b) => b[1])).toEqual(alone({ text: FILE_A, profile: 'google', agent: 'SomeBot' }));
  });

  it('a chain handed again with other tokens in it is read anew', () => {
    // A caller may reuse one array for the chain of each crawler it checks.
    const parsed = parseRobots(FILE_B);
    const chain = ['Bingbot'];
    expect(checkUrl(parsed, chain, '/shop/x').allowed).toBe(false);
    chain[0] = 'Googlebot';
    const r = checkUrl(parsed, chain, '/shop/x');
    expect([r.allowed, r.agent, r.reason]).toEqual([true, '*', 'fallback']);
  });
});

describe('a check does not depend on how many checks came before it', () => {
  // The first 16 checks of a crawler scan its rules, later ones go through the index.
  const text = 'User-agent: *\nDisallow: /\nAllow: /*/index.htm\n';

  it('the implied <dir>/$ of an index.htm rule that matched itself is never listed (robots.cc HandleAllow)', () => {
    const parsed = parseRobots(text);
    const first = checkUrl(parsed, 'x', '/a/index.htm/');
    expect(first.matches.map((m) => [m.line, m.pattern, m.implied])).toEqual([
      [2, '/', false],
      [3, '/*/index.htm', false],
    ]);
    for (let i = 0; i < 40; i++) expect(checkUrl(parsed, 'x', '/a/index.htm/'), `check ${i + 2}`).toEqual(first);
  });

  it('the implied <dir>/$ of an index.htm rule that did not match is listed every time', () => {
    const parsed = parseRobots(text);
    const first = checkUrl(parsed, 'x', '/a/');
    expect(first.matches.map((m) => [m.line, m.pattern, m.implied])).toEqual([
      [2, '/', false],
      [3, '/*/$', true],
    ]);
    expect([first.allowed, first.line]).toEqual([true, 3]);
    for (let i = 0; i < 40; i++) expect(checkUrl(parsed, 'x', '/a/'), `check ${i + 2}`).toEqual(first);
  });
});

describe('diagnoses do not depend on other parses', () => {
  it('diagnosing two files in turn gives what each gives alone', () => {
    const big = ['User-agent: *', ...Array.from({ length: 300 }, (_, k) => `Disallow: /p${k % 150}${k % 3 === 0 ? '*' : ''}`)].join('\n');
    const small = 'User-agent: a\nDisallow: /x\nDisallow: /x*\nAllow: /x\n\u00a0Disallow: /y\n';
    const expected = [diagnose(parseRobots(big)), diagnose(parseRobots(small))];
    const parses = [parseRobots(big), parseRobots(small)];
    for (let round = 0; round < 3; round++) {
      expect([diagnose(parses[0]), diagnose(parses[1])]).toEqual(expected);
      expect([diagnose(parses[1]), diagnose(parses[0])]).toEqual([expected[1], expected[0]]);
    }
    expect(expected[0].length).toBeGreaterThan(0);
    expect(expected[1].length).toBeGreaterThan(0);
  });
});

describe('what a parse keeps for its checks stays with it', () => {
  it('a parse that crossed a worker boundary (a structured clone) answers as the parse itself', () => {
    const parsed = parseRobots(FILE_A);
    const before = Array.from({ length: ROUNDS }, (_, i) => checkUrl(parsed, 'Googlebot', url(i)));
    const clone = structuredClone(parsed);
    // The clone is the plain data alone: equal to the parse, with nothing of what its checks kept.
    expect(clone).toEqual(parseRobots(FILE_A));
    expect(Array.from({ length: ROUNDS }, (_, i) => checkUrl(clone, 'Googlebot', url(i)))).toEqual(before);
  });

  it('a parse checked many times still deep-equals a fresh parse of the same text', () => {
    const parsed = parseRobots(FILE_B);
    for (let i = 0; i < ROUNDS; i++) checkUrl(parsed, ['Googlebot-Image', 'Googlebot'], url(i));
    diagnose(parsed);
    expect(parsed).toEqual(parseRobots(FILE_B));
  });
});
