/**
 * The words of a site's host as a person gives it, apart from the logs' words (logWords.ts):
 * accessLog.ts, which reads the host, says them, and logWords.ts reads accessLog.ts's types, so
 * kept there they tied the two in an import circle.
 */

/**
 * The site's host as `--host`, the MCP tools' `host` and the page's Host field take it
 * (accessLog.ts hostOrigin), and what is said of a text that names none.
 */
export const HOST_WORDS = {
  bad: (text: string) => `“${text}” names no host: give the site's host name (www.example.com) or origin (https://example.com:8080)`,
  /** A host beside a robots.txt fetched from another site (accessLog.ts coverageSite). */
  notFetched: (option: string, named: string, fetched: string) =>
    `${option} names ${named}, but the robots.txt was fetched from ${fetched} and governs that site alone (RFC 9309 2.3): leave ${option} out, or fetch ${named}/robots.txt`,
} as const;
