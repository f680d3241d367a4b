/**
 * group-parity (issue 23 §2): a crawler named by a group obeys that group alone, never `*`
 * (RFC 9309 2.2.1), so a `User-agent: GPTBot` group added to block one folder lets GPTBot fetch
 * everything else `*` blocks. The note names those paths; its fix copies the rules.
 */
import { describe, expect, it } from 'vitest';
import { sayText, applyFix, checkUrl, diagnose, parseRobots } from '../index.ts';
import { GROUP_PARITY_BUDGET } from './groupParity.ts';

const parity = (text: string) => diagnose(parseRobots(text)).filter((d) => d.code === 'group-parity');
const STAR = 'User-agent: *\nDisallow: /account/\nDisallow: /search\nAllow: /search/about\n\n';

describe('group-parity', () => {
  it('names the paths "*" blocks that the named crawler may now fetch', () => {
    const text = STAR + 'User-agent: GPTBot\nDisallow: /ai/\n';
    const parsed = parseRobots(text);
    // The reason for the note: GPTBot reads its own group only.
    expect(checkUrl(parsed, 'GPTBot', 'https://e.com/account/').allowed).toBe(true);
    const [d, ...rest] = parity(text);
    expect(rest).toEqual([]);
    expect(d.line).toBe(6);
    expect(d.severity).toBe('info');
    // Before: "Google gives GPTBot ...", though GPTBot is read by RFC 9309 (readings.ts readingFor).
    expect(sayText(d.say)).toContain('A crawler that follows RFC 9309 gives GPTBot only the group that names it, never the "*" group');
    expect(sayText(d.say)).toContain("'/account/' and '/search'");
    // bingbot is read as Bing, Googlebot-News as Google; forced to RFC 9309, the file says so for all.
    const two = parity(STAR + 'User-agent: bingbot\nUser-agent: Googlebot-News\nDisallow: /ai/\n');
    expect(sayText(two[0].say)).toContain('Bing gives bingbot, and Google gives Googlebot-News, only the groups that name them, never the "*" group');
    const forced = diagnose(parseRobots(STAR + 'User-agent: bingbot\nDisallow: /ai/\n', { profile: 'rfc9309' })).filter((x) => x.code === 'group-parity');
    expect(sayText(forced[0].say)).toContain('A crawler that follows RFC 9309 gives bingbot only the group');
    // Google's reading forced for all (its parse is documented's): Google reads bingbot too, so the note says Google.
    const google = diagnose(parseRobots(STAR + 'User-agent: bingbot\nDisallow: /ai/\n'), { choice: 'google' }).filter((x) => x.code === 'group-parity');
    expect(sayText(google[0].say)).toContain('Google gives bingbot only the group');
  });

  it('the fix copies the lost Disallow lines and the Allow that carves a path out of them, so GPTBot gets what "*" gives there', () => {
    const text = STAR + 'User-agent: GPTBot\nDisallow: /ai/';
    const fixed = applyFix(text, parity(text)[0].fix!);
    expect(fixed).toBe(STAR + 'User-agent: GPTBot\nDisallow: /ai/\nDisallow: /account/\nDisallow: /search\nAllow: /search/about');
    const parsed = parseRobots(fixed);
    for (const [path, allowed] of [['/account/x', false], ['/search?q=a', false], ['/search/about', true], ['/ai/x', false], ['/home', true]] as const) {
      expect(checkUrl(parsed, 'GPTBot', `https://e.com${path}`).allowed, path).toBe(allowed);
    }
    expect(parity(fixed)).toEqual([]);
  });

  it('says nothing where the author evidently chose what the crawler gets', () => {
    const quiet = [
      STAR + 'User-agent: GPTBot\nDisallow: /\n', // blocked everywhere
      STAR + 'User-agent: Googlebot\nDisallow:\n', // the classic "may fetch everything"
      STAR + 'User-agent: Googlebot\nAllow: /\n',
      STAR + 'User-agent: Googlebot\nAllow: /account/\nDisallow: /search\n', // a rule of its own on each path
      STAR + 'User-agent: AdsBot-Google\nDisallow: /ads/\n', // never reads "*" anyway
      STAR + 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: Googlebot-Image\nDisallow: /img/\n', // would fall back to Googlebot, not "*"
      'User-agent: Googlebot\nDisallow: /private/\n\nUser-agent: *\nDisallow: /\n', // "*" blocked, the named ones let in
      'User-agent: GPTBot\nDisallow: /ai/\n', // no "*" group
      STAR + 'User-agent: GPTBot\n', // no rules: empty-group says it
    ];
    for (const text of quiet) expect(parity(text), text).toEqual([]);
  });

  it('empty-group on a `*` group says that every crawler without a group of its own may fetch everything, not that "*" ignores "*"', () => {
    // Before: "The group for * has no rules, so it allows everything to *, and those crawlers ignore the "*" group."
    const [d] = diagnose(parseRobots('User-agent: *\nCrawl-delay: 3600\n')).filter((x) => x.code === 'empty-group');
    expect(sayText(d.say)).toBe('The group for * has no rules, so it allows everything to every crawler without a group of its own. Add rules, or remove the group if that is not what you mean.');
    const [named] = diagnose(parseRobots('User-agent: *\nDisallow: /x\n\nUser-agent: FooBot\n')).filter((x) => x.code === 'empty-group');
    expect(sayText(named.say)).toBe('The group for FooBot has no rules, so it allows everything to FooBot, and those crawlers ignore the "*" group. Add rules, or remove the group if that is not what you mean.');
  });

  it('a Yandex robot the registry lacks (YandexVideo) falls back to the Yandex group, not to "*", as YandexNews does: no note on its group', () => {
    const yandex = 'User-agent: Yandex\nDisallow: /drafts/\n\n';
    // The Yandex group (line 6) lacks the "*" rules: that note stays; none on the robot's group (line 9).
    for (const robot of ['YandexNews', 'YandexVideo']) expect(parity(STAR + yandex + `User-agent: ${robot}\nDisallow: /video/\n`).map((d) => d.line), robot).toEqual([6]);
    // Without a Yandex group it would read "*": the note stays.
    expect(parity(STAR + 'User-agent: YandexVideo\nDisallow: /video/\n').map((d) => d.line)).toEqual([6]);
  });

  it('names a crawler once, on its first group, and every crawler of a shared group', () => {
    const text = STAR + 'User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /ai/\n\nUser-agent: gptbot\nDisallow: /ml/\n';
    const [d, ...rest] = parity(text);
    expect(rest).toEqual([]);
    expect(d.line).toBe(6);
    expect(sayText(d.say)).toContain('A crawler that follows RFC 9309 gives GPTBot and CCBot only the groups that name them');
  });

  it('a file past the lookup budget gets no parity note, rather than some, and one note on the * group saying it was not checked and why', () => {
    const star = Array.from({ length: 1000 }, (_, i) => `Disallow: /s${i}/`).join('\n');
    // Letters only: Google reads `Bot1` as Bot.
    const named = Array.from({ length: 25 }, (_, i) => `User-agent: Bot${String.fromCharCode(97 + i)}\nDisallow: /b${i}/`).join('\n\n');
    const text = `# big\nUser-agent: *\n${star}\n\n${named}\n`;
    expect(parity(text)).toEqual([]);
    const skipped = diagnose(parseRobots(text)).filter((d) => d.code === 'group-parity-skipped');
    expect(skipped).toEqual([expect.objectContaining({ severity: 'info', line: 2, column: 1, endLine: 2, endColumn: 14 })]);
    expect(sayText(skipped[0].say)).toBe(
      'Not checked whether the 25 named crawlers\' groups lack rules of this "*" group: comparing each with its 1,000 Disallow rules takes 25,000 lookups, '
      + 'more than the 20,000 made on each change. A crawler named by a group follows only that group, never "*" (RFC 9309 2.2.1; Google, Bing and Yandex alike): check by hand that each named group has the "*" rules it needs.',
    );
    expect(25 * 1000).toBeGreaterThan(GROUP_PARITY_BUDGET);
    // Within the budget: the notes, and no word of a skip.
    const small = diagnose(parseRobots(`User-agent: *\n${star}\n\nUser-agent: Bot\nDisallow: /b/\n`));
    expect(small.filter((d) => d.code === 'group-parity')).toHaveLength(1);
    expect(small.filter((d) => d.code === 'group-parity-skipped')).toEqual([]);
  });

  it('says nothing of crawlers the * rules are not about: robots.txt may not govern them, or they only fetch a shared link\'s preview', () => {
    for (const crawler of ['ChatGPT-User', 'FeedFetcher-Google', 'facebookexternalhit']) {
      expect(parity(STAR + `User-agent: ${crawler}\nAllow: /flights/\n`), crawler).toEqual([]);
    }
    // A crawler robots.txt governs, in the same group, still gets its note, naming only itself.
    const [d, ...rest] = parity(STAR + 'User-agent: ChatGPT-User\nUser-agent: GPTBot\nAllow: /flights/\n');
    expect(rest).toEqual([]);
    expect(sayText(d.say)).toContain('A crawler that follows RFC 9309 gives GPTBot only the group that names it');
  });

  it('under the 1996 draft too: the first record naming the robot replaces "*"', () => {
    const d = diagnose(parseRobots(STAR + 'User-agent: GPTBot\nDisallow: /ai/\n', { profile: 'draft1996' })).filter((x) => x.code === 'group-parity');
    expect(d).toHaveLength(1);
    expect(sayText(d[0].say)).toContain('A robot that follows the 1996 draft gives GPTBot only the group');
  });
});
