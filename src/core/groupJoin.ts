/**
 * Where a group's list of user-agent lines runs on past a line that looked like its end. Google
 * ends the list only at an Allow or Disallow line (robots.cc: only HandleAllow/HandleDisallow set
 * `seen_separator_`; google-behaviours.md "Groups and user-agents"), and RFC 9309 2.2.1 lets
 * blank lines sit inside it. So in
 *
 *   User-agent: Slurp
 *   Crawl-delay: 5
 *   User-agent: GPTBot
 *   Disallow: /
 *
 * Slurp gets GPTBot's `Disallow: /`. The diagnostics warn on it (groupChecks.ts) and the hover
 * says it (editor/hoverContent.ts), both from this one reading.
 *
 * What counts as such a line: a blank line, a record that is not a rule (Crawl-delay, Host,
 * Sitemap), an unknown key. A comment alone does not: files list crawlers with a comment over
 * each (`# https://platform.openai.com/docs/gptbot` then `User-agent: GPTBot`) and mean one group.
 */
import { asciiLower } from './asciiCase.ts';
import { kindAt } from './lineTable.ts';
import type { Group, ParsedRobots, UserAgentLine } from './types.ts';

export interface GroupJoin {
  /** The user-agent lines before the break, and from it on (the list the person began last). */
  before: UserAgentLine[];
  after: UserAgentLine[];
  /** The line that looked like the end of the group: the last non-blank one if any, else the first blank one. */
  breakLine: number;
  /** The last line before `after[0]` that is neither blank nor a comment: where the earlier list ends. */
  lastOfBefore: number;
}

/** The last break in `g`'s user-agent list; null when its user-agent lines follow each other (comments aside). */
export function groupJoin(parsed: ParsedRobots, g: Group): GroupJoin | null {
  const agents = g.userAgents;
  for (let i = agents.length - 1; i > 0; i--) {
    const breakLine = breakBetween(parsed, agents[i - 1].line, agents[i].line);
    if (breakLine === 0) continue;
    let lastOfBefore = agents[i].line - 1;
    while (isQuiet(parsed, lastOfBefore)) lastOfBefore--;
    return { before: agents.slice(0, i), after: agents.slice(i), breakLine, lastOfBefore };
  }
  return null;
}

function isQuiet(parsed: ParsedRobots, line: number): boolean {
  const kind = kindAt(parsed.lines, line);
  return kind === 'blank' || kind === 'comment';
}

/** The line between user-agent lines `a` and `b` that ends the list to a reader's eye; 0 when none does. */
function breakBetween(parsed: ParsedRobots, a: number, b: number): number {
  const line = lineBetween(parsed, a, b);
  if (line !== 0) return line;
  for (let l = b - 1; l > a; l--) if (kindAt(parsed.lines, l) === 'blank') return l;
  return 0;
}

/** The last line between user-agent lines `a` and `b` that is neither blank nor a comment (a Crawl-delay, an unknown key); 0 when none is. */
function lineBetween(parsed: ParsedRobots, a: number, b: number): number {
  for (let l = b - 1; l > a; l--) if (!isQuiet(parsed, l)) return l;
  return 0;
}

/**
 * Per break in `g`'s user-agent list made by a line that is no rule (a Crawl-delay, Host,
 * Sitemap, an unknown key; not a blank line or a comment alone), the last such line: where a
 * parser that ends the list at any record would end it (groupBreaks.ts). `quiet`: a blank or
 * comment-only line breaks it too, the last line before the next user-agent line (Yandex's
 * library: ProfileSpec listEndAtQuiet). Empty for most groups.
 */
export function recordBreaks(parsed: ParsedRobots, g: Group, quiet = false): number[] {
  const agents = g.userAgents;
  const out: number[] = [];
  for (let i = 1; i < agents.length; i++) {
    const a = agents[i - 1].line;
    const b = agents[i].line;
    // `quiet`: a blank or comment-only line ends the list too (Yandex's library reads a comment-only line as blank).
    const line = lineBetween(parsed, a, b) || (quiet && b - a > 1 ? b - 1 : 0);
    if (line !== 0) out.push(line);
  }
  return out;
}

/**
 * Whether a blank line stands after one of `parsed`'s groups' user-agent lines and before its first
 * rule (a blank line between two of them included): where a reading that ends a group there, as
 * Yandex's help does (profiles/yandex.ts yandexBlankLine), reads the file otherwise. The line numbers, first to last.
 */
export function blanksAfterAgents(parsed: ParsedRobots): number[] {
  const out: number[] = [];
  for (const g of parsed.groups) {
    if (g.rules.length === 0) continue;
    const first = parsed.rules.line[g.rules[0]];
    for (let l = g.startLine + 1; l < first; l++) if (kindAt(parsed.lines, l) === 'blank') out.push(l);
  }
  return out;
}

/**
 * The blank line at which a reading that ends a group there (Yandex's help: yandexBlankLine) ends
 * the group holding rule line `ruleLine` for a crawler whose tokens are `chain`: the first blank
 * line after the crawler's user-agent line in that group (its first, for a crawler that reads it as
 * `*` or by a token it does not name) and before the group's first rule. `groups`: the indices of
 * the groups that applied to the crawler (checkCrawler's `groups`). 0 where there is none.
 */
export function blankEndingGroup(parsed: ParsedRobots, groups: readonly number[], ruleLine: number, chain: readonly string[]): number {
  let g: Group | null = null;
  for (const i of groups) {
    const group = parsed.groups[i];
    if (group.startLine <= ruleLine && (g === null || group.startLine > g.startLine)) g = group;
  }
  if (g === null || g.rules.length === 0) return 0;
  const tokens = new Set(chain.map(asciiLower));
  const own = g.userAgents.find((u) => tokens.has(asciiLower(u.token))) ?? g.userAgents[0];
  const first = parsed.rules.line[g.rules[0]];
  for (let l = own.line + 1; l < first; l++) if (kindAt(parsed.lines, l) === 'blank') return l;
  return 0;
}
