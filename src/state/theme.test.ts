import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memoryStorage.test-helper.ts';
import { applyTheme, effectiveTheme, readTheme, THEME_KEY } from './theme.ts';

describe('theme choice', () => {
  it('follows the system until a theme is picked', () => {
    expect(readTheme(memoryStorage())).toBe('system');
    expect(effectiveTheme('system', true)).toBe('dark');
    expect(effectiveTheme('system', false)).toBe('light');
    expect(effectiveTheme('light', true)).toBe('light');
  });

  it('remembers a picked theme, forgets it for system, and ignores garbage in storage', () => {
    const store = memoryStorage();
    const root = { attrs: new Map<string, string>(), dataset: {} as Record<string, string>, setAttribute(k: string, v: string) { this.attrs.set(k, v); } };
    applyTheme('dark', root as unknown as HTMLElement, store, false);
    expect(root.attrs.get('data-theme')).toBe('dark');
    expect(readTheme(store)).toBe('dark');
    applyTheme('system', root as unknown as HTMLElement, store, false);
    expect(root.attrs.get('data-theme')).toBe('light');
    expect(readTheme(store)).toBe('system');
    store.setItem(THEME_KEY, 'purple');
    expect(readTheme(store)).toBe('system');
  });

  it('reads system when storage refuses access', () => {
    expect(readTheme({ getItem: () => { throw new Error('denied'); } } as never)).toBe('system');
    expect(readTheme(null)).toBe('system');
  });
});
