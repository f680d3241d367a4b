/**
 * Which registry crawlers honour a key of the vocabulary, from the registry column its row names
 * (KeyInfo.honourSource). Apart from vocabulary.ts, which the parser reads, so that parse and
 * check never reach the crawler registry (registryReach.test.ts).
 */
import { REGISTRY, type CrawlerInfo } from './registry/registry.ts';
import type { KeyInfo } from './vocabulary.ts';

/** What the registry says about one crawler and one key: yes, no, or not documented. */
export type Honour = 'yes' | 'no' | 'unknown';

/**
 * Whether a registry crawler honours `key`, read from the registry column the table names:
 * the robots.txt directives from `robots` (a user-triggered fetcher may ignore them), Crawl-delay
 * from `crawlDelay`. null when the registry does not say (the table's words do).
 */
export function honours(key: KeyInfo, crawler: CrawlerInfo): Honour | null {
  if (key.honourSource === 'robots') return crawler.robots === 'yes' ? 'yes' : crawler.robots === 'no' ? 'no' : 'unknown';
  if (key.honourSource === 'crawl-delay') return crawler.crawlDelay === null ? 'unknown' : crawler.crawlDelay ? 'yes' : 'no';
  return null;
}

/** The registry's crawlers by whether they honour `key`; null when the registry does not say. */
export function crawlersHonouring(key: KeyInfo): Record<Honour, CrawlerInfo[]> | null {
  if (key.honourSource === null) return null;
  const out: Record<Honour, CrawlerInfo[]> = { yes: [], no: [], unknown: [] };
  for (const c of REGISTRY) out[honours(key, c)!].push(c);
  return out;
}
