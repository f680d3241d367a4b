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
