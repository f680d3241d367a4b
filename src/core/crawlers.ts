/**
 * Crawler knowledge the rest of the engine asks for: a named crawler's documented token chain
 * (the registry, registry/crawlers-2026-11.json; crawlerCheck.ts applies the rest of what its
 * operator documents), and which crawlers honour keys Google ignores.
 */
import { crawlerFor } from './crawlerCheck.ts';
import { VOCABULARY } from './vocabulary.ts';

/**
 * What a person types as "the crawler" -> the token chain its groups are looked up by: a
 * registry crawler keeps its documented fallback (Googlebot-Image obeys the Googlebot group when
 * no group names it; Applebot the Googlebot group); anything else, a whole User-Agent header
 * included, is reduced to its product token (userAgent.ts).
 */
export function crawlerChain(input: string): string[] {
  return crawlerFor(input).chain;
}

/** Keys that some crawler honours although Google ignores them, in words: the vocabulary's; used in diagnostics. */
export const UNUSED_KEY_HONOURED_BY: Readonly<Record<string, string>> = Object.fromEntries(
  VOCABULARY.filter((k) => k.role !== 'directive').map((k) => [k.name.toLowerCase(), k.honours]),
);
