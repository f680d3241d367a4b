/**
 * Invisible and undecodable characters drawn as readable labels (`NUL`, `\xFF`, `\xA0`), as few
 * elements as possible. CodeMirror's highlightSpecialChars draws one widget per character, and
 * every replacing widget costs three elements (it and a cursor buffer on each side); the
 * worker's invalid-character mark around it made four, and each ordinary character between two
 * of them split the line's underline and highlighting into more. A PNG read as text (corpus
 * 0360) put 4,000 elements into 2,000 characters on screen, a 145 ms layout, and a UTF-16 file
 * read as bytes (0009, a NUL after every letter) 1,150 into 768 (issue 12 §2).
 *
 * So a stretch of such characters, with at most GAP ordinary ones between two of them, is ONE
 * widget: each run of labels in it one span, the ordinary characters plain text. A single NUL in
 * a rule is a widget of its own, as before. Each character keeps its own position: arrows step
 * through a stretch one character at a time (`coordsAt` places the cursor inside it), nothing is
 * atomic, the document is never touched. The characters the worker called invalid carry
 * `cm-invalid-char` inside the widget (charMarks.ts draws no mark for the labelled ones).
 */
import type { EditorState } from '@codemirror/state';
import {
  Decoration, EditorView, MatchDecorator, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate,
} from '@codemirror/view';
import { ENCODING_LABEL_NAMES } from '../core/words/encodingWords.ts';
import { assumedEncoding, byteEncoding } from './assumedEncoding.ts';
import { byteStretches, charLabel, describeDecoded, describeRun, isPlaceholderChar, placeholderStretches } from './chars.ts';
import { robotsMarks, setAnalysisMarks } from './decorations.ts';
import { decodedGlyphs, type ByteEncoding, type Glyph } from './glyphs.ts';

/** Labelled characters in one widget at most: ~300 characters of text. */
export const MAX_RUN = 64;
/** Ordinary characters between two labelled ones that still keep them in one widget. */
export const GAP = 2;
/** Between two labels of a run: a thin space, so a long run can still wrap. */
const SEPARATOR = '\u2009';

/** Where each character of the widget is drawn: a text node and the offset in it. */
const drawnAt = new WeakMap<HTMLElement, [Text, number][]>();
/** Each part's span (null for plain text), so a new analysis can restyle them in place. */
const partSpans = new WeakMap<HTMLElement, (HTMLElement | null)[]>();

type Part = { from: number; to: number; label: boolean; bad: boolean };

/** Same cut, and the same elements: only labels may change their invalid state. */
function sameShape(a: Part[], b: Part[]): boolean {
  return a.length === b.length && a.every((p, i) => {
    const q = b[i];
    return p.from === q.from && p.to === q.to && p.label === q.label && (p.label || p.bad === q.bad);
  });
}

function styleLabel(span: HTMLElement, chars: string, bad: boolean): void {
  span.className = bad ? 'cm-rtChar cm-invalid-char' : 'cm-rtChar';
  const description = describeRun(chars, bad);
  span.title = description;
  span.setAttribute('aria-label', description);
}

export class CharRunWidget extends WidgetType {
  /** `invalid`: '1' or '0' per UTF-16 unit of `chars`, whether the worker called it invalid. */
  constructor(readonly chars: string, readonly invalid: string) {
    super();
  }

  eq(other: CharRunWidget): boolean {
    return other.chars === this.chars && other.invalid === this.invalid;
  }

  /** The stretch cut into parts: runs of labels of one invalid state, and ordinary text. */
  parts(): Part[] {
    const out: Part[] = [];
    for (let i = 0; i < this.chars.length; i++) {
      const label = isPlaceholderChar(this.chars.charCodeAt(i));
      const bad = this.invalid[i] === '1';
      const last = out[out.length - 1];
      if (last && last.label === label && last.bad === bad) last.to = i + 1;
      else out.push({ from: i, to: i + 1, label, bad });
    }
    return out;
  }

