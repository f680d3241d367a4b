/**
 * Folding by group: the worker reports each group's span (its user-agent lines through its
 * last line). The fold is offered on the group's first line and hides what follows its
 * user-agent lines, so a folded group still says whom it is for; the placeholder says how many
 * lines it hides. The spans live in a StateField and are mapped through edits until the next
 * result replaces them.
 */
import { codeFolding, foldService } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import { lexLine } from '../core/index.ts';
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import type { GroupSpan } from '../worker/protocol.ts';
import { countText } from '../core/words/countText.ts';

export const setGroupSpans = StateEffect.define<readonly GroupSpan[]>();

export const groupSpans = StateField.define<readonly GroupSpan[]>({
  create: () => [],
  update(spans, tr) {
    for (const e of tr.effects) if (e.is(setGroupSpans)) return e.value;
    if (!tr.docChanged || spans.length === 0) return spans;
    // Text inserted at a group's first character goes before the group (assoc 1).
    return spans.map((g) => ({ from: tr.changes.mapPos(g.from, 1), to: tr.changes.mapPos(g.to, 1) }));
  },
});

/** Binary search for the group starting on the line [lineStart, lineEnd]. */
export function groupAt(spans: readonly GroupSpan[], lineStart: number, lineEnd: number): GroupSpan | null {
  let lo = 0, hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const g = spans[mid];
    if (g.from < lineStart) lo = mid + 1;
    else if (g.from > lineEnd) hi = mid - 1;
    else return g;
  }
  return null;
}

/** The end of the group's run of user-agent lines that starts at the line ending at `lineEnd`. */
function agentLinesEnd(state: EditorState, lineEnd: number, groupEnd: number): number {
  let end = lineEnd;
  for (let n = state.doc.lineAt(lineEnd).number + 1; n <= state.doc.lines; n++) {
    const line = state.doc.line(n);
    if (line.to > groupEnd || lexLine(line.text).kind !== 'user-agent') break;
    end = line.to;
  }
  return end;
}

/** "12 lines hidden": the lines a fold from `from` to `to` hides. */
export function hiddenLines(state: EditorState, range: { from: number; to: number }): string {
  const n = state.doc.lineAt(range.to).number - state.doc.lineAt(range.from).number;
  return `${countText(n)} line${n === 1 ? '' : 's'} hidden`;
}

export function groupFolding(): Extension {
  return [
    groupSpans,
    foldService.of((state, lineStart, lineEnd) => {
      const g = groupAt(state.field(groupSpans, false) ?? [], lineStart, lineEnd);
      if (!g || g.to <= lineEnd || g.to > state.doc.length) return null;
      const from = agentLinesEnd(state, lineEnd, g.to);
      return from < g.to ? { from, to: g.to } : null;
    }),
    codeFolding({
      preparePlaceholder: hiddenLines,
      placeholderDOM(_view, onclick, prepared: string) {
        const el = document.createElement('span');
        el.className = 'cm-foldPlaceholder';
        el.textContent = `… ${prepared}`;
        el.title = 'Unfold';
        el.setAttribute('aria-label', `${prepared}: unfold`);
        el.onclick = onclick;
        return el;
      },
    }),
  ];
}
