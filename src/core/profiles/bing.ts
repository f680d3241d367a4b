import { keyRules, KNOWN_OTHER_RECORDS } from '../directives.ts';
import type { ProfileSpec, RuleSource } from './types.ts';

const DUBUT = 'Frédéric Dubut (Bing), quoted by thrivesearch.com and online-seo.cz: "If you create a section for Bingbot specifically, all the default directives will be ignored (except Crawl-Delay)"';
const REP_2008 = 'http://www.bing.com/blogs/site_blogs/b/webmaster/archive/2008/06/03/robots-exclusion-protocol-joining-together-to-provide-better-documentation.aspx';
const GOOGLE = 'assumed: Google\'s open-source matcher (google/robotstxt), which Bing documents nothing against';

/**
 * Where each rule of Bing's reading comes from. Bing documents little: its own group replacing
 * `*` except for Crawl-delay, Crawl-delay honoured, `*` and `$` (the 2008 joint REP post). The
 * rest is Google's matcher, assumed.
 */
const SOURCES: readonly RuleSource[] = [
  { topic: 'groups', kind: 'documented', says: 'A group naming bingbot replaces the * group (except Crawl-delay).', source: DUBUT },
  { topic: 'precedence', kind: 'assumed', says: 'The longest matching rule decides; on a tie Allow wins.', source: GOOGLE },
  { topic: 'length', kind: 'assumed', says: 'A match counts the bytes of its pattern, * and $ included.', source: GOOGLE },
  { topic: 'wildcards', kind: 'documented', says: '* matches any run of characters and a final $ ends the URL.', source: REP_2008 },
  { topic: 'empty-rule', kind: 'assumed', says: 'An empty Disallow blocks nothing.', source: GOOGLE },
  { topic: 'keys', kind: 'assumed', says: 'Keys are read as written, case aside: Google\'s misspellings are Google\'s own.', source: 'assumed: RFC 9309 2.2' },
  { topic: 'path', kind: 'assumed', says: 'The URL path is compared as the URL gives it.', source: GOOGLE },
  { topic: 'crawl-delay', kind: 'documented', says: 'Crawl-delay is honoured, from bingbot\'s own group or else the * group.', source: `${REP_2008}; ${DUBUT}` },
  { topic: 'host', kind: 'assumed', says: 'A robots.txt governs its own host only: another subdomain needs its own file.', source: 'assumed: RFC 9309 2.3 (one file per scheme, host and port); no Bing page on it was readable here' },
];

/**
 * Bing: Google's matcher (longest match, Allow wins a tie, `*` and `$`) plus what Bing's
 * Webmaster help documents of its own. Google's parser leniency (misspelt keys, a missing
 * colon, the line and 500 KiB cuts, index.html) is Google's and is not assumed for Bing.
 */
export const bing: ProfileSpec = {
  name: 'bing',
  label: 'Bing',
  reader: 'Bing',
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
  emptyDisallow: 'matches-nothing',
  lengthCountsWildcards: true,
  readsRecords: ['crawl-delay'],
  crawlDelay: 'own-or-global',
  sources: SOURCES,
};
