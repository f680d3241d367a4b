/**
 * What the workbench knows that a hover or a completion can use: the site's origin and the
 * tested URLs with their deciding lines. The editor cannot import the store (imports point
 * core <- editor / state <- ui), so the page provides these as functions through a facet and the
 * editor reads them only when a tooltip or a completion list is built.
 */
import { Facet } from '@codemirror/state';

/** The part of the workbench's matrix (state/matrix.ts MatrixData) a hover reads. */
export interface DecidedCells {
  urls: readonly string[];
  columns: readonly { name: string }[];
  /** Row-major deciding line of each URL × crawler cell, 0 when no rule decided. */
  line: Int32Array;
}

export interface SiteContext {
  /** The site's origin (`https://example.com`), or null when unknown. */
  origin(): string | null;
  /** The workbench's current results, or null when it has none. */
  matrix(): DecidedCells | null;
}

const NONE: SiteContext = { origin: () => null, matrix: () => null };

export const siteContext = Facet.define<SiteContext, SiteContext>({ combine: (values) => values[0] ?? NONE });
