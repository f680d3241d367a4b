/**
 * The colour theme: the system's (`prefers-color-scheme`) unless the person picked one, which
 * is remembered in localStorage. The theme in effect is an attribute on <html> (`data-theme`,
 * always `light` or `dark`, so dark.css needs one selector, not one per media query and one
 * per choice): the switch re-colours the page and the editor without a render.
 */
import type { KeyValue } from './autosave.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_KEY = 'robotscope.theme';
const CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The remembered choice; 'system' when none, or when storage holds anything else. */
export function readTheme(store: KeyValue | null): ThemeChoice {
  try {
    const v = store?.getItem(THEME_KEY);
    return CHOICES.includes(v as ThemeChoice) ? (v as ThemeChoice) : 'system';
  } catch {
    return 'system';
  }
}

/** The theme in effect: the choice, or the system's for 'system'. */
export function effectiveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

/** Remembers the choice ('system' forgets it) and puts the theme in effect on the page. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement, store: KeyValue | null, systemDark: boolean): void {
  root.setAttribute('data-theme', effectiveTheme(choice, systemDark));
  root.dataset.themeChoice = choice;
  try {
    if (choice === 'system') store?.removeItem(THEME_KEY);
    else store?.setItem(THEME_KEY, choice);
  } catch {
    // Storage full or refused: the theme still applies for this visit.
  }
}
