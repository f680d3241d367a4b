/**
 * The `cm-invalid-char` marks: one per character the worker called invalid, each exactly that
 * one character, never more, never overlapping another.
 *
 * Why they are mapped by hand: a mark must be `inclusive` to wrap the placeholder that
 * highlightSpecialChars draws for an invisible character (see decorations.ts), and
 * RangeSet.map stretches an inclusive mark over text inserted at either edge. Replacing the
 * whole document (opening a file, pasting over everything, undo) then mapped every mark onto
 * all of the new text: N marks nested N deep around it. Each was then an inline-block, and a few
 * hundred inline-blocks nested in one another overflow Chromium's layout stack, which kills the
 * renderer ("Target crashed", issue 12 §1: a UTF-16 file read as UTF-8 has a NUL in every other
 * character). So a mark keeps its place only while its own character is untouched, and moves
 * with the text around it; a touched one is dropped until the next analysis.
 */
import { MapMode, type ChangeDesc, type Range } from '@codemirror/state';
import { Decoration, type DecorationSet } from '@codemirror/view';
import type { EditorState } from '@codemirror/state';
import { charLabel } from './chars.ts';

const charMarks = new Map<number, Decoration>();

function invalidCharMark(code: number): Decoration {
  let mark = charMarks.get(code);
  if (!mark) {
    mark = Decoration.mark({ class: 'cm-invalid-char', inclusive: true, attributes: { title: `Invalid character: ${charLabel(code).title}` } });
    charMarks.set(code, mark);
  }
  return mark;
}

/** Marks from sorted [from, to) pairs; past the end, empty or overlapping pairs are skipped. */
export function invalidCharSet(state: EditorState, spans: Int32Array): DecorationSet {
  const ranges: Range<Decoration>[] = [];
  const text = state.doc;
  let end = 0;
  for (let i = 0; i < spans.length; i += 2) {
    const from = spans[i], to = spans[i + 1];
    if (to > text.length || to <= from || from < end) continue;
    const code = text.sliceString(from, to).codePointAt(0) ?? 0;
    ranges.push(invalidCharMark(code).range(from, to));
    end = to;
  }
  return Decoration.set(ranges, true);
}

/** Where the changes replaced text, as [fromA, toA, fromB, toB]: old and new coordinates. */
function changedWindow(changes: ChangeDesc): [number, number, number, number] | null {
  let w: [number, number, number, number] | null = null;
  changes.iterChangedRanges((fromA, toA, fromB, toB) => {
    w = w ? [w[0], toA, w[2], toB] : [fromA, toA, fromB, toB];
  });
  return w;
}

/**
 * The marks after `changes`, none grown. Marks away from every change move with RangeSet.map
 * (cheap: untouched chunks are shared); those at or inside the changed window are dropped and
 * re-placed from their old positions, each kept only if its character survived unchanged.
 */
export function mapCharMarks(set: DecorationSet, changes: ChangeDesc): DecorationSet {
  const window = changedWindow(changes);
  if (!window || set.size === 0) return set.map(changes);
  const [fromA, toA, fromB, toB] = window;
  const kept: Range<Decoration>[] = [];
  set.between(fromA, toA, (from, to, mark) => {
    // An insertion at `from` goes before the character, one at `to` after it; a deleted
    // character has no position.
    const start = changes.mapPos(from, 1, MapMode.TrackAfter);
    const end = changes.mapPos(to, -1, MapMode.TrackBefore);
    if (start !== null && end !== null && end - start === to - from) kept.push(mark.range(start, end));
  });
  return set.map(changes).update({ filterFrom: fromB, filterTo: toB, filter: () => false, add: kept, sort: true });
}
