/**
 * The User-agent field -> the token chain the engine checks. A preset keeps its documented
 * fallback (Googlebot-Image obeys the Googlebot group when no group names it); anything else,
 * including a whole User-Agent header, is reduced to its product token (google-behaviours.md:
 * "A UI that accepts a full User-Agent header must extract the product token itself").
 */
import { CRAWLERS, productToken } from '../core/index.ts';

export function agentChain(input: string): string[] {
  const wanted = input.trim();
  const preset = CRAWLERS.find((c) => c.label === wanted);
  if (preset) return [...preset.tokens];
  const token = productToken(wanted);
  const lower = token.toLowerCase();
  const known = CRAWLERS.find((c) => c.tokens[0].toLowerCase() === lower);
  return known ? [...known.tokens] : [token];
}

/** "Googlebot-Image, then Googlebot" */
export function describeChain(chain: readonly string[]): string {
  if (chain.length === 0 || (chain.length === 1 && chain[0] === '')) return '(no product token)';
  return chain.join(', then ');
}
