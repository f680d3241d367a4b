/**
 * The per-line columns of a parse, kept in typed arrays: a 500 KiB file has ~20,000 lines and
 * an object per line with its spans would cost several megabytes (issue: <= 5 MB per parse).
 */
import { KEY_SPELLINGS, LINE_ENDINGS, LINE_KINDS, type LexedLine, type LineKind, type LineTable } from './types.ts';

/** Bytes of a line table of `n` rows: nine 32-bit columns and four byte columns (a multiple of 4). */
export function lineTableBytes(n: number): number {
  return 40 * n;
}

/**
 * A table of `n` rows in `buffer` from byte `at` (a multiple of 4), lineTableBytes(n) bytes: one
 * buffer seen as thirteen columns, so a parse makes few allocations (a new buffer costs more than
 * lexing a short file). Written as one literal so every table has the same shape. The parser
 * counts the lines first and fills every row (lex.ts, lexRow).
 */
export function lineTableIn(buffer: ArrayBuffer, at: number, n: number): LineTable {
  // Column k of 32-bit values starts at byte at + 4kn; the byte columns follow the nine of them.
  const w = 4 * n;
  const b = at + 36 * n;
  return {
    from: new Int32Array(buffer, at, n), to: new Int32Array(buffer, at + w, n), keyFrom: new Int32Array(buffer, at + 2 * w, n),
    keyTo: new Int32Array(buffer, at + 3 * w, n), sepFrom: new Int32Array(buffer, at + 4 * w, n), sepTo: new Int32Array(buffer, at + 5 * w, n),
    valueFrom: new Int32Array(buffer, at + 6 * w, n), valueTo: new Int32Array(buffer, at + 7 * w, n),
    commentFrom: new Int32Array(buffer, at + 8 * w, n),
    kind: new Uint8Array(buffer, b, n), spelling: new Uint8Array(buffer, b + n, n), eol: new Uint8Array(buffer, b + 2 * n, n),
    missingColon: new Uint8Array(buffer, b + 3 * n, n),
  };
}

/** A table of `n` rows in a buffer of its own. */
export function allocateLineTable(n: number): LineTable {
  return lineTableIn(new ArrayBuffer(lineTableBytes(n)), 0, n);
}

/** Copy the first `n` rows of `from` into `to` (a table of at least `n` rows). */
export function copyRows(from: LineTable, to: LineTable, n: number): void {
  for (const column of COLUMNS) to[column].set(from[column].subarray(0, n));
}

const COLUMNS = [
  'from', 'to', 'keyFrom', 'keyTo', 'sepFrom', 'sepTo', 'valueFrom', 'valueTo', 'commentFrom', 'kind', 'spelling', 'eol', 'missingColon',
] as const satisfies ReadonlyArray<keyof LineTable>;

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
