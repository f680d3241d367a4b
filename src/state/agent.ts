/**
 * The User-agent field -> the crawler it names (core crawlerFor) in words, how sure the registry
 * is of it, and the registry's crawlers grouped by purpose for the presets.
 */
import { crawlerFor, REGISTRY, type CrawlerInfo } from '../core/index.ts';

/** "Googlebot-Image, then Googlebot, then *" */
export function describeChain(chain: readonly string[]): string {
  if (chain.length === 0 || (chain.length === 1 && chain[0] === '')) return '(no product token)';
  return chain.join(', then ');
}

/** The crawler's own tokens in words ("Googlebot-Image, then Googlebot"), for the result rows. */
export function crawlerTokens(field: string): string {
  return describeChain(crawlerFor(field).chain);
}

/** '' for the operator's own word; else how the row is known, and when it was checked. */
export function confidenceLabel(c: CrawlerInfo): string {
  if (c.confidence === 'operator') return '';
  const how = c.confidence === '3p' ? 'third-party source' : c.confidence === 'assumed' ? 'assumed: not in the registry' : 'unverified';
  return `${how}, ${c.checked}`;
}

const PURPOSES: Record<string, string> = {
  search: 'Search',
  ads: 'Ads',
  'ai-search': 'AI search and answers',
  'ai-training': 'AI training',
  'user-triggered': 'Fetches a user asks for',
  preview: 'Link previews',
  'seo-tool': 'SEO tools',
};

export interface PresetGroup {
  title: string;
  crawlers: CrawlerInfo[];
}

/** The registry's crawlers by purpose (`search/shopping` is search), in the registry's order. */
export function crawlerPresets(): PresetGroup[] {
  const groups = new Map<string, CrawlerInfo[]>();
  for (const c of REGISTRY) {
    const title = PURPOSES[c.purpose.split('/')[0]] ?? 'Other';
    groups.set(title, [...(groups.get(title) ?? []), c]);
  }
  const order = [...Object.values(PURPOSES), 'Other'];
  return order.filter((t) => groups.has(t)).map((title) => ({ title, crawlers: groups.get(title)! }));
}
