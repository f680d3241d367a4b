/**
 * What a change does to the problems of a file (issue 9 §1): the diagnostics the new version has
 * and the old one has not, and those it no longer has. Line numbers shift with any edit above,
 * so a diagnostic is known by its code and the text of its line, not by where it is: a problem
 * that only moved is neither new nor gone. Repeats count: two such lines before and three after
 * make one new.
 */
import type { Severity } from './types.ts';

export interface DiagnosticEntry {
  severity: Severity;
  code: string;
  message: string;
  /** 1-based, in its own version. */
  line: number;
  /** The line's text, trimmed. */
  text: string;
}

export interface DiagnosticDiff {
  /** In the new version (side b) only, by line. */
  added: DiagnosticEntry[];
  /** In the old version (side a) only, by line. */
  removed: DiagnosticEntry[];
}

const keyOf = (d: DiagnosticEntry) => `${d.severity}\u0000${d.code}\u0000${d.text}`;

/** Those of `from` not matched by one of `against` (each match used once). */
function unmatched(from: readonly DiagnosticEntry[], against: readonly DiagnosticEntry[]): DiagnosticEntry[] {
  const left = new Map<string, number>();
  for (const d of against) left.set(keyOf(d), (left.get(keyOf(d)) ?? 0) + 1);
  const out: DiagnosticEntry[] = [];
  for (const d of from) {
    const n = left.get(keyOf(d)) ?? 0;
    if (n > 0) left.set(keyOf(d), n - 1);
    else out.push(d);
  }
  return out.sort((x, y) => x.line - y.line);
}

export function diffDiagnostics(before: readonly DiagnosticEntry[], after: readonly DiagnosticEntry[]): DiagnosticDiff {
  return { added: unmatched(after, before), removed: unmatched(before, after) };
}

/** "1 new error, 2 new warnings; 1 problem fixed", or null when the problems are the same. */
export function describeDiagnosticDiff(d: DiagnosticDiff): string | null {
  if (d.added.length === 0 && d.removed.length === 0) return null;
  const count = (n: number, word: string) => `${n.toLocaleString('en')} new ${word}${n === 1 ? '' : 's'}`;
  const by = (s: Severity) => d.added.filter((x) => x.severity === s).length;
  const parts = [
    by('error') > 0 ? count(by('error'), 'error') : '',
    by('warning') > 0 ? count(by('warning'), 'warning') : '',
    by('info') > 0 ? count(by('info'), 'note') : '',
  ].filter((s) => s !== '');
  const gone = d.removed.length > 0 ? `${d.removed.length.toLocaleString('en')} ${d.removed.length === 1 ? 'problem' : 'problems'} of the other version gone` : '';
  return [parts.join(', '), gone].filter((s) => s !== '').join('; ');
}
