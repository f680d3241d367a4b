/**
 * A user-agent list broken by a line that is no rule, read as ending there (issue 29: where nobody
 * can know, say so). Google's parser ends a list of user-agent lines only at an Allow or Disallow
 * (robots.cc: only HandleAllow/HandleDisallow set `seen_separator_`), as RFC 9309 2.2.4 has it
 * (other records "MUST NOT interfere" with the groups), and Bing's reading assumes the same (groupJoin.ts), so in
 *
 *   User-agent: bingbot
 *   Crawl-delay: 5
 *
 *   User-agent: *
 *   Disallow: /
 *
 * bingbot is blocked from everything. But Bing honours Crawl-delay as part of a crawler's group
 * ("If you create a section for Bingbot specifically, all the default directives will be ignored
 * (except Crawl-Delay)", words/readingSources.ts), and whether its parser ends the user-agent lines
 * at such a line, giving bingbot a group of its own with no rule (every URL allowed), it does not
 * document. This is that other reading: the file with each such line, the last between two
 * user-agent lines of one group, read as `Disallow: $`, every line in its place. That rule ends
 * the list and matches no path (every path starts with `/`), so the lines above get a group of
 * their own with no rule that decides; an empty `Disallow:` would be quoted as deciding.
 *
 * Yandex's published library (library/cpp/robots_txt) ends the list at a blank or comment-only
 * line between two user-agent lines too: it reads a comment-only line as blank, and a blank line
 * clears the robots named so far at the next User-agent line (ProfileSpec listEndAtQuiet).
 */
import { blanksAfterAgents, recordBreaks } from './groupJoin.ts';
import { memoOf } from './memo.ts';
import { reparsedWith, type TextEdit } from './reparse.ts';
import type { ParsedRobots } from './types.ts';

/**
 * The parse of `parsed`'s text with each user-agent list ended at a line that is no rule; null when
 * no such line breaks one. `quiet`: at a blank or comment-only line between two user-agent lines
 * too, as Yandex's published library ends it (ProfileSpec listEndAtQuiet).
 */
export function standaloneGroupsOf(parsed: ParsedRobots, quiet = false): ParsedRobots | null {
  const memo = memoOf(parsed);
  if (quiet) return memo.standaloneQuiet === undefined ? (memo.standaloneQuiet = readStandalone(parsed, true)) : memo.standaloneQuiet;
  if (memo.standaloneGroups === undefined) memo.standaloneGroups = readStandalone(parsed, false);
  return memo.standaloneGroups;
}

/** Whether a blank line follows a group's user-agent lines before its first rule (groupJoin.ts blanksAfterAgents), worked out once per parse. */
export function blankAfterAgents(parsed: ParsedRobots): boolean {
  const memo = memoOf(parsed);
  return (memo.blankAfterAgents ??= blanksAfterAgents(parsed).length > 0);
}

function readStandalone(parsed: ParsedRobots, quiet: boolean): ParsedRobots | null {
  const edits: TextEdit[] = [];
  const { from, to } = parsed.lines;
  // Most groups name one crawler: the cheap test first, and no second parse for a file without a break.
  for (const g of parsed.groups) {
    if (g.userAgents.length < 2) continue;
    for (const line of recordBreaks(parsed, g, quiet)) edits.push({ from: from[line - 1], to: to[line - 1], text: 'Disallow: $' });
  }
  return edits.length === 0 ? null : reparsedWith(parsed, edits);
}
