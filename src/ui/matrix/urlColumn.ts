/**
 * The URL column shows paths (issue 24 §2): when every URL of the grid is on one site (the
 * usual case: a URL of another site than the file's is flagged, never tested), the site is said
 * once, in the column's header, and each row shows what differs, its path and query. A list of
 * several sites keeps whole URLs. The full URL stays on hover and in the details.
 */

/** `scheme://host:port` at the start of a URL, or null for a path. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

export interface UrlColumn {
  /** The one site of every whole URL in the list, or null (none, or several). */
  origin: string | null;
  /** What a row shows: the URL without `origin`, "/" for the site's root. */
  shown(url: string): string;
}

export function urlColumn(urls: readonly string[]): UrlColumn {
  let origin: string | null = null;
  for (const url of urls) {
    const at = ORIGIN.exec(url)?.[0];
    if (at === undefined) continue;
    if (origin === null) origin = at;
    else if (at.toLowerCase() !== origin.toLowerCase()) return { origin: null, shown: (u) => u };
  }
  if (origin === null) return { origin: null, shown: (u) => u };
  const cut = origin.length;
  return { origin, shown: (u) => (ORIGIN.test(u) ? u.slice(cut) || '/' : u) };
}
