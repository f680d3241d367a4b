import { describe, expect, it } from 'vitest';
import { cellLineKey, expectationKey, moveInGrid } from './gridKeys.ts';

const size = { rows: 100, cols: 4, page: 10 };

describe('grid keys', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(moveInGrid('ArrowDown', false, { pos: 5, col: 2 }, size)).toEqual({ pos: 6, col: 2 });
    expect(moveInGrid('ArrowUp', false, { pos: 0, col: 2 }, size)).toEqual({ pos: 0, col: 2 });
    expect(moveInGrid('ArrowRight', false, { pos: 5, col: 3 }, size)).toEqual({ pos: 5, col: 3 });
    expect(moveInGrid('ArrowLeft', false, { pos: 5, col: 1 }, size)).toEqual({ pos: 5, col: 0 });
  });

  it('Home/End go along the row; with Ctrl, to the first/last row', () => {
    expect(moveInGrid('Home', false, { pos: 5, col: 2 }, size)).toEqual({ pos: 5, col: 0 });
    expect(moveInGrid('End', false, { pos: 5, col: 2 }, size)).toEqual({ pos: 5, col: 3 });
    expect(moveInGrid('Home', true, { pos: 5, col: 2 }, size)).toEqual({ pos: 0, col: 2 });
    expect(moveInGrid('End', true, { pos: 5, col: 2 }, size)).toEqual({ pos: 99, col: 2 });
  });

  it('PageUp/PageDown move a screenful, clamped', () => {
    expect(moveInGrid('PageDown', false, { pos: 5, col: 1 }, size)).toEqual({ pos: 15, col: 1 });
    expect(moveInGrid('PageDown', false, { pos: 95, col: 1 }, size)).toEqual({ pos: 99, col: 1 });
    expect(moveInGrid('PageUp', false, { pos: 5, col: 1 }, size)).toEqual({ pos: 0, col: 1 });
  });

  it('leaves other keys and an empty grid alone', () => {
    expect(moveInGrid('a', false, { pos: 0, col: 0 }, size)).toBeNull();
    expect(moveInGrid('ArrowDown', false, { pos: 0, col: 0 }, { rows: 0, cols: 4, page: 10 })).toBeNull();
  });

  it('A, B and Delete set and clear an expectation; with a modifier they are not the grid\'s', () => {
    expect(['a', 'B', 'Delete', 'Backspace', 'c'].map((k) => expectationKey(k, false))).toEqual(['allowed', 'blocked', null, null, undefined]);
    expect(expectationKey('a', true)).toBeUndefined();
    // None of them moves the active cell: the two sets of keys never collide.
    for (const k of ['a', 'b', 'Delete', 'Backspace']) expect(moveInGrid(k, false, { pos: 1, col: 1 }, size)).toBeNull();
  });

  it('Enter shows the deciding line, F2 edits it; neither is a move or an expectation', () => {
    expect(['Enter', 'F2', 'a', 'ArrowDown'].map(cellLineKey)).toEqual(['show', 'edit', undefined, undefined]);
    for (const k of ['Enter', 'F2']) {
      expect(moveInGrid(k, false, { pos: 1, col: 1 }, size)).toBeNull();
      expect(expectationKey(k, false)).toBeUndefined();
    }
  });
});
