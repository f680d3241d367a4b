/** The verdict diff's list: grouped by kind, then crawler, then URL, each change in words with both rules. */
import { describe, expect, it } from 'vitest';
import { changeOrder } from '../../state/compare.ts';
import { matrixOf } from '../../state/matrix.test-helper.ts';
import { diffMatrices } from '../../state/matrixDiff.ts';
import { kindList } from '../../state/compareCauses.ts';
import { parseRobots, parsesOf } from '../../core/index.ts';
import type { MatrixData } from '../../state/matrix.ts';
import { checkMatrix } from '../../worker/checkMatrix.ts';
import { cellAnnouncement } from '../matrix/cellWords.ts';
import { changeWords, rowAt, rowOf } from './changeWords.ts';

const crawlers = ['Googlebot', 'GPTBot'];
const before = matrixOf(crawlers, { '/checkout/': 'A4 A4', '/cart': 'B9 A0', '/a': 'A4 B2' }, { 2: 'Disallow: /a', 4: 'Allow: /checkout/', 9: 'Disallow: /cart' });
const after = matrixOf(crawlers, { '/checkout/': 'B9 A4', '/cart': 'A0 B9', '/a': 'A5 B2' }, { 2: 'Disallow: /a', 4: 'Allow: /checkout/', 5: 'Allow: /checkout/', 9: 'Disallow: /check' });

function comparison() {
  const diff = diffMatrices(before, after);
  return { before, after, diff, ...kindList(diff, changeOrder(diff, 2), 'by kind') };
}

describe('the verdict diff list', () => {
  it('puts newly blocked first, then newly allowed, then the rest, by crawler within a kind', () => {
    const v = comparison();
    expect(Array.from(v.order, (_, pos) => changeWords(v, pos).sentence)).toEqual([
      'Googlebot /checkout/: Allowed by line 4: Allow: /checkout/ → Blocked by line 9: Disallow: /check',
      'GPTBot /cart: Allowed: no rule matched, and what no rule blocks is allowed → Blocked by line 9: Disallow: /check',
      'Googlebot /cart: Blocked by line 9: Disallow: /cart → Allowed: no rule matched, and what no rule blocks is allowed',
      'Googlebot /a: Allowed by line 4: Allow: /checkout/ → Allowed by line 5: Allow: /checkout/',
    ]);
  });

  it('maps list rows to headings and changes and back', () => {
    const v = comparison();
    const groups = v.groups;
    expect(groups.map((g) => [g.title, g.start, g.count])).toEqual([['Newly blocked', 0, 2], ['Newly allowed', 2, 1], ['Same rule, on another line', 3, 1]]);
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => rowAt(groups, i))).toEqual([
      { heading: groups[0] }, { pos: 0 }, { pos: 1 }, { heading: groups[1] }, { pos: 2 }, { heading: groups[2] }, { pos: 3 },
    ]);
    expect([0, 1, 2, 3].map((p) => rowOf(groups, p))).toEqual([1, 2, 4, 6]);
  });

  it("says a side no line decides as the grid's cell does, with the crawler's own reason", () => {
    const matrix = (text: string): MatrixData => {
      const parsed = parseRobots(text);
      const urls = ['https://dzen.ru/news/top'];
      return { docVersion: 1, inputsVersion: 1, urls, ...checkMatrix(parsed, ['AdsBot-Google'], urls, { choice: 'documented', parses: parsesOf(text, parsed) }) };
    };
    const old = matrix('User-agent: AdsBot-Google\nDisallow: /news/\n\nUser-agent: *\nDisallow: /news/top\n');
    const now = matrix('User-agent: *\nDisallow: /news/top\n');
    const diff = diffMatrices(old, now);
    const v = { before: old, after: now, diff, ...kindList(diff, changeOrder(diff, 1), 'by kind') };
    // Before: "Allowed: no rule matches", where the grid says AdsBot-Google ignores the * group.
    expect(changeWords(v, 0).sentence).toBe('AdsBot-Google https://dzen.ru/news/top: Blocked by line 2: Disallow: /news/ → Allowed: AdsBot-Google ignores the * group, and no group names it');
    expect(cellAnnouncement(now, 0, 0)).toBe('AdsBot-Google, https://dzen.ru/news/top: Allowed: AdsBot-Google ignores the * group, and no group names it');
  });
});
