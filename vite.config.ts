import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { securityHeaders } from './scripts/securityHeaders.ts';
import { serviceWorker } from './scripts/serviceWorker.ts';

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
  // serviceWorker(): offline after one visit (issue 12 §7), see src/sw/sw.ts.
  plugins: [react(), devWithoutCsp(), securityHeaders(), serviceWorker()],
  worker: { format: 'es' },
  // The app is one chunk of ~650 kB (~210 kB gzip); bench:browser holds it to 300 kB gzip.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000 },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
