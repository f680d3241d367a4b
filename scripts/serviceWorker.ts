/**
 * Builds the service worker (src/sw/sw.ts) after the site, with the list of every built file
 * and a hash of its content written in, as `dist/sw.js`. Workbox's build tools would do this but
 * pull in rollup's platform binaries, which the package registry here does not serve; the list
 * is a directory walk and a hash, and Vite itself bundles the worker.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'vite';

export interface PrecacheEntry { url: string; revision: string }

/** What a page can need offline; not the worker itself, nor files only a host reads. */
const PRECACHED = /\.(html|js|css|svg|png|ico|webmanifest|json|txt|woff2?)$/;
const NOT_PRECACHED = new Set(['sw.js', '_headers']);

/** Every file under `dir` a page may load, as URLs relative to the worker, sorted. */
export async function precacheManifest(dir: string): Promise<PrecacheEntry[]> {
  const entries: PrecacheEntry[] = [];
  for (const name of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!name.isFile()) continue;
    const path = join(name.parentPath, name.name);
    const url = relative(dir, path).split(sep).join('/');
    if (NOT_PRECACHED.has(url) || !PRECACHED.test(url)) continue;
    const revision = createHash('sha256').update(await readFile(path)).digest('hex').slice(0, 20);
    entries.push({ url, revision });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

export function serviceWorker(entry = 'src/sw/sw.ts'): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'robotscope:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest = await precacheManifest(outDir);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          lib: { entry: resolve(root, entry), formats: ['iife'], name: 'robotscopeServiceWorker', fileName: () => 'sw.js' },
        },
      });
    },
  };
}
