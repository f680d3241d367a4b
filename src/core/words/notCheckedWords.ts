/**
 * The URLs of a set that no crawler was asked about, as every coverage says them (the page's
 * views, `robotscope coverage`, the MCP tool): a line that is no URL or path, and a URL of another
 * site than the file's, which this robots.txt does not govern (RFC 9309 2.3: the grid refuses it
 * alike, core urlList otherOrigin), so it is never counted as allowed or blocked.
 */
export const NOT_CHECKED_WORDS = {
  notUrl: 'not URLs, not checked',
  otherSite: 'not checked (another site)',
};

/** What the sentences below call the entries counted (urlSetWords CoverageUnit): a log's are requests. */
const ENTRIES: Readonly<Record<'urls' | 'requests' | 'both', string>> = { urls: 'URLs', requests: 'requests', both: 'URLs and requests' };

/**
 * A coverage of a file whose site is not known (a local file with no --host, the MCP tools with no
 * `host`, the page with no Host) when the URLs, or a vhost_combined log's requests, name several
 * sites: each is checked against this file all the same, and said to be.
 */
export const SITE_UNKNOWN = (n: number, option = '--host', unit: keyof typeof ENTRIES = 'urls') =>
  `the ${ENTRIES[unit]} name ${n} sites and this file's site is not known, so each is checked against it: give ${option} to check only that site's ${ENTRIES[unit]}`;

/** "2 not URLs, not checked, 3 not checked (another site)", '' when none; `count` writes a number. */
export function notCheckedText(notChecked: number, otherSite: number, count: (n: number) => string = String): string {
  const parts: string[] = [];
  if (notChecked - otherSite > 0) parts.push(`${count(notChecked - otherSite)} ${NOT_CHECKED_WORDS.notUrl}`);
  if (otherSite > 0) parts.push(`${count(otherSite)} ${NOT_CHECKED_WORDS.otherSite}`);
  return parts.join(', ');
}
