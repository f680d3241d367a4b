/**
 * One source of truth for the site's security headers: public/_headers (the file Netlify and
 * Cloudflare Pages read; Vite copies it into dist/). This Vite plugin sends the same headers from
 * `vite preview` (what `npm start` runs), and writes the same Content-Security-Policy into the
 * page's <meta> tag for hosts that send no headers at all.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { parseHeadersFile, type Headers } from '../src/cli/headersFile.ts';

export { parseHeadersFile, type Headers };

/** Directives a <meta> policy may not carry (CSP 3, §"Delivery via meta element"). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !HEADER_ONLY.has(d.split(/\s+/)[0].toLowerCase()))
    .join('; ');
}

/** The CSP source of each inline classic script of `html` (CSP 3 §8.4: the SHA-256 of its text, in base64). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs = '']) => !/\bsrc=|type="module"/.test(attrs))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** Refuses a page whose policy would block one of its own inline scripts (the theme start in index.html). */
export function checkInlineScripts(html: string, policy: string): void {
  const scriptSrc = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'script-src') ?? [];
  const missing = inlineScriptHashes(html).filter((h) => !scriptSrc.includes(h));
  if (missing.length > 0) throw new Error(`the Content-Security-Policy's script-src lacks ${missing.join(', ')} for index.html's inline script`);
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
        checkInlineScripts(html, siteHeaders()['Content-Security-Policy']);
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
