/**
 * A profile is the behaviour of one reading of robots.txt, as data (RegExr's dev/src/profiles
 * is the model). parse.ts, lex.ts and match.ts read these switches; no profile name is tested
 * anywhere else.
 */
import type { KeyRules } from '../directives.ts';
import type { Profile } from '../types.ts';

export interface ProfileSpec {
  name: Profile;
  label: string;
  keys: KeyRules;
  /** Accept whitespace for the colon when the line is exactly two tokens (`disallow /`). */
  missingColon: boolean;
  /** Google copies a line into a C buffer of 16,664 bytes: the rest is cut. 0 = no cut. */
  maxLineBytes: number;
  /** Google handles lines as C strings: a NUL ends the line. */
  nulEndsLine: boolean;
  /** How a user-agent line picks crawlers. */
  agentMatch: 'token' | 'substring';
  /** All groups naming the crawler are merged (RFC 9309 2.2.1); else the first one applies. */
  mergeGroups: boolean;
  /** 1996 draft: records are separated by blank lines. */
  blankLineEndsGroup: boolean;
  /** Longest match with allow winning ties (RFC 9309 2.2.2), or first match in file order. */
  precedence: 'longest' | 'first';
  /** How rule values and URL paths are brought to one form before comparing. */
  encoding: 'google' | 'rfc9309' | 'draft1996';
  /** `*` and a final `$` are special. */
  wildcards: boolean;
  /** RFC 9309 2.2.2 / draft 3.2.2: /robots.txt itself is always allowed. */
  robotsTxtAllowed: boolean;
  /** google: `Allow: /d/index.htm...` also allows `/d/` exactly. */
  indexHtmlAllow: boolean;
}
