/**
 * Invisible and undecodable characters drawn as readable labels (`NUL`, `\xFF`, `\xA0`), a run
 * of them as ONE element. CodeMirror's highlightSpecialChars draws one widget per character,
 * and every replacing widget costs three elements (it and a cursor buffer on each side); the
 * worker's invalid-character mark around it made four. A PNG read as text (corpus 0360) put
 * 4,000 elements into 2,000 characters on screen, and laying them out took a 145 ms task
 * (issue 12 §2); the same labels as the text of one element per run lay out in a few ms.
 *
 * Each character keeps its own position: arrows step through a run one character at a time
 * (the widget places the cursor inside its own text, `coordsAt`), nothing is atomic, and the
 * document is never touched. The characters the worker called invalid are drawn with
 * `cm-invalid-char` on the label itself (charMarks.ts leaves them out of its marks), a run split
 * where that changes.
 */
import type { EditorState } from '@codemirror/state';
import {
  Decoration, EditorView, MatchDecorator, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate,
} from '@codemirror/view';
import { charLabel, describeRun, placeholderRuns } from './chars.ts';
import { robotsMarks, setAnalysisMarks } from './decorations.ts';

/** A label is up to 4 characters: a run this long is ~300 characters of text at most. */
export const MAX_RUN = 64;
/** Between two labels: a thin space, so a long run can still wrap. */
const SEPARATOR = '\u2009';

export class CharRunWidget extends WidgetType {
  constructor(readonly chars: string, readonly invalid: boolean) {
    super();
  }

  eq(other: CharRunWidget): boolean {
    return other.chars === this.chars && other.invalid === this.invalid;
  }

  private drawn: { text: string; offsets: number[] } | null = null;

  /** The labels, separated; `offsets[i]` is where the i-th character's label starts. */
  labels(): { text: string; offsets: number[] } {
    if (this.drawn) return this.drawn;
    const offsets: number[] = [];
    let text = '';
    for (let i = 0; i < this.chars.length; i++) {
      if (i > 0) text += SEPARATOR;
      offsets.push(text.length);
      text += charLabel(this.chars.charCodeAt(i)).short;
    }
    this.drawn = { text, offsets };
    return this.drawn;
  }

  toDOM(): HTMLElement {
    const el = document.createElement('span');
    el.className = this.invalid ? 'cm-rtChar cm-invalid-char' : 'cm-rtChar';
    el.textContent = this.labels().text;
    const description = describeRun(this.chars, this.invalid);
    el.title = description;
    el.setAttribute('aria-label', description);
    return el;
  }

  /** The cursor between two characters of the run: at the start of the second one's label. */
  coordsAt(dom: HTMLElement, pos: number): DOMRect | null {
    const text = dom.firstChild;
    if (pos <= 0 || pos >= this.chars.length || !text) return null;
    const range = document.createRange();
    range.setStart(text, this.labels().offsets[pos]);
    const rects = range.getClientRects();
    return rects.length ? rects[rects.length - 1] : range.getBoundingClientRect();
  }

  ignoreEvent(): boolean {
    return false;
  }
}

/** Positions in [from, to) the worker called invalid, from the marks field. */
function invalidAt(state: EditorState, from: number, to: number): Set<number> {
  const out = new Set<number>();
  state.field(robotsMarks, false)?.hiddenInvalid.between(from, to, (a, b) => {
    for (let p = Math.max(a, from); p < Math.min(b, to); p++) out.add(p);
  });
  return out;
}

/**
 * The widgets for the run `chars` at `from`: one per stretch whose characters are all invalid,
 * or all not (MatchDecorator finds the runs in the visible text).
 */
export function decorateRun(add: (from: number, to: number, deco: Decoration) => void, from: number, chars: string, state: EditorState): void {
  const invalid = invalidAt(state, from, from + chars.length);
  let start = 0;
  for (let i = 1; i <= chars.length; i++) {
    if (i < chars.length && invalid.has(from + i) === invalid.has(from + start)) continue;
    const widget = new CharRunWidget(chars.slice(start, i), invalid.has(from + start));
    add(from + start, from + i, Decoration.replace({ widget }));
    start = i;
  }
}

const runs = new MatchDecorator({
  regexp: placeholderRuns(MAX_RUN),
  decorate: (add, from, _to, match, view) => decorateRun(add, from, match[0], view.state),
});

/** A new analysis can change which labels are invalid anywhere; an edit only near itself. */
function newAnalysis(u: ViewUpdate): boolean {
  return u.transactions.some((tr) => tr.effects.some((e) => e.is(setAnalysisMarks)));
}

/** The labels, for the visible part of the document (MatchDecorator), redrawn when the marks change. */
export function charRuns() {
  return ViewPlugin.fromClass(class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = runs.createDeco(view);
    }
    update(u: ViewUpdate) {
      this.decorations = newAnalysis(u) ? runs.createDeco(u.view) : runs.updateDeco(u, this.decorations);
    }
  }, { decorations: (v) => v.decorations });
}
