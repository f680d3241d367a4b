import { EditorState, Text } from '@codemirror/state';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePath, PathIndex, pathCounts } from './pathIndex.ts';
import { MAX_INDEXED_LINES } from './pathLimit.ts';

const fresh = (state: EditorState) => Object.fromEntries([...new PathIndex(state.doc).counts].sort());
const followed = (index: PathIndex) => Object.fromEntries([...index.counts].sort());

describe('the index of the paths the rules use', () => {
  it('reads the path of an Allow or Disallow line, in any case, with or without its colon', () => {
    expect(linePath('Disallow: /a/b')).toBe('/a/b');
    expect(linePath('  allow /x # note')).toBe('/x');
    expect(linePath('Disallow: *.pdf')).toBeNull();
    expect(linePath('User-agent: /x')).toBeNull();
  });

  it('counts a path once per line that uses it, and forgets it with its last line', () => {
    let state = EditorState.create({ doc: 'User-agent: *\nDisallow: /a\nDisallow: /a\nAllow: /b\n' });
    const index = new PathIndex(state.doc);
    expect(followed(index)).toEqual({ '/a': 2, '/b': 1 });
    const tr = state.update({ changes: { from: state.doc.line(2).from, to: state.doc.line(4).to, insert: 'Disallow: /c' } });
    state = tr.state;
    expect(index.follow(tr)).toBe(true);
    expect(followed(index)).toEqual({ '/c': 1 });
  });

  it('follows typing, deleting, joining and splitting lines, several changes at once: always what a new count finds', () => {
    const line = fc.constantFrom('Disallow: /a', 'Allow: /a/b', 'Disallow: /', 'User-agent: *', '# x', '', 'Disallow: /c$');
    const edit = fc.record({ at: fc.nat(), len: fc.nat({ max: 30 }), insert: fc.constantFrom('', 'x', '/', '\n', 'Disallow: /n\n', '\nAllow: /a', ' #') });
    fc.assert(fc.property(fc.array(line, { maxLength: 20 }), fc.array(fc.array(edit, { minLength: 1, maxLength: 3 }), { maxLength: 8 }), (lines, steps) => {
      let state = EditorState.create({ doc: lines.join('\n') });
      const index = new PathIndex(state.doc);
      for (const step of steps) {
        // Changes of one transaction are in the start document's positions, sorted, apart.
        const changes: { from: number; to: number; insert: string }[] = [];
        let min = 0;
        for (const e of step) {
          const from = Math.min(min + (e.at % 40), state.doc.length);
          const to = Math.min(from + e.len, state.doc.length);
          if (from < min) continue;
          changes.push({ from, to, insert: e.insert });
          min = to + 1;
        }
        const tr = state.update({ changes });
        state = tr.state;
        if (!index.follow(tr)) return;
        expect(followed(index)).toEqual(fresh(state));
      }
    }), { numRuns: 300 });
  });

  it('gives up, to be built again, after a change of thousands of lines (a new file)', () => {
    const state = EditorState.create({ doc: 'Disallow: /a\n'.repeat(10) });
    const index = new PathIndex(state.doc);
    expect(index.follow(state.update({ changes: { from: 0, insert: 'Disallow: /b\n'.repeat(3000) } }))).toBe(false);
  });
});

describe('the index counted in slices of idle time', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => (i % 5 === 0 ? 'User-agent: *' : `Disallow: /p${i % 37}/${i % 3}`)).join('\n');
  /** A `more()` that says stop at its `slices`th question: max(1, slices) slices of 512 lines are counted. */
  const slicesOf = (slices: number) => () => --slices > 0;

  it('counts in slices what one scan counts, in the same order, and says when it is whole', () => {
    const doc = Text.of(many(2000).split('\n'));
    const index = new PathIndex(doc, false);
    expect(index.whole).toBe(false);
    expect(index.scan(slicesOf(2))).toBe(false);
    expect(index.counts.size).toBeGreaterThan(0);
    while (!index.scan(slicesOf(1)));
    expect(index.whole).toBe(true);
    expect([...index.counts]).toEqual([...new PathIndex(doc).counts]);
    expect(index.scan()).toBe(true);
  });

  it('keeps a scan under way through changes past what it counted, and gives it up for a change inside it', () => {
    fc.assert(fc.property(fc.nat({ max: 4 }), fc.array(fc.record({ at: fc.nat(), len: fc.nat({ max: 40 }), insert: fc.constantFrom('', 'x', '\nDisallow: /n', 'Allow: /q\n') }), { minLength: 1, maxLength: 6 }), (slices, edits) => {
      let state = EditorState.create({ doc: many(3000) });
      const index = new PathIndex(state.doc, false);
      index.scan(slicesOf(slices));
      for (const e of edits) {
        const from = e.at % state.doc.length;
        const tr = state.update({ changes: { from, to: Math.min(from + e.len, state.doc.length), insert: e.insert } });
        const inside = state.doc.lineAt(from).number <= Math.max(1, slices) * 512;
        state = tr.state;
        const kept = index.follow(tr);
        if (!kept) {
          expect(inside).toBe(true);
          return;
        }
      }
      index.scan();
      expect(followed(index)).toEqual(fresh(state));
    }), { numRuns: 200 });
  });
});

describe('a file too long for path suggestions', () => {
  it('suggests no paths past MAX_INDEXED_LINES lines, and does at that many', () => {
    const lines = (n: number) => Text.of(Array.from({ length: n }, (_, i) => `Disallow: /p${i % 7}`));
    expect(pathCounts(lines(MAX_INDEXED_LINES), undefined).size).toBe(7);
    expect(pathCounts(lines(MAX_INDEXED_LINES + 1), undefined).size).toBe(0);
  });
});
