/**
 * explainCheck (issue 11 §3): each part of an explanation, proved on the shared conformance
 * cases and the corpus; and over all of them, an explanation agrees with the verdict it
 * explains and accounts for every answer another profile gives otherwise.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusFileNames, readCorpusFile } from './corpus.test-helper.ts';
import { checkCrawler, explainCheck, parseRobots, PROFILES, ruleValue, type Explanation, type ParsedRobots, type Profile } from './index.ts';

interface Case { id: string; robots?: string; robots_b64?: string; file?: string; ua: string; url: string; allowed: boolean; line?: number }

const CONFORMANCE = new URL('../../testdata/conformance/', import.meta.url);
const FILES: [string, Profile][] = [
  ['google-spec-test.jsonl', 'google'], ['google-differential.jsonl', 'google'], ['google-edge-cases.jsonl', 'google'],
  ['googlebot-size-limit.jsonl', 'google'], ['rfc9309-cases.jsonl', 'rfc9309'], ['draft1996-cases.jsonl', 'draft1996'],
];

function cases(name: string): Case[] {
  const raw = readFileSync(fileURLToPath(new URL(name, CONFORMANCE)), 'utf8');
  return raw.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Case);
}

const bodies = new Map<string, Uint8Array>();
function body(c: Case): string | Uint8Array {
  if (c.file !== undefined) {
    if (!bodies.has(c.file)) bodies.set(c.file, readCorpusFile(c.file));
    return bodies.get(c.file)!;
  }
  return c.robots_b64 !== undefined ? new Uint8Array(Buffer.from(c.robots_b64, 'base64')) : c.robots ?? '';
}

type Parses = Record<Profile, ParsedRobots>;
const parseCache = new Map<string | Uint8Array, Parses>();

/** A body parsed under every profile, once (the corpus files are big; the worker keeps parses too). */
function parsesOf(input: string | Uint8Array): Parses {
  let found = parseCache.get(input);
  if (!found) {
    found = Object.fromEntries(PROFILES.map((profile) => [profile, parseRobots(input, { profile })])) as Parses;
    parseCache.set(input, found);
  }
  return found;
}

function explainIn(parses: Parses, profile: Profile, ua: string, url: string): Explanation {
  return explainCheck(parses[profile], ua, url, { parses });
}

function explainCase(file: string, id: string, profile: Profile = 'google'): Explanation {
  const c = cases(file).find((x) => x.id === id);
  if (!c) throw new Error(`no case ${id} in ${file}`);
  return explainIn(parsesOf(body(c)), profile, c.ua, c.url);
}

const other = (e: Explanation, p: Profile) => e.profiles.find((a) => a.profile === p)!;

describe('explainCheck: the groups', () => {
  it('names the group by its token, and sets the * group aside because a group names the crawler (global-rules#2)', () => {
    const e = explainCase('google-spec-test.jsonl', 'correctness/global-rules#2');
    expect(e).toMatchObject({ allowed: true, line: 4, reason: 'named', crawlerRule: 'own-group', decidedBy: 'FooBot', globalSetAside: [1] });
    expect(e.groups).toEqual([{ index: 1, line: 3, agents: [{ line: 3, value: 'FooBot' }], joinsGlobal: null }]);
  });

  it('falls back to the * group when no group names the crawler (global-rules#3)', () => {
    const e = explainCase('google-spec-test.jsonl', 'correctness/global-rules#3');
    expect(e).toMatchObject({ allowed: false, line: 2, reason: 'fallback', crawlerRule: 'global', globalSetAside: [] });
    expect(e.groups).toEqual([{ index: 0, line: 1, agents: [{ line: 1, value: '*' }], joinsGlobal: null }]);
  });

  it('lists every merged group with the line that names the crawler (groups#1)', () => {
    const e = explainCase('google-spec-test.jsonl', 'correctness/groups#1');
    expect(e.reason).toBe('merged');
    expect(e.groups.map((g) => g.agents)).toEqual([[{ line: 3, value: 'FooBot' }], [{ line: 14, value: 'FooBot' }]]);
  });

  it('says no group applies, so everything is allowed (global-rules#4)', () => {
    const e = explainCase('google-spec-test.jsonl', 'correctness/global-rules#4');
    expect(e).toMatchObject({ allowed: true, line: 0, reason: 'none', crawlerRule: 'no-group', groups: [], matches: [], tieBreak: 'no-match' });
  });

  it('takes a fallback chain step: Googlebot-Image obeys the Googlebot group', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nDisallow: /photos\n');
    const e = explainCheck(parsed, 'Googlebot-Image', 'https://example.com/photos/a.jpg');
    expect(e).toMatchObject({ crawlerRule: 'chain-fallback', decidedBy: 'Googlebot', chain: ['Googlebot-Image', 'Googlebot', '*'], operator: 'Google', line: 5 });
    expect(e.groups[0].agents).toEqual([{ line: 4, value: 'Googlebot' }]);
    expect(e.globalSetAside).toEqual([1]);
  });

  it('sets the * group aside for a crawler that ignores it (AdsBot-Google)', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /\n');
    expect(explainCheck(parsed, 'AdsBot-Google', '/landing')).toMatchObject({ allowed: true, crawlerRule: 'ignores-global', groups: [], globalSetAside: [1] });
  });
});