  toDOM(): HTMLElement {
    const el = document.createElement('span');
    el.className = 'cm-rtRun';
    const at: [Text, number][] = [];
    const spans: (HTMLElement | null)[] = [];
    for (const part of this.parts()) {
      const chars = this.chars.slice(part.from, part.to);
      let text = '';
      for (let i = 0; i < chars.length; i++) {
        if (part.label && i > 0) text += SEPARATOR;
        at.push([null as unknown as Text, text.length]);
        text += part.label ? charLabel(chars.charCodeAt(i)).short : chars[i];
      }
      const node = document.createTextNode(text);
      for (let i = at.length - chars.length; i < at.length; i++) at[i][0] = node;
      if (!part.label && !part.bad) {
        el.append(node);
        spans.push(null);
        continue;
      }
      const span = document.createElement('span');
      if (part.label) styleLabel(span, chars, part.bad);
      else {
        span.className = 'cm-invalid-char';
        span.title = describeRun(chars, true);
      }
      span.append(node);
      el.append(span);
      spans.push(span);
    }
    drawnAt.set(el, at);
    partSpans.set(el, spans);
    return el;
  }

  /**
   * The same characters with other labels called invalid (a new analysis: the first one after
   * a file opens calls every NUL of 0009 invalid) restyle the labels in place. Redrawing every
   * widget was a new element per label and a layout of the whole editor in the task that
   * delivered the analysis; a class and a title are paint only (.cm-invalid-char: outline and
   * background).
   */
  updateDOM(dom: HTMLElement, _view: EditorView, from: CharRunWidget): boolean {
    const spans = partSpans.get(dom);
    if (!spans || from.chars !== this.chars) return false;
    const parts = this.parts();
    const old = from.parts();
    if (!sameShape(parts, old)) return false;
    parts.forEach((part, i) => {
      const span = spans[i];
      if (part.label && span && part.bad !== old[i].bad) styleLabel(span, this.chars.slice(part.from, part.to), part.bad);
    });
    return true;
  }

  /** The cursor between two characters of the stretch: at the start of the second one. */
  coordsAt(dom: HTMLElement, pos: number): DOMRect | null {
    const place = drawnAt.get(dom)?.[pos];
    if (pos <= 0 || pos >= this.chars.length || !place) return null;
    const range = document.createRange();
    range.setStart(place[0], place[1]);
    const rects = range.getClientRects();
    return rects.length ? rects[rects.length - 1] : range.getBoundingClientRect();
  }

  ignoreEvent(): boolean {
    return false;
  }
}

/**
 * Letters drawn from a file's bytes in the encoding assumed (assumedEncoding.ts, glyphs.ts),
 * underlined, with a tooltip saying that Google compares the bytes. One widget per letter, so
 * that every place between two letters is a place in the text: a key typed there lands there.
 */
export class LetterWidget extends WidgetType {
  constructor(readonly text: string, readonly title: string, readonly className: string) {
    super();
  }

  eq(other: LetterWidget): boolean {
    return other.text === this.text && other.title === this.title && other.className === this.className;
  }

  toDOM(): HTMLElement {
    const span = document.createElement('span');
    span.className = this.className;
    span.textContent = this.text;
    span.title = this.title;
    span.setAttribute('aria-label', this.title);
    return span;
  }

  ignoreEvent(): boolean {
    return false;
  }
}

type Add = (from: number, to: number, deco: Decoration) => void;

