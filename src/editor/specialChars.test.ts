import { EditorState } from '@codemirror/state';
import type { Decoration } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { describeRun, placeholderRuns } from './chars.ts';
import { robotsMarks, setAnalysisMarks } from './decorations.ts';
import { CharRunWidget, decorateRun, MAX_RUN } from './specialChars.ts';

/** The widgets MatchDecorator would place for `doc`: the runs found, decorated as the plugin does. */
function widgets(state: EditorState): [number, number, string, boolean][] {
  const out: [number, number, string, boolean][] = [];
  const text = state.doc.toString();
  for (const m of text.matchAll(placeholderRuns(MAX_RUN))) {
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
    // 0360 (a PNG read as text) has runs of NULs and controls: one element per run (issue 12 §2).
    const state = analysed('a\0\0\u0001b\0', []);
    expect(widgets(state)).toEqual([[1, 4, '\0\0\u0001', false], [5, 6, '\0', false]]);
  });

  it('bound a widget to MAX_RUN characters, so a long run still wraps and stays cheap', () => {
    const state = analysed('\0'.repeat(MAX_RUN * 2 + 1), []);
    expect(widgets(state).map(([from, to]) => to - from)).toEqual([MAX_RUN, MAX_RUN, 1]);
  });

  it('draw the characters the worker called invalid as invalid, splitting a run where that changes', () => {
    // A leading BOM is not invalid (Google skips it); the NULs after it are.
    const state = analysed('\ufeff\0\0x\u00a0', [1, 2, 2, 3, 4, 5]);
    expect(widgets(state)).toEqual([[0, 1, '\ufeff', false], [1, 3, '\0\0', true], [4, 5, '\u00a0', true]]);
  });

  it('leave printable text, tabs and real surrogate pairs alone, and take escaped bytes', () => {
    const state = analysed('Disallow:\t/é😀\udcff', []);
    expect(widgets(state)).toEqual([[14, 15, '\udcff', false]]);
  });

  it('label each character, and describe the run once per kind of character', () => {
    const w = new CharRunWidget('\0\0\udcff', true);
    expect(w.labels().text).toBe('NUL\u2009NUL\u2009\\xFF');
    expect(w.labels().offsets).toEqual([0, 4, 8]);
    expect(describeRun('\0\0\udcff', true)).toBe('3 invalid characters: control character NUL (U+0000) ×2, byte 0xFF, not valid UTF-8');
    expect(describeRun('\0', false)).toBe('control character NUL (U+0000)');
  });
});
