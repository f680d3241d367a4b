/**
 * What a person does to the document as a whole: New, Example, Format, the shortcut list and
 * the theme. New and Example replace the text the way Open file does (undoable with Ctrl+Z, and
 * the document they replace is kept under "Kept documents" when it holds the person's work:
 * app/replace.ts), so neither loses work.
 */
import { useCallback, useState } from 'react';
import { formatDocument } from '../editor/format.ts';
import { showMessage } from '../state/store.ts';
import type { ThemeChoice } from '../state/theme.ts';
import { chooseTheme, savedTheme } from '../app/theme.ts';
import { usePage } from './pageContext.ts';
import { ShortcutSheet } from './ShortcutSheet.tsx';
import { useSessionStore } from './storeContext.ts';

export function EditorActions() {
  const { session, newDocument, openExample } = usePage();
  const store = useSessionStore();
  const formatNow = () => formatDocument(session.view, (note) => showMessage(store, 'info', note));
  const [sheet, setSheet] = useState(false);
  const [theme, setTheme] = useState<ThemeChoice>(savedTheme);
  const openSheet = useCallback(() => setSheet(true), []);
  return (
    <div className="toolbar editor-actions" role="toolbar" aria-label="Document">
      <button type="button" onClick={newDocument}>New</button>
      <button type="button" onClick={openExample}>Example</button>
      <button type="button" onClick={formatNow} title="Format document (Shift+Alt+F)">Format</button>
      <button type="button" onClick={openSheet} aria-haspopup="dialog" title="Keyboard shortcuts (?)">Shortcuts</button>
      <label className="theme-switch">
        Theme
        <select
          value={theme}
          onChange={(e) => {
            const choice = e.currentTarget.value as ThemeChoice;
            setTheme(choice);
            chooseTheme(choice);
          }}
        >
          <option value="system">System</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </label>
      <ShortcutSheet open={sheet} onOpen={openSheet} onClose={() => setSheet(false)} />
    </div>
  );
}
