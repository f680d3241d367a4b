/**
 * The per-line columns of a parse, kept in typed arrays: a 500 KiB file has ~20,000 lines and
 * an object per line with its spans would cost several megabytes (issue: <= 5 MB per parse).
 */
import type { RawLine } from './lex.ts';
import { KEY_SPELLINGS, LINE_ENDINGS, LINE_KINDS, type LexedLine, type LineKind, type LineTable } from './types.ts';

/**
 * Two buffers (one of 32-bit columns, one of byte columns) viewed as thirteen columns: few
 * allocations per parse. Written as one literal so every table has the same shape.
 */
function allocate(n: number): LineTable {
  const ints = new Int32Array(9 * n);
  const bytes = new Uint8Array(4 * n);
  const int = (k: number) => ints.subarray(k * n, (k + 1) * n);
  const byte = (k: number) => bytes.subarray(k * n, (k + 1) * n);
  return {
    from: int(0), to: int(1), keyFrom: int(2), keyTo: int(3), sepFrom: int(4), sepTo: int(5), valueFrom: int(6),
    valueTo: int(7), commentFrom: int(8), kind: byte(0), spelling: byte(1), eol: byte(2), missingColon: byte(3),
  };
}

type Column = Int32Array | Uint8Array;

export function emptyLineTable(): LineTable {
  return allocate(0);
}

function mapColumns(t: LineTable, f: (c: Column) => Column): LineTable {
  return {
    from: f(t.from) as Int32Array, to: f(t.to) as Int32Array, keyFrom: f(t.keyFrom) as Int32Array,
    keyTo: f(t.keyTo) as Int32Array, sepFrom: f(t.sepFrom) as Int32Array, sepTo: f(t.sepTo) as Int32Array,
    valueFrom: f(t.valueFrom) as Int32Array, valueTo: f(t.valueTo) as Int32Array,
    commentFrom: f(t.commentFrom) as Int32Array, kind: f(t.kind) as Uint8Array, spelling: f(t.spelling) as Uint8Array,
    eol: f(t.eol) as Uint8Array, missingColon: f(t.missingColon) as Uint8Array,
  };
}

export class LineTableBuilder {
  private t: LineTable;
  private size = 0;
  private capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
    this.t = allocate(capacity);
  }

  push(l: RawLine): void {
    if (this.size === this.capacity) this.grow();
    const t = this.t;
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
    t.kind[i] = l.kind;
    t.spelling[i] = l.spelling;
    t.eol[i] = l.eol;
    t.missingColon[i] = l.missingColon ? 1 : 0;
  }

  private grow(): void {
    const bigger = allocate(this.capacity * 2);
    const old = this.t;
    for (const k of Object.keys(old) as (keyof LineTable)[]) (bigger[k] as Column).set(old[k]);
    this.t = bigger;
    this.capacity *= 2;
  }

  /**
   * The table trimmed to the lines pushed: views when at least half the capacity is used (no
   * copy), else copies, so little spare capacity stays alive.
   */
  finish(): LineTable {
    const view = this.size * 2 >= this.capacity;
    return mapColumns(this.t, (c) => (view ? c.subarray(0, this.size) : c.slice(0, this.size)));
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
