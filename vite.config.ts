import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { securityHeaders } from './scripts/securityHeaders.ts';
import { serviceWorker } from './scripts/serviceWorker.ts';
import { registryForPage } from './scripts/pageRegistry.ts';
import { big5ForPage } from './scripts/pageBig5.ts';
import { workerChunks } from './scripts/workerChunks.ts';
import { notFoundPage } from './scripts/notFoundPage.ts';
import { exampleFrame } from './scripts/exampleFrame.ts';
import { inlineStyles } from './scripts/inlineStyles.ts';
import { preloadedAtImport, scriptsAfterFrame } from './scripts/scriptsAfterFrame.ts';

/**
 * index.html carries a strict Content-Security-Policy (script-src 'self'). The dev server's
 * React Refresh preamble is an inline script that policy forbids, so `vite` (dev only) drops
 * the meta tag; `vite build` ships it untouched.
 */
const devWithoutCsp = (): Plugin => ({
  name: 'robotscope:dev-without-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/s, ''),
});

// A relative base lets dist/ be served from any static host under any sub-path.
export default defineConfig({
  base: './',
  // serviceWorker(): offline after one visit (issue 12 §7), see src/sw/sw.ts. workerChunks(): the
  // analysis worker is built with the page, sharing the engine's chunk. notFoundPage(): `npm start`
  // answers an unknown path with 404.html and 404, as a static host does. exampleFrame(): the
  // example's text in the static frame, written in before securityHeaders() checks the page.
  // inlineStyles(): the stylesheet in index.html, so the frame's first paint waits for no request.
  // scriptsAfterFrame(): the module scripts at low priority, as the frame's first paint needs none.
  // big5ForPage(): the engine's Big5 table left out, as the browser reads those rows itself.
  plugins: [workerChunks(), registryForPage(), big5ForPage(), react(), devWithoutCsp(), exampleFrame(), inlineStyles(), scriptsAfterFrame(), securityHeaders(), serviceWorker(), notFoundPage()],
  worker: { format: 'es' },
  resolve: {
    // workbox-window's `module` entry is its ES5 build (~2.4 kB gzip); the same package ships a
    // modern one (classes, arrow functions: ~1.3 kB), which every browser the app runs in reads.
    alias: [{ find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' }],
  },
  // The page's chunk, the worker's (scripts/workerChunks.ts), the chunks the two share and those
  // loaded on first use; bench:browser holds all .js to 300 kB gzip.
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
    // The polyfill only fetches early what a browser without <link rel=modulepreload> (Safari
    // before 17) loads anyway through the entry's import: a hint, not worth JS on every visit.
    // resolveDependencies: nothing to ask for at the start's second import (src/main.tsx): index.html
    // preloads it (scripts/scriptsAfterFrame.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloadedAtImport },
    // One stylesheet, the entry's (inlined in index.html: scripts/inlineStyles.ts): split per chunk,
    // Vite named it in the lists of files to load at every import of a view from the second stage
    // of the start (a request for a file the build no longer has, refused as no stylesheet).
    cssCodeSplit: false,
    // No chunk of our own for src/core: one held the whole engine (212 kB), and the page loaded and
    // ran all of it on its main thread, the parts only the worker, the URL-sets worker and the
    // lazy chunks use too. The bundler's own split gives the page the modules it imports and
    // shares with the worker a chunk of what both import (issue 24 §3: the page's static JS 934.6 →
    // 870.8 kB, 304.1 → 282.6 kB gzip; the initial total with the worker, the same).
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    globalSetup: ['scripts/testCliBundle.ts'],
  },
});
