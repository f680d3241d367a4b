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
 * Scrolls `grid` so that `cell` is inside its scroll box and clear of its sticky header and
 * (for a crawler's cell) of the sticky URL cell of its row, then the page so that it is inside
 * the window.
 */
export function revealCell(cell: HTMLElement, grid: HTMLElement): void {
  const box = grid.getBoundingClientRect();
  const head = grid.querySelector('[role="rowgroup"]')?.getBoundingClientRect().height ?? 0;
  const urlCell = cell.getAttribute('role') === 'gridcell' ? cell.parentElement?.firstElementChild : null;
  const urlWidth = urlCell ? urlCell.getBoundingClientRect().width : 0;
  // clientWidth and clientHeight leave out the scroll bars, which cover the content under them.
  const left = box.left + grid.clientLeft;
  const top = box.top + grid.clientTop;
  const c = cell.getBoundingClientRect();
  grid.scrollTop += nearestScroll(c.top, c.bottom, top + head, top + grid.clientHeight);
  grid.scrollLeft += nearestScroll(c.left, c.right, left + urlWidth, left + grid.clientWidth);
  // Whatever scrolls the page (the document, on a short window): 'nearest' leaves it where it is
  // when the cell already shows.
  cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
