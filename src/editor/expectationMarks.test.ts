import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { brokenDiagnostics, brokenExpectations, marksShow, setBrokenExpectations } from './expectationMarks.ts';

const doc = 'User-agent: *\nDisallow: /check\nAllow: /\n';

/** Each decoration as [line, class or the note's words]. */
function marks(state: EditorState): [number, string][] {
  const out: [number, string][] = [];
  state.field(brokenExpectations).between(0, state.doc.length, (from, _to, d) => {
    const widget = d.spec.widget as { message?: string } | undefined;
    out.push([state.doc.lineAt(from).number, widget?.message ?? String(d.spec.class)]);
  });
  return out;
}

const base = () => EditorState.create({ doc, extensions: brokenExpectations });

describe('broken expectation marks', () => {
  it('mark the breaking rule\'s line and write what it breaks after it, one note per line', () => {
    const state = base().update({
      effects: setBrokenExpectations.of([
        { line: 2, message: 'Breaks: Googlebot must be allowed /checkout/.' },
        { line: 2, message: 'Breaks: Bingbot must be allowed /checkout/.' },
        { line: 9, message: 'past the end' },
      ]),
    }).state;
    expect(marks(state)).toEqual([
      [2, 'cm-brokenExpectation'],
      [2, 'Breaks: Googlebot must be allowed /checkout/. Breaks: Bingbot must be allowed /checkout/.'],
    ]);
  });

  it('follow their rule as the person types above it, and go when the next result says none break', () => {
    const marked = base().update({ effects: setBrokenExpectations.of([{ line: 2, message: 'Breaks: X' }]) }).state;
    const typed = marked.update({ changes: { from: 0, insert: '# staging\n' } }).state;
    expect(marks(typed)).toEqual([[3, 'cm-brokenExpectation'], [3, 'Breaks: X']]);
    expect(typed.doc.line(3).text).toBe('Disallow: /check');
    expect(marks(typed.update({ effects: setBrokenExpectations.of([]) }).state)).toEqual([]);
  });

  it('know whether they already show these rules where they stand now, so an unchanged matrix changes nothing', () => {
    const rules = [{ line: 2, message: 'Breaks: X' }];
    const marked = base().update({ effects: setBrokenExpectations.of(rules) }).state;
    expect(marksShow(marked, rules)).toBe(true);
    expect(marksShow(marked, [{ line: 2, message: 'Breaks: Y' }])).toBe(false);
    expect(marksShow(marked, [])).toBe(false);
    // A line typed above: the mark moved to line 3, so a matrix saying line 2 is news.
    const typed = marked.update({ changes: { from: 0, insert: '# staging\n' } }).state;
    expect(marksShow(typed, rules)).toBe(false);
    expect(marksShow(typed, [{ line: 3, message: 'Breaks: X' }])).toBe(true);
  });

  it('are each an error diagnostic over the rule\'s text, one per line, for the problems panel and F8', () => {
    const state = EditorState.create({ doc: 'User-agent: *\n  Disallow: /check\n' });
    expect(brokenDiagnostics(state, [{ line: 2, message: 'Breaks: A' }, { line: 2, message: 'Breaks: B' }, { line: 7, message: 'gone' }])).toEqual([
      { from: 16, to: 32, severity: 'error', source: 'broken-expectation', message: 'Breaks: A Breaks: B' },
    ]);
  });
});
