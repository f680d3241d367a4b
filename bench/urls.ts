/**
 * A deterministic set of URLs to check against a robots.txt, built from its own rule paths:
 * about half extend a rule's path (so some rule matches), the rest are paths no rule names.
 */
import { createRng } from './prng.ts';
import { plainPath } from './generate.ts';

const RULE = /^\s*(?:allow|disallow)\s*:\s*([^\s#]+)/gim;

/** The rule values of a robots.txt, read with a plain regex (independent of the engine). */
export function rulePaths(text: string): string[] {
  return Array.from(text.matchAll(RULE), (m) => m[1]);
}

/** A concrete path a pattern matches: `*` becomes a segment, a final `$` is dropped. */
function instantiate(pattern: string, filler: string): string {
  const path = pattern.replace(/\$$/, '').replaceAll('*', filler);
  return path.startsWith('/') ? path : '/' + path;
}

export function generateUrls(text: string, count = 10000, seed = 7, origin = 'https://www.example.com'): string[] {
  const rng = createRng(seed);
  const paths = rulePaths(text);
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    let path: string;
    if (paths.length > 0 && rng.chance(0.5)) {
      path = instantiate(rng.pick(paths), rng.pick(['x', 'item/42', 'a-b']));
      if (rng.chance(0.5)) path += rng.pick(['page-2.html', '?q=shoes', '/detail', '']);
    } else {
      path = plainPath(rng) + (rng.chance(0.2) ? `?id=${rng.int(1000)}` : '');
    }
    urls.push(origin + path);
  }
  return urls;
}
