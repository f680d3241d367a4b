/**
 * One source of truth for the site's security headers: public/_headers (the file Netlify and
 * Cloudflare Pages read; Vite copies it into dist/). This Vite plugin sends the same headers from
 * `vite preview` (what `npm start` runs), and writes the same Content-Security-Policy into the
 * page's <meta> tag for hosts that send no headers at all.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export type Headers = Record<string, string>;

/**
 * The `_headers` format: a line that starts a path pattern (`/*`), then that path's headers on
 * indented `Name: value` lines; `#` starts a comment. Throws on a line it cannot read, so a typo
 * fails the build instead of silently dropping a header.
 */
export function parseHeadersFile(text: string): Map<string, Headers> {
  const paths = new Map<string, Headers>();
  let current: Headers | null = null;
  text.split(/\r?\n/).forEach((line, i) => {
    if (/^\s*(#|$)/.test(line)) return;
    if (!/^\s/.test(line)) {
      current = {};
      paths.set(line.trim(), current);
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(\S.*?)\s*$/.exec(line);
    if (!header || !current) throw new Error(`_headers line ${i + 1} is not "  Name: value" under a path: ${line}`);
    current[header[1]] = header[2];
  });
  return paths;
}

/** Directives a <meta> policy may not carry (CSP 3, §"Delivery via meta element"). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !HEADER_ONLY.has(d.split(/\s+/)[0].toLowerCase()))
    .join('; ');
}

const META_CSP = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/;

export function securityHeaders(file = 'public/_headers'): Plugin {
  const siteHeaders = (): Headers => {
    const headers = parseHeadersFile(readFileSync(file, 'utf8')).get('/*');
    if (!headers?.['Content-Security-Policy']) throw new Error(`${file} has no Content-Security-Policy for /*`);
    return headers;
  };
  return {
    name: 'robotscope:security-headers',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!META_CSP.test(html)) throw new Error('index.html has no Content-Security-Policy <meta> tag to fill');
        const policy = metaPolicy(siteHeaders()['Content-Security-Policy']).replace(/"/g, '&quot;');
        return html.replace(META_CSP, (_, start: string, end: string) => start + policy + end);
      },
    },
    configurePreviewServer(server) {
      const headers = siteHeaders();
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
