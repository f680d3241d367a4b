/**
 * What the worker found, drawn on the text: lines holding rules outside any group
 * (`cm-out-of-group`, on the visible lines only: outOfGroup.ts), invalid characters
 * (`cm-invalid-char`, charMarks.ts), the text Googlebot never reads past its 500 KiB (`cm-past-limit`, the line of the cut `cm-limit-line`) and the line
 * that decided the selected URL (`cm-winning-rule`). One StateField fed by StateEffects and
 * mapped through changes, so the marks stay put while the next result is on its way (cf.
 * active-line.ts).
 */
import { StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import { setAnalysisMarks, type AnalysisMarks } from './analysisMarks.ts';
import { invalidCharSets, mapCharMarks } from './charMarks.ts';
import { causeMarks } from './causeMarks.ts';
import { outOfGroupMarks } from './outOfGroup.ts';

export { setAnalysisMarks, type AnalysisMarks };
/** The start of the deciding line, or null to clear. */
export const setWinningRule = StateEffect.define<number | null>();

export interface RobotsMarks {
  /** Marks over the visible invalid characters, a run each. */
  invalidChars: DecorationSet;
  /** The invalid characters drawn as labels: specialChars.ts draws them, these are never drawn. */
  hiddenInvalid: DecorationSet;
  pastLimit: DecorationSet;
  winning: DecorationSet;
}

const winningLine = Decoration.line({ class: 'cm-winning-rule' });

const PAST_LIMIT_TITLE = 'Googlebot does not read past byte 512,000 (500 KiB): from here on, this text does not exist for it';
const pastLimitMark = Decoration.mark({ class: 'cm-past-limit', inclusiveEnd: true, attributes: { title: PAST_LIMIT_TITLE } });
const limitLine = Decoration.line({
  class: 'cm-limit-line',
  attributes: { title: 'Googlebot stops reading inside this line, at byte 512,000 (500 KiB): it reads only the part not struck through' },
});

/**
 * Everything from the cut to the end struck through, as one mark (a 3.7 MB file has tens of
 * thousands of lines past it; one range costs the same as one line), and the line of the cut.
 */
export function pastLimitSet(state: EditorState, readEnd: number): DecorationSet {
  if (readEnd < 0 || readEnd >= state.doc.length) return Decoration.none;
  const line = state.doc.lineAt(readEnd);
  const ranges = [pastLimitMark.range(readEnd, state.doc.length)];
  if (readEnd > line.from) ranges.unshift(limitLine.range(line.from));
  return Decoration.set(ranges, true);
}

function winningSet(state: EditorState, pos: number | null): DecorationSet {
  if (pos === null || pos > state.doc.length) return Decoration.none;
  return Decoration.set([winningLine.range(state.doc.lineAt(pos).from)]);
}

export const robotsMarks = StateField.define<RobotsMarks>({
  create: () => ({
    invalidChars: Decoration.none, hiddenInvalid: Decoration.none, pastLimit: Decoration.none, winning: Decoration.none,
  }),
  update(value, tr) {
    let next = value;
    if (tr.docChanged) {
      next = {
        invalidChars: mapCharMarks(value.invalidChars, tr.changes),
        hiddenInvalid: mapCharMarks(value.hiddenInvalid, tr.changes),
        pastLimit: value.pastLimit.map(tr.changes),
        winning: value.winning.map(tr.changes),
      };
    }
    for (const e of tr.effects) {
      if (e.is(setAnalysisMarks)) {
        const invalid = invalidCharSets(tr.state, e.value.invalidChars);
        next = {
          ...next,
          invalidChars: invalid.drawn,
          hiddenInvalid: invalid.hidden,
          pastLimit: pastLimitSet(tr.state, e.value.readEnd ?? -1),
        };
      } else if (e.is(setWinningRule)) {
        next = { ...next, winning: winningSet(tr.state, e.value) };
      }
    }
    return next;
  },
  provide: (f) => [
    EditorView.decorations.from(f, (v) => v.invalidChars),
    EditorView.decorations.from(f, (v) => v.pastLimit),
    EditorView.decorations.from(f, (v) => v.winning),
  ],
});

export function robotsDecorations(): Extension {
  return [robotsMarks, outOfGroupMarks(), causeMarks];
}
