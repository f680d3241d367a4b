/**
 * The editor's record of each line's own ending (core `LineBreaks`), mapped through every edit.
 *
 * CodeMirror splits lines at CR, LF and CRLF and joins them with "\n" (EditorState.lineSeparator
 * left unset, so a lone CR still ends a line as it does for Google). The endings that differ from
 * the document's base are kept here as ranges over their "\n": a range is dropped when its "\n"
 * is deleted, and text typed next to it stays outside (startSide 1, endSide -1). Undo puts a
 * deleted ending back (invertedEffects, as CodeMirror's own example does for highlights), so
 * Ctrl+Z restores bytes as well as characters.
 */
import { invertedEffects } from '@codemirror/commands';
import {
  type ChangeDesc, type EditorState, type Extension, type Range, RangeSet, RangeValue, StateEffect, StateField,
  type Transaction, type TransactionSpec,
} from '@codemirror/state';
import { splitBreaks, type BreakKind, type LineBreaks, type TextEdit } from '../core/index.ts';

class Ending extends RangeValue {
  constructor(readonly kind: BreakKind) {
    super();
  }
  eq(other: Ending): boolean {
    return this.kind === other.kind;
  }
}
Ending.prototype.startSide = 1;
Ending.prototype.endSide = -1;

const ENDINGS: Record<BreakKind, Ending> = { lf: new Ending('lf'), crlf: new Ending('crlf'), cr: new Ending('cr') };

interface Breaks {
  base: BreakKind;
  set: RangeSet<Ending>;
}

function mapBreaks(b: LineBreaks, change: ChangeDesc): LineBreaks {
  const at: number[] = [];
  const kind: BreakKind[] = [];
  b.at.forEach((pos, i) => {
    const from = change.mapPos(pos, 1);
    if (change.mapPos(pos + 1, -1) === from + 1) {
      at.push(from);
      kind.push(b.kind[i]);
    }
  });
  return { ...b, at, kind };
}

/** Replaces the whole record (a file, a link or a restore replaced the document). */
export const setLineBreaks = StateEffect.define<LineBreaks>({ map: mapBreaks });

/** Puts endings back over "\n"s (undoing their deletion). */
const restoreEndings = StateEffect.define<{ at: number; kind: BreakKind }[]>({
  map: (list, change) => list.flatMap((e) => {
    const at = change.mapPos(e.at, 1);
    return change.mapPos(e.at + 1, -1) === at + 1 ? [{ at, kind: e.kind }] : [];
  }),
});

function fromLineBreaks(b: LineBreaks): Breaks {
  return { base: b.base, set: RangeSet.of(b.at.map((pos, i) => ENDINGS[b.kind[i]].range(pos, pos + 1))) };
}

/**
 * The endings whose "\n" a change replaced (a fix writing "\n" over "\r\n", typing over a
 * selection) go: mapping keeps a range over a replaced character, but the "\n" there now is
 * new text, which takes the base (or the ending an effect gives it).
 */
function withoutReplaced(set: RangeSet<Ending>, tr: Transaction): RangeSet<Ending> {
  let out = set;
  tr.changes.iterChanges((fromA, toA, fromB, toB) => {
    if (toA === fromA || toB === fromB) return;
    out = out.update({ filterFrom: fromB, filterTo: toB, filter: (from, to) => from < fromB || to > toB });
  });
  return out;
}

const breaksField = StateField.define<Breaks>({
  create: () => ({ base: 'lf', set: RangeSet.empty }),
  update(value, tr) {
    let next = tr.docChanged ? { base: value.base, set: withoutReplaced(value.set.map(tr.changes), tr) } : value;
    for (const e of tr.effects) {
      if (e.is(setLineBreaks)) next = fromLineBreaks(e.value);
      else if (e.is(restoreEndings)) {
        const add: Range<Ending>[] = e.value.map((r) => ENDINGS[r.kind].range(r.at, r.at + 1));
        next = { base: next.base, set: next.set.update({ add, sort: true }) };
      }
    }
    return next;
  },
});

/** What undoing `tr` must also undo: the record it replaced, or the endings it deleted. */
function invert(tr: Transaction): StateEffect<unknown>[] {
  if (tr.effects.some((e) => e.is(setLineBreaks))) return [setLineBreaks.of(lineBreaks(tr.startState))];
  if (!tr.docChanged) return [];
  const lost: { at: number; kind: BreakKind }[] = [];
  tr.changes.iterChangedRanges((fromA, toA) => {
    tr.startState.field(breaksField).set.between(fromA, toA, (from, to, value) => {
      if (from >= fromA && to <= toA) lost.push({ at: from, kind: value.kind });
    });
  });
  return lost.length > 0 ? [restoreEndings.of(lost)] : [];
}

