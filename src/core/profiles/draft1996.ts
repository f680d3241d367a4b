import { keyRules, KNOWN_OTHER_RECORDS } from '../directives.ts';
import type { ProfileSpec } from './types.ts';

/**
 * draft-koster-robots-00 (1996): the first record whose User-agent value contains the robot's
 * name, records separated by blank lines, rules tried in order, no wildcards, %xx decoded
 * except %2F (section 3.2.2).
 */
export const draft1996: ProfileSpec = {
  name: 'draft1996',
  base: 'draft1996',
  keys: keyRules({ prefixes: false, typos: false, known: ['user-agent', 'allow', 'disallow'], unused: KNOWN_OTHER_RECORDS }),
  otherRecords: 'ignored',
  missingColon: false,
  maxLineBytes: 0,
  openOver: null,
  readsOnlySizeLimit: false,
  nulEndsLine: true,
  agentMatch: 'substring',
  mergeGroups: false,
  blankLineEndsGroup: true,
  blankLineEndsAgents: false,
  precedence: 'first',
  normalise: { decode: 'all', keepEscapedSlash: true, nonAscii: 'bytes', paths: true, escapeLiteralSpecials: false },
  wildcards: false,
  robotsTxtAllowed: true,
  indexHtmlAllow: false,
  emptyDisallow: 'matches-nothing',
  lengthCountsWildcards: true,
  readsRecords: [],
  crawlDelay: 'registry',
  forgivenessAssumed: false,
  escapesTwin: null,
  escapesOpen: false,
  agentTokenOpen: false,
  colonOpen: false,
  agentListEndOpen: false,
  listEndAtQuiet: false,
  blankLineTwin: null,
};
