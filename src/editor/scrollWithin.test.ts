import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { centreEffect, centreInEditor, sharedScroller } from './scrollWithin.ts';

describe('centreEffect', () => {
  it('centres in the editor’s own scroller, the page left alone, when the editor has one', () => {
    const effect = centreEffect(EditorState.create({ doc: 'a\nb\nc' }), 2);
    expect(effect.is(centreInEditor)).toBe(true);
    expect(effect.value).toBe(2);
  });

  it('asks CodeMirror to scroll a merge view side into view: its own scroller never scrolls', () => {
    const state = EditorState.create({ doc: 'a\nb\nc', extensions: sharedScroller.of(true) });
    const effect = centreEffect(state, 2);
    expect(effect.is(centreInEditor)).toBe(false);
    expect(effect).toEqual(EditorView.scrollIntoView(2, { y: 'center' }));
    expect(effect).not.toEqual(EditorView.scrollIntoView(1, { y: 'center' }));
  });
});
