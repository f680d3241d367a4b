/**
 * Crawler knowledge the rest of the engine asks for: a named crawler's documented token chain
 * (the registry, registry/crawlers-2026-11.json; crawlerCheck.ts applies the rest of what its
 * operator documents), and which crawlers honour keys Google ignores.
 */
import { crawlerFor } from './crawlerCheck.ts';

/**
 * What a person types as "the crawler" -> the token chain its groups are looked up by: a
 * registry crawler keeps its documented fallback (Googlebot-Image obeys the Googlebot group when
 * no group names it; Applebot the Googlebot group); anything else, a whole User-Agent header
 * included, is reduced to its product token (userAgent.ts).
 */
export function crawlerChain(input: string): string[] {
  return crawlerFor(input).chain;
}

/** Keys that some crawler honours although Google ignores them; used in diagnostics. */
export const UNUSED_KEY_HONOURED_BY: Readonly<Record<string, string>> = {
  'crawl-delay': 'Bing and Yandex honour it',
  'clean-param': 'only Yandex honours it',
  host: 'only Yandex once honoured it',
  noindex: 'Google stopped honouring it in 2019; use a meta robots tag or X-Robots-Tag',
  nofollow: 'no major crawler honours it (use a meta robots tag or X-Robots-Tag)',
  noarchive: 'no major crawler honours it (use a meta robots tag or X-Robots-Tag)',
  'request-rate': 'a few small crawlers honour it; Bing and Yandex do not',
  'visit-time': 'a few small crawlers honour it; Bing and Yandex do not',
  'revisit-after': 'it is a meta tag idea; no crawler honours it in robots.txt',
  domain: 'no major crawler honours it',
  'content-signal': 'it states AI-use preferences (contentsignals.org); it does not change what may be crawled',
  'content-usage': 'it states AI-use preferences (IETF aipref draft); it does not change what may be crawled',
};
