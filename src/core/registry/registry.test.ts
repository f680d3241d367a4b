/** The crawler registry is data with its sources (issue 8 §2): every row is whole and dated. */
import { describe, expect, it } from 'vitest';
import { assumedCrawler, crawlerInfoFor, findCrawler, REGISTRY, REGISTRY_DATE } from './registry.ts';

describe('crawler registry', () => {
  it('holds the 52 tokens of the reference data, YandexImages and 11 Yandex robots, each once', () => {
    expect(REGISTRY).toHaveLength(64);
    expect(new Set(REGISTRY.map((c) => c.token.toLowerCase())).size).toBe(64);
    expect(REGISTRY_DATE).toBe('2026-11');
  });

  it('keeps a source, a confidence and a date on every row', () => {
    for (const c of REGISTRY) {
      expect(c.source, c.token).not.toBe('');
      expect(['operator', '3p', 'recalled']).toContain(c.confidence);
      expect(c.checked, c.token).toMatch(/^\d{4}-\d{2}$/);
    }
  });

  it('starts every chain with the crawler\'s own token', () => {
    for (const c of REGISTRY) expect(c.chain[0], c.token).toBe(c.token);
  });

  it('knows the four Google crawlers that ignore the * group (google-special-case-crawlers) and the two Yandex robots Yandex names so', () => {
    expect(REGISTRY.filter((c) => c.ignoresGlobal).map((c) => c.token).sort())
      .toEqual(['APIs-Google', 'AdsBot-Google', 'AdsBot-Google-Mobile', 'Mediapartners-Google', 'YandexCalendar', 'YandexMobileBot']);
  });

  it('knows Yandex\'s robots, each under the Yandex group and read as Yandex, sure only where a stored Yandex page says it (issue 29)', () => {
    const yandex = REGISTRY.filter((c) => c.operator === 'Yandex');
    expect(yandex.map((c) => c.token)).toEqual([
      'YandexBot', 'YandexImages', 'YandexAdditional', 'YandexMobileBot', 'YandexCalendar', 'YandexDirect', 'YandexAccessibilityBot',
      'YandexMetrika', 'YaDirectFetcher', 'YandexDirectDyn', 'YandexNews', 'YandexMedia', 'YandexPagechecker', 'YandexScreenshotBot',
    ]);
    for (const c of yandex) expect(c, c.token).toMatchObject({ chain: [c.token, 'Yandex'], reading: 'yandex' });
    // check-yandex-robots: such robots "may ignore ... (User-agent: *)"; its example names these two.
    expect(findCrawler('YandexMobileBot')!.verified).toMatch(/User-agent: YandexMobileBot/);
    expect(findCrawler('YandexCalendar')!.verified).toMatch(/ignores the rules in the robots\.txt file for undefined web crawlers \(User-agent: \*\)/);
    // The partner help: blocking User-agent: Yandex may block the YAN robot too.
    expect(findCrawler('YandexDirect')!.verified).toMatch(/including the YAN robot/);
    expect(yandex.filter((c) => c.confidence === 'operator').map((c) => c.token)).toEqual(['YandexBot', 'YandexMobileBot', 'YandexCalendar', 'YandexDirect']);
    // Yandex's robot table was stored only to its header: a robot whose own cell was not read, and whose reading of * no page states, is unclear.
    expect(yandex.filter((c) => c.robots === 'unclear').map((c) => c.token))
      .toEqual(['YandexAccessibilityBot', 'YandexMetrika', 'YaDirectFetcher', 'YandexDirectDyn', 'YandexScreenshotBot']);
  });

  it('names, in each row this copy added (the reference data lacks them), Yandex\'s own pages: its list of its robots, as a source where it was read and as to check where not, and its Crawl-delay page for crawlDelay false (review22 L1, review23 L3)', () => {
    const added = REGISTRY.filter((c) => c.operator === 'Yandex' && !['YandexBot', 'YandexAdditional'].includes(c.token));
    expect(added).toHaveLength(12);
    const TABLE = 'https://yandex.com/support/webmaster/robot-workings/check-yandex-robots.html';
    // The page supplied these three something (its example names two; its first row, cut, the third's user agent).
    const read = ['YandexMobileBot', 'YandexCalendar', 'YandexAccessibilityBot'];
    for (const c of added) {
      const sources = c.source.split('; ');
      expect(sources.some((s) => s.startsWith(TABLE)), c.token).toBe(read.includes(c.token));
      // The nine others: the page is where their row is to be checked, never a source it did not supply.
      if (read.includes(c.token)) expect(c.toCheck, c.token).toBe('');
      else expect(c.toCheck, c.token).toMatch(new RegExp(`^${TABLE.replace(/[.?]/g, '\\$&')}: .*not read, the stored copies end at the table's first row`));
      // False from Yandex's Crawl-delay page; null for YandexDirect, whose own page says Crawl-delay sets its speed (review23 M3).
      expect(c.crawlDelay, c.token).toBe(c.token === 'YandexDirect' ? null : false);
      expect(sources, c.token).toContain('https://yandex.com/support/webmaster/en/robot-workings/crawl-delay.md');
      // What of those pages was read, and what was not, is the row's `verified`.
      expect(c.verified, c.token).toMatch(/crawl-delay/);
    }
  });

  it('reads a token it lacks whose name begins with Yandex as a Yandex robot, assumed; any other stays unknown', () => {
    expect(findCrawler('YandexVideo')).toBeNull();
    expect(crawlerInfoFor('YandexVideo')).toMatchObject({ token: 'YandexVideo', operator: 'Yandex', chain: ['YandexVideo', 'Yandex'], reading: 'yandex', confidence: 'assumed', robots: 'unclear' });
    // Whether it obeys robots.txt is unclear in Yandex's own words, quoted with their page.
    expect(crawlerInfoFor('YandexVideo')!.source).toContain(
      'www.yandex.com/support/webmaster/en/robot-workings/user-agent: "Some Yandex robots may ignore directives in robots.txt, including those for User-agent: Yandex.',
    );
    expect(assumedCrawler('yandexfavicons')!.chain).toEqual(['yandexfavicons', 'Yandex']);
    expect(assumedCrawler('YANDEX')!.chain).toEqual(['YANDEX']);
    expect(assumedCrawler('Yandex')!.readingSource).toMatch(/will be used by all Yandex bots/);
    expect(crawlerInfoFor('YandexBot')!.confidence).toBe('operator');
    expect(crawlerInfoFor('MyYandexBot')).toBeNull();
    expect(crawlerInfoFor('Yand')).toBeNull();
  });

  it('keeps the documented fallbacks: Googlebot-Image and Applebot obey the Googlebot group', () => {
    expect(findCrawler('googlebot-image')?.chain).toEqual(['Googlebot-Image', 'Googlebot']);
    expect(findCrawler('Applebot')?.chain).toEqual(['Applebot', 'Googlebot']);
  });

  it('keeps GoogleOther-Image and -Video under GoogleOther, as Google lists their tokens (quoted 2024-05-17)', () => {
    expect(findCrawler('GoogleOther-Image')).toMatchObject({ chain: ['GoogleOther-Image', 'GoogleOther'], confidence: 'operator' });
    expect(findCrawler('GoogleOther-Video')).toMatchObject({ chain: ['GoogleOther-Video', 'GoogleOther'], confidence: 'operator' });
  });

  it('keeps control-only and phantom tokens, flagged', () => {
    expect(findCrawler('Google-Extended')?.controlOnly).toBe(true);
    expect(findCrawler('anthropic-ai')?.phantom).toBe(true);
  });

  it('says what was verified, and corrects what the operator contradicts (Feedfetcher ignores robots.txt)', () => {
    // 62 of 64 rows were re-checked (README.md); a lost note must fail here, not pass unnoticed.
    expect(REGISTRY.filter((c) => c.verified !== '').map((c) => c.token)).toHaveLength(62);
    // The two no stored operator page speaks for keep their reference data, unverified.
    expect(REGISTRY.filter((c) => c.verified === '').map((c) => c.token)).toEqual(['YandexAdditional', 'Bytespider']);
    expect(findCrawler('FeedFetcher-Google')).toMatchObject({ robots: 'no' });
  });

  it('reads Google\'s crawlers, Applebot and Screaming Frog as Google, each with its source; every other row by RFC 9309 (issue 29 §1)', () => {
    const google = REGISTRY.filter((c) => c.reading === 'google');
    expect(google.map((c) => c.token)).toEqual([...REGISTRY.filter((c) => c.operator === 'Google').map((c) => c.token), 'Applebot', 'Screaming Frog SEO Spider']);
    for (const c of google) expect(c.readingSource, c.token).not.toBe('');
    for (const c of REGISTRY.filter((r) => r.reading === 'rfc9309')) expect(c.readingSource, c.token).toBe('');
  });

  it('cites for bingbot and YandexBot what each operator page read says: Crawl-delay from Bing\'s and Yandex\'s Crawl-delay pages, the bingbot section rule from Dubut, not from the 2012 post', () => {
    const bing = findCrawler('bingbot')!;
    expect(bing.crawlDelay).toBe(true);
    expect(bing.source).toContain('bing.com/webmaster/help/crawl-control-55a30303');
    expect(bing.source).toContain('blogs.bing.com/webmaster/August-2009/Crawl-delay-and-the-Bing-crawler');
    // The 2012 post's section read here is about hosts; the section rule is Dubut's word.
    expect(bing.readingSource).toMatch(/2012\/05\/03[^;]*one file per host/);
    expect(bing.readingSource).toMatch(/Dubut[^;]*replaces the default/);
    expect(findCrawler('YandexBot')!.verified).toMatch(/crawlDelay false: yandex\.com\/support\/webmaster\/en\/robot-workings\/crawl-delay/);
  });
});
