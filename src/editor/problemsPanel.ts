/**
 * The problems panel (issue 23 §2), in place of @codemirror/lint's: that one lists every
 * diagnostic flat in a box 100 px high, so Shopify's 407 duplicate-rule notes showed two at a
 * time and buried the file's two warnings. This one groups them by code with a count, filters
 * by severity, offers "Fix all" where codes.ts says every fix of a code is safe at once
 * (fixAll.ts), and takes up to half the editor's height. It reads the lint state with
 * `forEachDiagnostic` (problems.ts), so the underlines, F8 and the tooltips stay lint's.
 *
 * Keys: Ctrl+Shift+M (Cmd on a Mac) opens it with focus on the list; the arrows walk it
 * (problemsDom.ts); Enter or a click on a problem selects its text in the editor and keeps focus
 * in the list, so the next one is one key away and no key meant for the list lands in the text;
 * Escape closes it and returns to the editor, at the problem last shown.
 */
import { redo, undo } from '@codemirror/commands';
import { nextDiagnostic, previousDiagnostic, setDiagnosticsEffect } from '@codemirror/lint';
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { closeHoverTooltips, EditorView, getPanel, hasHoverTooltips, keymap, showPanel, type Command, type Panel, type ViewUpdate } from '@codemirror/view';
import { analysedField, fixAll } from './fixAll.ts';
import { countSeverities, groupProblems, problemsOf, sameProblems, SEVERITIES, type Problem, type ProblemGroup, type ProblemSeverity } from './problems.ts';
import { button, groupRow, keyOf, problemRow, severityWord, stepTarget, type RowKey } from './problemsDom.ts';
import { problemsTheme } from './problemsTheme.ts';
import { countText } from '../core/words/countText.ts';

interface PanelState {
  open: boolean;
  /** The severities the filter shows. */
  shown: ReadonlySet<ProblemSeverity>;
  /** Groups the person opened or closed; others follow `expandedAtFirst`. */
  expanded: ReadonlyMap<string, boolean>;
}

const setPanel = StateEffect.define<Partial<PanelState>>();

const panelField = StateField.define<PanelState>({
  create: () => ({ open: false, shown: new Set(SEVERITIES), expanded: new Map() }),
  update(value, tr) {
    for (const e of tr.effects) if (e.is(setPanel)) value = { ...value, ...e.value };
    return value;
  },
  provide: (f) => showPanel.from(f, (s) => (s.open ? createPanel : null)),
});

/** A group of a few opens at once; a long one (407 duplicate rules) shows its row until asked. */
const EXPANDED_UP_TO = 12;
const expandedAtFirst = (g: ProblemGroup) => g.problems.length <= EXPANDED_UP_TO;

export const openProblemsPanel: Command = (view) => {
  if (!view.state.field(panelField, false)?.open) view.dispatch({ effects: setPanel.of({ open: true }) });
  (getPanel(view, createPanel) as ProblemsPanel | null)?.focus();
  return true;
};

export const closeProblemsPanel: Command = (view) => {
  if (!view.state.field(panelField, false)?.open) return false;
  view.dispatch({ effects: setPanel.of({ open: false }) });
  view.focus();
  return true;
};

class ProblemsPanel implements Panel {
  readonly dom = document.createElement('section');
  private readonly filters = new Map<ProblemSeverity, HTMLButtonElement>();
  private readonly list = document.createElement('div');
  private problems: Problem[] = [];
  private groups: ProblemGroup[] = [];
  /** The list's one tab stop (roving tabindex), by place: kept while the list is drawn again. */
  private current: RowKey | null = null;
  private currentRow = 0;

  constructor(private readonly view: EditorView) {
    this.dom.className = 'cm-problems';
    this.dom.setAttribute('aria-label', 'Problems');
    this.list.className = 'cm-problems-list';
    this.dom.append(this.head(), this.list);
    this.dom.addEventListener('keydown', (e) => this.onKey(e));
    this.list.addEventListener('click', (e) => this.onClick(e));
    this.list.addEventListener('focusin', (e) => this.remember(e.target as HTMLElement));
    this.problems = problemsOf(view.state);
    this.draw();
  }

