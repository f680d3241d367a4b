/**
 * The invalid characters the worker found, in two sets. Those drawn as a label (chars.ts
 * `isPlaceholderChar`: NUL, `\xFF`, `\xA0` ...) are `hidden`: not drawn as marks, but read by
 * specialChars.ts, which draws the label itself as invalid. The others (U+FFFD, a replaced
 * character that is visible text) get a `cm-invalid-char` mark, one per run of adjacent ones:
 * a mark per character was an element per character, and a binary file read as text has
 * thousands on screen (issue 12 §2).
 *
 * Both are mapped by hand, so a mark never grows and never covers a character it was not
 * given: a mark keeps its place only while its own characters are untouched, and moves with
 * the text around it; a touched one is dropped until the next analysis. (Marks that grew over
 * a replaced document nested hundreds deep and overflowed Chromium's layout stack: "Target
 * crashed", issue 12 §1.)
 */
import { MapMode, type ChangeDesc, type Range } from '@codemirror/state';
import { Decoration, type DecorationSet } from '@codemirror/view';
import type { EditorState } from '@codemirror/state';
import { describeRun, isPlaceholderChar } from './chars.ts';

/** Where an invalid character drawn as a label is: the decoration is never drawn. */
const hiddenMark = Decoration.mark({});

export interface InvalidCharSets {
  /** `cm-invalid-char` marks over the visible invalid characters, one per run. */
  drawn: DecorationSet;
  /** The invalid characters drawn as labels, one range each. */
  hidden: DecorationSet;
}

function runMark(chars: string): Decoration {
  return Decoration.mark({ class: 'cm-invalid-char', attributes: { title: describeRun(chars, true) } });
}

/** Marks from sorted [from, to) pairs; past the end, empty or overlapping pairs are skipped. */
export function invalidCharSets(state: EditorState, spans: Int32Array): InvalidCharSets {
  const drawn: Range<Decoration>[] = [];
  const hidden: Range<Decoration>[] = [];
  const text = state.doc;
  let end = 0;
  let runFrom = -1, runTo = -1;
  const closeRun = () => {
    if (runFrom >= 0) drawn.push(runMark(text.sliceString(runFrom, runTo)).range(runFrom, runTo));
    runFrom = -1;
  };
  for (let i = 0; i < spans.length; i += 2) {
    const from = spans[i], to = spans[i + 1];
    if (to > text.length || to <= from || from < end) continue;
    end = to;
    if (to - from === 1 && isPlaceholderChar(text.sliceString(from, to).charCodeAt(0))) {
      hidden.push(hiddenMark.range(from, to));
      continue;
    }
    if (from !== runTo) closeRun();
    if (runFrom < 0) runFrom = from;
    runTo = to;
  }
  closeRun();
  return { drawn: Decoration.set(drawn), hidden: Decoration.set(hidden) };
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
 * re-placed from their old positions, each kept only if its characters survived unchanged.
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
