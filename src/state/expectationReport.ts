/**
 * How the expectations on the workbench's cells stand against the matrix (state/cellExpectations.ts
 * works it out): its shape alone, which the grid's view (matrixView.ts) reads without the store.
 */
import type { Expectation } from '../core/index.ts';
import type { CellRef } from './matrix.ts';

/**
 * `unsure`: it holds, but only as the crawler's reading has it (another reading answers
 * otherwise: readings disagree) or for a crawler assumed by its name; `robotscope test` says
 * UNSURE of the same expectation.
 */
export type ExpectationState = 'holds' | 'unsure' | 'fails' | 'untested';

/** How the workbench says each state: "This cell must be allowed: it holds only as …". */
export const EXPECTATION_STATE_WORDS: Readonly<Record<ExpectationState, string>> = {
  holds: 'holds',
  unsure: 'holds only as its crawler\'s reading has it',
  fails: 'fails',
  untested: 'is not tested',
};

export interface ExpectationCheck {
  expectation: Expectation;
  state: ExpectationState;
  /** Where it sits in the matrix, or null when the URL or crawler is not in the suite any more. */
  cell: CellRef | null;
  /** The deciding line of that cell (the rule that breaks a failing expectation), 0 when none. */
  line: number;
  /** Why no line decided a failing expectation's cell, in a few words (core noLineWords); else ''. */
  noLine: string;
}

export interface ExpectationReport {
  checks: ExpectationCheck[];
  failing: number;
  /** Expectations whose URL or crawler is not in the suite: neither holding nor failing. */
  untested: number;
  /** Of those that hold, how many only as the crawler's reading has it (readings disagree), and how many for a crawler assumed. */
  unsure: { disagree: number; assumed: number };
  /** "2 of 48 expectations fail", "All 48 expectations hold" (and how many are not tested), or '' when there are none. */
  summary: string;
}
