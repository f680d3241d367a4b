/**
 * Ctrl+. (Cmd+. on a Mac): the quick fixes of the diagnostics at the cursor, in a small menu
 * under it, the habit people bring from VS Code. The fixes are the lint actions the worker's
 * diagnostics already carry (lint.ts), so the menu, the lint tooltip and the problems panel always
 * offer the same ones.
 *
 * The menu is a tooltip holding real buttons; opening it moves focus to the first, arrows move
 * between them, Enter applies one and Escape returns to the text where it was. With no fix at
 * the cursor, the editor says so (EditorView.announce) instead of opening an empty menu.
 */
import { forEachDiagnostic, type Action } from '@codemirror/lint';
import { StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, showTooltip, type Command, type Tooltip } from '@codemirror/view';

export interface FixAtCursor {
  /** The diagnostic's message, shown as the menu item's description. */
  message: string;
  action: Action;
  from: number;
  to: number;
}

/** The fixes of every diagnostic touching `pos` (its range, or its end), innermost first. */
export function fixesAt(state: EditorState, pos: number): FixAtCursor[] {
  const found: FixAtCursor[] = [];
  forEachDiagnostic(state, (d, from, to) => {
    if (pos < from || pos > to) return;
    for (const action of d.actions ?? []) found.push({ message: d.message, action, from, to });
  });
  return found.sort((a, b) => (a.to - a.from) - (b.to - b.from));
}

interface Menu {
  pos: number;
  fixes: FixAtCursor[];
}

const openMenu = StateEffect.define<Menu | null>();

const menuField = StateField.define<Menu | null>({
  create: () => null,
  update(menu, tr) {
    for (const e of tr.effects) if (e.is(openMenu)) return e.value;
    // Any edit or cursor move closes it: its fixes were for the text as it was.
    return tr.docChanged || tr.selection ? null : menu;
  },
  provide: (f) => showTooltip.from(f, (menu) => (menu ? menuTooltip(menu) : null)),
});

function menuTooltip(menu: Menu): Tooltip {
  return {
    pos: menu.pos,
    above: false,
    create(view) {
      const dom = document.createElement('div');
      dom.className = 'cm-quickFixes';
      dom.setAttribute('role', 'group');
      dom.setAttribute('aria-label', 'Quick fixes');
      const buttons = menu.fixes.map((fix) => fixButton(view, fix));
      dom.append(...buttons);
      dom.addEventListener('keydown', (event) => onMenuKey(view, buttons, event));
      return { dom, mount: () => buttons[0]?.focus() };
    },
  };
}

function fixButton(view: EditorView, fix: FixAtCursor): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'cm-quickFix';
  button.textContent = fix.action.name;
  button.title = fix.message;
  button.addEventListener('click', () => applyFix(view, fix));
  return button;
}

function applyFix(view: EditorView, fix: FixAtCursor): void {
  view.dispatch({ effects: openMenu.of(null) });
  fix.action.apply(view, fix.from, fix.to);
  view.focus();
}

function onMenuKey(view: EditorView, buttons: HTMLButtonElement[], event: KeyboardEvent): void {
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (move !== 0 && at >= 0) {
    buttons[(at + move + buttons.length) % buttons.length].focus();
    event.preventDefault();
  } else if (event.key === 'Escape' || event.key === 'Tab') {
    view.dispatch({ effects: openMenu.of(null) });
    view.focus();
    event.preventDefault();
  }
}

/** Opens the menu of fixes at the main cursor, or says there is none. */
export const openQuickFixes: Command = (view) => {
  const pos = view.state.selection.main.head;
  const fixes = fixesAt(view.state, pos);
  if (fixes.length === 0) {
    view.dispatch({ effects: [openMenu.of(null), EditorView.announce.of('No quick fix at the cursor')] });
    return true;
  }
  view.dispatch({ effects: [openMenu.of({ pos, fixes }), EditorView.announce.of(`${fixes.length} quick fix${fixes.length === 1 ? '' : 'es'}`)] });
  return true;
};

/** Whether the quick-fix menu is open (for tests). */
export function quickFixMenuOpen(state: EditorState): boolean {
  return state.field(menuField, false) != null;
}

export function quickFixes(): Extension {
  return [menuField, keymap.of([{ key: 'Mod-.', run: openQuickFixes, preventDefault: true }])];
}
