import { describe, expect, it } from 'vitest';
import { assignSlots } from './rowSlots.ts';

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

describe('rows keep their slot while shown, and new rows reuse the slots of rows that left', () => {
  it('numbers the first rows shown from 0', () => {
    expect([...assignSlots(new Map(), range(0, 4))]).toEqual([[0, 0], [1, 1], [2, 2], [3, 3]]);
  });

  it('a scroll by one row: the rows still shown keep their slots, the new one takes the freed slot', () => {
    const before = assignSlots(new Map(), range(0, 4));
    const after = assignSlots(before, range(1, 5));
    expect([...after]).toEqual([[1, 1], [2, 2], [3, 3], [4, 0]]);
  });

  it('a jump far down reuses every slot, in the order they stood in, and makes none', () => {
    const before = assignSlots(assignSlots(new Map(), range(0, 20)), range(5, 25));
    const after = assignSlots(before, range(250, 270));
    expect(range(250, 270).map((p) => after.get(p))).toEqual(range(5, 25).map((p) => before.get(p)));
  });

  it('the active row kept outside the range keeps its slot, and no two rows share one', () => {
    const shown = [3, ...range(100, 120)];
    const before = assignSlots(new Map(), [...range(0, 20)]);
    const after = assignSlots(before, shown);
    expect(after.get(3)).toBe(before.get(3));
    expect(new Set(after.values()).size).toBe(shown.length);
  });

  it('more rows than before: the new ones get new slots', () => {
    const after = assignSlots(assignSlots(new Map(), range(0, 2)), range(0, 4));
    expect([...after.values()]).toEqual([0, 1, 2, 3]);
  });
});
