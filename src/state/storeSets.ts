/**
 * The URL sets as the page shows them (state/store.ts): plain data from the URL-sets worker.
 */
import type { CoverageView, RangeFileSummary, UrlSetSummary, UrlSource } from '../worker/setsProtocol.ts';

/** A URL set as the page lists it: the worker's summary, plain data already (worker/setsProtocol.ts). */
export type UrlSetView = Readonly<UrlSetSummary>;
/** A place a ticked set holds a URL (a selected cell's source): plain data from the worker. */
export type UrlSourceView = Readonly<UrlSource>;

/** A Host the logs take from the file (state fileHost): the host, and whether only its Sitemap lines name it. */
export interface DefaultHost {
  host: string;
  fromSitemaps: boolean;
}

/** The URL sets opened (issue 25 §1): the worker holds their URLs, the page what it shows of them. */
export interface SetsSlice {
  list: UrlSetView[];
  /** The sets whose URLs the URL list holds (the grid tests them). */
  shown: number[];
  /** How far the reading of files opened got (0 to 1), null when none is being read. */
  reading: number | null;
  /** The ticked sets against the file on screen (issue 25 §2), worked out by the worker; null before. */
  coverage: SetCoverageView | null;
  /** The coverage shown answers an older document, crawlers or sets: a new one is on its way. */
  coverageStale: boolean;
  /** Sitemaps opened from now on also give their hreflang alternates (`<xhtml:link rel="alternate">`) as URLs. */
  alternates: boolean;
  /** The operators' IP-range files opened (worker/rangeFiles.ts). */
  ranges: Readonly<RangeFileSummary>[];
  /**
   * The Host logs' requests were made to, as the person typed it; null until typed (logHost gives
   * the default). Once typed it stays typed: an emptied field is a Host too (requests as paths).
   */
  logHost: string | null;
  /**
   * The file's site the logs were read on, none typed (state fileHost, taken by app/urlSets.ts as
   * a log is opened and once the file's site has stayed a moment): the Host field shows it, so a
   * host being edited in the file (".co" on its way to ".co.uk") is not shown key by key before
   * the logs move. Null: none taken, or no log held any more (the last one closed, or lost): the
   * file's site as it is now.
   */
  defaultHost: DefaultHost | null;
  /**
   * The person's URL list the sets' URLs replaced, while the message saying so (with its Undo)
   * shows; null otherwise (app/typedList.ts). The autosave keeps it: a reload can still give it back.
   */
  replaced: string | null;
}

/** The coverage views' model: plain data from the worker (worker/setsProtocol.ts CoverageView). */
export type SetCoverageView = Readonly<CoverageView>;
