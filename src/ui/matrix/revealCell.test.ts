import { describe, expect, it } from 'vitest';
import { nearestScroll } from './revealCell.ts';

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
