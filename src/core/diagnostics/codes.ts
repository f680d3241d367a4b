/**
 * Every diagnostic the engine can raise: its stable code (a public contract: the editor and
 * `robotscope lint` show it), its default severity, the RFC section or Google behaviour behind
 * it, and its words. Each message says what is wrong, what the profile's crawler does with it, and
 * how to fix it. This is the only place user-facing diagnostic text lives.
 */
import type { UsageMemberIssue } from '../aiUsageTypes.ts';
import type { DiagnosticCode, Severity } from '../types.ts';

export type { DiagnosticCode } from '../types.ts';

/** Why a member of a Content-Usage statement states no preference (core aiUsage.ts; draft-ietf-aipref-vocab-07 §6.4, §6.5). */
const USAGE_ISSUE_WORDS: Readonly<Record<UsageMemberIssue, string>> = {
  bare: 'has no value, and a bare key states no preference',
  string: 'is quoted, and only the unquoted y or n states a preference',
  'not-y-n': 'is neither y nor n',
  label: 'is not a label of the vocabulary (train-ai, search), so readers ignore it',
  duplicate: 'is given more than once, and only its last value counts',
};

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

/** A reader's name at the start of a sentence. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Names as a sentence lists them: "A", "A and B", "A, B and C", cut after `max` with a count of the rest. */
const listed = (names: readonly string[], max = 6): string => {
  const shown = names.length > max ? [...names.slice(0, max), `${names.length - max} more`] : [...names];
  return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
};

const q = (s: string) => `'${s.length > 60 ? s.slice(0, 57) + '…' : s}'`;

/**
 * The words of each diagnostic. Arguments are the facts the check found; `r` is the profile's
 * reader (words/profileWords.ts readerOf: "Google", "a crawler that follows RFC 9309"), named where the
 * words tell what the profile's crawler does, while "Google" stays where they contrast with it.
 */
