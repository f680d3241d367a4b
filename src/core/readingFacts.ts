/**
 * What an answer of the bing and yandex readings rests on (issue 29 §1-2): the rules of the
 * reading it used, each with where it comes from (documented, observed, assumed), and the
 * facts beside the verdict that the reading's crawler acts on: Yandex's Clean-param, Crawl-delay.
 */
import { applyCleanParam, cleanParamLines, type CleanParamResult } from './cleanParam.ts';
import type { CrawlerCheck } from './crawlerCheck.ts';
import { baseOf, profileSpec, type ProfileSpec } from './profiles/index.ts';
import { PROFILE_SOURCES } from './words/readingSources.ts';
import type { ReadingTopic } from './profiles/types.ts';
import type { ParsedRobots } from './types.ts';

/**
 * The topics of the reading's rules this answer rests on, in the reading's order (empty for
 * google, rfc9309, draft1996): codes; their sentences and pages are words/readingSources.ts's.
 */
export function answerSources(parsed: ParsedRobots, check: CrawlerCheck): ReadingTopic[] {
  const sources = PROFILE_SOURCES[baseOf(parsed.profile)] ?? [];
  if (sources.length === 0) return [];
  const topics = new Set<ReadingTopic>(['groups', 'precedence', 'path', 'crawl-delay']);
  if (check.matches.length > 1) topics.add('length');
  if (check.rule !== null && /[*$]/.test(check.rule.pattern)) topics.add('wildcards');
  if (check.matches.some((m) => m.pattern === '')) topics.add('empty-rule');
  // Over the size the reading's crawler surely reads, or may read (profiles/types.ts openOver).
  const over = profileSpec(parsed.profile).openOver;
  if (over !== null && parsed.byteLength > over.unsure) topics.add('size');
  for (const o of parsed.others) {
    const key = o.key.toLowerCase();
    if (key === 'clean-param' || key === 'host') topics.add(key);
  }
  return sources.filter((s) => topics.has(s.topic)).map((s) => s.topic);
}

/**
 * `topics` with `topic` added, in the reading's order, where the reading has a rule on it: an
 * answer Google's lenient parser gives otherwise rests on what the reading forgives (`keys`).
 */
export function withTopic(profile: ParsedRobots['profile'], topics: readonly ReadingTopic[], topic: ReadingTopic): ReadingTopic[] {
  return (PROFILE_SOURCES[baseOf(profile)] ?? []).map((s) => s.topic).filter((t) => t === topic || topics.includes(t));
}

/** Reads Clean-param (Yandex): the URL after it; null under a reading whose crawler does not. */
export function cleanParamFor(parsed: ParsedRobots, url: string, spec: ProfileSpec = profileSpec(parsed.profile)): CleanParamResult | null {
  if (!spec.readsRecords.includes('clean-param')) return null;
  return cleanParamLines(parsed).length === 0 && !/[?&]utm_/.test(url) ? null : applyCleanParam(parsed, url);
}
