/**
 * Checking a named crawler applies what its operator documents (issue 8 §2), on top of the raw
 * matcher, which stays Google's library (the conformance files check it with raw tokens).
 */
import { describe, expect, it } from 'vitest';
import { bypassWords, checkCrawler, checkUrl, crawlerFor, crawlerNotes, crawlerRuleText, parseRobots, REGISTRY } from './index.ts';

const STAR_BLOCKS_ALL = parseRobots('User-agent: *\nDisallow: /\n');

describe('checkCrawler', () => {
  it.each(['AdsBot-Google', 'AdsBot-Google-Mobile', 'Mediapartners-Google', 'APIs-Google'])(
    '%s ignores the * group: with no group naming it, it is allowed (google-special-case-crawlers)',
    (token) => {
      expect(checkUrl(STAR_BLOCKS_ALL, token, '/landing').allowed).toBe(false); // the raw matcher
      const r = checkCrawler(STAR_BLOCKS_ALL, token, '/landing');
      expect(r).toMatchObject({ allowed: true, line: 0, crawlerRule: 'ignores-global', chain: [token], groups: [] });
      expect(crawlerRuleText(r)).toBe(`${token} ignores the * group, and no group names it: allowed.`);
    },
  );

  it('gives AdsBot-Google the group that names it', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: AdsBot-Google\nDisallow: /cart\n');
    expect(checkCrawler(parsed, 'AdsBot-Google', '/cart/x')).toMatchObject({ allowed: false, line: 5, crawlerRule: 'own-group' });
    expect(checkCrawler(parsed, 'AdsBot-Google', '/landing')).toMatchObject({ allowed: true, crawlerRule: 'own-group' });
  });

  it('does not give AdsBot-Google-Mobile the AdsBot-Google group (each token is its own)', () => {
    const parsed = parseRobots('User-agent: AdsBot-Google\nDisallow: /\n\nUser-agent: *\nDisallow: /\n');
    expect(checkCrawler(parsed, 'AdsBot-Google-Mobile', '/x')).toMatchObject({ allowed: true, crawlerRule: 'ignores-global' });
  });

  it('Diffbot does not follow Allow lines (Diffbot documents it): the matching Disallow lines decide alone', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /tmp\n');
    const url = '/wp-admin/admin-ajax.php';
    expect(checkCrawler(parsed, 'GPTBot', url)).toMatchObject({ allowed: true, line: 3 });
    const r = checkCrawler(parsed, 'Diffbot', url);
    expect(r).toMatchObject({ allowed: false, line: 2, crawlerRule: 'global', tieBreak: 'allow-ignored' });
    expect(r.matches.map((m) => m.line)).toEqual([2, 3]); // the Allow still shows as matched
    expect(crawlerNotes(r)).toContain('Diffbot documents that Diffbot does not follow Allow lines: Allow line 3 matched but was set aside, and only Disallow lines decided.');
    // With only an Allow matching, nothing disallows: allowed, decided by no rule.
    const onlyAllow = checkCrawler(parseRobots('User-agent: Diffbot\nAllow: /a\nDisallow: /b\n'), 'Diffbot', '/a');
    expect(onlyAllow).toMatchObject({ allowed: true, line: 0, rule: null, tieBreak: 'allow-ignored', crawlerRule: 'own-group' });
    // No Allow matched: no note, and the same answer as any crawler reading the group.
    const plain = checkCrawler(parsed, 'Diffbot', '/tmp/x');
    expect(plain).toMatchObject({ allowed: false, line: 4, tieBreak: 'only-match' });
    expect(crawlerNotes(plain).join(' ')).not.toContain('Allow');
    // Under RFC 9309, /robots.txt itself stays allowed (2.2.2); the raw matcher is unchanged.
    expect(checkCrawler(parseRobots('User-agent: *\nDisallow: /\n', { profile: 'rfc9309' }), 'Diffbot', '/robots.txt').allowed).toBe(true);
    expect(checkUrl(parsed, 'Diffbot', url)).toMatchObject({ allowed: true, line: 3 });
  });

  it('facebookexternalhit: Meta says it might bypass robots.txt for security or integrity checks (registry bypasses), said in its notes; no other crawler gets those words', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /private/\n');
    const r = checkCrawler(parsed, 'facebookexternalhit', '/private/a');
    expect(r).toMatchObject({ allowed: false, line: 2 });
    const bypass = 'Meta says facebookexternalhit might bypass robots.txt when performing security or integrity checks: then this file\'s verdict may not hold.';
    expect(crawlerNotes(r)).toEqual([bypass]);
    expect(bypassWords(REGISTRY.find((c) => c.token === 'facebookexternalhit')!)).toBe(bypass);
    // The registry's other crawlers say none: the words are the row's, not the operator's.
    expect(REGISTRY.filter((c) => bypassWords(c) !== '').map((c) => c.token)).toEqual(['facebookexternalhit']);
    expect(crawlerNotes(checkCrawler(parsed, 'GPTBot', '/private/a')).join(' ')).not.toContain('bypass');
  });

  it('falls back along the documented chain: Googlebot-Image obeys the Googlebot group', () => {
    const parsed = parseRobots('User-agent: Googlebot\nDisallow: /photos\n\nUser-agent: *\nDisallow: /\n');
    const r = checkCrawler(parsed, 'Googlebot-Image', '/photos/a.jpg');
    expect(r).toMatchObject({ allowed: false, line: 2, crawlerRule: 'chain-fallback', decidedBy: 'Googlebot' });
    expect(r.chain).toEqual(['Googlebot-Image', 'Googlebot', '*']);
    expect(checkCrawler(parsed, 'Googlebot-Image', '/a.jpg').allowed).toBe(true);
  });

  it('gives Applebot the Googlebot group when no group names Applebot (Apple documents it)', () => {
    const parsed = parseRobots('User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n');
    expect(checkUrl(parsed, 'Applebot', '/a').allowed).toBe(false); // the raw matcher: *
    const r = checkCrawler(parsed, 'Applebot', '/a');
    expect(r).toMatchObject({ allowed: true, crawlerRule: 'chain-fallback', decidedBy: 'Googlebot' });
    expect(crawlerRuleText(r)).toBe('No group names Applebot; it obeys the Googlebot group then (Apple documents it), and one names Googlebot.');
    const own = parseRobots('User-agent: Applebot\nDisallow: /a\n\nUser-agent: Googlebot\nAllow: /\n');
    expect(checkCrawler(own, 'Applebot', '/a')).toMatchObject({ allowed: false, crawlerRule: 'own-group' });
  });

  it('gives YandexBot its own group, else the Yandex group, and * only when neither exists (Yandex documents it)', () => {
    // yandex.com/support/webmaster/en/robot-workings/user-agent's own example, less its blank lines.
    const parsed = parseRobots('User-agent: YandexBot\nDisallow: /*id=\n\nUser-agent: Yandex\nDisallow: /*sid=\n\nUser-agent: *\nDisallow: /cgi-bin\n');
    expect(checkCrawler(parsed, 'YandexBot', '/a?id=1')).toMatchObject({ allowed: false, line: 2, crawlerRule: 'own-group' });
    expect(checkCrawler(parsed, 'YandexBot', '/cgi-bin/x')).toMatchObject({ allowed: true, crawlerRule: 'own-group' });
    const family = parseRobots('User-agent: Yandex\nDisallow: /*sid=\n\nUser-agent: *\nDisallow: /cgi-bin\n');
    expect(checkCrawler(family, 'YandexBot', '/a?sid=1')).toMatchObject({ allowed: false, line: 2, crawlerRule: 'chain-fallback', decidedBy: 'Yandex' });
    expect(checkCrawler(family, 'YandexBot', '/cgi-bin/x')).toMatchObject({ allowed: true, crawlerRule: 'chain-fallback' });
    expect(checkCrawler(parseRobots('User-agent: *\nDisallow: /cgi-bin\n'), 'YandexBot', '/cgi-bin/x')).toMatchObject({ allowed: false, line: 2 });
  });

  it('gives YandexImages the Yandex group too, read as Yandex: "User-agent: Yandex" is for every Yandex robot (before, an unknown token, it took * and RFC 9309)', () => {
    const family = parseRobots('User-agent: Yandex\nDisallow: /photos/\n\nUser-agent: *\nDisallow: /cgi-bin\n');
    expect(checkCrawler(family, 'YandexImages', '/photos/a.jpg')).toMatchObject({ allowed: false, line: 2, crawlerRule: 'chain-fallback', decidedBy: 'Yandex' });
    expect(checkCrawler(family, 'YandexImages', '/cgi-bin/x')).toMatchObject({ allowed: true, crawlerRule: 'chain-fallback' });
    // Its header, as it sends it, names it; the Yandex group applies as well.
    expect(crawlerFor('Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)')).toMatchObject({ chain: ['YandexImages', 'Yandex'], reading: { crawler: { reading: 'yandex' } } });
  });

  it('gives YandexNews, YandexMobileBot and YandexDirect the Yandex group, never * once a Yandex group exists (before, unknown tokens, they took *)', () => {
    const file = parseRobots('User-agent: Yandex\nDisallow: /news/\n\nUser-agent: *\nDisallow: /\n');
    for (const token of ['YandexNews', 'YandexMobileBot', 'YandexDirect', 'YaDirectFetcher']) {
      expect(checkCrawler(file, token, '/news/a'), token).toMatchObject({ allowed: false, line: 2, crawlerRule: 'chain-fallback', decidedBy: 'Yandex' });
      expect(checkCrawler(file, token, '/about'), token).toMatchObject({ allowed: true, crawlerRule: 'chain-fallback', decidedBy: 'Yandex' });
    }
  });

  it('lets YandexMobileBot and YandexCalendar ignore *, as Yandex documents: with only a * group, allowed', () => {
    for (const token of ['YandexMobileBot', 'YandexCalendar']) {
      const r = checkCrawler(STAR_BLOCKS_ALL, token, '/private/a.txt');
      expect(r, token).toMatchObject({ allowed: true, line: 0, crawlerRule: 'ignores-global', chain: [token, 'Yandex'] });
    }
    // Yandex's own example: a group naming the robot binds it.
    const named = parseRobots('User-agent: YandexCalendar\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
    expect(checkCrawler(named, 'YandexCalendar', '/cal.ics')).toMatchObject({ allowed: false, line: 2, crawlerRule: 'own-group' });
  });

  it('reads an unlisted Yandex robot as Yandex\'s, under the Yandex group, and says it is assumed (YandexVideo, yandexfavicons, a header)', () => {
    const file = parseRobots('User-agent: Yandex\nDisallow: /v/\n\nUser-agent: *\nDisallow: /\n');
    for (const input of ['YandexVideo', 'yandexfavicons', 'Mozilla/5.0 (compatible; YandexRenderResourcesBot/1.0; +http://yandex.com/bots)']) {
      const c = crawlerFor(input);
      expect(c.info, input).toMatchObject({ confidence: 'assumed', reading: 'yandex' });
      const r = checkCrawler(file, c, '/about');
      expect(r, input).toMatchObject({ allowed: true, crawlerRule: 'chain-fallback', decidedBy: 'Yandex', confidence: 'assumed', robots: 'unclear' });
      const [unclear, assumed, ...rest] = crawlerNotes(r);
      expect(rest, input).toEqual([]);
      expect(unclear, input).toMatch(new RegExp(`^Whether ${c.token} obeys robots.txt is unclear \\(.*"Some Yandex robots may ignore directives in robots.txt, including those for User-agent: Yandex\\.`));
      expect(assumed, input).toMatch(new RegExp(`^${c.token} is not in the registry: its name is Yandex's, so it is read as a Yandex robot, assumed`));
      // Each of Yandex's sentences once: the first in the note it backs, not in both (the explanation quoted it twice).
      const said = [unclear, assumed].join(' ');
      expect(said.split('Some Yandex robots may ignore directives').length - 1, input).toBe(1);
      expect(said.split('will be used by all Yandex bots').length - 1, input).toBe(1);
      expect(assumed, input).toContain('"User-agent: Yandex # will be used by all Yandex bots"');
    }
    // The family's own token: its group, then * (no empty place in the sentence).
    const own = crawlerNotes(checkCrawler(file, 'Yandex', '/about')).join(' ');
    expect(own).toMatch(/assumed: the group naming it, then \* \(/);
    expect(own).not.toMatch(/then ,/);
    // Any other unknown token stays as written: its own group, then *.
    expect(checkCrawler(file, 'SomeBot', '/about')).toMatchObject({ allowed: false, crawlerRule: 'global', confidence: null });
  });

  it('reads a chain token as the profile reads a User-agent value (Screaming Frog SEO Spider is "Screaming" to Google)', () => {
    const parsed = parseRobots('User-agent: Screaming Frog SEO Spider\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
    expect(checkCrawler(parsed, 'Screaming Frog SEO Spider/19.0', '/x')).toMatchObject({ allowed: false, crawlerRule: 'own-group' });
    const viaGooglebot = parseRobots('User-agent: Googlebot\nDisallow: /g\n');
    expect(checkCrawler(viaGooglebot, 'Screaming Frog SEO Spider', '/g')).toMatchObject({ allowed: false, crawlerRule: 'chain-fallback' });
  });

  it('applies the semantics to a pasted header', () => {
    const header = 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)';
    expect(checkCrawler(STAR_BLOCKS_ALL, header, '/')).toMatchObject({ crawler: 'AdsBot-Google-Mobile', allowed: true });
  });

  it('checks a crawler the registry lacks as its token, then *', () => {
    const r = checkCrawler(STAR_BLOCKS_ALL, 'SemrushBot/7', '/');
    expect(r).toMatchObject({ crawler: 'SemrushBot', chain: ['SemrushBot', '*'], allowed: false, crawlerRule: 'global', robots: null, confidence: null });
    expect(crawlerRuleText(r)).toBe('No group names SemrushBot, so the * group applied.');
    expect(crawlerNotes(r)).toEqual([]);
  });

  it('answers for * and for no group at all', () => {
    expect(checkCrawler(STAR_BLOCKS_ALL, '*', '/')).toMatchObject({ chain: ['*'], allowed: false, crawlerRule: 'global' });
    const none = checkCrawler(parseRobots('User-agent: Foo\nDisallow: /\n'), 'Googlebot', '/');
    expect(none).toMatchObject({ allowed: true, crawlerRule: 'no-group' });
    expect(crawlerRuleText(none)).toBe('No group names Googlebot and there is no * group: allowed.');
  });

  it('keeps the raw matcher\'s verdict for every crawler that reads * like everyone else', () => {
    const parsed = parseRobots('User-agent: Googlebot\nDisallow: /g\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /s\n');
    for (const token of ['Googlebot', 'GPTBot', 'bingbot', 'CCBot', 'ClaudeBot']) {
      for (const url of ['/g', '/s', '/x']) {
        const raw = checkUrl(parsed, crawlerFor(token).chain, url);
        const c = checkCrawler(parsed, token, url);
        expect([c.allowed, c.line], `${token} ${url}`).toEqual([raw.allowed, raw.line]);
      }
    }
  });
});

