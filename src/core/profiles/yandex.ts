import { keyRules, KNOWN_OTHER_RECORDS } from '../directives.ts';
import type { ProfileSpec } from './types.ts';

/**
 * Yandex, as its Webmaster help documents it (yandex.com/support/webmaster, robot-workings/):
 * Allow and Disallow sorted by prefix length and applied in order, Allow winning a tie; `*` and
 * a final `$`; `Disallow:` empty is `Allow: /`; Clean-param read (cleanParam.ts); Host retired;
 * Crawl-delay ignored since 2018. The fallback from a robot's own group to `Yandex` and then `*`
 * is each Yandex robot's registry chain. A file over 500 KB is read as no file: "If the file doesn't
 * meet the requirements, the site is considered open for indexing" (controlling-robot/robots-txt);
 * whether a KB is 1,000 or 1,024 bytes the page does not say, so between the two nobody knows.
 */
export const yandex: ProfileSpec = {
  name: 'yandex',
  keys: keyRules({ prefixes: false, typos: false, known: ['user-agent', 'allow', 'disallow', 'sitemap'], unused: KNOWN_OTHER_RECORDS }),
  otherRecords: 'ignored',
  missingColon: false,
  maxLineBytes: 0,
  readsOnlySizeLimit: false,
  openOver: { bytes: 512_000, unsure: 500_000 },
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
  forgivenessAssumed: false,
  escapesTwin: null,
  // Yandex's help, as read for this profile, says nothing of such a value; not checked against it.
  agentTokenOpen: false,
  // Its help says nothing of a line that is no rule (a Crawl-delay) between two User-agent lines
  // (robot-workings/user-agent.md, allow-disallow.md, error-dictionary/robots-txt.md), and its
  // published library ends the list there (ydb-platform/ydb library/cpp/robots_txt, robots_txt.h
  // ParseRules: a User-agent line after a line of another kind clears the robots named so far),
  // where this reading runs on as Google's parser does (review15 §7.10).
  agentListEndOpen: true,
  // Its help says nothing of a line missing its colon (tester3 F11): checked as Google's parser reads it.
  colonOpen: true,
};
