/**
 * The compare view's controller (issue 9 §1): a second version beside the document on screen,
 * both editable, in CodeMirror's MergeView, and what the change does to every verdict of the
 * workbench and to the file's problems.
 *
 * Side b is the page's document: the page's session attaches to the merge view's b editor,
 * whose state carries the text, each line's ending and the undo history over (editor/carry.ts),
 * and gives them back to the page's editor on close, so leaving the comparison keeps the text
 * exactly. Side a is a second session with a store of its own, on the page's one worker under
 * its own document id (the protocol keys documents by id), and the page's test inputs mirrored
 * into it, so both sides answer the same URLs × crawlers.
 *
 * On a phone (app/narrow.ts, when the comparison opens) the two sides are one editor, side b
 * with side a's lines shown where they differ (editor/unifiedPair.ts); side a's own editor is
 * folded above it, to paste into or edit.
 */
import type { DirectMergeConfig } from '@codemirror/merge';
import { splitBreaks } from '../core/index.ts';
import { CLOSED_COMPARE, createCompareStore, LIVE_DIFF_MAX_CHARS, type CompareState, type CompareStore } from '../state/compare.ts';
import type { LoadedText } from '../state/document.ts';
import type { RobotsStore } from '../state/store.ts';
import type { Session } from './session.ts';
import { refreshComparison, reviewOf } from './compareAnswers.ts';
import { markCauses } from './compareCauseMarks.ts';
import type { CompareHooks } from './compareHooks.ts';
import { closeSides, openSides, rebuildSides, type MakeMerge, type Open, type SidesEnv } from './compareSides.ts';
import { isNarrow } from './narrow.ts';
import { notLoadedWords } from '../core/words/loadWords.ts';

export { OTHER_DOC_ID, type MergePair } from './compareSides.ts';

export interface CompareOptions extends SidesEnv {
  onProblem?(message: string): void;
  /**
   * Builds the two sides: CodeMirror's MergeView (editor/steadyMergeView.ts), or on a phone its
   * unified view (editor/unifiedPair.ts), unless a test gives another.
   */
  merge?: MakeMerge;
  /** Whether the window is a phone's width now (app/narrow.ts unless a test says). */
  narrow?(): boolean;
}

/** Side a's heading over its folded editor in the unified view. */
const OTHER_FOLDED = 'The other version (edit or paste it here)';

/**
 * CodeMirror's merge views, loaded the first time a comparison opens (issue 24 §3): @codemirror/merge
 * is not part of the page's start.
 */
const loadMerge = () => Promise.all([import('../editor/steadyMergeView.ts'), import('../editor/unifiedPair.ts'), import('../editor/liveDiff.ts')]).then(
  ([split, one, live]): MakeMerge => (config: DirectMergeConfig, unified: boolean, marking: () => boolean) => {
    const diffing = { ...config, diffConfig: live.diffConfigFor(marking, LIVE_DIFF_MAX_CHARS) };
    return unified ? one.unifiedPair(diffing, OTHER_FOLDED) : split.steadyMergeView(diffing);
  },
);

/** Which side is longer than LIVE_DIFF_MAX_CHARS (state/compare.ts CompareState.unmarked). */
function longSides(a: number, b: number): CompareState['unmarked'] {
  const longA = a > LIVE_DIFF_MAX_CHARS;
  const longB = b > LIVE_DIFF_MAX_CHARS;
  return longA && longB ? 'both' : longA ? 'a' : longB ? 'b' : null;
}

export interface Compare {
  readonly store: CompareStore;
  /** The merge view's DOM while comparing, for the editor's host; null otherwise. */
  dom(): HTMLElement | null;
  /** The other version's session while comparing (its text, its file, its verdicts). */
  other(): Session | null;
  /**
   * Opens the comparison with `other` as side a, or replaces side a when already open; resolves
   * once it is open (the first time, after the merge view's code has loaded).
   */
  open(other: Pick<LoadedText, 'text' | 'breaks'>, source: string): Promise<void>;
  /** Back to one editor, holding side b's text, endings and history exactly. */
  close(): void;
  /** Selects the change at `pos` of the list: the deciding rule is marked on both sides. */
  select(pos: number): void;
  /**
   * Marks the changed lines again, once both versions are no longer than LIVE_DIFF_MAX_CHARS
   * after one was: the merge view is built anew round both (compareSides.ts rebuildSides).
   */
  markAgain(): void;
  /**
   * The comparison as a pull-request review in Markdown (core reviewMarkdown, the words of
   * `robotscope review`): the workbench's crawlers, URLs and expectations; null while the two
   * sides are not both checked, or when a side is too big to parse here.
   */
  review(): Promise<string | null>;
  /** The autosave's view of the comparison (both versions are saved). */
  readonly hooks: CompareHooks;
  dispose(): void;
}

type Other = Pick<LoadedText, 'text' | 'breaks'>;

