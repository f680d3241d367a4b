/**
 * The per-line columns of a parse, kept in typed arrays: a 500 KiB file has ~20,000 lines and
 * an object per line with its spans would cost several megabytes (issue: <= 5 MB per parse).
 */
import {
  KEY_SPELLINGS, LINE_ENDINGS, LINE_KINDS, type KeySpelling, type LexedLine, type LineEnding,
  type LineKind, type LineTable,
} from './types.ts';

const KIND_INDEX = new Map<LineKind, number>(LINE_KINDS.map((k, i) => [k, i]));
const SPELLING_INDEX = new Map<KeySpelling, number>(KEY_SPELLINGS.map((k, i) => [k, i]));
const EOL_INDEX = new Map<LineEnding, number>(LINE_ENDINGS.map((k, i) => [k, i]));

const INT_COLUMNS = ['from', 'to', 'keyFrom', 'keyTo', 'sepFrom', 'sepTo', 'valueFrom', 'valueTo', 'commentFrom'] as const;
const BYTE_COLUMNS = ['kind', 'spelling', 'eol', 'missingColon'] as const;

function allocate(capacity: number): LineTable {
  const t = {} as Record<string, Int32Array | Uint8Array>;
  for (const c of INT_COLUMNS) t[c] = new Int32Array(capacity);
  for (const c of BYTE_COLUMNS) t[c] = new Uint8Array(capacity);
  return t as unknown as LineTable;
}

export class LineTableBuilder {
  table: LineTable;
  private size = 0;
  private capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.table = allocate(capacity);
  }

  push(l: LexedLine): void {
    if (this.size === this.capacity) this.grow();
    const t = this.table;
    const i = this.size++;
    t.from[i] = l.from;
    t.to[i] = l.to;
    t.keyFrom[i] = l.keyFrom;
    t.keyTo[i] = l.keyTo;
    t.sepFrom[i] = l.sepFrom;
    t.sepTo[i] = l.sepTo;
    t.valueFrom[i] = l.valueFrom;
    t.valueTo[i] = l.valueTo;
    t.commentFrom[i] = l.commentFrom;
    t.kind[i] = KIND_INDEX.get(l.kind)!;
    t.spelling[i] = SPELLING_INDEX.get(l.spelling)!;
    t.eol[i] = EOL_INDEX.get(l.eol)!;
    t.missingColon[i] = l.missingColon ? 1 : 0;
  }

  private grow(): void {
    const bigger = allocate(this.capacity * 2);
    for (const c of [...INT_COLUMNS, ...BYTE_COLUMNS]) (bigger[c] as Int32Array).set(this.table[c] as Int32Array);
    this.table = bigger;
    this.capacity *= 2;
  }

  /**
   * The table trimmed to the lines pushed: views when at least half the capacity is used (no
   * copy), else copies, so little spare capacity stays alive.
   */
  finish(): LineTable {
    const t = {} as Record<string, Int32Array | Uint8Array>;
    const view = this.size * 2 >= this.capacity;
    for (const c of [...INT_COLUMNS, ...BYTE_COLUMNS]) t[c] = view ? this.table[c].subarray(0, this.size) : this.table[c].slice(0, this.size);
    return t as unknown as LineTable;
  }
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
