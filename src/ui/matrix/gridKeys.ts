/**
 * The grid's keys (WAI-ARIA APG, "Data Grid"): arrows move one cell, Home/End to the row's
 * first/last cell, Ctrl+Home/Ctrl+End to the first/last row, PageUp/PageDown by a screenful;
 * Enter shows why and F2 edits (cellLineKey); A, B and Delete set expectations (expectationKey).
 */
export interface GridPos {
  /** Position in the shown row order. */
  pos: number;
  /** 0 is the URL column; 1.. the crawlers. */
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
  /** Rows in one screenful. */
  page: number;
}

/** Where a key moves the active cell, or null when the key is not the grid's. */
export function moveInGrid(key: string, ctrl: boolean, at: GridPos, size: GridSize): GridPos | null {
  if (size.rows === 0) return null;
  const clampRow = (p: number) => Math.max(0, Math.min(size.rows - 1, p));
  const clampCol = (c: number) => Math.max(0, Math.min(size.cols - 1, c));
  switch (key) {
    case 'ArrowDown': return { pos: clampRow(at.pos + 1), col: at.col };
    case 'ArrowUp': return { pos: clampRow(at.pos - 1), col: at.col };
    case 'ArrowRight': return { pos: at.pos, col: clampCol(at.col + 1) };
    case 'ArrowLeft': return { pos: at.pos, col: clampCol(at.col - 1) };
    case 'PageDown': return { pos: clampRow(at.pos + Math.max(1, size.page)), col: at.col };
    case 'PageUp': return { pos: clampRow(at.pos - Math.max(1, size.page)), col: at.col };
    case 'Home': return ctrl ? { pos: 0, col: at.col } : { pos: at.pos, col: 0 };
    case 'End': return ctrl ? { pos: size.rows - 1, col: at.col } : { pos: at.pos, col: size.cols - 1 };
    default: return null;
  }
}

/**
 * The expectation keys (issue 9 §2), letters the grid's moves leave free: A "must be allowed",
 * B "must be blocked", Delete or Backspace clears; on a cell, or on the URL for its whole row.
 * undefined when the key is not one of them (a modifier held: the browser's or the page's own).
 */
export function expectationKey(key: string, modified: boolean): 'allowed' | 'blocked' | null | undefined {
  if (modified) return undefined;
  if (key === 'a' || key === 'A') return 'allowed';
  if (key === 'b' || key === 'B') return 'blocked';
  if (key === 'Delete' || key === 'Backspace') return null;
  return undefined;
}

/**
 * What a key does with a cell's deciding line. Enter shows it: the line is marked and scrolled
 * to in the editor, and focus stays in the grid, so the grid's own letters (A, B, Delete) that
 * follow can never land in the text (issue 23 §1). F2 ("edit", as in the APG data grid and
 * spreadsheets) is the one key that moves the cursor, and focus, to that line.
 */
export function cellLineKey(key: string): 'show' | 'edit' | undefined {
  if (key === 'Enter') return 'show';
  if (key === 'F2') return 'edit';
  return undefined;
}
