/**
 * What the worker found, drawn on the text: lines holding rules outside any group
 * (`cm-out-of-group`), invalid characters (`cm-invalid-char`, charMarks.ts), the text Googlebot never
 * reads past its 500 KiB (`cm-past-limit`, the line of the cut `cm-limit-line`) and the line
 * that decided the selected URL (`cm-winning-rule`). One StateField fed by StateEffects and
 * mapped through changes, so the marks stay put while the next result is on its way (cf.
 * active-line.ts).
 */
import { StateEffect, StateField, type EditorState, type Extension, type Range } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import { invalidCharSets, mapCharMarks } from './charMarks.ts';

export interface AnalysisMarks {
  /** [from, to) pairs of out-of-group rule lines. */
  outOfGroup: Int32Array;
  /** [from, to) pairs, one per invalid character. */
  invalidChars: Int32Array;
  /** Where the checks stop reading (Googlebot's 500 KiB cut); absent or -1 when they read it all. */
  readEnd?: number;
}

export const setAnalysisMarks = StateEffect.define<AnalysisMarks>();
/** The start of the deciding line, or null to clear. */
export const setWinningRule = StateEffect.define<number | null>();

export interface RobotsMarks {
  outOfGroup: DecorationSet;
  /** Marks over the visible invalid characters, a run each. */
  invalidChars: DecorationSet;
  /** The invalid characters drawn as labels: specialChars.ts draws them, these are never drawn. */
  hiddenInvalid: DecorationSet;
  pastLimit: DecorationSet;
  winning: DecorationSet;
}

const outOfGroupLine = Decoration.line({
  class: 'cm-out-of-group',
  attributes: { title: 'This rule stands outside any group: crawlers ignore it (RFC 9309 2.2.1)' },
});
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

/** Builds the line decorations from sorted pairs; positions past the end are ignored. */
export function outOfGroupSet(state: EditorState, spans: Int32Array): DecorationSet {
  const ranges: Range<Decoration>[] = [];
  let last = -1;
  for (let i = 0; i < spans.length; i += 2) {
    if (spans[i] > state.doc.length) break;
    const start = state.doc.lineAt(spans[i]).from;
    if (start !== last) ranges.push(outOfGroupLine.range(start));
    last = start;
  }
  return Decoration.set(ranges);
}

function winningSet(state: EditorState, pos: number | null): DecorationSet {
  if (pos === null || pos > state.doc.length) return Decoration.none;
  return Decoration.set([winningLine.range(state.doc.lineAt(pos).from)]);
}

export const robotsMarks = StateField.define<RobotsMarks>({
  create: () => ({
    outOfGroup: Decoration.none, invalidChars: Decoration.none, hiddenInvalid: Decoration.none, pastLimit: Decoration.none, winning: Decoration.none,
  }),
  update(value, tr) {
    let next = value;
    if (tr.docChanged) {
      next = {
        outOfGroup: value.outOfGroup.map(tr.changes),
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
          outOfGroup: outOfGroupSet(tr.state, e.value.outOfGroup),
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
    EditorView.decorations.from(f, (v) => v.outOfGroup),
    EditorView.decorations.from(f, (v) => v.invalidChars),
    EditorView.decorations.from(f, (v) => v.pastLimit),
    EditorView.decorations.from(f, (v) => v.winning),
  ],
});

export function robotsDecorations(): Extension {
  return robotsMarks;
}