export function createCompare(options: CompareOptions): Compare {
  const { session, narrow = isNarrow } = options;
  const store = createCompareStore();
  const main = session.store;
  let current: Open | null = null;
  /** What built the open comparison's merge view. */
  let built: MakeMerge | null = null;
  /** Told when the comparison opens, closes, or its other version changes (the autosave). */
  const watchers = new Set<() => void>();
  const tell = () => watchers.forEach((w) => w());
  const causes = markCauses(store, () => current?.merge ?? null);
  const schedule = oncePerTask(() => {
    if (!current) return;
    marksBounded(current);
    refreshComparison(current, store, main);
  });
  const merges = mergeLoader(options.merge ?? null, (e) => options.onProblem?.(notLoadedWords('compare view', e)));

  function begin(make: MakeMerge, other: Other, source: string): void {
    // Decided as it opens: a phone turned sideways keeps the view it opened with.
    const unified = narrow();
    const unmarked = longSides(other.text.length, session.view.state.doc.length);
    current = openSides(options, make, unified, other, unmarked === null, { changed: schedule, otherEdited: tell });
    built = make;
    store.setState({ ...CLOSED_COMPARE, open: true, source, unified, unmarked, marksOff: unmarked !== null });
    tell();
  }

  /**
   * After any edit: once a side is longer than LIVE_DIFF_MAX_CHARS the merge view stops diffing
   * and marking what edits touch (editor/liveDiff.ts), and the page says so and, once both are
   * shorter again, offers to mark them again (ui/compare/ComparePanel.tsx, markAgain).
   */
  function marksBounded(c: Open): void {
    const unmarked = longSides(c.merge.a.state.doc.length, c.merge.b.state.doc.length);
    if (unmarked !== null) c.marks.on = false;
    const marksOff = !c.marks.on;
    const s = store.getState();
    if (s.unmarked !== unmarked || s.marksOff !== marksOff) store.setState({ unmarked, marksOff });
  }

  function end(c: Open): void {
    closeSides(options, c);
    current = null;
    causes.reset();
    store.setState(CLOSED_COMPARE);
    tell();
  }

  const hooks = compareHooks(() => current?.other ?? null, store, watchers, {
    open: (other, source) => void api.open(other, source),
    close: () => api.close(),
  });

  const api: Compare = {
    store,
    hooks,
    dom: () => current?.merge.dom ?? null,
    other: () => current?.other ?? null,
    open(other, source) {
      if (!current) return merges.then((make) => begin(make, other, source));
      current.other.load(other);
      store.setState({ source });
      tell();
      return Promise.resolve();
    },
    close() {
      merges.cancel();
      if (current) end(current);
    },
    select(pos) {
      if (current) selectChange(store, current, main, pos);
    },
    markAgain() {
      const c = current;
      if (!c || c.marks.on || !built || longSides(c.merge.a.state.doc.length, c.merge.b.state.doc.length) !== null) return;
      rebuildSides(options, built, c, store.getState().unified);
      store.setState({ marksOff: false });
    },
    review: () => (current ? reviewOf(current, store, main) : Promise.resolve(null)),
    dispose() {
      api.close();
    },
  };
  return api;
}

/**
 * `make` as soon as there is one: at once when given or loaded (synchronously, so an open
 * comparison is there when open() returns), else when its chunk arrives. While it loads only
 * the last asked for is run, and none once cancel() is called (the comparison closed meanwhile).
 */
function mergeLoader(given: MakeMerge | null, onProblem: (e: unknown) => void) {
  let make = given;
  let waiting: ((make: MakeMerge) => void) | null = null;
  let loading: Promise<void> | null = null;
  return {
    then(run: (make: MakeMerge) => void): Promise<void> {
      if (make) {
        run(make);
        return Promise.resolve();
      }
      waiting = run;
      loading ??= loadMerge().then((merge) => {
        make = merge;
        const next = waiting;
        waiting = null;
        next?.(merge);
      }, (e: unknown) => {
        loading = null;
        waiting = null;
        onProblem(e);
      });
      return loading;
    },
    cancel() {
      waiting = null;
    },
  };
}

/** `run` once in a microtask however often it is asked for before then (both stores' changes of one task). */
function oncePerTask(run: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      run();
    });
  };
}

/** Selects the change at `pos` of the list, and its cell in each side's grid. */
function selectChange(store: CompareStore, c: Open, main: RobotsStore, pos: number): void {
  const v = store.getState().verdicts;
  if (!v || pos < 0 || pos >= v.order.length) return;
  const i = v.order[pos];
  const cellOf = (index: number, width: number) => ({ row: Math.floor(index / width), col: index % width });
  store.setState({ selected: pos });
  c.otherStore.setState((s) => ({ inputs: { ...s.inputs, cell: cellOf(v.diff.beforeCells[i], v.before.columns.length) } }));
  main.setState((s) => ({ inputs: { ...s.inputs, cell: cellOf(v.diff.cells[i], v.after.columns.length) } }));
}

/** The autosave's and the links' view of the comparison (compareHooks.ts). */
function compareHooks(other: () => Session | null, store: CompareStore, watchers: Set<() => void>, api: { open(other: Other, source: string): void; close(): void }): CompareHooks {
  return {
    saved: () => { const o = other(); return o ? { text: o.text(), source: store.getState().source } : null; },
    linked: () => { const o = other(); return o ? { bytes: o.bytes(), label: store.getState().source } : null; },
    length: () => other()?.view.state.doc.length ?? null,
    restore(saved) {
      if (saved) api.open(splitBreaks(saved.text), saved.source);
      else api.close();
    },
    watch(listener) {
      watchers.add(listener);
      return () => { watchers.delete(listener); };
    },
  };
}
