import { keyRules, KNOWN_OTHER_RECORDS } from '../directives.ts';
import type { ProfileSpec } from './types.ts';

/** Google's open-source library (google/robotstxt robots.cc); see spec/google-behaviours.md. */
export const google: ProfileSpec = {
  name: 'google',
  keys: keyRules({ prefixes: true, typos: true, known: ['user-agent', 'allow', 'disallow', 'sitemap'], unused: KNOWN_OTHER_RECORDS }),
  otherRecords: 'ignored',
  missingColon: true,
  maxLineBytes: 2083 * 8 - 1,
  openOver: null,
  readsOnlySizeLimit: true,
  nulEndsLine: true,
  agentMatch: 'token',
  mergeGroups: true,
  blankLineEndsGroup: false,
  precedence: 'longest',
  normalise: { decode: 'none', keepEscapedSlash: false, nonAscii: 'percent-encode', paths: false, escapeLiteralSpecials: false },
  wildcards: true,
  robotsTxtAllowed: false,
  indexHtmlAllow: true,
  emptyDisallow: 'matches-nothing',
  lengthCountsWildcards: true,
  readsRecords: [],
  crawlDelay: 'ignored',
  forgivenessAssumed: false,
  escapesTwin: null,
  escapesOpen: false,
  agentTokenOpen: false,
  colonOpen: false,
  agentListEndOpen: false,
};
