/**
 * The rules that break an expectation (issue 9 §2), marked like a diagnostic: the line tinted
 * (`cm-brokenExpectation`, its message as the title) and the message written after it, in
 * words, so the mark is not colour alone. One StateField fed by an effect from the app session
 * and mapped through changes (cf. decorations.ts `setWinningRule`): the marks stay on their rule
 * while the person types, until the worker's next matrix says which rules break what.
 */
import { StateEffect, StateField, type EditorState, type Extension, type Range } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';

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

/** One line mark and one note per line (messages on the same line joined); lines past the end are left out. */
export function brokenSet(state: EditorState, rules: readonly BrokenRule[]): DecorationSet {
  const byLine = new Map<number, string[]>();
  for (const r of rules) {
    if (r.line < 1 || r.line > state.doc.lines) continue;
    byLine.set(r.line, [...(byLine.get(r.line) ?? []), r.message]);
  }
  const ranges: Range<Decoration>[] = [];
  for (const line of [...byLine.keys()].sort((a, b) => a - b)) {
    const message = byLine.get(line)!.join(' ');
    const l = state.doc.line(line);
    ranges.push(Decoration.line({ class: 'cm-brokenExpectation', attributes: { title: message } }).range(l.from));
    ranges.push(Decoration.widget({ widget: new NoteWidget(message), side: 1 }).range(l.to));
  }
  return Decoration.set(ranges, true);
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

export function expectationMarks(): Extension {
  return brokenExpectations;
}
