/**
 * Builds each module worker (`new Worker(new URL('./x.ts', import.meta.url), ...)`) as one more
 * entry of the page's own build, so the modules both load (src/core, the worker protocol) are
 * shipped once, in a chunk both import, instead of once in the page bundle and again in the
 * worker's. Vite bundles a worker on its own, so the engine was in both: ~21 kB gzip of the
 * 328.5 kB counted by bench:browser (which sums every .js of dist/assets).
 *
 * How: the worker becomes an emitted chunk of the same graph and its URL the bundler's own file
 * URL (`import.meta.ROLLUP_FILE_URL_<ref>`), hashed like every asset, so the service worker and
 * HTTP caches see a new name when anything in it changes. The worker stays a module worker
 * (`type: 'module'`, which the page already asks for): it imports the shared chunk from the
 * same origin, which the CSP's `worker-src 'self'` / `script-src 'self'` allow. `vite` (dev)
 * serves the worker's source as before: this is a build-only change.
 */
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** `new Worker(new URL('<relative path>', import.meta.url)`, the form Vite itself recognises. */
const WORKER_URL = /new Worker\(\s*new URL\(\s*(['"`])(\.{1,2}\/[^'"`]+)\1\s*,\s*import\.meta\.url\s*\)/g;

export function workerChunks(): Plugin {
  /** The reference of each emitted worker chunk, by the module that starts it. */
  const workers: { ref: string }[] = [];
  return {
    name: 'robotscope:worker-chunks',
    apply: 'build',
    // Before vite:worker-import-meta-url, which would bundle the worker apart.
    enforce: 'pre',
    async transform(code, id) {
      if (!code.includes('new Worker(')) return null;
      let out = code;
      for (const m of code.matchAll(WORKER_URL)) {
        const resolved = await this.resolve(m[2], id);
        if (!resolved) this.error(`worker ${m[2]} (started in ${id}) not found`);
        const ref = this.emitFile({ type: 'chunk', id: resolved.id, name: basename(m[2]).replace(/\.[cm]?[jt]s$/, '') });
        workers.push({ ref });
        out = out.replace(m[0], `new Worker(import.meta.ROLLUP_FILE_URL_${ref}`);
      }
      return out === code ? null : { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      // A worker has no DOM: it must never import (and so run) the page's entry chunk. The
      // bundler puts modules two entries share in a chunk of their own; this guards that.
      const workerFiles = new Set(workers.map(({ ref }) => this.getFileName(ref)));
      const pages = new Set(Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry && !workerFiles.has(c.fileName)).map((c) => c.fileName));
      for (const name of workerFiles) {
        const chunk = bundle[name];
        const reached = new Set<string>();
        const walk = (file: string) => {
          const c = bundle[file];
          if (!c || c.type !== 'chunk' || reached.has(file)) return;
          reached.add(file);
          c.imports.forEach(walk);
        };
        if (chunk?.type === 'chunk') chunk.imports.forEach(walk);
        const page = [...reached].filter((f) => pages.has(f));
        if (page.length > 0) this.error(`the worker ${name} imports the page's entry chunk ${page.join(', ')}`);
      }
    },
  };
}
