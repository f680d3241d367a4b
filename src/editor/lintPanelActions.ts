/**
 * @codemirror/lint's panel is a listbox whose options hold the quick-fix buttons; an option's
 * children are presentational (WAI-ARIA 1.2, "option"), so a button inside one is a control
 * a screen reader cannot reach, and axe reports it (nested-interactive, WCAG 4.1.2).
 *
 * The panel already applies a fix from the keyboard: with a diagnostic selected, its access
 * key (the underlined letter) runs the action. So inside the panel only, each action button
 * becomes plain clickable text that says its key; the tooltip keeps its real buttons.
 */
import { ViewPlugin, type EditorView } from '@codemirror/view';

const ACTION = 'button.cm-diagnosticAction';

/** The same look and the same click, without being a second control inside the option. */
export function actionAsText(button: HTMLButtonElement): HTMLSpanElement {
  const span = button.ownerDocument.createElement('span');
  span.className = button.className;
  span.append(...Array.from(button.childNodes));
  // @codemirror/lint sets these as properties; they find the diagnostic and apply the action.
  span.onclick = button.onclick;
  span.onmousedown = button.onmousedown;
  const key = span.querySelector('u')?.textContent;
  if (key) {
    const hint = button.ownerDocument.createElement('span');
    hint.className = 'cm-sr-only';
    hint.textContent = ` (press ${key.toUpperCase()} in this list)`;
    span.append(hint);
  }
  return span;
}

function rewrite(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`.cm-panel-lint ${ACTION}`)) {
    button.replaceWith(actionAsText(button));
  }
}

/**
 * The panel re-renders its items whenever the diagnostics change, so the rewrite follows the
 * DOM: one observer on the editor's direct children (panel containers come and go), one on each
 * panel container. Neither watches the document's own lines.
 */
export const lintPanelActions = ViewPlugin.fromClass(
  class {
    private readonly panels = new MutationObserver(() => rewrite(this.view.dom));
    private readonly outer = new MutationObserver(() => this.watchPanels());
    constructor(private readonly view: EditorView) {
      this.outer.observe(view.dom, { childList: true });
      this.watchPanels();
    }
    private watchPanels() {
      this.panels.disconnect();
      for (const el of this.view.dom.querySelectorAll(':scope > .cm-panels')) {
        this.panels.observe(el, { childList: true, subtree: true });
      }
      rewrite(this.view.dom);
    }
    destroy() {
      this.outer.disconnect();
      this.panels.disconnect();
    }
  },
);