export const MESSAGES = {
  ruleOutsideGroup: (kind: string, blankLineEnded: boolean, r: string) =>
    blankLineEnded
      ? `This ${kind} rule follows a blank line, which ends a record in the 1996 draft, so it belongs to no group and is ignored. Remove the blank line above it.`
      : `This ${kind} rule stands before any User-agent line, so it belongs to no group: ${r} ignores it. Move it below the User-agent line it is meant for, or add "User-agent: *" above it.`,
  invalidChar: (what: string, inValue: boolean, r: string) =>
    `${what} ${inValue ? 'in this value' : 'on this line'}. RFC 9309 does not allow it; ${r} keeps it as part of the line, so a path with it only matches URLs that contain the same bytes. Remove or replace it.`,
  spaceInPath: (r: string, decodesEscapes: boolean) =>
    decodesEscapes
      ? `A space inside a path. ${cap(r)} decodes the %20 of a URL before comparing, so it matches here, but Google and RFC 9309 crawlers never match a space. Write %20, or one rule per line if these are several paths.`
      : `A space inside a path. ${cap(r)} keeps it, but real URLs carry a space as %20, so this part never matches. Write %20, or one rule per line if these are several paths.`,
  invalidUtf8: (count: number, encoding: string) =>
    encoding.startsWith('utf-16')
      ? `This file is ${encoding.toUpperCase()}, not UTF-8. Google reads it as bytes, meets a NUL after every character and so finds no rules at all. Save it as UTF-8.`
      : `${count} byte${count === 1 ? '' : 's'} in this file ${count === 1 ? 'is' : 'are'} not valid UTF-8 (often Latin-1 or Windows-1252 text). Google keeps such bytes and %-escapes them, so paths with them match only URLs with the same bytes. Save the file as UTF-8.`,
  bom: (partial: boolean) =>
    partial
      ? 'The file starts with part of a UTF-8 byte order mark. Google skips it, but other crawlers may read it as part of the first line and miss that directive. Remove it.'
      : 'The file starts with a UTF-8 byte order mark. Google skips it, but some crawlers read it as part of the first line and miss that directive. Save the file without a BOM.',
  unknownDirective: (key: string, suggestion: string | null, r: string) =>
    `Unknown directive ${q(key)}: ${r} ignores this line.${suggestion ? ` Did you mean "${suggestion}"?` : ' Remove it, or turn it into a comment with "#".'}`,
  notInProfile: (name: string, r: string) =>
    `"${name}" is not a directive ${r} knows, so it ignores the line; Google reads it.`,
  notADirective: (r: string) =>
    `This line is not a "key: value" directive: ${r} ignores it. Turn it into a comment with "#", or fix the directive.`,
  misspelled: (key: string, name: string, accepted: boolean, r: string) =>
    accepted
      ? `${q(key)} is not the standard spelling of "${name}". ${cap(r)} accepts it, but other crawlers and RFC 9309 do not. Write "${name}".`
      : `${q(key)} looks like "${name}", but ${r} does not accept it, so the line is ignored (Google would accept it). Write "${name}".`,
  missingColon: (key: string, accepted: boolean, r: string) =>
    accepted
      ? `No colon after ${q(key)}. ${cap(r)} accepts a line of exactly two words without one; RFC 9309 and other crawlers require it. Write "${key}: …".`
      : `No colon after ${q(key)}, so ${r} ignores the line (Google accepts a missing colon only when the line is exactly two words). Write "${key}: …".`,
  invalidUserAgent: (value: string, token: string, fixable: boolean, ownName: boolean, r: string) => {
    if (!token) {
      return `${cap(r)} reads no crawler name from ${q(value)} (a product token starts with a letter, "-" or "_"), so this line names no crawler. Write the crawler's product token, e.g. "Googlebot", or "*".`;
    }
    if (ownName) {
      return `${cap(r)} reads this user-agent as ${q(token)} (a product token has only letters, "-" and "_"), so to ${r} this group is for ${q(token)}. ${q(value)} looks like another crawler's own name, which that crawler matches its own way: keep it if the group is meant for that crawler.`;
    }
    return `${cap(r)} reads this user-agent as ${q(token)}: a product token has only letters, "-" and "_", and the rest (${q(value.slice(token.length))}) is dropped.${fixable ? ` Write just "${token}".` : ''}`;
  },
  patternStart: (value: string, fixed: string | null, wildcards: boolean, r: string) =>
    `The pattern ${q(value)} does not start with "/"${wildcards ? ' or "*"' : ''}. Paths always start with "/", so ${r} never matches it. ${fixed === null ? 'Write the path as it appears in URLs, from its first "/".' : `Write "${fixed}".`}`,
  dollarInMiddle: (r: string) =>
    `"$" marks the end of the URL only as the last character of a pattern; here ${r} matches it as a literal "$". Move it to the end, or write %24 for a literal dollar sign.`,
  unusedDirective: (key: string, who: string, r: string) => `${cap(r)} ignores ${q(key)}: ${who}. It has no effect on what ${r} may crawl.`,
  otherRecord: (key: string, who: string, r: string) =>
    `${q(key)} is not a rule: ${r} may read it as another record (RFC 9309 2.2.4), and ${who}. It never changes which URLs the allow and disallow rules let it crawl.`,
  sitemapUrl: (value: string) =>
    `The sitemap ${q(value)} is not an absolute http(s) URL, so crawlers cannot fetch it. Write the full URL, e.g. "https://example.com/sitemap.xml".`,
  lineTooLong: (bytes: number, maxBytes: number, r: string) =>
    `This line is ${bytes.toLocaleString('en')} bytes long. ${cap(r)} reads only the first ${maxBytes.toLocaleString('en')} bytes of a line and ignores the rest. Split it or shorten it.`,
  sizeLimit: (ignoredRules: number, verdictsCut: boolean) => {
    const rules = `${ignoredRules.toLocaleString('en')} rule${ignoredRules === 1 ? '' : 's'} from there on ${ignoredRules === 1 ? 'is' : 'are'}`;
    return verdictsCut
      ? `Googlebot reads only the first 500 KiB (512,000 bytes) of robots.txt and stops where this mark starts, even inside a line: ${rules} cut short or never read, and the verdicts shown are Googlebot's, without them. Shorten the file: merge rules with "*" patterns.`
      : `Googlebot reads only the first 500 KiB (512,000 bytes) of robots.txt and stops where this mark starts (RFC 9309 2.5 lets any crawler stop there): ${rules} cut short or never read by it. The verdicts shown read the whole file. Shorten the file: merge rules with "*" patterns.`;
  },
  emptyGroup: (agents: string) =>
    `The group for ${agents} has no rules, so it allows everything to ${agents}, and those crawlers ignore the "*" group. Add rules, or remove the group if that is not what you mean.`,
  joinedGroup: (earlier: string[], later: string[], start: number, breakWhat: string, fixable: boolean, r: string) =>
    `This User-agent line does not start a new group: ${r} reads user-agent lines as one list up to the first Allow or Disallow, and ${breakWhat} does not end it. The group began on line ${start}, so its rules apply to ${listed(earlier)} as well as to ${listed(later)}. ` +
    (fixable
      ? 'If this line is meant to start a group of its own, end the one above with an empty "Disallow:" (it blocks nothing).'
      : `If the lines above are meant as a group of their own, end it with an empty "Disallow:" (it blocks nothing); ${listed(earlier)} then no longer follow${earlier.length === 1 ? 's' : ''} these rules of "*".`),
  groupParity: (crawlers: string[], paths: string[], r: string) => {
    const one = crawlers.length === 1;
    return `${cap(r)} gives ${listed(crawlers)} only the group${one ? '' : 's'} that name${one ? 's it' : ' them'}, never the "*" group, so ${one ? 'it' : 'they'} may fetch what "*" blocks and this group does not: ${listed(paths.map((p) => q(p)), 5)}. If ${one ? 'it' : 'they'} should stay out of ${paths.length === 1 ? 'that path' : 'those paths'} too, copy those rules of "*" into this group.`;
  },
  groupParitySkipped: (crawlers: number, disallows: number, budget: number, r: string) =>
    `Not checked whether the ${crawlers.toLocaleString('en')} named crawlers' groups lack rules of this "*" group: comparing each with its ${disallows.toLocaleString('en')} Disallow rules takes ${(crawlers * disallows).toLocaleString('en')} lookups, more than the ${budget.toLocaleString('en')} made on each change. ${cap(r)} gives a crawler named by a group only that group, never "*": check by hand that each named group has the "*" rules it needs.`,
  duplicateGroup: (agents: string, line: number, r: string) =>
    `This group names the same crawlers (${agents}) as the group on line ${line}. ${cap(r)} combines every group that names a crawler, so its rules already apply together with those of line ${line}; written apart, a reader who stops at the first group misses these. Move its rules into that group.`,
  duplicateRule: (line: number) => `This rule repeats line ${line}; it changes nothing. Remove it.`,
  shadowedRule: (line: number, why: string) =>
    `This rule can never decide a URL: line ${line} matches every URL it matches and ${why}. Remove one of them, or make them differ.`,
  blocksEverything: (agents: string, hasAllows: boolean) =>
    `This blocks every URL for ${agents}${hasAllows ? ' except what the Allow rules open' : ''}. Right for a staging site; on a live site it takes the site out of search. Check that this is intended.`,
  blocksSearchCrawler: (crawlers: string[], operators: string[], hasAllows: boolean) => {
    const one = crawlers.length === 1;
    return `This blocks every URL for ${listed(crawlers)}${hasAllows ? ' except what the Allow rules open' : ''}: the search crawler${one ? '' : 's'} of ${listed(operators)}, so the site drops out of ${one ? 'its' : 'their'} search results. Often meant, for a search engine a site does not want; check that it is.`;
  },
  sitemapBlocked: (host: string, line: number, rule: string) =>
    `Googlebot may not fetch this sitemap: line ${line} ("${rule}") blocks it, and a crawler reads a sitemap through robots.txt like any other URL, so the URLs it lists are not found through it. This assumes the file is the robots.txt of ${host}, as most of its sitemaps are. Move the sitemap, or add an Allow line for it.`,
  blocksResources: (pattern: string, scripts: boolean) =>
    scripts
      ? `This rule keeps Googlebot from the stylesheets or scripts that ${q(pattern)} matches. Google renders a page with the files it loads: without them a page may look broken or empty to it, and rank for less. Remove the rule, or add Allow lines for the files pages load.`
      : `This rule keeps Googlebot from the images that ${q(pattern)} matches: pages are rendered without them, and Google Images cannot show them. If pages show these images, remove the rule or add Allow lines for them.`,
  htmlContent: () =>
    'This file is an HTML page, not a robots.txt: the server probably sent an error or login page. Google reads it line by line and finds no valid rules in the markup. Serve a plain-text robots.txt.',
  aiUsageValue: (key: string, parts: string[], expected: string) =>
    `${key} ${parts.length === 1 ? 'part' : 'parts'} ${parts.map((p) => q(p)).join(', ')} ${parts.length === 1 ? 'is' : 'are'} not understood: ${expected}. Crawlers that read ${key} skip ${parts.length === 1 ? 'it' : 'them'}; Google ignores the line either way. Check the spelling.`,
  contentUsageValue: (issues: ReadonlyArray<{ member: string; why: UsageMemberIssue }>) =>
    `In this Content-Usage statement ${issues.map((i) => `${q(i.member)} ${USAGE_ISSUE_WORDS[i.why]}`).join('; ')}. A reader that follows the AIPREF vocabulary takes a preference only from train-ai or search given the unquoted y or n; anything else leaves it unknown. Google ignores the line either way. Write e.g. "train-ai=n, search=y".`,
  contentUsageInvalid: (statement: string) =>
    `${q(statement)} is not a Structured Fields Dictionary (RFC 9651), the AIPREF vocabulary's syntax, so every preference on this line is unknown. Labels are lower case, members are separated by commas, and a path starts with "/" and comes first. Google ignores the line either way. Write e.g. "Content-Usage: /blog/ train-ai=n, search=y".`,
  aiLineOutsideGroup: (key: string) =>
    `This ${key} line stands before any User-agent line: it belongs to no group, so no crawler reads it (${key} applies to the crawlers of the group it stands in). Google ignores the line either way. Move it under the User-agent lines it is meant for, e.g. after "User-agent: *".`,
  contentSignalUnread: (agents: string[]) =>
    `No crawler the registry knows reads the group of ${agents.map((a) => q(a)).join(', ')}, so this Content-Signal line reaches none of them: the signals apply only to the crawlers of their group. Google ignores the line either way. If the token is right, leave it; to state the signals for every crawler, put the line in the "User-agent: *" group.`,
  licenseUrl: (value: string) =>
    `The RSL licence ${q(value)} is not an absolute URL, so no crawler can fetch its terms. Google ignores the line either way. Write the full URL, e.g. "https://example.com/license.xml".`,
  aiTrainUnenforced: (crawlers: string) =>
    `This line asks that content not be used for AI training, yet every AI-training crawler in the registry (${crawlers}) may fetch every URL under this file. That is a request, not a block: if you mean to keep them out, add a group for them with "Disallow: /".`,
  mixedLineEndings: (counts: Record<'lf' | 'crlf' | 'cr', number>, base: 'lf' | 'crlf' | 'cr') => {
    const kinds = (['lf', 'crlf', 'cr'] as const).filter((k) => counts[k] > 0).sort((a, b) => counts[b] - counts[a]);
    const list = kinds.map((k) => `${counts[k].toLocaleString('en')} ${k.toUpperCase()}`).join(', ');
    return `This file mixes its line endings (${list}); this line is the first that does not end in ${base.toUpperCase()}. Google and RFC 9309 end a line at each of them alike, so no verdict changes, but the mix usually means the file was pasted together, and diffs and some editors show those lines oddly. Make every line end in ${base.toUpperCase()}.`;
  },
  tooMany: (code: DiagnosticCode, more: number) => `${more.toLocaleString('en')} more "${code}" diagnostics are not listed.`,
};
