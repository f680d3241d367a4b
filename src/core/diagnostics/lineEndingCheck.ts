/**
 * A file that mixes its line endings (0064 in the corpus: 16,263 LF and 222 CRLF). Google ends
 * a line at CR, LF or CRLF alike (robots.cc ParseRobotsTxt; RFC 9309 2.2 allows all three), so
 * nothing changes for crawling: the mix says the file was pasted together, and diffs and some
 * editors show the odd lines. The fix gives every line the file's main ending (the most frequent,
 * as the status bar counts them), one edit per odd line ending.
 *
 * Googlebot reads only the first 500 KiB, counting every CR: where the file is over that limit,
 * or would be after the fix (LF made CRLF is one byte longer), other bytes would fall past the
 * cut and verdicts would change, so there no fix is offered.
 */
import { BREAK_TEXT, dominant, type BreakKind } from '../lineBreaks.ts';
import { SIZE_LIMIT_BYTES } from '../parse.ts';
import type { ProfileSpec } from '../profiles/index.ts';
import { LINE_ENDINGS, type ParsedRobots, type TextEdit } from '../types.ts';
import type { Fix } from './diagnostic.ts';
import { say } from '../words/diagnosticWords.ts';
import type { Report } from './report.ts';

const LF = LINE_ENDINGS.indexOf('lf');
const CRLF = LINE_ENDINGS.indexOf('crlf');
const CR = LINE_ENDINGS.indexOf('cr');

export function checkLineEndings(parsed: ParsedRobots, report: Report, spec: ProfileSpec): void {
  // A UTF-16 file read as bytes has a CR and an LF per line with a NUL between: its fix is the
  // conversion to UTF-8 (invalid-utf8), which gives it its own endings back.
  if (parsed.encoding !== 'utf-8') return;
  const eol = parsed.lines.eol;
  // Counted by index, then named: a count kept under its name took a keyed store a line
  // (11 ns each, a tenth of diagnose on the 500 KiB bench file).
  const byIndex = countByIndex(eol, parsed.lineCount);
  const counts: Record<BreakKind, number> = { lf: byIndex[LF], crlf: byIndex[CRLF], cr: byIndex[CR] };
  const base = dominant(counts.lf, counts.crlf, counts.cr);
  if (counts[base] === counts.lf + counts.crlf + counts.cr) return;
  const main = LINE_ENDINGS.indexOf(base);
  let first = 0;
  while (eol[first] === main || eol[first] === 3) first++;
  const { from, to } = parsed.lines;
  report.add('mixed-line-endings', first + 1, from[first], to[first], say('mixedLineEndings', counts, base), endingsFix(parsed, base, spec));
}

/**
 * How many of the first `count` lines end each way, by index in LINE_ENDINGS. Its own function,
 * returning as its loop ends: compiled while that loop ran (on-stack replacement), the code after
 * it, not yet run, deoptimised at every later diagnose (`node --trace-deopt`).
 */
function countByIndex(eol: Uint8Array, count: number): Int32Array {
  const byIndex = new Int32Array(LINE_ENDINGS.length);
  for (let i = 0; i < count; i++) byIndex[eol[i]]++;
  return byIndex;
}

function endingsFix(parsed: ParsedRobots, base: BreakKind, spec: ProfileSpec): Fix | undefined {
  const { eol, to } = parsed.lines;
  const main = LINE_ENDINGS.indexOf(base);
  const insert = BREAK_TEXT[base];
  const edits: TextEdit[] = [];
  let bytes = parsed.byteLength;
  for (let i = 0; i < parsed.lineCount; i++) {
    if (eol[i] === main || eol[i] === 3) continue;
    const length = LINE_ENDINGS[eol[i]] === 'crlf' ? 2 : 1;
    edits.push({ from: to[i], to: to[i] + length, insert });
    bytes += insert.length - length;
  }
  if (spec.readsOnlySizeLimit && (parsed.sizeLimit !== null || bytes > SIZE_LIMIT_BYTES)) return undefined;
  const [head, ...more] = edits;
  const label = say('fixLineEndings', base);
  return more.length > 0 ? { say: label, ...head, more } : { say: label, ...head };
}
