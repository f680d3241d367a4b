/**
 * The rules that break an expectation (issue 9 §2), marked like a diagnostic: the line tinted
 * (`cm-brokenExpectation`, its message as the title) and the message written after it, in
 * words, so the mark is not colour alone. One StateField fed by an effect from the app session
 * and mapped through changes (cf. decorations.ts `setWinningRule`): the marks stay on their rule
 * while the person types, until the worker's next matrix says which rules break what.
 * Each is also a lint diagnostic (brokenDiagnostics, lint.ts EXPECTATION_SOURCE): in the lint
 * panel, with a gutter mark and a tooltip, and reached from the keyboard with F8 / Shift+F8
 * like the file's own problems.
 */
import type { Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { StateEffect, StateField, type EditorState, type Extension, type Range } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';
import { EXPECTATION_SOURCE } from './lint.ts';

export interface BrokenRule {
  /** 1-based line of the deciding rule. */
  line: number;
  /** What it breaks, in words ("Breaks: Googlebot must be allowed /checkout/"). */
  message: string;
}

/** Replaces every mark; an empty list clears them. */
export const setBrokenExpectations = StateEffect.define<readonly BrokenRule[]>();

class NoteWidget extends WidgetType {
  constructor(readonly message: string) { super(); }
  eq(other: NoteWidget): boolean { return other.message === this.message; }
  toDOM(): HTMLElement {
    const note = document.createElement('span');
    note.className = 'cm-brokenExpectationNote';
    // The space keeps the rule and the note two words apart for a screen reader reading the line.
    note.textContent = ` ${this.message}`;
    return note;
  }
  ignoreEvent(): boolean { return false; }
}

/** The message of each line (messages on the same line joined), in line order; lines past the end are left out. */
function byLine(state: EditorState, rules: readonly BrokenRule[]): [number, string][] {
  const lines = new Map<number, string[]>();
  for (const r of rules) {
    if (r.line < 1 || r.line > state.doc.lines) continue;
    lines.set(r.line, [...(lines.get(r.line) ?? []), r.message]);
  }
  return [...lines].sort((a, b) => a[0] - b[0]).map(([line, messages]) => [line, messages.join(' ')]);
}

/** One line mark and one note per line. */
export function brokenSet(state: EditorState, rules: readonly BrokenRule[]): DecorationSet {
  const ranges: Range<Decoration>[] = [];
  for (const [line, message] of byLine(state, rules)) {
    const l = state.doc.line(line);
    ranges.push(Decoration.line({ class: 'cm-brokenExpectation', attributes: { title: message } }).range(l.from));
    ranges.push(Decoration.widget({ widget: new NoteWidget(message), side: 1 }).range(l.to));
  }
  return Decoration.set(ranges, true);
}

/**
 * One error per rule line, over the rule's text (indentation left out): a failing expectation is
 * what `robotscope test` fails a CI run on.
 */
export function brokenDiagnostics(state: EditorState, rules: readonly BrokenRule[]): CmDiagnostic[] {
  return byLine(state, rules).map(([line, message]) => {
    const l = state.doc.line(line);
    const indent = l.text.length - l.text.trimStart().length;
    return { from: l.from + Math.min(indent, l.length), to: l.to, severity: 'error', source: EXPECTATION_SOURCE, message };
  });
}

export const brokenExpectations = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = tr.docChanged ? value.map(tr.changes) : value;
    for (const e of tr.effects) if (e.is(setBrokenExpectations)) next = brokenSet(tr.state, e.value);
    return next;
  },
  provide: (f) => EditorView.decorations.from(f),
});

/**
 * Whether the editor already marks exactly these rules where they stand now (marks mapped through
 * the edits since included): the next matrix of a keystroke that broke nothing new changes nothing.
 */
export function marksShow(state: EditorState, rules: readonly BrokenRule[]): boolean {
  const want = byLine(state, rules);
  const shown: [number, string][] = [];
  state.field(brokenExpectations, false)?.between(0, state.doc.length, (from, _to, deco) => {
    const title = deco.spec.attributes?.title;
    if (typeof title === 'string') shown.push([state.doc.lineAt(from).number, title]);
  });
  return shown.length === want.length && shown.every(([line, message], i) => line === want[i][0] && message === want[i][1]);
}

export function expectationMarks(): Extension {
  return brokenExpectations;
}
