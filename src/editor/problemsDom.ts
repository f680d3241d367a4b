/**
 * The problems panel's elements (problemsPanel.ts) and its keys. Every control is a native
 * button, none inside another: a group's row holds its disclosure button ("Duplicate rule 407",
 * aria-expanded) and its "Fix all 407"; a problem's row holds "Line 57 …" and its fix. One
 * button of the list is in the tab order (a roving tabindex, as in a grid): the arrow keys walk
 * the rows and the buttons of a row, so Tab leaves a list of 407 problems in one press.
 */
import type { ProblemGroup, ProblemSeverity, Problem } from './problems.ts';
import { countText } from '../core/words/countText.ts';

/** Where a button stands: its group's code, the problem's index in it (-1: the group's row), its column. */
export interface RowKey { source: string; index: number; column: number }

const SEVERITY_WORDS: Record<ProblemSeverity, [string, string]> = { error: ['error', 'errors'], warning: ['warning', 'warnings'], info: ['note', 'notes'] };

export function severityWord(severity: ProblemSeverity, n: number): string {
  return SEVERITY_WORDS[severity][n === 1 ? 0 : 1];
}

export function button(className: string, text: string, key: RowKey | null): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = text;
  if (key) {
    b.dataset.key = `${key.column}:${key.index}:${key.source}`;
    b.tabIndex = -1;
  }
  return b;
}

export function keyOf(el: Element | null): RowKey | null {
  const raw = el instanceof HTMLElement ? el.dataset.key : undefined;
  if (!raw) return null;
  const [column, index, ...source] = raw.split(':');
  return { source: source.join(':'), index: Number(index), column: Number(column) };
}

function span(className: string, text: string): HTMLSpanElement {
  const s = document.createElement('span');
  s.className = className;
  s.textContent = text;
  return s;
}

/** Nodes with a space between each: the button's name reads "Line 57 This rule…", not "Line 57This rule…" (a flex row shows no such space). */
function spaced(...nodes: Node[]): Node[] {
  return nodes.flatMap((n, i) => (i === 0 ? [n] : [document.createTextNode(' '), n]));
}

/** The group's row: its title and count (and severity, said in words), then "Fix all N" when offered. */
export function groupRow(group: ProblemGroup, expanded: boolean): HTMLElement {
  const row = document.createElement('div');
  row.className = `cm-problems-row cm-problems-groupRow cm-problems-${group.severity}`;
  const toggle = button('cm-problems-toggle', '', { source: group.source, index: -1, column: 0 });
  toggle.setAttribute('aria-expanded', String(expanded));
  const n = group.problems.length;
  const chevron = span('cm-problems-chevron', expanded ? '▾' : '▸');
  chevron.setAttribute('aria-hidden', 'true');
  toggle.append(chevron, span('cm-problems-icon', ''), ...spaced(
    span('cm-problems-groupTitle', group.title), span('cm-problems-count', countText(n)), span('cm-sr-only', severityWord(group.severity, n)),
  ));
  row.append(toggle);
  if (group.fixAll > 0) {
    const all = button('cm-problems-fixAll', `Fix all ${countText(group.fixAll)}`, { source: group.source, index: -1, column: 1 });
    all.setAttribute('aria-label', `Fix all ${countText(group.fixAll)}: ${group.title}`);
    row.append(all);
  }
  return row;
}

/** A problem's row: "Line N" and its words (a click shows the line), then its fix when it has one. */
export function problemRow(problem: Problem, index: number): HTMLLIElement {
  const row = document.createElement('li');
  row.className = `cm-problems-row cm-problems-item cm-problems-${problem.severity}`;
  const go = button('cm-problems-go', '', { source: problem.source, index, column: 0 });
  go.append(...spaced(span('cm-problems-line', `Line ${problem.line}`), span('cm-problems-message', problem.message)));
  row.append(go);
  const action = problem.diagnostic.actions?.[0];
  if (action) {
    const fix = button('cm-problems-fix', action.name, { source: problem.source, index, column: 1 });
    fix.setAttribute('aria-label', `${action.name} (line ${problem.line})`);
    row.append(fix);
  }
  return row;
}

const ROW_STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10, Home: -Infinity, End: Infinity };

/**
 * The button an arrow key (or Home, End, PageUp, PageDown) moves to from `from` among `rows`,
 * or null when the key is not the list's. Up and down keep the column where the row has it.
 */
export function stepTarget(rows: readonly HTMLElement[], from: HTMLElement, key: string): HTMLButtonElement | null {
  const row = rows.findIndex((r) => r.contains(from));
  if (row < 0) return null;
  const buttons = (r: HTMLElement) => Array.from(r.querySelectorAll<HTMLButtonElement>('button[data-key]'));
  const here = buttons(rows[row]);
  const column = here.indexOf(from as HTMLButtonElement);
  if (key === 'ArrowRight' || key === 'ArrowLeft') return here[column + (key === 'ArrowRight' ? 1 : -1)] ?? null;
  const step = ROW_STEPS[key];
  if (step === undefined) return null;
  const to = Math.max(0, Math.min(rows.length - 1, row + step));
  const there = buttons(rows[to]);
  return there[Math.min(column, there.length - 1)] ?? null;
}
