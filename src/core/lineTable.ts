/**
 * The per-line columns of a parse, kept in typed arrays: a 500 KiB file has ~20,000 lines and
 * an object per line with its spans would cost several megabytes (issue: <= 5 MB per parse).
 */
import { KEY_SPELLINGS, LINE_ENDINGS, LINE_KINDS, type LexedLine, type LineKind, type LineTable } from './types.ts';

/**
 * A table of `n` rows: two buffers (one of 32-bit columns, one of byte columns) viewed as
 * thirteen columns, so a parse makes few allocations. Written as one literal so every table
 * has the same shape. The parser counts the lines first and fills every row (lex.ts, lexRow).
 */
export function allocateLineTable(n: number): LineTable {
  const ints = new Int32Array(9 * n);
  const bytes = new Uint8Array(4 * n);
  const int = (k: number) => ints.subarray(k * n, (k + 1) * n);
  const byte = (k: number) => bytes.subarray(k * n, (k + 1) * n);
  return {
    from: int(0), to: int(1), keyFrom: int(2), keyTo: int(3), sepFrom: int(4), sepTo: int(5), valueFrom: int(6),
    valueTo: int(7), commentFrom: int(8), kind: byte(0), spelling: byte(1), eol: byte(2), missingColon: byte(3),
  };
}

export function lineFromTable(t: LineTable, line: number): LexedLine {
  const i = line - 1;
  return {
    line, from: t.from[i], to: t.to[i], eol: LINE_ENDINGS[t.eol[i]], kind: LINE_KINDS[t.kind[i]],
    spelling: KEY_SPELLINGS[t.spelling[i]], missingColon: t.missingColon[i] === 1,
    keyFrom: t.keyFrom[i], keyTo: t.keyTo[i], sepFrom: t.sepFrom[i], sepTo: t.sepTo[i],
    valueFrom: t.valueFrom[i], valueTo: t.valueTo[i], commentFrom: t.commentFrom[i],
  };
}

/** The kind of a line without building the whole LexedLine. */
export function kindAt(t: LineTable, line: number): LineKind {
  return LINE_KINDS[t.kind[line - 1]];
}
