/**
 * A group whose user-agent lines name exactly the crawlers of an earlier group. Google and RFC
 * 9309 crawlers merge every group that names a crawler (RFC 9309 2.2.1; robots.cc merges the
 * groups of a token), so the later group's rules already apply with the earlier ones: the file
 * reads as one group written twice, and a reader who stops at the first misses half of it.
 *
 * The fix moves the later group's lines (rules, comments, Crawl-delay) to the end of the first
 * and removes its user-agent lines: under those profiles no verdict changes, since a crawler
 * still gets the same rules and longest match does not look at their order. Offered only where
 * that holds:
 * - both groups name the same set of tokens (a later group that also names Bingbot gives its
 *   rules to Bingbot too; moving them into a Googlebot-only group would take them away);
 * - the later group lies wholly inside what Googlebot reads (past the 500 KiB cut its rules are
 *   never read, and moving them up would make them count).
 * The 1996 draft obeys only the first record for a robot: there the later one is never read and
 * merging would change verdicts, so the check is for merging profiles only.
 */
import { asciiLower } from '../asciiCase.ts';
import { kindAt } from '../lineTable.ts';
import type { ProfileSpec } from '../profiles/index.ts';
import type { Group, ParsedRobots } from '../types.ts';
import type { Fix } from './diagnostic.ts';
import { isBrowserProduct } from '../userAgent.ts';
import { say } from '../words/diagnosticWords.ts';
import { lineEnding, lineSpan } from './lineEdits.ts';
import type { Report } from './report.ts';

/** The group's tokens as one key: sorted, lower case, each once (`*` included). */
function tokenKey(g: Group): string | null {
  const tokens = new Set<string>();
  for (const u of g.userAgents) {
    if (u.token === '') return null; // a line that names no crawler: what it means is not evident
    // A browser's header (`Mozilla/4.0 (compatible; BullsEye)`): two such groups share the token `Mozilla`, not a crawler (invalid-user-agent says so).
    if (u.value !== u.token && isBrowserProduct(u.token)) return null;
    tokens.add(asciiLower(u.token));
  }
  return [...tokens].sort().join('\n');
}

export function checkDuplicateGroups(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  if (!spec.mergeGroups || parsed.groups.length < 2) return;
  const first = new Map<string, Group>();
  for (const g of parsed.groups) {
    const key = tokenKey(g);
    if (key === null) continue;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, g);
      continue;
    }
    if (report.skipIfFull('duplicate-group')) continue;
    const agents = g.userAgents;
    const from = parsed.lines.keyFrom[agents[0].line - 1];
    const to = parsed.lines.valueTo[agents[agents.length - 1].line - 1];
    report.add('duplicate-group', agents[0].line, from, to, say('duplicateGroup', [...new Set(g.userAgents.map((u) => u.value))], earlier.startLine, spec.base), mergeFix(parsed, earlier, g));
  }
}

/**
 * Move `later`'s lines but its user-agent lines to the end of `first`, and remove the group.
 * A blank line left doubled where the group stood goes too.
 */
function mergeFix(parsed: ParsedRobots, first: Group, later: Group): Fix | undefined {
  const limit = parsed.sizeLimit;
  if (limit && later.endLine >= limit.line) return undefined;
  const { lines, text } = parsed;
  const agentLines = new Set(later.userAgents.map((u) => u.line));
  let bodyFrom = later.startLine;
  let bodyTo = later.endLine;
  while (bodyFrom <= bodyTo && (agentLines.has(bodyFrom) || kindAt(lines, bodyFrom) === 'blank')) bodyFrom++;
  while (bodyTo >= bodyFrom && kindAt(lines, bodyTo) === 'blank') bodyTo--;
  const moved: string[] = [];
  for (let l = bodyFrom; l <= bodyTo; l++) {
    if (agentLines.has(l)) continue;
    const { from, next } = lineSpan(parsed, l);
    const own = text.slice(from, next);
    moved.push(next === lines.to[l - 1] ? own + lineEnding(parsed, l) : own);
  }
  if (moved.length === 0) return undefined;
  const at = lineSpan(parsed, first.endLine).next;
  let removeFrom = lineSpan(parsed, later.startLine).from;
  const removeTo = lineSpan(parsed, later.endLine).next;
  const before = later.startLine - 1;
  const after = later.endLine + 1;
  if (before >= 1 && kindAt(lines, before) === 'blank' && (after > parsed.lineCount || kindAt(lines, after) === 'blank')) {
    removeFrom = lineSpan(parsed, before).from;
  }
  const label = say('fixMergeGroup', first.startLine);
  const insert = moved.join('');
  // Groups next to each other: one edit, as two touching edits would read ambiguously.
  if (at === removeFrom) return { say: label, from: at, to: removeTo, insert };
  return { say: label, from: at, to: at, insert, more: [{ from: removeFrom, to: removeTo, insert: '' }] };
}
