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
import type { DirectMergeConfig, MergeView } from '@codemirror/merge';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { fileParse, fileReading, parseRobots, parsesOf, splitBreaks, type ParsedRobots, type Parses, type Profile, type ReadFile, type ReadingChoice } from '../core/index.ts';
import { carriedConfig } from '../editor/carry.ts';
import { setCauseLines } from '../editor/causeMarks.ts';
import { lineBreaksExtension } from '../editor/lineBreaks.ts';
import { sharedScroller } from '../editor/scrollWithin.ts';
import { forEachFileDiagnostic } from '../editor/lint.ts';
import { changeOrder, CLOSED_COMPARE, createCompareStore, type CompareStore, type VerdictComparison } from '../state/compare.ts';
import { diffDiagnostics, type DiagnosticEntry } from '../core/diagnosticDiff.ts';
import type { LoadedText } from '../state/document.ts';
import { CAUSE_MAX_CHARS, causeList, groupAt, kindList } from '../state/compareCauses.ts';
import { diffMatrices, type MatrixDiff } from '../state/matrixDiff.ts';
import { createRobotsStore, type RobotsState, type RobotsStore } from '../state/store.ts';
import type { RobotsClient } from '../worker/client.ts';
import type { CompareHooks } from './compareHooks.ts';
import { isNarrow } from './narrow.ts';
import { createSession, type Session } from './session.ts';
import { countText } from '../core/words/countText.ts';

/** The worker's name for side a (protocol DocId). */
export const OTHER_DOC_ID = 'compare-a';

export interface CompareOptions {
  /** The page's session: its document becomes side b. */
  session: Session;
  /** The page's analysis worker: side a is one more document in it. */
  client: RobotsClient;
  /** The editor's extensions for a profile, without its text (editor/setup.ts robotsExtensions). */
  extensions(profile: Profile, side: 'a' | 'b'): Extension;
  onProblem?(message: string): void;
  /**
   * Builds the two sides: CodeMirror's MergeView (editor/steadyMergeView.ts), or on a phone its
   * unified view (editor/unifiedPair.ts), unless a test gives another.
   */
  merge?(config: DirectMergeConfig, unified: boolean): MergePair;
  /** Whether the window is a phone's width now (app/narrow.ts unless a test says). */
  narrow?(): boolean;
}

/** Side a's heading over its folded editor in the unified view. */
const OTHER_FOLDED = 'The other version (edit or paste it here)';

/**
 * CodeMirror's merge views, loaded the first time a comparison opens (issue 24 §3): @codemirror/merge
 * is not part of the page's start.
 */
const loadMerge = () => Promise.all([import('../editor/steadyMergeView.ts'), import('../editor/unifiedPair.ts')]).then(
  ([split, one]) => (config: DirectMergeConfig, unified: boolean): MergePair => (unified ? one.unifiedPair(config, OTHER_FOLDED) : split.steadyMergeView(config)),
);

/** What the controller uses of a MergeView. */
export type MergePair = Pick<MergeView, 'a' | 'b' | 'dom' | 'destroy'>;

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
   * The comparison as a pull-request review in Markdown (core reviewMarkdown, the words of
   * `robotscope review`): the workbench's crawlers, URLs and expectations; null while the two
   * sides are not both checked, or when a side is too big to parse here.
   */
  review(): Promise<string | null>;
  /** The autosave's view of the comparison (both versions are saved). */
  readonly hooks: CompareHooks;
  dispose(): void;
}

interface Open {
  merge: MergePair;
  /** The page's own editor, off the page while comparing. */
  home: EditorView;
  other: Session;
  otherStore: RobotsStore;
  unsubscribe: () => void;
  /** The doc versions the diagnostic diff was made for ("a:b"). */
  diagnosedFor: string;
  /** Each side's text parsed for the causes, by doc version and profile. */
  parsed: { a?: ParsedSide; b?: ParsedSide };
}