describe('explainCheck: the matching rules', () => {
  it('gives every matching rule with its length, marks the winner: Allow wins a tie (most-specific-match#5)', () => {
    const e = explainCase('google-spec-test.jsonl', 'correctness/most-specific-match#5');
    expect(e.tieBreak).toBe('allow-wins-tie');
    expect(e.matches).toEqual([
      { line: 2, allow: false, value: '/', pattern: '/', length: 1, implied: false, winner: false },
      { line: 3, allow: true, value: '/', pattern: '/', length: 1, implied: false, winner: true },
    ]);
  });

  it('counts a match as Google does, the pattern\'s length, * and $ included (longest match wins)', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /*.pdf$\nAllow: /docs/\n');
    const e = explainCheck(parsed, 'Bingbot', 'https://example.com/docs/a.pdf');
    expect(e.matches.map((m) => [m.line, m.length, m.winner])).toEqual([[2, 7, true], [3, 6, false]]);
    expect(e).toMatchObject({ allowed: false, tieBreak: 'longest-match' });
  });

  it('shows the index.html equivalence as an implied match of <dir>/$ (index-page#1)', () => {
    const e = explainCase('google-spec-test.jsonl', 'correctness/index-page#1');
    const winner = e.matches.find((m) => m.winner)!;
    expect(winner).toEqual({ line: 2, allow: true, value: '/allowed-slash/index.html', pattern: '/allowed-slash/$', length: 16, implied: true, winner: true });
    expect(other(e, 'rfc9309')).toMatchObject({ allowed: false, line: 3, agrees: 'other-verdict', differences: [{ kind: 'index-html', line: 2 }] });
  });
});

describe('explainCheck: the compared path', () => {
  it('says what was dropped: scheme and host, the fragment', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /a\n');
    expect(explainCheck(parsed, '*', 'https://example.com/a?b=1#top').path).toEqual({
      path: '/a?b=1', dropped: 'https://example.com', fragment: '#top', slashAdded: false, afterNul: '', compared: '/a?b=1', comparedAs: '',
    });
  });

  it('with request, explains the URL as a browser requests it and says "compared as" (issue 23 §3)', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /b/Cámaras\n');
    const e = explainCheck(parsed, 'Googlebot', 'https://www.ebay.com/b/Cámaras-digitales', { request: true });
    expect(e).toMatchObject({ url: 'https://www.ebay.com/b/Cámaras-digitales', allowed: false, line: 2 });
    expect(e.path).toMatchObject({ compared: '/b/C%C3%A1maras-digitales', comparedAs: '/b/C%C3%A1maras-digitales' });
    expect(explainCheck(parsed, 'Googlebot', 'https://www.ebay.com/b/Cámaras-digitales').allowed).toBe(true);
  });

  it('gives the path as the profile compares it: RFC 9309 decodes unreserved escapes (non-ascii-paths#6)', () => {
    const e = explainCase('google-spec-test.jsonl', 'correctness/non-ascii-paths#6', 'rfc9309');
    expect(e.path.compared).toBe('/foo/bar/baz');
    expect(e.matches.find((m) => m.winner)).toMatchObject({ line: 3, value: '/foo/bar/%62%61%7A', pattern: '/foo/bar/baz' });
  });
});

describe('explainCheck: the 500 KiB cut', () => {
  it('places a deciding rule on the line the cut falls in (googlebot-size-limit cut-500-48)', () => {
    const e = explainCase('googlebot-size-limit.jsonl', 'cut-500-48');
    expect(e).toMatchObject({ allowed: false, line: 19134 });
    expect(e.sizeLimit).toMatchObject({ cutLine: 19134, readsToCut: true, place: 'on-cut' });
    // Googlebot read the rule cut short: its value is the part before the cut.
    const winner = e.matches.find((m) => m.winner)!;
    const whole = parseRobots(readCorpusFile('0055_docs.oracle.com.txt'));
    const full = ruleValue(whole, [...whole.rules.line].indexOf(19134));
    expect(full.startsWith(winner.value) && full.length > winner.value.length).toBe(true);
  });

  it('gives the whole file\'s answer where it differs, and says why RFC 9309 differs', () => {
    // Three of the big files (each is parsed under every profile): their cases hold both kinds.
    const files = ['0055_docs.oracle.com.txt', '0341_www.xuexi.cn.txt', '0061_www.hermes.com.txt'];
    const differing = cases('googlebot-size-limit.jsonl').filter((c) => files.includes(c.file!)).map((c) => ({ c, e: explainIn(parsesOf(body(c)), 'google', c.ua, c.url) }))
      .filter(({ e }) => e.sizeLimit?.wholeFile);
    expect(differing.length).toBeGreaterThan(10);
    for (const { c, e } of differing) {
      const whole = checkCrawler(parsesOf(body(c)).google, c.ua, c.url, { wholeFile: true });
      expect(e.sizeLimit!.wholeFile, c.id).toEqual({ allowed: whole.allowed, line: whole.line });
      const rfc = other(e, 'rfc9309');
      if (rfc.agrees !== 'same') expect(rfc.differences.map((d) => d.kind), c.id).toContain('size-limit');
    }
  });
});

describe('explainCheck: the other profiles', () => {
  it('says RFC 9309 reads no misspelled keys: the deciding line does not count there', () => {
    const parsed = parseRobots('User-agent: *\nDissallow: /private\n');
    const e = explainCheck(parsed, 'GPTBot', 'https://example.com/private/x');
    expect(e).toMatchObject({ allowed: false, line: 2 });
    expect(other(e, 'rfc9309')).toEqual({
      profile: 'rfc9309', allowed: true, line: 0, agrees: 'other-verdict',
      differences: [{ kind: 'line-read-otherwise', line: 2, here: 'disallow', there: 'unknown', spelling: 'typo', missingColon: false }],
    });
  });

  it('says a missing colon is read only by Google (accepted-mistakes#3)', () => {
    const e = explainCase('google-spec-test.jsonl', 'correctness/accepted-mistakes#3');
    const kinds = other(e, 'rfc9309').differences.filter((d) => d.kind === 'line-read-otherwise');
    expect(kinds).toEqual([
      { kind: 'line-read-otherwise', line: 1, here: 'user-agent', there: 'invalid', spelling: 'exact', missingColon: true },
      { kind: 'line-read-otherwise', line: 2, here: 'disallow', there: 'invalid', spelling: 'exact', missingColon: true },
    ]);
  });

  it('says the 1996 draft ends a record at a blank line (blank-line-ends-record)', () => {
    const e = explainCase('draft1996-cases.jsonl', 'blank-line-ends-record', 'draft1996');
    expect(other(e, 'google')).toMatchObject({
      allowed: false, line: 4, differences: [{ kind: 'rule-not-applied', line: 4, causes: ['blank-line-ends-group'] }],
    });
  });

  it('says the 1996 draft has no wildcards (no-wildcards)', () => {
    const e = explainCase('draft1996-cases.jsonl', 'no-wildcards', 'draft1996');
    expect(other(e, 'google').differences).toEqual([{ kind: 'wildcards', line: 2 }]);
  });
});

function checkAgrees(parses: Parses, profile: Profile, ua: string, url: string, id: string): void {
  const e = explainIn(parses, profile, ua, url);
  const check = checkCrawler(parses[profile], ua, url);
  expect({ allowed: e.allowed, line: e.line, tieBreak: e.tieBreak }, id).toEqual({ allowed: check.allowed, line: check.line, tieBreak: check.tieBreak });
  const winners = e.matches.filter((m) => m.winner);
  expect(winners.length, id).toBe(check.rule === null ? 0 : 1);
  if (winners.length === 1) expect(winners[0].line, id).toBe(e.line);
  if (e.reason !== 'none') for (const g of e.groups) expect(g.agents.length, id).toBeGreaterThan(0);
  for (const a of e.profiles) {
    const there = checkCrawler(parses[a.profile], ua, url);
    expect({ allowed: a.allowed, line: a.line }, id).toEqual({ allowed: there.allowed, line: there.line });
    expect(a.differences.length === 0, id).toBe(a.agrees === 'same');
    expect(a.differences.map((d) => d.kind), id).not.toContain('unexplained');
  }
  expect(JSON.parse(JSON.stringify(e)), id).toEqual(e);
}

describe('explainCheck on every conformance case', () => {
  it.each(FILES.filter(([f]) => f !== 'googlebot-size-limit.jsonl'))('agrees with the verdict and explains every other profile\'s answer: %s', (file, profile) => {
    // The 4,950 random differential cases: every third keeps the run short and still varied.
    const all = cases(file);
    const some = all.length > 1000 ? all.filter((_, i) => i % 3 === 0) : all;
    for (const c of some) checkAgrees(parsesOf(body(c)), profile, c.ua, c.url, c.id);
  });
});

describe('explainCheck on the corpus', () => {
  it('agrees with the verdict and explains every other profile\'s answer (every 10th file, 8 crawlers, its own rules as URLs)', () => {
    const crawlers = ['Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', '*', 'Googlebot-Image', 'AdsBot-Google', 'Mozilla/5.0 (compatible; bingbot/2.0)'];
    const names = corpusFileNames().filter((_, i) => i % 10 === 3);
    let explained = 0;
    for (const name of names) {
      const bytes = readCorpusFile(name);
      if (bytes.length > 512_000) continue; // the size-limit cases cover the big files
      const parses = parsesOf(bytes);
      const parsed = parses.google;
      const n = parsed.rules.length;
      const urls = ['https://example.com/', ...Array.from({ length: Math.min(6, n) }, (_, k) => 'https://example.com' + ruleValue(parsed, Math.floor((k * n) / 6)).replace(/\*/g, 'x'))];
      for (const ua of crawlers) for (const url of urls) {
        checkAgrees(parses, 'google', ua, url, `${name} ${ua} ${url}`);
        explained++;
      }
    }
    expect(explained).toBeGreaterThan(1500);
  });
});

