/**
 * The words of every diagnostic and quick fix, in one table (issue 24 §1: one home for words).
 * The checks (diagnostics/) find facts and say them as `say(key, ...facts)`: a key of this table
 * and its arguments, plain data that crosses the worker's wire and holds no English. Whoever
 * shows a diagnostic (the editor's lint and problems list, the CLI, the MCP tools, the exports)
 * turns it into text with `sayText`, here. Each message says what is wrong, what the profile's
 * crawler does with it, and how to fix it.
 */
import { asciiLower } from '../asciiCase.ts';
import type { UsageMemberIssue } from '../aiUsageTypes.ts';
import { UNUSED_KEY_HONOURED_BY } from '../crawlers.ts';
import { escapedByte, isEscapedByte } from '../decode.ts';
import type { DiagnosticCode, Profile } from '../types.ts';
import { BOM_FACT, PARTIAL_BOM_FACT, readAsWords, utf16Fact } from './encodingWords.ts';
import { profileSpec } from '../profiles/index.ts';
import { readerOf } from './profileWords.ts';

/** Why a member of a Content-Usage statement states no preference (core aiUsage.ts; draft-ietf-aipref-vocab-07 §6.4, §6.5). */
const USAGE_ISSUE_WORDS: Readonly<Record<UsageMemberIssue, string>> = {
  bare: 'has no value, and a bare key states no preference',
  string: 'is quoted, and only the unquoted y or n states a preference',
  'not-y-n': 'is neither y nor n',
  label: 'is not a label of the vocabulary (train-ai, search), so readers ignore it',
  duplicate: 'is given more than once, and only its last value counts',
};

/** Why a rule can never decide (groupChecks.ts): the rule that matches first decides, or the longer one, or an Allow of the same length. */
export type ShadowedWhy = 'longer' | 'allow-tie' | 'first';

const SHADOWED_WHY: Readonly<Record<ShadowedWhy, string>> = {
  longer: 'is longer, so it wins',
  'allow-tie': 'is an Allow of the same length, which wins ties',
  first: 'comes first, so it decides',
};

/** The line that looked like the end of a user-agent list (groupJoin.ts): a blank line, an unknown line, or another key's line. */
export type JoinBreak = { line: number; kind: 'blank' } | { line: number; kind: 'unknown' | 'key'; key: string };

function breakWords(b: JoinBreak): string {
  if (b.kind === 'blank') return `the blank line ${b.line}`;
  return b.kind === 'unknown' ? `the unknown line ${b.line} ("${b.key}")` : `the ${b.key} line (line ${b.line})`;
}

/** Where the reading only assumes that such a line does not end the list (ProfileSpec agentListEndOpen: Bing's, Yandex's), said after it. */
function listEndUnsaid(b: JoinBreak, p: Profile): string {
  const spec = profileSpec(p);
  return (b.kind !== 'blank' || spec.listEndAtQuiet) && spec.agentListEndOpen ? ` (assumed: whether it does, ${r(p)} does not document, so the answers for the crawlers above it are in doubt)` : '';
}

/** A character RFC 9309 does not allow, at the start of a sentence (fileChecks.ts, `code` a UTF-16 unit or an escaped byte). */
function charWords(code: number): string {
  if (isEscapedByte(code)) return `The byte 0x${hex(escapedByte(code))}, which is not valid UTF-8,`;
  if (code === 0xa0) return 'A no-break space (U+00A0), which looks like a space but is not whitespace to Google,';
  if (code === 0xfffd) return 'A replacement character (U+FFFD), the mark of text that was decoded wrongly,';
  if (code === 0xfeff) return 'A byte order mark (U+FEFF) inside the file';
  if (code >= 0xd800 && code <= 0xdfff) return `A lone surrogate (U+${hex(code)})`;
  return `The control character U+${hex(code).padStart(4, '0')}`;
}

function hex(n: number): string {
  return n.toString(16).toUpperCase().padStart(2, '0');
}

/** A reader's name at the start of a sentence. */
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The profile's reader mid-sentence ("Google", "a crawler that follows RFC 9309"), and at a sentence's start. */
const r = readerOf;
const R = (p: Profile) => cap(readerOf(p));

/** Names as a sentence lists them: "A", "A and B", "A, B and C", cut after `max` with a count of the rest. */
const listed = (names: readonly string[], max = 6): string => {
  const shown = names.length > max ? [...names.slice(0, max), `${names.length - max} more`] : [...names];
  return shown.length < 2 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
};

