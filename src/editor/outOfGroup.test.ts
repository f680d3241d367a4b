import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { setAnalysisMarks } from './analysisMarks.ts';
import { outOfGroupLineStarts, outOfGroupSpans } from './outOfGroup.ts';

const spans = (...n: number[]) => Int32Array.from(n);

function analysed(doc: string, outOfGroup: Int32Array): EditorState {
  return EditorState.create({ doc, extensions: outOfGroupSpans })
    .update({ effects: setAnalysisMarks.of({ outOfGroup, invalidChars: spans(), readEnd: -1 }) }).state;
}

const lineTexts = (state: EditorState, from = 0, to = state.doc.length) =>
  outOfGroupLineStarts(state, from, to).map((pos) => state.doc.lineAt(pos).text);

const doc = 'Disallow: /a\nUser-agent: *\nDisallow: /b\n';

describe('out-of-group lines', () => {
  it('finds the line of a rule outside any group', () => {
    expect(outOfGroupLineStarts(analysed(doc, spans(0, 12)), 0, doc.length)).toEqual([0]);
  });

  it('finds a rule indented on its line at the start of that line', () => {
    const text = 'User-agent: a\n  Disallow: /x\n';
    expect(outOfGroupLineStarts(analysed(text, spans(16, 28)), 0, text.length)).toEqual([14]);
  });

  it('keeps the mark on its rule through edits above it until the next result', () => {
    // Lines added above it (here: at the end of the line before) push it down with its rule.
    const base = analysed(`# top\n${doc}`, spans(6, 18));
    const state = base.update({ changes: { from: 5, insert: '\n# note' } }).state;
    expect(lineTexts(state)).toEqual(['Disallow: /a']);
    const again = state.update({ changes: { from: 0, to: 5, insert: '' } }).state;
    expect(lineTexts(again)).toEqual(['Disallow: /a']);
  });

  it('drops the mark of a rule whose text was deleted', () => {
    const state = analysed(doc, spans(0, 12)).update({ changes: { from: 0, to: 13 } }).state;
    expect(lineTexts(state)).toEqual([]);
  });

  it('gives only the lines inside the range asked for (the viewport)', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `Disallow: /p${i}`);
    const text = lines.join('\n');
    const pairs: number[] = [];
    let pos = 0;
    for (const l of lines) { pairs.push(pos, pos + l.length); pos += l.length + 1; }
    const state = analysed(text, Int32Array.from(pairs));
    const from = state.doc.line(500).from, to = state.doc.line(502).to;
    expect(lineTexts(state, from, to)).toEqual(['Disallow: /p499', 'Disallow: /p500', 'Disallow: /p501']);
    // The same after an edit far above: the range is found in the old coordinates and mapped.
    const edited = state.update({ changes: { from: 0, insert: '# new\n# lines\n' } }).state;
    const f2 = edited.doc.line(502).from, t2 = edited.doc.line(504).to;
    expect(lineTexts(edited, f2, t2)).toEqual(['Disallow: /p499', 'Disallow: /p500', 'Disallow: /p501']);
  });

  it('ignores spans past the end of the document (a result for a longer text)', () => {
    expect(outOfGroupLineStarts(analysed('short', spans(100, 110)), 0, 5)).toEqual([]);
  });

  it('a new result replaces the marks', () => {
    const state = analysed(doc, spans(0, 12)).update({ effects: setAnalysisMarks.of({ outOfGroup: spans(), invalidChars: spans() }) }).state;
    expect(lineTexts(state)).toEqual([]);
  });
});
