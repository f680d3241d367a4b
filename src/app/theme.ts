/**
 * The theme on the page (the choice and its storage: state/theme.ts): put on <html> at start,
 * changed by the Theme switch, and kept in step with the system's while the choice is "system".
 */
import { storage } from '../state/autosave.ts';
import { applyTheme, readTheme, type ThemeChoice } from '../state/theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/** The remembered choice, 'system' when none. */
export function savedTheme(): ThemeChoice {
  return readTheme(storage());
}

/** Puts the remembered theme on the page and follows the system's while the choice is "system". */
export function startTheme(root: HTMLElement = document.documentElement): void {
  applyTheme(savedTheme(), root, null, systemDark());
  if (typeof matchMedia !== 'function') return;
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (root.dataset.themeChoice === 'system') applyTheme('system', root, null, systemDark());
  });
}

/** The person's choice: remembered, and in effect at once. */
export function chooseTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  applyTheme(choice, root, storage(), systemDark());
}
