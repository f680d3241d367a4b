/** The User-agent field -> the token chain the engine checks (core crawlerChain). */
import { crawlerChain } from '../core/index.ts';

export const agentChain = crawlerChain;

/** "Googlebot-Image, then Googlebot" */
export function describeChain(chain: readonly string[]): string {
  if (chain.length === 0 || (chain.length === 1 && chain[0] === '')) return '(no product token)';
  return chain.join(', then ');
}
