/**
 * Pasting into the robots.txt editor: each pasted line keeps its own ending (lineBreaks.ts
 * pasteWithEndings), and a big paste goes in without a long task (issue 12 §2).
 *
 * CodeMirror's own paste splits the pasted string and builds its line tree in the paste event:
 * for 31 MB that was one task of 500 ms of CPU, 170 ms for 10 MB. A paste over a megabyte is
 * built here a piece per task instead (buildDoc.ts). The selection it replaces goes at once; the
 * pasted text lands at that point once built, and the person may go on typing meanwhile: the
 * point is mapped through their edits and stays before what they type, so the document ends as
 * an instant paste followed by the typing would leave it, and nothing typed is lost. Undo takes
 * the paste out in one step, and gives the replaced selection back in a second.
 */
import { StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { splitBreaks } from '../core/index.ts';
import { buildDoc, knownAs, nextTask, PIECE_CHARS } from './buildDoc.ts';
import { insertedEndings, pasteWithEndings, setLineBreaks } from './lineBreaks.ts';

interface Pending {
  id: number;
  /** Where the pasted text goes. */
  at: number;
}

const startPaste = StateEffect.define<Pending>();
const endPaste = StateEffect.define<number>();

/** The big pastes still being built, each with where it goes, mapped through edits (before text typed there). */
const pendingPastes = StateField.define<readonly Pending[]>({
  create: () => [],
  update(list, tr) {
    let next = tr.docChanged ? list.map((p) => ({ id: p.id, at: tr.changes.mapPos(p.at, -1) })) : list;
    for (const e of tr.effects) {
      if (e.is(startPaste)) next = [...next, e.value];
      else if (e.is(endPaste)) next = next.filter((p) => p.id !== e.value);
    }
    return next;
  },
});

/** Whether a big paste is still being built: the editor's text is not yet what the person pasted. */
export function pasteReading(state: EditorState): boolean {
  return (state.field(pendingPastes, false) ?? []).length > 0;
}

/** Pastes over this many characters are built a piece per task. */
export const BIG_PASTE_CHARS = PIECE_CHARS;

/**
 * Puts `pasted` in place of the main selection a piece per task, resolving once it is in.
 * `yieldTask` lets the page run between pieces; tests pass their own, and smaller pieces.
 */
export async function pasteInPieces(view: EditorView, pasted: string, yieldTask = nextTask, pieceChars = PIECE_CHARS): Promise<void> {
  const { from, to } = view.state.selection.main;
  const id = nextId(view.state);
  view.dispatch({ changes: { from, to }, effects: startPaste.of({ id, at: from }), selection: { anchor: from }, userEvent: 'input.paste' });
  await yieldTask();
  const split = pasted.includes('\r') ? splitBreaks(pasted) : null;
  const text = split ? split.text : pasted;
  const doc = await buildDoc(text, yieldTask, pieceChars);
  const pending = view.state.field(pendingPastes).find((p) => p.id === id);
  if (!pending) return;
  const { at } = pending;
  const whole = view.state.doc.length === 0;
  // The cursor goes after the pasted text, as after any paste, unless the person has moved on
  // (typed, clicked): then their selection stays where it is, mapped over the pasted text.
  const { main, ranges } = view.state.selection;
  const waiting = ranges.length === 1 && main.empty && main.head === at;
  view.dispatch({
    changes: { from: at, insert: doc },
    // Into an emptied document, LF text is a new LF file too (pasteWithEndings), whatever the base was.
    effects: [endPaste.of(id), ...(split ? insertedEndings(view.state, at, at, split.text, split.breaks) : whole ? [setLineBreaks.of({ base: 'lf', at: [], kind: [], count: doc.lines - 1 })] : [])],
    ...(waiting ? { selection: { anchor: at + doc.length }, scrollIntoView: true } : {}),
    userEvent: 'input.paste',
  });
  if (whole) knownAs(view.state.doc, text);
}

function nextId(state: EditorState): number {
  return state.field(pendingPastes).reduce((max, p) => Math.max(max, p.id), 0) + 1;
}

const pasteHandler = EditorView.domEventHandlers({
  paste(event, view) {
    if (view.state.readOnly) return false;
    const pasted = event.clipboardData?.getData('text/plain') ?? '';
    if (pasted.length > BIG_PASTE_CHARS && view.state.selection.ranges.length === 1) {
      event.preventDefault();
      void pasteInPieces(view, pasted);
      return true;
    }
    const spec = pasteWithEndings(view.state, pasted);
    if (!spec) return false;
    event.preventDefault();
    view.dispatch(spec);
    return true;
  },
});

/** The editor's paste: own line endings kept, big pastes in pieces. */
export const pasteExtension: Extension = [pendingPastes, pasteHandler];
