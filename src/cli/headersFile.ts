/**
 * The `_headers` file format (Netlify, Cloudflare Pages): a line that starts a path pattern
 * (`/*`), then that path's headers on indented `Name: value` lines; `#` starts a comment.
 * public/_headers is the one source of the site's security headers: the build (scripts/
 * securityHeaders.ts) and `robotscope serve` both read it with this parser.
 */
export type Headers = Record<string, string>;

/** Throws on a line it cannot read, so a typo fails loudly instead of silently dropping a header. */
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
