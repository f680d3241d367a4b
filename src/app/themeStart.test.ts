/**
 * index.html's inline script puts the theme on <html> before the first paint (issue 24 §3: the
 * static frame is drawn before the page's scripts run). It must read the remembered choice as
 * state/theme.ts does, or a dark-theme person sees one theme, then the other.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { effectiveTheme, readTheme, THEME_KEY } from '../state/theme.ts';

const script = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))?.[1] ?? '';

/** Runs the inline script with this storage and system theme; the data-theme it set, if any. */
function themeAtFirstPaint(saved: string | null, systemDark: boolean, storageThrows = false): string | undefined {
  const attributes: Record<string, string> = {};
  const localStorage = { getItem: (k: string) => { if (storageThrows) throw new Error('denied'); return k === THEME_KEY ? saved : null; } };
  const matchMedia = (q: string) => ({ matches: q === '(prefers-color-scheme: dark)' && systemDark });
  const document = { documentElement: { setAttribute: (n: string, v: string) => { attributes[n] = v; } } };
  new Function('localStorage', 'matchMedia', 'document', script)(localStorage, matchMedia, document);
  return attributes['data-theme'];
}

describe("index.html's theme before the first paint", () => {
  it('is there', () => expect(script).toContain(THEME_KEY));

  for (const saved of ['dark', 'light', 'system', null, 'purple']) {
    for (const systemDark of [false, true]) {
      it(`saved ${saved}, system ${systemDark ? 'dark' : 'light'}: the theme the page then starts with`, () => {
        const store = { getItem: () => saved, setItem() {}, removeItem() {}, key: () => null, length: 0 };
        expect(themeAtFirstPaint(saved, systemDark)).toBe(effectiveTheme(readTheme(store), systemDark));
      });
    }
  }

  it("a storage that refuses to be read: the system's theme, as the page then reads it", () => {
    expect(themeAtFirstPaint('dark', true, true)).toBe('dark');
    expect(themeAtFirstPaint('dark', false, true)).toBe('light');
  });
});
