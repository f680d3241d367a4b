/**
 * Crawl-delay as a crawler takes it under a reading (issue 29 §2), for a "Crawl-delay" column:
 * the value and its line, none in the groups that apply, or "ignored by this crawler".
 * - google, yandex (`crawlDelay: 'ignored'`): Google ignores it; Yandex has since 2018-02-22.
 * - bing (`'own-or-global'`): from the crawler's own group, else the `*` group: a bingbot group
 *   replaces `*` "except Crawl-Delay".
 * - rfc9309, draft1996 (`'registry'`): the crawler's registry row says whether it honours it
 *   (RFC 9309 2.2.4 lets a crawler read other records); from the groups that apply to it.
 * The first Crawl-delay line of the groups read counts (Yandex's library and Bing document
 * no other; robots.cc has no Crawl-delay).
 */
import { checkCrawler, crawlerFor, type Crawler } from './crawlerCheck.ts';
import { profileSpec } from './profiles/index.ts';
import type { ParsedRobots } from './types.ts';

export type CrawlDelayFact =
  | { kind: 'value'; seconds: number; line: number; from: 'own-group' | 'global' }
  /** Honoured, but no group that applies sets one (or its value is no number). */
  | { kind: 'none' }
  /** This crawler ignores Crawl-delay under this reading. */
  | { kind: 'ignored' }
  /** The registry does not know whether this crawler honours it. */
  | { kind: 'unknown' };

function firstDelay(parsed: ParsedRobots, groups: readonly number[]): { seconds: number; line: number } | null {
  for (const o of parsed.others) {
    if (!groups.includes(o.group) || o.key.toLowerCase() !== 'crawl-delay') continue;
    const seconds = Number(o.value.trim());
    if (o.value.trim() !== '' && Number.isFinite(seconds) && seconds >= 0) return { seconds, line: o.line };
  }
  return null;
}

function globalGroups(parsed: ParsedRobots): number[] {
  return parsed.groups.flatMap((g, i) => (g.userAgents.some((ua) => ua.token === '*') ? [i] : []));
}

/** The Crawl-delay `crawler` takes from the file under the file's reading. */
export function crawlDelayFor(parsed: ParsedRobots, crawler: string | Crawler): CrawlDelayFact {
  const c = typeof crawler === 'string' ? crawlerFor(crawler) : crawler;
  const rule = profileSpec(parsed.profile).crawlDelay;
  if (rule === 'ignored') return { kind: 'ignored' };
  if (rule === 'registry' && (c.info === null || c.info.crawlDelay === null)) return { kind: 'unknown' };
  if (rule === 'registry' && c.info !== null && c.info.crawlDelay === false) return { kind: 'ignored' };
  const check = checkCrawler(parsed, c, '/');
  const global = check.reason === 'fallback';
  const applied = firstDelay(parsed, check.groups);
  if (applied) return { kind: 'value', ...applied, from: global ? 'global' : 'own-group' };
  // Bing: its own group replaces `*` "except Crawl-Delay", which still comes from `*`.
  const fromGlobal = !global && rule === 'own-or-global' ? firstDelay(parsed, globalGroups(parsed)) : null;
  return fromGlobal ? { kind: 'value', ...fromGlobal, from: 'global' } : { kind: 'none' };
}
