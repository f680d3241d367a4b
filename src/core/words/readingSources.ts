/**
 * Where each rule of the bing and yandex readings comes from (issue 29 §1): documented by the
 * operator, observed (the operator's published code), or assumed (the nearest documented
 * behaviour). Kept apart from the specs so that parse + check carry none of these words (the
 * package's bundle budget, src/cli/package.test.ts); only the explanation reads them. Google's
 * library, RFC 9309 and the 1996 draft are their own text: they have none.
 */
import type { Profile } from '../types.ts';
import type { ReadingTopic, RuleSource } from '../profiles/types.ts';

const DUBUT = 'Frédéric Dubut (Bing), quoted by thrivesearch.com and online-seo.cz: "If you create a section for Bingbot specifically, all the default directives will be ignored (except Crawl-Delay)"';
const REP_2008 = 'https://blogs.bing.com/webmaster/2008/06/03/robots-exclusion-protocol-joining-together-to-provide-better-documentation, "Common REP Directives and Use Cases"';
const CRAWL_DELAY_2009 = 'https://blogs.bing.com/webmaster/August-2009/Crawl-delay-and-the-Bing-crawler,-MSNBot, introduction';
const CRAWL_CONTROL = 'https://www.bing.com/webmaster/help/crawl-control-55a30303, "Crawl Control"';
const HOST_2012 = 'https://blogs.bing.com/webmaster/2012/05/03/to-crawl-or-not-to-crawl-that-is-bingbots-question, "Where does BingBot look for my robots.txt file?"';
const MSNBOT_2010 = 'https://blogs.bing.com/webmaster/June-2010/Bing-crawler-bingbot-on-the-horizon, "Robots Exclusion Protocol directives precedence"';
const GOOGLE = 'assumed: Google\'s open-source matcher (google/robotstxt), which Bing documents nothing against';

/**
 * Where each rule of Bing's reading comes from. Bing documents little: its own group replacing
 * `*` except for Crawl-delay, msnbot's group obeyed where none names bingbot (the 2010 post),
 * Crawl-delay honoured over the Webmaster Tools crawl pattern (the Crawl Control help page, the
 * 2009 post), `*` and `$` (the 2008 joint REP post, which lists no Crawl-delay), one file per host
 * (the 2012 post). The rest is Google's matcher, assumed.
 */
const BING: readonly RuleSource[] = [
  { topic: 'groups', kind: 'documented', says: 'A group naming bingbot replaces the * group (except Crawl-delay).', source: DUBUT },
  { topic: 'groups', kind: 'documented', says: 'With no group naming bingbot, a group naming msnbot, its predecessor, applies to it before the * group.', source: MSNBOT_2010 },
  { topic: 'groups', kind: 'assumed', says: 'User-agent lines run on past a Crawl-delay (or any line that is no rule) to the next Allow or Disallow: whether a Crawl-delay ends them, Bing does not document.', source: GOOGLE },
  { topic: 'precedence', kind: 'assumed', says: 'The longest matching rule decides; on a tie Allow wins.', source: GOOGLE },
  { topic: 'length', kind: 'assumed', says: 'A match counts the bytes of its pattern, * and $ included.', source: GOOGLE },
  { topic: 'wildcards', kind: 'documented', says: '* matches any run of characters and a final $ ends the URL.', source: REP_2008 },
  { topic: 'empty-rule', kind: 'assumed', says: 'An empty Disallow blocks nothing.', source: GOOGLE },
  { topic: 'keys', kind: 'assumed', says: 'Keys are read as written, case aside: Google\'s misspellings are Google\'s own.', source: 'assumed: RFC 9309 2.2' },
  { topic: 'path', kind: 'assumed', says: 'The URL path is compared as the URL gives it.', source: GOOGLE },
  { topic: 'crawl-delay', kind: 'documented', says: 'Crawl-delay is honoured, from bingbot\'s own group or else the * group, and takes precedence over the crawl pattern set in Bing Webmaster Tools.', source: `${CRAWL_CONTROL}; ${CRAWL_DELAY_2009}; ${DUBUT}` },
  { topic: 'host', kind: 'documented', says: 'A robots.txt governs its own host only: another subdomain needs its own file, and without one BingBot takes itself as allowed there.', source: HOST_2012 },
];

const HELP = 'https://yandex.com/support/webmaster/en/robot-workings';
const LIBRARY = 'Yandex\'s robots_txt library as published (ydb-platform/ydb, library/cpp/robots_txt)';

