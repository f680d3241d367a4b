/**
 * Crawlers people ask about, with the fallback chains their owners describe. A chain is tried
 * in order: the first token that some group names decides which groups apply
 * (Google: Googlebot-Image, -News and -Video obey the Googlebot group when no group names them).
 */
import { readUserAgent } from './userAgent.ts';

export interface Crawler {
  /** What a person picks from a list. */
  label: string;
  /** The product tokens, most specific first. */
  tokens: string[];
  owner: string;
}

export const CRAWLERS: readonly Crawler[] = [
  { label: 'Googlebot', tokens: ['Googlebot'], owner: 'Google Search' },
  { label: 'Googlebot-Image → Googlebot', tokens: ['Googlebot-Image', 'Googlebot'], owner: 'Google Images' },
  { label: 'Googlebot-News → Googlebot', tokens: ['Googlebot-News', 'Googlebot'], owner: 'Google News' },
  { label: 'Googlebot-Video → Googlebot', tokens: ['Googlebot-Video', 'Googlebot'], owner: 'Google Video' },
  { label: 'Google-Extended', tokens: ['Google-Extended'], owner: 'Google AI training' },
  { label: 'Bingbot', tokens: ['Bingbot'], owner: 'Microsoft Bing' },
  { label: 'GPTBot', tokens: ['GPTBot'], owner: 'OpenAI training' },
  { label: 'ChatGPT-User', tokens: ['ChatGPT-User'], owner: 'OpenAI, on a user\'s request' },
  { label: 'OAI-SearchBot', tokens: ['OAI-SearchBot'], owner: 'OpenAI search' },
  { label: 'ClaudeBot', tokens: ['ClaudeBot'], owner: 'Anthropic' },
  { label: 'PerplexityBot', tokens: ['PerplexityBot'], owner: 'Perplexity' },
  { label: 'CCBot', tokens: ['CCBot'], owner: 'Common Crawl' },
  { label: 'Applebot', tokens: ['Applebot'], owner: 'Apple' },
  { label: 'YandexBot', tokens: ['YandexBot', 'Yandex'], owner: 'Yandex' },
  { label: '* (any other crawler)', tokens: ['*'], owner: 'the global group' },
];

/**
 * What a person types as "the crawler" -> the token chain to check. A known crawler keeps its
 * documented fallback (Googlebot-Image obeys the Googlebot group when no group names it);
 * anything else, a whole User-Agent header included, is reduced to its product token
 * (google-behaviours.md: a UI that accepts a User-Agent header must extract the token itself).
 */
export function crawlerChain(input: string): string[] {
  const wanted = input.trim();
  const preset = CRAWLERS.find((c) => c.label === wanted);
  if (preset) return [...preset.tokens];
  const token = readUserAgent(wanted).token;
  const lower = token.toLowerCase();
  const known = CRAWLERS.find((c) => c.tokens[0].toLowerCase() === lower);
  return known ? [...known.tokens] : [token];
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
