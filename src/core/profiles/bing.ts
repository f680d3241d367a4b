import { keyRules, KNOWN_OTHER_RECORDS } from '../directives.ts';
import type { ProfileSpec } from './types.ts';

/**
 * Bing: Google's matcher (longest match, Allow wins a tie, `*` and `$`) plus what Bing's
 * Webmaster help documents of its own. Google's parser leniency (misspelt keys, a missing
 * colon, the line and 500 KiB cuts, index.html) is Google's and is not assumed for Bing.
 */
export const bing: ProfileSpec = {
  name: 'bing',
  base: 'bing',
  keys: keyRules({ prefixes: false, typos: false, known: ['user-agent', 'allow', 'disallow', 'sitemap'], unused: KNOWN_OTHER_RECORDS }),
  otherRecords: 'ignored',
  missingColon: false,
  maxLineBytes: 0,
  openOver: null,
  readsOnlySizeLimit: false,
  nulEndsLine: true,
  agentMatch: 'token',
  mergeGroups: true,
  blankLineEndsGroup: false,
  blankLineEndsAgents: false,
  precedence: 'longest',
  normalise: { decode: 'none', keepEscapedSlash: false, nonAscii: 'percent-encode', paths: false, escapeLiteralSpecials: false },
  wildcards: true,
  robotsTxtAllowed: false,
  indexHtmlAllow: false,
  emptyDisallow: 'matches-nothing',
  lengthCountsWildcards: true,
  readsRecords: ['crawl-delay'],
  crawlDelay: 'own-or-global',
  forgivenessAssumed: true,
  escapesTwin: 'rfc9309',
  escapesOpen: false,
  agentTokenOpen: true,
  colonOpen: false,
  agentListEndOpen: true,
  listEndAtQuiet: false,
  blankLineTwin: null,
};
