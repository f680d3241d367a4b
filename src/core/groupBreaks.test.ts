/**
 * A user-agent list broken by a Crawl-delay (issue 29: where nobody can know, say so). Google's
 * parser and RFC 9309 2.2.1 end a list of user-agent lines only at an Allow or Disallow, and Bing's
 * reading assumes the same: `User-agent: bingbot` / `Crawl-delay: 5` / `User-agent: *` /
 * `Disallow: /` blocks bingbot from everything. Bing honours Crawl-delay as part of bingbot's group
 * and does not document where that group's user-agent lines end. Before, bingbot was "Blocked" with
 * no doubt; now the answer is in doubt (cause `group-break`) wherever the list ending there answers
 * otherwise.
 */
import { describe, expect, it } from 'vitest';
import { explainAsRead } from './explain.ts';
import { standaloneGroupsOf } from './groupBreaks.ts';
import { parseRobots } from './parse.ts';
import { checkAsRead, parsesOf, type ReadingChoice } from './readings.ts';
import { lenientHint } from './words/crawlerWords.ts';
import { lenientAnswerWords } from './words/resultWords.ts';
import { readingSentences } from './words/explanationWords.ts';

const DELAY_ONLY = 'User-agent: bingbot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /\n';
const check = (text: string, crawler: string, url: string, choice: ReadingChoice = 'documented') => checkAsRead(parsesOf(text), crawler, url, choice);
const WHY = "Bing's reading runs user-agent lines on past such a line to the next Allow or Disallow, as Google's parser does and RFC 9309 (2.2.4) has it, so the crawlers named above it get the rules of the group below. Bing honours Crawl-delay as part of a crawler's group, but whether a Crawl-delay closes the user-agent lines above it, Bing does not document.";

