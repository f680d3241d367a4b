import { foldable } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { groupFolding, hiddenLines, setGroupSpans } from './folding.ts';

describe('folding by group', () => {
  const doc = 'User-agent: a\nDisallow: /x\nAllow: /y\n\nUser-agent: b\nDisallow: /\n';
  const state = EditorState.create({ doc, extensions: groupFolding() }).update({
    effects: setGroupSpans.of([{ from: 0, to: doc.indexOf('\n\n') }, { from: doc.indexOf('User-agent: b'), to: doc.length - 1 }]),
  }).state;

  it('folds a group from the end of its first line to its last line', () => {
    const line1 = state.doc.line(1);
    expect(foldable(state, line1.from, line1.to)).toEqual({ from: line1.to, to: state.doc.line(3).to });
  });

  it('keeps every user-agent line of a group visible, and says how many lines the fold hides', () => {
    const text = 'User-agent: a\nuser-agent: b\nDisallow: /x\nAllow: /y\n';
    const s = EditorState.create({ doc: text, extensions: groupFolding() })
      .update({ effects: setGroupSpans.of([{ from: 0, to: text.length - 1 }]) }).state;
    const range = foldable(s, 0, s.doc.line(1).to);
    expect(range).toEqual({ from: s.doc.line(2).to, to: s.doc.line(4).to });
    expect(hiddenLines(s, range!)).toBe('2 lines hidden');
  });

  it('offers no fold for a group that is all user-agent lines', () => {
    const text = 'User-agent: a\nUser-agent: b';
    const s = EditorState.create({ doc: text, extensions: groupFolding() })
      .update({ effects: setGroupSpans.of([{ from: 0, to: text.length }]) }).state;
    expect(foldable(s, 0, s.doc.line(1).to)).toBeNull();
  });

  it('offers no fold inside a group', () => {
    const line2 = state.doc.line(2);
    expect(foldable(state, line2.from, line2.to)).toBeNull();
  });

  it('maps group spans through edits', () => {
    const moved = state.update({ changes: { from: 0, insert: '# c\n' } }).state;
    const line2 = moved.doc.line(2);
    expect(foldable(moved, line2.from, line2.to)).toEqual({ from: line2.to, to: moved.doc.line(4).to });
  });
});
