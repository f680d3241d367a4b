import { keyRules, KNOWN_OTHER_RECORDS } from '../directives.ts';
import type { ProfileSpec } from './types.ts';

/**
 * Yandex, as its Webmaster help documents it (yandex.com/support/webmaster/controlling-robot/
 * robots-txt.html and the pages it links): Allow and Disallow sorted by prefix length and
 * applied in order, Allow winning a tie; `*` and a final `$`; Clean-param read; Host retired.
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
};
