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
  base: 'yandex',
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
  // Its help names a blank line after User-agent as a cause of the error "No User-agent directive
  // in front of rule" (error-dictionary/robots-txt.md), a reading in which the blank line ends the
  // group; its published library skips blank lines there (robots_txt_parser.cpp NextPair), as
  // this reading does. The help's is the other answer (yandexBlankLine, cause `blank-line`).
  blankLineEndsAgents: false,
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
  // Its help says nothing of how an escape compares with the character it stands for (`%7E`
  // and `~`) or of an escape's case (`%2f`, `%2F`): where RFC 9309 2.2.2's comparison answers
  // otherwise, nobody can know Yandex's answer (tester3 F11).
  escapesTwin: 'yandex-escapes',
  escapesOpen: true,
  // Yandex's help, as read for this profile, says nothing of such a value; not checked against it.
  agentTokenOpen: false,
  // Its help says nothing of a line that is no rule (a Crawl-delay) between two User-agent lines
  // (robot-workings/user-agent.md, allow-disallow.md, error-dictionary/robots-txt.md), and its
  // published library ends the list there (ydb-platform/ydb library/cpp/robots_txt, robots_txt.h
  // ParseRules: a User-agent line after a line of another kind clears the robots named so far),
  // where this reading runs on as Google's parser does (review15 §7.10).
  agentListEndOpen: true,
  // That library reads a comment-only line as blank and ends the list at a blank one too
  // (robots_txt_parser.cpp ReadLine, NextPair's wasBlank; robots_txt.h ParseRules).
  listEndAtQuiet: true,
  blankLineTwin: 'yandex-blank-line',
  // Its help says nothing of a line missing its colon (tester3 F11): checked as Google's parser reads it.
  colonOpen: true,
};

/**
 * Yandex's reading with %-escapes compared as RFC 9309 2.2.2 has it (unreserved ones decoded, the
 * rest in capitals, in the rule and the URL's path): the other answer where Yandex's help leaves
 * that open. No reading a person chooses (types.ts ReadingId).
 */
export const yandexEscapes: ProfileSpec = {
  ...yandex,
  name: 'yandex-escapes',
  blankLineTwin: null,
  normalise: { decode: 'unreserved', keepEscapedSlash: true, nonAscii: 'percent-encode', paths: true, escapeLiteralSpecials: true },
  escapesTwin: 'yandex',
};

/**
 * Yandex's reading with a blank line after a group's user-agent lines, before its first rule,
 * ending the group, as its help reads the file: "No User-agent directive in front of rule", whose
 * likely cause it names as a blank line after User-agent (error-dictionary/robots-txt.md). The
 * crawlers named above get no rule, and the rules below belong to no group. The other answer
 * where the help and Yandex's published library (which skips the blank line) part (readings.ts
 * otherReadings, cause `blank-line`). No reading a person chooses (types.ts ReadingId).
 */
export const yandexBlankLine: ProfileSpec = {
  ...yandex,
  name: 'yandex-blank-line',
  blankLineEndsAgents: true,
  escapesTwin: null,
  blankLineTwin: 'yandex',
};
