/**
 * A verdict as one code, from the engine to every view: the worker's columnar answer (a byte per
 * cell), the app's grid, summaries, filters and exports, the CLI, `batch` and the MCP tools. Its
 * name in files and JSON is VERDICT_NAMES, its words for people live in words/verdictWords.ts.
 */
import type { RobotsApplies } from '../registry/registry.ts';

export const VERDICT = {
  blocked: 0,
  allowed: 1,
  /** robots.txt does not govern this crawler (a user-triggered fetcher): the file decides nothing. */
  ungoverned: 2,
  /**
   * A line of the URL list no crawler was asked about (no URL, a URL of another site than the
   * file's): never graded (issue 23 §3). Only the files list it; the grid flags it in the list.
   */
  untested: 3,
} as const;
export type Verdict = (typeof VERDICT)[keyof typeof VERDICT];
/** The verdict of a check: every verdict but `untested`. */
export type CheckedVerdict = Exclude<Verdict, typeof VERDICT.untested>;

/** Each verdict's name in files and JSON, by code (fixed: appended only). */
export const VERDICT_NAMES = ['blocked', 'allowed', 'not governed', 'not tested'] as const;
export type VerdictName = (typeof VERDICT_NAMES)[number];

/**
 * The verdict of an answer: one robots.txt does not govern (registry `robots: "no"`) is neither
 * allowed nor blocked by the file, whatever the file would ask of it.
 */
export function verdictOf(r: { allowed: boolean; robots?: RobotsApplies | null }): CheckedVerdict {
  if (r.robots === 'no') return VERDICT.ungoverned;
  return r.allowed ? VERDICT.allowed : VERDICT.blocked;
}

/** A verdict's two booleans in JSON: what the file allows, and whether it governs the crawler at all. */
export interface GovernedFields {
  /** null for a crawler robots.txt does not govern: the file decides nothing for it (issue 27 §3). */
  allowed: boolean | null;
  governed: boolean;
}

/**
 * `allowed` and `governed` of a verdict, as the records' JSON gives them (columns.ts) and every
 * other JSON with a verdict (diff sides, explain_url) repeats them: one crawler, one answer.
 */
export function governedFields(verdict: VerdictName, allowed: boolean): GovernedFields {
  return verdict === 'not governed' ? { allowed: null, governed: false } : { allowed, governed: true };
}

/** Whether the file decides a verdict: not for a crawler it does not govern, nor a line no crawler was asked about. */
export const fileDecides = (v: Verdict): boolean => v === VERDICT.allowed || v === VERDICT.blocked;