export function createCompare(options: CompareOptions): Compare {
  const { session, client, extensions, narrow = isNarrow } = options;
  let makeMerge = options.merge ?? null;
  /** What to open once the merge view has loaded (the last asked for; null when closed meanwhile). */
  let waiting: { other: Pick<LoadedText, 'text' | 'breaks'>; source: string } | null = null;
  let loading: Promise<void> | null = null;
  const store = createCompareStore();
  const main = session.store;
  let current: Open | null = null;
  let scheduled = false;
  /** Told when the comparison opens, closes, or its other version changes (the autosave). */
  const watchers = new Set<() => void>();
  const tell = () => watchers.forEach((w) => w());

  /** The cause lines marked on each side now ("a|b"), so a new answer with the same cause dispatches nothing. */
  let causeMarked = '|';
  /** Marks the lines of the selected change's cause on both sides (core causeLines), or clears them. */
  function markCause(): void {
    if (!current) return;
    const { verdicts, selected } = store.getState();
    const lines = verdicts && selected >= 0 ? groupAt(verdicts.groups, selected)?.lines : undefined;
    const key = lines ? `${lines.before.join(',')}|${lines.after.join(',')}` : '|';
    if (key === causeMarked) return;
    causeMarked = key;
    // The two sides scroll together (one MergeView): the cause is brought into view once, on
    // the old side when it names a line there, else on the new one.
    const before = lines?.before ?? [];
    const after = lines?.after ?? [];
    // The unified view shows side b alone (side a's removed lines inside it): it is scrolled to.
    const unified = store.getState().unified;
    markSide(current.merge.a, before, !unified && before.length > 0);
    markSide(current.merge.b, after, unified || before.length === 0);
  }
  function markSide(view: EditorView, lines: readonly number[], scroll: boolean): void {
    const first = lines.length > 0 && lines[0] <= view.state.doc.lines ? view.state.doc.line(lines[0]).from : -1;
    view.dispatch({ effects: scroll && first >= 0 ? [setCauseLines.of(lines), EditorView.scrollIntoView(first, { y: 'center' })] : [setCauseLines.of(lines)] });
  }
  store.subscribe((s, prev) => {
    if (s.selected !== prev.selected || s.verdicts !== prev.verdicts) markCause();
  });

  const named = (label: string): Extension => Prec.highest(EditorView.contentAttributes.of({ 'aria-label': label }));

  /** Opens once `makeMerge` is there: at once when loaded, else when its chunk arrives. */
  function opening(other: Pick<LoadedText, 'text' | 'breaks'>, source: string): Promise<void> {
    if (makeMerge) {
      begin(makeMerge, other, source);
      return Promise.resolve();
    }
    waiting = { other, source };
    loading ??= loadMerge().then((merge) => {
      makeMerge = merge;
      const next = waiting;
      waiting = null;
      if (next) begin(merge, next.other, next.source);
    }, (e: unknown) => {
      loading = null;
      waiting = null;
      options.onProblem?.(`The compare view could not load (${String(e)}); reload the page to try again.`);
    });
    return loading;
  }

  function begin(makeMerge: NonNullable<CompareOptions['merge']>, other: Pick<LoadedText, 'text' | 'breaks'>, source: string): void {
    const home = session.view;
    const profile = fileReading(main.getState().inputs.profile);
    // Decided as it opens: a phone turned sideways keeps the view it opened with.
    const unified = narrow();
    // Side by side, the merge view scrolls both sides as one; unified, each editor scrolls itself.
    const shared = unified ? [] : [sharedScroller.of(true)];
    const merge = makeMerge({
      a: { doc: other.text, extensions: [lineBreaksExtension(other.breaks), extensions(profile, 'a'), named(unified ? 'robots.txt, other version' : 'robots.txt, other version (left)'), shared] },
      b: carriedConfig(home.state, [extensions(profile, 'b'), named(unified ? 'robots.txt, this version, with the other version\'s lines where they differ' : 'robots.txt, this version (right)'), shared]),
      highlightChanges: true,
      gutter: true,
    }, unified);
    const otherStore = createRobotsStore();
    otherStore.setState({ inputs: { ...main.getState().inputs, cell: null } });
    const otherSession = createSession({ view: merge.a, store: otherStore, client, docId: OTHER_DOC_ID });
    session.attach(merge.b);
    const unMain = main.subscribe((s, prev) => {
      if (s.inputs.version !== prev.inputs.version || s.inputs.expectations !== prev.inputs.expectations) {
        otherStore.setState((o) => ({ inputs: { ...s.inputs, cell: o.inputs.cell } }));
      }
      schedule();
    });
    const unOther = otherStore.subscribe((s, prev) => {
      if (s.doc.version !== prev.doc.version) tell();
      schedule();
    });
    current = { merge, home, other: otherSession, otherStore, unsubscribe: () => { unMain(); unOther(); }, diagnosedFor: '', parsed: {} };
    store.setState({ ...CLOSED_COMPARE, open: true, source, unified });
    tell();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (current) refresh(current);
    });
  }

  /** Compares the two sides' latest answers once both describe what is on screen. */
  function refresh(c: Open): void {
    const a = c.otherStore.getState();
    const b = main.getState();
    const before = a.results.matrix;
    const after = b.results.matrix;
    const fresh = before !== null && after !== null && before.docVersion === a.doc.version && after.docVersion === b.doc.version
      && before.inputsVersion === b.inputs.version && after.inputsVersion === b.inputs.version;
    const shown = store.getState().verdicts;
    if (fresh && (shown?.before !== before || shown.after !== after)) {
      const diff = diffMatrices(before, after);
      const verdicts: VerdictComparison = { before, after, diff, ...listOf(c, a, b, diff) };
      store.setState({ verdicts, pending: false, selected: reselect(shown, store.getState().selected, verdicts) });
    } else if (store.getState().pending === fresh) {
      store.setState({ pending: !fresh });
    }
    refreshDiagnostics(c, a, b);
  }

  /** The changes by cause when both sides are small enough to parse here, else by kind (saying why). */
  function listOf(c: Open, a: RobotsState, b: RobotsState, diff: MatrixDiff): Pick<VerdictComparison, 'order' | 'groups' | 'headline'> {
    // Each crawler's groups read as the grid reads it (the Profile control: by default as its operator documents).
    const pa = sideFile(c, 'a', c.merge.a.state, a.doc, b.inputs.profile);
    const pb = sideFile(c, 'b', c.merge.b.state, b.doc, b.inputs.profile);
    if (!pa || !pb) return kindList(diff, changeOrder(diff, a.results.matrix!.columns.length), `the causes are worked out for files up to ${countText(CAUSE_MAX_CHARS)} characters`);
    return causeList(a.results.matrix!, b.results.matrix!, diff, pa, pb);
  }

  /**
   * A side's text read as `choice` says, each reading parsed once per version (null past
   * CAUSE_MAX_CHARS); a fetched body cut short (DocumentSlice.bodyCut) read as cut, as the grid
   * reads it, so that crawlers that read on keep their `fetch-cut` doubt.
   */
  function sideFile(c: Open, side: 'a' | 'b', state: EditorState, doc: { version: number; bodyCut: boolean }, choice: ReadingChoice): ReadFile | null {
    const parsed = parsedSide(c, side, state, doc.version, fileReading(choice));
    const kept = c.parsed[side];
    if (!parsed || !kept) return null;
    kept.parses ??= parsesOf(parsed.text, parsed, doc.bodyCut);
    return { parses: kept.parses, choice };
  }

  /** A side's text parsed once per version (null past CAUSE_MAX_CHARS). */
  function parsedSide(c: Open, side: 'a' | 'b', state: EditorState, version: number, profile: Profile): ParsedRobots | null {
    const key = `${version}:${profile}`;
    const kept = c.parsed[side];
    if (kept && kept.key === key) return kept.parsed;
    const parsed = state.doc.length > CAUSE_MAX_CHARS ? null : parseRobots(state.doc.toString(), { profile });
    c.parsed[side] = { key, parsed };
    return parsed;
  }

  function refreshDiagnostics(c: Open, a: RobotsState, b: RobotsState): void {
    const analysed = (s: RobotsState) => s.results.stats !== null && s.results.docVersion === s.doc.version;
    const key = `${a.doc.version}:${b.doc.version}`;
    if (!analysed(a) || !analysed(b) || key === c.diagnosedFor) return;
    c.diagnosedFor = key;
    store.setState({ diagnostics: diffDiagnostics(diagnosticsOf(c.merge.a.state), diagnosticsOf(c.merge.b.state)) });
  }

  function end(c: Open): void {
    const profile = fileReading(main.getState().inputs.profile);
    c.home.setState(EditorState.create(carriedConfig(c.merge.b.state, extensions(profile, 'b'))));
    session.attach(c.home);
    c.unsubscribe();
    c.other.dispose();
    c.merge.destroy();
    current = null;
    causeMarked = '|';
    store.setState(CLOSED_COMPARE);
    tell();
  }

  const hooks: CompareHooks = {
    saved: () => (current ? { text: current.other.text(), source: store.getState().source } : null),
    linked: () => (current ? { bytes: current.other.bytes(), label: store.getState().source } : null),
    restore(other) {
      if (other) void api.open(splitBreaks(other.text), other.source);
      else api.close();
    },
    watch(listener) {
      watchers.add(listener);
      return () => { watchers.delete(listener); };
    },
  };

  const api: Compare = {
    store,
    hooks,
    dom: () => current?.merge.dom ?? null,
    other: () => current?.other ?? null,
    open(other, source) {
      if (!current) return opening(other, source);
      current.other.load(other);
      store.setState({ source });
      tell();
      return Promise.resolve();
    },
    close() {
      waiting = null;
      if (current) end(current);
    },
    select(pos) {
      const v = store.getState().verdicts;
      if (!current || !v || pos < 0 || pos >= v.order.length) return;
      const i = v.order[pos];
      const cellOf = (index: number, width: number) => ({ row: Math.floor(index / width), col: index % width });
      store.setState({ selected: pos });
      current.otherStore.setState((s) => ({ inputs: { ...s.inputs, cell: cellOf(v.diff.beforeCells[i], v.before.columns.length) } }));
      main.setState((s) => ({ inputs: { ...s.inputs, cell: cellOf(v.diff.cells[i], v.after.columns.length) } }));
    },
    async review() {
      const v = store.getState().verdicts;
      if (!current || !v) return null;
      const b = main.getState();
      // Read as the list and the grid read them (sideFile), as `robotscope review` reads a fetch cut short.
      const pa = sideFile(current, 'a', current.merge.a.state, current.otherStore.getState().doc, b.inputs.profile);
      const pb = sideFile(current, 'b', current.merge.b.state, b.doc, b.inputs.profile);
      if (!pa || !pb) return null;
      // Loaded when first asked for: the review's code is not part of the page's start.
      const { buildReview, reviewMarkdown } = await import('./reviewChunk.ts');
      const oldName = reviewName(store.getState().source);
      const review = buildReview({
        oldName, newName: 'this version', before: pa, after: pb,
        crawlers: v.after.columns.map((c) => c.name), urls: v.after.urls, expectations: b.inputs.expectations,
      });
      return reviewMarkdown(review, { oldName, newName: 'this version', oldText: fileParse(pa).text, newText: fileParse(pb).text });
    },
    dispose() {
      api.close();
    },
  };
  return api;
}

