/**
 * ColumnMemory: a column whose rules a new parse left as they were is answered from the parse
 * before, its deciding lines moved with the rules; anything else is worked out again. That the
 * answers stay checkCrawler's through any edit is proved cell by cell in
 * worker/checkMatrix.property.test.ts; this shows when the work is skipped, and that a memory
 * never answers for other paths, another profile or other rules.
 */
import { describe, expect, it } from 'vitest';
import { checkColumns, ColumnMemory, comparedPaths, crawlerFor, parseRobots, type ColumnAnswer, type Profile } from './index.ts';

const URLS = ['/private/a', '/shop/', '/x.pdf', '/', '/robots.txt'];
const BEFORE = ['User-agent: Googlebot', 'Disallow: /private/', 'Disallow: /*.pdf$', '', 'User-agent: *', 'Disallow: /', 'Allow: /shop/'];

/**
 * checkColumns of `lines` for Googlebot and `*` with `memory`, and without; `worked`: how many
 * columns hold verdicts not carried over from `before` (a carried column is the same array).
 */
function columns(lines: readonly string[], paths: readonly string[], memory: ColumnMemory, before: ColumnAnswer[] = [], profile: Profile = 'google') {
  const parsed = parseRobots(lines.join('\n'), { profile });
  const crawlers = [crawlerFor('Googlebot'), crawlerFor('*')];
  const got = checkColumns(parsed, crawlers, paths, memory);
  const fresh = checkColumns(parsed, crawlers, paths);
  const worked = got.filter((c) => !before.some((b) => b.allowed === c.allowed)).length;
  return { got, fresh, worked };
}

const cells = (c: ColumnAnswer[]) => c.map((col) => ({ allowed: [...col.allowed], line: [...col.line] }));

/** Each version checked in turn with one memory: how many columns each worked out; every answer is checked against a fresh one. */
function worked(...versions: (readonly string[])[]): number[] {
  const memory = new ColumnMemory();
  const paths = comparedPaths(URLS, 'google');
  let before: ColumnAnswer[] = [];
  return versions.map((lines) => {
    const step = columns(lines, paths, memory, before);
    expect(cells(step.got)).toEqual(cells(step.fresh));
    before = step.got;
    return step.worked;
  });
}

describe('a column is worked out again only when its rules changed', () => {
  it('a line typed above both groups moves every deciding line and works nothing out again', () => {
    const typed = ['# a comment typed first', ...BEFORE];
    expect(worked(BEFORE, typed)).toEqual([2, 0]);
    const memory = new ColumnMemory();
    const paths = comparedPaths(URLS, 'google');
    expect(columns(typed, paths, memory, columns(BEFORE, paths, memory).got).got[0].line[0]).toBe(3);
  });

  it('a rule changed in one group works out that group only, and a comment or spelling of the key changes nothing', () => {
    const edited = BEFORE.map((l) => (l === 'Allow: /shop/' ? 'Allow: /shop' : l));
    const spelled = edited.map((l) => (l === 'Disallow: /private/' ? 'disallow:/private/   # why' : l));
    expect(worked(BEFORE, edited, spelled)).toEqual([2, 1, 0]);
  });

  it('the same rules in another order, or an allow turned into a disallow, are other rules', () => {
    const swapped = [...BEFORE.slice(0, 1), BEFORE[2], BEFORE[1], ...BEFORE.slice(3)];
    const flipped = swapped.map((l) => l.replace('Disallow: /private/', 'Allow: /private/'));
    expect(worked(BEFORE, swapped, flipped)).toEqual([2, 1, 1]);
  });

  it('answers only for the same paths under the same profile', () => {
    const memory = new ColumnMemory();
    const paths = comparedPaths(URLS, 'google');
    const first = columns(BEFORE, paths, memory);
    expect(columns(BEFORE, paths, memory, first.got).worked).toBe(0);
    // Another list of the very same paths (the same URLs on another origin) is answered from it.
    const moved = comparedPaths(URLS.map((u) => `https://shop.example${u}`), 'google');
    expect(moved).not.toBe(paths);
    expect(columns(BEFORE, moved, memory, first.got).worked).toBe(0);
    const oneOther = columns(BEFORE, [...paths.slice(0, -1), '/private/b'], memory, first.got);
    expect(oneOther.worked).toBe(2);
    expect(cells(oneOther.got)).toEqual(cells(oneOther.fresh));
    const fewer = columns(BEFORE, paths.slice(0, -1), memory, oneOther.got);
    expect(fewer.worked).toBe(2);
    const copy = columns(BEFORE, paths, memory, fewer.got);
    expect(copy.worked).toBe(2);
    const rfc = comparedPaths(URLS, 'rfc9309');
    const other = columns(BEFORE, rfc, memory, copy.got, 'rfc9309');
    expect(other.worked).toBe(2);
    expect(cells(other.got)).toEqual(cells(other.fresh));
    expect(columns(BEFORE, rfc, memory, other.got, 'rfc9309').worked).toBe(0);
  });
});