describe('a group holding only Crawl-delay before `User-agent: *`', () => {
  it('bingbot (Bing) is blocked by the * group it joins, in doubt: read as a group of its own, nothing blocks it', () => {
    const r = check(DELAY_ONLY, 'bingbot', 'https://example.com/page');
    expect(r).toMatchObject({ allowed: false, line: 5, reading: 'bing', lenient: { allowed: true, line: 0, rule: '', cause: 'group-break' } });
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe(
      `Blocked (Bing). A parser that ends a list of user-agent lines at a Crawl-delay or another line that is no rule, giving the lines above it a group of their own, would allow it (no rule decides there). ${WHY}`,
    );
    expect(lenientAnswerWords({ verdict: 'allowed', line: 0, rule: null, cause: 'group-break' })).toBe(
      'Allowed: no rule decides there (the user-agent lines above a Crawl-delay or another line that is no rule a group of their own)',
    );
  });

  it('the explanation names the lines: the list running on to User-agent: * (line 4), then why nobody knows', () => {
    const e = explainAsRead(parsesOf(DELAY_ONLY), 'bingbot', 'https://example.com/page', 'documented', { request: true });
    const said = readingSentences(e).map((s) => s.map((p) => (typeof p === 'string' ? p : `line ${p.line}`)).join(''));
    expect(said.join(' ')).toContain(`Readings disagree. Blocked (Bing). A parser that ends a list of user-agent lines at a Crawl-delay or another line that is no rule, giving the lines above it a group of their own, would allow it (no rule decides there). ${WHY}`);
    expect(e.groups.map((g) => g.joinsGlobal)).toEqual([4]);
  });

  it('stays in doubt under Bing\'s reading forced for all (it is that reading\'s own rule nobody can settle), for any crawler so read', () => {
    expect(check(DELAY_ONLY, 'bingbot', 'https://example.com/page', 'bing')).toMatchObject({ allowed: false, lenient: { allowed: true, cause: 'group-break' } });
    const gpt = DELAY_ONLY.replace('bingbot', 'GPTBot');
    expect(check(gpt, 'GPTBot', 'https://example.com/page', 'bing')).toMatchObject({ allowed: false, reading: 'bing', lenient: { allowed: true, cause: 'group-break' } });
  });

  it('is no doubt under Google\'s reading or RFC 9309\'s, whose code and 2.2.4 end the list only at a rule', () => {
    expect(check(DELAY_ONLY.replace('bingbot', 'Googlebot'), 'Googlebot', 'https://example.com/page')).toMatchObject({ allowed: false, reading: 'google', lenient: null });
    for (const forced of ['google', 'rfc9309'] as const) {
      expect(check(DELAY_ONLY, 'bingbot', 'https://example.com/page', forced), forced).toMatchObject({ allowed: false, lenient: null });
    }
  });

  it('is no doubt where both readings answer alike: another bingbot group decides, or only a blank line or a comment stands between', () => {
    const merged = `${DELAY_ONLY}\nUser-agent: bingbot\nDisallow: /page\n`;
    expect(check(merged, 'bingbot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 8, lenient: null });
    expect(check(merged, 'bingbot', 'https://example.com/other')).toMatchObject({ allowed: false, line: 5, lenient: { allowed: true, line: 0, cause: 'group-break' } });
    const blank = 'User-agent: bingbot\n\n# all the others\nUser-agent: *\nDisallow: /\n';
    expect(check(blank, 'bingbot', 'https://example.com/page')).toMatchObject({ allowed: false, lenient: null });
  });

  it('an unknown key or a Host line breaks the list as a Crawl-delay does; the crawler named after the break keeps its answer', () => {
    for (const line of ['Host: example.com', 'Request-rate: 1/5']) {
      const text = DELAY_ONLY.replace('Crawl-delay: 5', line);
      expect(check(text, 'bingbot', 'https://example.com/page'), line).toMatchObject({ allowed: false, lenient: { allowed: true, cause: 'group-break' } });
    }
    const later = 'User-agent: msnbot\nCrawl-delay: 5\nUser-agent: bingbot\nDisallow: /\n';
    expect(check(later, 'bingbot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 4, lenient: null });
  });
});

/**
 * Tester3 F16: `User-agent: GPTBot` / `Crawl-delay: 5` / `User-agent: Applebot` / `Disallow: /`.
 * GPTBot and ClaudeBot document no reading and are read as RFC 9309, whose 2.2.4 has a record it
 * does not define not end a group; but which parser they use, nobody documents, and the common
 * ones of before the RFC (urllib.robotparser, robots-parser) start a new group at line 3, leaving
 * GPTBot allowed. Before, GPTBot was "Blocked" with no doubt where bingbot had one.
 */
describe('a crawler that documents no reading, read as RFC 9309', () => {
  const G2 = 'User-agent: GPTBot\nCrawl-delay: 5\nUser-agent: Applebot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n';

  it('is blocked by the group it joins, in doubt: read with the list ended at the Crawl-delay, nothing blocks it', () => {
    for (const crawler of ['GPTBot', 'ClaudeBot']) {
      const text = G2.replace('GPTBot', crawler);
      expect(check(text, crawler, 'https://www.example.com/'), crawler).toMatchObject({ allowed: false, line: 4, reading: 'rfc9309', lenient: { allowed: true, line: 0, cause: 'group-break' } });
    }
    const r = check(G2, 'GPTBot', 'https://www.example.com/');
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe(
      'Blocked (RFC 9309). A parser that ends a list of user-agent lines at a Crawl-delay or another line that is no rule, giving the lines above it a group of their own, would allow it (no rule decides there). RFC 9309 (2.2.4) and Google\'s parser run user-agent lines on past such a line to the next Allow or Disallow; common parsers of before the RFC (Python\'s urllib.robotparser, robots-parser) start a new group at the next user-agent line. Which parser this crawler uses, its operator does not document.',
    );
  });

  it('is no doubt for the crawler named after the break, nor where the person forces RFC 9309 (2.2.4 settles it)', () => {
    expect(check(G2, 'Applebot', 'https://www.example.com/')).toMatchObject({ allowed: false, line: 4, lenient: null });
    expect(check(G2, 'GPTBot', 'https://www.example.com/', 'rfc9309')).toMatchObject({ allowed: false, line: 4, lenient: null });
  });
});

/**
 * Review15 §7.10: Yandex's help says nothing of a Crawl-delay between two User-agent lines, and its
 * published library (library/cpp/robots_txt ParseRules) ends the list there; YandexBot was "Blocked"
 * with no doubt, and a Yandex robot the registry lacks (read as Yandex, assumed) too.
 */
describe('a Yandex robot, whose help does not say where its user-agent lines end', () => {
  const Y = 'User-agent: YandexBot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /\n';

  it('is blocked by the * group it joins, in doubt, documented (YandexBot) or assumed (YandexVideo), and under Yandex\'s reading forced for all', () => {
    for (const crawler of ['YandexBot', 'YandexVideo']) {
      expect(check(Y.replace('YandexBot', crawler), crawler, 'https://example.com/page'), crawler).toMatchObject({ allowed: false, line: 5, reading: 'yandex', lenient: { allowed: true, line: 0, cause: 'group-break' } });
    }
    expect(check(DELAY_ONLY, 'bingbot', 'https://example.com/page', 'yandex')).toMatchObject({ allowed: false, reading: 'yandex', lenient: { allowed: true, cause: 'group-break' } });
    const r = check(Y, 'YandexBot', 'https://example.com/page');
    expect(lenientHint(r.allowed, r.reading, r.lenient!)).toBe(
      'Blocked (Yandex). A parser that ends a list of user-agent lines at a Crawl-delay or another line that is no rule, giving the lines above it a group of their own, would allow it (no rule decides there). ' +
        "Yandex's reading runs user-agent lines on past such a line to the next Allow or Disallow, as Google's parser does and RFC 9309 (2.2.4) has it, so the robots named above it get the rules of the group below. " +
        "Yandex's help (robot-workings/user-agent, allow-disallow, error-dictionary/robots-txt) says nothing of such a line there, and the robots.txt library Yandex publishes (library/cpp/robots_txt) ends the list at it, as at a blank or comment-only line there.",
    );
  });

  it('is no doubt for the robot named after the break', () => {
    expect(check('User-agent: Googlebot\nCrawl-delay: 5\nUser-agent: YandexBot\nDisallow: /\n', 'YandexBot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 4, lenient: null });
  });

  // Review of issue 29, F1: its library reads a comment-only line as blank (robots_txt_parser.cpp
  // ReadLine) and clears the robots named so far at a User-agent line after a blank one (NextPair's
  // wasBlank, robots_txt.h ParseRules); before, YandexBot was "Blocked" here with no doubt.
  it('a comment-only or blank line between its User-agent line and the next breaks the list as a Crawl-delay does, forced or not; not for Bing', () => {
    for (const between of ['# the others', '', '   ']) {
      const text = `User-agent: YandexBot\n${between}\nUser-agent: Googlebot\nDisallow: /\n`;
      for (const choice of ['documented', 'yandex'] as const) {
        expect(check(text, 'YandexBot', 'https://example.com/page', choice), `${JSON.stringify(between)} ${choice}`).toMatchObject({ allowed: false, line: 4, reading: 'yandex', lenient: { allowed: true, line: 0, cause: 'group-break' } });
      }
      expect(check(text.replace('YandexBot', 'bingbot'), 'bingbot', 'https://example.com/page'), JSON.stringify(between)).toMatchObject({ allowed: false, line: 4, lenient: null });
    }
    // The robot named after the comment keeps its answer: the list ending there changes nothing for it.
    expect(check('User-agent: Googlebot\n# Yandex\nUser-agent: YandexBot\nDisallow: /\n', 'YandexBot', 'https://example.com/page')).toMatchObject({ allowed: false, line: 4, lenient: null });
  });
});

describe('standaloneGroupsOf', () => {
  it('reads the last line that is no rule between two user-agent lines as `Disallow: $`, every line in its place', () => {
    const text = 'User-agent: a\nCrawl-delay: 1\n# note\nSitemap: https://example.com/s.xml\n\nUser-agent: b\nCrawl-delay: 2\nUser-agent: c\nDisallow: /\n';
    const twin = standaloneGroupsOf(parseRobots(text, { profile: 'bing' }))!;
    expect(twin.text).toBe(text.replace('Sitemap: https://example.com/s.xml', 'Disallow: $').replace('Crawl-delay: 2', 'Disallow: $'));
    expect(twin.groups.map((g) => g.userAgents.map((u) => u.line))).toEqual([[1], [6], [8]]);
  });

  it('is null, and no second parse is made, where no such line breaks a list (the lines joined by a blank line or a comment alone)', () => {
    expect(standaloneGroupsOf(parseRobots('User-agent: a\nUser-agent: b\n\n# c\nUser-agent: c\nCrawl-delay: 3\nDisallow: /\n', { profile: 'bing' }))).toBeNull();
  });

  it('`quiet` (Yandex\'s library): a blank or comment-only line ends the list too, the last line before the next user-agent line read as `Disallow: $`', () => {
    const text = 'User-agent: a\nUser-agent: b\n\n# c\nUser-agent: c\nCrawl-delay: 3\nDisallow: /\n';
    const twin = standaloneGroupsOf(parseRobots(text, { profile: 'yandex' }), true)!;
    expect(twin.text).toBe(text.replace('# c', 'Disallow: $'));
    expect(twin.groups.map((g) => g.userAgents.map((u) => u.line))).toEqual([[1, 2], [5]]);
    // A Crawl-delay between, with a comment below it: the Crawl-delay is the break, as without `quiet`.
    const delay = 'User-agent: a\nCrawl-delay: 1\n# c\nUser-agent: b\nDisallow: /\n';
    expect(standaloneGroupsOf(parseRobots(delay, { profile: 'yandex' }), true)!.text).toBe(delay.replace('Crawl-delay: 1', 'Disallow: $'));
  });
});
