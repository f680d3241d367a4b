/** New and gone problems between two versions, known by code and line text, not line number. */
import { describe, expect, it } from 'vitest';
import { describeDiagnosticDiff, diffDiagnostics, type DiagnosticEntry } from './diagnosticDiff.ts';

const d = (line: number, text: string, code = 'unknown-directive', severity: DiagnosticEntry['severity'] = 'warning'): DiagnosticEntry =>
  ({ severity, code, message: `${code} here`, line, text });

describe('diffDiagnostics', () => {
  it('ignores a problem that only moved to another line', () => {
    const diff = diffDiagnostics([d(3, 'Foo: x')], [d(7, 'Foo: x')]);
    expect(diff).toEqual({ added: [], removed: [] });
    expect(describeDiagnosticDiff(diff)).toBeNull();
  });

  it('counts repeats: two such lines before and three after make one new', () => {
    const diff = diffDiagnostics([d(1, 'Foo: x'), d(2, 'Foo: x')], [d(1, 'Foo: x'), d(2, 'Foo: x'), d(5, 'Foo: x')]);
    expect(diff.added.map((x) => x.line)).toEqual([5]);
  });

  it('says the new ones by severity and how many of the old are gone', () => {
    const diff = diffDiagnostics(
      [d(1, 'Disalow: /a', 'misspelled-directive')],
      [d(4, 'Disallow /b', 'missing-colon', 'error'), d(2, 'Foo: y'), d(9, 'Bar: z')],
    );
    expect(diff.added.map((x) => x.line)).toEqual([2, 4, 9]);
    expect(describeDiagnosticDiff(diff)).toBe('1 new error, 2 new warnings; 1 problem of the other version gone');
  });
});
