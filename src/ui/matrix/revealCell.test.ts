import { describe, expect, it } from 'vitest';
import { columnScroll, columnsBeyond, nearestScroll } from './revealCell.ts';

describe('nearestScroll: the least scroll that shows a box', () => {
  it('scrolls nothing when the box already shows', () => {
    expect(nearestScroll(10, 20, 0, 100)).toBe(0);
    expect(nearestScroll(0, 100, 0, 100)).toBe(0);
  });
  it('scrolls back to a box before the view, and on to one past it, by the overlap', () => {
    expect(nearestScroll(-30, -10, 0, 100)).toBe(-30);
    expect(nearestScroll(90, 130, 0, 100)).toBe(30);
  });
  it('shows the start of a box taller than the view', () => {
    expect(nearestScroll(50, 300, 0, 100)).toBe(50);
  });
});

describe('columnScroll: sideways to a column\'s edge, clear of the sticky URL column', () => {
  // The URL column ends at 200, the view at 700; columns 150 wide start at 200, 350, … 950.
  const edges = [200, 350, 500, 650, 800, 950];
  it('going on, stops where a column starts at the URL column\'s edge, the cell whole', () => {
    // The fifth column (800–950) needs 250; 250 would leave the second column's start (350) at 100
    // under the URL column; 300 puts the third's start (500) at its edge.
    expect(columnScroll(800, 950, 200, 700, edges)).toBe(300);
    // The last column: 400, the fourth's start at the edge.
    expect(columnScroll(950, 1100, 200, 700, edges)).toBe(450);
    // Exactly at an edge already: the least.
    expect(columnScroll(650, 800, 200, 700, edges)).toBe(150);
  });
  it('going back, the cell\'s own start at the edge; nothing when it shows', () => {
    expect(columnScroll(100, 250, 200, 700, edges)).toBe(-100);
    expect(columnScroll(350, 500, 200, 700, edges)).toBe(0);
  });
  it('a cell wider than the view: its start shown', () => {
    expect(columnScroll(800, 1400, 200, 700, [200, 800])).toBe(600);
  });
});

describe('columnsBeyond: the crawler columns out of sight on each side', () => {
  const at = (scroll: number) => [200, 350, 500, 650, 800, 950].map((l) => ({ left: l - scroll, right: l + 150 - scroll }));
  it('counts a column shown in part as beyond', () => {
    expect(columnsBeyond(at(0), 200, 700)).toEqual({ left: 0, right: 3 });
    expect(columnsBeyond(at(300), 200, 700)).toEqual({ left: 2, right: 1 });
    expect(columnsBeyond(at(450), 200, 700)).toEqual({ left: 3, right: 0 });
    expect(columnsBeyond(at(100), 200, 700)).toEqual({ left: 1, right: 2 });
  });
  it('none when every column shows', () => {
    expect(columnsBeyond(at(0), 200, 1100)).toEqual({ left: 0, right: 0 });
  });
});
