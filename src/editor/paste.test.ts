import { describe, expect, it } from 'vitest';
import { history, undo } from '@codemirror/commands';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { joinBreaks, splitBreaks } from '../core/index.ts';
import { docString } from './buildDoc.ts';
import { lineBreaks, lineBreaksExtension } from './lineBreaks.ts';
import { pasteExtension, pasteInPieces } from './paste.ts';

/** A view without a DOM: the state and dispatch are all pasteInPieces uses. */
function editorWith(file: string, selection?: { anchor: number; head?: number }) {
  const { text, breaks } = splitBreaks(file);
  let state = EditorState.create({ doc: text, selection, extensions: [history(), lineBreaksExtension(breaks), pasteExtension] });
  const view = {
    get state() { return state; },
    dispatch(spec: TransactionSpec) { state = state.update(spec).state; },
  } as unknown as EditorView;
  return {
    view,
    /** The document with its own endings, as a download has it. */
    file: () => joinBreaks(state.doc.toString(), lineBreaks(state)),
    type: (at: number, insert: string) => view.dispatch({ changes: { from: at, insert } }),
    undo: () => undo({ state, dispatch: (tr) => { state = tr.state; } }),
  };
}

/** Yields that count themselves and can run an edit at a chosen yield. */
function yields(at: number, edit: () => void) {
  let n = 0;
  return async () => { if (++n === at) edit(); };
}

const big = (lines: number, ending: string) => Array.from({ length: lines }, (_, i) => `Disallow: /p${i}`).join(ending) + ending;

describe('a big paste, built a piece per task', () => {
  it('replaces the whole document with the pasted file, its own endings and one undo step', async () => {
    const e = editorWith('User-agent: *\nDisallow: /old\n', { anchor: 0, head: 29 });
    const pasted = big(300, '\r\n'); // pieces of 256 characters: about 20
    await pasteInPieces(e.view, pasted, async () => {}, 256);
    expect(e.file()).toBe(pasted);
    expect(lineBreaks(e.view.state).base).toBe('crlf');
    expect(e.view.state.selection.main.head).toBe(e.view.state.doc.length);
    // The document is known as the pasted text: reading it gives that string, not a new copy.
    expect(docString(e.view.state.doc)).toBe(pasted.replace(/\r\n/g, '\n'));
    // Undo takes the pasted text out, then gives the replaced selection back.
    e.undo();
    expect(e.file()).toBe('');
    e.undo();
    expect(e.file()).toBe('User-agent: *\nDisallow: /old\n');
  });

  it('over a whole CRLF document, an LF file stays LF (before, it was downloaded as CRLF)', async () => {
    const e = editorWith('User-agent: *\r\nDisallow: /old\r\n', { anchor: 0, head: 29 });
    const pasted = big(300, '\n');
    await pasteInPieces(e.view, pasted, async () => {}, 256);
    expect(e.file()).toBe(pasted);
    expect(lineBreaks(e.view.state).base).toBe('lf');
    e.undo();
    e.undo();
    expect(e.file()).toBe('User-agent: *\r\nDisallow: /old\r\n');
  });

  it('keeps what is typed while it is built: after the pasted text, as after an instant paste', async () => {
    const e = editorWith('User-agent: *\nDisallow: /a\nAllow: /b\n', { anchor: 14, head: 26 }); // "Disallow: /a" selected
    const pasted = big(200, '\n');
    // During the second yield the person adds a line at the top, then types at the cursor.
    const typing = () => {
      e.type(0, '# top\n');
      e.view.dispatch(e.view.state.replaceSelection('X')); // typed at the cursor
    };
    await pasteInPieces(e.view, pasted, yields(2, typing), 256);
    expect(e.file()).toBe(`# top\nUser-agent: *\n${pasted}X\nAllow: /b\n`);
    // Their cursor stays after what they typed.
    expect(e.view.state.selection.main.head).toBe(`# top\nUser-agent: *\n${pasted}X`.length);
  });

  it('gives a CRLF paste into an LF file its own endings, the rest keeps its own', async () => {
    const e = editorWith('User-agent: *\nAllow: /\n', { anchor: 14 });
    const pasted = big(200, '\r\n');
    await pasteInPieces(e.view, pasted, async () => {}, 256);
    expect(e.file()).toBe(`User-agent: *\n${pasted}Allow: /\n`);
    expect(lineBreaks(e.view.state).base).toBe('lf');
  });

  it('loses nothing when the person deletes everything meanwhile: the paste is the document', async () => {
    const e = editorWith('User-agent: *\nDisallow: /a\n', { anchor: 5 });
    const pasted = big(200, '\n');
    await pasteInPieces(e.view, pasted, yields(1, () => e.view.dispatch({ changes: { from: 0, to: e.view.state.doc.length } })), 256);
    expect(e.file()).toBe(pasted);
  });
});
