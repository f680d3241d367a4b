import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERDICT } from '../core/index.ts';
import { matrixOf } from './matrix.test-helper.ts';
import {
  DEFAULT_VIEW, columnSummaries, filterCounts, rowFacts, rowHiddenBy, rowOrder, summarySentence, withFailingRows, type MatrixViewOptions,
} from './matrixView.ts';
import { checkCellExpectations } from './cellExpectations.ts';

const data = matrixOf(['Googlebot', 'GPTBot', 'ChatGPT-User'], {
  '/': 'A0 A0 N',
  '/private/': 'B4 B4 N',
  '/ai/': 'A0 B7! N',
  '/private/open': 'A5 B4 N',
  '/blog/': 'A0 A0 N',
}, { 4: 'Disallow: /private/', 5: 'Allow: /private/open', 7: 'Disallow: /ai/' });

const order = (view: Partial<MatrixViewOptions>) => [...rowOrder(data, rowFacts(data), { ...DEFAULT_VIEW, ...view })].map((r) => data.urls[r]);

describe('filters', () => {
  it('blocked keeps rows some crawler is blocked on; allowed keeps the rest', () => {
    expect(order({ filter: 'blocked' })).toEqual(['/private/', '/ai/', '/private/open']);
    expect(order({ filter: 'allowed' })).toEqual(['/', '/blog/']);
  });

  it('crawlers disagree: blocked for one, allowed for another (a crawler robots.txt does not govern takes no side)', () => {
    expect(order({ filter: 'crawlers-disagree' })).toEqual(['/ai/', '/private/open']);
  });

  it('profiles disagree reads MatrixData.profilesDisagree', () => {
    expect(order({ filter: 'profiles-disagree' })).toEqual(['/ai/']);
  });

  it('a crawler\'s summary chosen keeps the URLs it is blocked from, with the filter and search (issue 24 §2)', () => {
    expect(order({ blockedFor: 'Googlebot' })).toEqual(['/private/']);
    expect(order({ blockedFor: 'GPTBot' })).toEqual(['/private/', '/ai/', '/private/open']);
    expect(order({ blockedFor: 'GPTBot', filter: 'crawlers-disagree' })).toEqual(['/ai/', '/private/open']);
    expect(order({ blockedFor: 'GPTBot', search: 'open', descending: true })).toEqual(['/private/open']);
    expect(order({ blockedFor: 'ChatGPT-User' })).toEqual([]);
    // A crawler no longer in the grid filters nothing.
    expect(order({ blockedFor: 'Bingbot' })).toEqual(data.urls);
  });

  it('counts each crawler over the rows given (an export of the rows shown)', () => {
    expect(columnSummaries(data, Int32Array.from([3, 1]))).toEqual([
      { blocked: 1, allowed: 1, ungoverned: 0, readingsDisagree: 0, total: 2 },
      { blocked: 2, allowed: 0, ungoverned: 0, readingsDisagree: 0, total: 2 },
      { blocked: 0, allowed: 0, ungoverned: 2, readingsDisagree: 0, total: 2 },
    ]);
    expect(columnSummaries(data, Int32Array.from([0, 1, 2, 3, 4]))).toEqual(columnSummaries(data));
  });

  it('text search matches the URL or a deciding rule, in any case', () => {
    expect(order({ search: 'BLOG' })).toEqual(['/blog/']);
    expect(order({ search: 'allow: /private/open' })).toEqual(['/private/open']);
    expect(order({ search: 'disallow: /ai' })).toEqual(['/ai/']);
    expect(order({ search: 'nowhere' })).toEqual([]);
  });

  it('counts the rows each filter keeps', () => {
    expect(filterCounts(rowFacts(data))).toEqual({ all: 5, blocked: 3, allowed: 2, 'crawlers-disagree': 2, 'readings-disagree': 0, 'profiles-disagree': 1, 'expectations-fail': 0 });
  });

  it('expectations fail keeps the rows where an expectation fails, not those where they hold', () => {
    const report = checkCellExpectations(data, [
      { url: '/private/open', crawler: 'GPTBot', expect: 'allowed' },
      { url: '/ai/', crawler: 'Googlebot', expect: 'blocked' },
      { url: '/', crawler: 'Googlebot', expect: 'allowed' },
    ]);
    const facts = withFailingRows(rowFacts(data), report);
    expect([...rowOrder(data, facts, { ...DEFAULT_VIEW, filter: 'expectations-fail' })].map((r) => data.urls[r])).toEqual(['/ai/', '/private/open']);
    expect(filterCounts(facts)['expectations-fail']).toBe(2);
    const holding = checkCellExpectations(data, [{ url: '/', crawler: 'Googlebot', expect: 'allowed' }]);
    expect(withFailingRows(rowFacts(data), holding)).toEqual(rowFacts(data));
  });
});

describe('search', () => {
  it('finds a row by its URL, a deciding rule, or its URL set row’s other columns (the sets worker’s hits for this text, issue 25 §1)', () => {
    expect(order({ search: 'BLOG' })).toEqual(['/blog/']);
    expect(order({ search: 'disallow: /ai' })).toEqual(['/ai/']);
    const hits = new Set(['/', '/private/open']);
    expect([...rowOrder(data, rowFacts(data), { ...DEFAULT_VIEW, search: 'non-indexable' }, hits)].map((r) => data.urls[r])).toEqual(['/', '/private/open']);
    expect([...rowOrder(data, rowFacts(data), { ...DEFAULT_VIEW, search: 'non-indexable', filter: 'blocked' }, hits)].map((r) => data.urls[r])).toEqual(['/private/open']);
  });
});

