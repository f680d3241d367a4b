/**
 * A diagnostic and its fix as the checks report them: a code, where, and its words as a key of
 * words/diagnosticWords.ts with its facts (Say). Apart from types.ts because Say is read off the
 * words table, which itself reads types.ts: kept there, the table and every module it imports
 * stood in one import circle with the core's ground floor.
 */
import type { DiagnosticCode, Severity, TextEdit } from '../types.ts';
import type { Say } from '../words/diagnosticWords.ts';

/**
 * The edit that fixes a diagnostic: replace [from, to) with `insert`, and with it the `more`
 * edits, when the fix changes several places at once (moving a group's rules, converting every
 * byte of a file). All offsets are in the text as it is before the fix; no two edits overlap.
 */
export interface Fix extends TextEdit {
  /** Its label, as a key of words/diagnosticWords.ts and its facts (sayText says it). */
  say: Say;
  more?: TextEdit[];
}

export interface Diagnostic {
  /** Stable kebab-case code: a public contract (see diagnostics/codes.ts). */
  code: DiagnosticCode;
  severity: Severity;
  from: number;
  to: number;
  /** 1-based line and column of `from`; endLine/endColumn of `to` (columns in UTF-16 units). */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Its message, as a key of words/diagnosticWords.ts and its facts: no English crosses the worker's wire (sayText says it). */
  say: Say;
  fix?: Fix;
}
