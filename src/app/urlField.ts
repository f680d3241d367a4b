/**
 * The URL list's controller: its editor view (editor/urlList.ts) and the store's `inputs.urls`,
 * kept equal both ways. The store stays the list's owner for the rest of the page (the worker
 * job, links, autosave, the suite file); the view is how a person edits it:
 * - a change typed or pasted in the view is written to the store at once;
 * - a list set from elsewhere (a file, a link, a restore, Clear) replaces the view's text as
 *   one undoable change, so Ctrl+Z brings the old list back; the list the page starts with is
 *   no such change (historyFromNow);
 * - each reading of the list by the worker (app/listRows.ts, results.list) that reads the text
 *   in view marks its untested lines.
 * Only string identity is compared: the view's own text is the string it last wrote, so a
 * 100,000-line list is never compared or copied to find out whether it changed.
 */
import { Transaction, type ChangeSet, type EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { lineNotTested } from '../core/urlList.ts';
import { createUrlListState, selectListLine, setFlagged, type FlaggedLines } from '../editor/urlList.ts';
import { patchedInputs, type ListReading, type RobotsStore } from '../state/store.ts';
import type { UrlEdits } from './urlEdits.ts';

/**
 * `text` (the view's text before `changes`) after them: the parts kept are slices of `text`, so a
 * keystroke in a list of 1,000,000 lines makes a string of a few pieces (V8 joins them lazily),
 * where joining the view's 1,000,000 lines again cost 100-200 ms a key (issue 28 §2).
 */
export function withChanges(text: string, changes: ChangeSet): string {
  let out = '';
  let at = 0;
  changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    out += text.slice(at, fromA) + inserted.toString();
    at = toA;
  });
  return out + text.slice(at);
}

export interface UrlField {
  readonly view: EditorView;
  /** Selects a line of the list (a flagged line's button). */
  selectLine(line: number): void;
  /**
   * The page has its start-up list (the example's, the autosave's, a link's): a list set from
   * now on is one undoable change. Before, a list set is no change of the person's, so Ctrl+Z
   * never takes it away (the first Ctrl+Z in the field put the store's empty default, "/", in
   * place of the list the page opened with). Without it, the history starts at the person's
   * first key or press on the page.
   */
  historyFromNow(): void;
  /** The page boots: only historyFromNow starts the history, once its start-up list is set; the person's first key or press does not. */
  historyAfterBoot(): void;
  dispose(): void;
}

/** The ids of the label and hints the field's content is named and described by (ui/matrix/UrlListField.tsx). */
export const URL_FIELD_IDS = { label: 'urls-label', describedBy: 'urls-hint urls-count' };

/** A view for the state (a real EditorView on the page; tests give a bare one). */
export type MakeView = (state: EditorState) => EditorView;

/** `edits` hears every change the field writes to the store (urlEdits.ts). */
export function createUrlField(store: RobotsStore, makeView: MakeView = (state) => new EditorView({ state }), edits?: UrlEdits): UrlField {
  /** The list as the view last had it (what it wrote, or what it was given). */
  let synced = store.getState().inputs.urls;
  /**
   * Whether `synced` is the view's text character for character: the view reads `\r\n` and `\r`
   * as one line break, so a list given with them is joined from the view's lines once.
   */
  let syncedIsDoc = !synced.includes('\r');
  let flaggedFrom: ListReading | null = null;
  let disposed = false;
  let starting = true;
  const view = makeView(
    createUrlListState(synced, {
      labelId: URL_FIELD_IDS.label,
      describedBy: URL_FIELD_IDS.describedBy,
      onChange(u) {
        if (u.transactions.some((t) => t.annotation(Transaction.remote))) return;
        // A text given with \r\n is not the view's character for character: no edit leads from it.
        if (syncedIsDoc) edits?.record(u.changes);
        else edits?.replaced();
        synced = syncedIsDoc ? withChanges(synced, u.changes) : u.state.doc.toJSON().join('\n');
        syncedIsDoc = true;
        store.setState((st) => ({ inputs: patchedInputs(st.inputs, { urls: synced }) }));
      },
    }),
  );

  /**
   * Marks the reading's flagged lines. Deferred to a microtask: the store changes while the
   * view is still in the update that wrote it, and a view takes no dispatch inside its update.
   */
  function showFlagged(read: ListReading): void {
    // A reading of an older text marks lines that may have moved: the next reading comes soon.
    if (read === flaggedFrom || read.of !== synced) return;
    flaggedFrom = read;
    queueMicrotask(() => {
      if (flaggedFrom !== read || disposed) return;
      view.dispatch({ effects: setFlagged.of(flaggedLines(read)) });
    });
  }

  function follow(): void {
    const s = store.getState();
    if (s.inputs.urls !== synced) {
      synced = s.inputs.urls;
      syncedIsDoc = !synced.includes('\r');
      edits?.replaced();
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: synced },
        annotations: [Transaction.remote.of(true), Transaction.userEvent.of('input.replace'), Transaction.addToHistory.of(!starting)],
      });
    }
    showFlagged(s.results.list);
  }

  follow();
  const unsubscribe = store.subscribe(follow);
  // The history starts with the person's first key or press on the page, if nothing said so before
  // (historyFromNow): a page that never calls it (a test, an embed) no longer leaves every list
  // set afterwards out of the history (review23 L5). A list set before is no change of theirs.
  const win = view.dom.ownerDocument?.defaultView;
  const PERSON = ['keydown', 'pointerdown'] as const;
  let personStarts = true;
  const onPerson = () => { if (personStarts) historyFromNow(); };
  function historyFromNow() {
    starting = false;
    personStarts = false;
    for (const type of PERSON) win?.removeEventListener(type, onPerson, true);
  }
  for (const type of PERSON) win?.addEventListener(type, onPerson, true);
  return {
    view,
    selectLine: (line) => selectListLine(view, line),
    historyFromNow,
    // A click on the page's frame while the boot reads the autosave or a link must not start it (review24 L1).
    historyAfterBoot: () => { personStarts = false; },
    dispose() {
      disposed = true;
      historyFromNow();
      unsubscribe();
      view.destroy();
    },
  };
}

/**
 * The reading's flagged lines for the field's marks: every one's number, and why each is not
 * tested, as sent for the first ones, else read from the line itself as the whole reading did.
 */
function flaggedLines(read: ListReading): FlaggedLines {
  const sent = new Map(read.flagged.map((f) => [f.line, f.why]));
  return {
    lines: read.flaggedLines,
    why: (line, text) => sent.get(line) ?? lineNotTested(text, read.origin, read.site),
  };
}
