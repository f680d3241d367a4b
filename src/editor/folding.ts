/**
 * Folding by group: the worker reports each group's span (its user-agent lines through its
 * last line); a group folds from the end of its first line. The spans live in a StateField and
 * are mapped through edits until the next result replaces them.
 */
import { foldService } from '@codemirror/language';
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import type { GroupSpan } from '../worker/protocol.ts';

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

export function groupFolding(): Extension {
  return [
    groupSpans,
    foldService.of((state, lineStart, lineEnd) => {
      const g = groupAt(state.field(groupSpans, false) ?? [], lineStart, lineEnd);
      if (!g || g.to <= lineEnd || g.to > state.doc.length) return null;
      return { from: lineEnd, to: g.to };
    }),
  ];
}
