/**
 * Which DOM row shows which grid row: the virtualised grid keys its rows by slot, not by row, so
 * a jump down the grid (a scroll bar dragged: 250 rows at a time) fills the rows already on the
 * page with new text instead of removing them all and making new ones, which cost the browser a
 * 60-120 ms task per jump (new elements styled and laid out, the old ones torn down). A row that
 * stays on screen keeps its slot, so React leaves it alone, and so does the focused one.
 */

/**
 * Slots for `shown` (row positions in display order): each position kept from `before` keeps its
 * slot; the others take the slots the positions that left have freed, in the order those stood
 * in (so after a jump the rows' keys come in the same order as before and React moves no DOM
 * row), then new ones.
 */
export function assignSlots(before: ReadonlyMap<number, number>, shown: readonly number[]): Map<number, number> {
  const slots = new Map<number, number>();
  const taken = new Set<number>();
  for (const pos of shown) {
    const slot = before.get(pos);
    if (slot !== undefined) {
      slots.set(pos, slot);
      taken.add(slot);
    }
  }
  const left = [...before].filter(([, slot]) => !taken.has(slot)).sort((a, b) => a[0] - b[0]);
  let k = 0;
  let next = before.size === 0 ? 0 : Math.max(...before.values()) + 1;
  for (const pos of shown) {
    if (slots.has(pos)) continue;
    slots.set(pos, k < left.length ? left[k++][1] : next++);
  }
  return slots;
}
