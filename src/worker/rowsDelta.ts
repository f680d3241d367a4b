/**
 * A list's URLs as a change to the copy the page holds (listProtocol.ts RowsDelta): a keystroke
 * in a list of 1,000,000 URLs changes one or two of them, so the worker sends those and the
 * page splices them in, instead of a million strings cloned each way per keystroke.
 */
import type { RowsDelta } from './listProtocol.ts';

/**
 * What makes `after` out of `before` (version `base`): the rows between their common start and
 * common end. Compared by identity first: the lines a change left alone keep their strings.
 */
export function rowsDelta(base: number, before: readonly string[], after: readonly string[]): RowsDelta {
  const max = Math.min(before.length, after.length);
  let from = 0;
  while (from < max && before[from] === after[from]) from++;
  let tail = 0;
  while (tail < max - from && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  return { base, from, to: before.length - tail, insert: after.slice(from, after.length - tail) };
}

/** `urls` (the page's copy, version `base`) changed by `delta`; a new array, `urls` is left as it is. */
export function applyRows(urls: readonly string[], delta: RowsDelta): string[] {
  if (delta.base < 0) return delta.insert;
  // Copies, not splice: splice takes the new rows as arguments, too many for a pasted list.
  return urls.slice(0, delta.from).concat(delta.insert, urls.slice(delta.to));
}
