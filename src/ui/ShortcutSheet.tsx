/**
 * The keyboard shortcuts, in a modal <dialog> (the browser gives it focus trapping, Escape and
 * the backdrop): opened with "?" from anywhere but a text field (shortcutKey.ts), or from the
 * View menu. Loaded and drawn when first asked for (ViewMenu.tsx; issue 24 §3: 111 elements and
 * their words the page's start did not need), then kept, closed, as a dialog is.
 */
import { useEffect, useRef } from 'react';
import { MOD } from './modKey.ts';

const SECTIONS: { title: string; keys: [string, string][] }[] = [
  {
    title: 'Editor',
    keys: [
      [`${MOD}+F`, 'Find and replace'],
      ['F8 / Shift+F8', 'Next / previous problem (a rule that breaks an expectation too)'],
      ['Escape', 'Close a problem\'s tooltip'],
      [`${MOD}+Shift+M`, 'Open the problems panel'],
      [`${MOD}+.`, 'Quick fixes at the cursor'],
      ['Shift+Alt+F', 'Format document (no verdict changes)'],
      [`${MOD}+Shift+[ / ${MOD}+Shift+]`, 'Fold / unfold the group at the cursor'],
      [`${MOD}+Alt+[ / ${MOD}+Alt+]`, 'Fold / unfold every group'],
      [`${MOD}+Z / ${MOD}+Shift+Z`, 'Undo / redo (New and Open file too)'],
      ['Enter', 'New line; with the completion list open, only the option moved to with the arrows'],
      ['Ctrl+Space', 'Offer completions'],
      ['Tab', 'Accept the completion moved to (arrow keys); else leave the editor'],
      ['Shift+Tab', 'Leave the editor (Tab does not indent)'],
    ],
  },
  {
    title: 'Results grid',
    keys: [
      ['Arrow keys', 'Move between cells'],
      ['Home / End', 'First / last cell of the row'],
      ['PageUp / PageDown', 'A screen up / down'],
      ['Enter', 'Show why: mark the deciding line in the editor (focus stays in the grid)'],
      ['F2', 'Edit: move the cursor to the deciding line in the editor'],
      ['A / B', 'The cell must be allowed / blocked (on the URL: its whole row)'],
      ['Delete', 'Clear the cell\'s expectation (on the URL: its row\'s)'],
    ],
  },
  {
    title: 'Crawlers',
    keys: [
      ['Enter', 'Add the crawler typed (or a pasted list of them)'],
      ['Backspace / Delete', 'On a chip: remove it; Backspace in the empty field: the last'],
      [`${MOD}+Z`, 'On a chip or in the empty field: put back the crawler last removed'],
    ],
  },
  {
    title: 'Problems panel',
    keys: [
      ['Up / Down, Home / End', 'Move between groups and problems'],
      ['Left / Right', 'To a problem\'s fix, or a group\'s Fix all, and back'],
      ['Enter', 'Open or close a group; show a problem\'s line (focus stays in the list)'],
      ['Escape', 'Close the panel, back to the editor at the line shown'],
    ],
  },
  { title: 'Page', keys: [['?', 'This list']] },
];

export function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="shortcut-sheet" aria-labelledby="shortcut-title" onClose={onClose}>
      <div className="shortcut-head">
        <h2 id="shortcut-title">Keyboard shortcuts</h2>
        <button type="button" onClick={onClose} aria-label="Close the shortcut list">×</button>
      </div>
      {SECTIONS.map((s) => (
        <section key={s.title} aria-label={s.title}>
          <h3>{s.title}</h3>
          <dl>
            {s.keys.map(([keys, what]) => (
              <div key={keys} className="shortcut">
                <dt><kbd>{keys}</kbd></dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </dialog>
  );
}
