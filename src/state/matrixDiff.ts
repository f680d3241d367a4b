/**
 * The verdict diff of the compare view (issue 9 §1): two versions of a robots.txt answered for
 * the same URLs × crawlers, and only the cells whose verdict or deciding rule changes. Columnar,
 * like MatrixData: 10,000 URLs × 10 crawlers is 100,000 cells to compare on every keystroke,
 * so the diff holds cell indexes and a kind per change, and views read the details lazily.
 */
import { VERDICT } from '../core/index.ts';
import { cellRule, type MatrixData } from './matrix.ts';
import { countText } from '../core/words/countText.ts';

/** How a cell changed. A rule that only moved (same rule as read, another line number) is kept apart. */
export const CHANGE = { newlyBlocked: 1, newlyAllowed: 2, otherRule: 3, moved: 4 } as const;
export type Change = (typeof CHANGE)[keyof typeof CHANGE];

export interface MatrixDiff {
  /** URL × crawler pairs compared (the cells both versions answer). */
  compared: number;
  /** Changed cells as indexes into `after` (row-major, as MatrixData), in row order. */
  cells: Int32Array;
  /** The cell of `before` each change compares with. */
  beforeCells: Int32Array;
  kinds: Uint8Array;
  counts: Record<keyof typeof CHANGE, number>;
}

const KEY_OF: Record<Change, keyof typeof CHANGE> = { 1: 'newlyBlocked', 2: 'newlyAllowed', 3: 'otherRule', 4: 'moved' };

/**
 * Compares every cell of `after` with the cell of `before` for the same URL and crawler. Rows
 * and columns are matched by URL and crawler name, so the two need not list them alike; a URL
 * or crawler only one version answers is not compared.
 */
export function diffMatrices(before: MatrixData, after: MatrixData): MatrixDiff {
  const rowIn = indexOf(before.urls);
  const colIn = indexOf(before.columns.map((c) => c.name));
  const cols = after.columns.map((c) => colIn.get(c.name) ?? -1);
  const cells: number[] = [];
  const beforeCells: number[] = [];
  const kinds: number[] = [];
  const counts = { newlyBlocked: 0, newlyAllowed: 0, otherRule: 0, moved: 0 };
  let compared = 0;
  for (let r = 0; r < after.urls.length; r++) {
    const br = rowIn.get(after.urls[r]);
    if (br === undefined) continue;
    for (let c = 0; c < cols.length; c++) {
      if (cols[c] < 0) continue;
      compared++;
      const a = r * after.columns.length + c;
      const b = br * before.columns.length + cols[c];
      const kind = changeOf(before, b, after, a);
      if (kind === 0) continue;
      cells.push(a);
      beforeCells.push(b);
      kinds.push(kind);
      counts[KEY_OF[kind]]++;
    }
  }
  return { compared, cells: Int32Array.from(cells), beforeCells: Int32Array.from(beforeCells), kinds: Uint8Array.from(kinds), counts };
}

/** 0 when the cell is the same in both versions. */
function changeOf(before: MatrixData, b: number, after: MatrixData, a: number): Change | 0 {
  const vb = before.verdict[b];
  const va = after.verdict[a];
  // Whether robots.txt governs a crawler is the registry's, not the file's: for the same
  // crawler both sides are ungoverned or neither is.
  if (vb !== va) return va === VERDICT.blocked ? CHANGE.newlyBlocked : CHANGE.newlyAllowed;
  const lb = before.line[b];
  const la = after.line[a];
  // Rules as read, as diffVerdicts compares them: a line only respelt in a way the crawler's
  // reading forgives (`Dissallow` for Google) decides as before, so nothing changed for it.
  const same = lb === 0 ? la === 0 : la !== 0 && cellRule(before, b, 'read') === cellRule(after, a, 'read');
  if (lb === la && same) return 0;
  return same && lb !== 0 ? CHANGE.moved : CHANGE.otherRule;
}

function indexOf(names: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  // A duplicate keeps its first row, as the URL list counts duplicates once.
  names.forEach((n, i) => { if (!map.has(n)) map.set(n, i); });
  return map;
}

/** "37 URL × crawler verdicts change: 31 newly blocked, 6 newly allowed", and what else moved. */
export function describeDiff(diff: MatrixDiff): string {
  const n = countText;
  const verdicts = diff.counts.newlyBlocked + diff.counts.newlyAllowed;
  const head = verdicts === 0
    ? diff.compared === 0
      ? 'No URL × crawler pair to compare: name crawlers and URLs in the workbench'
      : `No verdict of the ${n(diff.compared)} URL × crawler ${diff.compared === 1 ? 'pair changes' : 'pairs changes'}`
    : `${n(verdicts)} URL × crawler verdict${verdicts === 1 ? '' : 's'} change: ${n(diff.counts.newlyBlocked)} newly blocked, ${n(diff.counts.newlyAllowed)} newly allowed`;
  const more = [
    diff.counts.otherRule > 0 ? `${n(diff.counts.otherRule)} decided by another rule` : '',
    diff.counts.moved > 0 ? `${n(diff.counts.moved)} by the same rule on another line` : '',
  ].filter((s) => s !== '');
  return more.length > 0 ? `${head}; ${more.join(', ')}` : head;
}
