/**
 * Pasting into the robots.txt editor: each pasted line keeps its own ending (lineBreaks.ts
 * pasteWithEndings), and a big paste goes in without a long task (issue 12 §2).
 *
 * CodeMirror's own paste splits the pasted string and builds its line tree in the paste event:
 * for 31 MB that was one task of 500 ms of CPU, 170 ms for 10 MB. A paste over a megabyte is
 * built here a piece per task instead (buildDoc.ts) and put in as one change, one undo step.
 * Meanwhile the person may go on typing: the range the paste replaces is mapped through every
 * edit made before it lands, so nothing they type is lost and the paste lands where it was made.
 */
import { StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { splitBreaks } from '../core/index.ts';
import { buildDoc, knownAs, nextTask, PIECE_CHARS } from './buildDoc.ts';
import { insertedEndings, pasteWithEndings } from './lineBreaks.ts';

interface Pending {
  id: number;
  from: number;
  to: number;
}

const startPaste = StateEffect.define<Pending>();
const endPaste = StateEffect.define<number>();

/** The big pastes still being built, each with the range it replaces, mapped through edits. */
const pendingPastes = StateField.define<readonly Pending[]>({
  create: () => [],
  update(list, tr) {
    let next = tr.docChanged
      ? list.map((p) => {
        const from = tr.changes.mapPos(p.from, 1);
        return { id: p.id, from, to: Math.max(from, tr.changes.mapPos(p.to, -1)) };
      })
      : list;
    for (const e of tr.effects) {
      if (e.is(startPaste)) next = [...next, e.value];
      else if (e.is(endPaste)) next = next.filter((p) => p.id !== e.value);
    }
    return next;
  },
});

/** Pastes over this many characters are built a piece per task. */
export const BIG_PASTE_CHARS = PIECE_CHARS;

/**
 * Puts `pasted` in place of the main selection a piece per task, resolving once it is in.
 * `yieldTask` lets the page run between pieces; tests pass their own, and smaller pieces.
 */
export async function pasteInPieces(view: EditorView, pasted: string, yieldTask = nextTask, pieceChars = PIECE_CHARS): Promise<void> {
  const { from, to } = view.state.selection.main;
  const id = nextId(view.state);
  view.dispatch({ effects: startPaste.of({ id, from, to }) });
  await yieldTask();
  const split = pasted.includes('\r') ? splitBreaks(pasted) : null;
  const text = split ? split.text : pasted;
  const doc = await buildDoc(text, yieldTask, pieceChars);
  const range = view.state.field(pendingPastes).find((p) => p.id === id);
  if (!range) return;
  const whole = range.from === 0 && range.to === view.state.doc.length;
  view.dispatch({
    changes: { from: range.from, to: range.to, insert: doc },
    effects: [endPaste.of(id), ...(split ? insertedEndings(view.state, range.from, range.to, split.text, split.breaks) : [])],
    selection: { anchor: range.from + doc.length },
    scrollIntoView: true,
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
