/**
 * The URL list's editor (issue 11 §2 and §5): a CodeMirror view, not a `<textarea>`. Chromium
 * spends seconds of native work and layout on a textarea holding 100,000 lines (5.6 s to set
 * the value, 3 s of layout, profiled in bench/matrix.mjs); CodeMirror draws only the lines in
 * view, keeps its own undo for any paste, and lets a line that is no URL be marked where it is.
 *
 * The lines that are not tested (core urlList.ts flags them, with the reason) come in through
 * `setFlagged`; only the ones in view are decorated, so a pasted log of 100,000 lines costs the
 * same to draw as ten. Hovering one says why it is not tested.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration, drawSelection, EditorView, hoverTooltip, keymap, lineNumbers, placeholder, ViewPlugin,
  type DecorationSet, type ViewUpdate,
} from '@codemirror/view';
import { focusedHistory } from './focusedHistory.ts';
import { pasteScrollsWithin } from './scrollWithin.ts';
import { editorChrome } from './theme.ts';

/** The flagged lines of the list. */
export interface FlaggedLines {
  /** Their 1-based numbers, ascending. */
  readonly lines: Int32Array;
  /** Why line `line`, holding `text`, is not tested. */
  why(line: number, text: string): string;
}

const NONE: FlaggedLines = { lines: new Int32Array(0), why: () => '' };

/** Whether line `n` is flagged (a binary search). */
export function isFlagged(flagged: FlaggedLines, n: number): boolean {
  const { lines } = flagged;
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lines[mid] < n) lo = mid + 1;
    else hi = mid;
  }
  return lo < lines.length && lines[lo] === n;
}

/** The reading of the list changed: these lines are not tested. */
export const setFlagged = StateEffect.define<FlaggedLines>();

/**
 * The flagged lines as last read. A change to the text keeps the old map until the new reading
 * arrives (the app reads the list on every change and sends it at once), so marks never lag
 * by more than that one dispatch.
 */
export const flaggedField = StateField.define<FlaggedLines>({
  create: () => NONE,
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setFlagged)) return e.value;
    return value;
  },
});

const flaggedLine = Decoration.line({ class: 'cm-url-flagged' });

function flaggedInView(view: EditorView): DecorationSet {
  const flagged = view.state.field(flaggedField);
  if (flagged.lines.length === 0) return Decoration.none;
  const marks = [];
  const { doc } = view.state;
  for (const { from, to } of view.visibleRanges) {
    for (let n = doc.lineAt(from).number, last = doc.lineAt(to).number; n <= last; n++) {
      if (isFlagged(flagged, n)) marks.push(flaggedLine.range(doc.line(n).from));
    }
  }
  return Decoration.set(marks);
}

const flaggedMarks = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = flaggedInView(view);
    }
    update(u: ViewUpdate) {
      const read = u.startState.field(flaggedField) !== u.state.field(flaggedField);
      if (read || u.docChanged || u.viewportChanged) this.decorations = flaggedInView(u.view);
    }
  },
  { decorations: (p) => p.decorations },
);

const flaggedHover = hoverTooltip((view, pos) => {
  const line = view.state.doc.lineAt(pos);
  const flagged = view.state.field(flaggedField);
  if (!isFlagged(flagged, line.number)) return null;
  const why = flagged.why(line.number, line.text);
  // A line past those sent with a reason, edited since the reading: its text gives none (a URL now).
  if (why === '') return null;
  return {
    pos: line.from,
    end: line.to,
    above: true,
    create() {
      const dom = document.createElement('div');
      dom.className = 'cm-url-why';
      dom.textContent = `Not tested: ${why}`;
      return { dom };
    },
  };
});

/** The content element's accessible name and state (the field's label, its hints, aria-invalid when some line is flagged). */
function fieldAttributes(labelId: string, describedBy: string): Extension {
  return EditorView.contentAttributes.compute([flaggedField], (state) => {
    const attrs: Record<string, string> = {
      // tabindex: axe counts a scroller focusable only by a tab stop inside it (a long URL scrolls it sideways).
      id: 'urls', tabindex: '0', 'aria-labelledby': labelId, 'aria-describedby': describedBy, 'aria-multiline': 'true', spellcheck: 'false',
    };
    if (state.field(flaggedField).lines.length > 0) attrs['aria-invalid'] = 'true';
    return attrs;
  });
}

const urlListTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: 'var(--editor-bg, #fff)' },
  '.cm-scroller': { fontFamily: 'var(--mono)', lineHeight: '1.5' },
  ...editorChrome,
  // Not colour alone: a wavy underline too, and the hover and the list under the field say why.
  '.cm-url-flagged': {
    backgroundColor: 'var(--warn-soft, #fff4e0)',
    textDecoration: 'underline wavy var(--warn, #9a5a00) 1px', textUnderlineOffset: '3px',
  },
  '.cm-url-why': { padding: '4px 8px', maxWidth: '40em' },
});

export interface UrlListOptions {
  /** The id of the element that names the field ("URLs"). */
  labelId: string;
  /** Space-separated ids of the hints that describe it. */
  describedBy: string;
  /** Called after every transaction that changed the text. */
  onChange(update: ViewUpdate): void;
}

/** The editor state of a URL list holding `text`. */
export function createUrlListState(text: string, options: UrlListOptions): EditorState {
  return EditorState.create({
    doc: text,
    extensions: [
      lineNumbers(),
      history(),
      focusedHistory,
      drawSelection(),
      // No indentWithTab: Tab leaves the field, as it left the textarea (keyboard users move on).
      keymap.of([...defaultKeymap, ...historyKeymap]),
      placeholder('https://example.com/page, or a path such as /private/page.html'),
      flaggedField,
      flaggedMarks,
      flaggedHover,
      fieldAttributes(options.labelId, options.describedBy),
      urlListTheme,
      pasteScrollsWithin,
      EditorView.updateListener.of((u) => { if (u.docChanged) options.onChange(u); }),
    ],
  });
}

/** Selects line `line` (1-based) and scrolls it to the middle of the field. */
export function selectListLine(view: EditorView, line: number): void {
  const { doc } = view.state;
  if (line < 1 || line > doc.lines) return;
  const l = doc.line(line);
  view.dispatch({ selection: { anchor: l.from, head: l.to }, effects: EditorView.scrollIntoView(l.from, { y: 'center' }) });
  view.focus();
}
