/**
 * robots-parser's own test suite (github.com/samclarke/robots-parser, test/Robots.js at
 * fc27a00: 44 cases), written again as our cases, one `it` per case under the same name, so the
 * drop-in is held to what robots-parser's users rely on. It runs against any function with
 * robots-parser's shape: the source (robotsParser.test.ts) and the packed package through
 * `require` and `import` (src/cli/package.test.ts).
 *
 * Where Google's parser answers otherwise and the drop-in keeps Google's answer on purpose, the
 * URL is left out of its list and asserted with Google's answer (SUITE_DIFFERENCES, naming the
 * README line that lists it); everything else is robots-parser's answer, unchanged. The one thing left out is the original's
 * time limit on a 2,048-star pattern: `npm test` holds no time limit (the answer is still checked).
 */
import { describe, expect, it } from 'vitest';

/** What robots-parser's tests call on a parsed file. */
export interface RobotLike {
  isAllowed(url: string, ua?: string): boolean | undefined;
  isDisallowed(url: string, ua?: string): boolean | undefined;
  isExplicitlyDisallowed(url: string, ua: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number | undefined;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
  getPreferredHost(): string | null;
}
// The original passes null and undefined for either argument: robots-parser's callers do too.
export type RobotsParserLike = (url: any, contents: any) => RobotLike; // eslint-disable-line @typescript-eslint/no-explicit-any

const lines = (...l: string[]) => l.join('\n');
const EX = 'http://www.example.com';
const ROBOTS = `${EX}/robots.txt`;
const UNICODE_PATHS = lines('User-agent: *', 'Disallow: /%CF%80', 'Disallow: /%e2%9d%83', 'Disallow: /%a%a', 'Disallow: /💩', 'Disallow: /✼*t$', 'Disallow: /%E2%9C%A4*t$', 'Disallow: /✿%a', 'Disallow: /http%3A%2F%2Fexample.org');
const SURROGATES = lines('User-agent: *', 'Disallow: /\uD800', 'Disallow: /\uDC00');

/** A URL of the suite where the drop-in keeps Google's answer, and the README line that says so. */
export interface SuiteDifference {
  contents: string;
  url: string;
  /** Google's answer (robots-parser's is the opposite). */
  allowed: boolean;
  /** Words of the README's line for it ("For robots-parser users"). */
  readme: string;
}

/**
 * The deliberate differences the suite meets; robotsParser.test.ts proves that robots-parser
 * answers each otherwise and that the README lists each.
 */
export const SUITE_DIFFERENCES: readonly SuiteDifference[] = [
  // Google's parser upper-cases a rule's escapes (`/%E2%9D%83`) and compares the URL's as
  // written; robots-parser upper-cases both.
  { contents: UNICODE_PATHS, url: `${EX}/%e2%9d%83`, allowed: true, readme: '`%`-escapes are compared as written' },
  // A lone surrogate is no character: written to a file or requested by a browser it is U+FFFD
  // (%EF%BF%BD), so the rule matches the URL; robots-parser cannot encode the rule, which then
  // never matches.
  { contents: SURROGATES, url: `${EX}/\uDC00`, allowed: false, readme: 'a lone surrogate' },
  { contents: SURROGATES, url: `${EX}/\uD800`, allowed: false, readme: 'a lone surrogate' },
];

export function robotsParserSuite(title: string, parser: () => RobotsParserLike): void {
  /** robots-parser's helper; then Google's answer on the URLs of SUITE_DIFFERENCES for this file. */
  function testRobots(url: string, contents: string, allowed: string[], disallowed: string[]) {
    const robots = parser()(url, contents);
    for (const u of allowed) expect(robots.isAllowed(u), u).toBe(true);
    for (const u of disallowed) expect(robots.isDisallowed(u), u).toBe(true);
    for (const d of SUITE_DIFFERENCES.filter((d) => d.contents === contents)) {
      expect(robots.isAllowed(d.url), `${d.url} (README: ${d.readme})`).toBe(d.allowed);
    }
  }
  const FISH = lines('User-agent: *', 'Disallow: /fish/', 'Disallow: /test.html');

  describe(title, () => {
    it('should parse the disallow directive', () => {
      testRobots(ROBOTS, FISH, [`${EX}/fish`, `${EX}/Test.html`], [`${EX}/fish/index.php`, `${EX}/fish/`, `${EX}/test.html`]);
    });

    it('should parse the allow directive', () => {
      testRobots(ROBOTS, lines('User-agent: *', 'Disallow: /fish/', 'Disallow: /test.html', 'Allow: /fish/test.html', 'Allow: /test.html'),
        [`${EX}/fish`, `${EX}/fish/test.html`, `${EX}/Test.html`, `${EX}/test.html`],
        [`${EX}/fish/index.php`, `${EX}/fish/`]);
    });

    it('should parse patterns', () => {
      testRobots(ROBOTS, lines('User-agent: *', 'Disallow: /fish*.php', 'Disallow: /*.dext$', 'Disallow: /dir*'),
        [`${EX}/Fish.PHP`, `${EX}/Fish.dext1`, `${EX}/folder/dir.html`, `${EX}/folder/dir/test.html`],
        [`${EX}/fish.php`, `${EX}/fishheads/catfish.php?parameters`, `${EX}/AnYthInG.dext`, `${EX}/Fish.dext.dext`, `${EX}/dir/test.html`, `${EX}/directory.html`]);
    });

    it('should have the correct order precedence for allow and disallow', () => {
      testRobots(ROBOTS, lines('User-agent: *', 'Disallow: /fish*.php', 'Allow: /fish/index.php', 'Disallow: /test', 'Allow: /test/', 'Disallow: /aa/', 'Allow: /aa/', 'Allow: /bb/', 'Disallow: /bb/'),
        [`${EX}/test/index.html`, `${EX}/fish/index.php`, `${EX}/test/`, `${EX}/aa/`, `${EX}/bb/`, `${EX}/x/`],
        [`${EX}/fish.php`, `${EX}/fishheads/catfish.php?parameters`, `${EX}/test`]);
    });

    it('should have the correct order precedence for wildcards', () => {
      testRobots(ROBOTS, lines('User-agent: *', 'Disallow: /*/', 'Allow: /x/'),
        [`${EX}/x/`, `${EX}/fish.php`, `${EX}/test`],
        [`${EX}/a/`, `${EX}/xx/`, `${EX}/test/index.html`]);
    });

    const fishAnswers = (contents: string) => testRobots(ROBOTS, contents, [`${EX}/fish`, `${EX}/Test.html`], [`${EX}/fish/index.php`, `${EX}/fish/`, `${EX}/test.html`]);
    it('should parse lines delimitated by \\r', () => fishAnswers(FISH.replace(/\n/g, '\r')));
    it('should parse lines delimitated by \\r\\n', () => fishAnswers(FISH.replace(/\n/g, '\r\n')));
    it('should parse lines delimitated by mixed line endings', () => fishAnswers('User-agent: *\rDisallow: /fish/\r\nDisallow: /test.html\n\n'));

    it('should ignore rules that are not in a group', () => {
      testRobots(ROBOTS, lines('Disallow: /secret.html', 'Disallow: /test'), [`${EX}/secret.html`, `${EX}/test/index.html`, `${EX}/test/`], []);
    });

    it('should ignore comments', () => {
      fishAnswers(lines('#', '# This is a comment', '#', 'User-agent: *', '# This is a comment', 'Disallow: /fish/ # ignore', '# Disallow: fish', 'Disallow: /test.html'));
    });

    it('should ignore invalid lines', () => {
      fishAnswers(lines('invalid line', 'User-agent: *', 'Disallow: /fish/', ':::::another invalid line:::::', 'Disallow: /test.html', 'Unknown: tule'));
    });

    it('should ignore empty user-agent lines', () => {
      testRobots(ROBOTS, lines('User-agent:', 'Disallow: /fish/', 'Disallow: /test.html'),
        [`${EX}/fish`, `${EX}/Test.html`, `${EX}/fish/index.php`, `${EX}/fish/`, `${EX}/test.html`], []);
    });

    it('should support groups with multiple user agents (case insensitive)', () => {
      const robots = parser()(ROBOTS, lines('User-agent: agenta', 'User-agent: agentb', 'Disallow: /fish'));
      expect(robots.isAllowed(`${EX}/fish`, 'agenta')).toBe(false);
    });

    it('should return undefined for invalid urls', () => {
      const robots = parser()(ROBOTS, lines('User-agent: *', 'Disallow: /secret.html', 'Disallow: /test'));
      for (const url of ['http://example.com/secret.html', 'http://ex ample.com/secret.html', 'http://www.example.net/test/index.html', 'http://www.examsple.com/test/', 'example.com/test/', ':::::;;`\\|/.example.com/test/']) {
        expect(robots.isAllowed(url), url).toBeUndefined();
      }
    });

    it('should handle Unicode, urlencoded and punycode URLs', () => {
      const contents = lines('User-agent: *', 'Disallow: /secret.html', 'Disallow: /test');
      const hosts = ['www.münich.com', 'www.xn--mnich-kva.com', 'www.m%C3%BCnich.com'];
      for (const robotsHost of hosts) {
        testRobots(`http://${robotsHost}/robots.txt`, contents, hosts.map((h) => `http://${h}/index.html`), hosts.map((h) => `http://${h}/secret.html`));
      }
    });

    it('should handle Unicode and urlencoded paths', () => {
      testRobots(ROBOTS, UNICODE_PATHS,
        [`${EX}/✼testing`, `${EX}/%E2%9C%BCtesting`, `${EX}/✤testing`, `${EX}/%E2%9C%A4testing`, `${EX}/http://example.org`, `${EX}/http:%2F%2Fexample.org`],
        [`${EX}/%CF%80`, `${EX}/%CF%80/index.html`, `${EX}/π`, `${EX}/π/index.html`, `${EX}/%E2%9D%83/index.html`, `${EX}/❃`, `${EX}/❃/index.html`,
          `${EX}/%F0%9F%92%A9`, `${EX}/%F0%9F%92%A9/index.html`, `${EX}/💩`, `${EX}/💩/index.html`, `${EX}/%a%a`, `${EX}/%a%a/index.html`,
          `${EX}/✼test`, `${EX}/%E2%9C%BCtest`, `${EX}/✤test`, `${EX}/%E2%9C%A4testt`, `${EX}/✿%a`, `${EX}/%E2%9C%BF%atest`, `${EX}/http%3A%2F%2Fexample.org`]);
    });

    it('should handle lone high / low surrogates', () => {
      // robots-parser: both URLs allowed; Google: both blocked (SUITE_DIFFERENCES).
      testRobots(ROBOTS, SURROGATES, [], []);
    });

    it('should ignore host case', () => {
      const contents = lines('User-agent: *', 'Disallow: /secret.html', 'Disallow: /test');
      testRobots('http://www.eXample.com/robots.txt', contents,
        [`${EX}/index.html`, 'http://www.ExAmPlE.com/index.html', 'http://www.EXAMPLE.com/index.html'],
        [`${EX}/secret.html`, 'http://www.ExAmPlE.com/secret.html', 'http://www.EXAMPLE.com/secret.html']);
    });

    const FISH_TEST = lines('User-agent: *', 'Disallow: /fish', 'Allow: /fish/test');
    it('should handle relative paths', () => {
      const robots = parser()('/robots.txt', FISH_TEST);
      expect(robots.isAllowed('/fish/test')).toBe(true);
      expect(robots.isAllowed('/fish')).toBe(false);
    });

    it('should not allow relative paths if domain specified', () => {
      const robots = parser()(ROBOTS, FISH_TEST);
      expect(robots.isAllowed('/fish/test')).toBeUndefined();
      expect(robots.isAllowed('/fish')).toBeUndefined();
    });

    it('should not treat invalid robots.txt URLs as relative', () => {
      const robots = parser()('https://ex ample.com/robots.txt', FISH_TEST);
      expect(robots.isAllowed('/fish/test')).toBeUndefined();
      expect(robots.isAllowed('/fish')).toBeUndefined();
    });

    it('should not allow URls if domain specified and robots.txt is relative', () => {
      const robots = parser()('/robots.txt', FISH_TEST);
      expect(robots.isAllowed(`${EX}/fish/test`)).toBeUndefined();
      expect(robots.isAllowed(`${EX}/fish`)).toBeUndefined();
    });

    it('should allow all if empty robots.txt', () => {
      const robots = parser()(ROBOTS, '');
      for (const url of [`${EX}/secret.html`, `${EX}/test/index.html`, `${EX}/test/`]) expect(robots.isAllowed(url), url).toBe(true);
    });

    it('should treat null as allowing all', () => {
      const robots = parser()(ROBOTS, null);
      expect(robots.isAllowed(`${EX}/`, 'userAgent')).toBe(true);
      expect(robots.isAllowed(`${EX}/`)).toBe(true);
    });

    it('should handle invalid robots.txt urls', () => {
      const contents = lines('user-agent: *', 'disallow: /', 'host: www.example.com', 'sitemap: /sitemap.xml');
      for (const url of [undefined, null, 'null', ':/wom/test/']) {
        const robots = parser()(url, contents);
        expect(robots.isAllowed(`${EX}/index.html`)).toBeUndefined();
        expect(robots.getPreferredHost()).toBe('www.example.com');
        expect(robots.getSitemaps()).toEqual(['/sitemap.xml']);
      }
    });

    it('should parse the crawl-delay directive', () => {
      const robots = parser()(ROBOTS, lines('user-agent: a', 'crawl-delay: 1', 'user-agent: b', 'disallow: /d', 'user-agent: c', 'user-agent: d', 'crawl-delay: 10'));
      expect(robots.getCrawlDelay('a')).toBe(1);
      expect(robots.getCrawlDelay('b')).toBeUndefined();
      expect(robots.getCrawlDelay('c')).toBe(10);
      expect(robots.getCrawlDelay('d')).toBe(10);
      expect(robots.getCrawlDelay()).toBeUndefined();
    });

    it('should ignore invalid crawl-delay directives', () => {
      const robots = parser()(ROBOTS, lines('user-agent: a', 'crawl-delay: 1.2.1', 'user-agent: b', 'crawl-delay: 1.a0', 'user-agent: c', 'user-agent: d', 'crawl-delay: 10a'));
      for (const ua of ['a', 'b', 'c', 'd']) expect(robots.getCrawlDelay(ua), ua).toBeUndefined();
    });

    it('should parse the sitemap directive', () => {
      const robots = parser()(ROBOTS, lines('user-agent: a', 'crawl-delay: 1', 'sitemap: http://example.com/test.xml', 'user-agent: b', 'disallow: /d', 'sitemap: /sitemap.xml', 'sitemap:     http://example.com/test/sitemap.xml     '));
      expect(robots.getSitemaps()).toEqual(['http://example.com/test.xml', '/sitemap.xml', 'http://example.com/test/sitemap.xml']);
    });

    it('should parse the host directive', () => {
      const robots = parser()(ROBOTS, lines('user-agent: a', 'crawl-delay: 1', 'host: www.example.net', 'user-agent: b', 'disallow: /d', 'host: example.com'));
      expect(robots.getPreferredHost()).toBe('example.com');
    });

    it('should parse empty and invalid directives', () => {
      expect(() => parser()(ROBOTS, lines('user-agent:', 'user-agent:::: a::', 'crawl-delay:', 'crawl-delay:::: 0:', 'host:', 'host:: example.com', 'sitemap:', 'sitemap:: site:map.xml', 'disallow:', 'disallow::: /:', 'allow:', 'allow::: /:'))).not.toThrow();
    });

    it('should treat only the last host directive as valid', () => {
      const robots = parser()(ROBOTS, lines('user-agent: a', 'crawl-delay: 1', 'host: www.example.net', 'user-agent: b', 'disallow: /d', 'host: example.net', 'host: example.com'));
      expect(robots.getPreferredHost()).toBe('example.com');
    });

    it('should return null when there is no host directive', () => {
      const robots = parser()(ROBOTS, lines('user-agent: a', 'crawl-delay: 1', 'user-agent: b', 'disallow: /d'));
      expect(robots.getPreferredHost()).toBeNull();
    });

    const DELAYS = lines('user-agent: *', 'crawl-delay: 1', 'user-agent: b', 'crawl-delay: 12', 'user-agent: c', 'user-agent: d', 'crawl-delay: 10');
    it('should fallback to * when a UA has no rules of its own', () => {
      const robots = parser()(ROBOTS, DELAYS);
      expect(robots.getCrawlDelay('should-fall-back')).toBe(1);
      expect(robots.getCrawlDelay('d')).toBe(10);
      expect(robots.getCrawlDelay('dd')).toBe(1);
    });

    it('should not fallback to * when a UA has rules', () => {
      const robots = parser()(ROBOTS, lines('user-agent: *', 'crawl-delay: 1', 'user-agent: b', 'disallow:'));
      expect(robots.getCrawlDelay('b')).toBeUndefined();
    });

    it('should handle UAs with object property names', () => {
      const robots = parser()(ROBOTS, lines('User-agent: *', 'Disallow: /fish'));
      expect(robots.isAllowed(`${EX}/fish`, 'constructor')).toBe(false);
      expect(robots.isAllowed(`${EX}/fish`, '__proto__')).toBe(false);
    });

    it('should ignore version numbers in the UA string', () => {
      const robots = parser()(ROBOTS, DELAYS);
      expect(robots.getCrawlDelay('should-fall-back/1.0.0')).toBe(1);
      expect(robots.getCrawlDelay('d/12')).toBe(10);
      expect(robots.getCrawlDelay('dd / 0-32-3')).toBe(1);
      expect(robots.getCrawlDelay('b / 1.0')).toBe(12);
    });

    it('should return the line number of the matching directive', () => {
      const robots = parser()(ROBOTS, lines('', 'User-agent: *', '', 'Disallow: /fish/', 'Disallow: /test.html', 'Allow: /fish/test.html', 'Allow: /test.html', '',
        'User-agent: a', 'allow: /', '', 'User-agent: b', 'disallow: /test', 'disallow: /t*t', '', 'User-agent: c', 'Disallow: /fish*.php', 'Allow: /fish/index.php'));
      expect(robots.getMatchingLineNumber(`${EX}/fish`)).toBe(-1);
      expect(robots.getMatchingLineNumber(`${EX}/fish/test.html`)).toBe(6);
      expect(robots.getMatchingLineNumber(`${EX}/Test.html`)).toBe(-1);
      expect(robots.getMatchingLineNumber(`${EX}/fish/index.php`)).toBe(4);
      expect(robots.getMatchingLineNumber(`${EX}/fish/`)).toBe(4);
      expect(robots.getMatchingLineNumber(`${EX}/test.html`)).toBe(7);
      expect(robots.getMatchingLineNumber(`${EX}/test.html`, 'a')).toBe(10);
      expect(robots.getMatchingLineNumber(`${EX}/fish.php`, 'c')).toBe(17);
      expect(robots.getMatchingLineNumber(`${EX}/fish/index.php`, 'c')).toBe(18);
    });

    it('should handle large wildcards efficiently', () => {
      testRobots('http://www.eXample.com/robots.txt', lines('User-agent: *', `Disallow: /${'*'.repeat(2048)}.html`),
        [`${EX}/${'sub'.repeat(2048)}folder/index.php`], [`${EX}/secret.html`]);
    });

    const FISH_AT = (robotsUrl: string, allowed: string[], disallowed: string[]) => testRobots(robotsUrl, FISH, allowed, disallowed);
    it('should honor given port number', () => {
      FISH_AT('http://www.example.com:8080/robots.txt',
        ['http://www.example.com:8080/fish', 'http://www.example.com:8080/Test.html'],
        [`${EX}/fish`, `${EX}/Test.html`, 'http://www.example.com:80/fish', 'http://www.example.com:80/Test.html']);
    });

    it('should default to port 80 for http: if no port given', () => {
      FISH_AT(ROBOTS, ['http://www.example.com:80/fish', 'http://www.example.com:80/Test.html'],
        ['http://www.example.com:443/fish', 'http://www.example.com:443/Test.html', 'http://www.example.com:80/fish/index.php', 'http://www.example.com:80/fish/', 'http://www.example.com:80/test.html']);
    });

    it('should default to port 443 for https: if no port given', () => {
      FISH_AT('https://www.example.com/robots.txt',
        ['https://www.example.com:443/fish', 'https://www.example.com:443/Test.html', 'https://www.example.com/fish', 'https://www.example.com/Test.html'],
        ['http://www.example.com:80/fish', 'http://www.example.com:80/Test.html', 'http://www.example.com:443/fish/index.php', 'http://www.example.com:443/fish/', 'http://www.example.com:443/test.html']);
    });

    it('should not be disallowed when wildcard is used in explicit mode', () => {
      const url = 'https://www.example.com/hello';
      expect(parser()(url, lines('User-agent: *', 'Disallow: /')).isExplicitlyDisallowed(url, 'SomeBot')).toBe(false);
    });

    it('should be disallowed when user agent equal robots rule in explicit mode', () => {
      const url = 'https://www.example.com/hello';
      expect(parser()(url, lines('User-agent: SomeBot', 'Disallow: /')).isExplicitlyDisallowed(url, 'SomeBot')).toBe(true);
    });

    it('should return undefined when given an invalid URL in explicit mode', () => {
      const robots = parser()('http://example.com', lines('User-agent: SomeBot', 'Disallow: /'));
      expect(robots.isExplicitlyDisallowed('https://www.example.com/hello', 'SomeBot')).toBeUndefined();
    });
  });
}
