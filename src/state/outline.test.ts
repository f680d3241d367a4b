import { describe, expect, it } from 'vitest';
import { OUTLINE_MAX_CHARS, outlineCrawler, outlineOf } from './outline.ts';

const TEXT = 'User-agent: Googlebot\nUser-agent: Bingbot\nDisallow: /a\nAllow: /b\n\nUser-agent: *\nDisallow: /\n\nUser-agent: AdsBot-Google\nDisallow: /ads\n';

describe('outline', () => {
  it('lists each group with its user-agents, rule count and lines', () => {
    const groups = outlineOf(TEXT, 'google', null)!;
    expect(groups.map((g) => [g.agents, g.rules, g.startLine, g.endLine])).toEqual([
      [['Googlebot', 'Bingbot'], 2, 1, 4],
      [['*'], 1, 6, 7],
      [['AdsBot-Google'], 1, 9, 10],
    ]);
  });

  it('marks the groups the crawler reads, with its documented semantics', () => {
    expect(outlineOf(TEXT, 'google', 'Googlebot')!.map((g) => g.applies)).toEqual([true, false, false]);
    expect(outlineOf(TEXT, 'google', 'GPTBot')!.map((g) => g.applies)).toEqual([false, true, false]);
    // Googlebot-Image falls back to the Googlebot group, not to *.
    expect(outlineOf(TEXT, 'google', 'Googlebot-Image')!.map((g) => g.applies)).toEqual([true, false, false]);
  });

  it('gives no outline for a file too large to parse on the main thread', () => {
    expect(outlineOf('#'.repeat(OUTLINE_MAX_CHARS + 1), 'google', null)).toBeNull();
  });

  it('marks for the selected cell’s crawler, else the first', () => {
    expect(outlineCrawler(['Googlebot', 'GPTBot'], { col: 1 })).toBe('GPTBot');
    expect(outlineCrawler(['Googlebot', 'GPTBot'], null)).toBe('Googlebot');
    expect(outlineCrawler([], null)).toBeNull();
  });
});
