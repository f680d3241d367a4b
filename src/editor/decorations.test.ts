import { EditorState } from '@codemirror/state';
import type { DecorationSet } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { robotsMarks, setAnalysisMarks, setWinningRule } from './decorations.ts';

const spans = (...n: number[]) => Int32Array.from(n);

function ranges(set: DecorationSet): [number, number, string][] {
  const out: [number, number, string][] = [];
  set.between(0, 1e9, (from, to, d) => { out.push([from, to, String(d.spec.class ?? '')]); });
  return out;
}

const doc = 'Disallow: /a\nUser-agent: *\nDisallow: /b\xa0\n';

function withMarks() {
  const state = EditorState.create({ doc, extensions: robotsMarks });
  const nbsp = doc.indexOf('\xa0');
  return state.update({
    effects: setAnalysisMarks.of({ outOfGroup: spans(0, 12), invalidChars: spans(nbsp, nbsp + 1), readEnd: -1 }),
  }).state;
}

describe('robotsMarks', () => {
  it('keeps an invalid character drawn as a label in the hidden set, mapped through changes', () => {
    let state = withMarks();
    const nbsp = doc.indexOf('\xa0');
    expect(ranges(state.field(robotsMarks).hiddenInvalid)).toEqual([[nbsp, nbsp + 1, '']]);
    expect(ranges(state.field(robotsMarks).invalidChars)).toEqual([]);
    state = state.update({ changes: { from: 0, insert: 'xx' } }).state;
    expect(ranges(state.field(robotsMarks).hiddenInvalid)).toEqual([[nbsp + 2, nbsp + 3, '']]);
  });

  it('wraps a visible invalid character in a cm-invalid-char mark, mapped through changes', () => {
    const text = 'Disallow: /\ufffd\n';
    let state = EditorState.create({ doc: text, extensions: robotsMarks })
      .update({ effects: setAnalysisMarks.of({ outOfGroup: spans(), invalidChars: spans(11, 12), readEnd: -1 }) }).state;
    expect(ranges(state.field(robotsMarks).invalidChars)).toEqual([[11, 12, 'cm-invalid-char']]);
    state = state.update({ changes: { from: 0, insert: 'xx' } }).state;
    expect(ranges(state.field(robotsMarks).invalidChars)).toEqual([[13, 14, 'cm-invalid-char']]);
  });

  it('ignores spans past the end of the document (a result for a longer text)', () => {
    const state = EditorState.create({ doc: 'short', extensions: robotsMarks })
      .update({ effects: setAnalysisMarks.of({ outOfGroup: spans(100, 110), invalidChars: spans(50, 51), readEnd: 200 }) }).state;
    expect(ranges(state.field(robotsMarks).invalidChars)).toEqual([]);
    expect(ranges(state.field(robotsMarks).hiddenInvalid)).toEqual([]);
    expect(ranges(state.field(robotsMarks).pastLimit)).toEqual([]);
  });

  it('strikes everything past Googlebot\'s 500 KiB cut, and marks the line it falls in', () => {
    // The cut inside line 3, after `Disallow: /`: the rest of that line and every later line.
    const readEnd = doc.indexOf('/b');
    const state = EditorState.create({ doc, extensions: robotsMarks })
      .update({ effects: setAnalysisMarks.of({ outOfGroup: spans(), invalidChars: spans(), readEnd }) }).state;
    const line3 = state.doc.line(3).from;
    expect(ranges(state.field(robotsMarks).pastLimit)).toEqual([[line3, line3, 'cm-limit-line'], [readEnd, doc.length, 'cm-past-limit']]);
    // A cut at a line's start marks no line: the whole line is unread.
    const atLine = EditorState.create({ doc, extensions: robotsMarks })
      .update({ effects: setAnalysisMarks.of({ outOfGroup: spans(), invalidChars: spans(), readEnd: line3 }) }).state;
    expect(ranges(atLine.field(robotsMarks).pastLimit)).toEqual([[line3, doc.length, 'cm-past-limit']]);
  });

  it('marks the winning rule line and clears it', () => {
    let state = withMarks();
    const line3 = state.doc.line(3).from;
    state = state.update({ effects: setWinningRule.of(line3 + 4) }).state;
    expect(ranges(state.field(robotsMarks).winning)).toEqual([[line3, line3, 'cm-winning-rule']]);
    state = state.update({ effects: setWinningRule.of(null) }).state;
    expect(ranges(state.field(robotsMarks).winning)).toEqual([]);
  });
});
