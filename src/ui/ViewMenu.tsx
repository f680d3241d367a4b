/**
 * The View menu (issue 24 §2): what changes how the page looks, not what the document holds
 * (Format only re-lays the text, with no verdict changed): Format document, the keyboard
 * shortcuts, and the theme (system, light or dark).
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { formatDocument } from '../editor/format.ts';
import { showMessage } from '../state/store.ts';
import type { ThemeChoice } from '../state/theme.ts';
import { chooseTheme, savedTheme } from '../app/theme.ts';
import { MenuButton, type MenuItem } from './MenuButton.tsx';
import { usePage } from './pageContext.ts';
import { useShortcutKey } from './shortcutKey.ts';
import { useSessionStore } from './storeContext.ts';

/** The shortcut list, loaded when first asked for (issue 24 §3). */
const ShortcutSheet = lazy(() => import('./ShortcutSheet.tsx').then((m) => ({ default: m.ShortcutSheet })));

const THEMES: [ThemeChoice, string][] = [['system', 'Theme: System'], ['light', 'Theme: Light'], ['dark', 'Theme: Dark']];

export function ViewMenu() {
  const { session } = usePage();
  const store = useSessionStore();
  const [sheet, setSheet] = useState(false);
  /** Whether the list was ever asked for: drawn from then on, open or closed. */
  const [asked, setAsked] = useState(false);
  const [theme, setTheme] = useState<ThemeChoice>(savedTheme);
  const openSheet = useCallback(() => {
    setAsked(true);
    setSheet(true);
  }, []);
  useShortcutKey(openSheet);
  const items: MenuItem[] = [
    { label: 'Format document', onSelect: () => formatDocument(session.view, (note) => showMessage(store, 'info', note)) },
    { label: 'Keyboard shortcuts', onSelect: openSheet },
    ...THEMES.map(([choice, label]): MenuItem => ({
      label,
      checked: theme === choice,
      onSelect: () => {
        setTheme(choice);
        chooseTheme(choice);
      },
    })),
  ];
  return (
    <>
      <MenuButton label="View" items={items} />
      {asked && (
        <Suspense fallback={null}>
          <ShortcutSheet open={sheet} onClose={() => setSheet(false)} />
        </Suspense>
      )}
    </>
  );
}
