/**
 * What the grid's filters and summaries read of a checked matrix, worked out where it is
 * checked (issue 24 §3): a byte of facts per URL and each crawler's counts. Read on the main
 * thread, the million cells of 100,000 URLs × 10 crawlers cost it 40 to 70 ms of CPU after each
 * keystroke's verdicts (code run once per answer never warms up); the worker reads them as it
 * answers and sends 100,000 bytes and ten counts. The page works them out itself only for
 * verdicts it made (state/matrix.ts withNoFile) and for an export's rows (state/matrixView.ts).
 */
import { VERDICT } from '../core/index.ts';

/** Row facts, one byte per URL: some crawler is blocked / allowed; the profiles disagree on some cell. */
export const ROW_BLOCKED = 1;
export const ROW_ALLOWED = 2;
export const ROW_PROFILES = 4;
/** Some expectation on the row fails (issue 9 §2): set by the page (state/matrixView.ts withFailingRows), not by the matrix alone. */
export const ROW_EXPECTATION_FAILS = 8;
/** Some cell's reading (RFC 9309, nothing else documented) and Google's lenient one disagree (issue 29 §1). */
export const ROW_READINGS = 16;

/** The cells the facts are read from, row-major (CheckResponse's, state/matrix.ts MatrixData's). */
export interface MatrixCells {
  verdict: Uint8Array;
  /** 1 where another profile answers otherwise; empty when not computed. */
  profilesDisagree: Uint8Array;
  /** The other reading's deciding line, -1 where the readings agree; empty or absent when not computed. */
  lenientLine?: Int32Array;
}

export interface ColumnSummary {
  blocked: number;
  allowed: number;
  ungoverned: number;
  /** Cells where the crawler's reading and Google's lenient one disagree. */
  readingsDisagree: number;
  total: number;
}

const BLOCKED: number = VERDICT.blocked;
const ALLOWED: number = VERDICT.allowed;

/** The facts of each of `rows` rows of `cols` cells. */
export function rowFacts(cells: MatrixCells, rows: number, cols: number): Uint8Array {
  const { verdict, profilesDisagree } = cells;
  const facts = new Uint8Array(rows);
  const profiles = profilesDisagree.length === verdict.length;
  const lenient = cells.lenientLine !== undefined && cells.lenientLine.length === verdict.length ? cells.lenientLine : null;
  for (let r = 0, cell = 0; r < rows; r++) {
    let f = 0;
    for (let c = 0; c < cols; c++, cell++) {
      const v = verdict[cell];
      // A crawler robots.txt does not govern is neither: it cannot disagree with the others.
      if (v === BLOCKED) f |= ROW_BLOCKED;
      else if (v === ALLOWED) f |= ROW_ALLOWED;
      if (profiles && profilesDisagree[cell] === 1) f |= ROW_PROFILES;
      if (lenient !== null && lenient[cell] >= 0) f |= ROW_READINGS;
    }
    facts[r] = f;
  }
  return facts;
}

/** Each of `cols` crawlers' counts over the first `rows` rows, or over the rows listed (indexes: the rows an export holds). */
export function columnSummaries(cells: MatrixCells, cols: number, rows: number | ArrayLike<number>): ColumnSummary[] {
  const { verdict } = cells;
  const lenient = cells.lenientLine !== undefined && cells.lenientLine.length === verdict.length ? cells.lenientLine : null;
  const listed = typeof rows === 'number' ? null : rows;
  const total = listed === null ? (rows as number) : listed.length;
  // Counters in typed arrays and a row's cells read in a row: no division, no object per cell.
  const blocked = new Int32Array(cols);
  const allowed = new Int32Array(cols);
  const readings = new Int32Array(cols);
  for (let i = 0; i < total; i++) {
    const first = (listed === null ? i : listed[i]) * cols;
    for (let c = 0; c < cols; c++) {
      const v = verdict[first + c];
      if (v === BLOCKED) blocked[c]++;
      else if (v === ALLOWED) allowed[c]++;
      if (lenient !== null && lenient[first + c] >= 0) readings[c]++;
    }
  }
  return Array.from({ length: cols }, (_, c) => ({
    blocked: blocked[c], allowed: allowed[c], ungoverned: total - blocked[c] - allowed[c], readingsDisagree: readings[c], total,
  }));
}
