/**
 * Every diagnostic the engine can raise: its stable code (a public contract: the editor and
 * `robotscope lint` show it), its default severity and the RFC section or Google behaviour behind
 * it. Its words live in one table (words/diagnosticWords.ts): a diagnostic carries the key of its
 * message and the facts it found, and whoever shows it says it from there (issue 24 §1).
 */
import type { DiagnosticCode, Severity } from '../types.ts';

export type { DiagnosticCode } from '../types.ts';

export interface CodeInfo {
  severity: Severity;
  /** A short title for lists and docs. */
  title: string;
  /** Where the behaviour is defined. */
  reference: string;
  /**
   * Every fix of this code may be applied at once ("Fix all" in the problems panel): each edits
   * only its own line, says the same for any such line, and no fix changes what another one
   * found (removing a rule that repeats an earlier one leaves the earlier one to compare with).
   * Codes whose fix moves or adds lines elsewhere (a merged group, "User-agent: *" above) or
   * guesses (a suggested key for an unknown one) are fixed one at a time, each looked at.
   */
  fixAll?: true;
}

export const DIAGNOSTIC_CODES: Readonly<Record<DiagnosticCode, CodeInfo>> = {
  'rule-outside-group': { severity: 'error', title: 'Rule outside any group', reference: 'RFC 9309 2.1; robots.cc HandleAllow/HandleDisallow' },
  'invalid-char': { severity: 'warning', title: 'Invalid character', reference: 'RFC 9309 2.2 (UTF8-char-noctl)' },
  'invalid-utf8': { severity: 'error', title: 'Not UTF-8', reference: 'RFC 9309 2.2 (the file is UTF-8)' },
  bom: { severity: 'info', title: 'Byte order mark', reference: 'robots.cc ParseRobotsTxt (BOM skipped)' },
  'unknown-directive': { severity: 'warning', title: 'Unknown directive', reference: 'RFC 9309 2.2.4' },
  'misspelled-directive': { severity: 'warning', title: 'Misspelled directive', reference: 'robots.cc kAllowFrequentTypos', fixAll: true },
  'missing-colon': { severity: 'warning', title: 'Missing colon', reference: 'RFC 9309 2.2; robots.cc GetKeyAndValueFrom', fixAll: true },
  'invalid-user-agent': { severity: 'warning', title: 'User-agent is not a product token', reference: 'RFC 9309 2.2.1; robots.cc ExtractUserAgent' },
  'pattern-start': { severity: 'error', title: 'Pattern never matches', reference: 'RFC 9309 2.2.2' },
  'dollar-in-middle': { severity: 'warning', title: '$ in the middle of a pattern', reference: 'RFC 9309 2.2.3' },
  'unused-directive': { severity: 'info', title: 'Directive with no effect on crawling', reference: 'RFC 9309 2.2.4; Google Search Central', fixAll: true },
  'sitemap-url': { severity: 'warning', title: 'Sitemap is not an absolute URL', reference: 'sitemaps.org; RFC 9309 2.2.4' },
  'line-too-long': { severity: 'warning', title: 'Line too long', reference: 'robots.cc kMaxLineLen (2083 * 8)' },
  'size-limit': { severity: 'error', title: 'Past the 500 KiB limit', reference: 'RFC 9309 2.5' },
  'empty-group': { severity: 'warning', title: 'Group without rules', reference: 'RFC 9309 2.2.1' },
  'joined-group': { severity: 'warning', title: 'User-agent joins the group above', reference: 'RFC 9309 2.2.1; robots.cc (only Allow and Disallow end a user-agent list)' },
  'blank-after-user-agent': { severity: 'warning', title: 'Blank line after User-agent (Yandex)', reference: 'Yandex Webmaster help, robots.txt errors ("No User-agent directive in front of rule"); library/cpp/robots_txt', fixAll: true },
  'group-parity': { severity: 'info', title: 'Named group lacks rules of the * group', reference: 'RFC 9309 2.2.1 (a crawler obeys only the groups that name it); robots.cc' },
  'group-parity-skipped': { severity: 'info', title: 'Named groups not compared with the * group', reference: 'RFC 9309 2.2.1 (a crawler obeys only the groups that name it)' },
  'duplicate-group': { severity: 'info', title: 'Group repeats an earlier one', reference: 'RFC 9309 2.2.1 (groups naming a crawler are combined); robots.cc' },
  'duplicate-rule': { severity: 'info', title: 'Duplicate rule', reference: 'RFC 9309 2.2.2', fixAll: true },
  'shadowed-rule': { severity: 'warning', title: 'Rule can never decide', reference: 'RFC 9309 2.2.2 (longest match; allow wins ties)' },
  'blocks-everything': { severity: 'warning', title: 'Blocks the whole site', reference: 'RFC 9309 2.2.2' },
  'blocks-resources': { severity: 'warning', title: 'Blocks the CSS, JavaScript or images pages need', reference: 'Google Search Central (Googlebot renders pages with the files they load)' },
  'sitemap-blocked': { severity: 'warning', title: 'Sitemap this file blocks', reference: 'sitemaps.org; RFC 9309 2.2.2 (a sitemap is fetched like any URL)' },
  'html-content': { severity: 'error', title: 'HTML page, not robots.txt', reference: 'RFC 9309 2.3' },
  'ai-usage-value': { severity: 'warning', title: 'AI-usage preference not understood', reference: 'contentsignals.org; IETF draft-ietf-aipref-vocab-07 §6' },
  'ai-line-outside-group': { severity: 'warning', title: 'AI-usage line outside any group', reference: 'contentsignals.org; IETF draft-ietf-aipref-attach-05 §3 (a rule of a group)' },
  'content-signal-unread': { severity: 'warning', title: 'Content-Signal in a group no known crawler reads', reference: 'contentsignals.org (the signal applies to its group); the crawler registry' },
  'license-url': { severity: 'warning', title: 'License is not an absolute URL', reference: 'RSL 1.0 (rslstandard.org)' },
  'ai-train-unenforced': { severity: 'info', title: 'AI training refused, but not blocked', reference: 'contentsignals.org; RFC 9309 2.2' },
  'mixed-line-endings': { severity: 'info', title: 'Mixed line endings', reference: 'RFC 9309 2.2 (EOL is CR, LF or CRLF); robots.cc ParseRobotsTxt' },
  'too-many-diagnostics': { severity: 'info', title: 'More diagnostics not shown', reference: '' },
};
