/**
 * Collects diagnostics with exact ranges: turns offsets into 1-based lines and columns, and caps
 * how many of one code are listed (a binary file can have millions of invalid characters).
 */
import { lineOfOffset } from '../parse.ts';
import type { ParsedRobots, Severity } from '../types.ts';
import type { Diagnostic, Fix } from './diagnostic.ts';
import { say, type Say } from '../words/diagnosticWords.ts';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from './codes.ts';

export const MAX_PER_CODE = 1000;

export class Report {
  readonly list: Diagnostic[] = [];
  private readonly counts = new Map<DiagnosticCode, number>();

  constructor(private readonly parsed: ParsedRobots) {}

  /** A diagnostic on text[from, to) of 1-based line `line` (to may be the line's end). */
  add(code: DiagnosticCode, line: number, from: number, to: number, message: Say, fix?: Fix, severity?: Severity): void {
    const count = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, count);
    if (count > MAX_PER_CODE) return;
    const lines = this.parsed.lines;
    const start = lines.from[line - 1];
    const endLine = to > lines.to[line - 1] ? lineOfOffset(this.parsed, to) : line;
    const d: Diagnostic = {
      code, severity: severity ?? DIAGNOSTIC_CODES[code].severity, from, to, line, column: Math.max(1, from - start + 1),
      endLine, endColumn: Math.max(1, to - lines.from[endLine - 1] + 1), say: message,
    };
    if (fix) d.fix = fix;
    this.list.push(d);
  }

  /**
   * Count one more diagnostic of `code` without building it, when the list of that code is
   * already full: returns true when the caller should skip building it.
   */
  skipIfFull(code: DiagnosticCode): boolean {
    const count = this.counts.get(code) ?? 0;
    if (count < MAX_PER_CODE) return false;
    this.counts.set(code, count + 1);
    return true;
  }

  lineOf(offset: number): number {
    return lineOfOffset(this.parsed, offset);
  }

  /** Like add, finding the line of `from` itself. */
  addAt(code: DiagnosticCode, from: number, to: number, message: Say, fix?: Fix, severity?: Severity): void {
    this.add(code, lineOfOffset(this.parsed, from), from, to, message, fix, severity);
  }

  /** One closing note per code whose diagnostics were cut, then everything in text order. */
  finish(): Diagnostic[] {
    for (const [code, count] of this.counts) {
      if (count <= MAX_PER_CODE) continue;
      const last = this.parsed.lineCount;
      const end = this.parsed.lines.to[last - 1];
      this.counts.set(code, MAX_PER_CODE);
      this.add('too-many-diagnostics', last, end, end, say('tooMany', code, count - MAX_PER_CODE));
    }
    return this.list.sort((a, b) => a.from - b.from || a.to - b.to);
  }
}