/** Names in a bracket: "A, B, C" and, past `max`, "and 2 more". */
const few = (names: readonly string[], max: number): string =>
  names.length > max ? `${names.slice(0, max).join(', ')} and ${names.length - max} more` : names.join(', ');

/** A crawler as the joined-group message names it: `*` in quotes. */
const crawler = (name: string) => (name === '*' ? '"*"' : name);

const q = (s: string) => `'${s.length > 60 ? s.slice(0, 57) + '…' : s}'`;

/**
 * The words of each diagnostic and fix. Arguments are the facts the check found; `p` is the
 * profile, whose reader (words/profileWords.ts readerOf: "Google", "a crawler that follows RFC
 * 9309") is named where the words tell what the profile's crawler does, while "Google" stays
 * where they contrast with it. Every argument is plain data: a key and its arguments cross the
 * worker's wire as they are.
 */
export const MESSAGES = {
  ruleOutsideGroup: (kind: string, blankLineEnded: boolean, p: Profile) =>
    blankLineEnded
      ? `This ${kind} rule follows a blank line, which ends a record in the 1996 draft, so it belongs to no group and is ignored. Remove the blank line above it.`
      : `This ${kind} rule stands before any User-agent line, so it belongs to no group: ${r(p)} ignores it. Move it below the User-agent line it is meant for, or add "User-agent: *" above it.`,
  /** NUL ends the line for every reader (ProfileSpec nulEndsLine): it is not kept, the rest of the line is lost. */
  invalidChar: (char: number, inValue: boolean, p: Profile) =>
    char === 0
      ? `A NUL character ${inValue ? 'in this value' : 'on this line'}. RFC 9309 does not allow it; ${r(p)} stops reading the line there, as a C string ends, so the rest of the line is ignored. Remove it.`
      : `${charWords(char)} ${inValue ? 'in this value' : 'on this line'}. RFC 9309 does not allow it; ${r(p)} keeps it as part of the line, so a path with it only matches URLs that contain the same bytes. Remove or replace it.`,
  /**
   * A line's bytes that are not UTF-8, in a file whose bytes read as a multi-byte encoding
   * (Shift_JIS; GBK, Big5, EUC-KR, EUC-JP: core assumedEncodings): one finding for the line, not
   * one per byte (fileChecks.ts), and no letter offered for a byte, which is half a character.
   * `bytes`: the line's, from its first byte past ASCII to its last (a second byte may be ASCII),
   * quoted as Google matches them: those past ASCII as %XX.
   */
  encodedBytes: (bytes: readonly number[], inValue: boolean, readAs: readonly string[], p: Profile) => {
    const n = bytes.filter((b) => b >= 0x80).length;
    const shown = bytes.slice(0, 12).map((b) => (b >= 0x80 ? `%${hex(b)}` : String.fromCharCode(b))).join('') + (bytes.length > 12 ? '…' : '');
    return `${n} byte${n === 1 ? '' : 's'} ${inValue ? 'in this value' : 'on this line'} ${n === 1 ? 'is' : 'are'} not UTF-8 text: ${n === 1 ? 'it reads' : 'they read'} as ${readAsWords(readAs)}. RFC 9309 has the file UTF-8; ${r(p)} keeps such bytes as they are, so a path with them matches only URLs with the same bytes (${shown}), not the UTF-8 a browser sends for the letters. Save the file as UTF-8.`;
  },
  spaceInPath: (p: Profile, decodesEscapes: boolean) =>
    decodesEscapes
      ? `A space inside a path. ${R(p)} decodes the %20 of a URL before comparing, so it matches here, but Google and RFC 9309 crawlers never match a space. Write %20, or one rule per line if these are several paths.`
      : `A space inside a path. ${R(p)} keeps it, but real URLs carry a space as %20, so this part never matches. Write %20, or one rule per line if these are several paths.`,
  /** `readAs`: the encodings the bytes read as (core assumedEncodings), none where no encoding is evident. */
  invalidUtf8: (count: number, encoding: string, readAs: readonly string[]) =>
    encoding.startsWith('utf-16')
      ? `${utf16Fact(encoding)} Save it as UTF-8.`
      : `${count} byte${count === 1 ? '' : 's'} in this file ${count === 1 ? 'is' : 'are'} not valid UTF-8${readAs.length === 0 ? ' (often Latin-1 or Windows-1252 text)' : `: ${count === 1 ? 'it reads' : 'they read'} as ${readAsWords(readAs)}`}. Google keeps such bytes and %-escapes them, so paths with them match only URLs with the same bytes. Save the file as UTF-8.`,
  bom: (partial: boolean) =>
    partial
      ? `${PARTIAL_BOM_FACT} Remove it.`
      : `${BOM_FACT} Save the file without a BOM.`,
  unknownDirective: (key: string, suggestion: string | null, p: Profile) =>
    `Unknown directive ${q(key)}: ${r(p)} ignores this line.${suggestion ? ` Did you mean "${suggestion}"?` : ' Remove it, or turn it into a comment with "#".'}`,
  notInProfile: (name: string, p: Profile) =>
    `"${name}" is not a directive ${r(p)} knows, so it ignores the line; Google reads it.`,
  notADirective: (p: Profile) =>
    `This line is not a "key: value" directive: ${r(p)} ignores it. Turn it into a comment with "#", or fix the directive.`,
  misspelled: (key: string, name: string, accepted: boolean, p: Profile) =>
    accepted
      ? `${q(key)} is not the standard spelling of "${name}". ${R(p)} accepts it, but other crawlers and RFC 9309 do not. Write "${name}".`
      : `${q(key)} looks like "${name}", but ${r(p)} does not accept it, so the line is ignored (Google would accept it). Write "${name}".`,
  missingColon: (key: string, accepted: boolean, p: Profile) =>
    accepted
      ? `No colon after ${q(key)}. ${R(p)} accepts a line of exactly two words without one; RFC 9309 and other crawlers require it. Write "${key}: …".`
      : `No colon after ${q(key)}, so ${r(p)} ignores the line (Google accepts a missing colon only when the line is exactly two words). Write "${key}: …".`,
  /** `fix`: what the offered fix writes, the token alone or one line per crawler named; none offered. */
  invalidUserAgent: (value: string, token: string, fix: 'token' | 'lines' | 'none', ownName: boolean, p: Profile) => {
    if (!token) {
      return `${R(p)} reads no crawler name from ${q(value)} (a product token starts with a letter, "-" or "_"), so this line names no crawler. Write the crawler's product token, e.g. "Googlebot", or "*".`;
    }
    if (ownName) {
      return `${R(p)} reads this user-agent as ${q(token)} (a product token has only letters, "-" and "_"), so to ${r(p)} this group is for ${q(token)}. ${q(value)} looks like another crawler's own name, which that crawler matches its own way: keep it if the group is meant for that crawler.`;
    }
    return `${R(p)} reads this user-agent as ${q(token)}: a product token has only letters, "-" and "_", and the rest (${q(value.slice(token.length))}) is dropped.${fix === 'token' ? ` Write just "${token}".` : fix === 'lines' ? ' To name each crawler, write a User-agent line for each.' : ''}`;
  },
  /** A whole User-Agent header as the value (valueFixes.ts browserHeader); `crawler`: the crawler it names, whose token the fix writes. */
  browserUserAgent: (value: string, token: string, crawler: string | null, p: Profile) =>
    `${R(p)} reads this user-agent as ${q(token)}, the first product of a browser's User-Agent header, which no crawler goes by: ${r(p)} matches a group by the crawler's product token (as "Googlebot"), never by its whole header, so this group is for no crawler. ` +
    (crawler === null
      ? `${q(value)} names only a browser's products: if a crawler is meant, write its product token.`
      : `The header names ${q(crawler)}: write "${crawler}" for the group to be that crawler's.`),
  patternStart: (value: string, fixed: string | null, wildcards: boolean, p: Profile) =>
    `The pattern ${q(value)} does not start with "/"${wildcards ? ' or "*"' : ''}. Paths always start with "/", so ${r(p)} never matches it. ${fixed === null ? 'Write the path as it appears in URLs, from its first "/".' : `Write "${fixed}".`}`,
  /**
   * `escapeMatches`: the profile reads %24 in a pattern as a URL's `$` (RFC 9309 2.2.3). Google
   * decodes no escape in a pattern, and crawlers request `$` unescaped, so there %24 matches
   * only a URL that spells "%24" (google-behaviours.md, Matching).
   */
  dollarInMiddle: (p: Profile, escapeMatches: boolean) =>
    `"$" ends the URL only as the last character of a pattern; here ${r(p)} matches it as a literal "$" in the URL. If a literal dollar sign is meant, the rule already does that${escapeMatches ? '' : ` (writing %24 instead would break it: ${r(p)} does not decode %24, and crawlers request "$" unescaped)`}. If the end of the URL is meant, move "$" to the end.`,
  /** A key Google ignores; which crawlers honour it comes from the vocabulary (crawlers.ts). */
  unusedDirective: (key: string, p: Profile) => `${R(p)} ignores ${q(key)}: ${honouredBy(key)}. It has no effect on what ${r(p)} may crawl.`,
  otherRecord: (key: string, p: Profile) =>
    `${q(key)} is not a rule: ${r(p)} may read it as another record (RFC 9309 2.2.4), and ${honouredBy(key)}. It never changes which URLs the allow and disallow rules let it crawl.`,
  sitemapUrl: (value: string) =>
    `The sitemap ${q(value)} is not an absolute http(s) URL, so crawlers cannot fetch it. Write the full URL, e.g. "https://example.com/sitemap.xml".`,
  lineTooLong: (bytes: number, maxBytes: number, p: Profile) =>
    `This line is ${bytes.toLocaleString('en')} bytes long. ${R(p)} reads only the first ${maxBytes.toLocaleString('en')} bytes of a line and ignores the rest. Split it or shorten it.`,
  sizeLimit: (ignoredRules: number, verdictsCut: boolean) => {
    const rules = `${ignoredRules.toLocaleString('en')} rule${ignoredRules === 1 ? '' : 's'} from there on ${ignoredRules === 1 ? 'is' : 'are'}`;
    return verdictsCut
      ? `Googlebot reads only the first 500 KiB (512,000 bytes) of robots.txt and stops where this mark starts, even inside a line: ${rules} cut short or never read, and the verdicts shown are Googlebot's, without them. Shorten the file: merge rules with "*" patterns.`
      : `Googlebot reads only the first 500 KiB (512,000 bytes) of robots.txt and stops where this mark starts (RFC 9309 2.5 lets any crawler stop there): ${rules} cut short or never read by it. The verdicts shown read the whole file. Shorten the file: merge rules with "*" patterns.`;
  },
  /** A `*` among them is every crawler no group names, not one that could ignore the `*` group. */
  emptyGroup: (agents: readonly string[]) => {
    const named = agents.filter((a) => a !== '*');
    const star = named.length < agents.length ? 'every crawler without a group of its own' : '';
    const to = named.length === 0 ? star : `${few(named, 3)}${star ? ` and to ${star}` : ', and those crawlers ignore the "*" group'}`;
    return `The group for ${few(agents, 3)} has no rules, so it allows everything to ${to}. Add rules, or remove the group if that is not what you mean.`;
  },
  joinedGroup: (earlier: string[], later: string[], start: number, brk: JoinBreak, fixable: boolean, p: Profile) =>
    `This User-agent line does not start a new group: ${r(p)} reads user-agent lines as one list up to the first Allow or Disallow, and ${breakWords(brk)} does not end it${listEndUnsaid(brk, p)}. The group began on line ${start}, so its rules apply to ${listed(earlier.map(crawler))} as well as to ${listed(later.map(crawler))}. ` +
    (fixable
      ? 'If this line is meant to start a group of its own, end the one above with an empty "Disallow:" (it blocks nothing).'
      : `If the lines above are meant as a group of their own, end it with an empty "Disallow:" (it blocks nothing); ${listed(earlier.map(crawler))} then no longer follow${earlier.length === 1 ? 's' : ''} these rules of "*".`),
  /**
   * A blank line between a group's user-agent lines and its first rule, where Yandex's robots read
   * the group (groupChecks.ts checkBlankAfterAgents): `robots`, the Yandex robots it names (or
   * every crawler it names, Yandex's reading chosen for all); none where they follow it as `*`.
   */
  blankAfterUserAgent: (robots: readonly string[]) => {
    const who = robots.length === 0 ? 'the Yandex robots, which follow this "*" group,' : listed(robots.map(crawler));
    return `A blank line between User-agent and the group's rules. Google, RFC 9309 and the robots.txt library Yandex publishes read on past it, but Yandex's help names a blank line after User-agent as a likely cause of its error "No User-agent directive in front of rule": read that way, the group ends here and ${who} ${robots.length === 1 ? 'gets' : 'get'} none of the rules below, so whether Yandex follows them is in doubt. Remove the blank line.`;
  },
  /** `readers[i]`: the reading crawler i is read with (groupParity.ts readerFor), named by its reader words. */
  groupParity: (crawlers: string[], readers: readonly Profile[], paths: string[]) => {
    const one = crawlers.length === 1;
    const byReader = new Map<Profile, string[]>();
    crawlers.forEach((c, i) => byReader.set(readers[i], [...(byReader.get(readers[i]) ?? []), c]));
    const gives = [...byReader].map(([p, names], k) => `${k === 0 ? R(p) : r(p)} gives ${listed(names)}`).join(', and ');
    return `${gives}${byReader.size > 1 ? ',' : ''} only the group${one ? '' : 's'} that name${one ? 's it' : ' them'}, never the "*" group, so ${one ? 'it' : 'they'} may fetch what "*" blocks and this group does not: ${listed(paths.map((x) => q(x)), 5)}. If ${one ? 'it' : 'they'} should stay out of ${paths.length === 1 ? 'that path' : 'those paths'} too, copy those rules of "*" into this group.`;
  },
  /** Said of every named crawler at once, each with its own reader: no one reader is named (group-parity names each). */
  groupParitySkipped: (crawlers: number, disallows: number, budget: number) =>
    `Not checked whether the ${crawlers.toLocaleString('en')} named crawlers' groups lack rules of this "*" group: comparing each with its ${disallows.toLocaleString('en')} Disallow rules takes ${(crawlers * disallows).toLocaleString('en')} lookups, more than the ${budget.toLocaleString('en')} made on each change. A crawler named by a group follows only that group, never "*" (RFC 9309 2.2.1; Google, Bing and Yandex alike): check by hand that each named group has the "*" rules it needs.`,
  duplicateGroup: (agents: readonly string[], line: number, p: Profile) =>
    `This group names the same crawlers (${few(agents, 3)}) as the group on line ${line}. ${R(p)} combines every group that names a crawler, so its rules already apply together with those of line ${line}; written apart, a reader who stops at the first group misses these. Move its rules into that group.`,
  duplicateRule: (line: number) => `This rule repeats line ${line}; it changes nothing. Remove it.`,
  shadowedRule: (line: number, why: ShadowedWhy) =>
    `This rule can never decide a URL: line ${line} matches every URL it matches and ${SHADOWED_WHY[why]}. Remove one of them, or make them differ.`,
  /** `star`: the group is `*`'s; else Googlebot's. */
  blocksEverything: (star: boolean, hasAllows: boolean) =>
    `This blocks every URL for ${star ? 'every crawler without a group of its own (*)' : 'Googlebot'}${hasAllows ? ' except what the Allow rules open' : ''}. Right for a staging site; on a live site it takes the site out of search. Check that this is intended.`,
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
  contentSignalValue: (parts: string[]) =>
    `Content-Signal ${parts.length === 1 ? 'part' : 'parts'} ${parts.map((x) => q(x)).join(', ')} ${parts.length === 1 ? 'is' : 'are'} not understood: the signals are search, ai-input and ai-train, each "=yes" or "=no". Crawlers that read Content-Signal skip ${parts.length === 1 ? 'it' : 'them'}; Google ignores the line either way. Check the spelling.`,
  contentUsageValue: (issues: ReadonlyArray<{ member: string; why: UsageMemberIssue }>) =>
    `In this Content-Usage statement ${issues.map((i) => `${q(i.member)} ${USAGE_ISSUE_WORDS[i.why]}`).join('; ')}. A reader that follows the AIPREF vocabulary takes a preference only from train-ai or search given the unquoted y or n; anything else leaves it unknown. Google ignores the line either way. Write e.g. "train-ai=n, search=y".`,
  contentUsageInvalid: (statement: string) =>
    `${q(statement)} is not a Structured Fields Dictionary (RFC 9651), the AIPREF vocabulary's syntax, so every preference on this line is unknown. Labels are lower case, members are separated by commas, and a path starts with "/" and comes first. Google ignores the line either way. Write e.g. "Content-Usage: /blog/ train-ai=n, search=y".`,
  aiLineOutsideGroup: (key: 'Content-Signal' | 'Content-Usage') =>
    `This ${key} line stands before any User-agent line: it belongs to no group, so no crawler reads it (${key} applies to the crawlers of the group it stands in). Google ignores the line either way. Move it under the User-agent lines it is meant for, e.g. after "User-agent: *".`,
  contentSignalUnread: (agents: string[]) =>
    `No crawler the registry knows reads the group of ${agents.map((a) => q(a)).join(', ')}, so this Content-Signal line reaches none of them: the signals apply only to the crawlers of their group. Google ignores the line either way. If the token is right, leave it; to state the signals for every crawler, put the line in the "User-agent: *" group.`,
  licenseUrl: (value: string) =>
    `The RSL licence ${q(value)} is not an absolute URL, so no crawler can fetch its terms. Google ignores the line either way. Write the full URL, e.g. "https://example.com/license.xml".`,
  aiTrainUnenforced: (crawlers: readonly string[]) =>
    `This line asks that content not be used for AI training, yet every AI-training crawler in the registry (${few(crawlers, 5)}) may fetch every URL under this file. That is a request, not a block: if you mean to keep them out, add a group for them with "Disallow: /".`,
  mixedLineEndings: (counts: Record<'lf' | 'crlf' | 'cr', number>, base: 'lf' | 'crlf' | 'cr') => {
    const kinds = (['lf', 'crlf', 'cr'] as const).filter((k) => counts[k] > 0).sort((a, b) => counts[b] - counts[a]);
    const list = kinds.map((k) => `${counts[k].toLocaleString('en')} ${k.toUpperCase()}`).join(', ');
    return `This file mixes its line endings (${list}); this line is the first that does not end in ${base.toUpperCase()}. Google and RFC 9309 end a line at each of them alike, so no verdict changes, but the mix usually means the file was pasted together, and diffs and some editors show those lines oddly. Make every line end in ${base.toUpperCase()}.`;
  },
  tooMany: (code: DiagnosticCode, more: number) => `${more.toLocaleString('en')} more "${code}" diagnostics are not listed.`,

  // The quick fixes' labels.
  /** Write `text` where the fix stands (it is the fix's own insert). */
  fixWrite: (text: string) => `Write "${text}"`,
  /** Write an escape (`%20`, `%C2%A0`), unquoted. */
  fixWriteEscape: (escape: string) => `Write ${escape}`,
  /** Blanks in a path written as URLs carry them (a tab as %09). */
  fixEscapeBlanks: () => 'Write %20',
  fixRules: (count: number) => `Write ${count} rules, one per line`,
  fixAgentLines: (count: number) => `Write ${count} User-agent lines, one per crawler`,
  fixAddColon: () => 'Add the colon',
  fixStartSlash: () => 'Start it with "/"',
  fixRemoveLead: () => 'Remove what stands before the path',
  fixRemoveIt: () => 'Remove it',
  fixRemoveLine: () => 'Remove this line',
  fixRemoveUnread: () => 'Remove this line (no crawler reads it)',
  fixRemoveBom: () => 'Remove the BOM',
  fixSpace: () => 'Replace with a space',
  fixLatin1: (letter: string) => `Replace with "${letter}" (read as Latin-1)`,
  fixAddStarGroup: () => 'Add "User-agent: *" above',
  fixEndGroup: () => 'End the group above with "Disallow:"',
  fixMergeGroup: (line: number) => `Move its rules into the group on line ${line}`,
  fixCopyRules: (count: number) => `Copy the ${count === 1 ? 'rule' : `${count} rules`} of "*" it lacks into this group`,
  fixLineEndings: (base: 'lf' | 'crlf' | 'cr') => `Make every line end in ${base.toUpperCase()}`,
  fixFromUtf16: (encoding: string) => `Convert the file from ${encoding.toUpperCase()} to UTF-8`,
  fixFromWindows1252: () => 'Convert the file to UTF-8, reading it as Windows-1252 (paths keep their bytes as %XX)',
};

/** Which crawlers honour a key Google ignores, as a clause. */
function honouredBy(key: string): string {
  return UNUSED_KEY_HONOURED_BY[asciiLower(key)] ?? 'no major crawler honours it';
}

type Words = typeof MESSAGES;

/** The key of a message or a fix label. */
export type SayKey = keyof Words;

/**
 * A message as the engine says it: the key of its words and the facts they take. Plain data
 * (JSON), so a diagnostic crosses the worker's wire without a word of English.
 */
export type Say = { [K in SayKey]: { key: K; args: Parameters<Words[K]> } }[SayKey];

/** What a check reports: `say('duplicateRule', 3)`. */
export function say<K extends SayKey>(key: K, ...args: Parameters<Words[K]>): Say {
  return { key, args } as unknown as Say;
}

/** The words of a message or a fix label, as a person reads them. */
export function sayText(s: Say): string {
  return (MESSAGES[s.key] as (...a: readonly unknown[]) => string)(...s.args);
}
