/**
 * The messages between the page and the URL-sets worker (issue 25 §1). The page hands the
 * worker the files a person opened or dropped (File objects: structured-clone safe, read in
 * the worker, so the main thread never decompresses or parses them); the worker reads them into
 * URL sets (core urlSetFiles), keeps them with every URL's source, and answers with what the
 * page shows of them: a summary per set. A set's URLs go to the page only when asked (`urls`).
 */
import type { Coverage, LogCoverage, ReadingChoice, SetColumns, SitemapBlock, SourcedUrl } from '../core/index.ts';
import type { UrlSetKind, UrlSetProblem } from '../core/urlSetProblem.ts';
import type { CoverageUnit } from '../core/words/urlSetWords.ts';
import type { RangeFileSummary } from './rangeFiles.ts';

export type { RangeFileSummary };

/** A file as opened: its name (a path inside a folder) and its bytes, unread. */
export interface OpenedFile {
  name: string;
  blob: Blob;
}

export type SetsRequest =
  /**
   * Reads files opened together (an index with its children) into new sets; `alternates`: with
   * sitemaps' hreflang alternates; `origin`: the site logs' requests were made to (core logOrigin).
   */
  | { type: 'open'; seq: number; files: OpenedFile[]; alternates?: boolean; origin?: string }
  /** Reads the logs again with their requests on `origin` (the Host the person named; '' for paths). */
  | { type: 'host'; seq: number; origin: string }
  /** The person says which crawler the IP-range file `id` is for. */
  | { type: 'rangesFor'; seq: number; id: number; crawler: string }
  /** Reads an export again with the URL column the person chose. */
  | { type: 'column'; seq: number; id: number; column: string }
  | { type: 'remove'; seq: number; id: number }
  /** The URLs of these sets, one per line, in the sets' order. */
  | { type: 'urls'; seq: number; ids: number[] }
  /** The sets `ids` against the file `robots`, each crawler read as `reading` says (core readingFor). */
  | { type: 'coverage'; seq: number; ids: number[]; robots: string; reading: ReadingChoice; crawlers: string[]; origin?: string }
  /** The URLs the last coverage's `crawler` had decided by `line` (0: by no rule), the first `limit`; `sitemapOnly`: from sitemaps alone. */
  | { type: 'ruleUrls'; seq: number; crawler: string; line: number; limit: number; sitemapOnly?: boolean }
  /** Where the sets `ids` hold `url` (its file and line), the first `limit`: a selected cell's source. */
  | { type: 'sources'; seq: number; ids: number[]; url: string; limit: number }
  /** The URLs of the sets `ids` whose export row has a column holding `text` (any case): the grid's search over the kept columns. */
  | { type: 'columnMatches'; seq: number; ids: number[]; text: string }
  /** The sets `ids`' own columns and each URL's values (core setColumnsOf): the exports carry them (walk20 §6). */
  | { type: 'setColumns'; seq: number; ids: number[] };

/** A URL where a set holds it: its file and line (and an export row's other columns), and the set's name. */
export interface UrlSource extends SourcedUrl {
  set: string;
}

/** One directory of the tree: its URLs, per crawler (the coverage's order) how many are blocked. */
export interface DirectoryNode {
  path: string;
  urls: number;
  blocked: number[];
  children: DirectoryNode[];
  /** Children left out (the smallest). */
  more: number;
}

/** The coverage views (issue 25 §2): core coverage, blocked sitemap URLs cut to a list's length, the directories. */
export interface CoverageView extends Omit<Coverage, 'sitemapBlocked'> {
  /** URLs of the sets that are no URL or path, or of another site than the file's: never checked. */
  notChecked: number;
  /** Of those, the URLs of another site (words NOT_CHECKED_WORDS). */
  otherSite: number;
  sitemapBlocked: (SitemapBlock & { count: number })[];
  directories: DirectoryNode;
  /** The ticked logs against the rules (core logCoverage); none when no log is ticked. */
  logs?: LogsView;
  /** What `urls` and every count of the views count: URLs, the logs' requests (any client's), or both. */
  unit: CoverageUnit;
}

/** Logs against the rules: core logCoverage, and the ticked logs' lines that are no request. */
export interface LogsView extends LogCoverage {
  files: string[];
  notRead: number;
  /** How many sites the logs' requests name (core logSiteCount): more than one with no Host is said. */
  sites: number;
}

/** What the page shows of one set. */
export interface UrlSetSummary {
  id: number;
  name: string;
  kind: UrlSetKind;
  files: string[];
  /** URLs in the set. */
  count: number;
  /** Of them, from sitemaps. */
  sitemapCount: number;
  /** An export's header and URL column (-1: none found, to be chosen). */
  columns: string[];
  urlColumn: number;
  /** A log's lines that are no request, and how many bots its requests name; none for other sets. */
  log?: { notRead: number; bots: number };
}

export type SetsResponse =
  /** Said while reading: `done` of `total` bytes of the opened files. */
  | { type: 'progress'; seq: number; done: number; total: number }
  /** Every set held, after the request; the problems of the files it read. */
  | { type: 'sets'; seq: number; sets: UrlSetSummary[]; ranges?: RangeFileSummary[]; problems: UrlSetProblem[] }
  | { type: 'urls'; seq: number; text: string; count: number }
  | { type: 'coverage'; seq: number; view: CoverageView }
  | { type: 'ruleUrls'; seq: number; urls: SourcedUrl[]; count: number }
  | { type: 'sources'; seq: number; sources: UrlSource[]; count: number }
  /** Each URL once, as the URL list holds it (trimmed). */
  | { type: 'columnMatches'; seq: number; urls: string[] }
  | { type: 'setColumns'; seq: number; columns: SetColumns }
  | { type: 'failure'; seq: number; message: string };

/**
 * The worker as its client holds it (setsClient.ts), made by its start (setsWorker.ts, a real
 * worker) or by a test's fake: requests posted, and the worker ended.
 */
export interface SetsChannel {
  post(req: SetsRequest): void;
  terminate(): void;
}
export type SpawnSets = (onMessage: (msg: SetsResponse) => void, onCrash: (why: string) => void) => SetsChannel;
