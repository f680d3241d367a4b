/**
 * checkMatrix answers every cell as the single-URL path does (checkRow, on core checkCrawler):
 * verdict, deciding line and its text, the first line of the group that applied, and the
 * crawler rule that chose it. The matrix works each crawler out once per parse and each URL's
 * path once per list (core checkColumns, UrlPaths); this compares it, cell by cell, over the
 * corpus's real files under every profile (the files past Googlebot's 500 KiB cut included) and
 * over random files and URLs, with crawlers that have fallback chains, ignore `*`, are not
 * governed by robots.txt, share groups, or are read from a whole User-Agent header.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusFileNames, readCorpusFile } from '../core/corpus.test-helper.ts';
import { crawlerFor, CRAWLER_RULES, parseRobots, PROFILES, rulePattern, type ParsedRobots, type Profile } from '../core/index.ts';
import { checkRow } from './analyze.ts';
import { checkMatrix } from './checkMatrix.ts';
import { VERDICT } from '../core/index.ts';
import { UrlPaths } from './urlPaths.ts';

const CRAWLERS = [
  'Googlebot', 'Googlebot-Image', 'Applebot', 'AdsBot-Google', 'FeedFetcher-Google', 'GPTBot', 'ClaudeBot', '*', 'SomeBot', 'Diffbot',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', '',
];

/** Every cell of checkMatrix against checkRow for the same crawler and URL; the differences, as words. */
function differences(parsed: ParsedRobots, crawlers: readonly string[], urls: readonly string[], list: UrlPaths | readonly string[] = urls): string[] {
  const m = checkMatrix(parsed, crawlers, list);
  const out: string[] = [];
  crawlers.forEach((name, j) => {
    const crawler = crawlerFor(name);
    urls.forEach((url, i) => {
      const cell = i * crawlers.length + j;
      const row = checkRow(parsed, crawler, url);
      const verdict = crawler.info?.robots === 'no' ? VERDICT.ungoverned : row.allowed ? VERDICT.allowed : VERDICT.blocked;
      const want = [verdict, row.line, row.line > 0 ? row.ruleText : undefined, row.groupLines[0] ?? 0, row.crawlerRule];
      // The line of the 500 KiB cut, for a column that reads only that far, is sent apart (protocol CutRule).
      const cut = m.columns[j].readsCut && m.cutRule?.line === m.line[cell] ? m.cutRule.shown : undefined;
      const got = [m.verdict[cell], m.line[cell], m.line[cell] > 0 ? cut ?? m.ruleTexts[m.line[cell]] : undefined, m.groupLine[cell], CRAWLER_RULES[m.reason[cell]]];
      if (JSON.stringify(got) !== JSON.stringify(want)) out.push(`${name} ${url}: ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`);
    });
  });
  return out;
}

/** URLs a file's own rules name (wildcards filled in), and a few every file is asked. */
function urlsFor(parsed: ParsedRobots): string[] {
  const urls = ['/', 'https://example.com/robots.txt', '/index.html', 'https://example.com/a/b?q=1#frag', 'no path'];
  const n = parsed.rules.length;
  for (let k = 0; k < Math.min(n, 12); k++) {
    const pattern = rulePattern(parsed, Math.floor((k * n) / 12));
    urls.push(`https://example.com${pattern.replace(/\$$/, '').replaceAll('*', 'x/')}`, pattern.replace(/\*.*$/, '') + 'index.html');
  }
  return urls;
}

