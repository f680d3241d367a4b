/** The compare view's verdict diff: only the cells that change, matched by URL and crawler. */
import { describe, expect, it } from 'vitest';
import { VERDICT } from '../core/index.ts';
import type { MatrixData } from './matrix.ts';
import { CHANGE, describeDiff, diffMatrices } from './matrixDiff.ts';

const B = VERDICT.blocked;
const A = VERDICT.allowed;

function matrix(urls: string[], crawlers: string[], cells: [number, number][], ruleTexts: Record<number, string>): MatrixData {
  return {
    docVersion: 1, inputsVersion: 1, urls, ruleTexts,
    columns: crawlers.map((name) => ({ name, token: name, chain: [name, '*'] })),
    verdict: Uint8Array.from(cells.map(([v]) => v)),
    line: Int32Array.from(cells.map(([, l]) => l)),
    profilesDisagree: new Uint8Array(0),
  };
}

describe('diffMatrices', () => {
  const before = matrix(['/a', '/b', '/c'], ['Googlebot', 'GPTBot'], [[A, 0], [B, 2], [B, 2], [B, 2], [A, 3], [B, 2]], { 2: 'Disallow: /', 3: 'Allow: /c' });

  it('finds newly blocked, newly allowed, another rule and a moved rule, and nothing else', () => {
    // The new version inserted a line on top: every rule moved down by one.
    const after = matrix(['/a', '/b', '/c'], ['Googlebot', 'GPTBot'], [[B, 3], [B, 3], [A, 0], [B, 5], [A, 4], [B, 3]], { 3: 'Disallow: /', 4: 'Allow: /c', 5: 'Disallow: /b' });
    const diff = diffMatrices(before, after);
    expect(diff.compared).toBe(6);
    expect([...diff.cells]).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...diff.kinds]).toEqual([CHANGE.newlyBlocked, CHANGE.moved, CHANGE.newlyAllowed, CHANGE.otherRule, CHANGE.moved, CHANGE.moved]);
    expect(diff.counts).toEqual({ newlyBlocked: 1, newlyAllowed: 1, otherRule: 1, moved: 3 });
    expect(describeDiff(diff)).toBe('2 URL × crawler verdicts change: 1 newly blocked, 1 newly allowed; 1 decided by another rule, 3 by the same rule on another line');
  });

  it('matches rows and columns by URL and crawler, and compares only what both answer', () => {
    const after = matrix(['/c', '/new', '/a'], ['GPTBot', 'Bingbot'], [[B, 2], [B, 2], [A, 0], [A, 0], [B, 2], [A, 0]], { 2: 'Disallow: /' });
    const diff = diffMatrices(before, after);
    // GPTBot on /c and /a only: /new and Bingbot are in one version alone.
    expect(diff.compared).toBe(2);
    expect([...diff.cells]).toEqual([]);
  });

  it('says plainly when no verdict changes', () => {
    expect(describeDiff(diffMatrices(before, before))).toBe('No verdict of the 6 URL × crawler pairs changes');
  });
});
