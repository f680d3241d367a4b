/**
 * A URL of a URL set with where it came from (issue 25 §1): the file and the 1-based line a
 * person opens to find it, plus the other columns of its row in a crawl or Search Console export
 * (status, indexability, "Why pages aren't indexed") kept as text.
 */
export interface SourcedUrl {
  url: string;
  /** The file's name as the caller gave it. */
  file: string;
  /** 1-based line where the URL's record starts. */
  line: number;
  /** The row's other columns by header, as written; empty for a sitemap. */
  attributes: Record<string, string>;
}

/**
 * The URL sets' own columns for the files of results (walk20 §6): every header their rows give,
 * once, in the order met, and each URL (trimmed, as the URL list holds it) with its values: a
 * column's value from the first of the URL's rows that has the column. A row with no other
 * column (a sitemap's URL, a log's request) gives nothing.
 */
export interface SetColumns {
  headers: string[];
  rows: Map<string, Readonly<Record<string, string>>>;
}

export function setColumnsOf(urls: Iterable<SourcedUrl>): SetColumns {
  const headers = new Set<string>();
  const rows = new Map<string, Readonly<Record<string, string>>>();
  for (const u of urls) {
    const names = Object.keys(u.attributes);
    if (names.length === 0) continue;
    for (const name of names) headers.add(name);
    const key = u.url.trim();
    const had = rows.get(key);
    // The row's own object, shared while the URL has one row; a copy only to add another row's columns.
    if (had === undefined) rows.set(key, u.attributes);
    else if (names.some((n) => !(n in had))) rows.set(key, { ...u.attributes, ...had });
  }
  return { headers: [...headers], rows };
}
