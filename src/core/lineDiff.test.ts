/** The review's line diff: the shortest edit script, as `diff -u` writes it. */
import { describe, expect, it } from 'vitest';
import { diffLines, unifiedDiff } from './lineDiff.ts';

/** Applies a diff's ops: the kept and added lines are the new version, kept and removed the old. */
const sides = (ops: ReturnType<typeof diffLines>) => [ops.filter((l) => l.op !== '+').map((l) => l.text), ops.filter((l) => l.op !== '-').map((l) => l.text)];

describe('line diff', () => {
  it('finds the shortest edit script, and both versions come back from it', () => {
    const a = 'a b c a b b a'.split(' ');
    const b = 'c b a b a c'.split(' ');
    const ops = diffLines(a, b);
    expect(sides(ops)).toEqual([a, b]);
    expect(ops.filter((l) => l.op !== ' ').length).toBe(5);
  });

  it('gives back both versions for random edits (a property over 300 cases)', () => {
    let seed = 7;
    const rand = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
    for (let t = 0; t < 300; t++) {
      const a = Array.from({ length: rand(30) }, () => `L${rand(6)}`);
      const b = a.filter(() => rand(4) > 0);
      for (let i = rand(5); i > 0; i--) b.splice(rand(b.length + 1), 0, `N${rand(6)}`);
      const ops = diffLines(a, b);
      expect(sides(ops)).toEqual([a, b]);
      // Never longer than deleting all and adding all.
      expect(ops.filter((l) => l.op !== ' ').length).toBeLessThanOrEqual(a.length + b.length);
    }
  });

  it('writes hunks with three lines of context and line counts, as diff -u does', () => {
    const old = ['User-agent: *', 'Disallow: /a', 'Disallow: /b', 'Disallow: /c', 'Disallow: /d', 'Disallow: /e', 'Disallow: /f', 'Disallow: /g', 'Disallow: /h', 'Disallow: /i', ''].join('\n');
    const next = old.replace('Disallow: /b\n', '').replace('Disallow: /i', 'Disallow: /i\nAllow: /i/public');
    expect(unifiedDiff('old.txt', 'new.txt', old, next)).toBe([
      '--- old.txt', '+++ new.txt',
      // GNU diff -u gives exactly these hunks for these two files.
      '@@ -1,6 +1,5 @@', ' User-agent: *', ' Disallow: /a', '-Disallow: /b', ' Disallow: /c', ' Disallow: /d', ' Disallow: /e',
      '@@ -8,3 +7,4 @@', ' Disallow: /g', ' Disallow: /h', ' Disallow: /i', '+Allow: /i/public', '',
    ].join('\n'));
    expect(unifiedDiff('a', 'b', old, old)).toBe('');
  });
});
