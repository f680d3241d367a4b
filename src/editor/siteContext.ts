/**
 * What the workbench knows that a hover or a completion can use: the site's origin and the
 * tested URLs with their deciding lines. The editor cannot import the store (imports point
 * core <- editor / state <- ui), so the page provides these as functions through a facet and the
 * editor reads them only when a tooltip or a completion list is built.
 */
import { Facet } from '@codemirror/state';
import type { RuleCoverage } from '../core/index.ts';
import type { CoverageUnit } from '../core/words/urlSetWords.ts';

/** The part of the workbench's matrix (state/matrix.ts MatrixData) a hover reads. */
export interface DecidedCells {
  urls: readonly string[];
  columns: readonly { name: string }[];
  /** Row-major deciding line of each URL × crawler cell, 0 when no rule decided. */
  line: Int32Array;
}

/** The ticked URL sets against the file (issue 25 §2): the part of the coverage a rule's hover reads. */
export interface SetRules {
  /** URLs of the ticked sets that were checked (a log's every request among them). */
  urls: number;
  /** What `urls` and the rules' counts count: URLs, a log's requests, or both. */
  unit: CoverageUnit;
  /** The crawlers, in the coverage's order; `governed` false for one robots.txt does not govern. */
  crawlers: readonly { crawler: string; governed: boolean }[];
  /** Rules that decide any URL, by line, with their counts and examples per crawler. */
  rules: readonly RuleCoverage[];
  /** The coverage answers an older text, crawlers or sets: its line numbers may not be this text's. */
  stale: boolean;
}

export interface SiteContext {
  /** The site's origin (`https://example.com`), or null when unknown. */
  origin(): string | null;
  /** The workbench's current results, or null when it has none. */
  matrix(): DecidedCells | null;
  /** The ticked URL sets' coverage, or null when no set is ticked. */
  sets?(): SetRules | null;
}

const NONE: SiteContext = { origin: () => null, matrix: () => null };

export const siteContext = Facet.define<SiteContext, SiteContext>({ combine: (values) => values[0] ?? NONE });
