/**
 * Crawl-delay as a crawler takes it under a reading (issue 29 §2), for the "Crawl-delay" column
 * of the grid and its files, and for the explanation: the value and its line, none in the groups
 * that apply, or "ignored by this crawler" (with the line it ignores, when its groups hold one).
 * A crawler the registry knows: its row decides, under any reading (false: ignored; null: not
 * documented, so unknown; true: honoured). Google's and Yandex's rows say false, from their pages
 * (Google's robots.txt specification supports no crawl-delay; Yandex has not read it since
 * 2018-02-22; YandexDirect's own page says Crawl-delay sets its speed, so its row says null:
 * unknown); Applebot and Screaming Frog, read as Google, document nothing: unknown. Where it is
 * honoured, bingbot's reading (`'own-or-global'`) also takes the `*` group's when its own group
 * has none (a bingbot group replaces `*` "except Crawl-Delay").
 * A token the registry lacks takes its reading's rule: google, yandex (`'ignored'`); bing
 * (`'own-or-global'`); rfc9309, draft1996 (`'registry'`: nobody documents it, unknown).
 * The first Crawl-delay line of the groups read counts (Yandex's library and Bing document
 * no other; robots.cc has no Crawl-delay).
 */
import { checkCrawler, crawlerFor, type Crawler } from './crawlerCheck.ts';
import { profileSpec } from './profiles/index.ts';
import type { CrawlerInfo } from './registry/registry.ts';
import type { ParsedRobots } from './types.ts';

/** A Crawl-delay line as written: its value (a number of seconds) and its line. */
export interface CrawlDelayLine { seconds: number; value: string; line: number }

export type CrawlDelayFact =
  | ({ kind: 'value'; from: 'own-group' | 'global' } & CrawlDelayLine)
  /** Honoured, but no group that applies sets one (or its value is no number). */
  | { kind: 'none' }
  /** This crawler ignores Crawl-delay under this reading; `written`: the line it ignores, if any. */
  | { kind: 'ignored'; written: CrawlDelayLine | null }
  /** The registry does not know whether this crawler honours it; `written`: the line in its groups, if any. */
  | { kind: 'unknown'; written: CrawlDelayLine | null };

function firstDelay(parsed: ParsedRobots, groups: readonly number[]): CrawlDelayLine | null {
  for (const o of parsed.others) {
    if (!groups.includes(o.group) || o.key.toLowerCase() !== 'crawl-delay') continue;
    const value = o.value.trim();
    const seconds = Number(value);
    if (value !== '' && Number.isFinite(seconds) && seconds >= 0) return { seconds, value, line: o.line };
  }
  return null;
}

function globalGroups(parsed: ParsedRobots): number[] {
  return parsed.groups.flatMap((g, i) => (g.userAgents.some((ua) => ua.token === '*') ? [i] : []));
}

/** The Crawl-delay `crawler` takes from the file under the file's reading. */
export function crawlDelayFor(parsed: ParsedRobots, crawler: string | Crawler): CrawlDelayFact {
  const c = typeof crawler === 'string' ? crawlerFor(crawler) : crawler;
  const check = checkCrawler(parsed, c, '/');
  return crawlDelayOfGroups(parsed, c.info, check.groups, check.reason === 'fallback');
}

/**
 * crawlDelayFor from the groups that applied (`global`: they are the `*` group's, no group named
 * the crawler), for a caller that has them already; `info` null for a token the registry lacks.
 */
export function crawlDelayOfGroups(parsed: ParsedRobots, info: CrawlerInfo | null, groups: readonly number[], global: boolean): CrawlDelayFact {
  const rule = profileSpec(parsed.profile).crawlDelay;
  const applied = firstDelay(parsed, groups);
  // The row, for a known crawler; the reading's rule for a token the registry lacks.
  const honoured = info !== null ? info.crawlDelay : rule === 'ignored' ? false : rule === 'registry' ? null : true;
  if (honoured === false) return { kind: 'ignored', written: applied };
  if (honoured === null) return { kind: 'unknown', written: applied };
  if (applied) return { kind: 'value', ...applied, from: global ? 'global' : 'own-group' };
  // Bing: its own group replaces `*` "except Crawl-Delay", which still comes from `*`.
  const fromGlobal = !global && rule === 'own-or-global' ? firstDelay(parsed, globalGroups(parsed)) : null;
  return fromGlobal ? { kind: 'value', ...fromGlobal, from: 'global' } : { kind: 'none' };
}

/**
 * The Crawl-delay column's value (a fact of core result/columns.ts): the Crawl-delay line the
 * crawler reads, or ignores, and whether it honours it under its reading. A type, not an
 * interface: it is JSON.
 */
export type CrawlDelay = {
  /** As written; '' (and `line` 0) where the groups of a crawler that honours it set none. */
  value: string;
  line: number;
  /** Under the crawler's reading; null where nobody documents whether it does. */
  honoured: boolean | null;
};

/**
 * A fact as the Crawl-delay column's JSON: the line the crawler reads or ignores, and whether it
 * honours it; where its groups set none, value '' and line 0 for a crawler that honours it (it
 * would take one: Bing), else null (a line it ignores, or may ignore, is not there: nothing to
 * say). The explanation says it in the same words (core words/resultWords.ts crawlDelayWords).
 */
export function crawlDelayJson(d: CrawlDelayFact): CrawlDelay | null {
  if (d.kind === 'value') return { value: d.value, line: d.line, honoured: true };
  if (d.kind === 'none') return { value: '', line: 0, honoured: true };
  return d.written && { value: d.written.value, line: d.written.line, honoured: d.kind === 'ignored' ? false : null };
}
