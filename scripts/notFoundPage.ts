/**
 * `npm start` (`vite preview`) answers a path the site does not have the way a static host does:
 * with dist/404.html (public/404.html) and status 404. Vite's default, a single-page app's
 * fallback, answered every unknown path with index.html and 200, /robots.txt included, so a
 * crawler (and Lighthouse's SEO audit) read the app's HTML as the site's robots.txt. The app
 * needs no fallback: its state lives in the fragment (`/#…`) and the query, never in the path.
 *
 * With `appType: 'mpa'` Vite rewrites only paths that name a built page (`/` → `/index.html`);
 * this middleware runs after that rewrite, so a request that reaches it and names no file is
 * the 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const NOT_FOUND_PAGE = '404.html';

/** Whether `url` names an HTML file of `dist` (what Vite's HTML middleware serves next). */
function namesPage(dist: string, url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0]);
  } catch {
    return false;
  }
  const file = resolve(dist, `.${path}`);
  return path.endsWith('.html') && file.startsWith(dist) && existsSync(file);
}

export function notFoundPage(): Plugin {
  return {
    name: 'robotscope:not-found-page',
    config: () => ({ appType: 'mpa' }),
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      // Returned: runs after Vite's own static and HTML middlewares (a post hook).
      return () => {
        server.middlewares.use((req, res, next) => {
          if (namesPage(dist, req.url ?? '/')) return next();
          const page = resolve(dist, NOT_FOUND_PAGE);
          res.statusCode = 404;
          if (!existsSync(page)) return res.end();
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(req.method === 'HEAD' ? undefined : readFileSync(page));
        });
      };
    },
  };
}
