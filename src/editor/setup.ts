/**
 * Everything the robots.txt editor is made of, in one list. The profile lives in a
 * Compartment so switching profiles re-highlights without rebuilding the editor; search and
 * completion in another, filled when the editor first has the focus or a few seconds after the
 * first analysis (lateLoad.ts).
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { foldGutter, foldKeymap } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection, dropCursor, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, placeholder,
  type ViewUpdate,
} from '@codemirror/view';
import { plainBreaks, type LineBreaks, type Profile } from '../core/index.ts';
import { robotsDecorations } from './decorations.ts';
import { expectationMarks } from './expectationMarks.ts';
import { charRuns } from './specialChars.ts';
import { groupFolding, setGroupSpans } from './folding.ts';
import { focusedHistory } from './focusedHistory.ts';
import { formatKeymap } from './format.ts';
import { robotsHover } from './hover.ts';
import { lateParts } from './lateLoad.ts';
import { lineBreaksExtension } from './lineBreaks.ts';
import { pasteExtension } from './paste.ts';
import { robotsTxt } from './language.ts';
import { lintFromStart, robotsLint } from './lint.ts';
import { scrollWithinEditor } from './scrollWithin.ts';
import { problemsPanel } from './problemsPanel.ts';
import { quickFixes } from './quickFix.ts';
import { siteContext, type SiteContext } from './siteContext.ts';
import { robotsTheme } from './theme.ts';

export const languageCompartment = new Compartment();

export interface EditorHooks {
  /** Called after every transaction that changed the document (the app session adds its own listener). */
  onDocChange?(update: ViewUpdate): void;
  /** Files dropped on the editor. */
  onDropFile(file: File): void;
  /** What Format document did, or why it left the file alone. */
  onFormat?(note: string, changed: boolean): void;
  /** What the workbench knows (origin, tested URLs) for hover and completion. */
  site?: SiteContext;
}

const EMPTY_HINT = 'Type or paste a robots.txt, or drop a file here. Press ? outside the editor for the keyboard shortcuts.';

function dropFiles(hooks: EditorHooks): Extension {
  return EditorView.domEventHandlers({
    drop(event) {
      const file = event.dataTransfer?.files?.[0];
      if (!file) return false;
      event.preventDefault();
      hooks.onDropFile(file);
      return true;
    },
  });
}

export function robotsExtensions(profile: Profile, hooks: EditorHooks): Extension {
  return [
    lineNumbers(),
    // The fold markers come from the worker's group spans: redraw them when those arrive.
    foldGutter({ foldingChanged: (u) => u.transactions.some((t) => t.effects.some((e) => e.is(setGroupSpans))) }),
    highlightActiveLineGutter(),
    charRuns(),
    history(),
    focusedHistory,
    drawSelection(),
    dropCursor(),
    highlightActiveLine(),
    languageCompartment.of(robotsTxt(profile)),
    robotsLint(),
    problemsPanel(),
    robotsDecorations(),
    scrollWithinEditor,
    expectationMarks(),
    groupFolding(),
    quickFixes(),
    formatKeymap(hooks.onFormat),
    placeholder(EMPTY_HINT),
    robotsHover(),
    pasteExtension,
    robotsTheme,
    EditorView.lineWrapping,
    // tabindex: an editable element is in the tab order anyway, but axe (scrollable-region-
    // focusable) only counts it as keyboard access to the scroller when it says so; a document
    // longer than the pane makes the scroller scroll.
    EditorView.contentAttributes.of({ 'aria-label': 'robots.txt', spellcheck: 'false', tabindex: '0' }),
    keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap]),
    // Search and completion, after the page drew (their keys after the ones above, as before).
    lateParts(),
    EditorView.updateListener.of((u) => { if (u.docChanged) hooks.onDocChange?.(u); }),
    dropFiles(hooks),
    hooks.site ? siteContext.of(hooks.site) : [],
    lintFromStart(),
  ];
}

/** `breaks`: each line's own ending (the editor itself joins lines with "\n"). */
export function createEditorState(doc: string, profile: Profile, hooks: EditorHooks, breaks: LineBreaks = plainBreaks(doc)): EditorState {
  return EditorState.create({ doc, extensions: [lineBreaksExtension(breaks), robotsExtensions(profile, hooks)] });
}

/** Re-highlights for another profile (keys differ: the 1996 draft has no Allow). */
export function setProfile(view: EditorView, profile: Profile): void {
  view.dispatch({ effects: languageCompartment.reconfigure(robotsTxt(profile)) });
}