describe('explainCheck: the AI-use lines beside the verdict (issue 10 §6)', () => {
  const file = [
    'Content-Signal: search=yes, ai-train=no', // 1 (in no group: read by no crawler)
    'User-agent: GPTBot', //                      2
    'Content-Usage: /blog/ train-ai=n', //        3
    'Allow: /', //                                4
    '',
    'User-agent: *', //                           6
    'Content-Usage: / train-ai=y', //             7
    'Disallow: /private/', //                     8
  ].join('\n');
  const parsed = parseRobots(file, { profile: 'google' });

  it('gives the preference of the groups the crawler reads, the longest path deciding', () => {
    const e = explainCheck(parsed, 'GPTBot', 'https://example.com/blog/post');
    expect(e.allowed).toBe(true);
    // Content-Signal belongs to a group (contentsignals.org): before any User-agent line it reaches none.
    expect(e.ai.signals).toEqual({});
    expect(e.ai.outsideGroup).toEqual([1]);
    expect(e.ai).toMatchObject({ usage: { 'train-ai': 'n' }, usageLines: [3], usagePath: '/blog/' });
    const other = explainCheck(parsed, 'ClaudeBot', 'https://example.com/blog/post');
    expect(other).toMatchObject({ allowed: true, ai: { usage: { 'train-ai': 'y' }, usageLines: [7], usagePath: '/' } });
  });

  it('is empty for a file that states none', () => {
    const e = explainCheck(parseRobots('User-agent: *\nDisallow: /x\n', { profile: 'google' }), 'GPTBot', '/x');
    expect(e.ai).toEqual({ signals: {}, signalLines: [], usage: {}, usageLines: [], usagePath: null, usageBlocked: false, outsideGroup: [], licenses: [], purpose: null, lighthouseFlags: [] });
  });
});