/**
 * The old side's name in the review, which quotes it as code: a file's own name, without the
 * quotes the panel's title puts round it (source "“v1.txt”", "the kept version “x”").
 */
const reviewName = (source: string): string => /“([^”]*)”/.exec(source)?.[1] ?? source;

/** A side's text parsed for the causes, by doc version and profile, and its other readings' parses once asked. */
interface ParsedSide {
  key: string;
  parsed: ParsedRobots | null;
  parses?: Parses;
}

/** The same change (URL × crawler) in the new comparison, or -1 when it changes no more. */
function reselect(old: VerdictComparison | null, pos: number, next: VerdictComparison): number {
  if (!old || pos < 0 || pos >= old.order.length) return -1;
  const i = old.order[pos];
  const width = old.after.columns.length;
  const url = old.after.urls[Math.floor(old.diff.cells[i] / width)];
  const crawler = old.after.columns[old.diff.cells[i] % width].name;
  const w = next.after.columns.length;
  for (let p = 0; p < next.order.length; p++) {
    const cell = next.diff.cells[next.order[p]];
    if (next.after.urls[Math.floor(cell / w)] === url && next.after.columns[cell % w].name === crawler) return p;
  }
  return -1;
}

/** The file's diagnostics an editor shows (the worker's, through the lint bridge: source is the code; broken expectations left out). */
function diagnosticsOf(state: EditorState): DiagnosticEntry[] {
  const out: DiagnosticEntry[] = [];
  forEachFileDiagnostic(state, (d, from) => {
    const line = state.doc.lineAt(Math.min(from, state.doc.length));
    out.push({ severity: d.severity === 'hint' ? 'info' : d.severity, code: d.source ?? '', message: d.message, line: line.number, text: line.text.trim() });
  });
  return out;
}
