/**
 * The compare view's changes by cause (issue 26 §1), with core diffCauses, the model and words
 * `robotscope diff` uses: the matrix diff's cells become cause inputs (each side's deciding rule
 * as its reading read it, MatrixData.rulesRead), every change is put under its
 * cause, and the list is ordered cause by cause; moves come last, under their own heading, and
 * never count in the headline.
 */
import {
  BARE, causeCounts, causeLines, causeSentence, causesOf, readingsOf, reportHeadline, SPLIT, splitCode, VERDICT, type CauseInput, type CauseLines, type CauseReport, type CauseSide, type ParsedRobots, type ReadFile,
} from '../core/index.ts';
import { cellRule, type MatrixData } from './matrix.ts';
import { CHANGE, describeDiff, type Change, type MatrixDiff } from './matrixDiff.ts';
import { countText } from '../core/words/countText.ts';

/** A heading of the list and the run of changes (positions in `order`) under it. */
export interface ListGroup {
  /** The heading as plain text (the title on hover, a screen reader's words): its rules quoted bare (core BARE). */
  title: string;
  /** The title cut where rules are quoted: odd parts are rules (shown as code). */
  titleParts: string[];
  /** The counts under the title ("12 verdicts change (…) for 3 crawlers"). */
  detail: string;
  start: number;
  count: number;
  /** The lines the cause is about in each version (core causeLines), marked while one of its changes is selected. */
  lines: CauseLines;
}

export interface CauseList {
  report: CauseReport;
  /** Indexes into the diff's arrays, cause by cause, then the moves. */
  order: Int32Array;
  groups: ListGroup[];
  headline: string;
}

export const MOVED_HEADING = 'Same rule, on another line (a move, not a change)';

/** The kind of each change, as the list says it before the change ("Newly blocked: …"). */
export const CHANGE_HEADINGS: Record<Change, string> = {
  [CHANGE.newlyBlocked]: 'Newly blocked',
  [CHANGE.newlyAllowed]: 'Newly allowed',
  [CHANGE.otherRule]: 'Same verdict, decided by another rule',
  [CHANGE.moved]: 'Same rule, on another line',
};

/**
 * Causes need both texts parsed on the page; past this many characters a side is not parsed
 * (it would stall typing) and the list groups changes by kind, saying why.
 */
export const CAUSE_MAX_CHARS = 300_000;

const NO_LINES: CauseLines = { before: [], after: [] };

/** The group a position of the list is under, if any. */
export function groupAt(groups: readonly ListGroup[], pos: number): ListGroup | undefined {
  return groups.find((g) => pos >= g.start && pos < g.start + g.count);
}

/** The list when causes are not worked out: a heading per kind (changeOrder's order). */
export function kindList(diff: MatrixDiff, order: Int32Array, why: string): Pick<CauseList, 'order' | 'groups' | 'headline'> {
  const groups: ListGroup[] = [];
  for (let p = 0; p < order.length;) {
    const kind = diff.kinds[order[p]] as Change;
    let end = p;
    while (end < order.length && diff.kinds[order[end]] === kind) end++;
    groups.push({ title: CHANGE_HEADINGS[kind], titleParts: [CHANGE_HEADINGS[kind]], detail: `${countText(end - p)}`, start: p, count: end - p, lines: NO_LINES });
    p = end;
  }
  const { newlyBlocked, newlyAllowed, otherRule, moved } = diff.counts;
  const quiet = newlyBlocked + newlyAllowed + otherRule === 0;
  const tail = moved > 0 ? `; ${countText(moved)} decided by the same rule on another line (moved, not a change)` : '';
  const headline = quiet ? `No verdict changes (${countText(diff.compared)} URL × crawler pairs compared)${tail}` : `${describeDiff(diff)} (listed by kind: ${why})`;
  return { order, groups, headline };
}


const VERDICT_WORD = { [VERDICT.blocked]: 'blocked', [VERDICT.allowed]: 'allowed', [VERDICT.ungoverned]: 'not governed' } as const;

/** A side of a change: the deciding line's rule as its reading read it (MatrixData.rulesRead), as diffVerdicts writes it. */
function sideOf(data: MatrixData, cell: number): CauseSide {
  const line = data.line[cell];
  return { verdict: VERDICT_WORD[data.verdict[cell] as keyof typeof VERDICT_WORD], line, rule: cellRule(data, cell, 'read') };
}

/**
 * The changes of `diff` by cause; `beforeFile`/`afterFile` are the two sides' texts read as the
 * workbench's Profile control says (a ParsedRobots: that one profile for every crawler), so that
 * each crawler's groups are read as its column's verdicts were.
 */
export function causeList(before: MatrixData, after: MatrixData, diff: MatrixDiff, beforeFile: ParsedRobots | ReadFile, afterFile: ParsedRobots | ReadFile): CauseList {
  const width = after.columns.length;
  const inputs: CauseInput[] = [];
  for (let i = 0; i < diff.cells.length; i++) {
    const column = after.columns[diff.cells[i] % width];
    inputs.push({ crawler: column.name, before: sideOf(before, diff.beforeCells[i]), after: sideOf(after, diff.cells[i]) });
  }
  const report = causesOf(inputs, readingsOf(beforeFile, afterFile));
  const order: number[] = [];
  const groups: ListGroup[] = [];
  for (const cause of report.causes) {
    const rank = new Map(cause.crawlers.map((w, k) => [w.crawler, k]));
    // By crawler, verdict changes first (diff kinds: blocked, allowed, other rule), then the URL list's order.
    const rows = [...cause.changes].sort((a, b) => rank.get(inputs[a].crawler)! - rank.get(inputs[b].crawler)! || diff.kinds[a] - diff.kinds[b] || a - b);
    groups.push({ title: causeSentence(cause, BARE), titleParts: splitCode(causeSentence(cause, SPLIT)), detail: causeCounts(cause), start: order.length, count: rows.length, lines: causeLines(cause) });
    order.push(...rows);
  }
  if (report.moved.length > 0) {
    groups.push({ title: MOVED_HEADING, titleParts: [MOVED_HEADING], detail: `${countText(report.moved.length)} verdicts decided by the same rule as before`, start: order.length, count: report.moved.length, lines: NO_LINES });
    order.push(...report.moved);
  }
  const headline = diff.compared === 0 ? 'No URL × crawler pair to compare: name crawlers and URLs in the workbench' : reportHeadline(report, diff.compared);
  return { report, order: Int32Array.from(order), groups, headline };
}
