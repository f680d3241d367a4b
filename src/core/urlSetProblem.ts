/**
 * Why a file of URLs (a sitemap, a list, an export, a log, an IP-range file) was not read, or not
 * all of it: a code and its facts, no English (words/urlSetWords.ts says it). The readers
 * (urlSetFiles.ts, textFile.ts, the sets worker) report it and the words read it, so it stands
 * below both: kept with the words, they and urlSetFiles.ts imported each other.
 */
import type { LogProblem, OtherPort } from './accessLog.ts';
import type { IpRangeProblem } from './ipRanges.ts';

export type UrlSetKind = 'sitemap' | 'index' | 'text' | 'csv' | 'log';

export type UrlSetProblemCode = 'binary' | 'bad-gzip' | 'not-xml' | 'not-sitemap' | 'no-urls' | 'missing-children' | 'no-url-column' | 'unreadable' | 'too-big'
  | 'log-not-read' | 'bad-ranges' | 'ranges-crawler' | 'sitemap-cut' | 'csv-malformed' | 'csv-wider' | 'csv-wider-cut' | 'undecodable' | 'unknown-encoding'
  | 'declared-not-utf8' | 'log-other-port';

export interface UrlSetProblem {
  code: UrlSetProblemCode;
  file: string;
  /** What the words name: the gzip error, the children not opened, the columns, a CSV's separator. */
  detail: string;
  /** A log's lines that are no request: how many, and the first's line and why. */
  log?: { count: number; line: number; problem: LogProblem };
  /** A vhost_combined log's requests to the site's host on another port, counted as the site's. */
  otherPort?: OtherPort;
  /** Why an IP-range file was refused. */
  ranges?: IpRangeProblem;
  /** The kind of set a file not read to its end is (urlSetFiles setKindOf), when known. */
  kind?: UrlSetKind;
  /** How many URLs were read of a sitemap cut short. */
  count?: number;
  /** The line (1-based) the words point to: where a CSV's quote does not close, or the first holding bytes its encoding cannot read. */
  line?: number;
  /** How many lines hold bytes the file's encoding cannot read. */
  lines?: number;
}
