/**
 * The worker's coverage views agree with the single-URL check (issue 25, "Done means"): over
 * random files, URL sets and crawlers each read as documented (Googlebot as Google, GPTBot by
 * RFC 9309, FeedFetcher-Google not governed), every number the views show — per crawler the
 * verdict counts, per rule and crawler the URLs it decides, the sitemap URLs blocked, each
 * directory's blocked count, the URLs one rule lists — is what checkAsRead says URL by URL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAsRead, crawlerVerdict, parsesOf, requestedForm, type CoverageUrl } from '../core/index.ts';
import { ruleUrls, setCoverage } from './setCoverage.ts';
import type { DirectoryNode } from './setsProtocol.ts';

const CRAWLERS = ['Googlebot', 'GPTBot', 'FeedFetcher-Google', 'bingbot'];
const agent = fc.constantFrom('*', 'Googlebot', 'GPTBot', 'bingbot');
const pattern = fc.array(fc.constantFrom('/', 'a', 'b', '?', '*', '$'), { maxLength: 4 }).map((p) => '/' + p.join(''));
const line = fc.oneof(agent.map((a) => `User-agent: ${a}`), pattern.map((p) => `Disallow: ${p}`), pattern.map((p) => `Allow: ${p}`), pattern.map((p) => `Disalow: ${p}`), fc.constant(''));
const path = fc.array(fc.constantFrom('/', 'a', 'b', '?', '='), { maxLength: 6 }).map((p) => '/' + p.join(''));

/** Each directory's blocked counts per crawler, by path. */
function flat(node: DirectoryNode, into = new Map<string, number[]>()): Map<string, number[]> {
  into.set(node.path, node.blocked);
  node.children.forEach((c) => flat(c, into));
  return into;
}

describe('the coverage views agree with the single-URL check', () => {
  it('verdict counts, rules, sitemap-blocked, directories and a rule’s URLs', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.array(fc.tuple(path, fc.boolean()), { minLength: 1, maxLength: 12 }), (lines, set) => {
        const robots = lines.join('\n');
        const urls: CoverageUrl[] = set.map(([p, sitemap], i) => ({ url: 'https://x.test' + p, file: 'f', line: i + 1, attributes: {}, sitemap }));
        const { view, held } = setCoverage(urls, { robots, reading: 'documented', crawlers: CRAWLERS });
        const parses = parsesOf(robots);
        const dirs = flat(view.directories);
        CRAWLERS.forEach((name, c) => {
          const checks = urls.map((u) => checkAsRead(parses, name, requestedForm(u.url).url, 'documented'));
          const total = view.crawlers[c];
          expect(total.crawler).toBe(name);
          expect(total.blocked).toBe(checks.filter((k) => !k.allowed).length);
          const perLine = new Map<number, number>();
          for (const k of checks) if (k.line > 0) perLine.set(k.line, (perLine.get(k.line) ?? 0) + 1);
          const got = new Map(view.rules.flatMap((r) => r.decides.filter((d) => d.crawler === name).map((d) => [r.line, d.count] as const)));
          expect(got).toEqual(perLine);
          for (const [l, n] of perLine) expect(ruleUrls(held, name, l, 100).count).toBe(n);
          const blocked = urls.filter((u, i) => u.sitemap && crawlerVerdict(checks[i]) === 'blocked').length;
          expect(view.sitemapBlocked.filter((b) => b.crawler === name).reduce((n, b) => n + b.count, 0)).toBe(blocked);
          // Each directory holds the URLs whose path starts with it.
          for (const [dir, counts] of dirs) {
            const inDir = urls.filter((u) => requestedForm(u.url).url.slice('https://x.test'.length).replace(/\?.*$/, '').startsWith(dir));
            expect(counts[c]).toBe(inDir.filter((u) => !checks[urls.indexOf(u)].allowed).length);
          }
        });
        const decided = new Set(view.rules.map((r) => r.line));
        for (const d of view.deadRules) expect(decided.has(d.line)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('URLs of another site than the file\'s', () => {
  const urls: CoverageUrl[] = [
    'https://www.example.com/private/a', 'https://example.com/private/a', 'http://www.example.com/private/b', 'https://cdn.other.net/private/c', 'https://example.com/private/a', 'not a url',
  ].map((url, i) => ({ url, file: 'mixed.xml', line: i + 1, attributes: {}, sitemap: true }));
  const ask = { robots: 'User-agent: *\nDisallow: /private/\n', reading: 'documented' as const, crawlers: ['ClaudeBot'] };

  it('are not checked (another site), as the grid refuses them: never counted as blocked (F14)', () => {
    const { view } = setCoverage(urls, { ...ask, origin: 'https://www.example.com' });
    expect([view.urls, view.sitemapUrls, view.notChecked, view.otherSite]).toEqual([1, 1, 5, 4]);
    expect(view.crawlers[0]).toMatchObject({ allowed: 0, blocked: 1 });
    expect(view.sitemapBlocked.map((b) => b.urls.map((u) => u.url))).toEqual([['https://www.example.com/private/a']]);
  });

  it('are checked when no site is known, as the grid does', () => {
    const { view } = setCoverage(urls, ask);
    expect([view.urls, view.notChecked, view.otherSite]).toEqual([5, 1, 0]);
  });
});
