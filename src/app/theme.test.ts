/** The theme on the page: the remembered choice at start, the person's choice, and the system's while it is "system". */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../state/memoryStorage.test-helper.ts';
import { THEME_KEY } from '../state/theme.ts';
import { chooseTheme, savedTheme, startTheme } from './theme.ts';

/** A <html> element with what applyTheme touches, and a system whose dark mode the test flips. */
function fakePage(dark: boolean) {
  const root = { attrs: new Map<string, string>(), dataset: {} as Record<string, string>, setAttribute(k: string, v: string) { this.attrs.set(k, v); } };
  const query = Object.assign(new EventTarget(), { matches: dark });
  const local = memoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('matchMedia', () => query);
  const flip = (on: boolean) => { query.matches = on; query.dispatchEvent(new Event('change')); };
  return { root, el: root as unknown as HTMLElement, local, flip };
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('the theme on the page', () => {
  it('starts with the system\'s and follows it while the choice is "system"', () => {
    const page = fakePage(true);
    startTheme(page.el);
    expect(page.root.attrs.get('data-theme')).toBe('dark');
    page.flip(false);
    expect(page.root.attrs.get('data-theme')).toBe('light');
  });

  it('starts with the remembered choice and keeps it when the system changes', () => {
    const page = fakePage(true);
    page.local.setItem(THEME_KEY, 'light');
    startTheme(page.el);
    expect(page.root.attrs.get('data-theme')).toBe('light');
    page.flip(true);
    expect(page.root.attrs.get('data-theme')).toBe('light');
  });

  it('puts a chosen theme in effect and remembers it; "system" forgets it', () => {
    const page = fakePage(false);
    startTheme(page.el);
    chooseTheme('dark', page.el);
    expect(page.root.attrs.get('data-theme')).toBe('dark');
    expect(savedTheme()).toBe('dark');
    page.flip(true);
    page.flip(false);
    expect(page.root.attrs.get('data-theme')).toBe('dark');
    chooseTheme('system', page.el);
    expect(page.root.attrs.get('data-theme')).toBe('light');
    expect(page.local.getItem(THEME_KEY)).toBeNull();
  });
});
