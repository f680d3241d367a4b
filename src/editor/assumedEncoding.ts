/**
 * The encodings a document's bytes read as, when not UTF-8 (core assumedEncodings over the first
 * 64 KiB): what the status bar names and, where it is one the editor draws, what the editor draws
 * the undecodable bytes in (glyphs.ts). Read again when the change reaches that far, so the
 * label stays true of the text: a person who turns the file into UTF-8 sees UTF-8; but not for
 * ASCII typed among ASCII, which cannot change it (core editsKeepAssumed): reading 64 KiB three
 * times cost each keystroke 7-30 ms in a 64 KiB GBK file.
 */
import { StateField, type EditorState, type Text, type Transaction } from '@codemirror/state';
import { assumedEncodings, editsKeepAssumed, type AssumedEncoding, type TextEdit, type TextView } from '../core/doubleByte.ts';
import { ENCODING_SAMPLE } from '../core/encodingGuess.ts';
import type { ByteEncoding } from './glyphs.ts';

/** No encoding assumed: the bytes are UTF-8, or read as no text. */
export const NO_ENCODING: readonly AssumedEncoding[] = Object.freeze([]);

const guessOf = (doc: Text): readonly AssumedEncoding[] => {
  const found = assumedEncodings(doc.sliceString(0, ENCODING_SAMPLE));
  return found.length === 0 ? NO_ENCODING : found;
};

const view = (doc: Text): TextView => ({ length: doc.length, lines: doc.lineAt(Math.min(doc.length, ENCODING_SAMPLE)).number, slice: (from, to) => doc.sliceString(Math.max(0, from), to) });

/** Whether the change leaves the answer as it was, as core editsKeepAssumed knows it: typing ASCII among ASCII does. */
function keepsAssumed(tr: Transaction): boolean {
  const was = tr.startState.doc;
  const now = tr.state.doc;
  const edits: TextEdit[] = [];
  tr.changes.iterChanges((fromA, toA, fromB, toB, inserted) => {
    edits.push({ removed: was.sliceString(fromA, toA), inserted: inserted.toString(), before: now.sliceString(Math.max(0, fromB - 1), fromB), after: now.sliceString(toB, toB + 1) });
  });
  return editsKeepAssumed(edits, view(was), view(now));
}

const same = (a: readonly AssumedEncoding[], b: readonly AssumedEncoding[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export const assumedEncoding = StateField.define<readonly AssumedEncoding[]>({
  create: (state) => guessOf(state.doc),
  update(value, tr) {
    if (!tr.docChanged) return value;
    // Only the first ENCODING_SAMPLE characters tell: a change past them changes nothing.
    let near = false;
    tr.changes.iterChangedRanges((fromA) => { if (fromA <= ENCODING_SAMPLE) near = true; });
    if (!near || keepsAssumed(tr)) return value;
    // The same encodings keep the same value: the views that show it are not drawn again.
    const next = guessOf(tr.state.doc);
    return same(next, value) ? value : next;
  },
});

/**
 * The encoding the editor draws undecodable bytes in, or null (they are drawn as `\xNN`):
 * Windows-1252 or Shift_JIS. Bytes that read as GBK, Big5, EUC-KR or EUC-JP are not drawn as
 * letters: they nearly always read in more than one of them, as other letters in each, and
 * which one the file is, the bytes do not tell (core doubleByte.ts).
 */
export function byteEncoding(state: EditorState): ByteEncoding | null {
  const first = (state.field(assumedEncoding, false) ?? NO_ENCODING)[0];
  return first === 'windows-1252' || first === 'shift_jis' ? first : null;
}
