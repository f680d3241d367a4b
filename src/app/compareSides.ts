/**
 * The two sides of an open comparison (app/compare.ts): the merge view built round the page's
 * document (side b) and a second session for the other version (side a), taken down again on
 * close with side b's text, endings and history handed back to the page's editor; and each side's
 * text read for the causes and the review.
 */
import type { DirectMergeConfig, MergeView } from '@codemirror/merge';
import { EditorState, Prec, type EditorStateConfig, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { fileReading, parseRobots, parsesOf, type ParsedRobots, type Parses, type Profile, type ReadFile, type ReadingChoice } from '../core/index.ts';
import { diffDiagnostics, type DiagnosticDiff, type DiagnosticEntry } from '../core/diagnosticDiff.ts';
import { carriedConfig } from '../editor/carry.ts';
import { lineBreaksExtension } from '../editor/lineBreaks.ts';
import { forEachFileDiagnostic } from '../editor/lint.ts';
import { sharedScroller } from '../editor/scrollWithin.ts';
import { CAUSE_MAX_CHARS } from '../state/compareCauses.ts';
import type { LoadedText } from '../state/document.ts';
import { createRobotsStore, type RobotsStore } from '../state/store.ts';
import type { RobotsClient } from '../worker/client.ts';
import { createSession, type Session } from './session.ts';

/** The worker's name for side a (protocol DocId). */
export const OTHER_DOC_ID = 'compare-a';

/** What the controller uses of a MergeView. */
export type MergePair = Pick<MergeView, 'a' | 'b' | 'dom' | 'destroy'>;

/**
 * Builds the two sides: side by side, or on a phone as one editor (`unified`); `marking()`: what
 * an edit touches is diffed and its changed lines marked (editor/liveDiff.ts), else not (a version
 * is too long).
 */
export type MakeMerge = (config: DirectMergeConfig, unified: boolean, marking: () => boolean) => MergePair;

/** What the sides are built from: the page's session and worker, and the editor's extensions. */
export interface SidesEnv {
  /** The page's session: its document becomes side b. */
  session: Session;
  /** The page's analysis worker: side a is one more document in it. */
  client: RobotsClient;
  /** The editor's extensions for a profile, without its text (editor/setup.ts robotsExtensions). */
  extensions(profile: Profile, side: 'a' | 'b'): Extension;
}

export interface Open {
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
  /** Whether the merge view diffs and marks what an edit touches (MakeMerge's `marking`). */
  marks: { on: boolean };
}

/** A side's text parsed for the causes, by doc version and profile, and its other readings' parses once asked. */
interface ParsedSide {
  key: string;
  parsed: ParsedRobots | null;
  parses?: Parses;
}

const named = (label: string): Extension => Prec.highest(EditorView.contentAttributes.of({ 'aria-label': label }));

/**
 * The merge view with `other` as side a and the page's document as side b, side a's session on a
 * store of its own with the page's test inputs mirrored into it (so both sides answer the same
 * URLs × crawlers). `changed` is called on any change of either store, `otherEdited` when side a's
 * text changes.
 */
export function openSides(env: SidesEnv, make: MakeMerge, unified: boolean, other: Pick<LoadedText, 'text' | 'breaks'>, marking: boolean, on: { changed(): void; otherEdited(): void }): Open {
  const marks = { on: marking };
  const { session, client } = env;
  const home = session.view;
  const main = session.store;
  const merge = make(mergeConfig(
    { doc: other.text, extensions: [lineBreaksExtension(other.breaks), sideExtensions(env, unified, 'a')] },
    carriedConfig(home.state, sideExtensions(env, unified, 'b')),
  ), unified, () => marks.on);
  const otherStore = createRobotsStore();
  otherStore.setState({ inputs: { ...main.getState().inputs, cell: null } });
  const otherSession = createSession({ view: merge.a, store: otherStore, client, docId: OTHER_DOC_ID });
  session.attach(merge.b);
  const unMain = main.subscribe((s, prev) => {
    if (s.inputs.version !== prev.inputs.version || s.inputs.expectations !== prev.inputs.expectations) {
      otherStore.setState((o) => ({ inputs: { ...s.inputs, cell: o.inputs.cell } }));
    }
    on.changed();
  });
  const unOther = otherStore.subscribe((s, prev) => {
    if (s.doc.version !== prev.doc.version) on.otherEdited();
    on.changed();
  });
  return { merge, home, other: otherSession, otherStore, unsubscribe: () => { unMain(); unOther(); }, diagnosedFor: '', parsed: {}, marks };
}

const mergeConfig = (a: EditorStateConfig, b: EditorStateConfig): DirectMergeConfig => ({ a, b, highlightChanges: true, gutter: true });

/** A side's extensions beside its text: the editor's for the profile, its name, the shared scroll. */
function sideExtensions(env: SidesEnv, unified: boolean, side: 'a' | 'b'): Extension {
  const profile = fileReading(env.session.store.getState().inputs.profile);
  const name = side === 'a'
    ? (unified ? 'robots.txt, other version' : 'robots.txt, other version (left)')
    : (unified ? 'robots.txt, this version, with the other version\'s lines where they differ' : 'robots.txt, this version (right)');
  // Side by side, the merge view scrolls both sides as one; unified, each editor scrolls itself.
  return [env.extensions(profile, side), named(name), unified ? [] : sharedScroller.of(true)];
}

const foldOf = (view: EditorView): HTMLDetailsElement | null => view.dom.parentElement?.closest('details') ?? null;

/**
 * The merge view built again round both sides as they are (text, endings, selection, undo
 * history: editor/carry.ts), marking changed lines again; the two sessions drive its editors from
 * now on (each side's document goes to the worker again, whole). CodeMirror's MergeView diffs
 * again only what an edit touches: the stretches edited while a version was too long are diffed
 * only so. Asked for by a button (ui/compare/ComparePanel.tsx), with no editor being typed in:
 * built under a person's typing, the new editor's cursor went to its line's start once the
 * worker's marks redrew that line, and the next keys went there.
 */
export function rebuildSides(env: SidesEnv, make: MakeMerge, c: Open, unified: boolean): void {
  const old = c.merge;
  c.marks.on = true;
  const merge = make(mergeConfig(
    carriedConfig(old.a.state, sideExtensions(env, unified, 'a')),
    carriedConfig(old.b.state, sideExtensions(env, unified, 'b')),
  ), unified, () => c.marks.on);
  // On a phone the other version's editor sits in a fold (editor/unifiedPair.ts): open or shut as it was.
  const wasOpen = foldOf(old.a)?.open;
  const fold = foldOf(merge.a);
  if (fold && wasOpen !== undefined) fold.open = wasOpen;
  c.merge = merge;
  c.other.attach(merge.a);
  env.session.attach(merge.b);
  old.dom.replaceWith(merge.dom);
  old.destroy();
}

/** Back to the page's own editor, holding side b's text, endings and history exactly; side a's session ends. */
export function closeSides(env: SidesEnv, c: Open): void {
  const profile = fileReading(env.session.store.getState().inputs.profile);
  c.home.setState(EditorState.create(carriedConfig(c.merge.b.state, env.extensions(profile, 'b'))));
  env.session.attach(c.home);
  c.unsubscribe();
  c.other.dispose();
  c.merge.destroy();
}

/**
 * A side's text read as `choice` says, each reading parsed once per version (null past
 * CAUSE_MAX_CHARS); a fetched body cut short (DocumentSlice.bodyCut) read as cut, as the grid
 * reads it, so that crawlers that read on keep their `fetch-cut` doubt.
 */
export function sideFile(c: Open, side: 'a' | 'b', doc: { version: number; bodyCut: boolean }, choice: ReadingChoice): ReadFile | null {
  const parsed = parsedSide(c, side, doc.version, fileReading(choice));
  const kept = c.parsed[side];
  if (!parsed || !kept) return null;
  kept.parses ??= parsesOf(parsed.text, parsed, doc.bodyCut);
  return { parses: kept.parses, choice };
}

/** A side's text parsed once per version (null past CAUSE_MAX_CHARS). */
function parsedSide(c: Open, side: 'a' | 'b', version: number, profile: Profile): ParsedRobots | null {
  const key = `${version}:${profile}`;
  const kept = c.parsed[side];
  if (kept && kept.key === key) return kept.parsed;
  const state = c.merge[side].state;
  const parsed = state.doc.length > CAUSE_MAX_CHARS ? null : parseRobots(state.doc.toString(), { profile });
  c.parsed[side] = { key, parsed };
  return parsed;
}

/** The problems the change adds and removes: each side's as its editor shows them. */
export function sidesDiagnostics(c: Open): DiagnosticDiff {
  return diffDiagnostics(diagnosticsOf(c.merge.a.state), diagnosticsOf(c.merge.b.state));
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
