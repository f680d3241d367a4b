/**
 * The site a host text names, as the server logs' Host field, `--host` and the MCP tools take it:
 * a module of its own so that the page's Host field reads it without the log reader
 * (accessLog.ts), which loads with the URL sets' worker when a log is opened (issue 24 §3).
 */

/**
 * `host` as an origin: `www.example.com` (read as https, as crawlers request sites today),
 * `example.com:8080` or `http://example.com/`; null when it names no host.
 */
export function logOrigin(host: string): string | null {
  const h = host.trim();
  if (h === '' || /\s/.test(h)) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(h) ? h : `https://${h}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:' || url.hostname === '') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The site a host text names, as `--host`, the MCP tools' `host` and the page's Host field take
 * it: '' when blank (no site: requests stay paths), null when it names no host (HOST_WORDS.bad).
 */
export function hostOrigin(text: string | undefined): string | null {
  return text === undefined || text.trim() === '' ? '' : logOrigin(text);
}
