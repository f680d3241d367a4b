import { keyRules, KNOWN_OTHER_RECORDS } from '../directives.ts';
import type { ProfileSpec } from './types.ts';

/** RFC 9309 as written: exact keys, colons required, %-normalised comparison, /robots.txt allowed. */
export const rfc9309: ProfileSpec = {
  name: 'rfc9309',
  keys: keyRules({ prefixes: false, typos: false, known: ['user-agent', 'allow', 'disallow', 'sitemap'], unused: KNOWN_OTHER_RECORDS }),
  otherRecords: 'may-interpret',
  missingColon: false,
  maxLineBytes: 0,
  openOver: null,
  readsOnlySizeLimit: false,
  nulEndsLine: true,
  agentMatch: 'token',
  mergeGroups: true,
  blankLineEndsGroup: false,
  precedence: 'longest',
  normalise: { decode: 'unreserved', keepEscapedSlash: true, nonAscii: 'percent-encode', paths: true, escapeLiteralSpecials: true },
  wildcards: true,
  robotsTxtAllowed: true,
  indexHtmlAllow: false,
  emptyDisallow: 'matches-nothing',
  lengthCountsWildcards: true,
  readsRecords: [],
  crawlDelay: 'registry',
  forgivenessAssumed: false,
  escapesTwin: 'bing',
  escapesOpen: false,
  agentTokenOpen: true,
  colonOpen: false,
  agentListEndOpen: false,
};
