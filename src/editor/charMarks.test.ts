import { EditorState, type TransactionSpec } from '@codemirror/state';
import type { DecorationSet } from '@codemirror/view';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidCharSets } from './charMarks.ts';
import { robotsMarks, setAnalysisMarks } from './decorations.ts';

function marks(set: DecorationSet): [number, number][] {
  const out: [number, number][] = [];
  set.between(0, 1e9, (from, to) => { out.push([from, to]); });
  return out.sort((a, b) => a[0] - b[0]);
}

/** A document with every NUL marked, the way the worker marks a UTF-16 file read as UTF-8. */
function nulMarked(doc: string): EditorState {
  const spans: number[] = [];
  for (let i = doc.indexOf('\0'); i >= 0; i = doc.indexOf('\0', i + 1)) spans.push(i, i + 1);
  return EditorState.create({ doc, extensions: robotsMarks })
    .update({ effects: setAnalysisMarks.of({ outOfGroup: new Int32Array(0), invalidChars: Int32Array.from(spans) }) }).state;
}

/** NULs are drawn as labels (specialChars.ts): their marks are the hidden set. */
const after = (state: EditorState, spec: TransactionSpec) => marks(state.update(spec).state.field(robotsMarks).hiddenInvalid);

/** Each mark covers one NUL, and no two overlap. */
function expectOneNulEach(state: EditorState) {
  let end = 0;
  for (const [from, to] of marks(state.field(robotsMarks).hiddenInvalid)) {
    expect(state.doc.sliceString(from, to)).toBe('\0');
    expect(from).toBeGreaterThanOrEqual(end);
    end = to;
  }
}

const utf16AsUtf8 = 'D\0i\0s\0a\0l\0l\0o\0w\0:\0 \0/\0x\0\r\0\n\0'.repeat(25);

describe('cm-invalid-char marks', () => {
  it('are all dropped when the whole document is replaced, not nested around the new text', () => {
    const state = nulMarked(utf16AsUtf8);
    expect(marks(state.field(robotsMarks).hiddenInvalid)).toHaveLength(350);
    expect(marks(state.field(robotsMarks).invalidChars)).toEqual([]);
    expect(after(state, { changes: { from: 0, to: state.doc.length, insert: 'User-agent: *\n' } })).toEqual([]);
  });

  it('do not grow over text typed right before or right after the character', () => {
    const state = nulMarked('a\0b');
    expect(after(state, { changes: { from: 1, insert: 'xy' } })).toEqual([[3, 4]]);
    expect(after(state, { changes: { from: 2, insert: 'xy' } })).toEqual([[1, 2]]);
  });

  it('move with the text around them', () => {
    const state = nulMarked('a\0b\0');
    expect(after(state, { changes: { from: 0, insert: '##' } })).toEqual([[3, 4], [5, 6]]);
    expect(after(state, { changes: { from: 2, to: 3, insert: 'BBB' } })).toEqual([[1, 2], [5, 6]]);
  });

  it('go with their character when it is deleted or replaced', () => {
    const state = nulMarked('a\0b\0');
    expect(after(state, { changes: { from: 1, to: 2 } })).toEqual([[2, 3]]);
    expect(after(state, { changes: { from: 3, to: 4, insert: 'z' } })).toEqual([[1, 2]]);
    expect(after(state, { changes: { from: 0, to: 4, insert: '\0' } })).toEqual([]);
  });

  it('stay one character each through any edits (property)', () => {
    const edit = fc.record({ at: fc.nat(), len: fc.nat({ max: 6 }), insert: fc.stringMatching(/^[a\0\n]{0,5}$/) });
    fc.assert(fc.property(fc.stringMatching(/^[a\0\n]{0,40}$/), fc.array(edit, { maxLength: 8 }), (doc, edits) => {
      let state = nulMarked(doc);
      for (const e of edits) {
        const from = Math.min(e.at, state.doc.length);
        state = state.update({ changes: { from, to: Math.min(from + e.len, state.doc.length), insert: e.insert } }).state;
        expectOneNulEach(state);
      }
    }));
  });

  it('are never built overlapping, even from overlapping spans', () => {
    const state = EditorState.create({ doc: '\0\0\0' });
    expect(marks(invalidCharSets(state, Int32Array.of(0, 1, 0, 1, 1, 2, 2, 3)).hidden)).toEqual([[0, 1], [1, 2], [2, 3]]);
  });

  it('draw one mark per run of adjacent visible invalid characters, none for those drawn as labels', () => {
    // Corpus 0360 (a PNG read as text) has hundreds of U+FFFD and NULs on screen: a mark per
    // character was an element per character (issue 12 §2).
    const doc = 'a\ufffd\ufffd\ufffdb\ufffd\0\0c';
    const spans = [1, 2, 2, 3, 3, 4, 5, 6, 6, 7, 7, 8];
    const sets = invalidCharSets(EditorState.create({ doc }), Int32Array.from(spans));
    expect(marks(sets.drawn)).toEqual([[1, 4], [5, 6]]);
    expect(marks(sets.hidden)).toEqual([[6, 7], [7, 8]]);
    const titles: string[] = [];
    sets.drawn.between(0, doc.length, (_f, _t, d) => { titles.push(String(d.spec.attributes.title)); });
    expect(titles[0]).toMatch(/^3 invalid characters: replacement character .* ×3$/);
  });

  it('keep a run mark while its characters are untouched, drop it when one changes', () => {
    const doc = 'x\ufffd\ufffdy';
    const state = EditorState.create({ doc, extensions: robotsMarks })
      .update({ effects: setAnalysisMarks.of({ outOfGroup: new Int32Array(0), invalidChars: Int32Array.of(1, 2, 2, 3) }) }).state;
    const drawn = (spec: TransactionSpec) => marks(state.update(spec).state.field(robotsMarks).invalidChars);
    expect(drawn({ changes: { from: 0, insert: '##' } })).toEqual([[3, 5]]);
    expect(drawn({ changes: { from: 3, insert: 'z' } })).toEqual([[1, 3]]);
    expect(drawn({ changes: { from: 2, insert: 'z' } })).toEqual([]);
  });
});
