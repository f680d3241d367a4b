/** The compare view's verdict diff: only the cells that change, matched by URL and crawler. */
import { describe, expect, it } from 'vitest';
import { parseRobots, parsesOf, VERDICT } from '../core/index.ts';
import { checkMatrix } from '../worker/checkMatrix.ts';
import { recordAt, type MatrixData } from './matrix.ts';
import { cutInsideRule } from '../core/doubtFiles.test-helper.ts';
import { CHANGE, describeDiff, diffMatrices } from './matrixDiff.ts';

const B = VERDICT.blocked;
const A = VERDICT.allowed;

/** `rulesRead`: the rules as read, by default as written. */
function matrix(urls: string[], crawlers: string[], cells: [number, number][], ruleTexts: Record<number, string>, rulesRead = ruleTexts): MatrixData {
  return {
    docVersion: 1, inputsVersion: 1, urls, ruleTexts, rulesRead,
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

  it('compares rules as read: a line respelt in a way the reading forgives is no change, one read otherwise is another rule (review15 §5)', () => {
    const was = matrix(['/private/x'], ['Googlebot'], [[B, 2]], { 2: 'Disallow: /private/' });
    const respelt = matrix(['/private/x'], ['Googlebot'], [[B, 2]], { 2: 'Dissallow: /private/' }, { 2: 'Disallow: /private/' });
    expect(diffMatrices(was, respelt).cells.length).toBe(0);
    expect(describeDiff(diffMatrices(was, respelt))).toBe('No verdict of the 1 URL × crawler pair changes');
    const widened = matrix(['/private/x'], ['Googlebot'], [[B, 2]], { 2: 'Disallow: /private/' }, { 2: 'Disallow: /private' });
    expect([...diffMatrices(was, widened).kinds]).toEqual([CHANGE.otherRule]);
  });

  it("reads a misspelt line as each crawler's reading does, from the worker's matrices: no change for Googlebot, newly allowed for GPTBot", () => {
    const of = (text: string) => checkMatrix(parseRobots(text), ['Googlebot', 'GPTBot'], ['https://example.com/private/x'], { choice: 'documented', parses: parsesOf(text) });
    const v1 = { docVersion: 1, inputsVersion: 1, urls: ['https://example.com/private/x'], ...of('User-agent: *\nDisallow: /private/\n') };
    const v2 = { ...v1, ...of('User-agent: *\nDissallow: /private/\n') };
    expect(v2.ruleTexts).toEqual({ 2: 'Dissallow: /private/' });
    expect(v2.rulesRead).toEqual({ 2: 'Disallow: /private/' });
    const diff = diffMatrices(v1, v2);
    expect([...diff.cells]).toEqual([1]);
    expect(diff.counts).toEqual({ newlyBlocked: 0, newlyAllowed: 1, otherRule: 0, moved: 0 });
  });

  it('reads the line of the 500 KiB cut as each column\'s reading does: cut short for Googlebot, whole for GPTBot, so no phantom "another rule" (review16 §8)', () => {
    // Line `cutLine` is `Disallow: /html/E12243_01/`, byte 512,000 after `/html/E`: both crawlers are blocked by it.
    const { text, cutLine } = cutInsideRule();
    const urls = ['https://example.com/html/E12243_01/x'];
    const of = (crawlers: string[]): MatrixData => ({ docVersion: 1, inputsVersion: 1, urls, ...checkMatrix(parseRobots(text), crawlers, urls, { choice: 'documented', parses: parsesOf(text) }) });
    const both = of(['Googlebot', 'GPTBot']);
    expect([...both.line]).toEqual([cutLine, cutLine]);
    // Before: one text for the line, the first column's: GPTBot's rule "Disallow: /html/E" too.
    expect([recordAt(both, 0).rule, recordAt(both, 1).rule]).toEqual(['Disallow: /html/E', 'Disallow: /html/E12243_01/']);
    // The same file, GPTBot alone: its cell is the same; before, "1 decided by another rule".
    const gptAlone = of(['GPTBot']);
    expect(diffMatrices(both, gptAlone).counts).toEqual({ newlyBlocked: 0, newlyAllowed: 0, otherRule: 0, moved: 0 });
    expect(diffMatrices(of(['Googlebot']), both).counts).toEqual({ newlyBlocked: 0, newlyAllowed: 0, otherRule: 0, moved: 0 });
  });

  it('says plainly when no verdict changes', () => {
    expect(describeDiff(diffMatrices(before, before))).toBe('No verdict of the 6 URL × crawler pairs changes');
  });
});