describe('what hides a row', () => {
  const hiddenBy = (url: string, view: Partial<MatrixViewOptions>, hits?: ReadonlySet<string>) =>
    rowHiddenBy(data, rowFacts(data), { ...DEFAULT_VIEW, ...view }, data.urls.indexOf(url), hits);
  it('names each part of the view that keeps the row out, and none for a row shown (review20 H1: what the status bar\'s count says)', () => {
    expect(hiddenBy('/', {})).toEqual({ filter: false, blockedFor: false, search: false });
    expect(hiddenBy('/', { search: 'blog' })).toEqual({ filter: false, blockedFor: false, search: true });
    expect(hiddenBy('/', { search: 'blog', filter: 'blocked', blockedFor: 'Googlebot' })).toEqual({ filter: true, blockedFor: true, search: true });
    expect(hiddenBy('/ai/', { filter: 'blocked', blockedFor: 'Googlebot' })).toEqual({ filter: false, blockedFor: true, search: false });
    expect(hiddenBy('/', { search: 'non-indexable' }, new Set(['/']))).toEqual({ filter: false, blockedFor: false, search: false });
  });

  it('agrees with the rows shown: hidden by something exactly when not in rowOrder', () => {
    const views: Partial<MatrixViewOptions>[] = [
      { search: 'private' }, { filter: 'allowed' }, { blockedFor: 'GPTBot', search: 'ai' }, { filter: 'crawlers-disagree', search: 'disallow' }, {},
    ];
    for (const view of views) {
      const shown = new Set(order(view));
      for (const url of data.urls) expect(Object.values(hiddenBy(url, view)).some(Boolean)).toBe(!shown.has(url));
    }
  });
});

describe('sorting', () => {
  it('by URL in code-unit order, either way', () => {
    expect(order({ sort: 'url' })).toEqual(['/', '/ai/', '/blog/', '/private/', '/private/open']);
    expect(order({ sort: 'url', descending: true })).toEqual(['/private/open', '/private/', '/blog/', '/ai/', '/']);
  });

  it("by a crawler's verdict, blocked first, keeping list order among equals", () => {
    expect(order({ sort: 'verdict', sortColumn: 1 })).toEqual(['/private/', '/ai/', '/private/open', '/', '/blog/']);
    expect(order({ sort: 'verdict', sortColumn: 1, descending: true })).toEqual(['/', '/blog/', '/private/', '/ai/', '/private/open']);
  });

  it("by a crawler's deciding line, rows no rule decided first", () => {
    expect(order({ sort: 'line', sortColumn: 0 })).toEqual(['/', '/ai/', '/blog/', '/private/', '/private/open']);
  });

  it('list order reversed', () => {
    expect(order({ descending: true })).toEqual(['/blog/', '/private/open', '/ai/', '/private/', '/']);
  });

  it('every sort is a stable sort of the filtered rows (checked against Array.prototype.sort)', () => {
    const cell = fc.tuple(fc.constantFrom('A', 'B', 'N'), fc.nat(30)).map(([v, l]) => `${v}${l}`);
    const rows = fc.array(fc.tuple(fc.string({ maxLength: 4 }), fc.array(cell, { minLength: 2, maxLength: 2 })), { maxLength: 40 });
    fc.assert(fc.property(rows, fc.constantFrom('url', 'verdict', 'line'), fc.boolean(), fc.nat(1), (list, sort, descending, sortColumn) => {
      const m = matrixOf(['a', 'b'], Object.fromEntries(list.map(([u, cells]) => [`/${u}`, cells.join(' ')])));
      const got = [...rowOrder(m, rowFacts(m), { ...DEFAULT_VIEW, sort: sort as 'url', descending, sortColumn })];
      const key = (r: number): number | string => (sort === 'url' ? m.urls[r] : (sort === 'verdict' ? m.verdict : m.line)[r * 2 + sortColumn]);
      const cmp = (a: number, b: number) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (descending ? -1 : 1) || a - b;
      expect(got).toEqual(m.urls.map((_, i) => i).sort(cmp));
    }));
  });
});

describe('summaries', () => {
  it('count each crawler\'s blocked cells: "Googlebot: 312 blocked of 10,000"', () => {
    const s = columnSummaries(data);
    expect(s.map((c) => c.blocked)).toEqual([1, 3, 0]);
    expect(summarySentence('GPTBot', s[1])).toBe('GPTBot: 3 blocked of 5');
    expect(summarySentence('ChatGPT-User', s[2])).toBe('ChatGPT-User: 0 blocked of 5; 5 not governed by robots.txt');
  });

  it('reads 10,000 URLs × 10 crawlers with thousands separators', () => {
    const big = matrixOf(Array.from({ length: 10 }, (_, i) => `c${i}`), {});
    const n = 10_000;
    Object.assign(big, { urls: Array.from({ length: n }, (_, i) => `/${i}`), verdict: new Uint8Array(n * 10).fill(VERDICT.allowed), line: new Int32Array(n * 10), profilesDisagree: new Uint8Array(0) });
    for (let r = 0; r < 312; r++) big.verdict[r * 10] = VERDICT.blocked;
    expect(summarySentence('Googlebot', columnSummaries(big)[0])).toBe('Googlebot: 312 blocked of 10,000');
    expect(rowOrder(big, rowFacts(big), { ...DEFAULT_VIEW, filter: 'blocked' })).toHaveLength(312);
  });
});
