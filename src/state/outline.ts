/**
 * The outline: one entry per group (its user-agents, how many rules, which lines), marked when
 * it applies to the crawler the workbench has selected. Built from a parse on the main thread,
 * so only while the outline is open, and not for a file past OUTLINE_MAX_CHARS (the groups of
 * a file that large are too many to list usefully, and parsing it would stall typing).
 */
import { checkCrawler, parseRobots, type Profile } from '../core/index.ts';

export const OUTLINE_MAX_CHARS = 300_000;

export interface OutlineGroup {
  /** The user-agent values as written. */
  agents: string[];
  rules: number;
  startLine: number;
  endLine: number;
  /** The group is one the crawler reads (named, merged, or the `*` group it falls back to). */
  applies: boolean;
}

export function outlineOf(text: string, profile: Profile, crawler: string | null): OutlineGroup[] | null {
  if (text.length > OUTLINE_MAX_CHARS) return null;
  const parsed = parseRobots(text, { profile });
  const applying = new Set(crawler ? checkCrawler(parsed, crawler, 'https://example.com/').groups : []);
  return parsed.groups.map((g) => ({
    agents: g.userAgents.map((u) => u.value),
    rules: g.rules.length,
    startLine: g.startLine,
    endLine: g.endLine,
    applies: applying.has(g.index),
  }));
}

/** The crawler the outline marks for: the selected cell's, else the first of the workbench. */
export function outlineCrawler(crawlers: readonly string[], cell: { col: number } | null): string | null {
  return (cell && crawlers[cell.col]) || crawlers[0] || null;
}
