/**
 * A Vite plugin for the page's build alone (`vite build`, not the dev server or the tests) that
 * rewrites one source file before Vite reads it: before the JSON plugin turns data into a module,
 * before TypeScript is stripped. For files whose page copy leaves out what the page never reads
 * (pageRegistry.ts, pageBig5.ts); the CLI, the package and the tests read the file as it is.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** `path` from the project's root; `rewrite` gives the page's copy of its text. */
export function rewriteForPage(name: string, path: string, rewrite: (code: string) => string): Plugin {
  let file = '';
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      file = resolve(config.root, path);
    },
    transform(code, id) {
      if (id.split('?')[0] !== file) return null;
      return { code: rewrite(code), map: null };
    },
  };
}