describe('crawlerNotes: what the registry says beyond the groups', () => {
  it('says so when robots.txt does not govern the crawler (Feedfetcher) or may not (ChatGPT-User)', () => {
    const blocked = checkCrawler(STAR_BLOCKS_ALL, 'FeedFetcher-Google', '/feed.xml');
    expect(blocked).toMatchObject({ allowed: false, robots: 'no' });
    expect(crawlerNotes(blocked)[0]).toMatch(/^Google says robots\.txt does not govern FeedFetcher-Google/);
    expect(crawlerNotes(checkCrawler(STAR_BLOCKS_ALL, 'ChatGPT-User', '/'))[0]).toMatch(/^OpenAI says robots\.txt may not apply to ChatGPT-User/);
  });

  it('keeps the confidence of a row that is not the operator\'s word visible', () => {
    const notes = crawlerNotes(checkCrawler(STAR_BLOCKS_ALL, 'Storebot-Google', '/'));
    expect(notes.at(-1)).toMatch(/^What the registry says of Storebot-Google is recalled, not verified \(.*; checked 2026-11\)\.$/);
  });

  it('flags control-only and phantom tokens', () => {
    expect(crawlerNotes(checkCrawler(STAR_BLOCKS_ALL, 'Google-Extended', '/'))[0]).toMatch(/^Google-Extended sends no requests/);
    expect(crawlerNotes(checkCrawler(STAR_BLOCKS_ALL, 'anthropic-ai', '/')).join(' ')).toMatch(/No crawler is known to send anthropic-ai/);
  });
});
