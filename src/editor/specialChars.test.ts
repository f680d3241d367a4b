import { EditorState } from '@codemirror/state';
import type { Decoration } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { describeRun, placeholderStretches } from './chars.ts';
import { robotsMarks, setAnalysisMarks } from './decorations.ts';
import { CharRunWidget, decorateRun, GAP, MAX_RUN } from './specialChars.ts';

/** The widgets MatchDecorator would place for the document: the stretches found, decorated as the plugin does. */
function widgets(state: EditorState): [number, number, string, string][] {
  const out: [number, number, string, string][] = [];
  for (const m of state.doc.toString().matchAll(placeholderStretches(MAX_RUN, GAP))) {
    decorateRun((from, to, deco: Decoration) => {
      const w = deco.spec.widget as CharRunWidget;
      out.push([from, to, w.chars, w.invalid]);
    }, m.index!, m[0], state);
  }
  return out;
}

function analysed(doc: string, invalid: number[]): EditorState {
  return EditorState.create({ doc, extensions: robotsMarks })
    .update({ effects: setAnalysisMarks.of({ outOfGroup: new Int32Array(0), invalidChars: Int32Array.from(invalid) }) }).state;
}

describe('invisible characters drawn as labels', () => {
  it('draw a run of them as one widget, not one per character', () => {
    // 0360 (a PNG read as text) has runs of NULs and controls (issue 12 §2).
    const state = analysed('Disallow: /a\0\0\u0001b', []);
    expect(widgets(state)).toEqual([[12, 15, '\0\0\u0001', '000']]);
  });

  it('draw a stretch with a character or two between labels as one widget: a UTF-16 line is one', () => {
    // 0009, UTF-16 read as bytes: a NUL after every letter was three elements per letter.
    const line = 'U\0s\0e\0r\0-\0a\0g\0e\0n\0t\0';
    expect(widgets(analysed(line, [])).map(([from, to]) => [from, to])).toEqual([[1, line.length]]);
    // Three ordinary characters apart: two widgets.
    expect(widgets(analysed('\0abc\0', [])).map(([from, to]) => [from, to])).toEqual([[0, 1], [4, 5]]);
  });

  it('bound a widget to MAX_RUN labelled characters, so a long run still wraps and stays cheap', () => {
    const state = analysed('\0'.repeat(MAX_RUN * 2 + 1), []);
    expect(widgets(state).map(([from, to]) => to - from)).toEqual([MAX_RUN, MAX_RUN, 1]);
  });

  it('know which of their characters the worker called invalid, labelled or not', () => {
    // A leading BOM is not invalid (Google skips it); the NULs after it and the U+FFFD are.
    const state = analysed('\ufeff\0\0x\u00a0\ufffd', [1, 2, 2, 3, 4, 5, 5, 6]);
    expect(widgets(state)).toEqual([[0, 5, '\ufeff\0\0x\u00a0', '01101']]);
  });

  it('leave printable text, tabs and real surrogate pairs alone, and take escaped bytes', () => {
    const state = analysed('Disallow:\t/é😀\udcff', []);
    expect(widgets(state)).toEqual([[14, 15, '\udcff', '0']]);
  });

  it('cut a stretch into runs of labels and ordinary text, and describe each run once per kind', () => {
    const w = new CharRunWidget('\0\0x\udcff', '1101');
    expect(w.parts()).toEqual([
      { from: 0, to: 2, label: true, bad: true }, { from: 2, to: 3, label: false, bad: false }, { from: 3, to: 4, label: true, bad: true },
    ]);
    expect(describeRun('\0\0\udcff', true)).toBe('3 invalid characters: control character NUL (U+0000) ×2, byte 0xFF, not valid UTF-8');
    expect(describeRun('\0', false)).toBe('control character NUL (U+0000)');
  });
});