  private head(): HTMLElement {
    const head = document.createElement('div');
    head.className = 'cm-problems-head';
    const title = document.createElement('h2');
    title.className = 'cm-problems-title';
    title.textContent = 'Problems';
    const filter = document.createElement('div');
    filter.className = 'cm-problems-filter';
    filter.setAttribute('role', 'group');
    filter.setAttribute('aria-label', 'Show problems of these severities');
    for (const severity of SEVERITIES) {
      const b = button(`cm-problems-severity cm-problems-${severity}`, '', null);
      b.addEventListener('click', () => this.toggleSeverity(severity));
      this.filters.set(severity, b);
      filter.append(b);
    }
    const close = button('cm-problems-close', '×', null);
    close.setAttribute('aria-label', 'Close the problems panel');
    close.addEventListener('click', () => closeProblemsPanel(this.view));
    head.append(title, filter, close);
    return head;
  }

  update(update: ViewUpdate): void {
    const fieldChanged = update.startState.field(panelField) !== update.state.field(panelField)
      || update.startState.field(analysedField, false) !== update.state.field(analysedField, false);
    const lint = update.transactions.some((tr) => tr.effects.some((e) => e.is(setDiagnosticsEffect)));
    if (!fieldChanged && !lint && !update.docChanged) return;
    const problems = problemsOf(update.state);
    const same = !fieldChanged && sameProblems(problems, this.problems);
    this.problems = problems;
    // Typing that moves no problem to another line changes nothing drawn: only the places clicks use.
    if (same) this.groups = groupProblems(update.state, problems, update.state.field(panelField).shown);
    else this.draw();
  }

  private draw(): void {
    const { shown, expanded } = this.view.state.field(panelField);
    const counts = countSeverities(this.problems);
    for (const [severity, b] of this.filters) {
      b.textContent = `${countText(counts[severity])} ${severityWord(severity, counts[severity])}`;
      b.setAttribute('aria-pressed', String(shown.has(severity)));
    }
    const hadFocus = this.list.contains(document.activeElement);
    this.groups = groupProblems(this.view.state, this.problems, shown);
    const rows = this.groups.map((g) => {
      const open = expanded.get(g.source) ?? expandedAtFirst(g);
      const items = document.createElement('ul');
      items.className = 'cm-problems-items';
      if (open) items.append(...g.problems.map((p, i) => problemRow(p, i)));
      return open ? [groupRow(g, open), items] : [groupRow(g, open)];
    });
    this.list.replaceChildren(...rows.flat());
    if (this.groups.length === 0) this.list.append(this.emptyNote());
    this.restoreStop(hadFocus);
  }

  private emptyNote(): HTMLElement {
    const p = document.createElement('p');
    p.className = 'cm-problems-empty';
    p.tabIndex = -1;
    p.textContent = this.problems.length === 0 ? 'No problems in this file.' : 'None of the severities chosen above.';
    return p;
  }

  private rows(): HTMLElement[] {
    return Array.from(this.list.querySelectorAll<HTMLElement>('.cm-problems-row'));
  }

  /** The button that was the tab stop, else the one now in its row's place; focused again if it had focus. */
  private restoreStop(focus: boolean): void {
    const c = this.current;
    const rows = this.rows();
    const same = c && this.list.querySelector<HTMLButtonElement>(`button[data-key="${CSS.escape(`${c.column}:${c.index}:${c.source}`)}"]`);
    const row = rows[Math.min(this.currentRow, rows.length - 1)];
    const stop = same || row?.querySelector<HTMLButtonElement>('button[data-key]') || null;
    if (!stop) {
      // The last problem fixed from the keyboard: focus stays in the panel, on the words that say so.
      if (focus) this.list.querySelector<HTMLElement>('.cm-problems-empty')?.focus();
      return;
    }
    stop.tabIndex = 0;
    if (focus) stop.focus({ preventScroll: false });
    else this.remember(stop);
  }

