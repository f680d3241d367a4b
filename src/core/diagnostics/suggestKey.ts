/**
 * "Did you mean" for a key no crawler knows: the nearest key worth suggesting (the vocabulary's).
 * Only the linter asks, so the vocabulary's words stay out of the parser's reach (keys.ts).
 */
import { VOCABULARY } from '../vocabulary.ts';

/** Keys worth suggesting for a near miss: the directives and Crawl-delay, the one ignored key some crawlers honour. */
const SUGGESTIONS = VOCABULARY.filter((k) => k.role === 'directive' || k.honourSource !== null).map((k) => k.name);

/** The nearest known key within two edits, for "did you mean" on unknown keys. */
export function suggestKey(key: string): string | null {
  const k = key.toLowerCase();
  let best: string | null = null;
  let bestDistance = 3;
  for (const name of SUGGESTIONS) {
    const d = editDistance(k, name.toLowerCase(), bestDistance);
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance, giving up (returning `limit`) once it cannot be below `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] || (isSep(a[i - 1]) && isSep(b[j - 1])) ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin >= limit) return limit;
    prev = cur;
  }
  return prev[b.length];
}

/** `User_agent` and `User agent` are the same slip as `User-agent`. */
function isSep(c: string): boolean {
  return c === '-' || c === '_' || c === ' ';
}
