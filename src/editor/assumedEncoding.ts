/**
 * The encoding a document's bytes were most likely written in, when not UTF-8 (core
 * guessEncoding over the first 64 KiB): what the status bar names and what the editor draws
 * the undecodable bytes in (glyphs.ts). Read again when the change reaches that far, so the
 * label stays true of the text: a person who turns the file into UTF-8 sees UTF-8.
 */
import { StateField, type EditorState, type Text } from '@codemirror/state';
import { ENCODING_SAMPLE, guessEncoding, type EncodingGuess } from '../core/encodingGuess.ts';
import type { ByteEncoding } from './glyphs.ts';

const guessOf = (doc: Text) => guessEncoding(doc.sliceString(0, ENCODING_SAMPLE));

export const assumedEncoding = StateField.define<EncodingGuess | null>({
  create: (state) => guessOf(state.doc),
  update(value, tr) {
    if (!tr.docChanged) return value;
    // Only the first ENCODING_SAMPLE characters tell: a change past them changes nothing.
    let near = false;
    tr.changes.iterChangedRanges((fromA) => { if (fromA <= ENCODING_SAMPLE) near = true; });
    return near ? guessOf(tr.state.doc) : value;
  },
});

/** The encoding the editor draws undecodable bytes in, or null (they are drawn as `\xNN`). */
export function byteEncoding(state: EditorState): ByteEncoding | null {
  const guess = state.field(assumedEncoding, false) ?? null;
  return guess === 'windows-1252' || guess === 'shift_jis' ? guess : null;
}