  private remember(el: HTMLElement): void {
    const key = keyOf(el);
    if (!key) return;
    for (const b of this.list.querySelectorAll<HTMLButtonElement>('button[tabindex="0"]')) if (b !== el) b.tabIndex = -1;
    el.tabIndex = 0;
    this.current = key;
    this.currentRow = Math.max(0, this.rows().findIndex((r) => r.contains(el)));
  }

  focus(): void {
    const stop = this.list.querySelector<HTMLButtonElement>('button[tabindex="0"]');
    (stop ?? this.filters.get('error'))?.focus();
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape') {
      e.preventDefault();
      closeProblemsPanel(this.view);
      return;
    }
    // Undo and redo reach the text from the panel too: Fix all leaves focus here, and the person
    // who presses Ctrl+Z right after it means the edit, not the list.
    const history = historyCommand(e);
    if (history) {
      e.preventDefault();
      history(this.view);
      return;
    }
    if (!this.list.contains(e.target as Node) || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = stepTarget(this.rows(), e.target as HTMLElement, e.key);
    if (!to) return;
    e.preventDefault();
    to.focus();
  }

  private onClick(e: MouseEvent): void {
    const el = (e.target as HTMLElement).closest('button');
    const key = keyOf(el);
    if (!key) return;
    const group = this.groups.find((g) => g.source === key.source);
    if (!group) return;
    if (key.index < 0) {
      if (key.column === 0) this.toggleGroup(group);
      else fixAll(this.view, group.source);
      return;
    }
    const problem = group.problems[key.index];
    if (!problem) return;
    if (key.column === 0) this.show(problem);
    else problem.diagnostic.actions?.[0]?.apply(this.view, problem.from, problem.to);
  }

  /** Selects the problem's text and scrolls it into the middle of the editor; focus stays here. */
  private show(problem: Problem): void {
    this.view.dispatch({
      selection: { anchor: problem.from, head: problem.to },
      effects: EditorView.scrollIntoView(problem.from, { y: 'center' }),
    });
  }

  private toggleGroup(group: ProblemGroup): void {
    const { expanded } = this.view.state.field(panelField);
    const open = !(expanded.get(group.source) ?? expandedAtFirst(group));
    this.view.dispatch({ effects: setPanel.of({ expanded: new Map(expanded).set(group.source, open) }) });
  }

  private toggleSeverity(severity: ProblemSeverity): void {
    const shown = new Set(this.view.state.field(panelField).shown);
    if (!shown.delete(severity)) shown.add(severity);
    this.view.dispatch({ effects: setPanel.of({ shown }) });
  }
}

/** One constructor, so that getPanel finds the panel it made. */
const createPanel = (view: EditorView): Panel => new ProblemsPanel(view);

/** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo, as in the editor (@codemirror/commands). */
function historyCommand(e: KeyboardEvent): Command | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? redo : undo;
  return key === 'y' && !e.shiftKey ? redo : null;
}

/**
 * Escape closes the tooltip F8 opens on a problem (or one the pointer opened). Lint keeps F8's
 * until the cursor leaves the problem's text, which for a group's note is the whole group: it
 * stayed over the lines above, and the page's top bar, while the person went on.
 */
const closeProblemTooltip: Command = (view) => {
  if (!hasHoverTooltips(view.state)) return false;
  view.dispatch({ effects: closeHoverTooltips });
  return true;
};

/** The panel, and the editor's keys for problems (in place of @codemirror/lint's lintKeymap). */
export function problemsPanel(): Extension {
  return [
    panelField,
    problemsTheme,
    keymap.of([
      { key: 'Mod-Shift-m', run: openProblemsPanel, preventDefault: true },
      { key: 'F8', run: nextDiagnostic, shift: previousDiagnostic },
      { key: 'Escape', run: closeProblemTooltip },
    ]),
  ];
}