/** Yandex's page on the size it reads (profiles/yandex.ts openOver). */
export const YANDEX_SIZE_SOURCE = 'https://yandex.com/support/webmaster/en/controlling-robot/robots-txt';
/** Its words, as the page gives them: the first of four requirements, and what a file that fails one gets. */
/** What the page leaves open: between the two, nobody knows (doubtCauses.ts `size-unit`). */
export const YANDEX_KB_UNSAID = 'whether 500 KB is 500,000 or 512,000 bytes, the page does not say';
export const YANDEX_SIZE_QUOTE = '"Yandex robots correctly process robots.txt, if: The file size doesn\'t exceed 500 KB." and "If the file doesn\'t meet the requirements, the site is considered open for indexing."';

/** Where each rule of Yandex's reading comes from: its Webmaster help, page by page. */
const YANDEX: readonly RuleSource[] = [
  { topic: 'size', kind: 'documented', says: `A robots.txt over 500 KB is read as none: every URL is allowed. ${YANDEX_SIZE_QUOTE}; ${YANDEX_KB_UNSAID}.`, source: YANDEX_SIZE_SOURCE },
  { topic: 'groups', kind: 'documented', says: 'A group naming the robot itself (YandexBot) is used by it alone; User-agent: Yandex by every Yandex robot; * only when no Yandex group exists.', source: `${HELP}/user-agent.md` },
  { topic: 'groups', kind: 'assumed', says: 'User-agent lines run on past a Crawl-delay (or any line that is no rule, a blank or comment-only line too) to the next Allow or Disallow: Yandex\'s help does not say, and its published library ends them there.', source: `assumed: Google's parser and RFC 9309 2.2.4; ${HELP}/user-agent.md and allow-disallow.md say nothing of it; ${LIBRARY}, robots_txt.h ParseRules, ends the list` },
  { topic: 'groups', kind: 'observed', says: 'A blank line between User-agent and the rules below it is skipped: they are the group\'s. Yandex\'s help gives such a blank line as the likely cause of its error "No User-agent directive in front of rule", a reading in which the group ends there.', source: `${LIBRARY}, robots_txt_parser.cpp NextPair; https://yandex.com/support/webmaster/en/error-dictionary/robots-txt` },
  { topic: 'precedence', kind: 'documented', says: 'Allow and Disallow of the group are sorted by URL prefix length and applied in order: the longest matching rule decides; between equal lengths Allow wins.', source: `${HELP}/allow-disallow.md` },
  { topic: 'length', kind: 'observed', says: 'A rule\'s length is that of the prefix it names: * and the final $ do not count.', source: LIBRARY },
  { topic: 'wildcards', kind: 'documented', says: '* matches any run of characters (or none), every rule ends in an implied *, and a final $ cancels it.', source: `${HELP}/allow-disallow.md` },
  { topic: 'empty-rule', kind: 'documented', says: 'An empty Disallow is Allow: /; an empty Allow is not taken into account.', source: `${HELP}/allow-disallow.md` },
  { topic: 'keys', kind: 'documented', says: 'Unknown keys are reported, not read; a rule must start with / or *.', source: 'https://yandex.com/support/webmaster/en/error-dictionary/robots-txt.md' },
  { topic: 'path', kind: 'assumed', says: 'The URL path is compared as the URL gives it.', source: 'assumed: Google\'s matcher (google/robotstxt); Yandex\'s help says nothing of %-escapes' },
  { topic: 'crawl-delay', kind: 'documented', says: 'Since 2018-02-22 Yandex does not take Crawl-delay into account: the crawl rate is set in Yandex Webmaster.', source: `${HELP}/crawl-delay.md` },
  { topic: 'clean-param', kind: 'documented', says: 'Clean-param: p0[&p1&…] [path] names query parameters (case-sensitive) that do not change the page, for URLs whose path starts with the prefix; it applies file-wide, whatever group it stands in, and is at most 500 characters.', source: `${HELP}/clean-param.md` },
  { topic: 'host', kind: 'documented', says: 'Host is no longer read: Yandex finds the main mirror from redirects.', source: `${HELP}/managing-redirects.md` },
];

export const PROFILE_SOURCES: Readonly<Partial<Record<Profile, readonly RuleSource[]>>> = { bing: BING, yandex: YANDEX };

/** The rules of `profile` on `topics` (an explanation's sources), each with where it comes from, in the reading's order. */
export function sourcesOf(profile: Profile, topics: readonly ReadingTopic[]): RuleSource[] {
  return (PROFILE_SOURCES[profile] ?? []).filter((s) => topics.includes(s.topic));
}