describe('the matrix answers every cell as the single-URL check does', () => {
  // Each file under one profile in turn, the files past the 500 KiB cut under all three.
  const names = corpusFileNames();
  const cases = names.flatMap((name, i) => {
    const bytes = readCorpusFile(name);
    const profiles: readonly Profile[] = bytes.length > 512_000 ? PROFILES : [PROFILES[i % PROFILES.length]];
    return profiles.map((profile) => ({ name, bytes, profile }));
  });

  // In slices, so each test does a bounded share of the work: one test over all 512 files ran
  // past any fixed timeout on a machine loaded fifty times over.
  const SLICES = 16;
  const slices = Array.from({ length: SLICES }, (_, k) => cases.filter((_, i) => i % SLICES === k));

  it.each(slices.map((slice, k) => ({ k, slice })))(`on the ${names.length} corpus files, each profile in turn (slice $k of ${SLICES})`, ({ slice }) => {
    const wrong: string[] = [];
    for (const { name, bytes, profile } of slice) {
      const parsed = parseRobots(bytes, { profile });
      wrong.push(...differences(parsed, CRAWLERS, urlsFor(parsed)).map((d) => `${name} (${profile}) ${d}`));
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('the slices hold every corpus file, the files past the 500 KiB cut under every profile', () => {
    expect(slices.flat()).toHaveLength(cases.length);
    expect(new Set(cases.map((c) => c.name)).size).toBe(names.length);
    expect(cases.filter((c) => c.bytes.length > 512_000).length).toBeGreaterThanOrEqual(7 * PROFILES.length);
  });

  it('on random files and URLs under each profile', () => {
    const token = fc.constantFrom('Googlebot', 'googlebot-image', 'Applebot', 'AdsBot-Google', 'FeedFetcher-Google', 'GPTBot', '*', 'SomeBot', 'bingbot/2.0', 'Diffbot');
    const path = fc.stringMatching(/^[/a-c*$.?=%]{0,8}$/);
    const line = fc.oneof(
      token.map((t) => `User-agent: ${t}`),
      fc.tuple(fc.constantFrom('Allow', 'Disallow', 'Dissallow', 'disallow'), path).map(([k, p]) => `${k}: ${p}`),
      fc.constantFrom('', '# note', 'Sitemap: https://example.com/s.xml', 'Allow: /a/index.html'),
    );
    const file = fc.array(line, { maxLength: 24 }).map((lines) => lines.join('\n'));
    const url = fc.oneof(path.map((p) => `https://example.com/${p}`), path, fc.constantFrom('/a/', '/robots.txt', '//h/a', ''));
    fc.assert(
      fc.property(file, fc.array(url, { minLength: 1, maxLength: 20 }), fc.constantFrom(...PROFILES), (text, urls, profile) => {
        expect(differences(parseRobots(text, { profile }), CRAWLERS, urls)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('on texts edited line by line, the URL list and its last answers kept from each version to the next', () => {
    const token = fc.constantFrom('Googlebot', 'Applebot', 'AdsBot-Google', 'GPTBot', '*', 'SomeBot', 'Diffbot');
    const path = fc.stringMatching(/^[/a-c*$.%]{0,6}$/);
    const line = fc.oneof(
      token.map((t) => `User-agent: ${t}`),
      fc.tuple(fc.constantFrom('Allow', 'Disallow', 'disallow', 'Dissallow'), path).map(([k, p]) => `${k}: ${p}`),
      fc.constantFrom('', '# note', 'Allow: /a/index.html', 'Disallow: /a/'),
    );
    // An edit: a line put in, taken out or replaced at a place (the index wraps to the file).
    const edit = fc.tuple(fc.constantFrom('insert', 'delete', 'replace'), fc.nat(), line);
    const urls = ['/', '/a', '/a/', '/a/b', '/b.c', '/c?x', '/a/index.html', '/robots.txt', 'https://example.com/%61/b'];
    fc.assert(
      fc.property(fc.array(line, { maxLength: 16 }), fc.array(edit, { minLength: 1, maxLength: 8 }), fc.constantFrom(...PROFILES), (start, edits, profile) => {
        const list = new UrlPaths(urls);
        let lines = start;
        expect(differences(parseRobots(lines.join('\n'), { profile }), CRAWLERS, urls, list)).toEqual([]);
        for (const [op, at, text] of edits) {
          const i = lines.length === 0 ? 0 : at % (lines.length + (op === 'insert' ? 1 : 0));
          lines = op === 'insert' ? [...lines.slice(0, i), text, ...lines.slice(i)]
            : op === 'delete' ? [...lines.slice(0, i), ...lines.slice(i + 1)]
              : [...lines.slice(0, i), text, ...lines.slice(i + 1)];
          expect(differences(parseRobots(lines.join('\n'), { profile }), CRAWLERS, urls, list)).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  const biggest = names.map((name) => ({ name, bytes: readCorpusFile(name) })).sort((a, b) => b.bytes.length - a.bytes.length).slice(0, 2);

  it.each(biggest)('on $name, one of the two biggest corpus files (past the 500 KiB cut), edited as someone types, the URL list kept', ({ name, bytes }) => {
    expect(bytes.length).toBeGreaterThan(512_000);
    const wrong: string[] = [];
    const text = new TextDecoder().decode(bytes);
    const lines = text.split('\n');
    const rule = lines.findIndex((l, k) => k > lines.length / 3 && /^\s*disallow\s*:/i.test(l));
    const versions = [
      text,
      `# a line typed first\n${text}`,
      lines.filter((_, k) => k !== rule).join('\n'),
      lines.map((l, k) => (k === rule ? 'Disallow: /' : l)).join('\n'),
      lines.map((l, k) => (k === rule ? 'Allow: /' : l)).join('\n'),
    ];
    // Google's profile, the one that reads only the first 500 KiB (the random files above take all three).
    const urls = urlsFor(parseRobots(text));
    const list = new UrlPaths(urls);
    for (const [v, version] of versions.entries()) {
      wrong.push(...differences(parseRobots(version), CRAWLERS, urls, list).map((d) => `${name} (version ${v}) ${d}`));
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('on a URL list kept across parses of new texts, as the worker keeps it while someone types', () => {
    const urls = ['/a', '/b/c', 'https://example.com/a?x', '/robots.txt'];
    const list = new UrlPaths(urls);
    for (const text of ['User-agent: *\nDisallow: /a\n', 'User-agent: *\nDisallow: /b\n', 'User-agent: Googlebot\nAllow: /a\nDisallow: /\n']) {
      for (const profile of PROFILES) expect(differences(parseRobots(text, { profile }), CRAWLERS, urls, list)).toEqual([]);
    }
  });
});
