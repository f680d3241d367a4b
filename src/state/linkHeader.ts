/**
 * A link's header (state/permalink.ts, the format byte by byte): its fields as packed, the
 * format's markers, the document's hash, and the checks a header read back must pass.
 */
import { isReadingChoice, readExpectationList, type Expectation, type ReadingChoice } from '../core/index.ts';
import type { PackedView } from './linkView.ts';

export const PERMALINK_PREFIX = 'v2.';
export const V1_PREFIX = 'v1.';

export interface Header { a: string; u: string; p: ReadingChoice; n: number; h: number }
export type PackedExpectation = [url: string, crawler: string, allowed: 0 | 1];
export interface PackedOther { n: number; h: number; l: string }
export interface HeaderV2 extends Header { c: string[] | null; s: [number, number] | null; f: string; d: 0 | 1; o?: string; x?: PackedExpectation[]; v?: PackedOther; w?: PackedView; k?: 1 }

export function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 0x01000193);
  return h >>> 0;
}

export function validHeader(h: unknown): h is Header {
  if (typeof h !== 'object' || h === null) return false;
  const x = h as Record<string, unknown>;
  return typeof x.a === 'string' && typeof x.u === 'string' && isReadingChoice(x.p)
    && typeof x.n === 'number' && typeof x.h === 'number';
}

const index = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;

export function validHeaderV2(h: Header): boolean {
  const x = h as unknown as Record<string, unknown>;
  const cell = x.s === null || (Array.isArray(x.s) && x.s.length === 2 && index(x.s[0]) && index(x.s[1]));
  const crawlers = x.c === null || (Array.isArray(x.c) && x.c.every((c) => typeof c === 'string'));
  const origin = x.o === undefined || typeof x.o === 'string';
  const expectations = x.x === undefined || Array.isArray(x.x);
  return crawlers && cell && origin && expectations && validOther(x.v) && typeof x.f === 'string' && (x.d === 0 || x.d === 1);
}

/** `v`, when there: a byte length, a 32-bit hash and a label; nothing else is read of it. */
function validOther(v: unknown): boolean {
  if (v === undefined) return true;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return index(o.n) && index(o.h) && (o.h as number) <= 0xffffffff && typeof o.l === 'string';
}

/** `x` read back through the expectations file's own checks (core readExpectationList); null when not valid. */
export function unpackExpectations(x: PackedExpectation[] | undefined): Expectation[] | null {
  if (x === undefined) return [];
  const list = x.map((e) => (Array.isArray(e) && e.length === 3 && (e[2] === 0 || e[2] === 1)
    ? { url: e[0], crawler: e[1], expect: e[2] === 1 ? 'allowed' : 'blocked' }
    : null));
  const read = readExpectationList(list);
  return read.ok ? read.value : null;
}