/** The stretch `chars` at `from` in a byte encoding: letters and undecodable bytes as widgets, the rest as before. */
export function decorateDecoded(add: Add, from: number, chars: string, encoding: ByteEncoding, state: EditorState): void {
  const glyphs: Glyph[] = [];
  // A letter within a character already drawn (Shift_JIS bytes that looked like UTF-8) joins the one before.
  for (const g of decodedGlyphs(chars, encoding)) {
    const last = glyphs[glyphs.length - 1];
    if (g.to > g.from || !last) glyphs.push({ ...g });
    else {
      last.text += g.text;
      last.bytes = [...last.bytes, ...g.bytes];
      if (g.kind === 'decoded') last.kind = 'decoded';
    }
  }
  for (const g of glyphs) {
    if (g.to === g.from) continue;
    if (g.kind === 'plain') {
      // A control character typed since is a label, as anywhere.
      for (let i = g.from; i < g.to; i++) if (isPlaceholderChar(chars.charCodeAt(i))) decorateRun(add, from + i, chars[i], state);
      continue;
    }
    const widget = g.kind === 'decoded'
      ? new LetterWidget(g.text, describeDecoded(g.text, g.bytes, ENCODING_LABEL_NAMES[encoding]), 'cm-rtDecoded')
      : new LetterWidget(g.text, describeRun(chars.slice(g.from, g.to), true), 'cm-rtChar cm-invalid-char');
    add(from + g.from, from + g.to, Decoration.replace({ widget }));
  }
}

/** '1' or '0' per unit of [from, to): whether the worker called it invalid (either set). */
function invalidMask(state: EditorState, from: number, to: number): string {
  const mask = new Array<string>(to - from).fill('0');
  const marks = state.field(robotsMarks, false);
  const add = (a: number, b: number) => {
    for (let p = Math.max(a, from); p < Math.min(b, to); p++) mask[p - from] = '1';
  };
  marks?.hiddenInvalid.between(from, to, add);
  marks?.invalidChars.between(from, to, add);
  return mask.join('');
}

/** The widget for the stretch `chars` at `from` (MatchDecorator finds them in the visible text). */
export function decorateRun(add: Add, from: number, chars: string, state: EditorState): void {
  const widget = new CharRunWidget(chars, invalidMask(state, from, from + chars.length));
  add(from, from + chars.length, Decoration.replace({ widget }));
}

const runs = new MatchDecorator({
  regexp: placeholderStretches(MAX_RUN, GAP),
  decorate: (add, from, _to, match, view) => {
    const encoding = byteEncoding(view.state);
    // Windows-1252: each escaped byte is a letter of its own, the stretches are the same.
    if (encoding !== null && ESCAPED.test(match[0])) decorateDecoded(add, from, match[0], encoding, view.state);
    else decorateRun(add, from, match[0], view.state);
  },
});

const ESCAPED = /[\udc80-\udcff]/;

/** Shift_JIS: stretches hold every character outside ASCII and a letter's ASCII trail byte (chars.ts byteStretches). */
const byteRuns = new MatchDecorator({
  regexp: byteStretches(MAX_RUN, GAP),
  decorate: (add, from, _to, match, view) => {
    if (/[^\0-\x7f]/.test(match[0])) decorateDecoded(add, from, match[0], 'shift_jis', view.state);
    else decorateRun(add, from, match[0], view.state);
  },
});

const decoratorFor = (state: EditorState) => (byteEncoding(state) === 'shift_jis' ? byteRuns : runs);

/** A new analysis can change which labels are invalid anywhere; an edit only near itself. */
function newAnalysis(u: ViewUpdate): boolean {
  return u.transactions.some((tr) => tr.effects.some((e) => e.is(setAnalysisMarks)));
}

/** The labels, for the visible part of the document (MatchDecorator), redrawn when the marks or the encoding assumed change. */
export function charRuns() {
  return [assumedEncoding, ViewPlugin.fromClass(class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decoratorFor(view.state).createDeco(view);
    }
    update(u: ViewUpdate) {
      const decorator = decoratorFor(u.state);
      // Another encoding assumed draws every stretch anew, as a new analysis does.
      const redraw = newAnalysis(u) || byteEncoding(u.state) !== byteEncoding(u.startState);
      this.decorations = redraw ? decorator.createDeco(u.view) : decorator.updateDeco(u, this.decorations);
    }
  }, { decorations: (v) => v.decorations })];
}