/** The editor's line breaks as the plain record the store, autosave and export use. */
export function lineBreaks(state: EditorState): LineBreaks {
  const { base, set } = state.field(breaksField);
  const at: number[] = [];
  const kind: BreakKind[] = [];
  for (const cursor = set.iter(); cursor.value; cursor.next()) {
    at.push(cursor.from);
    kind.push(cursor.value.kind);
  }
  return { base, at, kind, count: state.doc.lines - 1 };
}

/**
 * Edits whose inserted text may carry CRs, as the file's own endings (a paste, a fix the core
 * wrote in the bytes' endings): each inserted line break keeps its ending instead of taking the
 * document's base, and an edit over the whole document is a new file whose most frequent ending
 * becomes the base. An insert without a CR is editor text: its breaks take the base, as typing
 * does. Edits are in the document's offsets, none overlapping.
 */
export function editsWithEndings(state: EditorState, edits: readonly TextEdit[]): { changes: TextEdit[]; effects: StateEffect<unknown>[] } {
  const sorted = [...edits].sort((a, b) => a.from - b.from || a.to - b.to);
  // A state without the record (a bare one in a test) holds LF endings.
  const base = state.field(breaksField, false)?.base ?? 'lf';
  const changes: TextEdit[] = [];
  const own: { at: number; kind: BreakKind }[] = [];
  let shift = 0; // how much longer the document is before the current edit, in new offsets
  for (const e of sorted) {
    if (e.insert.indexOf('\r') < 0) {
      changes.push(e);
      shift += e.insert.length - (e.to - e.from);
      continue;
    }
    const { text, breaks } = splitBreaks(e.insert);
    changes.push({ from: e.from, to: e.to, insert: text });
    if (sorted.length === 1 && e.from === 0 && e.to === state.doc.length) return { changes, effects: [setLineBreaks.of(breaks)] };
    own.push(...ownEndings(text, breaks, base, e.from + shift));
    shift += text.length - (e.to - e.from);
  }
  return { changes, effects: own.length > 0 ? [restoreEndings.of(own)] : [] };
}

/** The breaks of `text` (inserted at `at`) whose ending is not the document's `base`. */
function ownEndings(text: string, breaks: LineBreaks, base: BreakKind, at: number): { at: number; kind: BreakKind }[] {
  const own: { at: number; kind: BreakKind }[] = [];
  let next = 0; // index into breaks.at: the inserted breaks that differ from the inserted base
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    const kind = breaks.at[next] === i ? breaks.kind[next++] : breaks.base;
    if (kind !== base) own.push({ at: at + i, kind });
  }
  return own;
}

/**
 * The effects that give `text` (split by splitBreaks, replacing from..to) its own endings, as
 * editsWithEndings does for one insert: a new record for the whole document, else the endings
 * that differ from the document's base.
 */
export function insertedEndings(state: EditorState, from: number, to: number, text: string, breaks: LineBreaks): StateEffect<unknown>[] {
  if (from === 0 && to === state.doc.length) return [setLineBreaks.of(breaks)];
  const own = ownEndings(text, breaks, state.field(breaksField, false)?.base ?? 'lf', from);
  return own.length > 0 ? [restoreEndings.of(own)] : [];
}

/**
 * A paste that carries CRs keeps its own endings: CodeMirror's paste would join them with "\n"
 * and every pasted line would take the document's base, so a CRLF file pasted into the page
 * would be read (its 500 KiB cut included), saved and linked as LF. A paste over the whole
 * document (or into an empty one) is a new file: its most frequent ending becomes the base, and
 * one with no CR is LF throughout, whatever the document's base was. Null when CodeMirror's own
 * paste is already exact (no CR, not over a whole document of other endings) or there are
 * several selections.
 */
export function pasteWithEndings(state: EditorState, pasted: string): TransactionSpec | null {
  if (state.selection.ranges.length > 1) return null;
  const { from, to } = state.selection.main;
  if (pasted.indexOf('\r') < 0) {
    // Over the whole document of CRLF or CR lines, CodeMirror's paste would give the new file the old base: LF text downloaded as CRLF.
    if (from !== 0 || to !== state.doc.length || (state.field(breaksField, false)?.base ?? 'lf') === 'lf') return null;
    return { changes: { from, to, insert: pasted }, effects: [setLineBreaks.of(splitBreaks(pasted).breaks)], selection: { anchor: pasted.length }, scrollIntoView: true, userEvent: 'input.paste' };
  }
  const { changes, effects } = editsWithEndings(state, [{ from, to, insert: pasted }]);
  return { changes, effects, selection: { anchor: from + changes[0].insert.length }, scrollIntoView: true, userEvent: 'input.paste' };
}

export function lineBreaksExtension(initial: LineBreaks): Extension {
  return [breaksField.init(() => fromLineBreaks(initial)), invertedEffects.of(invert)];
}
