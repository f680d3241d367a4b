/**
 * The check-only entry (checkOnly.ts, `robotscope/check`) answers as the engine does: verdict and
 * deciding line equal to checkUrl's on the same text, under each profile it reads, for every
 * shared conformance case (testdata/conformance, every file's bodies under both profiles), for
 * every corpus file (testdata/corpus) with paths its own rules name and crawlers it names, and
 * for random texts built from what the line reader treats apart (fast-check).
 */
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, parseRules, type CheckProfile, type RobotsRules } from './checkOnly.ts';
import { CONFORMANCE_DIR, conformanceFiles, loadCases, type ConformanceCase } from './conformance.test-helper.ts';
import { corpusFileNames, readCorpusFile } from './corpus.test-helper.ts';
import { checkUrl, decodeRobots, parseRobots, rulePattern, SIZE_LIMIT_BYTES, type ParsedRobots } from './index.ts';

const PROFILES: CheckProfile[] = ['google', 'rfc9309'];
type Agent = string | readonly string[];

/** Both readings of one text, checked alike: the first difference, or null. */
function firstDifference(text: string, profile: CheckProfile, agents: readonly Agent[], urls: readonly string[], full = parseRobots(text, { profile }), lean = parseRules(text, { profile })): string | null {
  for (const agent of agents) {
    for (const url of urls) {
      const want = checkUrl(full, agent, url);
      const got = check(lean, agent, url);
      if (got.allowed !== want.allowed || got.line !== want.line) {
        return `${profile} ${JSON.stringify(agent)} ${JSON.stringify(url)}: engine ${want.allowed} line ${want.line}, check-only ${got.allowed} line ${got.line}`;
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The conformance cases

type Case = ConformanceCase;

const CASE_FILES = conformanceFiles().map((f) => basename(f));
/** The files whose expected answers are a profile's this entry reads, verdict and (google) line. */
const EXPECTED: Record<string, { profile: CheckProfile; line: boolean }> = {
  'google-spec-test.jsonl': { profile: 'google', line: true },
  'google-differential.jsonl': { profile: 'google', line: true },
  'google-edge-cases.jsonl': { profile: 'google', line: true },
  'googlebot-size-limit.jsonl': { profile: 'google', line: true },
  'rfc9309-cases.jsonl': { profile: 'rfc9309', line: false },
};

const texts = new Map<string, string>();
/** A case's body as the text a caller hands over: bytes decoded as the engine decodes them (decodeRobots). */
function textOf(c: Case): string {
  if (c.robots !== undefined) return c.robots;
  const key = c.file ?? c.robots_b64 ?? '';
  let text = texts.get(key);
  if (text === undefined) {
    const bytes = c.file !== undefined ? readCorpusFile(c.file) : new Uint8Array(Buffer.from(c.robots_b64 ?? '', 'base64'));
    texts.set(key, (text = decodeRobots(bytes).text));
  }
  return text;
}

function readCases(name: string): Case[] {
  return loadCases(join(CONFORMANCE_DIR, name));
}

describe('the check-only entry agrees with the engine on every conformance case', () => {
  it('reads every case file there is', () => {
    expect(CASE_FILES.length).toBeGreaterThanOrEqual(8);
    for (const name of Object.keys(EXPECTED)) expect(CASE_FILES).toContain(name);
  });

  for (const name of CASE_FILES) {
    it(`${name}: every case's verdict and deciding line under google and rfc9309, and the expected answer where the file is one of theirs`, () => {
      const cases = readCases(name);
      expect(cases.length).toBeGreaterThan(0);
      // Parsed once per body and profile, as an editor or a crawler would.
      const parses = new Map<string, { full: ParsedRobots; lean: RobotsRules }>();
      const expected = EXPECTED[name];
      const misses: string[] = [];
      for (const c of cases) {
        const text = textOf(c);
        const agent = c.uas ?? c.ua;
        for (const profile of PROFILES) {
          const key = `${profile} ${c.file ?? c.robots_b64 ?? c.robots}`;
          let both = parses.get(key);
          if (both === undefined) parses.set(key, (both = { full: parseRobots(text, { profile }), lean: parseRules(text, { profile }) }));
          const differs = firstDifference(text, profile, [agent], [c.url], both.full, both.lean);
          if (differs !== null) misses.push(`${c.id}: ${differs}`);
        }
        if (expected !== undefined) {
          const got = check(parses.get(`${expected.profile} ${c.file ?? c.robots_b64 ?? c.robots}`)!.lean, agent, c.url);
          if (got.allowed !== c.allowed || (expected.line && got.line !== c.line)) misses.push(`${c.id}: expected ${c.allowed} line ${c.line}, got ${got.allowed} line ${got.line}`);
        }
      }
      expect(misses.slice(0, 10), `${misses.length} of ${cases.length} cases differ`).toEqual([]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The corpus

const SUFFIXES = ['', 'a', '/index.html', '%2F', 'é'];
const FIXED_PATHS = ['/', '/robots.txt', '/index.html', '/a', '/private/', '/search?q=x', '/C%C3%A1maras', '/Cámaras digitales', '/%e2%9d%83', '/*', '/$', 'https://example.com/wp-admin/admin-ajax.php', '/#frag'];
const FIXED_AGENTS: Agent[] = ['Googlebot', '*', 'SomeBot', ['Googlebot-Image', 'Googlebot']];

/** Paths a file's own rules name (their wildcards filled, cut short, run on), and the fixed ones. */
function pathsOf(parsed: ParsedRobots, most: number): string[] {
  const paths = new Set(FIXED_PATHS);
  const step = Math.max(1, Math.floor(parsed.rules.length / most));
  for (let r = 0; r < parsed.rules.length; r += step) {
    const pattern = rulePattern(parsed, r);
    const filled = pattern.replace(/\*/g, 'x7');
    for (const s of SUFFIXES) paths.add(filled + s);
    paths.add(filled.replace(/\$$/, ''));
    paths.add(filled.slice(0, -1));
  }
  return [...paths];
}

/** The crawlers a file names (some of them), and the fixed ones. */
function agentsOf(parsed: ParsedRobots, most: number): Agent[] {
  const named = new Set<string>();
  for (const g of parsed.groups) for (const a of g.userAgents) if (named.size < most) named.add(a.value);
  return [...FIXED_AGENTS, ...named];
}

describe('the check-only entry agrees with the engine on every corpus file', () => {
  const names = corpusFileNames();
  // In slices, each a bounded share of the work within the default timeout on a loaded machine.
  const SLICES = 8;
  const slices = Array.from({ length: SLICES }, (_, k) => names.filter((_, i) => i % SLICES === k));

  it('has the corpus to read, every file in a slice', () => {
    expect(names.length).toBeGreaterThanOrEqual(500);
    expect(slices.flat().sort()).toEqual(names);
  });

  for (const profile of PROFILES) {
    it.each(slices.map((slice, k) => ({ k, slice })))(`under ${profile}, slice $k of ${SLICES}: each file, its crawlers × paths its rules name, verdict and deciding line`, ({ slice }) => {
      const misses: string[] = [];
      let checks = 0;
      for (const name of slice) {
        const text = decodeRobots(readCorpusFile(name)).text;
        const full = parseRobots(text, { profile });
        const agents = agentsOf(full, 3);
        const urls = pathsOf(full, 6);
        checks += agents.length * urls.length;
        const differs = firstDifference(text, profile, agents, urls, full);
        if (differs !== null) misses.push(`${name}: ${differs}`);
      }
      expect(misses.slice(0, 10), `${misses.length} of ${slice.length} files differ`).toEqual([]);
      expect(checks).toBeGreaterThan(slice.length * 50);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Random texts

/** Pieces the line reader treats apart: keys and their misspellings, separators, comments, breaks, NUL, BOM, escapes, wildcards. */
const piece = fc.constantFrom(
  'User-agent:', 'user agent ', 'useragent:', 'User-Agent :', 'Allow:', 'allow ', 'Disallow:', 'disallow ', 'Dissallow:', 'Disallowed:', 'Sitemap:',
  'Crawl-delay:', ':', '*', '/', '$', '#', ' ', '\t', '\v', '\n', '\r', '\r\n', '\0', '\ufeff', '\udcef', 'Googlebot', 'googlebot/2.1', 'Googlebot-Image',
  '/index.html', '/index.htm', '%2f', '%2F', '%7e', '%E3%83%84', 'ツ', '\ud83d\ude00', '\ud800', '/a', '/b', '?', '=', '.php',
);
const text = fc.array(fc.oneof({ arbitrary: piece, weight: 4 }, { arbitrary: fc.string({ maxLength: 4 }), weight: 1 }), { maxLength: 120 }).map((a) => a.join(''));
const path = fc.array(fc.constantFrom('/', 'a', 'b', 'index.html', '%2f', '%2F', '~', 'ツ', '%E3%83%84', '$', '*', '?', 'x.php', '#'), { maxLength: 8 }).map((a) => a.join(''));

/**
 * A line about as long as Google's cut (16,663 bytes), a character of several bytes across it,
 * and paths that run into the cut: the rule's own start, then that character whole, in part or not.
 */
const longLine = fc.tuple(fc.constantFrom('Disallow: /', 'Disallow:  /', 'User-agent: G', 'Allow:/', 'disallow /'), fc.integer({ min: 16_655, max: 16_666 }), fc.constantFrom('é', 'ツ', '\ud83d\ude00', ' ', '#'), fc.constantFrom('', 'ツ', ' x', '\nDisallow: /b'))
  .map(([start, n, ch, end]) => {
    const run = start.slice(start.indexOf('/') + 1 || start.length) + 'a'.repeat(n - start.length);
    const paths = ['', '%C3', '%E3', '%E3%83', '%F0%9F', ch, 'x', '%C3%A9'].map((tail) => `/${run}${tail}`);
    return { text: `User-agent: *\n${start}${'a'.repeat(n - start.length)}${ch.repeat(3)}${end}\nDisallow: /\n`, paths: [...paths, '/b'] };
  });

describe('the check-only entry agrees with the engine on random texts', () => {
  it('pieces of directives, any crawler of them, any path', () => {
    fc.assert(fc.property(text, fc.array(path, { minLength: 1, maxLength: 4 }), (t, paths) => {
      for (const profile of PROFILES) expect(firstDifference(t, profile, ['Googlebot', 'googlebot-image', '*', ['Googlebot-Image', 'Googlebot'], ''], paths)).toBeNull();
    }), { numRuns: 500 });
  });

  it('lines cut at 16,663 bytes, through a character of several bytes', () => {
    fc.assert(fc.property(longLine, ({ text: t, paths }) => {
      for (const profile of PROFILES) expect(firstDifference(t, profile, ['G', 'Googlebot'], paths)).toBeNull();
    }), { numRuns: 150 });
  });

  it('files over 500 KiB, read as Googlebot reads them: to the byte of the cut, which may split a character', () => {
    for (const ch of ['é', 'ツ', '\ud83d\ude00']) {
      // The cut after k of the character's bytes: an ASCII file but for that character.
      for (let k = 1; k < new TextEncoder().encode(ch).length; k++) {
        const head = 'User-agent: *\n';
        const last = 'Disallow: /cut';
        const room = SIZE_LIMIT_BYTES - k - head.length - last.length;
        const filler = 'Allow: /ok\n'.repeat(Math.floor((room - 100) / 11));
        const big = `${head}${filler}#${'c'.repeat(room - filler.length - 2)}\n${last}${ch}tail\nDisallow: /late\n`;
        expect(new TextEncoder().encode(big.slice(0, big.indexOf(ch))).length).toBe(SIZE_LIMIT_BYTES - k);
        for (const profile of PROFILES) expect(firstDifference(big, profile, ['Googlebot'], ['/late', `/cut${ch}tail`, '/cut', `/cut${ch}`, '/ok'])).toBeNull();
      }
    }
  });

  it('turns down a profile it does not read, rather than reading it as another', () => {
    expect(() => parseRules('User-agent: *\nDisallow: /', { profile: 'yandex' as CheckProfile })).toThrow(/google and rfc9309/);
    expect(() => check({ profile: 'google' }, 'Googlebot', '/')).toThrow(/what parseRules returns/);
  });
});
