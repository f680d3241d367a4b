import { keyRules, KNOWN_OTHER_RECORDS } from '../directives.ts';
import type { ProfileSpec, RuleSource } from './types.ts';

const HELP = 'https://yandex.com/support/webmaster/en/robot-workings';
const LIBRARY = 'Yandex\'s robots_txt library as published (ydb-platform/ydb, library/cpp/robots_txt)';

/** Where each rule of Yandex's reading comes from: its Webmaster help, page by page. */
const SOURCES: readonly RuleSource[] = [
  { topic: 'groups', kind: 'documented', says: 'A group naming the robot itself (YandexBot) is used by it alone; User-agent: Yandex by every Yandex robot; * only when no Yandex group exists.', source: `${HELP}/user-agent.md` },
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

/**
 * Yandex, as its Webmaster help documents it (yandex.com/support/webmaster, robot-workings/):
 * Allow and Disallow sorted by prefix length and applied in order, Allow winning a tie; `*` and
 * a final `$`; `Disallow:` empty is `Allow: /`; Clean-param read (cleanParam.ts); Host retired;
 * Crawl-delay ignored since 2018. The fallback from a robot's own group to `Yandex` and then `*`
 * is each Yandex robot's registry chain.
 */
export const yandex: ProfileSpec = {
  name: 'yandex',
  label: 'Yandex',
  reader: 'Yandex',
  keys: keyRules({ prefixes: false, typos: false, known: ['user-agent', 'allow', 'disallow', 'sitemap'], unused: KNOWN_OTHER_RECORDS }),
  otherRecords: 'ignored',
  missingColon: false,
  maxLineBytes: 0,
  readsOnlySizeLimit: false,
  nulEndsLine: true,
  agentMatch: 'token',
  mergeGroups: true,
  blankLineEndsGroup: false,
  precedence: 'longest',
  normalise: { decode: 'none', keepEscapedSlash: false, nonAscii: 'percent-encode', paths: false, escapeLiteralSpecials: false },
  wildcards: true,
  robotsTxtAllowed: false,
  indexHtmlAllow: false,
  emptyDisallow: 'allows-all',
  lengthCountsWildcards: false,
  readsRecords: ['clean-param'],
  crawlDelay: 'ignored',
  sources: SOURCES,
};
