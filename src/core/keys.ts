/**
 * The keys the engine recognises, as the parser reads them: each key's tidy spelling, its role
 * and the misspellings google/robotstxt accepts (kAllowFrequentTypos), lower case. Directives
 * come first, in the order Google tries them (robots.cc, Key::Parse: the first that matches
 * wins). The lexer reads this table through directives.ts; what each key means and who honours
 * it are vocabulary.ts's words, one entry per row here (vocabulary.test.ts), out of the parser's
 * reach so that a bundle of parse + check carries none of them (issue 27 §2).
 */

/** directive: changes what may be crawled; ignored: read by some crawlers, never by Google's matcher; ai-usage: states AI-use preferences. */
export type KeyRole = 'directive' | 'ignored' | 'ai-usage';

export interface KeySpec {
  /** How the key is written in a tidy file. */
  name: string;
  role: KeyRole;
  /** Misspellings google/robotstxt accepts (kAllowFrequentTypos), lower case. */
  typos: readonly string[];
}

const directive = (name: string, typos: readonly string[] = []): KeySpec => ({ name, role: 'directive', typos });
const ignored = (name: string): KeySpec => ({ name, role: 'ignored', typos: [] });
const aiUsage = (name: string): KeySpec => ({ name, role: 'ai-usage', typos: [] });

export const KEYS: readonly KeySpec[] = [
  directive('User-agent', ['useragent', 'user agent']),
  directive('Allow'),
  directive('Disallow', ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw']),
  directive('Sitemap', ['site-map']),
  ...['Crawl-delay', 'Clean-param', 'Host', 'Noindex', 'Nofollow', 'Noarchive', 'Request-rate', 'Visit-time', 'Revisit-after', 'Domain'].map(ignored),
  ...['Content-Signal', 'Content-Usage', 'License'].map(aiUsage),
];
