/**
 * Bringing the cell the keyboard moved to into view (WCAG 2.4.11: focus not obscured). The grid
 * focuses cells with preventScroll, since the browser's own scrolling knows nothing of the
 * sticky header row and URL column, which would cover the cell it scrolled to; so the grid, then
 * the page, are scrolled here the least that shows the whole cell, and not at all when it shows.
 */

/** How far to scroll so that [from, to) lies within [min, max): 0 when it does; the start wins when it cannot fit. */
export function nearestScroll(from: number, to: number, min: number, max: number): number {
  if (from < min) return from - min;
  if (to > max) return Math.min(to - max, from - min);
  return 0;
}

/**
 * The sideways scroll that shows [from, to) within [min, max) and stops at a column's edge: going
 * on, the least scroll that puts one of `edges` (the crawler columns' left edges, where they are
 * now) at `min`, the sticky URL column's right edge, so no column shows in part under it (newuser
 * s19 §5: the left-most column shown was half under it). Going back, the box's own edge is one.
 * A box wider than the view, or no edge far enough: the least scroll that shows it.
 */
export function columnScroll(from: number, to: number, min: number, max: number, edges: readonly number[]): number {
  const least = nearestScroll(from, to, min, max);
  if (least <= 0) return least;
  let best = Infinity;
  // An edge at or before the box's own start: the box still shows whole after the scroll.
  for (const e of edges) if (e - min >= least - 0.5 && e <= from + 0.5) best = Math.min(best, e - min);
  return best === Infinity ? least : Math.max(least, best);
}

/** The crawler columns' header cells of `grid`, left to right (the URL column's left out). */
export const crawlerHeads = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('.matrix-head [role="columnheader"]:not(.matrix-url)')];

/**
 * Scrolls `grid` sideways so that the column of `cell` (a cell or a crawler's header) shows whole,
 * clear of the sticky URL column, the left-most column shown starting at that column's edge. The
 * grid's content ends with room (--matrix-end, an empty last track) only as wide as a scroll to
 * the last column needs for that.
 */
export function revealColumn(cell: HTMLElement, grid: HTMLElement): void {
  const box = grid.getBoundingClientRect();
  const urlHead = grid.querySelector<HTMLElement>('.matrix-head .matrix-url');
  const urlWidth = urlHead ? urlHead.getBoundingClientRect().width : 0;
  // clientWidth leaves out the scroll bar, which covers the content under it.
  const left = box.left + grid.clientLeft + urlWidth;
  const right = box.left + grid.clientLeft + grid.clientWidth;
  const c = cell.getBoundingClientRect();
  const by = columnScroll(c.left, c.right, left, right, crawlerHeads(grid).map((h) => h.getBoundingClientRect().left));
  if (by === 0) return;
  const end = parseFloat(grid.style.getPropertyValue('--matrix-end')) || 0;
  const target = grid.scrollLeft + by;
  // The furthest the content without the room reaches; past it, the room makes up the rest.
  const reach = grid.scrollWidth - end - grid.clientWidth;
  const room = Math.max(0, Math.ceil(target - reach));
  if (room !== end) grid.style.setProperty('--matrix-end', `${room}px`);
  grid.scrollLeft = target;
}

/**
 * Scrolls `grid` so that `cell` is inside its scroll box and clear of its sticky header and
 * (for a crawler's cell) of the sticky URL cell of its row, sideways to a column's edge
 * (revealColumn), then the page so that it is inside the window.
 */
export function revealCell(cell: HTMLElement, grid: HTMLElement): void {
  const box = grid.getBoundingClientRect();
  const head = grid.querySelector('[role="rowgroup"]')?.getBoundingClientRect().height ?? 0;
  // clientHeight leaves out the scroll bar, which covers the content under it.
  const top = box.top + grid.clientTop;
  const c = cell.getBoundingClientRect();
  grid.scrollTop += nearestScroll(c.top, c.bottom, top + head, top + grid.clientHeight);
  if (cell.getAttribute('role') === 'gridcell') revealColumn(cell, grid);
  else grid.scrollLeft += nearestScroll(c.left, c.right, box.left + grid.clientLeft, box.left + grid.clientLeft + grid.clientWidth);
  // Whatever scrolls the page (the document, on a short window): 'nearest' leaves it where it is
  // when the cell already shows.
  cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Boxes of the crawler columns, left and right edges where they are now. */
export interface ColumnBox { left: number; right: number }

/**
 * How many crawler columns lie out of sight, or in part, on each side of [min, max) (the view
 * right of the sticky URL column): what the grid's "2 more →" says (newuser s19 §5).
 */
export function columnsBeyond(columns: readonly ColumnBox[], min: number, max: number): { left: number; right: number } {
  let left = 0;
  let right = 0;
  for (const c of columns) {
    if (c.right > max + 0.5) right++;
    else if (c.left < min - 0.5) left++;
  }
  return { left, right };
}
